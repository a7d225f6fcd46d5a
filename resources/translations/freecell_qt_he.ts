<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>נטישת משחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>לנטוש את המשחק הנוכחי?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>הדבר ייחשב כהפסד בסטטיסטיקה שלך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;נטישה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;המשך לשחק</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;אל תשאל שוב</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>לנטוש את המשחק הנוכחי כדי לשחק ב־%1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 עם %2 עד %3 תאים פנויים</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>אודות FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;משפחת משחקי הסוליטר פריסל למחשב השולחני: %4, או משחק משלך. מספרי חלוקה של Microsoft, קודי משחק, העברת רצפים וביטול ללא הגבלה.&lt;/p&gt;&lt;p&gt;תוכנה חופשית ברישיון MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>לא ניתן היה למצוא רמז: הפותר נכשל.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>אי אפשר לנצח בחלוקה הזו; הנה ניחוש.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>כבר אי אפשר לנצח במשחק הזה; הנה ניחוש.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>חושב...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>אין מהלך אפשרי.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>מחפש פתרון...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>אין פתרון: אי אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>אין פתרון מכאן: כבר אי אפשר לנצח במשחק הזה.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>לא נמצא פתרון בזמן המוקצב.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>מחפש את הנקודה האחרונה שממנה עוד אפשר היה לנצח...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>גם מתחילתה אי אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>לא נמצאה נקודה שממנה אפשר לנצח בזמן המוקצב: לא ידוע אם אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>לא נמצאה נקודה שממנה אפשר לנצח בזמן המוקצב.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>חזרה למהלך {0}, הנקודה האחרונה שממנה עוד אפשר היה לנצח במשחק.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>עדיין אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>כבר אי אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>אי אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>עדיין לא ידוע אם אפשר לנצח בחלוקה הזו: החיפוש נמשך.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>לא ידוע אם אפשר לנצח בחלוקה הזו.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>נפתר על ידי המחשב.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>ניצחת! ניקוד %1 ב־%2 מהלכים.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>לא נותר אף מהלך.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt כבר פועל עבור השחקן הזה, אך אינו מגיב. יש לסגור אותו (או להמתין עד שיגיב), ואז להפעיל את המשחק שוב.</translation>
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
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;פתור (הדגמה)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;איפה טעיתי?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>רמז: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>רמז (ניחוש, לא נמצא פתרון): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>בודק...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>אפשר לנצח</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>כבר אי אפשר לנצח</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>אי אפשר לנצח מהחלוקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>אפשר לנצח? עדיין מחפש...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>אפשר לנצח? לא ידוע</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>הפתרון מושהה: רווח ממשיך, Esc או לחיצה עוצרים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>פותר לאט: + מהר יותר, - לאט יותר, רווח משהה, Esc או לחיצה עוצרים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>פותר: + מהר יותר, - לאט יותר, רווח משהה, Esc או לחיצה עוצרים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>פותר מהר: + מהר יותר, - לאט יותר, רווח משהה, Esc או לחיצה עוצרים.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>נעצר.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>לא ניתן לשמור את המשחק הנוכחי ב־{0}; המשחק ממשיך, אך הוא לא יהיה שם בפעם הבאה.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>לא ניתן היה לקרוא את המשחק השמור ({0}) וגם לא להעביר אותו הצידה; מתחיל משחק חדש.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>לא ניתן היה לקרוא את המשחק השמור ({0}). מתחיל משחק חדש; הקובץ הישן נשמר בשם {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>אתגר ראשון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>יום מלא</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>ניצחון קשה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>בלי תאים פנויים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>בפאר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>עשרה ברצף</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>חודש זהב</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>לנצח באתגר יומי.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>לנצח בכל שלושת האתגרים היומיים של יום אחד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>לנצח באתגר יומי קשה.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>לנצח במשחק בלי תאים פנויים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>לנצח בחלוקה בלא יותר מהלכים מהפאר שלה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>לנצח בעשרה משחקים ברצף.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>להשלים כל יום בחודש: גביע זהב.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>גביע ארד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>גביע כסף</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>גביע זהב</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>יום מושלם כשמנצחים בשלוש החלוקות שלו. ארד: {0} ימים בחודש; כסף: {1} ימים; זהב: כל יום.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>ימים ברצף: %n</numerusform>
            <numerusform>ימים ברצף: %n</numerusform>
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
        <translation>שורה %1: הקלף %2 כבר נמצא בשורה %3: %4 מופיע בחפיסה פעם אחת</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>שורה %1: הקלף %2 כבר מופיע %3 פעמים בשורה %4: %5 מופיע בכל חפיסה פעם אחת</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>שורה %1: הקלף %2 כבר מופיע %3 פעמים בשורות %4: %5 מופיע בכל חפיסה פעם אחת</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>בלוח יש %1 קלפים; חסרים: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>שורה %1: הבסיס %2 מופיע פעמיים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>שורה %1: הבסיס %2 מופיע %3 פעמים</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>שורה %1: קלף אחד בתאים הפנויים, אך במשחק אין תאים פנויים</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>שורה %1: קלף %n בתאים הפנויים, אך במשחק יש %2</numerusform>
            <numerusform>שורה %1: %n קלפים בתאים הפנויים, אך במשחק יש %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>שורה %1: קלף לא ידוע &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>שורה %1: %2 הוא ג׳וקר, והמשחק הזה משוחק בלי ג׳וקרים</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>שורה %1: שורת %2 שנייה (הראשונה היא שורה %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>בלוח של המשחק הזה יש %1 שורות עמודה, בזה יש %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>בלוח יש %1 קלפים, לא %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>שורה %1: הבסיס &apos;%2&apos; אינו כתוב כמו H-A או S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>שורה %1: %2 בסיסים, לא %3 (או %4 בצבעים מתחלפים)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>שורה %1: %2 בסיסים, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>שורה %1: הבסיס %2 לא יכול להכיל את הקלפים האלה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>שורה %1: בסיס בצבעים מתחלפים מתחיל באס, לא ב־%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>שורה %1: בבסיס %2 לא יכול לבוא אחרי %3: כל קלף גבוה בדרגה אחת מזה שמתחתיו</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>שורה %1: בבסיס %2 לא יכול לבוא אחרי %3: הצבעים מתחלפים</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>שורה %1: בסיס מכיל לכל היותר %2 קלפים, בזה יש %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>שורה %1: הבסיס &apos;%2&apos; אינו ערך כמו 5 או Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>שורה %1: קלפים שפניהם למטה, כמו [5H], מונחים מתחת לקלפים שפניהם למעלה, והקלף העליון בעמודה מונח כשפניו למעלה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>אורך הטקסט %1 תווים; לוח הוא לכל היותר %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>אין לוח בטקסט</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>שורה %1: הכללים %2 אינם מציינים אף משחק (שורת Rules: נראית כמו C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>בלוח יש %1 תאים פנויים; במשחק יש לכל היותר %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>כל הקלפים נמצאים על הבסיסים: אין מה לשחק</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>במצב יש %1 תאים פנויים, אך במשחק יש %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>במצב יש %1 עמודות, אך במשחק יש %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>במצב יש %1 בסיסים, אך במשחק יש %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>ב־%1 כל בסיס מתחיל בקלף משלו; המצב אינו מציין אף אחד</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>הבסיסים במצב מכילים קלפים מכל סדרה, אך ב־%1 כל בסיס מקבל סדרה אחת</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>התא הפנוי %1 מקבל רק %2, לא %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>במצב יש קלפים שפניהם למטה, אך ב־%1 כל הקלפים מחולקים כשפניהם למעלה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>הבסיסים מתחילים מהדרגה %1, אך ב־%2 הם מתחילים מהאס</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>הקובץ שלה {0} גדול מ־{1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>הקובץ שלה {0} אינו קובץ רגיל.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>לא ניתן לקרוא את הקובץ שלה {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>הקובץ שלה {0} פגום.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>הקובץ שלה {0} נפרס ליותר מ־{1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>אין בה {0} (אין רכיב &apos;{1}&apos; ב־SVG שלה).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>אין בה גב (אין רכיב &apos;back&apos; ב־SVG שלה).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>הקובץ שלה {0} אינו תמונת SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>החפיסה שלנו מצוירת, לא נטענת.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>הקובץ שלה {0} חסר.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>משהו השתבש</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt נתקל בשגיאה לא צפויה. המשחק ממשיך, אך ייתכן שמשהו לא יעבוד כראוי.

הפרטים נמצאים ב־{0}; נא לצרף קובץ זה בעת דיווח על הבעיה.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt נתקל בשגיאה לא צפויה. המשחק ממשיך, אך ייתכן שמשהו לא יעבוד כראוי. לא ניתן היה לכתוב את הפרטים לתיקיית הנתונים.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>צבעים מתחלפים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>אותה סדרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>כל סדרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>כלום: אין בנייה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>כל קלף</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>מלכים בלבד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>כפי שהתאים הפנויים והעמודות מאפשרים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>כל רצף בבת אחת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>קלף אחד בכל פעם</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>סדרה, מהאס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>סדרה, מהקלף הראשון שחולק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>סדרה, מהדרגה של הקלף הראשון, כולם עולים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>דרגה, מארבעה קלפים שחולקו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>צבעים מתחלפים, משני אסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>סדרה, פעמיים מסביב מארבעה אסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>דרגה, בסיס אחד, כל האסים קודם</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>כל מלך פותח עמודה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>כל מלך פותח עמודה, אסים עולים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>שורה אחר שורה, אסים למעלה</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;חלוקה:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>&amp;בסיסים עולים לפי:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;עמודות:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>קלפים &amp;שמחולקים לתאים:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>ח&amp;פיסות:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>שורה אחר שורה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>אסים ושתיים הכי עמוק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>כל סדרה לעמודה שלה</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>תא לכל &amp;סדרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>כמו בארבעה צבעים: התא הפנוי a מקבל רק תלתן, b יהלום, c לב ו־d עלה.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>ב&amp;נייה יורדת לפי:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>&amp;לעמודות ריקות נכנס:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>ה&amp;זזת רצפים:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>אתגרים יומיים</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>שחק</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>החלוקות של היום</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>גביעים</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>הישג</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>איך משיגים אותו</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>חלוקה {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>נוצחה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>אתגרים נספרים רק בחודש שלהם: אי אפשר עוד לשחק ביום הזה עבור האתגר שלו.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>יום %n הושלם ב־{0}.</numerusform>
            <numerusform>%n ימים הושלמו ב־{0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>הושג: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} ביום %n.</numerusform>
            <numerusform>{0} ב־%n ימים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>ימים שהושלמו ברצף: %n</numerusform>
            <numerusform>ימים שהושלמו ברצף: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(השיא: %n).</numerusform>
            <numerusform>(השיא: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>אבני דרך שהושגו: {0} ימים.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>&amp;אתגרים יומיים...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>האתגר היומי של {0}, {1}: חלוקה {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>הושג: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>אס %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>נסיך %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>מלכת %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>מלך %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>אס אדום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>אס שחור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>נסיך אדום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>נסיך שחור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>מלכה אדומה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>מלכה שחורה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>מלך אדום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>מלך שחור</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>הג׳וקר הראשון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>הג׳וקר השני</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>%1 אדום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>%1 שחור</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>כל %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 לא יכול לעלות: הבסיסים מקבלים עכשיו %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>אס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>נסיך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>מלכה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>מלך</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 לא יכול לעבור על %2: מלך לא עובר על אף קלף, הוא רק ממלא עמודה ריקה.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 לא יכול לעבור על %2: %3 עובר על %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>אף קלף מהרצף מ־%1 עד %2 לא עובר על %3: שום דבר לא עובר על אס.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>אף קלף מהרצף מ־%1 עד %2 לא עובר על %3, שמקבל %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>במשחק הזה אין תאים פנויים; אין תא פנוי %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>במשחק הזה יש רק תא פנוי a; אין תא פנוי %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>במשחק הזה יש תאים פנויים a עד %1; אין תא פנוי %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>קלף אחד מעמודה %1 עובר על %2, לא %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>קלף %n מעמודה %1 עובר על %2, לא %3.</numerusform>
            <numerusform>%n קלפים מעמודה %1 עוברים על %2, לא %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>רק הקלף התחתון של עמודה %1 יכול לעבור לשם.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>רק הקלף התחתון (%n) של עמודה %1 יוצר רצף.</numerusform>
            <numerusform>רק %n הקלפים התחתונים של עמודה %1 יוצרים רצף.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 אף פעם לא עובר לעמודה, אפילו לא לעמודה ריקה: ג׳וקר עובר לתא פנוי או עולה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>בסיס הג׳וקרים ריק.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>שום דבר לא עובר על ג׳וקר (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 עולה רק אחרי שהבסיסים של התלתן, העלה והלב הושלמו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>עמודה %1 ריקה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>התא הפנוי %1 ריק.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>קלף שפניו למטה אינו יכול לזוז: הוא נהפך כשפניו למעלה ברגע שהקלפים שעליו עוזבים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>ערימת הרזרבה %1 ריקה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>ערימת הרזרבה %1 מלאה: היא מכילה %2 קלפים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>ערימת רזרבה מקבלת קלף אחד בכל פעם.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>בערימת הרזרבה %1 יש קלפים: ערימת רזרבה מקבלת קלפים רק כשהיא ריקה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>אי אפשר להניח קלף על ערימת הרזרבה: היא רק נותנת קלפים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>קלפים לא יכולים לחזור מהבסיסים: האפשרות כבויה בהעדפות.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>הבסיס %1 ריק.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>במשחק הזה יש עמודות 1 עד %1; אין עמודה %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>במשחק הזה יש %1 בסיסים; אין בסיס %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>במשחק הזה רק מלך, או רצף שבראשו מלך, ממלא עמודה ריקה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>במשחק הזה הבסיסים מתחילים מ־%1: רק קלף בדרגה %2, או רצף שבראשו קלף כזה, ממלא עמודה ריקה.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>במשחק הזה עמודה ריקה נשארת ריקה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>במשחק הזה קלפים עוברים מעמודה לעמודה אחד בכל פעם.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 לא יכול לעלות: הבסיס %2 מתחיל מהדרגה %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>הקלף העליון בעמודה %1 מונח כשפניו למטה כל עוד יש קלף בתא הפנוי %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>ערימה %1 נמצאת מתחת לערימה %2, שיש בה קלף.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>ערימה %1 נמצאת מתחת לערימה %2: רק כל %3 הקלפים של ערימה %2 יחד יכולים לרדת עליה.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>התא הפנוי %1 מקבל רק %2, לא %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>במשחק הזה קלפים נשארים על הבסיסים.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>במשחק הזה שום קלף לא עובר על עמודה.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 לא יכול לעלות: הבסיסים מקבלים עכשיו את הדרגות האלה: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>בסיס %1 מלא.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>בסיס %1 מקבל עכשיו דרגה %2, לא %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 קלפים מחולקים לתאים הפנויים, אך יש רק %2 תאים פנויים: יש לבחור יותר תאים או פחות קלפים.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>אפשר לסיים את המשחק רק כשאף עמודה אינה מכילה יותר מקלף אחד.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>קוד משחק &apos;%1&apos;: &apos;%2&apos; אינו פותח קוד של אף משחק.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>קוד משחק &apos;%1&apos;: חלק התאים &apos;%2&apos; חייב להיות C0 עד C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>קוד משחק &apos;%1&apos;: %2 תאים פנויים מחוץ לטווח (%3 עד %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>קוד משחק &apos;%1&apos;: %2 משוחק עם %3 תאים פנויים.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>קוד משחק &apos;%1&apos;: לא ניתן לקרוא את חלק הכללים שלו (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>קוד משחק &apos;%1&apos; ארוך מכל קוד.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 לא יכול לעלות: הבסיס %2 מתחיל באס.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 עוד לא יכול לעלות: קודם %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>קלף אף פעם לא עובר מתא פנוי אחד לאחר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>קלף מבסיס חוזר לעמודה בלבד.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>התא הפנוי %1 תפוס.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 קלפים, לכל היותר %2 יכולים לעבור עכשיו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>אי אפשר לסיים את המשחק מכאן.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 לא יכול לעלות: הבסיס מקבל עכשיו את הדרגה %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>בסיס %1 מקבל עכשיו %2, לא %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>רק הקלף העליון של תא פנוי או של בסיס יכול לזוז.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>קלפים עולים לבסיס אחד בכל פעם.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>תא פנוי מכיל קלף אחד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>במשחק הזה רק רצף שלם ממלך עד אס בצבעים מתחלפים עולה, כל 13 הקלפים בבת אחת.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>כל בסיס מכיל רצף.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>אפשר לסיים את המשחק רק כשכל עמודה מורכבת מרצפים שלמים ממלך עד אס.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>כשכל מלך פותח עמודה, המשחק צריך מספר עמודות כמספר המלכים (%1) או אחת יותר, לא %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>כשקלף בתא פנוי הופך את הקלף העליון בעמודה שלו כשפניו למטה, כל תא פנוי צריך עמודה משלו: %1 תאים פנויים, %2 עמודות.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>המשחק נוצח.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>אפשר לסיים את המשחק רק כשכל עמודה היא רצף אחד.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>אפשר לסיים את המשחק רק כשכל קלף שנותר יכול לעלות מהמקום שבו הוא נמצא, אחד אחרי השני.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>אין מה לבטל.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>אין מה לבצע מחדש.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>אין נקודה %1 בהיסטוריה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos; אינו מספר חלוקה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>מספר החלוקה %1 מחוץ לטווח (1 עד %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>מספר חלוקה חייב להיות מספר שלם, לא %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>קוד משחק &apos;%1&apos;: &apos;%2&apos; אינו אות A עד Z, ספרה או מקף.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>קוד משחק &apos;%1&apos; חייב להיות בן שלושה חלקים, כמו FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>קוד משחק &apos;%1&apos;: גרסת התבנית &apos;%2&apos; אינה 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>קוד משחק &apos;%1&apos;: חלק החלוקה &apos;%2&apos; חייב להיות 7 אותיות A עד Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>קוד משחק &apos;%1&apos;: החלוקה %2 מחוץ לטווח (1 עד %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>קלפים לא יכולים לחזור מהבסיסים במשחק הזה: הוא התחיל כשהחזרה כבויה.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>אתגרים וחלוקות קלות</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>לנצח בחלוקת פריסל עם מעט תאים פנויים ככל שהפותר צריך לה. כל חלוקה למטה מופיעה תחת המספר הקטן ביותר של תאים פנויים שאיתו אפשר לנצח בה.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>תא פנוי אחד (%1 חלוקות)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>תא פנוי %n (%1 חלוקות)</numerusform>
            <numerusform>%n תאים פנויים (%1 חלוקות)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;מינימום תאים:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;שחק באתגר</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>&amp;למתחילים: חלוקה קלה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>חלוקת פריסל אקראית עם ארבעה תאים פנויים שהפותר מדרג כקלה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;אסים למעלה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>פריסל עם ארבעת האסים על הבסיסים לפני המשחק: משחק קל יותר</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>חלוקה %1 עם תא פנוי אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>חלוקה %1 עם תא פנוי %n</numerusform>
            <numerusform>חלוקה %1 עם %n תאים פנויים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>אתגר: מינימום &amp;תאים...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>את&amp;גרים וחלוקות קלות...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>&amp;למתחילים: חלוקה קלה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>אסים למעלה: פריסל &amp;נוח יותר</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>אתגר: חלוקה %1 עם תא פנוי אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>אתגר: חלוקה %1 עם תא פנוי %n</numerusform>
            <numerusform>אתגר: חלוקה %1 עם %n תאים פנויים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>אתגר מינימום התאים מיועד לחלוקות פריסל שחולקו לפי מספר.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>מינימום התאים מגיע עם דירוג הקושי, שמוסתר כל עוד הכרעת הפותר מוסתרת: יש להפעיל אותה בהעדפות.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>מחשב את מינימום התאים...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>אי אפשר לנצח בחלוקה הזו, ולכן אין לה אתגר.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>הפותר לא הצליח לקבוע את מינימום התאים הפנויים לחלוקה הזו במסגרת התקציב שלו, ולכן הוא לא מציע אתגר.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>אתגר מינימום תאים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>אתגר: לנצח בחלוקה הזו עם תא פנוי אחד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>הפותר מנצח בחלוקה %1 עם תא פנוי אחד ולא פחות. אותה חלוקה מתחילה מחדש עם מספר התאים הזה.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>אתגר: לנצח בחלוקה הזו עם תא פנוי %n</numerusform>
            <numerusform>אתגר: לנצח בחלוקה הזו עם %n תאים פנויים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>הפותר מנצח בחלוקה %1 עם תא פנוי %n ולא פחות. אותה חלוקה מתחילה מחדש עם מספר התאים הזה.</numerusform>
            <numerusform>הפותר מנצח בחלוקה %1 עם %n תאים פנויים ולא פחות. אותה חלוקה מתחילה מחדש עם מספר התאים הזה.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;התחלת האתגר</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>ניצחת באתגר: חלוקה %1 עם תא פנוי אחד!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>ניצחת באתגר: חלוקה %1 עם תא פנוי %n!</numerusform>
            <numerusform>ניצחת באתגר: חלוקה %1 עם %n תאים פנויים!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>פריסל עם אסים למעלה: ארבעת האסים מתחילים על הבסיסים. התוצאות שלו נשמרות בנפרד מאלה של פריסל.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>הקובץ גדול מ־%1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>הקובץ אינו טקסט (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>הקובץ ריק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>הקובץ אינו JSON תקין (שורה %1, עמודה %2: %3); ייתכן שהוא נקטע</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>הקובץ אינו JSON תקין (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>לא ניתן לקרוא את הקובץ (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>הקובץ אינו מכיל משחק שמור (אין אובייקט JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>הקובץ אינו משחק של FreeCell Qt (תבנית %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>לקובץ אין מספר גרסה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>הקובץ נכתב על ידי FreeCell Qt חדש יותר (גרסה %1); יש לעדכן את היישום כדי לפתוח אותו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>גרסת קובץ לא ידועה %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>זמן המשחק חייב להיות מספר שניות, 0 או יותר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>מספר הרמזים חייב להיות מספר שלם, 0 או יותר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>הקובץ אינו מכיל משחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>המשחק בקובץ אינו תקין: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>במשחק יש %1 צעדים, יותר מ־%2 המותרים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>בצעד %1 יש יותר מ־%2 המהלכים שצעד יכול להכיל</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>במשחק יש יותר מ־%1 המהלכים המותרים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>זמן המשחק ארוך מ־%1 שנים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>מספר הרמזים גדול מ־%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>הקובץ אינו קובץ רגיל (תיקייה, התקן או צינור)</translation>
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
        <translation>לקלף הזה אין לאן ללכת.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>הצגה חוזרת: יש ללחוץ על &apos;המשך מכאן&apos; כדי לשחק, או על Esc כדי לחזור למשחק שלך.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>היסטוריית ביטול</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>יש לבחור נקודה כדי להחזיר אליה את המשחק. צעדים שבוטלו מוצגים באפור ואפשר לבצע אותם מחדש עד שתבצע מהלך חדש.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>צעדים ששוחקו</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>מס׳</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;מעבר</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>בוטל: אפשר לבצע מחדש</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>המשחק נמצא כאן עכשיו</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>חלוקה</translation>
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
        <translation>איך משחקים</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>סיום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;כשכל עמודה היא רצף אחד, המשחק כמעט נוצח: הכפתור &lt;b&gt;סיום&lt;/b&gt; מעלה את כל הקלפים. כשהאפשרות &lt;i&gt;סיום אוטומטי&lt;/i&gt; פעילה, זה קורה מעצמו. אם לא נותר אף מהלך, אפשר לבטל, להתחיל את החלוקה מחדש או להתחיל משחק חדש.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;כל קלף שמונח על בסיס מזכה ב־10 נקודות וכל קלף שמשוחק מתא פנוי לעמודה ב־5 נקודות; קלף שמוחזר מבסיס עולה 10 נקודות. ביטול מחזיר גם את הנקודות, והניקוד אף פעם לא יורד מתחת לאפס.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>מספרי חלוקה וקודי משחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;לכל חלוקה יש מספר מ־1 עד 2,147,483,647, כמו במשחק הקלאסי של Windows, ואותו מספר נותן את אותו ערבוב בכל משחק, כשהוא מחולק לפי הפריסה של אותו משחק: חלוקת פריסל 11982 היא המפורסמת שאי אפשר לנצח בה. &lt;b&gt;קוד משחק&lt;/b&gt; כגון &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; מציין את המשחק, את התאים הפנויים שלו ואת החלוקה, כך שחבר שמקליד אותו ישחק בדיוק באותו משחק. אפשר להשתמש ב־&lt;i&gt;בחירת חלוקה לפי מספר או קוד&lt;/i&gt; כדי להקליד כל אחד מהם.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>רמת קושי וחלוקות פתירות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;כל חלוקה מדורגת ברמה &lt;b&gt;קל&lt;/b&gt;, &lt;b&gt;בינוני&lt;/b&gt;, &lt;b&gt;קשה&lt;/b&gt; או &lt;b&gt;מומחה&lt;/b&gt;. הדירוג סופר את המספר הקטן ביותר של תאים פנויים שאיתו עדיין אפשר לנצח בחלוקה (הפותר מנסה עם התאים של המשחק, אחר כך עם אחד פחות, וכן הלאה), ואחר כך כמה זמן הפותר נאלץ לחפש ניצחון: כל תא שחלוקה צריכה שוקל כמו חיפוש ארוך פי עשרה. הוא מבוסס על ספירת מצבים, לא על זמן, ולכן אותה חלוקה מקבלת אותו דירוג בכל מחשב.&lt;/p&gt;&lt;p&gt;ב־&lt;i&gt;משחק חדש עם אפשרויות&lt;/i&gt;, האפשרות &lt;i&gt;רק חלוקות פתירות&lt;/i&gt; מחלקת חלוקה אקראית רק אחרי שהפותר מצא לה ניצחון, והאפשרות &lt;i&gt;רמת קושי&lt;/i&gt; מבקשת חלוקה אקראית בדירוג הזה. בזמן שהפותר מחפש, אפשר להמשיך לשחק; &lt;b&gt;Esc&lt;/b&gt; עוצר את החיפוש.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>משחק עם קורא מסך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;השולחן מודיע לקורא המסך על איזו ערימה נמצאת המסגרת, למשל &lt;i&gt;7 לב, עמודה 3, 5 קלפים, קלף עליון&lt;/i&gt; או &lt;i&gt;תא פנוי b, ריק&lt;/i&gt;, ומכריז על כל מהלך, על הקלפים שעולים מעצמם, על הסיבה שמהלך נדחה, על רמזים, על האם עדיין אפשר לנצח בחלוקה, ועל הניצחון. כדי לשמוע את השולחן: &lt;b&gt;R&lt;/b&gt; מקריא כל קלף בערימה שעליה נמצאת המסגרת, &lt;b&gt;L&lt;/b&gt; מקריא את התאים הפנויים, &lt;b&gt;U&lt;/b&gt; את הבסיסים, ו־&lt;b&gt;Alt&lt;/b&gt; עם ספרה מקריא את העמודה הזו (&lt;b&gt;Alt+3&lt;/b&gt; עמודה 3). ההקראה אינה מזיזה אף קלף ואף מסגרת.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;מקשי החיצים מזיזים מסגרת בין הערימות; &lt;b&gt;רווח&lt;/b&gt; או &lt;b&gt;Enter&lt;/b&gt; מרים את הקלפים שם ומניח אותם על הערימה הבאה שתבחר; &lt;b&gt;Esc&lt;/b&gt; משחרר. אפשר גם להקליד מהלך: מספר עמודה, ואז לאן הוא הולך (עמודה אחרת, תא פנוי, או &lt;b&gt;h&lt;/b&gt; לבסיס). &lt;b&gt;3&lt;/b&gt; ואז &lt;b&gt;h&lt;/b&gt; שולח את הקלף החשוף של עמודה 3 לבסיס שלו.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;עמודות 10 ומעלה מוקלדות %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;לערימות %1 ומעלה אין מקש משלהן: מגיעים אליהן במקשי החיצים, ימינה ושמאלה לאורך שכבה, למעלה ולמטה לשכבה שמעל או מתחת.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;התאים הפנויים מסומנים באותיות &lt;b&gt;a&lt;/b&gt; עד &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; הוא הבסיס): &lt;b&gt;3&lt;/b&gt; ואז &lt;b&gt;a&lt;/b&gt; מעביר את הקלף החשוף של עמודה 3 לתא הפנוי הראשון.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>איך משחקים %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>מקלדת</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>שיעור</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>דילוג</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>מעבר לצעד הבא</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>יציאה מהשיעור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>חזרה למשחק שלך (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>משחק בחלוקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>יציאה מהשיעור ומעבר למשחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>שיעור חוזר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>השיעור פעם נוספת, מצעד 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>מעבר השיעור עכשיו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>לא, תודה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>השיעור נשאר בתפריט העזרה</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>&amp;שיעור ראשון</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>יציאה מהשיעור</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>פעם ראשונה בפריסל?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>שיעור קצר: שמונה צעדים על חלוקה קטנה, כשלוש דקות. המשחק שלך מחכה בינתיים.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>השיעור זמין תמיד בתפריט העזרה: &apos;שיעור ראשון&apos;.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>כל הכבוד!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>ניצחת בחלוקה של השיעור, ועכשיו כל המהלכים של פריסל מוכרים לך. אפשר לבחור &apos;משחק בחלוקה&apos;, או לעבור את השיעור שוב.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>צעד {0} מתוך {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>קלף מונח על קלף בדרגה אחת גבוהה יותר ובצבע השני, למשל נסיך אדום על מלכה שחורה. יש לגרור את {0} אל {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>התאים הפנויים, למעלה משמאל, מחזיקים כל אחד קלף אחד כלשהו. יש להעביר את {0} לתא פנוי כדי לחשוף את הקלף שמתחתיו.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>בבסיסים, למעלה מימין, כל סדרה נבנית מהאס ומעלה. יש להעלות את {0}: לגרור אותו לשם או ללחוץ עליו לחיצה כפולה. במשחקים שלך, קלפים שאף קלף כבר לא צריך עולים מעצמם (העברה אוטומטית).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>קלפים מסודרים בצבעים מתחלפים זזים יחד: לכל היותר (תאים פנויים + 1) × 2^(עמודות ריקות), כאן {0}. יש לגרור את {1} אל {2}; הקלפים שמתחתיו יבואו איתו.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>המשחק דוחה מהלך שהכללים אינם מתירים, ומסביר למה בתחתית החלון. כדאי לנסות.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>המשחק דוחה מהלך שהכללים אינם מתירים, ומסביר למה בתחתית החלון. כדאי לנסות: יש לגרור את {0} אל {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>יש לבצע מהלך כלשהו, ואז לבטל אותו בביטול פעולה (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>אפשר לבטל כל מהלך: יש ללחוץ עכשיו על Ctrl+Z (ביטול פעולה).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>המשחק אמר: „{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>לא ברור מה לעשות? יש ללחוץ על H (רמז): המשחק מסמן מהלך טוב.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>עכשיו לנצח בחלוקה: כל קלף לבסיס שלו. אפשר להיעזר ברמזים (H) כרצונך; סיום (Ctrl+F) מעלה את השאר ברגע שהם מסודרים.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>אי אפשר לעשות זאת מכאן. אפשר לבטל מהלכים בביטול פעולה (Ctrl+Z), או ללחוץ על &apos;דילוג&apos;.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>כפתורים נוספים</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>משחק חדש &amp;עם אפשרויות...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;הפעלה מחדש של החלוקה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;בחירת חלוקה לפי מספר או קוד...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>חלוקה &amp;יומית</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>העתקת &amp;קוד משחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>העתקת &amp;מצב</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>ה&amp;דבקת מצב</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;סידור מצב...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;פתיחת משחק...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;שמירת משחק בשם...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול פעולה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;חוזר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;היסטוריית ביטול...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;סקירת המשחק...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>סי&amp;ום</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>מסך &amp;מלא</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;סרגל כלים</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;העדפות...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;איך משחקים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>א&amp;ודות FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>החלוקה היומית {0}: {1} חלוקה {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} חלוקה {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>שיעור ראשון</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>היא כבר לא מותקנת.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>אי אפשר להשתמש בחפיסת הקלפים &apos;{0}&apos;: {1} הקלפים הם של FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>המצב הועתק ללוח כטקסט.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>מ&amp;שחק</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;מהלך</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;הגדרות</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>סרגל כלים</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>ניקוד: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>מהלכים: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>זמן: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>זו החלוקה היומית של היום; &apos;הפעלה מחדש של החלוקה&apos; משחקת אותה מההתחלה.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>החלוקה היומית של {0}: אותה חלוקה לכולם היום.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} הועתק ללוח.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;הודעות...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>ההודעות האחרונות של שורת המצב</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>הודעות</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>הודעות אחרונות, החדשה ביותר בסוף</translation>
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
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>מותאם אישית</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>אפשר &amp;החזרת קלפים מהבסיסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>אפשרות של כל משחק, כמו בהעדפות</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;תאים פנויים:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>חלוקה &amp;אקראית</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>מספר חלוקה או &amp;קוד משחק:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>&amp;רק חלוקות פתירות</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>לחלק חלוקה אקראית רק אחרי שהפותר הוכיח שאפשר לנצח בה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>כלשהי</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>למשל 11982 או FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>חלוקה</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>ק&amp;ושי:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>מספרי החלוקה הם מ־1 עד %1, אותו ערבוב בכל משחק.&lt;br&gt;קודי משחק נראים כמו FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>את&amp;גרים וחלוקות קלות...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. אלה הכללים של %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>קוד משחק: עדיין אין</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>קוד משחק: חלוקה אקראית — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>קוד משחק: %1 — %2, חלוקה %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>פאר: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>המהלכים שלך כפי שהפאר סופר אותם (כל מהלך, כולל המהלכים לבסיסים והאוטומטיים), והפאר של החלוקה: המספר הקטן ביותר של מהלכים שנמצא לניצחון בה</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>לא ניתן היה לקרוא את קובץ ההגדרות {0}; נעשה שימוש בברירות המחדל.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>לא ניתן היה לקרוא את קובץ ההגדרות; הוא נשמר בשם {0} ונעשה שימוש בברירות המחדל.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>לא ניתן לשמור את ההגדרות ב־{0}; השינויים יישמרו רק עד ש־FreeCell Qt ייסגר.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>העדפות</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;העברה אוטומטית של קלפים בטוחים לבסיסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;סיום אוטומטי כשכל עמודה היא רצף</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>לחיצה &amp;יחידה שולחת קלף לבסיס שלו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>לחיצה להז&amp;זה: לחיצה על קלף, ואז על מקומו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>&amp;אפשר להחזיר קלפים מהבסיסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>חפיסה בארבעה &amp;צבעים (תלתן ירוק, יהלום כחול)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>חפיסה עם &amp;מדדים גדולים (ערך וסדרה גדולים בפינות)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>אפקטים &amp;קוליים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;חידוש המשחק האחרון בהפעלה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>הצגה אם עדיין אפשר ל&amp;נצח במשחק</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>לחיצה מרימה קלף ואת הרצף שעליו; לחיצה על ערימה אחרת מניחה אותם שם, ולחיצה על הלבד או Esc מחזירה אותם. לחיצה יחידה מרימה אז קלף במקום לשלוח אותו לבסיס שלו; לחיצה כפולה עדיין שולחת אותו.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>ה&amp;כפלה: (תאים פנויים + 1) × 2^עמודות ריקות</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;ליניארי: (תאים פנויים + 1) × (עמודות ריקות + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>כללים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>קלפים שהעברת רצף יכולה לשאת:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>במשחקים שבהם עמודות ריקות מקבלות רק מלכים, או כלום, עוברים בבת אחת תאים פנויים + 1 קלפים. שינויי כללים חלים מיד, גם על המשחק הנוכחי.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>מהיר</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>רגיל</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>כמו המערכת</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>בהיר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>כהה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>לבד ירוק, כהה במצב כהה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>לבד ירוק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>לבד כחול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>לבד כהה</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>מופעל: לבד שחור, קלפים וערימות עם קווי מתאר</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>סריג כחול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>מעוינים אדומים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>גלים ירוקים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>התאמה לחלון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>גדול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>קטן</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>איטי</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>מהי&amp;רות הפתרון:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>מראה</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;ערכת צבעים:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>ש&amp;ולחן:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>ניגודיות ג&amp;בוהה:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>גו&amp;דל הקלפים:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>הפחתת תנועה: הקלפים עוברים ישר למקומם, בלי &amp;טקס ניצחון</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>מופעל כברירת מחדל כששולחן העבודה מבקש פחות הנפשה. הפתרון עדיין משחק מהלך אחד בכל פעם, במהירות שלו.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>קלפים</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>החפיסה של FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>תצוגה מקדימה של החפיסה: אס, מלך והגב</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>חפיס&amp;ת קלפים:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;גב הקלף:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>אפשרות זו משנה רק את החפיסה של FreeCell Qt; החפיסה שנבחרה מביאה פנים וגב משלה.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>אי אפשר להשתמש בחפיסה &apos;{0}&apos;: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>מהירות הנ&amp;פשה:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>מערכת</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;שפה:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;אישור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;סגירה</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>ביטול</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>הפסקת החיפוש אחר חלוקה (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>רמת קושי: מדרג...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>מחשב כמה קשה החלוקה הזו</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>רמת קושי: לא מדורג</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>אי אפשר לנצח בחלוקה הזו, ולכן אין לה רמה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>הפותר לא הכריע דבר במסגרת התקציב שלו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>רמת קושי: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>החיפוש אחר חלוקה הופסק; המשחק הנוכחי לא השתנה.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>מחפש חלוקה פתירה... (מועמדת %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>מחפש חלוקה בדירוג %1... (מועמדת %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>חלוקה %1, מדורגת %2 (מועמדת %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>חלוקה %1, הוכח שאפשר לנצח בה (מועמדת %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>אין חלוקה מתאימה מבין %1 שנוסו; המשחק הנוכחי לא השתנה.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>פתיר ללא תאים פנויים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>פתיר עם תא פנוי אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>פתיר עם תא פנוי %n</numerusform>
            <numerusform>פתיר עם %n תאים פנויים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; נבדקו %2 מצבים.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>הצגה חוזרת</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>אחורה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>צעד אחד אחורה</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>נגן</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>קדימה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>צעד אחד קדימה</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>יש לגרור לכל נקודה במשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>נקודה במשחק</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>המשך מכאן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>לשחק בעצמך את המשחק הזה מהנקודה המוצגת; אפשר לבצע מחדש צעדים מאוחרים יותר</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>הצגה חוזרת: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>המשחק שלך עכשיו, מצעד {0}. &apos;ביצוע חוזר&apos; ממשיך לפי ההצגה החוזרת.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>צעד {0} מתוך {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>תוצאות לאורך זמן</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} משחקים, {1} ניצחונות</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>עדיין אין משחקים שהסתיימו.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>משחק {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>{0} המשחקים האחרונים, הישן ביותר משמאל</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>אחוז ניצחונות</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>סקירת המשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>בוחן כל נקודה במשחק עם הפותר...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>סוקר</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>נקודות במשחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>מס׳</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>הכרעה</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;המשך לשחק מכאן</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>הצגת הפ&amp;תרון</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>הפאר של החלוקה הוא {0} מהלכים; המשחק שלך, בספירה באותה דרך (כולל מהלכים אוטומטיים): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>החלוקה</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>פתיר</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>אבוד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>אי אפשר לנצח בחלוקה הזו מתחילתה.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>לא נמצא ניצחון מהחלוקה בזמן המוקצב.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>ניצחת: אף מהלך לא הפסיד את המשחק.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>עדיין אפשר לנצח במשחק מהמקום שבו הוא נמצא: אף מהלך לא הפסיד אותו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>מהלך {0} הפסיד את המשחק: אפשר היה לנצח לפניו, ולא אחריו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>אפשר היה לנצח במשחק עד מהלך {0}; אחריו לא נמצא ניצחון בזמן המוקצב.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>שיחקת מהלך אחד; הפותר מנצח מהחלוקה ב־{0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>שיחקת מהלך %n; הפותר מנצח מהחלוקה ב־{0}.</numerusform>
            <numerusform>שיחקת %n מהלכים; הפותר מנצח מהחלוקה ב־{0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>הסקירה נסגרה: משחק אחר מתנהל.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>פריסת השולחן</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>פריסל</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>פורסל</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>המשחק של האופה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>המשחק של האופה – מלכים בלבד</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>שמונה בחוץ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>שמונה בחוץ כפול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>מגדלי סיהייבן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>מגדלי סיהייבן מקל</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>מגדלי סיהייבן כפולים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>פריסל מקל</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>פריסל אתגר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>פריסל אתגר־על</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>שבע על ארבע</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>שבע על חמש</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>באת׳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>פריסל כפול (מסורתי)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>פריסל כפול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>פריסל משולש</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>תיקון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>תא 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>תא גדול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>עמוק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>פינגווין</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>אופוס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>טוקסידו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>עלה כותרת</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>נטיפים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>קלינק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>ספיידרסלס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>פוטלינג</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>פוטלינג כפול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>מלכים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>זנב החתול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>נחש</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>פמליה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>מפקדה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>לימפופו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>מחט</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>ערימת שחת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>קלשון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>פליפר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>אנטארס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>אופרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>סרלאק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>מכשול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>משחק מותאם אישית</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>פריסל, אסים למעלה</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, ללא תאים פנויים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, תא פנוי אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, תא פנוי %n</numerusform>
            <numerusform>%1, %n תאים פנויים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>ללא תאים פנויים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>תא פנוי אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>תא פנוי %n</numerusform>
            <numerusform>%n תאים פנויים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>עמודה %n</numerusform>
            <numerusform>%n עמודות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>אין בנייה על העמודות</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>בנייה לפי סדרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>בנייה ללא קשר לסדרה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>בנייה בצבעים מתחלפים</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>רק מלכים בעמודות ריקות</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>עמודות ריקות נשארות ריקות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>כל קלף בעמודות ריקות</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>רצפים בכל אורך עוברים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>קלף אחד בכל פעם</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>רצפים עוברים דרך תאים פנויים ועמודות ריקות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>רצפים עוברים דרך תאים פנויים</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>ערימה %n</numerusform>
            <numerusform>%n ערימות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>אסים ושתיים מחולקים הכי עמוק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>הדרגה של הקלף הראשון קובעת את הבסיס, כל הקלפים בדרגה הזו פותחים את הבסיסים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>הקלף הראשון שחולק קובע את הבסיס</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>מלך עובר על אס בעמודות</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>מלך בראש כל עמודה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>כל מלך שמחולק פותח עמודה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>האסים עולים כשהם מחולקים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>האסים מתחילים על הבסיסים</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>קלף בתא פנוי הופך את הקלף העליון בעמודה שלו כשפניו למטה</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>העמודות בחצי הימני נבנות לפי סדרה, נותנות כל קלף שלהן ומקבלות מלכים כשהן ריקות</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>בכל עמודה כל הקלפים פרט לאחרון כשפניהם למטה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>ערימות בשכבות חופפות: ערימה שמתחת לערימה שיש בה קלפים לא נותנת ולא מקבלת, אבל יכולה לקבל את כל הקלפים של הערימה היחידה שמעליה</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>ערימת רזרבה %n, שמקבלת רצף כשהיא ריקה</numerusform>
            <numerusform>%n ערימות רזרבה, שכל אחת מהן מקבלת רצף כשהיא ריקה</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>ערימת רזרבה שמחולק לה קלף %n, ולא מקבלת קלפים בחזרה</numerusform>
            <numerusform>ערימת רזרבה שמחולקים לה %n קלפים, ולא מקבלת קלפים בחזרה</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>ערימת רזרבה שמחולק לה קלף %n, ומכילה עד %1</numerusform>
            <numerusform>ערימת רזרבה שמחולקים לה %n קלפים, ומכילה עד %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>ערימת רזרבה %n של עד %1 קלפים</numerusform>
            <numerusform>%n ערימות רזרבה של עד %1 קלפים כל אחת</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>במקום תאים פנויים, &lt;b&gt;ערימת רזרבה&lt;/b&gt; %n עומדת מימין לעמודות. ערימת רזרבה ריקה מקבלת רצף שלם בבת אחת מעמודה או מערימת רזרבה אחרת; ערימה שיש בה קלפים לא מקבלת דבר. כל רצף בראש ערימת רזרבה יכול לצאת ממנה, כולו או חלקו.</numerusform>
            <numerusform>במקום תאים פנויים, %n &lt;b&gt;ערימות רזרבה&lt;/b&gt; עומדות מימין לעמודות. ערימת רזרבה ריקה מקבלת רצף שלם בבת אחת מעמודה או מערימת רזרבה אחרת; ערימה שיש בה קלפים לא מקבלת דבר. כל רצף בראש ערימת רזרבה יכול לצאת ממנה, כולו או חלקו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>במקום תאים פנויים, &lt;b&gt;ערימת רזרבה&lt;/b&gt; %n עומדת מימין לעמודות. היא מקבלת כל קלף, אחד בכל פעם, עד שהיא מכילה %1 קלפים; רק הקלף העליון שלה יכול לצאת ממנה.</numerusform>
            <numerusform>במקום תאים פנויים, %n &lt;b&gt;ערימות רזרבה&lt;/b&gt; עומדות מימין לעמודות. כל אחת מהן מקבלת כל קלף, אחד בכל פעם, עד שהיא מכילה %1 קלפים; רק הקלף העליון שלה יכול לצאת ממנה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>במקום תאים פנויים, הקלף הראשון (%n) מחולק ל&lt;b&gt;ערימת רזרבה&lt;/b&gt; מימין לעמודות.</numerusform>
            <numerusform>במקום תאים פנויים, %n הקלפים הראשונים מחולקים ל&lt;b&gt;ערימת רזרבה&lt;/b&gt; מימין לעמודות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>אפשר לשחק את הקלף העליון שלה, אבל אי אפשר להניח עליה שום קלף.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>היא מקבלת כל קלף, אחד בכל פעם, עד שהיא מכילה קלף %n; רק הקלף העליון שלה יכול לצאת ממנה.</numerusform>
            <numerusform>היא מקבלת כל קלף, אחד בכל פעם, עד שהיא מכילה %n קלפים; רק הקלף העליון שלה יכול לצאת ממנה.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>המשחק משוחק עם %1 &lt;b&gt;ערימות&lt;/b&gt;, שבכל אחת מחולק קלף אחד, פניו למעלה, ב־%2 שורות (שכבות) של %3 ערימות מלמעלה. כל שכבה מונחת מעט נמוך יותר מזו שלפניה וחצי קלף הצידה, כך שכל ערימה, מלבד אלה שבשכבה התחתונה, נמצאת מתחת לערימה האחת או לשתי הערימות של השכבה הבאה שחופפות אותה.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>כל עוד יש קלף בערימה שמונחת מעליה, הערימה &lt;b&gt;חסומה&lt;/b&gt;: אף קלף שלה לא יכול לזוז ושום קלף לא עובר עליה. הערימות של השכבה התחתונה אף פעם אינן חסומות.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>מהלך אחד כן עובר לערימה חסומה: כשרק באחת מהערימות שמעליה עדיין יש קלפים, כל הקלפים של אותה ערימה יכולים לרדת עליה בבת אחת, אם הם יוצרים רצף שהקלף הראשון שלו מתאים לקלף החשוף שלה. הערימה שהם עוזבים חייבת להיות בעצמה פנויה, ולהכיל לא יותר קלפים ממה שמותר להעביר בבת אחת.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>האסים מתחילים על הבסיסים, ושאר הקלפים מחולקים שורה אחר שורה.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 קלפים מחולקים לעמודות, משמאל: %2. קודם מחולקים כשפניהם למטה, שורה אחר שורה, כל הקלפים בכל עמודה פרט לאחרון; אחר כך מחולקת שורה אחת כשפניה למעלה.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>קלף שפניו למטה אינו יכול לזוז ולא לקבל קלף, ולכן רצפים מורכבים מקלפים שפניהם למעלה בלבד. כשהקלפים שעליו עוזבים, הוא נהפך מיד כשפניו למעלה.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>על ערימת רזרבה שמקבלת אותו (ראו „השולחן”);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>רק הקלף החשוף של עמודה (זה ששום דבר לא מכסה) או הקלף העליון של ערימת רזרבה יכול לזוז. קלף יכול לעבור:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>כל תא פנוי שייך לעמודה: תא פנוי a לעמודה 1, b לעמודה 2, וכן הלאה. כל עוד יש קלף בתא פנוי, הקלף העליון בעמודה שלו מונח &lt;b&gt;כשפניו למטה&lt;/b&gt;: אי אפשר להזיז אותו, ואי אפשר להניח עליו שום קלף. עמודה ריקה עדיין מקבלת קלף או רצף, והקלף העליון שלהם נהפך מיד כשפניו למטה. ברגע שהתא הפנוי מתרוקן שוב, הקלף נהפך כשפניו למעלה.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>העמודות הן משני סוגים. עמודות 1 עד %1 נבנות כמתואר למעלה, ומקבלות כל קבוצת קלפים שהקלף הראשון שלה מתאים, ברצף או שלא. עמודות %2 עד %3 נבנות כלפי מטה לפי סדרה (7 לב על 8 לב); אפשר להזיז כל מספר מהקלפים שלהן בבת אחת, ברצף או שלא, כשהקלף הראשון של הקבוצה בראשה; ועמודה ריקה מביניהן מקבלת רק מלך, או קבוצה שבראשה מלך.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>רק %1 הערימות של השכבה העליונה מקבלות קלף כשהן ריקות: כל קלף, או רצף קצר מספיק, כשאין קלף באף ערימה שמעליהן. ערימה ריקה בכל שכבה אחרת נשארת ריקה, ורק הערימות הריקות של השכבה העליונה נחשבות לעמודות ריקות כשרצפים עוברים.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>רצף של קלפים חשופים בסוף עמודה, %1, יכול לעבור בבת אחת כשהוא קצר מספיק. עם &lt;i&gt;F&lt;/i&gt; תאים פנויים ריקים ו־&lt;i&gt;E&lt;/i&gt; עמודות ריקות (כולל עמודה ריקה שאליה הרצף עובר), הרצף הארוך ביותר שיכול לעבור הוא %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>לדוגמה, כשכל התאים הפנויים ועמודה אחת ריקים, %1 קלפים יכולים לעבור לעמודה אחרת או לעמודה הריקה עצמה.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>בסיסים נבנים לפי דרגה מארבעה קלפים שחולקו</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>שני בסיסים בצבעים מתחלפים מאס התלתן ומאס הלב</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>בסיס אחד לכל הקלפים: כל האסים, אחריהם כל ה־2, וכן הלאה עד המלכים</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>כל בסיס מקבל רצף שלם ממלך עד אס בצבעים מתחלפים</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;המשחק משוחק בחפיסה אחת וב&lt;b&gt;שני ג׳וקרים&lt;/b&gt;. יש להעביר את כל 54 הקלפים לחמשת &lt;b&gt;הבסיסים&lt;/b&gt;: ארבעה לפי סדרה, שכל אחד מהם נבנה כלפי מעלה מאס עד מלך, וחמישי שמקבל את שני הג׳וקרים, אבל רק אחרי שהבסיסים של התלתן, העלה והלב הושלמו (היהלום לא חייב).&lt;/p&gt;&lt;p&gt;ג׳וקר &lt;b&gt;אף פעם לא עובר לעמודה&lt;/b&gt;, אפילו לא לעמודה ריקה, ושום דבר לא עובר על ג׳וקר: יש להעביר אותו לתא פנוי, או להעלות אותו כשהבסיס שלו מקבל אותו. ג׳וקר שחולק בתוך רצף זז איתו, ונחשב לאס (הג׳וקר הראשון) או ל־2 (השני) בצבע משלו. רצף שעובר לעמודה ריקה מחשיב גם את העמודה הזו בין העמודות הריקות שמאפשרות לו לעבור.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>על הבסיס שלו, אם הוא הדרגה הבאה באותה סדרה; ג׳וקר על הבסיס החמישי אחרי שהתלתן, העלה והלב הושלמו.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>שני ג׳וקרים, שאף פעם לא עוברים לעמודה, ובסיס חמישי שמקבל אותם אחרי שהתלתן, העלה והלב הושלמו</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>ארבעה בסיסים, כל אחד לפי סדרה פעמיים מסביב מאס של החפיסה הראשונה</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>קלפים יכולים לחזור מהבסיסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>קלף אחד מחולק לתאים</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>קלף %n מחולק לתאים</numerusform>
            <numerusform>%n קלפים מחולקים לתאים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>המטרה</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל %1 הקלפים ל&lt;b&gt;בסיס&lt;/b&gt; היחיד. הוא מקבל &lt;b&gt;קודם את כל האסים&lt;/b&gt;, בכל סדר של סדרות, אחריהם את כל ה־2, אחר כך את כל ה־3, וכן הלאה עד המלכים, ללא קשר לסדרה: כל %2 הקלפים של דרגה לפני הדרגה הבאה.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל 52 הקלפים לארבעת &lt;b&gt;הבסיסים&lt;/b&gt;, שמקבלים כל סדרה. בסיס מקבל רק &lt;b&gt;רצף שלם&lt;/b&gt;: 13 הקלפים ממלך ועד אס בצבעים מתחלפים, שנמצאים בסוף עמודה, עולים יחד במהלך אחד, ללא קשר לתאים הפנויים ולעמודות הריקות. קלף אף פעם לא עולה לבדו. יש לגרור את הרצף מהמלך שלו, או ללחוץ על האס שלו.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;המשחק משוחק עם 2 חפיסות מעורבבות יחד. יש להעביר את כל 104 הקלפים לארבעת &lt;b&gt;הבסיסים&lt;/b&gt;, אחד לכל סדרה. ארבעת האסים של החפיסה הראשונה פותחים אותם, והם מחולקים לשם אחרונים, וכל בסיס נבנה כלפי מעלה לפי סדרה מהאס עד המלך ואז &lt;b&gt;סיבוב נוסף&lt;/b&gt;, מהאס השני עד המלך השני, עד שהוא מכיל 26 קלפים.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל 52 הקלפים לשני &lt;b&gt;הבסיסים&lt;/b&gt;. אס התלתן ואס הלב פותחים אותם, וכל אחד נבנה כלפי מעלה &lt;b&gt;בצבעים מתחלפים ללא קשר לסדרה&lt;/b&gt;, דרגה אחת בכל פעם, ומקיף פעמיים מהאס עד המלך עד שהוא מכיל 26 קלפים: על אס התלתן בא 2 אדום, אחריו 3 שחור, ואחרי המלך השחור שלו אס אדום. כשקלף מתאים לשני הבסיסים, מניחים אותו על זה שבוחרים.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל 52 הקלפים לארבעת &lt;b&gt;הבסיסים&lt;/b&gt;. ארבעת הקלפים האחרונים שחולקו פותחים אותם, אחד לכל בסיס, וכל אחד נבנה כלפי מעלה &lt;b&gt;לפי דרגה ללא קשר לסדרה&lt;/b&gt;, דרגה אחת בכל פעם וממלך חוזרים לאס, עד שהוא מכיל 13 קלפים: על 6 בא כל 7, אחריו כל 8, וכן הלאה עד ה־5. כשקלף מתאים ליותר מבסיס אחד, מניחים אותו על זה שבוחרים.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל 52 הקלפים לארבעת &lt;b&gt;הבסיסים&lt;/b&gt;, אחד לכל סדרה, שכל אחד נבנה כלפי מעלה מהאס עד המלך.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>השולחן</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>ארבעה צבעים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>פריסל גרמני</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>קינגסל</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>חפיסה %n</numerusform>
            <numerusform>%n חפיסות</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>כל סדרה מחולקת לעמודה משלה</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>תא פנוי לכל סדרה</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>הזזת קלפים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>עמודות ריקות</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>הזזת רצפים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>קלפים שחוזרים מהבסיסים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>מהלכים אוטומטיים</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;המשחק משוחק עם %1 חפיסות מעורבבות יחד. יש להעביר את כל %2 הקלפים ל־%3 &lt;b&gt;הבסיסים&lt;/b&gt;, %1 לכל סדרה, שכל אחד נבנה כלפי מעלה מהאס עד המלך; קלף עובר לכל בסיס של הסדרה שלו שהוא מתאים לו.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;יש להעביר את כל 52 הקלפים לארבעת &lt;b&gt;הבסיסים&lt;/b&gt;, אחד לכל סדרה.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;המשחק משוחק עם %1 חפיסות מעורבבות יחד. יש להעביר את כל %2 הקלפים ל־%3 &lt;b&gt;הבסיסים&lt;/b&gt;, %1 לכל סדרה; קלף עובר לכל בסיס של הסדרה שלו שהוא מתאים לו.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>הדרגה של הקלף הראשון בערבוב קובעת את &lt;b&gt;הבסיס&lt;/b&gt;: כל קלף בדרגה הזו פותח בסיס לפני החלוקה, וכל בסיס נבנה כלפי מעלה לפי סדרה מהדרגה הזו, וממלך חוזרים לאס. כשהבסיס הוא 5, בסיס מתקדם 5, 6, ..., מלכה, מלך, אס, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>הקלף הראשון שחולק, בתחתית העמודה הראשונה, קובע את &lt;b&gt;הבסיס&lt;/b&gt;: שאר הקלפים בדרגה שלו פותחים את הבסיסים, וכל בסיס נבנה כלפי מעלה לפי סדרה מהדרגה הזו, וממלך חוזרים לאס. כשהבסיס הוא 5, בסיס מתקדם 5, 6, ..., מלכה, מלך, אס, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 קלפים מחולקים גלויים אחד־אחד לעמודה הראשונה; כל מלך שמגיע כשבעמודה כבר יש קלפים פותח את העמודה הבאה, כך שאורכי העמודות משתנים מחלוקה לחלוקה.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>המלך האחרון בערבוב מחולק ראשון, כך שבראש כל עמודה יש מלך.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>כשהקלף הראשון הוא מלך, העמודה האחרונה נשארת ריקה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>האסים לא מחולקים לעמודות: כל אחד עובר לבסיס כשהוא מגיע.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>המשחק משוחק עם עמודה %n.</numerusform>
            <numerusform>המשחק משוחק עם %n עמודות.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>כל קלף מחולק כשפניו למעלה לעמודה של הסדרה שלו: התלתנים לעמודה הראשונה, היהלומים לשנייה, הלבבות לשלישית והעלים לרביעית, לפי סדר הערבוב. שאר העמודות מתחילות ריקות.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 קלפים מחולקים כשפניהם למעלה לעמודות, %2 לכל אחת.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 קלפים מחולקים כשפניהם למעלה לעמודות, משמאל: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>אין תאים פנויים: כל קלף נשאר על העמודות או עובר לבסיסים.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>מעליהן נמצאים הבסיסים ו&lt;b&gt;תא פנוי&lt;/b&gt; אחד, שמכיל קלף אחד.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>מעליהן נמצאים הבסיסים ו&lt;b&gt;תא פנוי&lt;/b&gt; לכל סדרה, שמכיל קלף אחד מאותה סדרה: תלתן, יהלום, לב ועלה, משמאל.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>מעליהן נמצאים הבסיסים ו־%n &lt;b&gt;תא פנוי&lt;/b&gt;, שמכיל קלף אחד.</numerusform>
            <numerusform>מעליהן נמצאים הבסיסים ו־%n &lt;b&gt;תאים פנויים&lt;/b&gt;, שכל אחד מהם מכיל קלף אחד.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>הקלף האחרון מחולק לתא פנוי.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>הקלף האחרון (%n) מחולק לתאים הפנויים.</numerusform>
            <numerusform>%n הקלפים האחרונים מחולקים לתאים הפנויים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>האסים, ואחריהם השתיים, מחולקים ראשונים, כך שהם נמצאים בתחתית העמודות.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>על בסיס שהקלף העליון שלו נמוך בדרגה אחת, ללא קשר לסדרה: מלך על מלכה, אס על מלך.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>על העמודות אף פעם לא בונים: רק הקלף החשוף של עמודה או קלף בתא פנוי יכול לזוז, והוא יכול לעבור:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>על עמודה שהקלף החשוף שלה גבוה בדרגה אחת ומאותה סדרה: 7 לב על 8 לב;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>על עמודה שהקלף החשוף שלה גבוה בדרגה אחת, ללא קשר לסדרה: כל 7 על כל 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>על עמודה שהקלף החשוף שלה גבוה בדרגה אחת ובצבע השני: 7 אדום על 8 שחור;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>לתא הפנוי של הסדרה שלו, כשהוא ריק;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>לתא פנוי ריק (אף פעם לא מתא פנוי אחד לאחר);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>על בסיס שהקלף העליון שלו נמוך בדרגה אחת ובצבע השני, ללא קשר לסדרה: 2 אדום על אס התלתן.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>על הבסיס, אם הוא בדרגה שהבסיס מקבל עכשיו, ללא קשר לסדרה.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>על בסיס ריק רק כחלק מרצף שלם ממלך עד אס, כל 13 הקלפים בבת אחת.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>על הבסיס שלו, אם הוא הדרגה הבאה בסדרה: אחרי המלך בא האס השני.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>על הבסיס שלו, אם הוא הדרגה הבאה באותה סדרה.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>רק הקלף החשוף של עמודה (זה ששום דבר לא מכסה) או קלף בתא פנוי יכול לזוז. קלף יכול לעבור:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>הדרגות מקיפות גם על העמודות: מלך עובר על אס.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>הדרגות מסתובבות בעמודות, אך לא בבסיסים: מלך עובר על אס.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>הדרגות לא מסתובבות בעמודות: שם שום דבר לא עובר על אס, ומלך לא עובר על אף קלף.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>רק קלף בדרגה שמתחת לבסיס (4 כשהבסיס הוא 5), או רצף שבראשו קלף כזה, יכול למלא עמודה ריקה. עמודות ריקות אינן יכולות להחזיק קלפים בדרכם למקום אחר.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>רק מלך, או רצף שבראשו מלך, יכול למלא עמודה ריקה. עמודות ריקות אינן יכולות להחזיק קלפים בדרכם למקום אחר.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>אי אפשר לשחק שום קלף לעמודה ריקה: ברגע שעמודה מתרוקנת היא נשארת ריקה.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>כל קלף יכול למלא עמודה ריקה, או כל רצף קצר מספיק. גרירה מזיזה את הקלף שתופסים ואת כל הקלפים שמתחתיו; לחיצה או המקלדת מזיזות את הרצף הארוך ביותר שהכללים מתירים.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>בדרגה יורדת באותה סדרה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>בדרגה יורדת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>בדרגה יורדת ובצבעים מתחלפים</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>קלפים עוברים אחד בכל פעם, ורק מהעמודות: אין רצפים להזיז.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>רצף של קלפים חשופים בסוף עמודה, %1, עובר בבת אחת בכל אורך, ללא קשר לתאים הפנויים ולעמודות הריקות.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>קלפים עוברים אחד בכל פעם: רצף צריך להיות מפורק קלף אחר קלף, דרך התאים הפנויים והעמודות הריקות.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>רצף של קלפים חשופים בסוף עמודה, %1, יכול לעבור בבת אחת כשאפשר היה להזיז אותו קלף אחר קלף דרך התאים הפנויים הריקים; עמודות ריקות אינן עוזרות. עם &lt;i&gt;F&lt;/i&gt; תאים פנויים ריקים, הרצף הארוך ביותר שיכול לעבור הוא %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>לדוגמה, כשכל התאים הפנויים ריקים, %1 קלפים יכולים לעבור בבת אחת.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>רצף של קלפים חשופים בסוף עמודה, %1, יכול לעבור בבת אחת כשאפשר היה להזיז אותו קלף אחר קלף דרך התאים הפנויים הריקים והעמודות הריקות. עם &lt;i&gt;F&lt;/i&gt; תאים פנויים ריקים ו־&lt;i&gt;E&lt;/i&gt; עמודות ריקות (לא כולל העמודה שאליה הרצף עובר), הרצף הארוך ביותר שיכול לעבור הוא %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>לדוגמה, כשכל התאים הפנויים ועמודה אחת ריקים, %1 קלפים יכולים לעבור לעמודה אחרת ו־%2 לעמודה הריקה עצמה.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>קלפים על הבסיסים נשארים שם, מה שלא יהיה בהעדפות.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>הקלף העליון של בסיס יכול לחזור לעמודה שבה הוא מתאים, במחיר של 10 נקודות.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>קלפים על הבסיסים נשארים שם. ההעדפות יכולות להתיר לקלף העליון של בסיס לחזור לעמודה, במחיר של 10 נקודות.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>כשהאפשרות &lt;i&gt;העברה אוטומטית של קלפים בטוחים&lt;/i&gt; פעילה, כל קלף שהבסיס מקבל עולה מעצמו אחרי כל מהלך: הבסיס מקבל דרגה רק אחרי שכל הקלפים בדרגה שמתחתיה עלו, כך שאף קלף שנותר על השולחן לא יכול עוד לעבור עליו. &lt;i&gt;סיום&lt;/i&gt; מעלה את השאר ברגע שכל קלף שנותר יכול לעלות מהמקום שבו הוא נמצא, אחד אחרי השני.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>ביטול מחזיר את המהלך שלך ואת המהלכים האוטומטיים שלו יחד. לחיצה יחידה על קלף, או לחיצה כפולה, גם שולחת אותו לבסיס כשהוא מתאים.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>כשהאפשרות &lt;i&gt;העברה אוטומטית של קלפים בטוחים&lt;/i&gt; פעילה, רצף שלם ממלך עד אס בסוף עמודה עולה מעצמו אחרי כל מהלך: שום דבר לא יכול לעבור על האס שלו, כך שהוא כבר לא יכול לעזור על השולחן. &lt;i&gt;סיום&lt;/i&gt; מעלה את השאר ברגע שכל עמודה מורכבת מרצפים שלמים.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>ביטול מחזיר את המהלך שלך ואת המהלכים האוטומטיים שלו יחד. לחיצה יחידה או לחיצה כפולה על האס של רצף שלם מעלה את הרצף.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>כשהאפשרות &lt;i&gt;העברה אוטומטית של קלפים בטוחים&lt;/i&gt; פעילה, קלף עולה מעצמו אחרי כל מהלך רק בסיבוב השני של הבסיס שלו, אחרי שהתאום שלו עלה, וכשאף קלף משתי החפיסות שנותר על השולחן לא יכול עוד להיבנות עליו. בסיבוב הראשון, אתה בוחר איזה משני הקלפים עולה. &lt;i&gt;סיום&lt;/i&gt; מעלה את השאר ברגע שכל קלף שנותר יכול לעלות מהמקום שבו הוא נמצא, אחד אחרי השני.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>כשהאפשרות &lt;i&gt;העברה אוטומטית של קלפים בטוחים&lt;/i&gt; פעילה, קלף עולה מעצמו אחרי כל מהלך כשרק בסיס אחד מקבל אותו ואף קלף שנותר על השולחן לא יכול עוד לעבור עליו: אסים, וכל קלף ששני הקלפים בדרגה שמתחתיו ובצבע השני כבר עלו. קלף ששני הבסיסים מקבלים – אתה מחליט היכן להניח אותו. &lt;i&gt;סיום&lt;/i&gt; מעלה את השאר ברגע שכל קלף שנותר יכול לעלות מהמקום שבו הוא נמצא.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>ביטול מחזיר את המהלך שלך ואת המהלכים האוטומטיים שלו יחד. לחיצה יחידה על קלף, או לחיצה כפולה, שולחת אותו לבסיס הראשון שמקבל אותו.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>במשחק הזה אף קלף לא עולה מעצמו, מה שלא יהיה בהעדפות: ארבעת הבסיסים מתחרים על הקלפים של כל דרגה, ולכן אתה בוחר איזה קלף הולך לאן, ומתי. ברגע שאף עמודה אינה מכילה יותר מקלף אחד, &lt;i&gt;סיום&lt;/i&gt; מעלה את השאר.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>לחיצה יחידה על קלף, או לחיצה כפולה, שולחת אותו לבסיס הראשון שמקבל אותו.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>קלפים שכבר לא יכולים להועיל על השולחן עולים מעצמם אחרי כל מהלך: כל קלף שאף קלף שנותר על השולחן לא יכול עוד להיבנות עליו.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>קלפים שכבר לא יכולים להועיל על השולחן עולים מעצמם אחרי כל מהלך: אסים, שתיים, וכל קלף שאף קלף שנותר על השולחן, מכל חפיסה, לא יכול עוד להיבנות עליו.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>כל קלף שיכול לעבור לבסיס שלו עולה מעצמו אחרי כל מהלך: מכיוון שרצפים נבנים לפי סדרה, אף קלף על בסיס לא יכול להידרש עוד על השולחן.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>קלפים שכבר לא יכולים להועיל על השולחן עולים מעצמם אחרי כל מהלך: אסים, שתיים, וכל קלף שהדרגה שלו פחות אחת כבר נמצאת על כל ארבעת הבסיסים.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>קלפים שכבר לא יכולים להועיל על השולחן עולים מעצמם אחרי כל מהלך: אסים, שתיים, וכל קלף ששני הבסיסים בצבע השני כבר נמצאים דרגה אחת מתחתיו.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>קלף הבסיס שחולק ראשון אף פעם לא עולה מעצמו, כי קלף בדרגה העליונה עדיין יכול לעבור עליו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>אס אף פעם לא עולה מעצמו, כי מלך עוד יכול לעבור עליו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>כשהאפשרות &lt;i&gt;העברה אוטומטית של קלפים בטוחים&lt;/i&gt; פעילה, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>ביטול מחזיר את המהלך שלך ואת המהלכים האוטומטיים שלו יחד. לחיצה יחידה על קלף, או לחיצה כפולה, גם שולחת אותו לבסיס שלו כשהוא מתאים.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>משחקי פריסל (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>שמירת משחק בשם</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>לא ניתן לשמור את המשחק</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>לא ניתן היה לכתוב את המשחק ל־{0}.

יש לוודא שהתיקייה קיימת, ניתנת לכתיבה ויש בה מקום, ואז לנסות שוב.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} אינו קובץ רגיל (הוא התקן, צינור או תיקייה), ולכן המשחק לא נכתב אליו והוא לא השתנה.

המשחק הנוכחי עדיין על השולחן; יש לשמור אותו בשם אחר.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>להחליף את הקובץ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} כבר קיים.

להחליף אותו במשחק הזה?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>פתיחת משחק</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>לא ניתן לפתוח את המשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>לא ניתן לפתוח את {0}: {1}.

המשחק הנוכחי לא השתנה.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>לא ניתן להדביק את המצב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>הלוח אינו מכיל מצב שאפשר לשחק: {0}.

המשחק הנוכחי לא השתנה.</translation>
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
        <translation>סידור מצב</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>שולחן בסידור</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>שולחן &amp;ריק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;שולחן במשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;חלוקת השאר</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;תאים פנויים:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>הנחה &amp;במקלדת:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>קלפים, ואז לאן הם הולכים: עמודה (1-9, t, j, q, k), תא פנוי (a-g, i, l-n), h לבסיס, - חזרה לקלפים שיש להניח.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>הדחייה האחרונה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>בדיקת המצב</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>הכרעת הפותר</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>פותר</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>&amp;אפשר לנצח?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>שח&amp;ק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>שחק ו&amp;הצג את הניצחון</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>מוכן: זהו מצב של %1. אפשר לשחק בו, או לשאול אם אפשר לנצח בו.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>עדיין לא מצב: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>כל שאר הערימות ריקות.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>הפותר מחפש ניצחון...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>פתיר: הפותר מנצח במהלך אחד.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>פתיר: הפותר מנצח במהלך %n.</numerusform>
            <numerusform>פתיר: הפותר מנצח ב־%n מהלכים.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>הפסד: שום דרך משחק לא מנצחת במצב הזה.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>לא ידוע: הפותר לא מצא תשובה בזמן שיש לו.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>כל הקלפים הונחו. יש לגרור לכאן קלף כדי להסיר אותו מהשולחן.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>בסיס %1 מקבל קלף גבוה בדרגה אחת מ־%2 בצבע השני, לא %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>בסיס %1 מקבל קלף גבוה בדרגה אחת מ־%2, לא %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>תא פנוי מכיל קלף אחד, לא %n.</numerusform>
            <numerusform>תא פנוי מכיל קלף אחד, לא %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>התא הפנוי %1 כבר מכיל את %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>התא הפנוי %1 מקבל רק %2, לא %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>קלפים עולים לבסיס אחד בכל פעם, לא %n יחד.</numerusform>
            <numerusform>קלפים עולים לבסיס אחד בכל פעם, לא %n יחד.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 נמצא מתחת ל־%2 על הבסיס שלו: יש להסיר את זה קודם.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>בסיס בצבעים מתחלפים מתחיל באס, לא ב־%1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>במשחק הזה בסיס מקבל רק רצף שלם, במהלך אחד: יש לסדר את הרצף בעמודה ולהעלות אותו במהלך המשחק.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>בסיס %1 מלא.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>הבסיס מקבל עכשיו את הדרגה %1, לא %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>הבסיס %1 מקבל רק %1, לא %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>כאן הבסיסים מתחילים מ־%1, לא %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>רק הג׳וקרים עוברים לבסיס הג׳וקרים, וג׳וקר לא עובר לאף בסיס אחר: לא %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>הבסיס %1 מלא.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>הבסיס %1 מקבל את הקלף הגבוה בדרגה אחת מ־%2, לא %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>עוד נותר קלף אחד להניח.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>עוד נותר קלף %n להניח.</numerusform>
            <numerusform>עוד נותרו %n קלפים להניח.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>בסיס %1 ריק: במשחק הזה כל בסיס מתחיל בקלף משלו.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>כל הקלפים נמצאים על הבסיסים: אין מה לשחק.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>יש להקליד קלף אחד או יותר, ואז לאן הם הולכים: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>„%1” אינו קלף (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>קלף מצוין פעמיים.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>צוינו %1 קלפים, ובמשחק יש %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>„%1” אינו מציין אף ערימה במשחק הזה: עמודה היא 1-9, t, j, q או k, תא פנוי a-g, i או l-n, בסיס h (h2 השני), ו־- מחזיר קלפים.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>פתרון</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>הצעד הראשון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>המצב שממנו הפתרון מתחיל (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>צעד אחורה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>מהלך אחד אחורה (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>צעד קדימה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>המהלך הבא (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>הצעד האחרון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>סוף הפתרון (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>שחק מכאן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>להמשיך לשחק בעצמך מהצעד המוצג; המהלכים שלפניו נחשבים למהלכים של &apos;פתור&apos;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>פתרון: יש ללחוץ על &apos;שחק מכאן&apos; כדי להמשיך לשחק, או על Esc כדי לחזור למשחק שלך.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>המשחק שלך עכשיו, מצעד {0} של הפתרון.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>צעד {0} מתוך {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>נפתר: המהלך האחרון מנצח במשחק.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>הבא: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>הצגת הפ&amp;תרון</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>לא ניתן להשמיע אפקטים קוליים: לא ניתן לכתוב את הקבצים שלהם ב־{0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>לא נמצא נגן צלילים עבור האפקטים הקוליים: יש להתקין pw-play, paplay או aplay כדי לשמוע אותם.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>קלף %n</numerusform>
            <numerusform>%n קלפים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>ערימת רזרבה %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>ערימה %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>עמודה %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>תא פנוי %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>בסיס</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>בסיס הג׳וקרים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>בסיס %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>בסיס %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>בסיס %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>קלף שפניו למטה</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>מלא, עד %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>ריק, מקבל קודם %1 כלשהו</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>עד %1, מקבל עכשיו %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>עד %1, מקבל עכשיו כל %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>ריק, מקבל קודם %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>ריק</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>עד %1</translation>
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
        <translation>%1, עבור %2, ריק</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, ריק</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, תא פנוי %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, ערימה %2, %3, קלף עליון</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, עמודה %2, %3, קלף עליון</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, רצף של %n</numerusform>
            <numerusform>%1, רצף של %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, מתחת לערימה %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, הורם</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: הורם %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: הורם קלף %n, %2 עד %3</numerusform>
            <numerusform>%1: הורמו %n קלפים, %2 עד %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>הוחזר</translation>
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
            <numerusform>קלף %n שפניו למטה</numerusform>
            <numerusform>%n קלפים שפניהם למטה</numerusform>
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
        <translation>במשחק הזה אין תאים פנויים.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>תאים פנויים, %n פנוי: %1</numerusform>
            <numerusform>תאים פנויים, %n פנויים: %1</numerusform>
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
        <translation>בסיסים: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>ג׳וקרים</translation>
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
        <translation>%1, בעמודה %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. אוטומטית: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>בוטל: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>בוצע מחדש: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>במהלך %1 מתוך %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>לא ניתן היה לקרוא את קובץ הסטטיסטיקה, ולכן נפתח קובץ חדש. הקובץ הישן נשמר בשם {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>הסטטיסטיקה נשמרה על ידי גרסה חדשה יותר של FreeCell Qt; היא מוצגת אך אינה מתעדכנת.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>לא ניתן לשמור את הסטטיסטיקה ב־{0} ({1}); המשחק ממשיך בלעדיה.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>לא ניתן לקרוא את הסטטיסטיקה ב־{0} ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>לא ניתן היה לשמור את הסטטיסטיקה: הדיסק מלא. היא תישמר ברגע שיהיה שוב מקום.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>לא ניתן היה לשמור את הסטטיסטיקה כרגע: תוכנה אחרת משתמשת בקובץ. היא תישמר ברגע שהוא יתפנה.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>העבודה עם הקובץ אורכת זמן רב מדי וייתכן שהוא פגום</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>תוכנה אחרת משתמשת בקובץ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>הדיסק מלא</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>משחקים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>שוחקו:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>נוצחו:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>אחוז ניצחונות:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>רצפים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>נוכחי:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>רצף הניצחונות הארוך ביותר:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>רצף ההפסדים הארוך ביותר:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>הניצחונות הטובים ביותר</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>הזמן הטוב ביותר:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>הכי מעט מהלכים:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>הניקוד הטוב ביותר:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>ניצחונות בפאר או מתחת לפאר:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>חלוקה יומית</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>תאריכים ששוחקו:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>תאריכים שנוצחו:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>רצף נוכחי:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>הרצף הטוב ביותר:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>אתגרים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>אתגרים שנוצחו:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>מינימום תאים:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>משחקים ששוחקו</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>מהלכים</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>זמן</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;שחק שוב בחלוקה הזו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>הצגה &amp;חוזרת</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;סקירה...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;איפוס...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>משחקים אחרונים:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>לפי רמת קושי</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>שוחקו</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>לא מדורג</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>ניצחון %n</numerusform>
            <numerusform>%n ניצחונות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>הפסד %n</numerusform>
            <numerusform>%n הפסדים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (חלוקה %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>יום אחד</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>יום %n</numerusform>
            <numerusform>%n ימים</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>לוח מותאם אישית</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>הסתיים בפתרון: נספר כמשחק ששוחק, לא כניצחון</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>בתהליך</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>נפתר</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, לוח מותאם אישית</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (חלוקה יומית {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>קוד משחק: אין (לוח שסודר ידנית)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>קוד משחק: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>איפוס הסטטיסטיקה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>לשכוח כל משחק שהסתיים של {0}? לא ניתן לבטל פעולה זו.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>ס&amp;טטיסטיקה...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>סקירת המשחק</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>לא ניתן לסקור את המשחק הזה: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>הצגה חוזרת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>לא ניתן להציג מחדש את המשחק הזה: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>לוח מותאם אישית</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>הסטטיסטיקה נשמרת שוב.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>סגירה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>חזרה למשחק שלך (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>אס</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>נסיך</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>מלכה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>מלך</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>תלתן</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>יהלום</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>לב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>עלה</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>ג׳וקר ראשון</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>ג׳וקר שני</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 חזרה מהבסיס</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 לתא פנוי %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 לתא פנוי</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 וקלף %n מתחתיו לבסיס</numerusform>
            <numerusform>%1 ו־%n קלפים מתחתיו לבסיס</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 לבסיס</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 על %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 וקלף אחד מתחתיו על %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 וקלף %n מתחתיו על %2</numerusform>
            <numerusform>%1 ו־%n קלפים מתחתיו על %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 וקלף אחד מתחתיו לעמודה %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 וקלף %n מתחתיו לעמודה %2</numerusform>
            <numerusform>%1 ו־%n קלפים מתחתיו לעמודה %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 לעמודה %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>סיום: קלף אחד לבסיס</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>סיום: קלף %n לבסיסים</numerusform>
            <numerusform>סיום: %n קלפים לבסיסים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>בחלוקה: קלף %n לבסיסים</numerusform>
            <numerusform>בחלוקה: %n קלפים לבסיסים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n אוטומטי)</numerusform>
            <numerusform>%1 (+%n אוטומטיים)</numerusform>
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
        <translation>סוליטר פריסל</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>סוליטר שבו כל הקלפים גלויים: מספרי חלוקה של Microsoft וקודי משחק</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;פריסל;solitaire;סוליטר;patience;פסיאנס;cards;קלפים;forecell;פורסל;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>סוליטר שבו כל הקלפים גלויים</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>פריסל הוא משחק סוליטר שבו כל 52 הקלפים מחולקים גלויים: בונים את ארבעת הבסיסים מאס ועד מלך, בעזרת עד ארבעה תאים פנויים. כמעט בכל חלוקה אפשר לנצח, וכל חלוקה היא חידה בפני עצמה.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>מספרי חלוקה תואמי Microsoft, וקודי משחק שנותנים לחבר בדיוק את אותו המשחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>עשרים וארבעה משחקים: פריסל עם אפס עד ארבעה תאים פנויים, פורסל, המשחק של האופה, שמונה בחוץ, מגדלי סיהייבן, פינגווין, משחקים בשתי חפיסות ובשלוש חפיסות, ומשחק משלך</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>פותר שנותן רמזים, משחק במקומך ואומר אם עדיין אפשר לנצח</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>חלוקות מדורגות מקל ועד מומחה, חלוקה יומית, סטטיסטיקה וסקירה של כל משחק</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>משחק בעכבר, במקלדת ובמגע, ביטול פעולה ללא הגבלה, ושולחן שקורא מסך יכול לעקוב אחריו</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>מצב בהיר ומצב כהה, בעשרים וחמש שפות</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>חלוקה 1, אחרי שני מהלכים: התלתנים ואס העלה עלו לבסיסים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>אותו משחק במצב כהה, על הלבד הכהה</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>הלבד הכחול</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>חפיסה עם מדדים גדולים בחלון גבוה וצר</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>אין עוד מהלכים</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>אין עוד מהלכים אפשריים</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>אפשר לבטל את המהלך האחרון, להתחיל את החלוקה הזו מחדש מההתחלה, או להתחיל משחק חדש.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול פעולה</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;התחלה מחדש</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;סקירה</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>שולחן קלפים. מקשי החיצים עוברים בין הערימות, רווח מרים ומניח, R מקריא את הערימה, L את התאים הפנויים, U את הבסיסים, Alt עם ספרה עמודה.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>סיום</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>נפתר</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>נפתר על ידי המחשב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>הפתרון שיחק את המשחק הזה, ולכן הוא לא נספר כניצחון בסטטיסטיקה שלך.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>ניצחת</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>כל הכבוד, ניצחת!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>ניקוד:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>מהלכים:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>זמן:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>רצף ניצחונות:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>לא מדורג</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>רמת קושי:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (המשחק שלך: %2, כולל מהלכים אוטומטיים)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>פאר:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>מתחת לפאר!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>בפאר!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;שחק שוב</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;הצגה חוזרת</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;סקירה</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>הצגת הפ&amp;תרון</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>הניצחון הראשון שלך במשחק הזה.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>הזמן הטוב ביותר שלך מתוך ניצחון %n.</numerusform>
            <numerusform>הזמן הטוב ביותר שלך מתוך %n ניצחונות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>הזמן שלך במקום %1 מתוך ניצחון %n.</numerusform>
            <numerusform>הזמן שלך במקום %1 מתוך %n ניצחונות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>הניקוד הטוב ביותר שלך מתוך ניצחון %n.</numerusform>
            <numerusform>הניקוד הטוב ביותר שלך מתוך %n ניצחונות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>הניקוד שלך במקום %1 מתוך ניצחון %n.</numerusform>
            <numerusform>הניקוד שלך במקום %1 מתוך %n ניצחונות.</numerusform>
        </translation>
    </message>
</context>
</TS>
