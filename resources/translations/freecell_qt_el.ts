<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Εγκατάλειψη παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Εγκατάλειψη του τρέχοντος παιχνιδιού;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Θα μετρήσει ως ήττα στα στατιστικά σας.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Εγκατάλειψη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Συνέχεια παιχνιδιού</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Να μην ερωτηθώ ξανά</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Εγκατάλειψη του τρέχοντος παιχνιδιού για να παίξετε %1;</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 με %2 έως %3 ελεύθερες κυψέλες</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Σχετικά με το FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Η οικογένεια πασιέντζων Κυψέλες για την επιφάνεια εργασίας: %4 ή ένα δικό σας παιχνίδι. Αριθμοί παρτίδας της Microsoft, κωδικοί παιχνιδιού, μετακινήσεις σειρών και απεριόριστη αναίρεση.&lt;/p&gt;&lt;p&gt;Ελεύθερο λογισμικό με την άδεια MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Δεν βρέθηκε υπόδειξη: ο επιλυτής απέτυχε.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται· ορίστε μια εικασία.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Αυτό το παιχνίδι δεν κερδίζεται πια· ορίστε μια εικασία.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Σκέψη...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Καμία κίνηση δεν είναι δυνατή.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Αναζήτηση λύσης...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Καμία λύση: αυτή η παρτίδα δεν κερδίζεται.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Καμία λύση από εδώ: αυτό το παιχνίδι δεν κερδίζεται πια.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Δεν βρέθηκε λύση στον διαθέσιμο χρόνο.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Αναζήτηση της τελευταίας θέσης που κερδιζόταν...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται ούτε από την αρχή της.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Δεν βρέθηκε σημείο νίκης στον διαθέσιμο χρόνο: δεν είναι γνωστό αν αυτή η παρτίδα κερδίζεται.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Δεν βρέθηκε σημείο νίκης στον διαθέσιμο χρόνο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Επιστροφή στην κίνηση {0}, το τελευταίο σημείο από το οποίο το παιχνίδι μπορούσε ακόμα να κερδηθεί.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Αυτή η παρτίδα κερδίζεται.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Αυτή η παρτίδα κερδίζεται ακόμα.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται πια.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Δεν είναι ακόμη γνωστό αν αυτή η παρτίδα κερδίζεται: η αναζήτηση συνεχίζεται.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Δεν είναι γνωστό αν αυτή η παρτίδα κερδίζεται.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Λύθηκε από τον υπολογιστή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Κερδίσατε! Βαθμολογία %1 σε %2 κινήσεις.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Δεν απομένει καμία κίνηση.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>Το FreeCell Qt εκτελείται ήδη για αυτόν τον παίκτη, αλλά δεν αποκρίνεται. Κλείστε το (ή περιμένετε να αποκριθεί) και ξεκινήστε ξανά το παιχνίδι.</translation>
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
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Λύση (Παρουσίαση)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Πού έκανα λάθος;</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Υπόδειξη: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Υπόδειξη (εικασία, δεν βρέθηκε λύση): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Έλεγχος...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Κερδίζεται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Δεν κερδίζεται πια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Δεν κερδίζεται από την αρχή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Κερδίζεται; Η αναζήτηση συνεχίζεται...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Κερδίζεται; Άγνωστο</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Η Λύση σε παύση: το Διάστημα συνεχίζει, το Esc ή ένα κλικ σταματά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Αργή λύση: + γρηγορότερα, - πιο αργά, Διάστημα για παύση, Esc ή κλικ για διακοπή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Λύση: + γρηγορότερα, - πιο αργά, Διάστημα για παύση, Esc ή κλικ για διακοπή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Γρήγορη λύση: + γρηγορότερα, - πιο αργά, Διάστημα για παύση, Esc ή κλικ για διακοπή.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Διακόπηκε.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Το τρέχον παιχνίδι δεν μπορεί να αποθηκευτεί στο {0}· το παιχνίδι συνεχίζεται, αλλά δεν θα υπάρχει την επόμενη φορά.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Το αποθηκευμένο παιχνίδι δεν μπόρεσε να διαβαστεί ({0}) ούτε να μετακινηθεί· ξεκινά νέο παιχνίδι.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Το αποθηκευμένο παιχνίδι δεν μπόρεσε να διαβαστεί ({0}). Ξεκινά νέο παιχνίδι· το παλιό αρχείο διατηρείται ως {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Πρώτη πρόκληση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Πλήρης ημέρα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Δύσκολη νίκη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Χωρίς ελεύθερες κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Στο par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Δέκα στη σειρά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Χρυσός μήνας</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Κερδίστε μια ημερήσια πρόκληση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Κερδίστε και τις τρεις ημερήσιες προκλήσεις μιας ημέρας.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Κερδίστε μια δύσκολη ημερήσια πρόκληση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Κερδίστε ένα παιχνίδι χωρίς ελεύθερες κυψέλες.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Κερδίστε μια παρτίδα με όχι περισσότερες κινήσεις από το par της.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Κερδίστε δέκα παιχνίδια στη σειρά.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Ολοκληρώστε κάθε ημέρα ενός μήνα: ένα χρυσό τρόπαιο.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Χάλκινο τρόπαιο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Ασημένιο τρόπαιο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Χρυσό τρόπαιο</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Μια ημέρα ολοκληρώνεται όταν κερδηθούν οι τρεις παρτίδες της. Χάλκινο: {0} ημέρες σε έναν μήνα· ασημένιο: {1} ημέρες· χρυσό: κάθε ημέρα.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n ημέρα στη σειρά</numerusform>
            <numerusform>%n ημέρες στη σειρά</numerusform>
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
        <translation>γραμμή %1: το φύλλο %2 υπάρχει ήδη στη γραμμή %3: το %4 υπάρχει μία φορά στην τράπουλα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>γραμμή %1: το φύλλο %2 υπάρχει ήδη %3 φορές στη γραμμή %4: το %5 υπάρχει μία φορά σε κάθε τράπουλα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>γραμμή %1: το φύλλο %2 υπάρχει ήδη %3 φορές στις γραμμές %4: το %5 υπάρχει μία φορά σε κάθε τράπουλα</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>η διάταξη έχει %1 φύλλα· λείπουν: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>γραμμή %1: το θεμέλιο %2 δίνεται δύο φορές</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>γραμμή %1: το θεμέλιο %2 δίνεται %3 φορές</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>γραμμή %1: ένα φύλλο στις ελεύθερες κυψέλες, αλλά το παιχνίδι δεν έχει καμία</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>γραμμή %1: %n φύλλο στις ελεύθερες κυψέλες, αλλά το παιχνίδι έχει %2</numerusform>
            <numerusform>γραμμή %1: %n φύλλα στις ελεύθερες κυψέλες, αλλά το παιχνίδι έχει %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>γραμμή %1: άγνωστο φύλλο «%2»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>γραμμή %1: το %2 είναι τζόκερ, και αυτό το παιχνίδι παίζεται χωρίς τζόκερ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>γραμμή %1: δεύτερη γραμμή %2 (η πρώτη είναι η γραμμή %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>μια διάταξη αυτού του παιχνιδιού έχει %1 γραμμές στοιβών, αυτή έχει %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>η διάταξη έχει %1 φύλλα, όχι %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>γραμμή %1: το θεμέλιο «%2» δεν γράφεται όπως H-A ή S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>γραμμή %1: %2 θεμέλια, όχι %3 (ή %4 σε εναλλασσόμενα χρώματα)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>γραμμή %1: %2 θεμέλια, όχι %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>γραμμή %1: το θεμέλιο %2 δεν μπορεί να κρατήσει αυτά τα φύλλα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>γραμμή %1: ένα θεμέλιο σε εναλλασσόμενα χρώματα ξεκινά με άσο, όχι με %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>γραμμή %1: σε θεμέλιο το %2 δεν μπορεί να ακολουθεί το %3: κάθε φύλλο είναι μία αξία πάνω από το από κάτω</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>γραμμή %1: σε θεμέλιο το %2 δεν μπορεί να ακολουθεί το %3: τα χρώματα εναλλάσσονται</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>γραμμή %1: ένα θεμέλιο έχει το πολύ %2 φύλλα, αυτό έχει %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>γραμμή %1: η βάση «%2» δεν είναι αξία όπως 5 ή Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>γραμμή %1: τα κλειστά φύλλα, όπως το [5H], βρίσκονται κάτω από τα ανοιχτά, και το πάνω φύλλο μιας στοίβας είναι ανοιχτό</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>το κείμενο έχει μήκος %1 χαρακτήρες· μια διάταξη έχει το πολύ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>δεν υπάρχει διάταξη στο κείμενο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>γραμμή %1: οι κανόνες %2 δεν αντιστοιχούν σε κανένα παιχνίδι (μια γραμμή Rules: είναι όπως C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>η διάταξη έχει %1 ελεύθερες κυψέλες· ένα παιχνίδι έχει το πολύ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>όλα τα φύλλα είναι στα θεμέλια: δεν υπάρχει τίποτα να παιχτεί</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>η θέση έχει %1 ελεύθερες κυψέλες, αλλά το παιχνίδι έχει %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>η θέση έχει %1 στοίβες, αλλά το παιχνίδι έχει %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>η θέση έχει %1 θεμέλια, αλλά το παιχνίδι έχει %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>στο %1 κάθε θεμέλιο ξεκινά με δικό του φύλλο· η θέση δεν δίνει κανένα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>τα θεμέλια της θέσης έχουν φύλλα οποιασδήποτε φυλής, αλλά στο %1 το καθένα δέχεται μία φυλή</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>η ελεύθερη κυψέλη %1 δέχεται μόνο %2, όχι %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>η θέση έχει κλειστά φύλλα, αλλά στο %1 όλα τα φύλλα μοιράζονται ανοιχτά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>τα θεμέλια ξεκινούν από την αξία %1, αλλά στο %2 ξεκινούν από τον άσο</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Το αρχείο {0} είναι μεγαλύτερο από {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Το αρχείο {0} δεν είναι κανονικό αρχείο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Το αρχείο {0} δεν μπορεί να διαβαστεί.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Το αρχείο {0} είναι κατεστραμμένο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Το αρχείο {0} αποσυμπιέζεται σε περισσότερα από {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Δεν έχει {0} (δεν υπάρχει στοιχείο «{1}» στο SVG της).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Δεν έχει πλάτη (δεν υπάρχει στοιχείο «back» στο SVG της).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Το αρχείο {0} δεν είναι εικόνα SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Η δική μας τράπουλα σχεδιάζεται, δεν φορτώνεται.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Το αρχείο {0} λείπει.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Κάτι πήγε στραβά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>Το FreeCell Qt συνάντησε ένα απρόσμενο σφάλμα. Το παιχνίδι συνεχίζεται, αλλά κάτι μπορεί να μη λειτουργεί όπως πρέπει.

Οι λεπτομέρειες βρίσκονται στο {0}· επισυνάψτε αυτό το αρχείο όταν αναφέρετε το πρόβλημα.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>Το FreeCell Qt συνάντησε ένα απρόσμενο σφάλμα. Το παιχνίδι συνεχίζεται, αλλά κάτι μπορεί να μη λειτουργεί όπως πρέπει. Οι λεπτομέρειες δεν μπόρεσαν να γραφτούν στον φάκελο δεδομένων.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Εναλλασσόμενα χρώματα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Ταίριασμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Οποιαδήποτε φυλή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Τίποτα: χωρίς χτίσιμο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Οποιοδήποτε φύλλο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Ρηγάδες μόνο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Τίποτα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Όσο επιτρέπουν οι ελεύθερες κυψέλες και οι στοίβες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Οποιαδήποτε σειρά μονομιάς</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Ένα φύλλο τη φορά</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Φυλή, από τον άσο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Φυλή, από το πρώτο μοιρασμένο φύλλο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Φυλή, από την αξία του πρώτου φύλλου, όλα πάνω</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Αξία, από τέσσερα μοιρασμένα φύλλα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Εναλλασσόμενα χρώματα, από δύο άσους</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Φυλή, δύο γύροι από τέσσερις άσους</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Αξία, ένα θεμέλιο, πρώτα όλοι οι άσοι</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Κάθε ρήγας ξεκινά μια στοίβα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Κάθε ρήγας ξεκινά μια στοίβα, οι άσοι πάνω</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Γραμμή προς γραμμή, άσοι στα θεμέλια</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Μοίρασμα:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Τα θεμέλια ανε&amp;βαίνουν κατά:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;Στοίβες:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>&amp;Φύλλα μοιρασμένα στις κυψέλες:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>Τράπ&amp;ουλες:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Γραμμή προς γραμμή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Άσοι και δυάρια στο βάθος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Κάθε φυλή στη δική της στοίβα</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Μια κυψέλη για κάθε φυ&amp;λή</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Όπως στο Τέσσερα χρώματα: η ελεύθερη κυψέλη a δέχεται μόνο σπαθιά, η b καρά, η c κούπες και η d μπαστούνια.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Χτίσ&amp;ιμο προς τα κάτω κατά:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>&amp;Γέμισμα κενής στοίβας:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Μετακινήσεις σει&amp;ρών:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Ημερήσιες προκλήσεις</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Παίξτε</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Οι παρτίδες της ημέρας</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Τρόπαια</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Επίτευγμα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Πώς κερδίζεται</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Παρτίδα {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Κερδήθηκε</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Οι προκλήσεις μετρούν μόνο μέσα στον μήνα τους: αυτή η ημέρα δεν μπορεί πλέον να παιχτεί για την πρόκλησή της.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: ολοκληρώθηκε %n ημέρα.</numerusform>
            <numerusform>{0}: ολοκληρώθηκαν %n ημέρες.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0}: κερδήθηκε.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} στη %n ημέρα.</numerusform>
            <numerusform>{0} στις %n ημέρες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Ημέρες ολοκληρωμένες στη σειρά: %n</numerusform>
            <numerusform>Ημέρες ολοκληρωμένες στη σειρά: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(καλύτερο %n).</numerusform>
            <numerusform>(καλύτερο %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Ορόσημα που επιτεύχθηκαν: {0} ημέρες.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Ημερήσιες π&amp;ροκλήσεις...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Ημερήσια πρόκληση της {0}, {1}: παρτίδα {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Κερδήθηκε: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>άσος %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>βαλές %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>ντάμα %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>ρήγας %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>κόκκινος άσος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>μαύρος άσος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>κόκκινος βαλές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>μαύρος βαλές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>κόκκινη ντάμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>μαύρη ντάμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>κόκκινος ρήγας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>μαύρος ρήγας</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>το πρώτο τζόκερ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>το δεύτερο τζόκερ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>κόκκινο %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>μαύρο %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>οποιοδήποτε %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει: τα θεμέλια δέχονται στη συνέχεια %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>άσος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>βαλές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>ντάμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>ρήγας</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>Το φύλλο %1 δεν μπαίνει πάνω στο φύλλο %2: ο ρήγας δεν μπαίνει πάνω σε κανένα φύλλο, μόνο γεμίζει κενή στοίβα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>Το φύλλο %1 δεν μπαίνει πάνω στο φύλλο %2: %3 μπαίνει πάνω σε %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Κανένα φύλλο της σειράς από %1 έως %2 δεν μπαίνει πάνω σε φύλλο %3: τίποτα δεν μπαίνει πάνω σε άσο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Κανένα φύλλο της σειράς από %1 έως %2 δεν μπαίνει πάνω σε φύλλο %3, που δέχεται %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Αυτό το παιχνίδι δεν έχει ελεύθερες κυψέλες· δεν υπάρχει ελεύθερη κυψέλη %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Αυτό το παιχνίδι έχει μόνο την ελεύθερη κυψέλη a· δεν υπάρχει ελεύθερη κυψέλη %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Αυτό το παιχνίδι έχει ελεύθερες κυψέλες a έως %1· δεν υπάρχει ελεύθερη κυψέλη %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Ένα φύλλο της στοίβας %1 μπαίνει πάνω σε %2, όχι %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n φύλλο της στοίβας %1 μπαίνει πάνω σε %2, όχι %3.</numerusform>
            <numerusform>%n φύλλα της στοίβας %1 μπαίνουν πάνω σε %2, όχι %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Μόνο το κάτω φύλλο της στοίβας %1 μπορεί να μετακινηθεί εκεί.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Μόνο το κάτω %n φύλλο της στοίβας %1 σχηματίζει σειρά.</numerusform>
            <numerusform>Μόνο τα κάτω %n φύλλα της στοίβας %1 σχηματίζουν σειρά.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 δεν μπαίνει ποτέ σε στοίβα, ούτε καν σε κενή: ένα τζόκερ πηγαίνει σε ελεύθερη κυψέλη ή ανεβαίνει.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Το θεμέλιο των τζόκερ είναι κενό.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Τίποτα δεν μπαίνει πάνω σε τζόκερ (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 ανεβαίνει μόνο όταν τα θεμέλια σπαθί, μπαστούνι και κούπα είναι πλήρη.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Η στοίβα %1 είναι κενή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Η ελεύθερη κυψέλη %1 είναι κενή.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Ένα κλειστό φύλλο δεν μπορεί να μετακινηθεί: γυρίζει ανοιχτό μόλις φύγουν τα φύλλα που είναι πάνω του.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Η εφεδρική στοίβα %1 είναι κενή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Η εφεδρική στοίβα %1 είναι γεμάτη: χωράει %2 φύλλα.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Μια εφεδρική στοίβα δέχεται ένα φύλλο τη φορά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Η εφεδρική στοίβα %1 έχει φύλλα: μια εφεδρική στοίβα δέχεται φύλλα μόνο όταν είναι κενή.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Κανένα φύλλο δεν μπορεί να μπει στην εφεδρική στοίβα: μόνο δίνει φύλλα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Τα φύλλα δεν μπορούν να επιστρέψουν από τα θεμέλια: η επιλογή είναι ανενεργή στις Προτιμήσεις.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Το θεμέλιο %1 είναι κενό.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Αυτό το παιχνίδι έχει στοίβες 1 έως %1· δεν υπάρχει στοίβα %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Αυτό το παιχνίδι έχει %1 θεμέλια· δεν υπάρχει θεμέλιο %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>Σε αυτό το παιχνίδι μόνο ένας ρήγας, ή μια σειρά με πρώτο έναν ρήγα, γεμίζει κενή στοίβα.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>Σε αυτό το παιχνίδι τα θεμέλια ξεκινούν από %1: μόνο ένα φύλλο αξίας %2, ή μια σειρά με πρώτο ένα τέτοιο, γεμίζει κενή στοίβα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>Σε αυτό το παιχνίδι μια κενή στοίβα μένει κενή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>Σε αυτό το παιχνίδι τα φύλλα μετακινούνται από στοίβα σε στοίβα ένα τη φορά.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει: το θεμέλιο %2 ξεκινά από την αξία %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Το πάνω φύλλο της στοίβας %1 είναι κλειστό όσο η ελεύθερη κυψέλη %2 έχει φύλλο.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Η στοίβα %1 βρίσκεται κάτω από τη στοίβα %2, που έχει φύλλο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Η στοίβα %1 βρίσκεται κάτω από τη στοίβα %2: μόνο και τα %3 φύλλα της στοίβας %2 μαζί μπορούν να πέσουν πάνω της.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Η ελεύθερη κυψέλη %1 δέχεται μόνο %2, όχι %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>Σε αυτό το παιχνίδι τα φύλλα μένουν στα θεμέλια.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>Σε αυτό το παιχνίδι κανένα φύλλο δεν μπαίνει σε στοίβα.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει: τα θεμέλια δέχονται στη συνέχεια αυτές τις αξίες: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Το θεμέλιο %1 είναι γεμάτο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Το θεμέλιο %1 δέχεται στη συνέχεια την αξία %2, όχι %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 φύλλα μοιράζονται στις ελεύθερες κυψέλες, αλλά υπάρχουν μόνο %2 ελεύθερες κυψέλες: επιλέξτε περισσότερες κυψέλες ή λιγότερα φύλλα.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Το παιχνίδι μπορεί να τελειώσει μόνο όταν καμία στοίβα δεν έχει πάνω από ένα φύλλο.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Κωδικός παιχνιδιού «%1»: το «%2» δεν είναι αρχή κωδικού κανενός παιχνιδιού.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Κωδικός παιχνιδιού «%1»: το τμήμα κυψελών «%2» πρέπει να είναι C0 έως C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Κωδικός παιχνιδιού «%1»: %2 ελεύθερες κυψέλες είναι εκτός ορίων (%3 έως %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Κωδικός παιχνιδιού «%1»: το %2 παίζεται με %3 ελεύθερες κυψέλες.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Κωδικός παιχνιδιού «%1»: το τμήμα κανόνων δεν μπορεί να διαβαστεί (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Ο κωδικός παιχνιδιού «%1» είναι μεγαλύτερος από κάθε κωδικό.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει: το θεμέλιο %2 ξεκινά με τον άσο.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει ακόμα: πρώτα πρέπει να ανέβει %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Ένα φύλλο δεν μετακινείται ποτέ από μια ελεύθερη κυψέλη σε άλλη.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Ένα φύλλο από θεμέλιο επιστρέφει μόνο σε στοίβα.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Η ελεύθερη κυψέλη %1 είναι κατειλημμένη.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 φύλλα, το πολύ %2 μπορούν να μετακινηθούν τώρα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Το παιχνίδι δεν μπορεί να τελειώσει από εδώ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>Το φύλλο %1 δεν ανεβαίνει: το θεμέλιο δέχεται στη συνέχεια την αξία %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Το θεμέλιο %1 δέχεται στη συνέχεια %2, όχι %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Μόνο το πάνω φύλλο μιας ελεύθερης κυψέλης ή ενός θεμελίου μπορεί να μετακινηθεί.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Τα φύλλα ανεβαίνουν σε θεμέλιο ένα τη φορά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Μια ελεύθερη κυψέλη χωράει ένα φύλλο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>Σε αυτό το παιχνίδι ανεβαίνει μόνο μια ολόκληρη σειρά από ρήγα ως άσο σε εναλλασσόμενα χρώματα, και τα 13 φύλλα μονομιάς.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Κάθε θεμέλιο έχει μια σειρά.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Το παιχνίδι μπορεί να τελειώσει μόνο όταν κάθε στοίβα αποτελείται από ολόκληρες σειρές από ρήγα ως άσο.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Όταν κάθε ρήγας ξεκινά μια στοίβα, το παιχνίδι χρειάζεται τόσες στοίβες όσοι είναι οι ρηγάδες (%1) ή μία παραπάνω, όχι %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Όταν το φύλλο μιας ελεύθερης κυψέλης γυρίζει κλειστό το πάνω φύλλο της στοίβας της, κάθε ελεύθερη κυψέλη χρειάζεται δική της στοίβα: %1 ελεύθερες κυψέλες, %2 στοίβες.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Το παιχνίδι κερδήθηκε.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Το παιχνίδι μπορεί να τελειώσει μόνο όταν κάθε στοίβα είναι μία σειρά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Το παιχνίδι μπορεί να τελειώσει μόνο όταν κάθε φύλλο που απομένει μπορεί να ανέβει από εκεί που βρίσκεται, το ένα μετά το άλλο.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Δεν υπάρχει τίποτα για αναίρεση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Δεν υπάρχει τίποτα για επανάληψη.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Δεν υπάρχει σημείο %1 στο ιστορικό.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>Το «%1» δεν είναι αριθμός παρτίδας.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Ο αριθμός παρτίδας %1 είναι εκτός ορίων (1 έως %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Ο αριθμός παρτίδας πρέπει να είναι ακέραιος, όχι %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Κωδικός παιχνιδιού «%1»: το «%2» δεν είναι γράμμα A έως Z, ψηφίο ή παύλα.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Ο κωδικός παιχνιδιού «%1» πρέπει να έχει τρία τμήματα, όπως FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Κωδικός παιχνιδιού «%1»: η έκδοση μορφής «%2» δεν είναι 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Κωδικός παιχνιδιού «%1»: το τμήμα παρτίδας «%2» πρέπει να είναι 7 γράμματα A έως Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Κωδικός παιχνιδιού «%1»: η παρτίδα %2 είναι εκτός ορίων (1 έως %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Τα φύλλα δεν μπορούν να επιστρέψουν από τα θεμέλια σε αυτό το παιχνίδι: ξεκίνησε με την επιστροφή ανενεργή.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Προκλήσεις και εύκολες παρτίδες</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Κερδίστε μια παρτίδα Κυψελών με τόσο λίγες ελεύθερες κυψέλες όσες χρειάζεται ο επιλυτής. Κάθε παρτίδα παρακάτω εμφανίζεται κάτω από τις λιγότερες ελεύθερες κυψέλες με τις οποίες μπορεί να κερδηθεί.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 ελεύθερη κυψέλη (%1 παρτίδες)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n ελεύθερη κυψέλη (%1 παρτίδες)</numerusform>
            <numerusform>%n ελεύθερες κυψέλες (%1 παρτίδες)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Ελάχιστες κυψέλες:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Παίξτε την πρόκληση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Για αρ&amp;χάριους: μια εύκολη παρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Μια τυχαία παρτίδα Κυψελών με τέσσερις ελεύθερες κυψέλες που ο επιλυτής βαθμολογεί ως εύκολη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Άσοι στα θεμέλια</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Κυψέλες με τους τέσσερις άσους στα θεμέλια πριν από το παιχνίδι: ένα πιο εύκολο παιχνίδι</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Παρτίδα %1 με 1 ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Παρτίδα %1 με %n ελεύθερη κυψέλη</numerusform>
            <numerusform>Παρτίδα %1 με %n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Πρόκληση: ελάχιστες κυ&amp;ψέλες...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Προκλήσεις και εύκολες παρ&amp;τίδες...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Για αρ&amp;χάριους: μια εύκολη παρτίδα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Άσοι στα θεμέλια: πιο εύκ&amp;ολες Κυψέλες</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Πρόκληση: παρτίδα %1 με 1 ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Πρόκληση: παρτίδα %1 με %n ελεύθερη κυψέλη</numerusform>
            <numerusform>Πρόκληση: παρτίδα %1 με %n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Η πρόκληση των ελάχιστων κυψελών αφορά παρτίδες Κυψελών που μοιράζονται με αριθμό.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Οι ελάχιστες κυψέλες δίνονται μαζί με τη βαθμολόγηση δυσκολίας, η οποία είναι κρυφή όσο είναι κρυφή η ετυμηγορία του επιλυτή: ενεργοποιήστε την στις Προτιμήσεις.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Υπολογισμός των ελάχιστων κυψελών...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Αυτή η παρτίδα δεν μπορεί να κερδηθεί, οπότε δεν έχει πρόκληση.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Ο επιλυτής δεν μπόρεσε να προσδιορίσει τις ελάχιστες ελεύθερες κυψέλες για αυτή την παρτίδα εντός του ορίου του, οπότε δεν προσφέρει πρόκληση.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Πρόκληση ελάχιστων κυψελών</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Πρόκληση: κερδίστε αυτή την παρτίδα με 1 ελεύθερη κυψέλη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Ο επιλυτής κερδίζει την παρτίδα %1 με 1 ελεύθερη κυψέλη και όχι με λιγότερες. Η ίδια παρτίδα ξεκινά ξανά με τόσες κυψέλες.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Πρόκληση: κερδίστε αυτή την παρτίδα με %n ελεύθερη κυψέλη</numerusform>
            <numerusform>Πρόκληση: κερδίστε αυτή την παρτίδα με %n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Ο επιλυτής κερδίζει την παρτίδα %1 με %n ελεύθερη κυψέλη και όχι με λιγότερες. Η ίδια παρτίδα ξεκινά ξανά με τόσες κυψέλες.</numerusform>
            <numerusform>Ο επιλυτής κερδίζει την παρτίδα %1 με %n ελεύθερες κυψέλες και όχι με λιγότερες. Η ίδια παρτίδα ξεκινά ξανά με τόσες κυψέλες.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Έναρξη πρόκλησης</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Η πρόκληση κερδήθηκε: παρτίδα %1 με 1 ελεύθερη κυψέλη!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Η πρόκληση κερδήθηκε: παρτίδα %1 με %n ελεύθερη κυψέλη!</numerusform>
            <numerusform>Η πρόκληση κερδήθηκε: παρτίδα %1 με %n ελεύθερες κυψέλες!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Κυψέλες με τους άσους στα θεμέλια: οι τέσσερις άσοι ξεκινούν στα θεμέλια. Τα αποτελέσματά τους κρατούνται χωριστά από εκείνα των Κυψελών.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>το αρχείο είναι μεγαλύτερο από %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>το αρχείο δεν είναι κείμενο (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>το αρχείο είναι κενό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>το αρχείο δεν είναι έγκυρο JSON (γραμμή %1, στήλη %2: %3)· μπορεί να έχει κοπεί</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>το αρχείο δεν είναι έγκυρο JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>το αρχείο δεν μπορεί να διαβαστεί (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>το αρχείο δεν περιέχει αποθηκευμένο παιχνίδι (κανένα αντικείμενο JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>το αρχείο δεν είναι παιχνίδι του FreeCell Qt (μορφή %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>το αρχείο δεν έχει αριθμό έκδοσης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>το αρχείο γράφτηκε από νεότερο FreeCell Qt (έκδοση %1)· ενημερώστε την εφαρμογή για να το ανοίξετε</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>άγνωστη έκδοση αρχείου %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>ο χρόνος παιχνιδιού πρέπει να είναι αριθμός δευτερολέπτων, 0 ή περισσότερα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>ο αριθμός υποδείξεων πρέπει να είναι ακέραιος, 0 ή περισσότερο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>το αρχείο δεν περιέχει παιχνίδι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>το παιχνίδι στο αρχείο δεν είναι έγκυρο: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>το παιχνίδι έχει %1 βήματα, περισσότερα από τα %2 που επιτρέπονται</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>το βήμα %1 έχει περισσότερες από τις %2 κινήσεις που μπορεί να έχει ένα βήμα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>το παιχνίδι έχει περισσότερες από τις %1 κινήσεις που επιτρέπονται</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>ο χρόνος παιχνιδιού ξεπερνά τα %1 έτη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>ο αριθμός υποδείξεων ξεπερνά το %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>το αρχείο δεν είναι κανονικό αρχείο (φάκελος, συσκευή ή σωλήνωση)</translation>
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
        <translation>Αυτό το φύλλο δεν έχει πού να πάει.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Επανάληψη: πατήστε «Συνέχεια από εδώ» για να παίξετε ή Esc για να επιστρέψετε στο παιχνίδι σας.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Ιστορικό αναίρεσης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Επιλέξτε ένα σημείο για να επαναφέρετε το παιχνίδι σε αυτό. Τα αναιρεμένα βήματα εμφανίζονται γκρίζα και μπορούν να επαναληφθούν μέχρι να κάνετε νέα κίνηση.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Βήματα που παίχτηκαν</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Α/Α</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Βήμα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Μετάβαση</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Αναιρέθηκε: μπορεί να επαναληφθεί</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Το παιχνίδι είναι τώρα εδώ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Παρτίδα</translation>
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
        <translation>Πώς να παίξετε</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Τελείωμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Όταν κάθε στοίβα είναι μία μόνο σειρά, το παιχνίδι έχει ουσιαστικά κερδηθεί: το κουμπί &lt;b&gt;Τέλος&lt;/b&gt; ανεβάζει όλα τα φύλλα. Με ενεργό το &lt;i&gt;Αυτόματο τέλος&lt;/i&gt;, αυτό γίνεται από μόνο του. Αν δεν απομένει καμία κίνηση, μπορείτε να αναιρέσετε, να ξεκινήσετε ξανά την παρτίδα ή να ξεκινήσετε νέο παιχνίδι.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Κάθε φύλλο που μπαίνει σε θεμέλιο κερδίζει 10 πόντους και κάθε φύλλο που παίζεται από ελεύθερη κυψέλη σε στοίβα 5 πόντους· ένα φύλλο που παίρνετε πίσω από θεμέλιο κοστίζει 10. Η αναίρεση αφαιρεί και τους πόντους, και η βαθμολογία δεν πέφτει ποτέ κάτω από το μηδέν.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Αριθμοί παρτίδας και κωδικοί παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Κάθε παρτίδα έχει έναν αριθμό από 1 έως 2.147.483.647, τον ίδιο με το κλασικό παιχνίδι των Windows, και ο ίδιος αριθμός δίνει το ίδιο ανακάτεμα σε κάθε παιχνίδι, μοιρασμένο στη διάταξη του παιχνιδιού: η παρτίδα 11982 των Κυψελών είναι η διάσημη που δεν κερδίζεται. Ένας &lt;b&gt;κωδικός παιχνιδιού&lt;/b&gt; όπως &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; ορίζει το παιχνίδι, τις ελεύθερες κυψέλες του και την παρτίδα, ώστε ένας φίλος που τον εισάγει να παίζει ακριβώς το ίδιο παιχνίδι. Χρησιμοποιήστε το &lt;i&gt;Παιχνίδι παρτίδας με αριθμό ή κωδικό&lt;/i&gt; για να εισαγάγετε οποιοδήποτε από τα δύο.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Δυσκολία και παρτίδες που κερδίζονται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Κάθε παρτίδα βαθμολογείται ως &lt;b&gt;Εύκολο&lt;/b&gt;, &lt;b&gt;Μεσαίο&lt;/b&gt;, &lt;b&gt;Δύσκολο&lt;/b&gt; ή &lt;b&gt;Ειδικό&lt;/b&gt;. Η βαθμολόγηση μετρά τις λιγότερες ελεύθερες κυψέλες με τις οποίες η παρτίδα κερδίζεται ακόμα (ο επιλυτής δοκιμάζει τις κυψέλες του παιχνιδιού, μετά μία λιγότερη, κ.ο.κ.) και έπειτα πόσο χρειάστηκε να ψάξει ο επιλυτής για νίκη: κάθε κυψέλη που χρειάζεται μια παρτίδα ζυγίζει όσο μια δεκαπλάσια αναζήτηση. Βασίζεται σε πλήθος θέσεων, όχι σε χρόνο, οπότε η ίδια παρτίδα παίρνει την ίδια βαθμολόγηση σε κάθε υπολογιστή.&lt;/p&gt;&lt;p&gt;Στο &lt;i&gt;Νέο παιχνίδι με επιλογές&lt;/i&gt;, το &lt;i&gt;Μόνο παρτίδες που κερδίζονται&lt;/i&gt; μοιράζει μια τυχαία παρτίδα μόνο αφού ο επιλυτής βρει νίκη γι&apos; αυτήν, και η &lt;i&gt;Δυσκολία&lt;/i&gt; ζητά μια τυχαία παρτίδα αυτής της βαθμολόγησης. Όσο ψάχνει ο επιλυτής, μπορείτε να συνεχίσετε να παίζετε· το &lt;b&gt;Esc&lt;/b&gt; σταματά την αναζήτηση.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Παιχνίδι με αναγνώστη οθόνης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Το τραπέζι λέει στον αναγνώστη οθόνης σε ποια στοίβα βρίσκεται το πλαίσιο, για παράδειγμα &lt;i&gt;7 κούπα, στοίβα 3, 5 φύλλα, πάνω φύλλο&lt;/i&gt; ή &lt;i&gt;Ελεύθερη κυψέλη b, κενή&lt;/i&gt;, και εκφωνεί κάθε κίνηση, τα φύλλα που ανεβαίνουν μόνα τους, γιατί απορρίπτεται μια κίνηση, τις υποδείξεις, αν η παρτίδα κερδίζεται ακόμα και τη νίκη. Για να ακούσετε το τραπέζι: το &lt;b&gt;R&lt;/b&gt; διαβάζει κάθε φύλλο της στοίβας όπου βρίσκεται το πλαίσιο, το &lt;b&gt;L&lt;/b&gt; διαβάζει τις ελεύθερες κυψέλες, το &lt;b&gt;U&lt;/b&gt; τα θεμέλια και το &lt;b&gt;Alt&lt;/b&gt; με ένα ψηφίο διαβάζει αυτή τη στοίβα (&lt;b&gt;Alt+3&lt;/b&gt; τη στοίβα 3). Η ανάγνωση δεν μετακινεί ούτε φύλλο ούτε πλαίσιο.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Τα βελάκια μετακινούν ένα πλαίσιο ανάμεσα στις στοίβες· το &lt;b&gt;Space&lt;/b&gt; ή το &lt;b&gt;Enter&lt;/b&gt; σηκώνει τα φύλλα εκεί και τα αφήνει στην επόμενη στοίβα που επιλέγετε· το &lt;b&gt;Esc&lt;/b&gt; τα αφήνει. Μπορείτε επίσης να πληκτρολογήσετε μια κίνηση: έναν αριθμό στοίβας και μετά πού πηγαίνει (άλλη στοίβα, ελεύθερη κυψέλη ή &lt;b&gt;h&lt;/b&gt; για το θεμέλιο). Το &lt;b&gt;3&lt;/b&gt; και μετά το &lt;b&gt;h&lt;/b&gt; στέλνει το ακάλυπτο φύλλο της στοίβας 3 στο θεμέλιό του.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Οι στοίβες 10 και πάνω πληκτρολογούνται %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Οι στοίβες από %1 και πάνω δεν έχουν δικό τους πλήκτρο: φτάστε σε αυτές με τα βελάκια, Αριστερό και Δεξί κατά μήκος ενός επιπέδου, Πάνω και Κάτω στο επίπεδο από πάνω ή από κάτω.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Οι ελεύθερες κυψέλες έχουν γράμματα &lt;b&gt;a&lt;/b&gt; έως &lt;b&gt;%1&lt;/b&gt; (το &lt;b&gt;h&lt;/b&gt; είναι το θεμέλιο): το &lt;b&gt;3&lt;/b&gt; και μετά το &lt;b&gt;a&lt;/b&gt; μετακινεί το ακάλυπτο φύλλο της στοίβας 3 στην πρώτη ελεύθερη κυψέλη.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Πώς να παίξετε %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Πληκτρολόγιο</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Μάθημα</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Παράλειψη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Συνέχεια στο επόμενο βήμα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Έξοδος από το μάθημα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Επιστροφή στο παιχνίδι σας (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Παίξτε μια παρτίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Έξοδος από το μάθημα και παιχνίδι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Ξανά το μάθημα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Το μάθημα άλλη μια φορά, από το βήμα 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Έναρξη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Κάντε το μάθημα τώρα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Όχι, ευχαριστώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Το μάθημα μένει στο μενού Βοήθεια</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Πρώτο &amp;μάθημα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Έξοδος από το μάθημα</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Πρώτη φορά στο FreeCell;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Κάντε ένα σύντομο μάθημα: οκτώ βήματα σε μια μικρή παρτίδα, περίπου τρία λεπτά. Το παιχνίδι σας περιμένει στο μεταξύ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Το μάθημα βρίσκεται στο μενού Βοήθεια όποτε το θέλετε: Πρώτο μάθημα.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Μπράβο!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Κερδίσατε την παρτίδα του μαθήματος και ξέρετε πλέον κάθε κίνηση του FreeCell. Παίξτε μια παρτίδα ή κάντε ξανά το μάθημα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Βήμα {0} από {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Ένα φύλλο μπαίνει πάνω σε φύλλο μία αξία μεγαλύτερο και άλλου χρώματος, π.χ. ένας κόκκινος βαλές πάνω σε μαύρη ντάμα. Σύρετε το φύλλο {0} πάνω στο φύλλο {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Οι ελεύθερες κυψέλες, πάνω αριστερά, χωρούν από ένα οποιοδήποτε φύλλο η καθεμία. Βάλτε το φύλλο {0} σε μια ελεύθερη κυψέλη για να αποκαλύψετε το φύλλο από κάτω του.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Τα θεμέλια, πάνω δεξιά, χτίζουν κάθε φυλή προς τα πάνω, ξεκινώντας από τον άσο. Ανεβάστε το φύλλο {0}: σύρετέ το εκεί ή κάντε διπλό κλικ πάνω του. Στα δικά σας παιχνίδια, τα φύλλα που δεν χρειάζονται πια ανεβαίνουν μόνα τους (αυτόματη μετακίνηση).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Φύλλα στη σειρά με εναλλασσόμενα χρώματα μετακινούνται μαζί: το πολύ (ελεύθερες κυψέλες + 1) × 2^(κενές στοίβες), εδώ {0}. Σύρετε το φύλλο {1} πάνω στο φύλλο {2}· τα φύλλα από κάτω του έρχονται μαζί.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Το παιχνίδι αρνείται μια κίνηση που δεν επιτρέπουν οι κανόνες και εξηγεί γιατί στο κάτω μέρος του παραθύρου. Δοκιμάστε μία.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Το παιχνίδι αρνείται μια κίνηση που δεν επιτρέπουν οι κανόνες και εξηγεί γιατί στο κάτω μέρος του παραθύρου. Δοκιμάστε: σύρετε το φύλλο {0} πάνω στο φύλλο {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Κάντε οποιαδήποτε κίνηση και μετά πάρτε την πίσω με Αναίρεση (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Κάθε κίνηση μπορεί να αναιρεθεί: πατήστε τώρα Ctrl+Z (Αναίρεση).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Το παιχνίδι είπε: «{0}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Δεν ξέρετε τι να κάνετε; Πατήστε H (Υπόδειξη): το παιχνίδι σημειώνει μια καλή κίνηση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Τώρα κερδίστε την παρτίδα: κάθε φύλλο στο θεμέλιό του. Χρησιμοποιήστε υποδείξεις (H) όσο θέλετε· το Τέλος (Ctrl+F) ανεβάζει τα υπόλοιπα μόλις μπουν σε σειρά.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Αυτό δεν γίνεται από εδώ. Πάρτε πίσω κινήσεις με Αναίρεση (Ctrl+Z) ή πατήστε Παράλειψη.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Περισσότερα κουμπιά</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Νέο παιχνίδι με &amp;επιλογές...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Ε&amp;πανεκκίνηση παιχνιδιού</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Παιχνίδι παρτίδας με &amp;αριθμό ή κωδικό...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Η&amp;μερήσια παρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Αντιγραφή &amp;κωδικού παιχνιδιού</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Αντιγραφή &amp;θέσης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Επικό&amp;λληση θέσης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Διαμόρφωση θέσης...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Άνοι&amp;γμα παιχνιδιού...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Αποθήκευση παιχνιδιού &amp;ως...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Α&amp;κύρωση αναίρεσης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Ιστορικό αναίρεσης...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Ανα&amp;σκόπηση παιχνιδιού...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Τέλος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Πλήρης οθόνη</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Γραμμή εργαλείων</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Προτιμήσεις...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Πώς να παίξετε</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Σχετικά με το FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Ημερήσια παρτίδα {0}: {1} παρτίδα {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} παρτίδα {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Πρώτο μάθημα</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Δεν είναι πλέον εγκατεστημένη.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Η τράπουλα «{0}» δεν μπορεί να χρησιμοποιηθεί: {1} Τα φύλλα είναι τα δικά του FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Η θέση αντιγράφηκε στο πρόχειρο ως κείμενο.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Κίνηση</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>Προβο&amp;λή</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Γραμμή εργαλείων</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Βαθμολογία: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Κινήσεις: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Χρόνος: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Αυτή είναι η σημερινή Ημερήσια παρτίδα· η Επανεκκίνηση παιχνιδιού την παίζει από την αρχή.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Η Ημερήσια παρτίδα της {0}: η ίδια παρτίδα για όλους σήμερα.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>Το {0} αντιγράφηκε στο πρόχειρο.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Μηνύματα...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Τα τελευταία μηνύματα της γραμμής κατάστασης</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Μηνύματα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Τελευταία μηνύματα, τα νεότερα στο τέλος</translation>
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
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Προσαρμοσμένο</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Επιστροφή φύλλων από τα &amp;θεμέλια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Επιλογή κάθε παιχνιδιού, όπως στις Προτιμήσεις</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Ελεύθερες κυψέλες:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Τυχαία παρτίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Αριθμός παρτίδας ή κωδικός παιχνιδιού:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Μόνο παρτίδες που &amp;κερδίζονται</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Μοίρασμα τυχαίας παρτίδας μόνο αφού ο επιλυτής αποδείξει ότι κερδίζεται</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Οποιαδήποτε</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>π.χ. 11982 ή FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Παρτίδα</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Δυσκολία:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Οι αριθμοί παρτίδας είναι από 1 έως %1, το ίδιο ανακάτεμα σε κάθε παιχνίδι.&lt;br&gt;Οι κωδικοί παιχνιδιού μοιάζουν με FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Προκλήσεις και ε&amp;ύκολες παρτίδες...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Αυτοί είναι οι κανόνες του %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Κωδικός παιχνιδιού: κανένας ακόμα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Κωδικός παιχνιδιού: τυχαία παρτίδα — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Κωδικός παιχνιδιού: %1 — %2, παρτίδα %3</translation>
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
        <translation>Οι κινήσεις σας όπως τις μετράει το par (κάθε κίνηση, μαζί με αυτές προς τα θεμέλια και τις αυτόματες) και το par της παρτίδας: οι λιγότερες κινήσεις που βρέθηκαν για να κερδηθεί</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Το αρχείο ρυθμίσεων {0} δεν μπόρεσε να διαβαστεί· χρησιμοποιούνται οι προεπιλογές.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Το αρχείο ρυθμίσεων δεν μπόρεσε να διαβαστεί· διατηρήθηκε ως {0} και χρησιμοποιούνται οι προεπιλογές.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Οι ρυθμίσεις δεν μπορούν να αποθηκευτούν στο {0}· οι αλλαγές ισχύουν μόνο μέχρι να κλείσει το FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Προτιμήσεις</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Αυτόματη μετακίνηση ασφαλών φύλλων στα θεμέλια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Αυτόματο &amp;τέλος όταν κάθε στοίβα είναι σειρά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Ένα &amp;κλικ στέλνει το φύλλο στο θεμέλιό του</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Μ&amp;ετακίνηση με κλικ: κλικ σε φύλλο, μετά στη θέση του</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Επιστροφή φύλλων από τα &amp;θεμέλια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Τετρά&amp;χρωμη τράπουλα (σπαθιά πράσινα, καρά μπλε)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Τράπουλα με μεγάλους δείκτες (&amp;μεγάλη αξία και φυλή στις γωνίες)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Ηχητικά εφέ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Σ&amp;υνέχιση του τελευταίου παιχνιδιού κατά την εκκίνηση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>&amp;Ένδειξη αν το παιχνίδι κερδίζεται ακόμα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Ένα κλικ σηκώνει ένα φύλλο και τη σειρά πάνω του· ένα κλικ σε άλλη θέση τα αφήνει εκεί, ένα κλικ στην τσόχα ή το Esc τα επιστρέφει. Τότε ένα απλό κλικ σηκώνει το φύλλο αντί να το στέλνει στο θεμέλιό του· το διπλό κλικ εξακολουθεί να το στέλνει.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Διπλασιασμός: (ελεύθερες κυψέλες + 1) × 2^κενές στοίβες</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>Γραμμ&amp;ικός: (ελεύθερες κυψέλες + 1) × (κενές στοίβες + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Φύλλα που μπορεί να μεταφέρει μια μετακίνηση σειράς:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Σε παιχνίδια όπου οι κενές στοίβες δέχονται μόνο ρηγάδες ή τίποτα, μετακινούνται μονομιάς ελεύθερες κυψέλες + 1 φύλλα. Οι αλλαγές κανόνων ισχύουν αμέσως, και για το τρέχον παιχνίδι.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Ανενεργό</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Κανονική</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Όπως το σύστημα</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Φωτεινό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Σκοτεινό</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Πράσινη τσόχα, σκούρα σε σκοτεινή λειτουργία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Πράσινη τσόχα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Μπλε τσόχα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Σκούρα τσόχα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Ενεργό: μαύρη τσόχα, φύλλα και θέσεις με περίγραμμα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Μπλε πλέγμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Κόκκινοι ρόμβοι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Πράσινα κύματα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Προσαρμογή στο παράθυρο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Μεγάλο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Μεσαίο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Μικρό</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Αργή</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Ταχύτητα &amp;Λύσης:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Εμφάνιση</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Χρωματικό &amp;σχήμα:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Τρα&amp;πέζι:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Υ&amp;ψηλή αντίθεση:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Μέγεθ&amp;ος φύλλων:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Λιγότερη κίνηση: τα φύλλα πάνε κατευθείαν στη θέση τους, χ&amp;ωρίς πανηγυρισμούς</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Ενεργό από προεπιλογή όταν η επιφάνεια εργασίας ζητά λιγότερη κίνηση. Η Λύση εξακολουθεί να παίζει μία κίνηση τη φορά, με τη δική της ταχύτητα.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Φύλλα</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Η τράπουλα του FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Προεπισκόπηση τράπουλας: ένας άσος, ένας ρήγας και η πλάτη</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Τ&amp;ράπουλα:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Πλάτη &amp;φύλλων:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Αυτή η επιλογή αλλάζει μόνο την τράπουλα του FreeCell Qt· η επιλεγμένη τράπουλα φέρνει τις δικές της όψεις και πλάτη.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Η τράπουλα «{0}» δεν μπορεί να χρησιμοποιηθεί: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Ταχύτητα κί&amp;νησης:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Σύστημα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Γλώσσα:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;Εντάξει</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Ακύρωση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Επαναφορά</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Διακοπή αναζήτησης παρτίδας (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Δυσκολία: βαθμολόγηση...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Υπολογισμός της δυσκολίας αυτής της παρτίδας</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Δυσκολία: χωρίς βαθμολόγηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται, οπότε δεν έχει επίπεδο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Ο επιλυτής δεν κατέληξε σε τίποτα εντός του ορίου του</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Δυσκολία: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Η αναζήτηση παρτίδας διακόπηκε· το τρέχον παιχνίδι δεν άλλαξε.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Αναζήτηση παρτίδας που κερδίζεται... (υποψήφια %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Αναζήτηση παρτίδας με βαθμολόγηση %1... (υποψήφια %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Παρτίδα %1, βαθμολόγηση %2 (υποψήφια %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Παρτίδα %1, αποδεδειγμένα κερδίζεται (υποψήφια %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Καμία κατάλληλη παρτίδα ανάμεσα σε %1 που δοκιμάστηκαν· το τρέχον παιχνίδι δεν άλλαξε.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Μεσαίο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Δύσκολο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ειδικό</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Κερδίζεται χωρίς ελεύθερες κυψέλες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Κερδίζεται με 1 ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Κερδίζεται με %n ελεύθερη κυψέλη</numerusform>
            <numerusform>Κερδίζεται με %n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1· %2 θέσεις εξετάστηκαν.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Πίσω</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Ένα βήμα πίσω</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Αναπαραγωγή</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Εμπρός</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Ένα βήμα εμπρός</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Σύρετε σε οποιοδήποτε σημείο του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Σημείο του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Συνέχεια από εδώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Παίξτε αυτό το παιχνίδι μόνοι σας από το σημείο που φαίνεται· τα επόμενα βήματα μπορούν να επαναληφθούν</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Επανάληψη: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Το παιχνίδι είναι πλέον δικό σας, από το βήμα {0}. Η ακύρωση αναίρεσης ακολουθεί την επανάληψη.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Βήμα {0} από {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Παύση</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Αποτελέσματα με τον χρόνο</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} παιχνίδια, {1} κερδισμένα</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Κανένα ολοκληρωμένο παιχνίδι ακόμα.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Παιχνίδι {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Τελευταία {0} παιχνίδια, τα παλαιότερα αριστερά</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Ποσοστό νικών</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Ανασκόπηση του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Εξέταση κάθε σημείου του παιχνιδιού με τον επιλυτή...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Ανασκόπηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Σημεία του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Α/Α</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Βήμα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Ετυμηγορία</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Συνέχεια από εδώ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Εμ&amp;φάνιση της λύσης</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Το par της παρτίδας είναι {0} κινήσεις· το παιχνίδι σας μετρημένο με τον ίδιο τρόπο (μαζί με τις αυτόματες κινήσεις): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Η παρτίδα</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>κερδίζεται</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>χαμένο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>άγνωστο</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Αυτή η παρτίδα δεν κερδίζεται από την αρχή της.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Δεν βρέθηκε νίκη από την αρχή της παρτίδας στον διαθέσιμο χρόνο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Κερδίσατε: καμία κίνηση δεν έχασε το παιχνίδι.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Το παιχνίδι κερδίζεται ακόμα από εκεί που βρίσκεται: καμία κίνηση δεν το έχασε.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Η κίνηση {0} έχασε το παιχνίδι: κερδιζόταν πριν από αυτήν και όχι μετά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Το παιχνίδι κερδιζόταν έως την κίνηση {0}· μετά από αυτήν δεν βρέθηκε νίκη στον διαθέσιμο χρόνο.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Παίξατε 1 κίνηση· ο επιλυτής κερδίζει από την αρχή της παρτίδας σε {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Παίξατε %n κίνηση· ο επιλυτής κερδίζει από την αρχή της παρτίδας σε {0}.</numerusform>
            <numerusform>Παίξατε %n κινήσεις· ο επιλυτής κερδίζει από την αρχή της παρτίδας σε {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Η ανασκόπηση έκλεισε: παίζεται άλλο παιχνίδι.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Διάταξη τραπεζιού</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Μπροστινή κυψέλη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Το παιχνίδι του φούρναρη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Το παιχνίδι του φούρναρη, μόνο ρηγάδες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Αφαίρεσε οκτώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Διπλό Αφαίρεσε οκτώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Θαλάσσιοι πύργοι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Χαλαροί θαλάσσιοι πύργοι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Διπλοί θαλάσσιοι πύργοι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Χαλαρές κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Κυψέλες πρόκληση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Κυψέλες μεγάλη πρόκληση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Επτά επί τέσσερα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Επτά επί πέντε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Λουτρό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Διπλές κυψέλες (παραδοσιακές)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Διπλές κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Τριπλές κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Επισκευή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Κυψέλη 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Μεγάλη κυψέλη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Βάθος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Πιγκουίνος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Έργο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Σμόκιν</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Πέταλο</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Σταλακτίτες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Τσούγκρισμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Κυψέλες αράχνης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Φούτλινγκ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Διπλό Φούτλινγκ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Ρηγάδες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Ουρά της γάτας</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Φίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Ακολουθία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Αρχηγείο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Λιμπόπο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Βελόνα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Θημωνιά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Δικράνι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>Φλίπερ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>Αντάρης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>Όπερα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>Sarlacc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>Εμπόδιο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Προσαρμοσμένο παιχνίδι</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Κυψέλες, άσοι στα θεμέλια</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, χωρίς ελεύθερες κυψέλες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n ελεύθερη κυψέλη</numerusform>
            <numerusform>%1, %n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>χωρίς ελεύθερες κυψέλες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n ελεύθερη κυψέλη</numerusform>
            <numerusform>%n ελεύθερες κυψέλες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n στοίβα</numerusform>
            <numerusform>%n στοίβες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>χωρίς χτίσιμο στις στοίβες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>χτίσιμο με ταίριασμα φυλής</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>χτίσιμο ανεξαρτήτως φυλής</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>χτίσιμο σε εναλλασσόμενα χρώματα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>ρηγάδες μόνο στις κενές στοίβες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>οι κενές στοίβες μένουν κενές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>οποιοδήποτε φύλλο στις κενές στοίβες</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>μετακινούνται σειρές κάθε μήκους</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>ένα φύλλο τη φορά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>οι σειρές μετακινούνται μέσω ελεύθερων κυψελών και κενών στοιβών</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>οι σειρές μετακινούνται μέσω ελεύθερων κυψελών</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n στοίβα</numerusform>
            <numerusform>%n στοίβες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>άσοι και δυάρια μοιράζονται στο βάθος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>η αξία του πρώτου φύλλου ορίζει τη βάση, όλα τα φύλλα αυτής της αξίας ξεκινούν τα θεμέλια</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>το πρώτο μοιρασμένο φύλλο ορίζει τη βάση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>ρήγας πάνω σε άσο στις στοίβες</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>ένας ρήγας στην αρχή κάθε στοίβας</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>κάθε ρήγας που μοιράζεται ξεκινά μια στοίβα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>οι άσοι ανεβαίνουν καθώς μοιράζονται</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>οι άσοι ξεκινούν στα θεμέλια</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>ένα φύλλο σε ελεύθερη κυψέλη γυρίζει κλειστό το πάνω φύλλο της στοίβας της</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>οι στοίβες του δεξιού μισού χτίζονται με ταίριασμα φυλής, δίνουν οποιοδήποτε φύλλο τους και δέχονται ρηγάδες όταν είναι κενές</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>όλα τα φύλλα κάθε στοίβας κλειστά εκτός από το τελευταίο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>στοίβες σε επικαλυπτόμενα επίπεδα: μια στοίβα κάτω από άλλη που έχει φύλλα ούτε δίνει ούτε δέχεται, αλλά μπορεί να δεχτεί όλα τα φύλλα της μοναδικής στοίβας από πάνω της</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n εφεδρική στοίβα, που δέχεται μια σειρά όταν είναι κενή</numerusform>
            <numerusform>%n εφεδρικές στοίβες, που η καθεμία δέχεται μια σειρά όταν είναι κενή</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>μια εφεδρική στοίβα με %n μοιρασμένο φύλλο, που δεν δέχεται φύλλα πίσω</numerusform>
            <numerusform>μια εφεδρική στοίβα με %n μοιρασμένα φύλλα, που δεν δέχεται φύλλα πίσω</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>μια εφεδρική στοίβα με %n μοιρασμένο φύλλο, που χωράει έως %1</numerusform>
            <numerusform>μια εφεδρική στοίβα με %n μοιρασμένα φύλλα, που χωράει έως %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n εφεδρική στοίβα έως %1 φύλλων</numerusform>
            <numerusform>%n εφεδρικές στοίβες έως %1 φύλλων η καθεμία</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Αντί για ελεύθερες κυψέλες, δεξιά από τις στοίβες βρίσκεται %n &lt;b&gt;εφεδρική στοίβα&lt;/b&gt;. Μια κενή εφεδρική στοίβα δέχεται μονομιάς μια ολόκληρη σειρά από μια στοίβα ή από άλλη εφεδρική στοίβα· μια στοίβα που έχει φύλλα δεν δέχεται καμία. Οποιαδήποτε σειρά στην κορυφή μιας εφεδρικής στοίβας μπορεί να φύγει από αυτήν, ολόκληρη ή εν μέρει.</numerusform>
            <numerusform>Αντί για ελεύθερες κυψέλες, δεξιά από τις στοίβες βρίσκονται %n &lt;b&gt;εφεδρικές στοίβες&lt;/b&gt;. Μια κενή εφεδρική στοίβα δέχεται μονομιάς μια ολόκληρη σειρά από μια στοίβα ή από άλλη εφεδρική στοίβα· μια στοίβα που έχει φύλλα δεν δέχεται καμία. Οποιαδήποτε σειρά στην κορυφή μιας εφεδρικής στοίβας μπορεί να φύγει από αυτήν, ολόκληρη ή εν μέρει.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Αντί για ελεύθερες κυψέλες, δεξιά από τις στοίβες βρίσκεται %n &lt;b&gt;εφεδρική στοίβα&lt;/b&gt;. Δέχεται οποιοδήποτε φύλλο, ένα τη φορά, μέχρι να έχει %1 φύλλα· μόνο το πάνω φύλλο της μπορεί να φύγει από αυτήν.</numerusform>
            <numerusform>Αντί για ελεύθερες κυψέλες, δεξιά από τις στοίβες βρίσκονται %n &lt;b&gt;εφεδρικές στοίβες&lt;/b&gt;. Η καθεμία δέχεται οποιοδήποτε φύλλο, ένα τη φορά, μέχρι να έχει %1 φύλλα· μόνο το πάνω φύλλο της μπορεί να φύγει από αυτήν.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Αντί για ελεύθερες κυψέλες, το πρώτο %n φύλλο μοιράζεται σε μια &lt;b&gt;εφεδρική στοίβα&lt;/b&gt; δεξιά από τις στοίβες.</numerusform>
            <numerusform>Αντί για ελεύθερες κυψέλες, τα πρώτα %n φύλλα μοιράζονται σε μια &lt;b&gt;εφεδρική στοίβα&lt;/b&gt; δεξιά από τις στοίβες.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Το πάνω φύλλο της μπορεί να παιχτεί, αλλά κανένα φύλλο δεν μπορεί να μπει πάνω της.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Δέχεται οποιοδήποτε φύλλο, ένα τη φορά, μέχρι να έχει %n φύλλο· μόνο το πάνω φύλλο της μπορεί να φύγει από αυτήν.</numerusform>
            <numerusform>Δέχεται οποιοδήποτε φύλλο, ένα τη φορά, μέχρι να έχει %n φύλλα· μόνο το πάνω φύλλο της μπορεί να φύγει από αυτήν.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Το παιχνίδι παίζεται με %1 &lt;b&gt;στοίβες&lt;/b&gt;, με ένα φύλλο η καθεμία, μοιρασμένο ανοιχτό, σε %2 γραμμές (επίπεδα) των %3 στοιβών από πάνω προς τα κάτω. Κάθε επίπεδο βρίσκεται λίγο χαμηλότερα από το προηγούμενο και μισό φύλλο στο πλάι, έτσι ώστε κάθε στοίβα εκτός από εκείνες του κάτω επιπέδου να βρίσκεται κάτω από τη μία ή τις δύο στοίβες του επόμενου επιπέδου που την επικαλύπτουν.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Όσο μια στοίβα που βρίσκεται πάνω της έχει φύλλο, η στοίβα είναι &lt;b&gt;μπλοκαρισμένη&lt;/b&gt;: κανένα φύλλο της δεν μπορεί να μετακινηθεί και κανένα φύλλο δεν μπαίνει πάνω της. Οι στοίβες του κάτω επιπέδου δεν μπλοκάρονται ποτέ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Μία κίνηση πηγαίνει σε μπλοκαρισμένη στοίβα: όταν μόνο μία στοίβα από πάνω της έχει ακόμα φύλλα, όλα τα φύλλα εκείνης της στοίβας μπορούν να πέσουν πάνω της μονομιάς, αν σχηματίζουν σειρά της οποίας το πρώτο φύλλο ταιριάζει στο ακάλυπτο φύλλο της. Η στοίβα που αφήνουν πρέπει να είναι η ίδια ελεύθερη και να μην έχει περισσότερα φύλλα από όσα μπορούν να μετακινηθούν μονομιάς.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Οι άσοι ξεκινούν στα θεμέλια και τα άλλα φύλλα μοιράζονται γραμμή προς γραμμή.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 φύλλα μοιράζονται στις στοίβες, από αριστερά: %2. Πρώτα μοιράζονται κλειστά, γραμμή προς γραμμή, όλα τα φύλλα κάθε στοίβας εκτός από το τελευταίο· έπειτα μοιράζεται μία γραμμή ανοιχτή.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Ένα κλειστό φύλλο δεν μπορεί ούτε να μετακινηθεί ούτε να δεχτεί φύλλο, οπότε οι σειρές αποτελούνται μόνο από ανοιχτά φύλλα. Όταν φύγουν τα φύλλα που είναι πάνω του, γυρίζει αμέσως ανοιχτό.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>σε εφεδρική στοίβα που το δέχεται (βλ. «Το τραπέζι»)·</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Μόνο το ακάλυπτο φύλλο μιας στοίβας (αυτό που δεν καλύπτεται από τίποτα) ή το πάνω φύλλο μιας εφεδρικής στοίβας μπορεί να μετακινηθεί. Ένα φύλλο μπορεί να πάει:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Κάθε ελεύθερη κυψέλη ανήκει σε μια στοίβα: η ελεύθερη κυψέλη a στη στοίβα 1, η b στη στοίβα 2 και ούτω καθεξής. Όσο μια ελεύθερη κυψέλη έχει φύλλο, το πάνω φύλλο της στοίβας της είναι &lt;b&gt;κλειστό&lt;/b&gt;: δεν μπορεί να μετακινηθεί και κανένα φύλλο δεν μπαίνει πάνω του. Μια κενή στοίβα δέχεται κανονικά ένα φύλλο ή μια σειρά, της οποίας το πάνω φύλλο γυρίζει τότε αμέσως κλειστό. Μόλις η ελεύθερη κυψέλη αδειάσει ξανά, το φύλλο γυρίζει ανοιχτό.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Οι στοίβες είναι δύο ειδών. Οι στοίβες 1 έως %1 χτίζονται όπως παραπάνω και δέχονται οποιαδήποτε ομάδα φύλλων της οποίας το πρώτο φύλλο ταιριάζει, σε σειρά ή όχι. Οι στοίβες %2 έως %3 χτίζονται προς τα κάτω με ταίριασμα φυλής (το 7 κούπα πάνω στο 8 κούπα)· οποιοσδήποτε αριθμός φύλλων τους μπορεί να μετακινηθεί μαζί, σε σειρά ή όχι, με πρώτο το πρώτο φύλλο της ομάδας· και μια κενή από αυτές δέχεται μόνο έναν ρήγα ή μια ομάδα με πρώτο έναν ρήγα.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Μόνο οι %1 στοίβες του πάνω επιπέδου δέχονται φύλλο όταν είναι κενές: οποιοδήποτε φύλλο ή αρκετά κοντή σειρά, όταν καμία στοίβα από πάνω τους δεν έχει φύλλο. Μια κενή στοίβα οποιουδήποτε άλλου επιπέδου μένει κενή, και μόνο οι κενές στοίβες του πάνω επιπέδου μετρούν ως κενές στοίβες όταν μετακινούνται σειρές.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Μια σειρά ακάλυπτων φύλλων στο τέλος μιας στοίβας, %1, μπορεί να μετακινηθεί μονομιάς όταν είναι αρκετά κοντή. Με &lt;i&gt;F&lt;/i&gt; κενές ελεύθερες κυψέλες και &lt;i&gt;E&lt;/i&gt; κενές στοίβες (μετρώντας και την κενή στοίβα όπου πηγαίνει η σειρά), η μεγαλύτερη σειρά που μπορεί να μετακινηθεί είναι %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Για παράδειγμα, με όλες τις ελεύθερες κυψέλες και μία στοίβα κενές, %1 φύλλα μπορούν να μετακινηθούν σε άλλη στοίβα ή στην ίδια την κενή στοίβα.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>θεμέλια χτισμένα κατά αξία από τέσσερα μοιρασμένα φύλλα</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>δύο θεμέλια σε εναλλασσόμενα χρώματα από τους άσους σπαθί και κούπα</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>ένα θεμέλιο για όλα τα φύλλα: όλοι οι άσοι, μετά όλα τα δυάρια, και ούτω καθεξής ως τους ρηγάδες</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>κάθε θεμέλιο δέχεται ολόκληρη σειρά από ρήγα ως άσο σε εναλλασσόμενα χρώματα</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Το παιχνίδι παίζεται με μία τράπουλα και &lt;b&gt;δύο τζόκερ&lt;/b&gt;. Μεταφέρετε και τα 54 φύλλα στα πέντε &lt;b&gt;θεμέλια&lt;/b&gt;: τέσσερα ανά φυλή, το καθένα χτισμένο προς τα πάνω από τον άσο ως τον ρήγα, και ένα πέμπτο που δέχεται τα δύο τζόκερ, αλλά μόνο όταν τα θεμέλια σπαθί, μπαστούνι και κούπα είναι πλήρη (το καρό δεν χρειάζεται).&lt;/p&gt;&lt;p&gt;Ένα τζόκερ &lt;b&gt;δεν μπαίνει ποτέ σε στοίβα&lt;/b&gt;, ούτε καν σε κενή, και τίποτα δεν μπαίνει πάνω σε τζόκερ: μετακινήστε το σε ελεύθερη κυψέλη ή στο θεμέλιο όταν εκείνο το δέχεται. Ένα τζόκερ που μοιράστηκε μέσα σε σειρά μετακινείται μαζί της και μετράει ως άσος (το πρώτο τζόκερ) ή ως 2 (το δεύτερο) ενός δικού του χρώματος. Μια σειρά που μετακινείται σε κενή στοίβα μετράει και αυτή τη στοίβα ανάμεσα στις κενές που της επιτρέπουν να μετακινηθεί.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>στο θεμέλιό του, αν είναι η επόμενη αξία αυτής της φυλής· ένα τζόκερ στο πέμπτο θεμέλιο όταν τα θεμέλια σπαθί, μπαστούνι και κούπα είναι πλήρη.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>δύο τζόκερ, που δεν μπαίνουν ποτέ σε στοίβα, και ένα πέμπτο θεμέλιο που τα δέχεται όταν τα θεμέλια σπαθί, μπαστούνι και κούπα είναι πλήρη</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>τέσσερα θεμέλια, το καθένα κατά φυλή δύο γύρους από έναν άσο της πρώτης τράπουλας</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>τα φύλλα μπορούν να επιστρέψουν από τα θεμέλια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 φύλλο μοιράζεται στις κυψέλες</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n φύλλο μοιράζεται στις κυψέλες</numerusform>
            <numerusform>%n φύλλα μοιράζονται στις κυψέλες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα %1 φύλλα στο μοναδικό &lt;b&gt;θεμέλιο&lt;/b&gt;. Δέχεται &lt;b&gt;πρώτα όλους τους άσους&lt;/b&gt;, με οποιαδήποτε σειρά φυλών, μετά όλα τα 2, μετά όλα τα 3, και ούτω καθεξής ως τους ρηγάδες, ανεξαρτήτως φυλής: και τα %2 φύλλα μιας αξίας πριν από την επόμενη αξία.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα 52 φύλλα στα τέσσερα &lt;b&gt;θεμέλια&lt;/b&gt;, που δέχονται οποιαδήποτε φυλή. Ένα θεμέλιο δέχεται μόνο &lt;b&gt;ολόκληρη σειρά&lt;/b&gt;: τα 13 φύλλα από έναν ρήγα κάτω ως έναν άσο σε εναλλασσόμενα χρώματα, στο τέλος μιας στοίβας, ανεβαίνουν μαζί με μία κίνηση, όποιες ελεύθερες κυψέλες και στοίβες κι αν είναι κενές. Ένα φύλλο δεν ανεβαίνει ποτέ μόνο του. Σύρετε τη σειρά από τον ρήγα της ή κάντε κλικ στον άσο της.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Το παιχνίδι παίζεται με 2 τράπουλες ανακατεμένες μαζί. Μεταφέρετε και τα 104 φύλλα στα τέσσερα &lt;b&gt;θεμέλια&lt;/b&gt;, ένα για κάθε φυλή. Οι τέσσερις άσοι της πρώτης τράπουλας τα ξεκινούν, μοιρασμένοι εκεί τελευταίοι, και το καθένα χτίζεται προς τα πάνω κατά φυλή από τον άσο ως τον ρήγα και μετά &lt;b&gt;άλλον έναν γύρο&lt;/b&gt;, από τον άλλο άσο ως τον άλλο ρήγα, μέχρι να έχει 26 φύλλα.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα 52 φύλλα στα δύο &lt;b&gt;θεμέλια&lt;/b&gt;. Ο άσος σπαθί και ο άσος κούπα τα ξεκινούν, και το καθένα χτίζεται προς τα πάνω &lt;b&gt;σε εναλλασσόμενα χρώματα ανεξαρτήτως φυλής&lt;/b&gt;, μία αξία τη φορά, κάνοντας δύο γύρους από τον άσο ως τον ρήγα μέχρι να έχει 26 φύλλα: πάνω στον άσο σπαθί μπαίνει ένα κόκκινο 2, μετά ένα μαύρο 3, και μετά τον μαύρο ρήγα του ένας κόκκινος άσος. Όταν ένα φύλλο ταιριάζει και στα δύο θεμέλια, ρίξτε το σε όποιο επιλέξετε.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα 52 φύλλα στα τέσσερα &lt;b&gt;θεμέλια&lt;/b&gt;. Τα τελευταία τέσσερα μοιρασμένα φύλλα τα ξεκινούν, ένα το καθένα, και το καθένα χτίζεται προς τα πάνω &lt;b&gt;κατά αξία ανεξαρτήτως φυλής&lt;/b&gt;, μία αξία τη φορά, συνεχίζοντας από τον ρήγα στον άσο, μέχρι να έχει 13 φύλλα: πάνω σε ένα 6 μπαίνει οποιοδήποτε 7, μετά οποιοδήποτε 8, και ούτω καθεξής ως το 5. Όταν ένα φύλλο ταιριάζει σε περισσότερα από ένα θεμέλια, ρίξτε το σε όποιο επιλέξετε.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα 52 φύλλα στα τέσσερα &lt;b&gt;θεμέλια&lt;/b&gt;, ένα για κάθε φυλή, το καθένα χτισμένο προς τα πάνω από τον άσο ως τον ρήγα.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Το τραπέζι</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Τέσσερα χρώματα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Γερμανικές κυψέλες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Κυψέλη του ρήγα</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n τράπουλα</numerusform>
            <numerusform>%n τράπουλες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>κάθε φυλή μοιράζεται στη δική της στοίβα</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>μια ελεύθερη κυψέλη για κάθε φυλή</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Μετακίνηση φύλλων</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Κενές στοίβες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Μετακίνηση σειρών</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Επιστροφή φύλλων από τα θεμέλια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Αυτόματες κινήσεις</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Το παιχνίδι παίζεται με %1 τράπουλες ανακατεμένες μαζί. Μεταφέρετε και τα %2 φύλλα στα %3 &lt;b&gt;θεμέλια&lt;/b&gt;, %1 για κάθε φυλή, το καθένα χτισμένο προς τα πάνω από τον άσο ως τον ρήγα· ένα φύλλο πηγαίνει σε όποιο θεμέλιο της φυλής του ταιριάζει.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Μεταφέρετε και τα 52 φύλλα στα τέσσερα &lt;b&gt;θεμέλια&lt;/b&gt;, ένα για κάθε φυλή.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Το παιχνίδι παίζεται με %1 τράπουλες ανακατεμένες μαζί. Μεταφέρετε και τα %2 φύλλα στα %3 &lt;b&gt;θεμέλια&lt;/b&gt;, %1 για κάθε φυλή· ένα φύλλο πηγαίνει σε όποιο θεμέλιο της φυλής του ταιριάζει.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Η αξία του πρώτου φύλλου του ανακατέματος ορίζει τη &lt;b&gt;βάση&lt;/b&gt;: κάθε φύλλο αυτής της αξίας ξεκινά ένα θεμέλιο πριν από το μοίρασμα, και κάθε θεμέλιο χτίζεται προς τα πάνω κατά φυλή από αυτή την αξία, συνεχίζοντας από τον ρήγα στον άσο. Με βάση ένα 5, ένα θεμέλιο πηγαίνει 5, 6, ..., ντάμα, ρήγας, άσος, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Το πρώτο μοιρασμένο φύλλο, στο κάτω μέρος της πρώτης στοίβας, ορίζει τη &lt;b&gt;βάση&lt;/b&gt;: τα άλλα φύλλα της αξίας του ξεκινούν τα θεμέλια, και κάθε θεμέλιο χτίζεται προς τα πάνω κατά φυλή από αυτή την αξία, συνεχίζοντας από τον ρήγα στον άσο. Με βάση ένα 5, ένα θεμέλιο πηγαίνει 5, 6, ..., ντάμα, ρήγας, άσος, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 φύλλα μοιράζονται ανοιχτά ένα ένα στην πρώτη στοίβα· κάθε ρήγας που έρχεται ενώ η στοίβα έχει ήδη φύλλα ξεκινά την επόμενη στοίβα, έτσι τα μήκη των στοιβών αλλάζουν από μοίρασμα σε μοίρασμα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Ο τελευταίος ρήγας του ανακατέματος μοιράζεται πρώτος, έτσι κάθε στοίβα ξεκινά με ρήγα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Όταν το πρώτο φύλλο είναι ρήγας, η τελευταία στοίβα μένει κενή.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Οι άσοι δεν μοιράζονται στις στοίβες: ο καθένας πηγαίνει σε ένα θεμέλιο μόλις έρθει.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Το παιχνίδι παίζεται με %n στοίβα.</numerusform>
            <numerusform>Το παιχνίδι παίζεται με %n στοίβες.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Κάθε φύλλο μοιράζεται ανοιχτό στη στοίβα της φυλής του: τα σπαθιά στην πρώτη στοίβα, τα καρά στη δεύτερη, οι κούπες στην τρίτη και τα μπαστούνια στην τέταρτη, με τη σειρά του ανακατέματος. Οι άλλες στοίβες ξεκινούν κενές.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 φύλλα μοιράζονται ανοιχτά στις στοίβες, %2 σε καθεμία.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 φύλλα μοιράζονται ανοιχτά στις στοίβες, από αριστερά: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Δεν υπάρχουν ελεύθερες κυψέλες: κάθε φύλλο μένει στις στοίβες ή πηγαίνει στα θεμέλια.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Από πάνω βρίσκονται τα θεμέλια και 1 &lt;b&gt;ελεύθερη κυψέλη&lt;/b&gt;, που χωράει ένα μόνο φύλλο.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Από πάνω βρίσκονται τα θεμέλια και μια &lt;b&gt;ελεύθερη κυψέλη&lt;/b&gt; για κάθε φυλή, που χωράει ένα μόνο φύλλο αυτής της φυλής: σπαθιά, καρά, κούπες και μπαστούνια, από αριστερά.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Από πάνω βρίσκονται τα θεμέλια και %n &lt;b&gt;ελεύθερη κυψέλη&lt;/b&gt;, που χωράει ένα μόνο φύλλο.</numerusform>
            <numerusform>Από πάνω βρίσκονται τα θεμέλια και %n &lt;b&gt;ελεύθερες κυψέλες&lt;/b&gt;, που η καθεμία χωράει ένα μόνο φύλλο.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Το τελευταίο φύλλο μοιράζεται σε μια ελεύθερη κυψέλη.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Το τελευταίο %n φύλλο μοιράζεται στις ελεύθερες κυψέλες.</numerusform>
            <numerusform>Τα τελευταία %n φύλλα μοιράζονται στις ελεύθερες κυψέλες.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Οι άσοι, και μετά τα δυάρια, μοιράζονται πρώτα, ώστε να βρίσκονται στο βάθος των στοιβών.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>πάνω σε θεμέλιο του οποίου το πάνω φύλλο είναι μία αξία χαμηλότερα, ανεξαρτήτως φυλής: ρήγας πάνω σε ντάμα, άσος πάνω σε ρήγα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Τίποτα δεν χτίζεται ποτέ στις στοίβες: μόνο το ακάλυπτο φύλλο μιας στοίβας ή ένα φύλλο σε ελεύθερη κυψέλη μπορεί να μετακινηθεί, και μπορεί να πάει:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>πάνω σε στοίβα της οποίας το ακάλυπτο φύλλο είναι μία αξία υψηλότερα και της ίδιας φυλής: το 7 κούπα πάνω στο 8 κούπα·</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>πάνω σε στοίβα της οποίας το ακάλυπτο φύλλο είναι μία αξία υψηλότερα, ανεξαρτήτως φυλής: οποιοδήποτε 7 πάνω σε οποιοδήποτε 8·</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>πάνω σε στοίβα της οποίας το ακάλυπτο φύλλο είναι μία αξία υψηλότερα και του άλλου χρώματος: κόκκινο 7 πάνω σε μαύρο 8·</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>στην ελεύθερη κυψέλη της φυλής του, όταν είναι κενή·</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>σε κενή ελεύθερη κυψέλη (ποτέ από μια ελεύθερη κυψέλη σε άλλη)·</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>πάνω σε θεμέλιο του οποίου το πάνω φύλλο είναι μία αξία χαμηλότερα και του άλλου χρώματος, ανεξαρτήτως φυλής: κόκκινο 2 πάνω στον άσο σπαθί.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>στο θεμέλιο, αν είναι της αξίας που δέχεται το θεμέλιο στη συνέχεια, ανεξαρτήτως φυλής.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>σε κενό θεμέλιο μόνο ως μέρος ολόκληρης σειράς από ρήγα ως άσο, και τα 13 φύλλα μονομιάς.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>στο θεμέλιό του, αν είναι η επόμενη αξία αυτής της φυλής: μετά τον ρήγα έρχεται ο άλλος άσος.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>στο θεμέλιό του, αν είναι η επόμενη αξία αυτής της φυλής.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Μόνο το ακάλυπτο φύλλο μιας στοίβας (αυτό που δεν καλύπτεται από τίποτα) ή ένα φύλλο σε ελεύθερη κυψέλη μπορεί να μετακινηθεί. Ένα φύλλο μπορεί να πάει:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Οι αξίες κάνουν κύκλο και στις στοίβες: ένας ρήγας μπαίνει πάνω σε άσο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Οι αξίες κάνουν κύκλο στις στοίβες, όχι όμως στα θεμέλια: ένας ρήγας μπαίνει πάνω σε άσο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Οι αξίες δεν κάνουν κύκλο στις στοίβες: εκεί τίποτα δεν μπαίνει πάνω σε άσο, και ο ρήγας δεν μπαίνει πάνω σε κανένα φύλλο.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Μόνο ένα φύλλο της αξίας ακριβώς κάτω από τη βάση (ένα 4 όταν η βάση είναι 5), ή μια σειρά με πρώτο ένα τέτοιο, μπορεί να γεμίσει κενή στοίβα. Οι κενές στοίβες δεν μπορούν να κρατήσουν φύλλα που πηγαίνουν αλλού.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Μόνο ένας ρήγας, ή μια σειρά με πρώτο έναν ρήγα, μπορεί να γεμίσει κενή στοίβα. Οι κενές στοίβες δεν μπορούν να κρατήσουν φύλλα που πηγαίνουν αλλού.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Κανένα φύλλο δεν μπορεί να παιχτεί σε κενή στοίβα: όταν μια στοίβα αδειάσει, μένει κενή.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Οποιοδήποτε φύλλο μπορεί να γεμίσει κενή στοίβα, ή οποιαδήποτε σειρά αρκετά κοντή. Το σύρσιμο μετακινεί το φύλλο που πιάνετε και όλα τα φύλλα κάτω από αυτό· ένα κλικ ή το πληκτρολόγιο μετακινεί τη μεγαλύτερη σειρά που επιτρέπουν οι κανόνες.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>κατεβαίνοντας σε αξία στην ίδια φυλή</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>κατεβαίνοντας σε αξία</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>κατεβαίνοντας σε αξία και εναλλάσσοντας χρώμα</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Τα φύλλα μετακινούνται ένα τη φορά, και μόνο από τις στοίβες: δεν υπάρχουν σειρές για μετακίνηση.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Μια σειρά ακάλυπτων φύλλων στο τέλος μιας στοίβας, %1, μετακινείται μονομιάς όσο μεγάλη κι αν είναι, όποιες ελεύθερες κυψέλες και στοίβες κι αν είναι κενές.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Τα φύλλα μετακινούνται ένα τη φορά: μια σειρά πρέπει να διαλυθεί φύλλο φύλλο, μέσω των ελεύθερων κυψελών και των κενών στοιβών.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Μια σειρά ακάλυπτων φύλλων στο τέλος μιας στοίβας, %1, μπορεί να μετακινηθεί μονομιάς όταν θα μπορούσε να μετακινηθεί φύλλο φύλλο μέσω των κενών ελεύθερων κυψελών· οι κενές στοίβες δεν βοηθούν. Με &lt;i&gt;F&lt;/i&gt; κενές ελεύθερες κυψέλες, η μεγαλύτερη σειρά που μπορεί να μετακινηθεί είναι %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Για παράδειγμα, με όλες τις ελεύθερες κυψέλες κενές, %1 φύλλα μπορούν να μετακινηθούν μονομιάς.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Μια σειρά ακάλυπτων φύλλων στο τέλος μιας στοίβας, %1, μπορεί να μετακινηθεί μονομιάς όταν θα μπορούσε να μετακινηθεί φύλλο φύλλο μέσω των κενών ελεύθερων κυψελών και των κενών στοιβών. Με &lt;i&gt;F&lt;/i&gt; κενές ελεύθερες κυψέλες και &lt;i&gt;E&lt;/i&gt; κενές στοίβες (χωρίς να μετράει η στοίβα όπου πηγαίνει η σειρά), η μεγαλύτερη σειρά που μπορεί να μετακινηθεί είναι %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Για παράδειγμα, με όλες τις ελεύθερες κυψέλες και μία στοίβα κενές, %1 φύλλα μπορούν να μετακινηθούν σε άλλη στοίβα και %2 στην ίδια την κενή στοίβα.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Τα φύλλα στα θεμέλια μένουν εκεί, ό,τι κι αν λένε οι Προτιμήσεις.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Το πάνω φύλλο ενός θεμελίου μπορεί να επιστρέψει σε στοίβα όπου ταιριάζει, με κόστος 10 πόντους.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Τα φύλλα στα θεμέλια μένουν εκεί. Οι Προτιμήσεις μπορούν να επιτρέψουν την επιστροφή του πάνω φύλλου ενός θεμελίου σε στοίβα, με κόστος 10 πόντους.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Με ενεργή την &lt;i&gt;Αυτόματη μετακίνηση ασφαλών φύλλων&lt;/i&gt;, κάθε φύλλο που δέχεται το θεμέλιο ανεβαίνει μόνο του μετά από κάθε κίνηση: το θεμέλιο δέχεται μια αξία μόνο όταν όλα τα φύλλα της αμέσως μικρότερης αξίας έχουν ανέβει, οπότε κανένα φύλλο που έμεινε στο τραπέζι δεν θα μπορούσε ακόμα να μπει πάνω του. Το &lt;i&gt;Τέλος&lt;/i&gt; ανεβάζει τα υπόλοιπα, το ένα μετά το άλλο, μόλις κάθε φύλλο που απομένει μπορεί να ανέβει από εκεί που βρίσκεται.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Η αναίρεση παίρνει πίσω την κίνησή σας μαζί με τις αυτόματες κινήσεις της. Ένα κλικ σε ένα φύλλο, ή διπλό κλικ, το στέλνει επίσης στο θεμέλιο όταν ταιριάζει.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Με ενεργή την &lt;i&gt;Αυτόματη μετακίνηση ασφαλών φύλλων&lt;/i&gt;, μια ολόκληρη σειρά από ρήγα ως άσο στο τέλος μιας στοίβας ανεβαίνει μόνη της μετά από κάθε κίνηση: τίποτα δεν μπορεί να μπει πάνω στον άσο της, οπότε δεν μπορεί πια να βοηθήσει στο τραπέζι. Το &lt;i&gt;Τέλος&lt;/i&gt; ανεβάζει τα υπόλοιπα μόλις κάθε στοίβα αποτελείται από ολόκληρες σειρές.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Η αναίρεση παίρνει πίσω την κίνησή σας μαζί με τις αυτόματες κινήσεις της. Ένα κλικ ή διπλό κλικ στον άσο μιας ολόκληρης σειράς ανεβάζει τη σειρά.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Με ενεργή την &lt;i&gt;Αυτόματη μετακίνηση ασφαλών φύλλων&lt;/i&gt;, ένα φύλλο ανεβαίνει μόνο του μετά από κάθε κίνηση μόνο στον δεύτερο γύρο του θεμελίου του, αφού έχει ανέβει το δίδυμό του, και όταν κανένα φύλλο που έμεινε στο τραπέζι, από οποιαδήποτε τράπουλα, δεν θα μπορούσε ακόμα να χτιστεί πάνω του. Στον πρώτο γύρο ποιο από τα δύο φύλλα ανεβαίνει το επιλέγετε εσείς. Το &lt;i&gt;Τέλος&lt;/i&gt; ανεβάζει τα υπόλοιπα, το ένα μετά το άλλο, μόλις κάθε φύλλο που απομένει μπορεί να ανέβει από εκεί που βρίσκεται.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Με ενεργή την &lt;i&gt;Αυτόματη μετακίνηση ασφαλών φύλλων&lt;/i&gt;, ένα φύλλο ανεβαίνει μόνο του μετά από κάθε κίνηση όταν μόνο ένα θεμέλιο το δέχεται και κανένα φύλλο που έμεινε στο τραπέζι δεν θα μπορούσε ακόμα να μπει πάνω του: οι άσοι, και κάθε φύλλο του οποίου τα δύο φύλλα της αμέσως μικρότερης αξίας και του άλλου χρώματος έχουν ήδη ανέβει. Ένα φύλλο που το δέχονται και τα δύο θεμέλια το τοποθετείτε εσείς. Το &lt;i&gt;Τέλος&lt;/i&gt; ανεβάζει τα υπόλοιπα μόλις κάθε φύλλο που απομένει μπορεί να ανέβει από εκεί που βρίσκεται.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Η αναίρεση παίρνει πίσω την κίνησή σας μαζί με τις αυτόματες κινήσεις της. Ένα κλικ σε ένα φύλλο, ή διπλό κλικ, το στέλνει στο πρώτο θεμέλιο που το δέχεται.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Κανένα φύλλο δεν ανεβαίνει μόνο του σε αυτό το παιχνίδι, ό,τι κι αν λένε οι Προτιμήσεις: τα τέσσερα θεμέλια ανταγωνίζονται για τα φύλλα κάθε αξίας, οπότε ποιο φύλλο πάει πού, και πότε, το επιλέγετε εσείς. Μόλις καμία στοίβα δεν έχει πάνω από ένα φύλλο, το &lt;i&gt;Τέλος&lt;/i&gt; ανεβάζει τα υπόλοιπα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Ένα κλικ σε ένα φύλλο, ή διπλό κλικ, το στέλνει στο πρώτο θεμέλιο που το δέχεται.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>τα φύλλα που δεν μπορούν πια να φανούν χρήσιμα στο τραπέζι ανεβαίνουν μόνα τους μετά από κάθε κίνηση: κάθε φύλλο πάνω στο οποίο κανένα φύλλο που έμεινε στο τραπέζι δεν θα μπορούσε ακόμα να χτιστεί.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>τα φύλλα που δεν μπορούν πια να φανούν χρήσιμα στο τραπέζι ανεβαίνουν μόνα τους μετά από κάθε κίνηση: οι άσοι, τα δυάρια, και κάθε φύλλο πάνω στο οποίο κανένα φύλλο που έμεινε στο τραπέζι, από οποιαδήποτε τράπουλα, δεν θα μπορούσε ακόμα να χτιστεί.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>κάθε φύλλο που μπορεί να πάει στο θεμέλιό του ανεβαίνει μόνο του μετά από κάθε κίνηση: αφού οι σειρές χτίζονται κατά φυλή, κανένα φύλλο σε θεμέλιο δεν μπορεί ποτέ να χρειαστεί στο τραπέζι.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>τα φύλλα που δεν μπορούν πια να φανούν χρήσιμα στο τραπέζι ανεβαίνουν μόνα τους μετά από κάθε κίνηση: οι άσοι, τα δυάρια, και κάθε φύλλο του οποίου η αμέσως μικρότερη αξία βρίσκεται ήδη και στα τέσσερα θεμέλια.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>τα φύλλα που δεν μπορούν πια να φανούν χρήσιμα στο τραπέζι ανεβαίνουν μόνα τους μετά από κάθε κίνηση: οι άσοι, τα δυάρια, και κάθε φύλλο του οποίου τα δύο θεμέλια του άλλου χρώματος είναι ήδη μία αξία κάτω από αυτό.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Το φύλλο βάσης που μοιράζεται πρώτο δεν ανεβαίνει ποτέ μόνο του, αφού ένα φύλλο της ανώτερης αξίας θα μπορούσε ακόμα να μπει πάνω του.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Ένας άσος δεν ανεβαίνει ποτέ μόνος του, αφού ένας ρήγας θα μπορούσε ακόμα να μπει πάνω του.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Με ενεργή την &lt;i&gt;Αυτόματη μετακίνηση ασφαλών φύλλων&lt;/i&gt;, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Η αναίρεση παίρνει πίσω την κίνησή σας μαζί με τις αυτόματες κινήσεις της. Ένα κλικ σε ένα φύλλο, ή διπλό κλικ, το στέλνει επίσης στο θεμέλιό του όταν ταιριάζει.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Παιχνίδια FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Αποθήκευση παιχνιδιού ως</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Αδύνατη η αποθήκευση του παιχνιδιού</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Το παιχνίδι δεν μπόρεσε να γραφτεί στο {0}.

Βεβαιωθείτε ότι ο φάκελος υπάρχει, είναι εγγράψιμος και έχει χώρο, και δοκιμάστε ξανά.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>Το {0} δεν είναι κανονικό αρχείο (είναι συσκευή, σωλήνωση ή φάκελος), οπότε το παιχνίδι δεν γράφτηκε εκεί και αυτό έμεινε αμετάβλητο.

Το τρέχον παιχνίδι βρίσκεται ακόμα στο τραπέζι· αποθηκεύστε το με άλλο όνομα.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Αντικατάσταση αρχείου;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>Το {0} υπάρχει ήδη.

Να αντικατασταθεί με αυτό το παιχνίδι;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Αδύνατο το άνοιγμα του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>Το {0} δεν μπορεί να ανοιχτεί: {1}.

Το τρέχον παιχνίδι δεν άλλαξε.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Αδύνατη η επικόλληση θέσης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Το πρόχειρο δεν περιέχει θέση για παιχνίδι: {0}.

Το τρέχον παιχνίδι δεν άλλαξε.</translation>
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
        <translation>Διαμόρφωση θέσης</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Τραπέζι υπό διαμόρφωση</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Κενό τραπέζι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Τραπέζι σε παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Μοίρασμα των υπολοίπων</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Ελεύθερες κυψέλες:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Τοποθέτηση με πληκτρολό&amp;γιο:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Φύλλα, και μετά πού πηγαίνουν: στοίβα (1-9, t, j, q, k), ελεύθερη κυψέλη (a-g, i, l-n), h για θεμέλιο, - πίσω στα φύλλα προς τοποθέτηση.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Τελευταία απόρριψη</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Έλεγχος θέσης</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Ετυμηγορία επιλυτή</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Επίλυση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Κερδίζεται &amp;άραγε;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>Παι&amp;χνίδι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Παιχνίδι και εμφάνιση της &amp;νίκης</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Έτοιμο: αυτή είναι μια θέση του %1. Παίξτε την ή ρωτήστε αν κερδίζεται.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Δεν είναι ακόμα θέση: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Κάθε άλλη στοίβα είναι κενή.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Ο επιλυτής ψάχνει για νίκη...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Κερδίζεται: ο επιλυτής κερδίζει σε 1 κίνηση.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Κερδίζεται: ο επιλυτής κερδίζει σε %n κίνηση.</numerusform>
            <numerusform>Κερδίζεται: ο επιλυτής κερδίζει σε %n κινήσεις.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Χαμένο: κανένας τρόπος παιχνιδιού δεν κερδίζει αυτή τη θέση.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Άγνωστο: ο επιλυτής δεν βρήκε απάντηση στον χρόνο που έχει.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Όλα τα φύλλα έχουν τοποθετηθεί. Σύρετε ένα φύλλο εδώ για να το βγάλετε από το τραπέζι.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Το θεμέλιο %1 δέχεται ένα φύλλο μία αξία πάνω από %2 στο άλλο χρώμα, όχι %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Το θεμέλιο %1 δέχεται ένα φύλλο μία αξία πάνω από %2, όχι %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Μια ελεύθερη κυψέλη χωράει ένα φύλλο, όχι %n.</numerusform>
            <numerusform>Μια ελεύθερη κυψέλη χωράει ένα φύλλο, όχι %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Η ελεύθερη κυψέλη %1 έχει ήδη %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Η ελεύθερη κυψέλη %1 δέχεται μόνο %2, όχι %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Τα φύλλα μπαίνουν σε θεμέλιο ένα τη φορά, όχι %n μαζί.</numerusform>
            <numerusform>Τα φύλλα μπαίνουν σε θεμέλιο ένα τη φορά, όχι %n μαζί.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>Το φύλλο %1 βρίσκεται κάτω από το %2 στο θεμέλιό του: βγάλτε πρώτα εκείνο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Ένα θεμέλιο σε εναλλασσόμενα χρώματα ξεκινά με άσο, όχι %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>Σε αυτό το παιχνίδι ένα θεμέλιο δέχεται μόνο ολόκληρη σειρά, με μία κίνηση: σχηματίστε τη σειρά σε μια στοίβα και ανεβάστε την κατά τη διάρκεια του παιχνιδιού.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Το θεμέλιο %1 είναι γεμάτο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Το θεμέλιο δέχεται στη συνέχεια την αξία %1, όχι %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Το θεμέλιο %1 δέχεται μόνο %1, όχι %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Τα θεμέλια εδώ ξεκινούν από %1, όχι %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Στο θεμέλιο των τζόκερ μπαίνουν μόνο τα τζόκερ, και ένα τζόκερ σε κανένα άλλο: όχι %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Το θεμέλιο %1 είναι γεμάτο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Το θεμέλιο %1 δέχεται το φύλλο μία αξία πάνω από %2, όχι %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>1 φύλλο μένει ακόμα για τοποθέτηση.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>%n φύλλο μένει ακόμα για τοποθέτηση.</numerusform>
            <numerusform>%n φύλλα μένουν ακόμα για τοποθέτηση.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Το θεμέλιο %1 είναι κενό: σε αυτό το παιχνίδι κάθε θεμέλιο ξεκινά με δικό του φύλλο.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Όλα τα φύλλα είναι στα θεμέλια: δεν υπάρχει τίποτα να παιχτεί.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Πληκτρολογήστε ένα ή περισσότερα φύλλα, και μετά πού πηγαίνουν: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>Το «%1» δεν είναι φύλλο (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Ένα φύλλο αναφέρεται δύο φορές.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Αναφέρονται %1 φύλλα, και το παιχνίδι έχει %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>Το «%1» δεν αντιστοιχεί σε καμία στοίβα αυτού του παιχνιδιού: μια στοίβα είναι 1-9, t, j, q ή k, μια ελεύθερη κυψέλη a-g, i ή l-n, ένα θεμέλιο h (h2 το δεύτερο), και το - στέλνει φύλλα πίσω.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Λύση</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Πρώτο βήμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Η θέση από την οποία ξεκινά η λύση (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Ένα βήμα πίσω</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Μία κίνηση πίσω (Αριστερά)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Ένα βήμα εμπρός</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Η επόμενη κίνηση (Δεξιά)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Τελευταίο βήμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Το τέλος της λύσης (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Παίξτε από εδώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Συνεχίστε να παίζετε μόνοι σας από το βήμα που εμφανίζεται· οι κινήσεις πριν από αυτό μετρούν ως κινήσεις της Λύσης</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Λύση: πατήστε «Παίξτε από εδώ» για να συνεχίσετε ή Esc για να επιστρέψετε στο παιχνίδι σας.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Το παιχνίδι είναι πλέον δικό σας, από το βήμα {0} της λύσης.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Βήμα {0} από {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Λύθηκε: η τελευταία κίνηση κερδίζει το παιχνίδι.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Επόμενη: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Εμ&amp;φάνιση της λύσης</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Τα ηχητικά εφέ δεν μπορούν να αναπαραχθούν: τα αρχεία τους δεν μπορούν να γραφτούν στο {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Δεν βρέθηκε πρόγραμμα αναπαραγωγής ήχου για τα ηχητικά εφέ: εγκαταστήστε το pw-play, το paplay ή το aplay για να τα ακούτε.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n φύλλο</numerusform>
            <numerusform>%n φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Εφεδρική στοίβα %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Στοίβα %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Στοίβα %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Ελεύθερη κυψέλη %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Θεμέλιο</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Θεμέλιο τζόκερ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Θεμέλιο %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>Θεμέλιο %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>Θεμέλιο %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>ένα κλειστό φύλλο</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>γεμάτο, έως %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>κενό, δέχεται πρώτα οποιοδήποτε %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>έως %1, δέχεται στη συνέχεια %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>έως %1, δέχεται στη συνέχεια οποιοδήποτε %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>κενό, δέχεται πρώτα %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>κενό</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>έως %1</translation>
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
        <translation>%1, για %2, κενή</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, κενή</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, ελεύθερη κυψέλη %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, στοίβα %2, %3, πάνω φύλλο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, στοίβα %2, %3, πάνω φύλλο</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, σειρά %n φύλλου</numerusform>
            <numerusform>%1, σειρά %n φύλλων</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, κάτω από τη στοίβα %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, σηκώθηκε</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: σηκώθηκε %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: σηκώθηκε %n φύλλο, %2 έως %3</numerusform>
            <numerusform>%1: σηκώθηκαν %n φύλλα, %2 έως %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Επιστράφηκαν</translation>
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
            <numerusform>%n κλειστό φύλλο</numerusform>
            <numerusform>%n κλειστά φύλλα</numerusform>
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
        <translation>Αυτό το παιχνίδι δεν έχει ελεύθερες κυψέλες.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Ελεύθερες κυψέλες, %n ελεύθερη: %1</numerusform>
            <numerusform>Ελεύθερες κυψέλες, %n ελεύθερες: %1</numerusform>
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
        <translation>Θεμέλια: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>τζόκερ</translation>
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
        <translation>%1, στη στοίβα %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Αυτόματα: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Αναιρέθηκε: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Επαναλήφθηκε: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Στην κίνηση %1 από %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Το αρχείο στατιστικών δεν μπόρεσε να διαβαστεί, οπότε ξεκίνησε νέο. Το παλιό αρχείο διατηρείται ως {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Τα στατιστικά αποθηκεύτηκαν από νεότερη έκδοση του FreeCell Qt· εμφανίζονται αλλά δεν ενημερώνονται.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Τα στατιστικά δεν μπορούν να αποθηκευτούν στο {0} ({1})· το παιχνίδι συνεχίζεται χωρίς αυτά.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Τα στατιστικά στο {0} δεν μπορούν να διαβαστούν ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Τα στατιστικά δεν μπόρεσαν να αποθηκευτούν: ο δίσκος είναι γεμάτος. Θα αποθηκευτούν μόλις υπάρξει ξανά χώρος.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Τα στατιστικά δεν μπόρεσαν να αποθηκευτούν αυτή τη στιγμή: ένα άλλο πρόγραμμα χρησιμοποιεί το αρχείο. Θα αποθηκευτούν μόλις ελευθερωθεί.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>η επεξεργασία του αρχείου διαρκεί πολύ και μπορεί να είναι κατεστραμμένο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>ένα άλλο πρόγραμμα χρησιμοποιεί το αρχείο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>ο δίσκος είναι γεμάτος</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Παιχνίδι:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Παιχνίδια</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Παιγμένα:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Κερδισμένα:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Ποσοστό νικών:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Σερί</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Τρέχον:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Μεγαλύτερη σειρά νίκης:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Μεγαλύτερη σειρά ηττών:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Καλύτερες νίκες</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Καλύτερος χρόνος:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Ελάχιστο πλήθος κινήσεων:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Καλύτερη βαθμολογία:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Νίκες στο par ή κάτω από το par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Ημερήσια παρτίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Ημέρες που παίχτηκαν:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Ημέρες με νίκη:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Τρέχουσα ρέντα:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Καλύτερη ρέντα:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Προκλήσεις</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Προκλήσεις που κερδήθηκαν:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Ελάχιστες κυψέλες:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Παιχνίδια που παίχτηκαν</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Χρόνος</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Παίξτε ξανά αυτή την πα&amp;ρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Ανασκόπηση...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>Επα&amp;ναφορά...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Πρόσφατα παιχνίδια:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Κατά δυσκολία</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Παιγμένα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Χωρίς βαθμολόγηση</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n κερδισμένο</numerusform>
            <numerusform>%n κερδισμένα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n χαμένο</numerusform>
            <numerusform>%n χαμένα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (παρτίδα %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 ημέρα</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n ημέρα</numerusform>
            <numerusform>%n ημέρες</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Προσαρμοσμένη διάταξη</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Ολοκληρώθηκε με Λύση: μετράει ως παιγμένο, όχι ως κερδισμένο</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Σε εξέλιξη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Λύθηκε</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, προσαρμοσμένη διάταξη</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Ημερήσια παρτίδα {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Κωδικός παιχνιδιού: κανένας (διάταξη στημένη με το χέρι)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Κωδικός παιχνιδιού: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Επαναφορά στατιστικών</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Να ξεχαστεί κάθε ολοκληρωμένο παιχνίδι του {0}; Αυτό δεν αναιρείται.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>&amp;Στατιστικά...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Ανασκόπηση του παιχνιδιού</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Αυτό το παιχνίδι δεν μπορεί να ανασκοπηθεί: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Αυτό το παιχνίδι δεν μπορεί να επαναληφθεί: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>προσαρμοσμένη διάταξη</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Τα στατιστικά αποθηκεύονται ξανά.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Επιστροφή στο παιχνίδι σας (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>άσος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>βαλές</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>ντάμα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>ρήγας</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>σπαθί</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>πρώτο τζόκερ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>δεύτερο τζόκερ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 πίσω από το θεμέλιο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 στην ελεύθερη κυψέλη %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 σε ελεύθερη κυψέλη</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 και %n φύλλο από κάτω στο θεμέλιο</numerusform>
            <numerusform>%1 και %n φύλλα από κάτω στο θεμέλιο</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 στο θεμέλιο</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 πάνω σε %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 και 1 φύλλο από κάτω πάνω σε %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 και %n φύλλο από κάτω πάνω σε %2</numerusform>
            <numerusform>%1 και %n φύλλα από κάτω πάνω σε %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 και 1 φύλλο από κάτω στη στοίβα %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 και %n φύλλο από κάτω στη στοίβα %2</numerusform>
            <numerusform>%1 και %n φύλλα από κάτω στη στοίβα %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 στη στοίβα %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Τέλος: 1 φύλλο στο θεμέλιο</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Τέλος: %n φύλλο στα θεμέλια</numerusform>
            <numerusform>Τέλος: %n φύλλα στα θεμέλια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Στο μοίρασμα: %n φύλλο στα θεμέλια</numerusform>
            <numerusform>Στο μοίρασμα: %n φύλλα στα θεμέλια</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n αυτόματη)</numerusform>
            <numerusform>%1 (+%n αυτόματες)</numerusform>
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
        <translation>Πασιέντζα Κυψέλες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Πασιέντζα με όλα τα φύλλα ορατά: αριθμοί παρτίδας της Microsoft και κωδικοί παιχνιδιού</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;κυψέλες;πασιέντζα;πασιέντσα;χαρτιά;τράπουλα;forecell;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Πασιέντζα με όλα τα φύλλα ορατά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Οι Κυψέλες είναι η πασιέντζα όπου και τα 52 φύλλα μοιράζονται ανοιχτά: χτίστε τα τέσσερα θεμέλια από τον άσο ως τον ρήγα, με τη βοήθεια έως τεσσάρων ελεύθερων κυψελών. Σχεδόν κάθε παρτίδα κερδίζεται, και η καθεμία είναι ένας γρίφος από μόνη της.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Αριθμοί παρτίδας συμβατοί με τη Microsoft και κωδικοί παιχνιδιού που δίνουν σε έναν φίλο ακριβώς το ίδιο παιχνίδι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Είκοσι τέσσερα παιχνίδια: Κυψέλες με μηδέν έως τέσσερις ελεύθερες κυψέλες, Μπροστινή κυψέλη, Το παιχνίδι του φούρναρη, Αφαίρεσε οκτώ, Θαλάσσιοι πύργοι, Πιγκουίνος, παιχνίδια με δύο και τρεις τράπουλες και ένα προσαρμοσμένο παιχνίδι</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Ένας επιλυτής που δίνει υποδείξεις, παίζει το παιχνίδι για εσάς και λέει αν μπορεί ακόμη να κερδηθεί</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Παρτίδες βαθμολογημένες από Εύκολο έως Ειδικό, Ημερήσια παρτίδα, στατιστικά και ανασκόπηση κάθε παιχνιδιού</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Παιχνίδι με ποντίκι, πληκτρολόγιο και αφή, απεριόριστη αναίρεση και τραπέζι που μπορεί να παρακολουθήσει ένας αναγνώστης οθόνης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Φωτεινή και σκοτεινή λειτουργία, σε είκοσι πέντε γλώσσες</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Παρτίδα 1, μετά από δύο κινήσεις: τα σπαθιά και ο άσος μπαστούνι είναι στα θεμέλια</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Το ίδιο παιχνίδι σε σκοτεινή λειτουργία, στη σκούρα τσόχα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Η μπλε τσόχα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Η τράπουλα με μεγάλους δείκτες σε ψηλό, στενό παράθυρο</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Δεν υπάρχουν άλλες κινήσεις</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Δεν είναι δυνατές άλλες κινήσεις</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Μπορείτε να αναιρέσετε την τελευταία κίνηση, να ξεκινήσετε ξανά αυτή την παρτίδα από την αρχή ή να ξεκινήσετε νέο παιχνίδι.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>Ε&amp;πανεκκίνηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Ανα&amp;σκόπηση</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Τραπέζι τράπουλας. Τα βελάκια μετακινούν ανάμεσα στις στοίβες, το Space σηκώνει και αφήνει, το R διαβάζει τη στοίβα, το L τις ελεύθερες κυψέλες, το U τα θεμέλια, το Alt με ένα ψηφίο μια στοίβα.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Τέλος</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Λύθηκε</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Λύθηκε από τον υπολογιστή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Το παιχνίδι παίχτηκε από τη Λύση, οπότε δεν μετράει ως νίκη στα στατιστικά σας.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Κερδίσατε</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Συγχαρητήρια, κερδίσατε!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Βαθμολογία:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Κινήσεις:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Χρόνος:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Σερί νικών:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Χωρίς βαθμολόγηση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Δυσκολία:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (το παιχνίδι σας: %2, μαζί με τις αυτόματες κινήσεις)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Κάτω από το par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Στο par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Παίξτε ξανά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Ανα&amp;σκόπηση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Εμ&amp;φάνιση της λύσης</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Η πρώτη σας νίκη σε αυτό το παιχνίδι.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Ο καλύτερός σας χρόνος από %n νίκη.</numerusform>
            <numerusform>Ο καλύτερός σας χρόνος από %n νίκες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ο χρόνος σας είναι στη θέση %1 από %n νίκη.</numerusform>
            <numerusform>Ο χρόνος σας είναι στη θέση %1 από %n νίκες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Η καλύτερή σας βαθμολογία από %n νίκη.</numerusform>
            <numerusform>Η καλύτερή σας βαθμολογία από %n νίκες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Η βαθμολογία σας είναι στη θέση %1 από %n νίκη.</numerusform>
            <numerusform>Η βαθμολογία σας είναι στη θέση %1 από %n νίκες.</numerusform>
        </translation>
    </message>
</context>
</TS>
