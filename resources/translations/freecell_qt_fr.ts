<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Elle comptera comme perdue dans vos statistiques.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne plus demander</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Abandonner la partie en cours pour jouer %1&#xa0;?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 avec %2 à %3 cellules libres</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>À propos de FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;La famille de réussites FreeCell pour le bureau&#xa0;: %4, ou un jeu de votre cru. Numéros de donne de Microsoft, codes de partie, déplacement des suites et annulation illimitée.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Aucune suggestion n’a pu être trouvée&#xa0;: le solveur a échoué.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Cette donne ne peut pas être gagnée&#xa0;; voici une suggestion au jugé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Cette partie ne peut plus être gagnée&#xa0;; voici une suggestion au jugé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Réflexion...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Aucun coup n’est possible.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Recherche d’une solution...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Aucune solution&#xa0;: cette donne ne peut pas être gagnée.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Aucune solution à partir d’ici&#xa0;: cette partie ne peut plus être gagnée.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Aucune solution trouvée dans le temps imparti.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Recherche de la dernière position gagnante...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Cette donne ne peut pas non plus être gagnée depuis le début.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Aucune position gagnante n’a été trouvée dans le temps imparti&#xa0;: on ne sait pas si cette donne peut être gagnée.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Aucune position gagnante n’a été trouvée dans le temps imparti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Retour au coup {0}, le dernier à partir duquel la partie pouvait encore être gagnée.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Cette donne peut être gagnée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Cette donne peut encore être gagnée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Cette donne ne peut plus être gagnée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Cette donne ne peut pas être gagnée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>On ne sait pas encore si cette donne peut être gagnée&#xa0;: la recherche continue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>On ne sait pas si cette donne peut être gagnée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Résolue par l’ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Vous avez gagné&#xa0;! Score de %1 en %2 coups.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Il ne reste plus aucun coup.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt est déjà lancé pour ce joueur, mais il ne répond pas. Fermez-le (ou attendez qu’il réponde), puis relancez le jeu.</translation>
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
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Ré&amp;soudre (démo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Où me suis-je trompé&#xa0;?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Indice&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Indice (au jugé, aucune solution trouvée)&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Vérification...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Ne peut plus être gagnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Donne impossible à gagner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Gagnable&#xa0;? Recherche en cours...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Gagnable&#xa0;? Inconnu</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Résolution en pause&#xa0;: Espace reprend, Échap ou un clic arrête.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Résolution lente&#xa0;: + plus vite, - moins vite, Espace met en pause, Échap ou un clic arrête.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Résolution&#xa0;: + plus vite, - moins vite, Espace met en pause, Échap ou un clic arrête.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Résolution rapide&#xa0;: + plus vite, - moins vite, Espace met en pause, Échap ou un clic arrête.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>La partie en cours ne peut pas être enregistrée dans {0}&#xa0;; le jeu continue, mais elle ne sera pas là la prochaine fois.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>La partie enregistrée n’a pu être ni lue ({0}) ni mise de côté&#xa0;; une nouvelle partie commence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>La partie enregistrée n’a pas pu être lue ({0}). Une nouvelle partie commence&#xa0;; l’ancien fichier est conservé sous le nom {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Premier défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Journée complète</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Durement gagné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Sans cellule libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Dans le par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Dix d’affilée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Mois en or</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Gagnez un défi du jour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Gagnez les trois défis du jour d’une même journée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Gagnez un défi du jour difficile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Gagnez une partie sans cellule libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Gagnez une donne en pas plus de coups que son par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Gagnez dix parties d’affilée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Terminez tous les jours d’un mois&#xa0;: un trophée d’or.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Trophée de bronze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Trophée d’argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Trophée d’or</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Une journée est terminée quand ses trois donnes sont gagnées. Bronze&#xa0;: {0}&#xa0;jours dans un mois&#xa0;; argent&#xa0;: {1}&#xa0;jours&#xa0;; or&#xa0;: tous les jours.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n jour d’affilée</numerusform>
            <numerusform>%n jours d’affilée</numerusform>
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
        <translation>ligne %1&#xa0;: la carte %2 est déjà à la ligne %3&#xa0;: %4 n’est qu’une fois dans le jeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>ligne %1&#xa0;: la carte %2 est déjà %3 fois à la ligne %4&#xa0;: %5 n’est qu’une fois dans chaque jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>ligne %1&#xa0;: la carte %2 est déjà %3 fois aux lignes %4&#xa0;: %5 n’est qu’une fois dans chaque jeu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>la donne a %1 cartes&#xa0;; il manque&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>ligne %1&#xa0;: la fondation de %2 est donnée deux fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>ligne %1&#xa0;: la fondation de %2 est donnée %3 fois</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>ligne %1&#xa0;: une carte dans les cellules libres, mais le jeu n’en a aucune</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>ligne %1&#xa0;: %n carte dans les cellules libres, mais le jeu en a %2</numerusform>
            <numerusform>ligne %1&#xa0;: %n cartes dans les cellules libres, mais le jeu en a %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>ligne %1&#xa0;: carte inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>ligne %1&#xa0;: %2 est un joker, et ce jeu se joue sans jokers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>ligne %1&#xa0;: une seconde ligne %2 (la première est la ligne %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>une donne de ce jeu a %1 lignes de colonnes, celle-ci en a %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>la donne compte %1 cartes, pas %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>ligne %1&#xa0;: la fondation «&#xa0;%2&#xa0;» ne s’écrit pas comme H-A ou S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>ligne %1&#xa0;: %2 fondations, pas %3 (ou %4 en couleurs alternées)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>ligne %1&#xa0;: %2 fondations, pas %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>ligne %1&#xa0;: la fondation %2 ne peut pas contenir ces cartes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>ligne %1&#xa0;: une fondation en couleurs alternées commence par un as, pas par %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>ligne %1&#xa0;: sur une fondation, %2 ne peut pas suivre %3&#xa0;: chaque carte a un rang de plus que celle du dessous</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>ligne %1&#xa0;: sur une fondation, %2 ne peut pas suivre %3&#xa0;: les couleurs alternent</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>ligne %1&#xa0;: une fondation tient au plus %2 cartes, celle-ci %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>ligne %1&#xa0;: la base «&#xa0;%2&#xa0;» n’est pas un rang comme 5 ou Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>ligne %1&#xa0;: des cartes face cachée comme [5H] se trouvent sous les cartes face visible, et la dernière carte d’une colonne est face visible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>le texte compte %1 caractères&#xa0;; une donne en compte au plus %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>le texte ne contient aucune donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>ligne %1&#xa0;: les règles %2 ne désignent aucun jeu (une ligne Rules: s’écrit comme C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>la position a %1 cellules libres&#xa0;; un jeu en a au plus %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>toutes les cartes sont sur les fondations&#xa0;: il n’y a rien à jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>la position a %1 cellules libres, mais le jeu en a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>la position a %1 colonnes, mais le jeu en a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>la position a %1 fondations, mais le jeu en a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>dans %1, chaque fondation commence par une carte à elle&#xa0;; la position n’en donne aucune</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>les fondations de la position tiennent des cartes de toute couleur, mais dans %1 chacune ne prend qu’une couleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>la cellule libre %1 ne prend que des %2, pas %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>la position a des cartes face cachée, mais dans %1 toutes les cartes sont distribuées face visible</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>les fondations partent du rang %1, mais dans %2 elles partent de l’as</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Son fichier {0} dépasse {1} Mo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Son fichier {0} n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Son fichier {0} ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Son fichier {0} est endommagé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Son fichier {0} dépasse {1}&#xa0;Mo une fois décompressé.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Il n’a pas de {0} (aucun élément «&#xa0;{1}&#xa0;» dans son SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Il n’a pas de dos (aucun élément «&#xa0;back&#xa0;» dans son SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Son fichier {0} n’est pas une image SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Notre propre jeu est dessiné, pas chargé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Son fichier {0} est introuvable.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt a rencontré une erreur inattendue. Le jeu continue, mais quelque chose pourrait ne pas fonctionner comme prévu.

Les détails se trouvent dans {0}&#xa0;; merci de joindre ce fichier lorsque vous signalez le problème.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt a rencontré une erreur inattendue. Le jeu continue, mais quelque chose pourrait ne pas fonctionner comme prévu. Les détails n’ont pas pu être écrits dans le dossier de données.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Rouge et noir alternés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Même couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>N’importe quelle couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Rien&#xa0;: aucune construction</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>N’importe quelle carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Des rois seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Selon cellules libres et colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Toute suite d’un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Une carte à la fois</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Couleur, depuis l’as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Couleur, depuis la première carte distribuée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Couleur, depuis le rang de la première carte, toutes montées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Rang, depuis quatre cartes distribuées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Rouge et noir alternés, depuis deux as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Couleur, deux tours depuis quatre as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Rang, une seule fondation, tous les as d’abord</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Chaque roi commence une colonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Chaque roi commence une colonne, as montés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rangée par rangée, as montés</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>Dis&amp;tribution&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>&amp;Fondations montées par&#xa0;:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>C&amp;olonnes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Cartes &amp;distribuées dans les cellules&#xa0;:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Jeux de cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rangée par rangée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>As et deux au fond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Chaque couleur dans sa colonne</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Une cellule par cou&amp;leur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Comme aux Quatre Couleurs&#xa0;: la cellule a ne prend que des trèfles, b des carreaux, c des cœurs et d des piques.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Empiler en descendant&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Les colonnes &amp;vides reçoivent&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Déplacement des &amp;suites&#xa0;:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Défis du jour</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Les donnes du jour</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trophées</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Succès</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Comment l’obtenir</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Les défis ne comptent que dans leur propre mois&#xa0;: ce jour ne peut plus être joué pour son défi.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n jour terminé en {0}.</numerusform>
            <numerusform>%n jours terminés en {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} obtenu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} à %n jour.</numerusform>
            <numerusform>{0} à %n jours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Jours terminés d’affilée&#xa0;: %n</numerusform>
            <numerusform>Jours terminés d’affilée&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(record&#xa0;: %n).</numerusform>
            <numerusform>(record&#xa0;: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Paliers atteints&#xa0;: {0}&#xa0;jours.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Défis du jo&amp;ur...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Défi du jour du {0}, {1}&#xa0;: donne {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Obtenu&#xa0;: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>l’as de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>le valet de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>la dame de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>le roi de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>un as rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>un as noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>un valet rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>un valet noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>une dame rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>une dame noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>un roi rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>un roi noir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>le premier joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>le second joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>le %1 de %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>un %1 rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>un %1 noir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>toute carte de rang %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 ne peut pas monter&#xa0;: les fondations prennent ensuite %2.</translation>
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
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 ne peut pas aller sur %2&#xa0;: un roi ne se pose sur aucune carte, il ne peut occuper qu’une colonne vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 ne peut pas aller sur %2&#xa0;: %3 se pose sur %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Aucune carte de la suite, entre %1 et %2, ne va sur %3&#xa0;: rien ne se pose sur un as.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Aucune carte de la suite, entre %1 et %2, ne va sur %3, qui reçoit %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Cette partie n’a pas de cellule libre&#xa0;; il n’y a pas de cellule %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Cette partie n’a que la cellule libre a&#xa0;; il n’y a pas de cellule %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Cette partie a les cellules libres a à %1&#xa0;; il n’y a pas de cellule %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Une seule carte de la colonne %1 va sur %2, pas %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n carte de la colonne %1 va sur %2, pas %3.</numerusform>
            <numerusform>%n cartes de la colonne %1 vont sur %2, pas %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Seule la dernière carte de la colonne %1 peut aller là.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Seule %n carte, au bas de la colonne %1, forme une suite.</numerusform>
            <numerusform>Seules les %n dernières cartes de la colonne %1 forment une suite.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 ne va jamais sur une colonne, même vide&#xa0;: un joker va dans une cellule libre ou monte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>La fondation des jokers est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Rien ne se pose sur un joker (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 ne monte qu’une fois complètes les fondations de trèfle, de pique et de cœur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>La colonne %1 est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>La cellule libre %1 est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Une carte face cachée ne peut pas être déplacée&#xa0;: elle est retournée face visible dès que les cartes posées dessus sont parties.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>La réserve %1 est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>La réserve %1 est pleine&#xa0;: elle contient %2 cartes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Une réserve prend une carte à la fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>La réserve %1 contient des cartes&#xa0;: une réserve ne prend des cartes que lorsqu’elle est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Aucune carte ne peut être posée sur la réserve&#xa0;: elle ne fait que donner des cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Les cartes ne peuvent pas redescendre des fondations&#xa0;: l’option est désactivée dans les Préférences.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>La fondation de %1 est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Cette partie a les colonnes 1 à %1&#xa0;; il n’y a pas de colonne %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Ce jeu a %1 fondations&#xa0;; il n’y a pas de fondation %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>Dans cette partie, seul un roi, ou une suite commençant par un roi, peut occuper une colonne vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>Dans ce jeu, les fondations partent du rang %1&#xa0;: seule une carte de rang %2, ou une suite qu’elle mène, remplit une colonne vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>Dans cette partie, une colonne vide reste vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>Dans cette partie, les cartes passent d’une colonne à l’autre une par une.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 ne peut pas monter&#xa0;: la fondation %2 part du rang %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>La dernière carte de la colonne %1 est face cachée tant que la cellule libre %2 contient une carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>La pile %1 est sous la pile %2, qui contient une carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>La pile %1 est sous la pile %2&#xa0;: seules les %3 cartes de la pile %2, toutes ensemble, peuvent y descendre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>La cellule libre %1 ne prend que des %2, pas %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>Dans cette partie, les cartes restent sur les fondations.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>Dans cette partie, aucune carte ne se pose sur une colonne.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 ne peut pas monter&#xa0;: les fondations prennent ensuite ces rangs&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>La fondation %1 est pleine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>La fondation %1 prend ensuite le rang %2, pas %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Le nombre de cartes distribuées dans les cellules libres (%1) dépasse le nombre de cellules libres (%2)&#xa0;: choisissez plus de cellules ou moins de cartes.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>La partie ne peut être terminée que lorsqu’aucune colonne ne contient plus d’une carte.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: aucun code de partie ne commence par «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: le bloc des cellules «&#xa0;%2&#xa0;» doit aller de C0 à C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: le nombre de cellules libres, %2, est hors limites (%3 à %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: %2 se joue avec %3 cellules libres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: le bloc des règles est illisible (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Le code de partie «&#xa0;%1&#xa0;» est plus long que tout code possible.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 ne peut pas monter&#xa0;: la fondation de %2 commence par l’as.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 ne peut pas encore monter&#xa0;: %2 doit y aller d’abord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Une carte ne passe jamais d’une cellule libre à une autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Une carte d’une fondation ne peut redescendre que sur une colonne.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>La cellule libre %1 est occupée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 cartes&#xa0;: pas plus de %2 à la fois pour l’instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>La partie ne peut pas être terminée à partir d’ici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 ne peut pas monter&#xa0;: la fondation prend ensuite le rang %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>La fondation %1 prend ensuite %2, pas %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Seule la carte du dessus d’une cellule libre ou d’une fondation peut être déplacée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Les cartes montent sur une fondation une par une.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Une cellule libre ne contient qu’une carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>Dans ce jeu, seule une suite complète du roi à l’as en alternant rouge et noir peut monter, les 13 cartes d’un coup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Chaque fondation contient une suite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>La partie ne peut être terminée que lorsque chaque colonne n’est faite que de suites complètes du roi à l’as.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Quand chaque roi commence une colonne, le jeu demande autant de colonnes que de rois (%1) ou une de plus, pas %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Quand la carte d’une cellule libre retourne face cachée la dernière carte de sa colonne, chaque cellule libre a besoin de sa propre colonne&#xa0;: %1 cellules libres, %2 colonnes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>La partie est gagnée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>La partie ne peut être terminée que lorsque chaque colonne forme une seule suite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>La partie ne peut être terminée que lorsque chaque carte restante peut monter de là où elle est, l’une après l’autre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Il n’y a rien à annuler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Il n’y a rien à rétablir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>L’historique n’a pas d’étape %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro de donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Le numéro de donne %1 est hors limites (1 à %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Un numéro de donne doit être un nombre entier, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» n’est ni une lettre de A à Z, ni un chiffre, ni un tiret.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Le code de partie «&#xa0;%1&#xa0;» doit avoir trois blocs, comme FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: la version de format «&#xa0;%2&#xa0;» n’est pas 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: le bloc de la donne «&#xa0;%2&#xa0;» doit compter 7 lettres de A à Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Code de partie «&#xa0;%1&#xa0;»&#xa0;: la donne %2 est hors limites (1 à %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Les cartes ne peuvent pas redescendre des fondations dans cette partie&#xa0;: elle a été commencée avec le retour des cartes désactivé.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Défis et donnes faciles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Gagnez une donne de FreeCell avec aussi peu de cellules libres qu’il en faut au solveur. Chaque donne ci-dessous est classée sous le plus petit nombre de cellules libres avec lequel elle peut être gagnée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 cellule libre (%1&#xa0;donnes)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n cellule libre (%1&#xa0;donnes)</numerusform>
            <numerusform>%n cellules libres (%1&#xa0;donnes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Le moins de &amp;cellules&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Jouer le défi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Dé&amp;butant&#xa0;: une donne facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Une donne de FreeCell au hasard, avec quatre cellules libres, que le solveur juge facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;As montés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>FreeCell avec les quatre as sur les fondations avant le début de la partie&#xa0;: une variante plus facile</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Donne %1 avec 1 cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Donne %1 avec %n cellule libre</numerusform>
            <numerusform>Donne %1 avec %n cellules libres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Déf&amp;i&#xa0;: le moins de cellules...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Défis et donnes &amp;faciles...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Dé&amp;butant&#xa0;: une donne facile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>As mon&amp;tés&#xa0;: un FreeCell plus facile</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Défi&#xa0;: donne %1 avec 1 cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Défi&#xa0;: donne %1 avec %n cellule libre</numerusform>
            <numerusform>Défi&#xa0;: donne %1 avec %n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Le défi du moins de cellules est réservé aux donnes de FreeCell distribuées par numéro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Le plus petit nombre de cellules accompagne le niveau de difficulté, qui est masqué tant que le verdict du solveur l’est&#xa0;: activez-le dans les Préférences.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Calcul du plus petit nombre de cellules...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Cette donne ne peut pas être gagnée&#xa0;: elle n’a donc pas de défi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Le solveur n’a pas pu établir le plus petit nombre de cellules libres pour cette donne dans les limites de sa recherche&#xa0;: il ne propose donc pas de défi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Défi du moins de cellules</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Défi&#xa0;: gagnez cette donne avec 1 cellule libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Le solveur gagne la donne %1 avec 1 cellule libre, pas moins. La même donne recommence avec ce nombre de cellules.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Défi&#xa0;: gagnez cette donne avec %n cellule libre</numerusform>
            <numerusform>Défi&#xa0;: gagnez cette donne avec %n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Le solveur gagne la donne %1 avec %n cellule libre, pas moins. La même donne recommence avec ce nombre de cellules.</numerusform>
            <numerusform>Le solveur gagne la donne %1 avec %n cellules libres, pas moins. La même donne recommence avec ce nombre de cellules.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Commencer le défi</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Défi gagné&#xa0;: donne %1 avec 1 cellule libre&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Défi gagné&#xa0;: donne %1 avec %n cellule libre&#xa0;!</numerusform>
            <numerusform>Défi gagné&#xa0;: donne %1 avec %n cellules libres&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>FreeCell avec les as montés&#xa0;: les quatre as commencent sur les fondations. Ses résultats sont conservés à part de ceux de FreeCell.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>le fichier dépasse %1 Mo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>le fichier n’est pas du texte (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>le fichier n’est pas du JSON valide (ligne %1, colonne %2&#xa0;: %3)&#xa0;; il a peut-être été tronqué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>le fichier n’est pas du JSON valide (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>le fichier ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>le fichier ne contient pas de partie enregistrée (aucun objet JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>le fichier n’est pas une partie FreeCell Qt (format %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>le fichier n’a pas de numéro de version</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>le fichier a été écrit par une version plus récente de FreeCell Qt (version %1)&#xa0;; mettez l’application à jour pour l’ouvrir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>version de fichier %1 inconnue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>le temps de jeu doit être un nombre de secondes, 0 ou plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>le nombre d’indices doit être un nombre entier, 0 ou plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>le fichier ne contient aucune partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>la partie du fichier n’est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>la partie compte %1 coups, plus que les %2 autorisés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>l’étape %1 compte plus que les %2 coups permis par étape</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>la partie compte plus que les %1 coups autorisés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>le temps de jeu dépasse %1 ans</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>le nombre d’indices dépasse %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>le fichier n’est pas un fichier ordinaire (c’est un dossier, un périphérique ou un tube)</translation>
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
        <translation>Cette carte ne peut aller nulle part.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Revoir&#xa0;: cliquez sur «&#xa0;Continuer d’ici&#xa0;» pour jouer, ou appuyez sur Échap pour revenir à votre partie.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Historique des coups</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Choisissez une étape pour y ramener la partie. Les coups annulés sont grisés et peuvent être rétablis tant que vous ne jouez pas un nouveau coup.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Aller à</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Annulé&#xa0;: peut être rétabli</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>La partie en est ici</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Donne</translation>
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
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quand chaque colonne ne forme plus qu’une suite, la partie est pour ainsi dire gagnée&#xa0;: le bouton &lt;b&gt;Terminer&lt;/b&gt; monte toutes les cartes. Avec l’option &lt;i&gt;Terminer automatiquement&lt;/i&gt;, cela se fait tout seul. S’il ne reste plus aucun coup, vous pouvez annuler, recommencer la donne ou commencer une nouvelle partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque carte posée sur une fondation rapporte 10 points, et chaque carte jouée d’une cellule libre vers une colonne 5 points&#xa0;; une carte reprise d’une fondation en coûte 10. Annuler reprend aussi les points, et le score ne descend jamais sous zéro.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Numéros de donne et codes de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque donne porte un numéro de 1 à 2&#xa0;147&#xa0;483&#xa0;647, les mêmes que dans le jeu classique de Windows, et un même numéro donne le même mélange dans chaque variante, distribué selon la disposition de cette variante&#xa0;: la donne 11982 de FreeCell est la célèbre donne impossible à gagner. Un &lt;b&gt;code de partie&lt;/b&gt; comme &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; désigne la variante, ses cellules libres et la donne, si bien qu’un ami qui le saisit joue exactement la même partie. Utilisez &lt;i&gt;Jouer une donne par numéro ou code&lt;/i&gt; pour saisir l’un ou l’autre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Difficulté et donnes gagnables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque donne reçoit un niveau&#xa0;: &lt;b&gt;Facile&lt;/b&gt;, &lt;b&gt;Moyen&lt;/b&gt;, &lt;b&gt;Difficile&lt;/b&gt; ou &lt;b&gt;Expert&lt;/b&gt;. Ce niveau tient compte d’abord du plus petit nombre de cellules libres avec lequel la donne peut encore être gagnée (le solveur essaie avec les cellules de la variante, puis une de moins, et ainsi de suite), puis du temps que le solveur a dû chercher pour trouver une victoire&#xa0;: chaque cellule dont une donne a besoin pèse autant qu’une recherche dix fois plus longue. Il repose sur un nombre de positions, et non sur une durée, si bien qu’une même donne reçoit le même niveau sur tous les ordinateurs.&lt;/p&gt;&lt;p&gt;Dans &lt;i&gt;Nouvelle partie avec options&lt;/i&gt;, &lt;i&gt;Donnes gagnables uniquement&lt;/i&gt; ne distribue une donne au hasard qu’une fois que le solveur y a trouvé une victoire, et &lt;i&gt;Difficulté&lt;/i&gt; demande une donne au hasard de ce niveau. Pendant que le solveur cherche, vous pouvez continuer à jouer&#xa0;; &lt;b&gt;Échap&lt;/b&gt; arrête la recherche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Jouer avec un lecteur d’écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La table indique à un lecteur d’écran sur quelle pile se trouve le cadre, par exemple &lt;i&gt;7 de cœur, colonne 3, 5 cartes, dernière carte&lt;/i&gt; ou &lt;i&gt;Cellule libre b, vide&lt;/i&gt;, et annonce chaque coup, les cartes qui montent d’elles-mêmes, la raison pour laquelle un coup est refusé, les indices, si la donne peut encore être gagnée, et la victoire. Pour écouter la table&#xa0;: &lt;b&gt;R&lt;/b&gt; lit toutes les cartes de la pile où se trouve le cadre, &lt;b&gt;L&lt;/b&gt; lit les cellules libres, &lt;b&gt;U&lt;/b&gt; les fondations, et &lt;b&gt;Alt&lt;/b&gt; avec un chiffre lit la colonne correspondante (&lt;b&gt;Alt+3&lt;/b&gt; la colonne 3). La lecture ne déplace ni carte ni cadre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les touches fléchées déplacent un cadre d’une pile à l’autre&#xa0;; &lt;b&gt;Espace&lt;/b&gt; ou &lt;b&gt;Entrée&lt;/b&gt; prend les cartes qui s’y trouvent et les pose sur la prochaine pile que vous choisissez&#xa0;; &lt;b&gt;Échap&lt;/b&gt; les relâche. Vous pouvez aussi taper un coup&#xa0;: un numéro de colonne, puis sa destination (une autre colonne, une cellule libre, ou &lt;b&gt;h&lt;/b&gt; pour la fondation). &lt;b&gt;3&lt;/b&gt; puis &lt;b&gt;h&lt;/b&gt; envoie la dernière carte de la colonne 3 sur sa fondation.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les colonnes 10 et suivantes se tapent, dans l’ordre, %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les piles à partir de %1 n’ont pas de touche propre&#xa0;: atteignez-les avec les touches fléchées, Gauche et Droite le long d’un étage, Haut et Bas vers l’étage du dessus ou du dessous.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les cellules libres sont désignées par les lettres &lt;b&gt;a&lt;/b&gt; à &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; est la fondation)&#xa0;: &lt;b&gt;3&lt;/b&gt; puis &lt;b&gt;a&lt;/b&gt; place la dernière carte de la colonne 3 dans la première cellule libre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Comment jouer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Passer à l’étape suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Revenir à votre partie (Échap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Jouer une donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Quitter la leçon et jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Refaire la leçon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>La leçon encore une fois, depuis l’étape 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Suivre la leçon maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>La leçon reste dans le menu Aide</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Première &amp;leçon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Vous découvrez FreeCell&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Suivez une courte leçon&#xa0;: huit étapes sur une petite donne, environ trois minutes. Votre partie vous attend pendant ce temps.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>La leçon se trouve dans le menu Aide, quand vous le souhaitez&#xa0;: Première leçon.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Bravo&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Vous avez gagné la donne de la leçon, et vous connaissez maintenant tous les coups de FreeCell. Jouez une donne, ou refaites la leçon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Une carte se pose sur une carte d’un rang au-dessus et de l’autre couleur, comme un valet rouge sur une dame noire. Faites glisser {0} sur {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Les cellules libres, en haut à gauche, contiennent chacune une carte, n’importe laquelle. Mettez {0} dans une cellule libre pour découvrir la carte du dessous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Les fondations, en haut à droite, se montent couleur par couleur à partir de l’as. Faites monter {0}&#xa0;: faites glisser la carte jusque-là ou double-cliquez dessus. Dans vos propres parties, les cartes dont plus rien n’a besoin montent d’elles-mêmes (montée automatique).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Les cartes en ordre, de couleurs alternées, se déplacent ensemble&#xa0;: au plus (cellules libres + 1) × 2^(colonnes vides), ici {0}. Faites glisser {1} sur {2}&#xa0;; les cartes en dessous suivent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Le jeu refuse un coup que les règles n’autorisent pas, et dit pourquoi en bas de la fenêtre. Essayez-en un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Le jeu refuse un coup que les règles n’autorisent pas, et dit pourquoi en bas de la fenêtre. Essayez&#xa0;: faites glisser {0} sur {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Jouez un coup, n’importe lequel, puis reprenez-le avec Annuler (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Tout coup peut être repris&#xa0;: appuyez maintenant sur Ctrl+Z (Annuler).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Le jeu a dit&#xa0;: «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Vous ne savez pas quoi faire&#xa0;? Appuyez sur H (Indice)&#xa0;: le jeu marque un bon coup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Gagnez maintenant la donne&#xa0;: toutes les cartes sur leur fondation. Utilisez les indices (H) à volonté&#xa0;; Terminer (Ctrl+F) fait monter le reste dès que les cartes sont en ordre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Impossible d’y arriver à partir d’ici. Reprenez des coups avec Annuler (Ctrl+Z), ou appuyez sur Passer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Plus de boutons</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nouvelle partie &amp;avec options...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Recommencer la donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Jouer une donne par numéro ou code...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Donne du jour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copier le code de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Copier la &amp;position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Co&amp;ller une position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Mettre en place une position...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;Ouvrir une partie...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;Enregistrer la partie sous...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Historique des coups...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Re&amp;voir la partie...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barre d’outils</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>À &amp;propos de FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Donne du jour {0}&#xa0;: {1}, donne {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, donne {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Première leçon</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Il n’est plus installé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Le jeu de cartes «&#xa0;{0}&#xa0;» ne peut pas être utilisé&#xa0;: {1} Les cartes sont celles de FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Position copiée dans le presse-papiers sous forme de texte.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Score&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Coups&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Temps&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>C’est déjà la donne du jour&#xa0;; «&#xa0;Recommencer la donne&#xa0;» la reprend depuis le début.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>La donne du jour du {0}&#xa0;: la même donne pour tout le monde aujourd’hui.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} copié dans le presse-papiers.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Messages...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Les derniers messages de la barre d’état</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Messages</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Derniers messages, le plus récent en dernier</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Autoriser le &amp;retour des cartes depuis les fondations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Une option valable pour toutes les variantes, comme dans les Préférences</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Cellules libres&#xa0;:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Donne &amp;aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Numéro de donne ou code de partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Donnes gagnables &amp;uniquement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Ne distribuer une donne au hasard qu’une fois que le solveur a prouvé qu’elle peut être gagnée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Indifférente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>p. ex. 11982 ou FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Diff&amp;iculté&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Les numéros de donne vont de 1 à %1, avec le même mélange dans chaque variante.&lt;br&gt;Les codes de partie ressemblent à FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Défis et donnes pour dé&amp;butants...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Ce sont les règles de %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Code de partie&#xa0;: pas encore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Code de partie&#xa0;: une donne au hasard — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Code de partie&#xa0;: %1 — %2, donne %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>Par&#xa0;: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>Vos coups comptés comme le par les compte (tous les coups, y compris ceux vers les fondations et les coups automatiques), et le par de la donne&#xa0;: le plus petit nombre de coups trouvé pour la gagner</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Le fichier de réglages {0} est illisible ; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Le fichier de réglages était illisible ; il a été conservé sous le nom {0} et les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Les réglages ne peuvent pas être enregistrés dans {0}&#xa0;; les modifications ne dureront que jusqu’à la fermeture de FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Monter automatiquement les cartes sûres sur les fondations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Terminer automatiquement quand chaque colonne forme une suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Un simple &amp;clic envoie une carte sur sa fondation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Déplacer en deux clics&#xa0;: clique&amp;z sur une carte, puis sur sa destination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Autoriser le &amp;retour des cartes depuis les fondations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Jeu à &amp;quatre couleurs (trèfle vert, carreau bleu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Jeu à grands &amp;index (rang et couleur en grand dans les coins)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Effets sonores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Re&amp;prendre la dernière partie au démarrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Indiquer si la partie peut encore être &amp;gagnée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Un clic prend une carte et la suite posée dessus&#xa0;; un clic sur une autre pile les y pose, un clic sur le tapis ou Échap les remet en place. Un simple clic prend alors la carte au lieu de l’envoyer sur sa fondation&#xa0;; un double clic l’y envoie toujours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Doublement&#xa0;: (cellules libres + 1) × 2^colonnes vides</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Linéaire&#xa0;: (cellules libres + 1) × (colonnes vides + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Nombre de cartes qu’un déplacement de suite peut porter&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Dans les variantes où les colonnes vides ne reçoivent que des rois, ou rien, un déplacement de suite porte au plus cellules libres + 1 cartes. Les changements de règles s’appliquent aussitôt, y compris à la partie en cours.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Rapide</translation>
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
        <translation>Comme le système</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Tapis vert, sombre en mode sombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Tapis sombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Activé&#xa0;: tapis noir, cartes et piles détourées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Losanges rouges</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Vagues vertes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Adaptée à la fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Vitesse de résol&amp;ution&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>T&amp;hème de couleurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>T&amp;apis&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>&amp;Fort contraste&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Taille de&amp;s cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Réduire les mouvements&#xa0;: les cartes vont droit à leur place, sans célé&amp;bration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Activé par défaut quand le bureau demande moins d’animations. Résoudre joue toujours un coup à la fois, à sa propre vitesse.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Celui de FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Aperçu du jeu&#xa0;: un as, un roi et le dos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>&amp;Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>D&amp;os des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Cette option ne change que le jeu propre à FreeCell Qt&#xa0;; le jeu choisi apporte ses propres faces et son propre dos.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Le jeu «&#xa0;{0}&#xa0;» ne peut pas être utilisé&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>La&amp;ngue&#xa0;:</translation>
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
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Arrêter la recherche d’une donne (Échap)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Difficulté&#xa0;: évaluation...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Évaluation de la difficulté de cette donne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Difficulté&#xa0;: non évaluée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Cette donne ne peut pas être gagnée, elle n’a donc pas de niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Le solveur n’a rien pu trancher dans les limites de sa recherche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Difficulté&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Recherche de donne arrêtée&#xa0;; la partie en cours n’a pas changé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Recherche d’une donne gagnable... (essai %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Recherche d’une donne de niveau %1... (essai %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Donne %1, de niveau %2 (essai %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Donne %1, prouvée gagnable (essai %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Aucune donne convenable parmi les %1 essayées&#xa0;; la partie en cours n’a pas changé.</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Gagnable sans cellule libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Gagnable avec 1 cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Gagnable avec %n cellule libre</numerusform>
            <numerusform>Gagnable avec %n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1&#xa0;; %2 positions examinées.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Reculer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Faites glisser vers n’importe quel moment de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Moment de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Continuer d’ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Jouer vous-même cette partie à partir du coup affiché&#xa0;; les coups suivants peuvent être rétablis</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Revoir&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>À vous de jouer, à partir du coup {0}. Rétablir suit la partie revue.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Coup {0} sur {1}</translation>
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
        <translation>Résultats au fil du temps</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>Parties&#xa0;: {0}, gagnées&#xa0;: {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>{0} dernières parties, la plus ancienne à gauche</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Taux de réussite</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Le solveur examine chaque point de la partie...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Revue en cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Points de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Reprendre d’ici</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Afficher la so&amp;lution</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Le par de la donne est de {0} coups&#xa0;; votre partie comptée de la même façon (coups automatiques inclus)&#xa0;: {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>gagnable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Cette donne ne peut pas être gagnée depuis son début.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Aucune victoire depuis la donne n’a été trouvée dans le temps imparti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Vous avez gagné&#xa0;: aucun coup n’a perdu la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>La partie peut encore être gagnée d’où elle en est&#xa0;: aucun coup ne l’a perdue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Le coup {0} a perdu la partie&#xa0;: elle pouvait être gagnée avant lui, et plus après.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>La partie était gagnable jusqu’au coup {0}&#xa0;; après lui, aucune victoire n’a été trouvée dans le temps imparti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Vous avez joué 1 coup&#xa0;; le solveur gagne depuis la donne en {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Vous avez joué %n coup&#xa0;; le solveur gagne depuis la donne en {0}.</numerusform>
            <numerusform>Vous avez joué %n coups&#xa0;; le solveur gagne depuis la donne en {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>La revue a été fermée&#xa0;: une autre partie est en cours.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Disposition de la table de jeu</translation>
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
        <translation>Baker’s Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Baker’s Game (rois seuls)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Eight Off double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Seahaven Towers détendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Seahaven Towers double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>FreeCell détendu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Défi FreeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Super défi FreeCell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Sept par quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Sept par cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>FreeCell double (traditionnel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>FreeCell double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>FreeCell triple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Réparation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Cellule 11</translation>
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
        <translation>Pingouin</translation>
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
        <translation>Pétale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalactites</translation>
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
        <translation>Footling double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Rois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Queue de chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Serpent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Cortège</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Quartier général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Aiguille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Botte de foin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Fourche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>Flipper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>Antarès</translation>
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
        <translation>Partie personnalisée</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>FreeCell, as montés</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, sans cellule libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n cellule libre</numerusform>
            <numerusform>%1, %n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>sans cellule libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n cellule libre</numerusform>
            <numerusform>%n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n colonne</numerusform>
            <numerusform>%n colonnes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>aucune construction sur les colonnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>construction par couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>construction sans tenir compte de la couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>construction en alternant rouge et noir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>des rois seulement dans les colonnes vides</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>les colonnes vides restent vides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>n’importe quelle carte dans les colonnes vides</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>les suites se déplacent quelle que soit leur longueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>une carte à la fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>les suites passent par les cellules libres et les colonnes vides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>les suites passent par les cellules libres</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n pile</numerusform>
            <numerusform>%n piles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>as et deux distribués tout au fond</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>le rang de la première carte fixe la base, toutes ses cartes commencent les fondations</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>la première carte distribuée fixe la base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>un roi va sur un as dans les colonnes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>un roi en tête de chaque colonne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>chaque roi distribué commence une colonne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>les as montent à mesure qu’ils sont distribués</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>les as commencent sur les fondations</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>une carte dans une cellule libre retourne face cachée la dernière carte de sa colonne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>les colonnes de la moitié droite se construisent par couleur, cèdent n’importe laquelle de leurs cartes et prennent des rois une fois vides</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>toutes les cartes de chaque colonne face cachée sauf la dernière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>piles en étages qui se chevauchent&#xa0;: une pile sous une autre qui contient des cartes ne donne ni ne prend, mais peut prendre toute la seule pile posée sur elle</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n réserve, qui prend une suite quand elle est vide</numerusform>
            <numerusform>%n réserves, chacune prenant une suite quand elle est vide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>une réserve de %n carte distribuée, qui n’en reprend aucune</numerusform>
            <numerusform>une réserve de %n cartes distribuées, qui n’en reprend aucune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>une réserve de %n carte distribuée, pouvant en contenir jusqu’à %1</numerusform>
            <numerusform>une réserve de %n cartes distribuées, pouvant en contenir jusqu’à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n réserve d’au plus %1 cartes</numerusform>
            <numerusform>%n réserves d’au plus %1 cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>À la place des cellules libres, %n &lt;b&gt;réserve&lt;/b&gt; se trouve à droite des colonnes. Une réserve vide prend d’un coup une suite entière venant d’une colonne ou d’une autre réserve&#xa0;; une réserve qui contient des cartes n’en prend aucune. Toute suite au sommet d’une réserve peut la quitter, entière ou en partie.</numerusform>
            <numerusform>À la place des cellules libres, %n &lt;b&gt;réserves&lt;/b&gt; se trouvent à droite des colonnes. Une réserve vide prend d’un coup une suite entière venant d’une colonne ou d’une autre réserve&#xa0;; une réserve qui contient des cartes n’en prend aucune. Toute suite au sommet d’une réserve peut la quitter, entière ou en partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>À la place des cellules libres, %n &lt;b&gt;réserve&lt;/b&gt; se trouve à droite des colonnes. Elle prend n’importe quelle carte, une à la fois, jusqu’à en contenir %1&#xa0;; seule sa carte du dessus peut la quitter.</numerusform>
            <numerusform>À la place des cellules libres, %n &lt;b&gt;réserves&lt;/b&gt; se trouvent à droite des colonnes. Chacune prend n’importe quelle carte, une à la fois, jusqu’à en contenir %1&#xa0;; seule sa carte du dessus peut la quitter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>À la place des cellules libres, la première carte (%n) est distribuée dans une &lt;b&gt;réserve&lt;/b&gt; à droite des colonnes.</numerusform>
            <numerusform>À la place des cellules libres, les %n premières cartes sont distribuées dans une &lt;b&gt;réserve&lt;/b&gt; à droite des colonnes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Sa carte du dessus peut être jouée, mais aucune carte ne peut y être posée.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Elle prend n’importe quelle carte, une à la fois, jusqu’à en contenir %n&#xa0;; seule sa carte du dessus peut la quitter.</numerusform>
            <numerusform>Elle prend n’importe quelle carte, une à la fois, jusqu’à en contenir %n&#xa0;; seule sa carte du dessus peut la quitter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>La partie se joue avec %1 &lt;b&gt;piles&lt;/b&gt; d’une carte chacune, distribuées face visible en %2 rangées (étages) comptant, de haut en bas, %3 piles. Chaque étage se trouve un peu plus bas que le précédent et décalé d’une demi-carte sur le côté, si bien que chaque pile, sauf celles de l’étage du bas, se trouve sous la ou les deux piles de l’étage suivant qui la chevauchent.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Tant qu’une pile posée sur elle contient une carte, une pile est &lt;b&gt;bloquée&lt;/b&gt;&#xa0;: aucune de ses cartes ne peut être déplacée et aucune carte ne peut y être posée. Les piles de l’étage du bas ne sont jamais bloquées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Un seul coup va sur une pile bloquée&#xa0;: quand une seule des piles posées sur elle contient encore des cartes, toutes les cartes de cette pile peuvent y descendre d’un coup, si elles forment une suite dont la première carte va sur sa dernière carte. La pile qu’elles quittent doit elle-même être libre, et ne pas contenir plus de cartes qu’il ne peut s’en déplacer d’un coup.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Les as commencent sur les fondations, et les autres cartes sont distribuées rangée par rangée.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 cartes sont distribuées dans les colonnes, de gauche à droite&#xa0;: %2. Toutes les cartes de chaque colonne sauf la dernière sont d’abord distribuées face cachée, rangée par rangée&#xa0;; puis une rangée est distribuée face visible.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Une carte face cachée ne peut ni être déplacée ni recevoir de carte, donc les suites ne sont faites que de cartes face visible. Quand les cartes posées dessus sont parties, elle est aussitôt retournée face visible.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>sur une réserve qui l’accepte (voir La table de jeu)&#xa0;;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Seule la dernière carte d’une colonne (celle que rien ne recouvre) ou la carte du dessus d’une réserve peut être déplacée. Une carte peut aller&#xa0;:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Chaque cellule libre appartient à une colonne&#xa0;: la cellule libre a à la colonne 1, b à la colonne 2, et ainsi de suite. Tant qu’une cellule libre contient une carte, la dernière carte de sa colonne est &lt;b&gt;face cachée&lt;/b&gt;&#xa0;: elle ne peut pas être déplacée, et aucune carte ne peut être posée dessus. Une colonne vide reçoit toujours une carte ou une suite, dont la dernière carte est alors aussitôt retournée face cachée. Dès que la cellule libre est de nouveau vide, la carte est retournée face visible.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Les colonnes sont de deux sortes. Les colonnes 1 à %1 se construisent comme ci-dessus, et prennent n’importe quel groupe de cartes dont la première carte convient, qu’il forme une suite ou non. Les colonnes %2 à %3 se construisent en descendant par couleur (le 7 de cœur sur le 8 de cœur)&#xa0;; n’importe quel nombre de leurs cartes peut être déplacé d’un coup, qu’elles forment une suite ou non, la première carte du groupe en tête&#xa0;; et une telle colonne, une fois vide, ne prend qu’un roi, ou un groupe commençant par un roi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Seules les %1 piles de l’étage du haut prennent une carte une fois vides&#xa0;: n’importe quelle carte, ou une suite assez courte, quand aucune pile posée sur elles ne contient de carte. Une pile vide de tout autre étage reste vide, et seules les piles vides de l’étage du haut comptent comme colonnes vides quand des suites se déplacent.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Une suite de cartes à la fin d’une colonne, %1, peut se déplacer d’un seul coup lorsqu’elle est assez courte. Avec &lt;i&gt;F&lt;/i&gt; cellules libres vides et &lt;i&gt;E&lt;/i&gt; colonnes vides (en comptant une colonne vide où va la suite), la plus longue suite déplaçable compte %2 cartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Par exemple, quand toutes les cellules libres et une colonne sont vides, %1 cartes peuvent aller sur une autre colonne ou dans la colonne vide elle-même.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>fondations construites par rang à partir de quatre cartes distribuées</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>deux fondations en couleurs alternées depuis les as de trèfle et de cœur</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>une fondation pour toutes les cartes&#xa0;: tous les as, puis tous les deux, et ainsi de suite jusqu’aux rois</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>chaque fondation prend une suite complète du roi à l’as en alternant rouge et noir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie se joue avec un jeu de cartes et &lt;b&gt;deux jokers&lt;/b&gt;. Placez les 54 cartes sur les cinq &lt;b&gt;fondations&lt;/b&gt;&#xa0;: quatre par couleur, chacune montée de l’as au roi, et une cinquième qui prend les deux jokers, mais seulement une fois complètes les fondations de trèfle, de pique et de cœur (celle de carreau n’a pas besoin de l’être).&lt;/p&gt;&lt;p&gt;Un joker &lt;b&gt;ne va jamais sur une colonne&lt;/b&gt;, même vide, et rien ne se pose sur un joker&#xa0;: placez-le dans une cellule libre, ou faites-le monter quand sa fondation le prend. Un joker distribué au milieu d’une suite se déplace avec elle, et compte comme un as (le premier joker) ou un 2 (le second) d’une couleur bien à lui. Une suite déplacée vers une colonne vide compte aussi cette colonne parmi les colonnes vides qui lui permettent de se déplacer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>sur sa fondation, si elle est la suivante de sa couleur&#xa0;; un joker sur la cinquième fondation une fois complets les trèfles, les piques et les cœurs.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>deux jokers, qui ne vont jamais sur une colonne, et une cinquième fondation qui les prend une fois complets les trèfles, les piques et les cœurs</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>quatre fondations, chacune par couleur en deux tours depuis un as du premier jeu</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>les cartes peuvent redescendre des fondations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 carte distribuée dans les cellules</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n carte distribuée dans les cellules</numerusform>
            <numerusform>%n cartes distribuées dans les cellules</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les %1 cartes sur l’unique &lt;b&gt;fondation&lt;/b&gt;. Elle prend &lt;b&gt;tous les as d’abord&lt;/b&gt;, dans n’importe quel ordre de couleurs, puis tous les 2, puis tous les 3, et ainsi de suite jusqu’aux rois, quelle que soit la couleur&#xa0;: les %2 cartes d’un rang avant le rang suivant.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les 52 cartes sur les quatre &lt;b&gt;fondations&lt;/b&gt;, qui acceptent n’importe quelle couleur. Une fondation ne prend qu’une &lt;b&gt;suite complète&lt;/b&gt;&#xa0;: les 13 cartes d’un roi jusqu’à un as en alternant rouge et noir, à la fin d’une colonne, montent ensemble en un seul coup, quelles que soient les cellules libres et les colonnes vides. Une carte ne monte jamais seule. Faites glisser la suite par son roi, ou cliquez sur son as.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie se joue avec 2 jeux de cartes mélangés ensemble. Montez les 104 cartes sur les quatre &lt;b&gt;fondations&lt;/b&gt;, une par couleur. Les quatre as du premier jeu les commencent, distribués là en dernier, et chacune se monte par couleur de l’as au roi puis &lt;b&gt;fait un second tour&lt;/b&gt;, de l’autre as à l’autre roi, jusqu’à contenir 26 cartes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Placez les 52 cartes sur les deux &lt;b&gt;fondations&lt;/b&gt;. L’as de trèfle et l’as de cœur les commencent, et chacune se monte &lt;b&gt;en alternant les couleurs, quelle que soit l’enseigne&lt;/b&gt;, un rang à la fois, en faisant deux fois le tour de l’as au roi jusqu’à contenir 26 cartes&#xa0;: sur l’as de trèfle va un 2 rouge, puis un 3 noir, et après son roi noir un as rouge. Quand une carte va sur les deux fondations, déposez-la sur celle de votre choix.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Placez les 52 cartes sur les quatre &lt;b&gt;fondations&lt;/b&gt;. Les quatre dernières cartes distribuées les commencent, une chacune, et chacune se monte &lt;b&gt;par rang, quelle que soit la couleur&lt;/b&gt;, un rang à la fois, en passant du roi à l’as, jusqu’à ce qu’elle compte 13 cartes&#xa0;: sur un 6 va n’importe quel 7, puis n’importe quel 8, et ainsi de suite jusqu’au 5. Quand une carte peut aller sur plusieurs fondations, déposez-la sur celle de votre choix.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les 52 cartes sur les quatre &lt;b&gt;fondations&lt;/b&gt;, une par couleur, chacune construite de l’as jusqu’au roi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>La table de jeu</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Quatre Couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>FreeCell allemand</translation>
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
            <numerusform>%n jeu de cartes</numerusform>
            <numerusform>%n jeux de cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>chaque couleur distribuée dans sa colonne</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>une cellule libre par couleur</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Déplacer les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Colonnes vides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Déplacer des suites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Retour des cartes depuis les fondations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Coups automatiques</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie se joue avec %1 jeux de cartes mélangés ensemble. Amenez les %2 cartes sur les %3 &lt;b&gt;fondations&lt;/b&gt;, %1 par couleur, chacune montée de l’as au roi&#xa0;; une carte va sur celle des fondations de sa couleur où elle se place.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les 52 cartes sur les quatre &lt;b&gt;fondations&lt;/b&gt;, une par couleur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie se joue avec %1 jeux mélangés ensemble. Montez les %2 cartes sur les %3 &lt;b&gt;fondations&lt;/b&gt;, %1 par couleur&#xa0;; une carte va sur n’importe quelle fondation de sa couleur où elle convient.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Le rang de la première carte du mélange fixe la &lt;b&gt;base&lt;/b&gt;&#xa0;: chaque carte de ce rang commence une fondation avant la donne, et chaque fondation monte par couleur à partir de ce rang, en passant du roi à l’as. Avec un 5 pour base, une fondation va 5, 6, ..., dame, roi, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>La première carte distribuée, au fond de la première colonne, fixe la &lt;b&gt;base&lt;/b&gt;&#xa0;: les autres cartes de son rang commencent les fondations, et chaque fondation monte par couleur à partir de ce rang, en passant du roi à l’as. Avec un 5 pour base, une fondation va 5, 6, ..., dame, roi, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 cartes sont distribuées face visible une par une dans la première colonne&#xa0;; chaque roi qui arrive alors que la colonne contient déjà des cartes commence la colonne suivante, si bien que la longueur des colonnes change d’une donne à l’autre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Le dernier roi du mélange est distribué en premier, si bien qu’un roi se trouve en tête de chaque colonne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Quand la première carte est un roi, la dernière colonne reste vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Les as ne sont pas distribués dans les colonnes&#xa0;: chacun monte sur une fondation dès qu’il arrive.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>La partie se joue avec %n colonne.</numerusform>
            <numerusform>La partie se joue avec %n colonnes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Chaque carte est distribuée face visible dans la colonne de sa couleur&#xa0;: les trèfles dans la première colonne, les carreaux dans la deuxième, les cœurs dans la troisième et les piques dans la quatrième, dans l’ordre du mélange. Les autres colonnes commencent vides.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 cartes sont distribuées face visible dans les colonnes, %2 dans chacune.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 cartes sont distribuées face visible dans les colonnes, de gauche à droite&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Il n’y a pas de cellule libre&#xa0;: chaque carte reste dans les colonnes ou monte sur les fondations.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Au-dessus se trouvent les fondations et 1 &lt;b&gt;cellule libre&lt;/b&gt;, qui peut recevoir une seule carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Au-dessus se trouvent les fondations et une &lt;b&gt;cellule libre&lt;/b&gt; par couleur, qui prend une seule carte de cette couleur&#xa0;: trèfle, carreau, cœur et pique, de gauche à droite.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Au-dessus se trouvent les fondations et %n &lt;b&gt;cellule libre&lt;/b&gt;, qui peut recevoir une seule carte.</numerusform>
            <numerusform>Au-dessus se trouvent les fondations et %n &lt;b&gt;cellules libres&lt;/b&gt;, chacune pouvant recevoir une seule carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>La dernière carte est distribuée dans une cellule libre.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>La dernière carte (%n) est distribuée dans une cellule libre.</numerusform>
            <numerusform>Les %n dernières cartes sont distribuées dans les cellules libres.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Les as, puis les deux, sont distribués en premier, de sorte qu’ils se retrouvent tout au fond des colonnes, sous les autres cartes.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>sur une fondation dont la carte du dessus est d’un rang inférieur, quelle que soit sa couleur&#xa0;: un roi sur une dame, un as sur un roi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Rien ne se construit jamais sur les colonnes&#xa0;: seule la carte découverte d’une colonne ou une carte d’une cellule libre peut bouger, et elle peut aller&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>sur une colonne dont la dernière carte est de rang immédiatement supérieur et de la même couleur&#xa0;: le 7 de cœur sur le 8 de cœur&#xa0;;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>sur une colonne dont la dernière carte est de rang immédiatement supérieur, quelle que soit sa couleur&#xa0;: n’importe quel 7 sur n’importe quel 8&#xa0;;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>sur une colonne dont la dernière carte est de rang immédiatement supérieur et de l’autre couleur, rouge ou noire&#xa0;: un 7 rouge sur un 8 noir&#xa0;;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>dans la cellule libre de sa couleur, si elle est vide&#xa0;;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>dans une cellule libre vide (jamais d’une cellule libre à une autre)&#xa0;;</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>sur une fondation dont la carte du dessus est d’un rang plus bas et de l’autre couleur, quelle que soit son enseigne&#xa0;: un 2 rouge sur l’as de trèfle.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>sur la fondation, si elle est du rang que la fondation prend ensuite, quelle que soit sa couleur.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>sur une fondation vide, seulement dans une suite complète du roi à l’as, les 13 cartes d’un coup.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>sur sa fondation, si elle est la suivante de sa couleur&#xa0;: après le roi vient l’autre as.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>sur sa fondation, si elle est la suivante de sa couleur.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Seule la dernière carte d’une colonne (celle que rien ne recouvre) ou une carte d’une cellule libre peut être déplacée. Une carte peut aller&#xa0;:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Les rangs font aussi le tour sur les colonnes&#xa0;: un roi va sur un as.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Les rangs font le tour sur les colonnes, mais pas sur les fondations&#xa0;: un roi va sur un as.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Les rangs ne font pas le tour sur les colonnes&#xa0;: rien ne va sur un as, et un roi ne va sur aucune carte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Seule une carte du rang juste sous la base (un 4 quand la base est un 5), ou une suite qu’elle mène, peut remplir une colonne vide. Les colonnes vides ne peuvent pas garder des cartes en chemin vers ailleurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Seul un roi, ou une suite commençant par un roi, peut occuper une colonne vide. Les colonnes vides ne peuvent pas servir de relais aux cartes en route vers une autre pile.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Aucune carte ne peut être jouée dans une colonne vide&#xa0;: une fois vide, une colonne le reste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>N’importe quelle carte peut occuper une colonne vide, ou n’importe quelle suite assez courte. Faire glisser déplace la carte saisie et toutes celles qui la recouvrent&#xa0;; un clic ou le clavier déplace la plus longue suite que les règles permettent.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>en ordre décroissant dans une même couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>en ordre décroissant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>en ordre décroissant et en alternant rouge et noir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Les cartes bougent une par une, et seulement pour quitter les colonnes&#xa0;: il n’y a pas de suites à déplacer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Une suite de cartes à la fin d’une colonne, %1, se déplace d’un seul coup quelle que soit sa longueur, quelles que soient les cellules libres et les colonnes vides.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Les cartes se déplacent une par une&#xa0;: une suite doit être défaite carte par carte, en passant par les cellules libres et les colonnes vides.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Une suite de cartes à la fin d’une colonne, %1, peut se déplacer d’un seul coup lorsqu’elle pourrait être déplacée carte par carte en passant par les cellules libres vides&#xa0;; les colonnes vides n’aident pas. Avec &lt;i&gt;F&lt;/i&gt; cellules libres vides, la plus longue suite déplaçable compte %2 cartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Par exemple, quand toutes les cellules libres sont vides, %1 cartes peuvent se déplacer d’un coup.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Une suite de cartes à la fin d’une colonne, %1, peut se déplacer d’un seul coup lorsqu’elle pourrait être déplacée carte par carte en passant par les cellules libres vides et les colonnes vides. Avec &lt;i&gt;F&lt;/i&gt; cellules libres vides et &lt;i&gt;E&lt;/i&gt; colonnes vides (sans compter la colonne où va la suite), la plus longue suite déplaçable compte %2 cartes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Par exemple, quand toutes les cellules libres et une colonne sont vides, %1 cartes peuvent aller sur une autre colonne et %2 dans la colonne vide elle-même.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Les cartes posées sur les fondations y restent, quoi que disent les Préférences.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>La carte du dessus d’une fondation peut redescendre sur une colonne où elle trouve sa place, au prix de 10 points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Les cartes posées sur les fondations y restent. Les Préférences peuvent autoriser la carte du dessus d’une fondation à redescendre sur une colonne, au prix de 10 points.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Avec l’option &lt;i&gt;Monter automatiquement les cartes sûres&lt;/i&gt; activée, chaque carte que la fondation prend monte d’elle-même après chaque coup&#xa0;: la fondation ne prend un rang qu’une fois toutes les cartes du rang inférieur montées, donc aucune carte restée sur la table ne pourrait encore aller dessus. &lt;i&gt;Terminer&lt;/i&gt; fait monter le reste dès que chaque carte restante peut monter de là où elle est, l’une après l’autre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Annuler reprend votre coup en même temps que ses coups automatiques. Un simple clic sur une carte, ou un double-clic, l’envoie aussi sur la fondation quand elle peut y aller.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Avec l’option &lt;i&gt;Monter automatiquement les cartes sûres&lt;/i&gt; activée, une suite complète du roi à l’as à la fin d’une colonne monte d’elle-même après chaque coup&#xa0;: rien ne peut aller sur son as, elle ne peut donc plus servir sur la table. &lt;i&gt;Terminer&lt;/i&gt; fait monter le reste dès que chaque colonne n’est faite que de suites complètes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Annuler reprend votre coup en même temps que ses coups automatiques. Un simple clic ou un double-clic sur l’as d’une suite complète fait monter la suite.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Avec l’option &lt;i&gt;Monter automatiquement les cartes sûres&lt;/i&gt; activée, une carte ne monte d’elle-même après chaque coup qu’au second tour de sa fondation, une fois sa jumelle montée, et quand aucune carte de l’un ou l’autre jeu restée sur la table ne pourrait plus être posée dessus. Au premier tour, c’est à vous de choisir laquelle des deux cartes monte. &lt;i&gt;Terminer&lt;/i&gt; fait monter le reste dès que chaque carte restante peut monter de là où elle est, l’une après l’autre.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Avec l’option &lt;i&gt;Monter automatiquement les cartes sûres&lt;/i&gt; activée, une carte monte d’elle-même après chaque coup quand une seule fondation la prend et qu’aucune carte restée sur la table ne pourrait encore aller dessus&#xa0;: les as, et toute carte dont les deux cartes du rang inférieur et de l’autre couleur sont déjà montées. Une carte que les deux fondations prennent, c’est à vous de la placer. &lt;i&gt;Terminer&lt;/i&gt; fait monter le reste dès que chaque carte restante peut monter de là où elle est.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Annuler reprend votre coup et ses coups automatiques ensemble. Un simple clic sur une carte, ou un double clic, l’envoie sur la première fondation qui la prend.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Dans cette partie, aucune carte ne monte d’elle-même, quoi que disent les Préférences&#xa0;: les quatre fondations se disputent les cartes de chaque rang, c’est donc à vous de choisir quelle carte va où, et quand. Dès qu’aucune colonne ne contient plus d’une carte, &lt;i&gt;Terminer&lt;/i&gt; monte le reste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Un simple clic sur une carte, ou un double clic, l’envoie sur la première fondation qui la prend.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>les cartes qui ne peuvent plus servir sur la table montent d’elles-mêmes après chaque coup&#xa0;: toute carte sur laquelle aucune carte restée sur la table ne pourrait plus être posée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>les cartes qui ne peuvent plus servir sur la table montent d’elles-mêmes après chaque coup&#xa0;: les as, les deux, et toute carte sur laquelle plus aucune carte restée sur la table, de quelque jeu que ce soit, ne pourrait encore être posée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>chaque carte qui peut aller sur sa fondation y monte d’elle-même après chaque coup&#xa0;: comme les suites se construisent par couleur, une carte posée sur une fondation ne peut plus jamais servir sur la table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>les cartes qui ne peuvent plus servir sur la table montent d’elles-mêmes après chaque coup&#xa0;: les as, les deux et toute carte pour laquelle les quatre fondations ont déjà atteint le rang juste en dessous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>les cartes qui ne peuvent plus servir sur la table montent d’elles-mêmes après chaque coup&#xa0;: les as, les deux et toute carte pour laquelle les deux fondations de l’autre couleur (rouge ou noire) ont déjà atteint le rang juste en dessous.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>La carte de base, distribuée la première, ne monte jamais d’elle-même, car une carte du rang le plus haut pourrait encore aller dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Un as ne monte jamais de lui-même, car un roi pourrait encore aller dessus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Avec l’option &lt;i&gt;Monter automatiquement les cartes sûres&lt;/i&gt; activée, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Annuler reprend votre coup en même temps que ses coups automatiques. Un simple clic sur une carte, ou un double-clic, l’envoie aussi sur sa fondation quand elle peut y aller.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Parties FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>La partie n’a pas pu être écrite dans {0}.

Vérifiez que le dossier existe, qu’il est accessible en écriture et qu’il reste de la place, puis réessayez.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} n’est pas un fichier ordinaire (c’est un périphérique, un tube ou un dossier)&#xa0;: la partie n’y a pas été écrite et il est resté tel quel.

La partie en cours est toujours sur la table&#xa0;; enregistrez-la sous un autre nom.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} existe déjà.

Le remplacer par cette partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} ne peut pas être ouvert&#xa0;: {1}.

La partie en cours n’a pas changé.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Le presse-papiers ne contient aucune position à jouer&#xa0;: {0}.

La partie en cours est inchangée.</translation>
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
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Table en cours de mise en place</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>Table &amp;vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Table en jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Distribuer le reste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>J&amp;eu&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Cellules libres&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Placer au c&amp;lavier&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Les cartes, puis où elles vont&#xa0;: une colonne (1-9, t, j, q, k), une cellule libre (a-g, i, l-n), h pour une fondation, - pour les rendre aux cartes à placer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Dernier refus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Vérification de la position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Verdict du solveur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Peut-on la &amp;gagner&#xa0;?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Jouer et &amp;montrer la victoire</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Prête&#xa0;: c’est une position de %1. Jouez-la, ou demandez si elle peut être gagnée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Pas encore une position&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Toutes les autres piles sont vides.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Le solveur cherche une victoire...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Gagnable&#xa0;: le solveur gagne en 1 coup.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Gagnable&#xa0;: le solveur gagne en %n coup.</numerusform>
            <numerusform>Gagnable&#xa0;: le solveur gagne en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Perdue&#xa0;: aucune façon de jouer ne gagne cette position.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Inconnu&#xa0;: le solveur n’a pas trouvé de réponse dans le temps dont il dispose.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Toutes les cartes sont placées. Glissez une carte ici pour la retirer de la table.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>La fondation %1 prend une carte d’un rang au-dessus de %2 dans l’autre couleur, pas %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>La fondation %1 prend une carte d’un rang au-dessus de %2, pas %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Une cellule libre tient une carte, pas %n.</numerusform>
            <numerusform>Une cellule libre tient une carte, pas %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>La cellule libre %1 tient déjà %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>La cellule libre %1 ne prend que des %2, pas %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Les cartes vont sur une fondation une à une, pas %n ensemble.</numerusform>
            <numerusform>Les cartes vont sur une fondation une à une, pas %n ensemble.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 est sous %2 sur sa fondation&#xa0;: retirez d’abord celle-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Une fondation en couleurs alternées commence par un as, pas par %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>Dans ce jeu, une fondation ne prend qu’une suite complète, en un seul coup&#xa0;: posez la suite dans une colonne et faites-la monter en jouant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>La fondation %1 est pleine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>La fondation prend ensuite le rang %1, pas %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>La fondation de %1 ne prend que des cartes de %1, pas %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Ici, les fondations commencent au rang %1, pas par %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Seuls les jokers vont sur la fondation des jokers, et un joker ne va sur aucune autre&#xa0;: pas %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>La fondation de %1 est pleine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>La fondation de %1 prend la carte d’un rang au-dessus de %2, pas %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Il reste 1 carte à placer.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Il reste %n carte à placer.</numerusform>
            <numerusform>Il reste %n cartes à placer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>La fondation %1 est vide&#xa0;: dans ce jeu, chaque fondation commence par une carte à elle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Toutes les cartes sont sur les fondations&#xa0;: il n’y a rien à jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Tapez une ou plusieurs cartes, puis où elles vont&#xa0;: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une carte (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Une carte est nommée deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 cartes sont nommées, et le jeu en a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>«&#xa0;%1&#xa0;» ne désigne aucune pile de ce jeu&#xa0;: une colonne est 1-9, t, j, q ou k, une cellule libre a-g, i ou l-n, une fondation h (h2 la deuxième), et - rend les cartes.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Solution</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>La position d’où part la solution (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Un coup en arrière (Flèche gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Le coup suivant (Flèche droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>La fin de la solution (Fin)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Jouer d’ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Continuer vous-même à partir de l’étape affichée&#xa0;; les coups précédents comptent comme joués par Résoudre</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Solution&#xa0;: cliquez sur «&#xa0;Jouer d’ici&#xa0;» pour continuer, ou appuyez sur Échap pour revenir à votre partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>À vous de jouer, à partir de l’étape {0} de la solution.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Résolue&#xa0;: le dernier coup gagne la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Suivant&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Afficher la so&amp;lution</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Les effets sonores ne peuvent pas être joués&#xa0;: leurs fichiers ne peuvent pas être écrits dans {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Aucun lecteur audio n’a été trouvé pour les effets sonores&#xa0;: installez pw-play, paplay ou aplay pour les entendre.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Réserve %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Pile %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Cellule libre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Fondation</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Fondation des jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Fondation %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>Fondation de %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>Fondation de %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>pleine, jusqu’à %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>vide, prend d’abord n’importe quel %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>jusqu’à %1, prend ensuite %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>jusqu’à %1, prend ensuite n’importe quel %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>vide, prend d’abord %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>jusqu’à %1</translation>
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
        <translation>%1, couleur %2, vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, cellule libre %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, pile %2, %3, dernière carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, colonne %2, %3, dernière carte</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, une suite de %n carte</numerusform>
            <numerusform>%1, une suite de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, sous la pile %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, en main</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1&#xa0;: %2 en main</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte en main, de %2 à %3</numerusform>
            <numerusform>%1&#xa0;: %n cartes en main, de %2 à %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Remises en place</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-30"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n carte face cachée</numerusform>
            <numerusform>%n cartes face cachée</numerusform>
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
        <translation>%1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no free cells.</source>
        <translation>Cette partie n’a pas de cellule libre.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Cellules libres, %n vide&#xa0;: %1</numerusform>
            <numerusform>Cellules libres, %n vides&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+44"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Foundations: %1</source>
        <translation>Fondations&#xa0;: %1</translation>
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
        <translation>%1, dans la colonne %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatiquement&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Au coup %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Le fichier des statistiques n’a pas pu être lu, un nouveau a donc été commencé. L’ancien fichier est conservé sous le nom {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Les statistiques ont été enregistrées par une version plus récente de FreeCell Qt&#xa0;; elles sont affichées mais pas mises à jour.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Les statistiques ne peuvent pas être enregistrées dans {0} ({1})&#xa0;; le jeu continue sans elles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Les statistiques de {0} ne peuvent pas être lues ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées&#xa0;: le disque est plein. Elles le seront dès qu’il y aura de nouveau de la place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées pour l’instant&#xa0;: un autre programme utilise le fichier. Elles le seront dès qu’il sera libre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>le fichier demande trop de temps à traiter et est peut-être endommagé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>un autre programme utilise le fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Jouées&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Gagnées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Taux de réussite&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Séries</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>En cours&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Plus longue gagnante&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Plus longue perdante&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Meilleures victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Meilleur temps&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Moins de coups&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Meilleur score&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Victoires dans le par ou en dessous&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Jours joués&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Jours gagnés&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Série en cours&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Meilleure série&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Défis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Défis gagnés&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Le moins de cellules&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>Ana&amp;lyser...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>Réinitiali&amp;ser...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Parties récentes&#xa0;:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Par difficulté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Non évaluées</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdue</numerusform>
            <numerusform>%n perdues</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (donne %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 jour</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Position personnalisée</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Terminée par Résoudre&#xa0;: comptée comme jouée, pas comme gagnée</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Résolue</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, position personnalisée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (donne du jour {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Code de partie&#xa0;: aucun (position mise en place à la main)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Code de partie&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Oublier toutes les parties terminées de {0}&#xa0;? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>&amp;Statistiques...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Cette partie ne peut pas être passée en revue&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Cette partie ne peut pas être revue&#xa0;: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>position personnalisée</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Les statistiques sont de nouveau enregistrées.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Revenir à votre partie (Échap)</translation>
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
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>premier joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>second joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 redescend de la fondation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 dans la cellule libre %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 dans une cellule libre</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 et %n carte en dessous sur la fondation</numerusform>
            <numerusform>%1 et %n cartes en dessous sur la fondation</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 sur la fondation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 et 1 carte en dessous sur %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 et %n carte en dessous sur %2</numerusform>
            <numerusform>%1 et %n cartes en dessous sur %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 et 1 carte en dessous dans la colonne %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 et %n carte en dessous dans la colonne %2</numerusform>
            <numerusform>%1 et %n cartes en dessous dans la colonne %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 dans la colonne %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Terminer&#xa0;: 1 carte sur la fondation</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Terminer&#xa0;: %n carte sur les fondations</numerusform>
            <numerusform>Terminer&#xa0;: %n cartes sur les fondations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>À la donne&#xa0;: %n carte sur les fondations</numerusform>
            <numerusform>À la donne&#xa0;: %n cartes sur les fondations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatique)</numerusform>
            <numerusform>%1 (+%n automatiques)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../freecell_qt/words/store_words.py" line="+18"/>
        <source>FreeCell Solitaire</source>
        <extracomment>The menu entry&apos;s second line in desktops that show a generic name.</extracomment>
        <translation>Solitaire FreeCell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Le solitaire où toutes les cartes sont visibles : donnes de Microsoft et codes de partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;solitaire;patience;cartes;réussite;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Le solitaire où toutes les cartes sont visibles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>FreeCell est la réussite où les 52 cartes sont distribuées face visible&#xa0;: montez les quatre fondations de l’as au roi, avec l’aide de quatre cellules libres au plus. Presque toutes les donnes peuvent être gagnées, et chacune est un casse-tête à part entière.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Numéros de donne compatibles avec Microsoft, et codes de partie qui donnent à un ami exactement la même partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 variantes&#xa0;: FreeCell avec zéro à quatre cellules libres, ForeCell, Baker’s Game, Eight Off, Seahaven Towers, Pingouin, des variantes à deux et trois jeux de cartes, et une partie personnalisée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Un solveur qui donne des indices, joue la partie à votre place et dit si elle peut encore être gagnée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Des donnes classées de facile à expert, une donne du jour, des statistiques et une revue de chaque partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Jeu à la souris, au clavier ou au toucher, annulation illimitée, et une table qu’un lecteur d’écran peut suivre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Modes clair et sombre, en vingt-cinq langues</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Donne 1, après deux coups&#xa0;: les trèfles et l’as de pique sont sur les fondations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>La même partie en mode sombre, sur le tapis sombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Le tapis bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Le jeu à grands index dans une fenêtre haute et étroite</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Plus de coups</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Plus aucun coup possible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Vous pouvez annuler le dernier coup, recommencer cette donne depuis le début ou commencer une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Table de jeu. Les touches fléchées passent d’une pile à l’autre, Espace prend et pose, R lit la pile, L les cellules libres, U les fondations, Alt avec un chiffre une colonne.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Terminer</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Partie résolue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Résolue par l’ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>La commande Résoudre a joué cette partie&#xa0;; elle ne compte donc pas comme gagnée dans vos statistiques.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Bravo, vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Coups&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Temps&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Série de victoires&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Non évaluée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (votre partie&#xa0;: %2, coups automatiques inclus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Sous le par&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Dans le par&#xa0;!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Afficher la so&amp;lution</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Votre première victoire sur cette donne.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Votre meilleur temps sur %n victoire.</numerusform>
            <numerusform>Votre meilleur temps sur %n victoires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Votre temps est le n°&#xa0;%1 sur %n victoire.</numerusform>
            <numerusform>Votre temps est le n°&#xa0;%1 sur %n victoires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Votre meilleur score sur %n victoire.</numerusform>
            <numerusform>Votre meilleur score sur %n victoires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Votre score est le n°&#xa0;%1 sur %n victoire.</numerusform>
            <numerusform>Votre score est le n°&#xa0;%1 sur %n victoires.</numerusform>
        </translation>
    </message>
</context>
</TS>
