<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>التخلي عن اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>هل تريد التخلي عن اللعبة الجارية؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>ستُحسب خسارةً في إحصائياتك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;تخلَّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;واصل اللعب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;لا تسأل مجددًا</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>هل تريد التخلي عن اللعبة الجارية للعب %1؟</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 مع %2 إلى %3 خلايا حرة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>حول FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;عائلة ألعاب الخلية الحرة الفردية لسطح المكتب: %4، أو لعبة من تصميمك. أرقام توزيعات مايكروسوفت، ورموز الألعاب، ونقل السلاسل، وتراجع غير محدود.&lt;/p&gt;&lt;p&gt;برنامج حر بموجب رخصة MIT.&lt;/p&gt;&lt;p&gt;Qt %2، PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>تعذّر إيجاد تلميح: فشل المُحلِّل.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة؛ إليك تخمينًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>لم يعد ممكنًا الفوز بهذه اللعبة؛ إليك تخمينًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>جارٍ التفكير...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>لا توجد نقلة ممكنة.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>جارٍ البحث عن حل...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>لا حل: لا يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>لا حل من هنا: لم يعد ممكنًا الفوز بهذه اللعبة.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>لم يُعثر على حل في الوقت المسموح.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>جارٍ البحث عن آخر وضعية يمكن الفوز منها...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة حتى من بدايتها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>لم يُعثر على نقطة يمكن الفوز منها في الوقت المسموح: لا يُعرف إن كان يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>لم يُعثر على نقطة يمكن الفوز منها في الوقت المسموح.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>العودة إلى النقلة {0}، آخر نقطة كان يمكن الفوز باللعبة منها.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>لا يزال ممكنًا الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>لم يعد ممكنًا الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>لا يُعرف بعد إن كان يمكن الفوز بهذه التوزيعة: البحث مستمر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>لا يُعرف إن كان يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>حلّها الحاسوب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>لقد فزت! النتيجة %1 في %2 نقلة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>لم تبقَ أي نقلة.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt يعمل بالفعل لهذا اللاعب، لكنه لا يستجيب. أغلقه (أو انتظر حتى يستجيب)، ثم شغّل اللعبة من جديد.</translation>
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
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>حلّ (ال&amp;عينة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>أ&amp;ين أخطأت؟</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>تلميح: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>تلميح (تخمين، لم يُعثر على حل): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>جارٍ التحقق...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>يمكن الفوز بها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>لم يعد ممكنًا الفوز بها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>لا يمكن الفوز بها من التوزيعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>يمكن الفوز بها؟ لا يزال البحث جاريًا...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>يمكن الفوز بها؟ غير معروف</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>الحل متوقف مؤقتًا: Space يتابع، وEsc أو نقرة يوقفه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>جارٍ الحل ببطء: + أسرع، - أبطأ، Space يوقف مؤقتًا، وEsc أو نقرة يوقفه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>جارٍ الحل: + أسرع، - أبطأ، Space يوقف مؤقتًا، وEsc أو نقرة يوقفه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>جارٍ الحل بسرعة: + أسرع، - أبطأ، Space يوقف مؤقتًا، وEsc أو نقرة يوقفه.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>توقف.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>لا يمكن حفظ اللعبة الجارية في {0}؛ يستمر اللعب، لكنها لن تكون موجودة في المرة القادمة.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>تعذّرت قراءة اللعبة المحفوظة ({0}) ولا نقلها جانبًا؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>تعذّرت قراءة اللعبة المحفوظة ({0}). تبدأ لعبة جديدة؛ احتُفظ بالملف القديم باسم {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>التحدي الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>يوم كامل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>فوز صعب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>بلا خلايا حرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>على المعدّل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>عشرة على التوالي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>الشهر الذهبي</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>اربح تحديًا يوميًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>اربح التحديات اليومية الثلاثة ليوم واحد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>اربح تحديًا يوميًا صعبًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>اربح لعبة بلا خلايا حرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>اربح توزيعة بعدد نقلات لا يزيد على معدّلها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>اربح عشر ألعاب على التوالي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>أكمل كل أيام شهر: كأس ذهبية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>كأس برونزية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>كأس فضية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>كأس ذهبية</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>يكتمل اليوم عند الفوز بتوزيعاته الثلاث. البرونزية: {0} من أيام الشهر؛ الفضية: {1}؛ الذهبية: كل الأيام.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>أيام متتالية: %n</numerusform>
            <numerusform>أيام متتالية: %n</numerusform>
            <numerusform>أيام متتالية: %n</numerusform>
            <numerusform>أيام متتالية: %n</numerusform>
            <numerusform>أيام متتالية: %n</numerusform>
            <numerusform>أيام متتالية: %n</numerusform>
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
        <translation>السطر %1: الورقة %2 موجودة بالفعل في السطر %3: توجد %4 في الرزمة مرة واحدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>السطر %1: الورقة %2 موجودة بالفعل %3 مرات في السطر %4: توجد %5 في كل رزمة مرة واحدة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>السطر %1: الورقة %2 موجودة بالفعل %3 مرات في الأسطر %4: توجد %5 في كل رزمة مرة واحدة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>في اللوحة %1 ورقة؛ الناقص: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>السطر %1: أُعطي الأساس %2 مرتين</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>السطر %1: أُعطي الأساس %2 %3 مرات</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>السطر %1: ورقة واحدة في الخلايا الحرة، لكن اللعبة بلا خلايا حرة</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>السطر %1: %n ورقة في الخلايا الحرة، لكن في اللعبة %2</numerusform>
            <numerusform>السطر %1: %n ورقة في الخلايا الحرة، لكن في اللعبة %2</numerusform>
            <numerusform>السطر %1: %n ورقتان في الخلايا الحرة، لكن في اللعبة %2</numerusform>
            <numerusform>السطر %1: %n أوراق في الخلايا الحرة، لكن في اللعبة %2</numerusform>
            <numerusform>السطر %1: %n ورقة في الخلايا الحرة، لكن في اللعبة %2</numerusform>
            <numerusform>السطر %1: %n ورقة في الخلايا الحرة، لكن في اللعبة %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>السطر %1: ورقة غير معروفة ’%2‘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>السطر %1: %2 جوكر، وهذه اللعبة تُلعب بلا جوكر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>السطر %1: سطر %2 ثانٍ (الأول هو السطر %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>لوحة هذه اللعبة فيها %1 سطر أكوام، وهذه فيها %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>تحمل اللوحة %1 ورقة، لا %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>السطر %1: الأساس ’%2‘ غير مكتوب مثل H-A أو S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>السطر %1: %2 أساسات، لا %3 (أو %4 بألوان متناوبة)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>السطر %1: %2 أساسات، لا %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>السطر %1: لا يمكن للأساس %2 أن يحمل هذه الأوراق</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>السطر %1: الأساس بألوان متناوبة يبدأ بآس، لا بـ%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>السطر %1: على الأساس لا يمكن أن تتبع %2 الورقة %3: كل ورقة أعلى برتبة واحدة من التي تحتها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>السطر %1: على الأساس لا يمكن أن تتبع %2 الورقة %3: الألوان تتناوب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>السطر %1: يحمل الأساس %2 ورقة على الأكثر، وهذا يحمل %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>السطر %1: القاعدة ’%2‘ ليست رتبة مثل 5 أو Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>السطر %1: الأوراق المقلوبة مثل [5H] تقع تحت الأوراق المكشوفة، والورقة العليا من الكومة مكشوفة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>طول النص %1 حرفًا؛ واللوحة %2 على الأكثر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>لا توجد لوحة في النص</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>السطر %1: القواعد %2 لا تسمّي أي لعبة (سطر Rules: يكون مثل C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>في اللوحة %1 خلايا حرة؛ وللعبة %2 على الأكثر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>كل الأوراق على الأساسات: لا شيء للعب</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>في الوضعية %1 خلايا حرة، لكن في اللعبة %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>في الوضعية %1 أكوام، لكن في اللعبة %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>في الوضعية %1 أساسات، لكن في اللعبة %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>في %1 يبدأ كل أساس بورقة خاصة به؛ والوضعية لا تعطي أيًّا منها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>أساسات الوضعية تحمل أوراقًا من أي نوع، لكن في %1 يأخذ كل أساس نوعًا واحدًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>الخلية الحرة %1 لا تحمل إلا %2، لا %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>في الوضعية أوراق مقلوبة، لكن في %1 توزَّع كل الأوراق مكشوفة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>تبدأ الأساسات من الرتبة %1، لكن في %2 تبدأ من الآس</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>ملفها {0} أكبر من {1} ميغابايت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>ملفها {0} ليس ملفًا عاديًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>تتعذر قراءة ملفها {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>ملفها {0} تالف.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>ملفها {0} يتجاوز {1} ميغابايت عند فك ضغطه.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>ليس فيها {0} (لا عنصر «{1}» في ملف SVG الخاص بها).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>ليس فيها ظهر (لا عنصر «back» في ملف SVG الخاص بها).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>ملفها {0} ليس صورة SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>رزمتنا الخاصة تُرسم ولا تُحمَّل.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>ملفها {0} مفقود.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>حدث خطأ ما</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>واجه FreeCell Qt خطأً لم يكن متوقعًا. تستمر اللعبة، لكن قد لا يعمل شيء ما كما ينبغي.

التفاصيل في {0}؛ يُرجى إرفاق هذا الملف عند الإبلاغ عن المشكلة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>واجه FreeCell Qt خطأً لم يكن متوقعًا. تستمر اللعبة، لكن قد لا يعمل شيء ما كما ينبغي. تعذّرت كتابة التفاصيل في مجلد البيانات.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>ألوان متناوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>النوع نفسه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>أي نوع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>لا شيء: بلا بناء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>أي ورقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>الملوك فقط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>بحسب ما تسمح الخلايا الحرة والأكوام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>أي سلسلة دفعة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>ورقة واحدة في كل مرة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>النوع، من الآس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>النوع، من أول ورقة موزّعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>النوع، من رتبة الورقة الأولى، وكل أوراقها تصعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>الرتبة، من أربع أوراق موزّعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>ألوان متناوبة، من آسين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>النوع، دورتان من أربعة آسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>الرتبة، أساس واحد، كل الآسات أولًا</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>كل شايب يبدأ كومة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>كل شايب يبدأ كومة، والآسات تصعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>صفًّا صفًّا، والآسات أولًا</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>الت&amp;وزيع:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>ال&amp;أساسات تصعد حسب:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>الأ&amp;كوام:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>أوراق &amp;موزّعة على الخلايا:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>الر&amp;زم:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>صفًّا صفًّا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>الآسات والاثنان في الأعمق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>كل نوع إلى كومته</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>&amp;خلية لكل نوع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>كما في الألوان الأربعة: الخلية الحرة a لا تحمل إلا السباتي، وb الديناري، وc الكبة، وd البستوني.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>ال&amp;بناء نزولًا حسب:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>الأكوام ال&amp;فارغة تأخذ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;نقل السلاسل:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>التحديات اليومية</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>توزيعات اليوم</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>الكؤوس</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>الإنجاز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>طريقة الحصول عليه</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>التوزيعة {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>مربوحة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>لا تُحتسب التحديات إلا في شهرها: لم يعد ممكنًا لعب هذا اليوم من أجل تحديه.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>اكتمل %n يوم في {0}.</numerusform>
            <numerusform>اكتمل %n يوم في {0}.</numerusform>
            <numerusform>اكتمل %n يومان في {0}.</numerusform>
            <numerusform>اكتملت %n أيام في {0}.</numerusform>
            <numerusform>اكتمل %n يومًا في {0}.</numerusform>
            <numerusform>اكتمل %n يوم في {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>حصلت على {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} عند %n يوم.</numerusform>
            <numerusform>{0} عند %n يوم.</numerusform>
            <numerusform>{0} عند %n يومين.</numerusform>
            <numerusform>{0} عند %n أيام.</numerusform>
            <numerusform>{0} عند %n يومًا.</numerusform>
            <numerusform>{0} عند %n يوم.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
            <numerusform>الأيام المكتملة على التوالي: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(الأفضل %n).</numerusform>
            <numerusform>(الأفضل %n).</numerusform>
            <numerusform>(الأفضل %n).</numerusform>
            <numerusform>(الأفضل %n).</numerusform>
            <numerusform>(الأفضل %n).</numerusform>
            <numerusform>(الأفضل %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>المراحل المبلوغة (بالأيام): {0}.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>ال&amp;تحديات اليومية...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>التحدي اليومي ليوم {0}، {1}: التوزيعة {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>حصلت على: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>آس %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>ولد %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>بنت %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>شايب %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>آس أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>آس أسود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>ولد أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>ولد أسود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>بنت حمراء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>بنت سوداء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>شايب أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>شايب أسود</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>الجوكر الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>الجوكر الثاني</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>%1 أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>%1 أسود</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>أي %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>لا يمكن أن يصعد %1: تأخذ الأساسات %2 في المرة التالية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>بنت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>شايب</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>لا يمكن وضع %1 على %2: الشايب لا يوضع على أي ورقة، بل يملأ كومة فارغة فقط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>لا يمكن وضع %1 على %2: يوضع %3 على %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>لا توضع أي ورقة من السلسلة من %1 إلى %2 على %3: لا يوضع شيء على الآس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>لا توضع أي ورقة من السلسلة من %1 إلى %2 على %3، التي تأخذ %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>لا خلايا حرة في هذه اللعبة؛ لا توجد خلية حرة %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>في هذه اللعبة الخلية الحرة a فقط؛ لا توجد خلية حرة %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>في هذه اللعبة الخلايا الحرة من a إلى %1؛ لا توجد خلية حرة %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>ورقة واحدة من الكومة %1 توضع على %2، لا %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n ورقة من الكومة %1 توضع على %2، لا %3.</numerusform>
            <numerusform>%n ورقة من الكومة %1 توضع على %2، لا %3.</numerusform>
            <numerusform>%n ورقتان من الكومة %1 توضعان على %2، لا %3.</numerusform>
            <numerusform>%n أوراق من الكومة %1 توضع على %2، لا %3.</numerusform>
            <numerusform>%n ورقة من الكومة %1 توضع على %2، لا %3.</numerusform>
            <numerusform>%n ورقة من الكومة %1 توضع على %2، لا %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>الورقة السفلى فقط من الكومة %1 يمكن نقلها إلى هناك.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n ورقة من الكومة %1.</numerusform>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n ورقة من الكومة %1.</numerusform>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n ورقتان من الكومة %1.</numerusform>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n أوراق من الكومة %1.</numerusform>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n ورقة من الكومة %1.</numerusform>
            <numerusform>لا تشكّل سلسلةً إلا آخر %n ورقة من الكومة %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>لا يوضع %1 أبدًا على كومة، ولا حتى على كومة فارغة: يذهب الجوكر إلى خلية حرة أو يصعد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>أساس الجوكر فارغ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>لا يوضع شيء على الجوكر (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>لا يصعد %1 إلا بعد اكتمال أساسات السباتي والبستوني والكبة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>الكومة %1 فارغة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>الخلية الحرة %1 فارغة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>لا يمكن للورقة المقلوبة أن تتحرك: تُكشف حالما تغادر الأوراق التي فوقها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>الكومة الاحتياطية %1 فارغة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>الكومة الاحتياطية %1 ممتلئة: تتسع لـ%2 ورقة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>تأخذ الكومة الاحتياطية ورقة واحدة في كل مرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>الكومة الاحتياطية %1 تحمل أوراقًا: لا تأخذ الكومة الاحتياطية أوراقًا إلا وهي فارغة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>لا يمكن وضع أي ورقة على الكومة الاحتياطية: فهي تعطي الأوراق فقط.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>لا يمكن إرجاع الأوراق من الأساسات: الخيار معطّل في التفضيلات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>الأساس %1 فارغ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>في هذه اللعبة الأكوام من 1 إلى %1؛ لا توجد كومة %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>في هذه اللعبة %1 أساسات؛ لا يوجد أساس %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>في هذه اللعبة لا يملأ الكومة الفارغة إلا شايب، أو سلسلة يتصدّرها شايب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>في هذه اللعبة تبدأ الأساسات من %1: لا يملأ الكومة الفارغة إلا ورقة من الرتبة %2، أو سلسلة تتصدّرها واحدة منها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>في هذه اللعبة تبقى الكومة الفارغة فارغة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>في هذه اللعبة تنتقل الأوراق من كومة إلى كومة واحدةً واحدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>لا يمكن أن يصعد %1: الأساس %2 يبدأ من الرتبة %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>الورقة العليا من الكومة %1 مقلوبة على وجهها ما دامت في الخلية الحرة %2 ورقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>الكومة %1 تقع تحت الكومة %2، وفي هذه ورقة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>الكومة %1 تقع تحت الكومة %2: لا يمكن أن ينزل عليها إلا أوراق الكومة %2 كلها، وعددها %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>الخلية الحرة %1 لا تحمل إلا %2، لا %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>في هذه اللعبة تبقى الأوراق على الأساسات.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>في هذه اللعبة لا توضع أي ورقة على كومة.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>لا يمكن أن يصعد %1: تأخذ الأساسات هذه الرتب في المرة التالية: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>الأساس %1 ممتلئ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>الأساس %1 يأخذ الرتبة %2 في المرة التالية، لا %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>وُزّعت %1 ورقة على الخلايا الحرة لكن لا يوجد إلا %2 خلايا حرة: اختر خلايا أكثر أو أوراقًا أقل.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>لا يمكن إنهاء اللعبة إلا عندما لا تحمل أي كومة أكثر من ورقة واحدة.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>رمز اللعبة ’%1‘: ’%2‘ ليس بداية رمز أي لعبة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>رمز اللعبة ’%1‘: جزء الخلايا ’%2‘ يجب أن يكون من C0 إلى C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>رمز اللعبة ’%1‘: عدد الخلايا الحرة %2 خارج النطاق (%3 إلى %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>رمز اللعبة ’%1‘: تُلعب %2 بـ%3 خلايا حرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>رمز اللعبة ’%1‘: تتعذّر قراءة جزء القواعد فيه (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>رمز اللعبة ’%1‘ أطول من أي رمز.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>لا يمكن أن يصعد %1: الأساس %2 يبدأ بالآس.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>لا يمكن أن يصعد %1 بعد: %2 أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>لا تنتقل الورقة أبدًا من خلية حرة إلى أخرى.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>الورقة من الأساس لا تعود إلا إلى كومة.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>الخلية الحرة %1 مشغولة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 ورقة، يمكن نقل %2 على الأكثر الآن.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>لا يمكن إنهاء اللعبة من هنا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>لا يمكن أن يصعد %1: يأخذ الأساس الرتبة %2 في المرة التالية.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>الأساس %1 يأخذ %2 في المرة التالية، لا %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>لا يمكن نقل إلا الورقة العليا من خلية حرة أو أساس.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>تصعد الأوراق إلى الأساس واحدةً واحدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>الخلية الحرة تحمل ورقة واحدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>في هذه اللعبة لا تصعد إلا سلسلة كاملة من الشايب إلى الآس بألوان متناوبة، بأوراقها الـ13 كلها دفعة واحدة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>كل أساس يحمل سلسلة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>لا يمكن إنهاء اللعبة إلا عندما تكون كل كومة سلاسل كاملة من الشايب إلى الآس.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>عندما يبدأ كل شايب كومة، تحتاج اللعبة إلى عدد من الأكوام يساوي عدد أوراق الشايب (%1) أو يزيد عليه بواحدة، لا %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>حين تقلب ورقة الخلية الحرة الورقة العليا من كومتها على وجهها، تحتاج كل خلية حرة إلى كومة خاصة بها: عدد الخلايا الحرة %1، وعدد الأكوام %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>فزت باللعبة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>لا يمكن إنهاء اللعبة إلا عندما تكون كل كومة سلسلة واحدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>لا يمكن إنهاء اللعبة إلا عندما تستطيع كل ورقة متبقية الصعود من مكانها، واحدةً تلو الأخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>لا شيء للتراجع عنه.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>لا شيء لإعادته.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>لا توجد نقطة %1 في السجل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>’%1‘ ليس رقم توزيعة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>رقم التوزيعة %1 خارج النطاق (1 إلى %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>يجب أن يكون رقم التوزيعة عددًا صحيحًا، لا %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>رمز اللعبة ’%1‘: ’%2‘ ليس حرفًا من A إلى Z ولا رقمًا ولا شرطة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>رمز اللعبة ’%1‘ يجب أن يتكون من ثلاثة أجزاء، مثل FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>رمز اللعبة ’%1‘: إصدار التنسيق ’%2‘ ليس 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>رمز اللعبة ’%1‘: جزء التوزيعة ’%2‘ يجب أن يكون 7 أحرف من A إلى Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>رمز اللعبة ’%1‘: التوزيعة %2 خارج النطاق (1 إلى %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>لا يمكن إرجاع الأوراق من الأساسات في هذه اللعبة: بدأت والإرجاع معطّل.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>التحديات والتوزيعات السهلة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>اربح توزيعة من الخلية الحرة بأقل عدد من الخلايا الحرة يحتاجه المُحلِّل لها. كل توزيعة أدناه مدرجة تحت أقل عدد من الخلايا الحرة يمكن الفوز بها به.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>خلية حرة واحدة (%1 توزيعة)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n خلية حرة (%1 توزيعة)</numerusform>
            <numerusform>%n خلية حرة (%1 توزيعة)</numerusform>
            <numerusform>%n خليتان حرتان (%1 توزيعة)</numerusform>
            <numerusform>%n خلايا حرة (%1 توزيعة)</numerusform>
            <numerusform>%n خلية حرة (%1 توزيعة)</numerusform>
            <numerusform>%n خلية حرة (%1 توزيعة)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;أقل عدد من الخلايا:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>ال&amp;عب التحدي</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>لل&amp;مبتدئين: توزيعة سهلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>توزيعة عشوائية من الخلية الحرة بأربع خلايا حرة يصنّفها المُحلِّل سهلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>ال&amp;آسات أولًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>الخلية الحرة والآسات الأربعة على الأساسات قبل اللعب: لعبة أسهل</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>التوزيعة %1 بخلية حرة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>التوزيعة %1 بـ%n خليتين حرتين</numerusform>
            <numerusform>التوزيعة %1 بـ%n خلايا حرة</numerusform>
            <numerusform>التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>التوزيعة %1 بـ%n خلية حرة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>تحدٍّ: أقل &amp;عدد من الخلايا...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>تحديات وتوزيعات &amp;سهلة...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>لل&amp;مبتدئين: توزيعة سهلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>الآسات أولًا: الخلية الحرة الأ&amp;يسر</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>تحدٍّ: التوزيعة %1 بخلية حرة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خليتين حرتين</numerusform>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خلايا حرة</numerusform>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: التوزيعة %1 بـ%n خلية حرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>تحدي أقل الخلايا مخصص لتوزيعات الخلية الحرة الموزّعة برقم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>يأتي أقل عدد من الخلايا مع تصنيف الصعوبة، وهو مخفي ما دام حكم المُحلِّل مخفيًا: فعّله في التفضيلات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>جارٍ حساب أقل عدد من الخلايا...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة، لذا لا تحدي لها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>لم يتمكن المُحلِّل من تحديد أقل عدد من الخلايا الحرة لهذه التوزيعة ضمن حدوده، لذا لا يقدّم تحديًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>تحدي أقل الخلايا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>تحدٍّ: اربح هذه التوزيعة بخلية حرة واحدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>يفوز المُحلِّل بالتوزيعة %1 بخلية حرة واحدة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خليتين حرتين</numerusform>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خلايا حرة</numerusform>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خلية حرة</numerusform>
            <numerusform>تحدٍّ: اربح هذه التوزيعة بـ%n خلية حرة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خلية حرة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خلية حرة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خليتين حرتين لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خلايا حرة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خلية حرة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
            <numerusform>يفوز المُحلِّل بالتوزيعة %1 بـ%n خلية حرة لا أقل. تبدأ التوزيعة نفسها من جديد بهذا العدد من الخلايا.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>ا&amp;بدأ التحدي</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>نجح التحدي: التوزيعة %1 بخلية حرة واحدة!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خلية حرة!</numerusform>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خلية حرة!</numerusform>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خليتين حرتين!</numerusform>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خلايا حرة!</numerusform>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خلية حرة!</numerusform>
            <numerusform>نجح التحدي: التوزيعة %1 بـ%n خلية حرة!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>الخلية الحرة والآسات أولًا: تبدأ الآسات الأربعة على الأساسات. تُحفظ نتائجها منفصلة عن نتائج الخلية الحرة.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>حجم الملف أكبر من %1 م.ب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>الملف ليس نصًّا (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>الملف فارغ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>الملف ليس JSON صالحًا (السطر %1، العمود %2: %3)؛ ربما قُطع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>الملف ليس JSON صالحًا (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>تتعذّر قراءة الملف (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>الملف لا يحمل لعبة محفوظة (لا كائن JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>الملف ليس لعبة FreeCell Qt (التنسيق %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>الملف بلا رقم إصدار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>كُتب الملف بإصدار أحدث من FreeCell Qt (الإصدار %1)؛ حدّث التطبيق لفتحه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>إصدار ملف غير معروف %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>يجب أن يكون وقت اللعب عددًا من الثواني، 0 أو أكثر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>يجب أن يكون عدد التلميحات عددًا صحيحًا، 0 أو أكثر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>الملف لا يحمل أي لعبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>اللعبة في الملف غير صالحة: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>في اللعبة %1 خطوة، أكثر من %2 المسموح بها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>الخطوة %1 فيها أكثر من %2 نقلة المسموح بها للخطوة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>في اللعبة أكثر من %1 نقلة المسموح بها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>وقت اللعب أكثر من %1 سنة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>عدد التلميحات أكثر من %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>الملف ليس ملفًّا عاديًّا (مجلد أو جهاز أو أنبوب)</translation>
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
        <translation>لا مكان تذهب إليه هذه الورقة.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>إعادة العرض: اضغط «تابع من هنا» للعب، أو Esc للعودة إلى لعبتك.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>سجل التراجع</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>اختر نقطة لإعادة اللعبة إليها. الخطوات المتراجع عنها رمادية ويمكن إعادتها حتى تقوم بنقلة جديدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>الخطوات الملعوبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>رقم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>الخطوة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>ا&amp;نتقل إلى</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>متراجع عنها: يمكن إعادتها</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>اللعبة هنا الآن</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>التوزيعة</translation>
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
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>الإنهاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;عندما تصبح كل كومة سلسلة واحدة، تكون اللعبة شبه مربوحة: يرسل زر &lt;b&gt;إنهاء&lt;/b&gt; كل الأوراق إلى الأعلى. مع تفعيل &lt;i&gt;الإنهاء تلقائيًا&lt;/i&gt;، يحدث هذا من تلقاء نفسه. وإن لم تبقَ أي نقلة على الإطلاق، يمكنك التراجع أو إعادة التوزيعة أو بدء لعبة جديدة.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;كل ورقة توضع على أساس تكسب 10 نقاط، وكل ورقة تُلعب من خلية حرة إلى كومة 5 نقاط؛ والورقة المستعادة من أساس تكلّف 10. التراجع يستعيد النقاط أيضًا، ولا تنزل النتيجة أبدًا تحت الصفر.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>أرقام التوزيعات ورموز الألعاب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;لكل توزيعة رقم من 1 إلى 2,147,483,647، كما في لعبة ويندوز الكلاسيكية، والرقم نفسه يعطي الخلط نفسه في كل لعبة، موزَّعًا في تخطيط تلك اللعبة: توزيعة الخلية الحرة 11982 هي الشهيرة التي لا يمكن الفوز بها. &lt;b&gt;رمز اللعبة&lt;/b&gt; مثل &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; يسمّي اللعبة وخلاياها الحرة والتوزيعة، فيلعب الصديق الذي يدخله اللعبة نفسها تمامًا. استخدم &lt;i&gt;العب توزيعة برقم أو رمز&lt;/i&gt; لإدخال أيّ منهما.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>الصعوبة والتوزيعات القابلة للفوز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُصنَّف كل توزيعة &lt;b&gt;سهل&lt;/b&gt; أو &lt;b&gt;متوسط&lt;/b&gt; أو &lt;b&gt;صعب&lt;/b&gt; أو &lt;b&gt;خبير&lt;/b&gt;. يحسب التصنيف أقل عدد من الخلايا الحرة لا يزال يمكن الفوز بالتوزيعة معه (يجرّب المُحلِّل خلايا اللعبة، ثم أقل بواحدة، وهكذا)، ثم المدة التي احتاجها المُحلِّل للبحث عن فوز: كل خلية تحتاجها التوزيعة تزن مثل بحث أطول بعشر مرات. ويعتمد على عدّ الوضعيات، لا على الوقت، فتحصل التوزيعة نفسها على التصنيف نفسه على كل حاسوب.&lt;/p&gt;&lt;p&gt;في &lt;i&gt;لعبة جديدة مع خيارات&lt;/i&gt;، يوزّع &lt;i&gt;التوزيعات القابلة للفوز فقط&lt;/i&gt; توزيعة عشوائية بعد أن يجد المُحلِّل فوزًا لها فقط، ويطلب &lt;i&gt;الصعوبة&lt;/i&gt; توزيعة عشوائية بذلك التصنيف. وبينما يبحث المُحلِّل، يمكنك مواصلة اللعب؛ ويوقف &lt;b&gt;Esc&lt;/b&gt; البحث.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>اللعب بقارئ الشاشة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُخبر الطاولة قارئ الشاشة بالكومة التي عليها الإطار، مثلًا &lt;i&gt;7 الكبة، الكومة 3، 5 أوراق، الورقة العليا&lt;/i&gt; أو &lt;i&gt;الخلية الحرة b، فارغة&lt;/i&gt;، وتنطق كل نقلة، والأوراق التي تصعد من تلقاء نفسها، وسبب رفض النقلة، والتلميحات، وإن كان لا يزال ممكنًا الفوز بالتوزيعة، والفوز. لسماع الطاولة: &lt;b&gt;R&lt;/b&gt; يقرأ كل ورقة من الكومة التي عليها الإطار، و&lt;b&gt;L&lt;/b&gt; يقرأ الخلايا الحرة، و&lt;b&gt;U&lt;/b&gt; الأساسات، و&lt;b&gt;Alt&lt;/b&gt; مع رقم يقرأ تلك الكومة (&lt;b&gt;Alt+3&lt;/b&gt; الكومة 3). القراءة لا تنقل أي ورقة ولا الإطار.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تنقل مفاتيح الأسهم الإطار بين الأكوام؛ &lt;b&gt;Space&lt;/b&gt; أو &lt;b&gt;Enter&lt;/b&gt; يلتقط الأوراق هناك ويضعها على الكومة التالية التي تختارها؛ و&lt;b&gt;Esc&lt;/b&gt; يفلتها. يمكنك أيضًا كتابة نقلة: رقم كومة، ثم وجهتها (كومة أخرى، أو خلية حرة، أو &lt;b&gt;h&lt;/b&gt; للأساس). &lt;b&gt;3&lt;/b&gt; ثم &lt;b&gt;h&lt;/b&gt; يرسل الورقة المكشوفة من الكومة 3 إلى أساسها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;الأكوام من 10 فما فوق تُكتب %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ليس للأكوام من %1 فما فوق مفتاح خاص بها: تصل إليها بمفاتيح الأسهم، اليمين واليسار على طول الطبقة، والأعلى والأسفل إلى الطبقة التي فوقها أو تحتها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;الخلايا الحرة مرمّزة بالأحرف من &lt;b&gt;a&lt;/b&gt; إلى &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; هو الأساس): &lt;b&gt;3&lt;/b&gt; ثم &lt;b&gt;a&lt;/b&gt; ينقل الورقة المكشوفة من الكومة 3 إلى أول خلية حرة.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>طريقة لعب %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>لوحة المفاتيح</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>الدرس</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>تخطَّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>انتقل إلى الخطوة التالية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>غادر الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>عودة إلى لعبتك (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>العب توزيعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>غادر الدرس والعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>أعد الدرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>الدرس مرة أخرى، من الخطوة 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>ابدأ الدرس الآن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>لا، شكرًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>يبقى الدرس في قائمة المساعدة</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>ال&amp;درس الأول</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>غادر الدرس</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>جديد على الخلية الحرة؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>خذ درسًا قصيرًا: ثماني خطوات على توزيعة صغيرة، في نحو ثلاث دقائق. تنتظرك لعبتك في أثناء ذلك.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>الدرس في قائمة المساعدة متى أردته: «الدرس الأول».</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>أحسنت!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>لقد فزت بتوزيعة الدرس، وصرت تعرف كل نقلات الخلية الحرة. اختر «العب توزيعة»، أو خذ الدرس مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>الخطوة {0} من {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>توضع الورقة على ورقة أعلى منها برتبة واحدة من اللون الآخر، مثل ولد أحمر على بنت سوداء. اسحب {0} إلى {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>الخلايا الحرة، في أعلى اليسار، تحمل كل منها ورقة واحدة أيًّا كانت. ضع {0} في خلية حرة لتكشف الورقة التي تحتها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>الأساسات، في أعلى اليمين، يُبنى فيها كل نوع صعودًا من الآس. أرسل {0} إلى الأعلى: اسحبه إلى هناك أو انقره نقرًا مزدوجًا. في ألعابك أنت، تصعد الأوراق التي لم يعد يحتاجها شيء من تلقاء نفسها (النقل التلقائي).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>الأوراق المرتبة بألوان متناوبة تنتقل معًا: (الخلايا الحرة + 1) × 2^(الأكوام الفارغة) على الأكثر، أي {0} هنا. اسحب {1} إلى {2}؛ وستنتقل معها الأوراق التي تحتها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>ترفض اللعبة أي نقلة لا تسمح بها القواعد، وتذكر السبب أسفل النافذة. جرّب نقلة كهذه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>ترفض اللعبة أي نقلة لا تسمح بها القواعد، وتذكر السبب أسفل النافذة. جرّب ذلك: اسحب {0} إلى {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>قم بأي نقلة، ثم استعدها بالتراجع (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>يمكن استعادة أي نقلة: اضغط Ctrl+Z (تراجع) الآن.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>قالت اللعبة: «{0}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>لست متأكدًا مما تفعل؟ اضغط H (تلميح): تُبرز اللعبة نقلة جيدة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>والآن اربح التوزيعة: كل ورقة إلى أساسها. استخدم التلميحات (H) كما تشاء؛ والإنهاء (Ctrl+F) يرسل بقية الأوراق إلى الأعلى متى صارت مرتبة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>لا يمكن فعل هذا من هنا. استعد نقلات بالتراجع (Ctrl+Z)، أو اضغط «تخطَّ».</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>أزرار أخرى</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;لعبة جديدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>لع&amp;بة جديدة مع خيارات...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;إعادة التوزيعة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>العب توزيعة بر&amp;قم أو رمز...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>تو&amp;زيعة اليوم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>انسخ &amp;رمز اللعبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>انسخ ال&amp;وضعية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>ال&amp;صق الوضعية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>ج&amp;هّز وضعية...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>ا&amp;فتح لعبة...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>احف&amp;ظ اللعبة باسم...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>ا&amp;خرج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>ترا&amp;جع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>أع&amp;د</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;سجل التراجع...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;مراجعة اللعبة...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>أ&amp;نهِ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>شريط ال&amp;أدوات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>التف&amp;ضيلات...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;حول FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>توزيعة اليوم {0}: {1} التوزيعة {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} التوزيعة {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>الدرس الأول</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>لم تعد مثبّتة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>لا يمكن استخدام رزمة الورق «{0}»: {1} الأوراق المستخدمة هي أوراق FreeCell Qt الخاصة.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>نُسخت الوضعية إلى الحافظة نصًّا.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;لعبة</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;نقل</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;إعدادات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>شريط الأدوات</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>النتيجة: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>النقلات: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>الوقت: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>هذه توزيعة اليوم؛ «إعادة التوزيعة» تلعبها من البداية.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>توزيعة اليوم لـ{0}: التوزيعة نفسها للجميع اليوم.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>نُسخ {0} إلى الحافظة.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>الرسا&amp;ئل...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>آخر رسائل شريط الحالة</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>الرسائل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>آخر الرسائل، الأحدث في الأخير</translation>
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
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>مخصّصة</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>ال&amp;سماح بإرجاع الأوراق من الأساسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>خيار لكل لعبة، كما في التفضيلات</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>ال&amp;لعبة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>الخلايا ال&amp;حرة:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>توزيعة &amp;عشوائية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;رقم التوزيعة أو رمز اللعبة:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>ال&amp;توزيعات القابلة للفوز فقط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>وزّع توزيعة عشوائية فقط بعد أن يثبت المُحلِّل أنه يمكن الفوز بها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>أيّ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>مثلًا 11982 أو FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>التوزيعة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>ال&amp;صعوبة:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>أرقام التوزيعات من 1 إلى %1، والخلط نفسه في كل لعبة.&lt;br&gt;رموز الألعاب تبدو مثل FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>تح&amp;ديات وتوزيعات سهلة...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. هذه قواعد %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>رمز اللعبة: لا يوجد بعد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>رمز اللعبة: توزيعة عشوائية — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>رمز اللعبة: %1 — %2، التوزيعة %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>المعدّل: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>نقلاتك كما يحسبها المعدّل (كل نقلة، بما فيها النقلات إلى الأساسات والنقلات التلقائية)، ومعدّل التوزيعة: أقل عدد من النقلات وُجد للفوز بها</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>تعذّرت قراءة ملف الإعدادات {0}؛ تُستخدم القيم الافتراضية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>تعذّرت قراءة ملف الإعدادات؛ احتُفظ به باسم {0} وتُستخدم القيم الافتراضية.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>لا يمكن حفظ الإعدادات في {0}؛ تبقى التغييرات حتى يُغلق FreeCell Qt فقط.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>نقل ال&amp;أوراق الآمنة تلقائيًا إلى الأساسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>الإنهاء &amp;تلقائيًا عندما تكون كل كومة سلسلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>نقرة &amp;واحدة ترسل الورقة إلى أساسها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>النقر للن&amp;قل: انقر ورقة، ثم مكانها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>السماح &amp;بإرجاع الأوراق من الأساسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;رزمة بأربعة ألوان (السباتي أخضر، الديناري أزرق)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>رزمة بمؤشرات &amp;كبيرة (رتبة ونوع كبيران في الزوايا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>المؤثرات ال&amp;صوتية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;استئناف آخر لعبة عند البدء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>&amp;إظهار إن كان لا يزال ممكنًا الفوز باللعبة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>نقرة تلتقط ورقة والسلسلة التي عليها؛ ونقرة على كومة أخرى تضعها هناك، ونقرة على اللبّاد أو Esc تعيدها. عندئذٍ تلتقط النقرة الواحدة الورقة بدلًا من إرسالها إلى أساسها؛ أما النقرة المزدوجة فلا تزال ترسلها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>ال&amp;مضاعفة: (الخلايا الحرة + 1) × 2^الأكوام الفارغة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>ال&amp;خطي: (الخلايا الحرة + 1) × (الأكوام الفارغة + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>الأوراق التي يمكن أن تحملها نقلة السلسلة:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>في الألعاب التي لا تأخذ أكوامها الفارغة إلا الملوك، أو لا شيء، تنتقل الخلايا الحرة + 1 ورقة دفعة واحدة. تُطبَّق تغييرات القواعد فورًا، على اللعبة الجارية أيضًا.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>سريع</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>كالنظام</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>فاتح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>لبّاد أخضر، داكن في الوضع الداكن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>لبّاد أخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>لبّاد أزرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>لبّاد داكن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>مفعّل: لبّاد أسود، وأوراق وأكوام محدّدة الحواف</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>شبكة زرقاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>معيّنات حمراء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>أمواج خضراء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>ملء النافذة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>كبير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>صغير</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>بطيء</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>سر&amp;عة الحل:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;نظام الألوان:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>ال&amp;طاولة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>تبا&amp;ين عالٍ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>&amp;حجم الورق:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>تقليل الحركة: تذهب الأوراق مباشرةً إلى مكانها، &amp;دون احتفال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>مفعّل افتراضيًا عندما يطلب سطح المكتب حركة أقل. لا تزال أداة الحل تلعب نقلة واحدة في كل مرة، بسرعتها الخاصة.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>الورق</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>رزمة FreeCell Qt الخاصة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>معاينة الرزمة: آس وشايب والظهر</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>الر&amp;زمة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;ظهر الورق:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>هذا الخيار يغيّر رزمة FreeCell Qt الخاصة فقط؛ الرزمة المختارة تأتي بوجوهها وظهرها.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>لا يمكن استخدام الرزمة «{0}»: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;سرعة الحركة:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>النظام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;موافق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;أغلق</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>موافق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>صفّر</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>أوقف البحث عن توزيعة (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>الصعوبة: جارٍ التصنيف...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>جارٍ تقدير صعوبة هذه التوزيعة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>الصعوبة: غير مصنّفة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>لا يمكن الفوز بهذه التوزيعة، لذا ليس لها مستوى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>لم يحسم المُحلِّل شيئًا ضمن ميزانيته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>الصعوبة: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>توقف البحث عن توزيعة؛ اللعبة الجارية لم تتغير.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>جارٍ البحث عن توزيعة قابلة للفوز... (المرشّحة %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>جارٍ البحث عن توزيعة مصنّفة %1... (المرشّحة %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>التوزيعة %1، مصنّفة %2 (المرشّحة %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>التوزيعة %1، ثبت أنه يمكن الفوز بها (المرشّحة %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>لا توزيعة مناسبة بين %1 مجرَّبة؛ اللعبة الجارية لم تتغير.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>يمكن الفوز بها بلا خلايا حرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>يمكن الفوز بها بخلية حرة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>يمكن الفوز بها بـ%n خلية حرة</numerusform>
            <numerusform>يمكن الفوز بها بـ%n خلية حرة</numerusform>
            <numerusform>يمكن الفوز بها بـ%n خليتان حرتان</numerusform>
            <numerusform>يمكن الفوز بها بـ%n خلايا حرة</numerusform>
            <numerusform>يمكن الفوز بها بـ%n خلية حرة</numerusform>
            <numerusform>يمكن الفوز بها بـ%n خلية حرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1؛ فُحصت %2 وضعية.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>للخلف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>خطوة واحدة للخلف</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>للأمام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>خطوة واحدة للأمام</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>اسحب إلى أي نقطة من اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>نقطة في اللعبة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>تابع من هنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>العب هذه اللعبة بنفسك من النقطة المعروضة؛ يمكن إعادة الخطوات اللاحقة</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>إعادة العرض: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>لعبتك الآن، من الخطوة {0}. الإعادة تتبع إعادة العرض.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>الخطوة {0} من {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>النتائج عبر الزمن</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} لعبة، الفوز في {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>لا ألعاب منتهية بعد.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>اللعبة {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>آخر {0} لعبة، الأقدم على اليسار</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>مراجعة اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>جارٍ فحص كل نقطة من اللعبة بالمُحلِّل...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>جارٍ المراجعة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>نقاط اللعبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>رقم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>الخطوة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;تابع اللعب من هنا</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>اعرض ال&amp;حل</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>معدّل التوزيعة {0} نقلة؛ لعبتك محسوبة بالطريقة نفسها (مع النقلات التلقائية): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>التوزيعة</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>يمكن الفوز بها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>خاسرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة من بدايتها.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>لم يُعثر على فوز من التوزيعة في الوقت المسموح.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>لقد فزت: لم تُخسرك أي نقلة اللعبة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>لا يزال ممكنًا الفوز باللعبة من وضعها الحالي: لم تُخسرها أي نقلة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>النقلة {0} أخسرت اللعبة: كان يمكن الفوز بها قبلها، لا بعدها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>كان يمكن الفوز باللعبة حتى النقلة {0}؛ وبعدها لم يُعثر على فوز في الوقت المسموح.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>لعبت نقلة واحدة؛ يفوز المُحلِّل من التوزيعة في {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>لعبت %n نقلة؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
            <numerusform>لعبت %n نقلة؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
            <numerusform>لعبت %n نقلتان؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
            <numerusform>لعبت %n نقلات؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
            <numerusform>لعبت %n نقلة؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
            <numerusform>لعبت %n نقلة؛ يفوز المُحلِّل من التوزيعة في {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>أُغلقت المراجعة: لعبة أخرى قيد اللعب.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>تخطيط الطاولة</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>الخلية الحرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>فورسيل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>لعبة الخبّاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>لعبة الخبّاز بالملوك فقط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>إيت أوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>إيت أوف المزدوجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>أبراج سيهيفن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>أبراج سيهيفن المخفّفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>أبراج سيهيفن المزدوجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>الخلية الحرة المخفّفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>تحدي الخلية الحرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>التحدي الأكبر للخلية الحرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>سبعة في أربعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>سبعة في خمسة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>باث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>الخلية الحرة المزدوجة (التقليدية)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>الخلية الحرة المزدوجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>الخلية الحرة الثلاثية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>الإصلاح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>الخلية 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>الخلية الكبيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>العميقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>البطريق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>أوبوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>توكسيدو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>البتلة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>الهوابط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>كلينك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>خلايا العنكبوت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>فوتلينغ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>فوتلينغ المزدوجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>الملوك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>ذيل القط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>الأفعى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>الحاشية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>المقر الرئيسي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>ليمبوبو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>الإبرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>كومة القش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>المذراة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>فليبر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>قلب العقرب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>الأوبرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>سارلاك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>العرقلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>لعبة مخصّصة</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>الخلية الحرة، الآسات أولًا</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1، بلا خلايا حرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1، خلية حرة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1، %n خلية حرة</numerusform>
            <numerusform>%1، %n خلية حرة</numerusform>
            <numerusform>%1، %n خليتان حرتان</numerusform>
            <numerusform>%1، %n خلايا حرة</numerusform>
            <numerusform>%1، %n خلية حرة</numerusform>
            <numerusform>%1، %n خلية حرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>بلا خلايا حرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>خلية حرة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n خلية حرة</numerusform>
            <numerusform>%n خلية حرة</numerusform>
            <numerusform>%n خليتان حرتان</numerusform>
            <numerusform>%n خلايا حرة</numerusform>
            <numerusform>%n خلية حرة</numerusform>
            <numerusform>%n خلية حرة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومتان</numerusform>
            <numerusform>%n أكوام</numerusform>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>لا بناء على الأكوام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>البناء حسب النوع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>البناء بغضّ النظر عن النوع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>البناء بألوان متناوبة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>الملوك فقط في الأكوام الفارغة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>الأكوام الفارغة تبقى فارغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>أي ورقة في الأكوام الفارغة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>تنتقل السلاسل بأي طول</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>ورقة واحدة في كل مرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>تنتقل السلاسل عبر الخلايا الحرة والأكوام الفارغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>تنتقل السلاسل عبر الخلايا الحرة</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومتان</numerusform>
            <numerusform>%n أكوام</numerusform>
            <numerusform>%n كومة</numerusform>
            <numerusform>%n كومة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>الآسات والاثنان موزّعة في الأعمق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>رتبة الورقة الأولى تحدد القاعدة، وكل أوراقها تبدأ الأساسات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>أول ورقة موزّعة تحدد القاعدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>الشايب يوضع على الآس في الأكوام</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>شايب في رأس كل كومة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>كل شايب موزّع يبدأ كومة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>الآسات تصعد حين توزَّع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>تبدأ الآسات على الأساسات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>الورقة في خلية حرة تقلب الورقة العليا من كومتها على وجهها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>النصف الأيمن من الأكوام يُبنى حسب النوع ويعطي أيًّا من أوراقه ويقبل الملوك حين يفرغ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>أوراق كل كومة مقلوبة إلا الأخيرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>أكوام في طبقات متراكبة: الكومة الواقعة تحت كومة فيها أوراق لا تعطي ولا تأخذ، لكن يمكنها أن تأخذ كل أوراق الكومة الوحيدة التي فوقها</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n كومة احتياطية، تأخذ كل منها سلسلة حين تكون فارغة</numerusform>
            <numerusform>%n كومة احتياطية، تأخذ كل منها سلسلة حين تكون فارغة</numerusform>
            <numerusform>%n كومتان احتياطيتان، تأخذ كل منهما سلسلة حين تكون فارغة</numerusform>
            <numerusform>%n أكوام احتياطية، تأخذ كل منها سلسلة حين تكون فارغة</numerusform>
            <numerusform>%n كومة احتياطية، تأخذ كل منها سلسلة حين تكون فارغة</numerusform>
            <numerusform>%n كومة احتياطية، تأخذ كل منها سلسلة حين تكون فارغة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، ولا تستعيد أي ورقة</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، ولا تستعيد أي ورقة</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقتان، ولا تستعيد أي ورقة</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n أوراق، ولا تستعيد أي ورقة</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، ولا تستعيد أي ورقة</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، ولا تستعيد أي ورقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، وتتسع حتى %1</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، وتتسع حتى %1</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقتان، وتتسع حتى %1</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n أوراق، وتتسع حتى %1</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، وتتسع حتى %1</numerusform>
            <numerusform>كومة احتياطية توزَّع عليها %n ورقة، وتتسع حتى %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n كومة احتياطية تتسع كل منها حتى %1 ورقة</numerusform>
            <numerusform>%n كومة احتياطية تتسع كل منها حتى %1 ورقة</numerusform>
            <numerusform>%n كومتان احتياطيتان تتسع كل منهما حتى %1 ورقة</numerusform>
            <numerusform>%n أكوام احتياطية تتسع كل منها حتى %1 ورقة</numerusform>
            <numerusform>%n كومة احتياطية تتسع كل منها حتى %1 ورقة</numerusform>
            <numerusform>%n كومة احتياطية تتسع كل منها حتى %1 ورقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومتان احتياطيتان&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;أكوام احتياطية&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. الكومة الاحتياطية الفارغة تأخذ سلسلة كاملة دفعة واحدة من كومة أو من كومة احتياطية أخرى؛ أما التي تحمل أوراقًا فلا تأخذ شيئًا. ويمكن لأي سلسلة في أعلى كومة احتياطية أن تغادرها، كاملةً أو جزءًا منها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. تأخذ كل منها أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. تأخذ كل منها أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومتان احتياطيتان&lt;/b&gt; على يمين الأكوام. تأخذ كل منهما أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;أكوام احتياطية&lt;/b&gt; على يمين الأكوام. تأخذ كل منها أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. تأخذ كل منها أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، تقف %n &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام. تأخذ كل منها أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %1 ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n ورقة على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n ورقة على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n ورقتان على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n أوراق على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n ورقة على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
            <numerusform>بدلًا من الخلايا الحرة، توزَّع أول %n ورقة على &lt;b&gt;كومة احتياطية&lt;/b&gt; على يمين الأكوام.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>يمكن لعب ورقتها العليا، لكن لا يمكن وضع أي ورقة عليها.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n ورقتان؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n أوراق؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
            <numerusform>تأخذ أي ورقة، ورقةً واحدة في كل مرة، حتى تحمل %n ورقة؛ ولا يغادرها إلا ورقتها العليا.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>تُلعب اللعبة بـ %1 &lt;b&gt;كومة&lt;/b&gt;، تُوزَّع على كل منها ورقة واحدة مكشوفة، في %2 صفوف (طبقات) من %3 كومة بدءًا من الأعلى. كل طبقة أدنى قليلًا من التي قبلها ومُزاحة نصف ورقة إلى الجانب، فكل كومة، عدا أكوام الطبقة السفلى، تقع تحت الكومة أو الكومتين من الطبقة التالية اللتين تتراكبان عليها.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>ما دامت في كومة فوقها ورقة، تكون الكومة &lt;b&gt;محجوبة&lt;/b&gt;: لا تتحرك أي ورقة من أوراقها ولا توضع عليها أي ورقة. أكوام الطبقة السفلى لا تُحجب أبدًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>نقلة واحدة تذهب إلى كومة محجوبة: حين لا تبقى فيها أوراق إلا كومة واحدة من الأكوام التي فوقها، يمكن أن تنزل كل أوراق تلك الكومة عليها دفعة واحدة، إن كانت تشكّل سلسلة تناسب ورقتُها الأولى الورقةَ المكشوفة للكومة المحجوبة. ويجب أن تكون الكومة التي تغادرها الأوراق نفسها غير محجوبة، وألا تحمل أوراقًا أكثر مما يمكن نقله دفعة واحدة.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>تبدأ الآسات على الأساسات، وتوزَّع باقي الأوراق صفًّا صفًّا.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>توزَّع %1 ورقة على الأكوام، من اليسار: %2. توزَّع أولًا كل أوراق كل كومة إلا الأخيرة مقلوبةً، صفًّا صفًّا؛ ثم يوزَّع صف واحد مكشوفًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>لا يمكن للورقة المقلوبة أن تتحرك ولا أن تستقبل ورقة، لذا لا تتكون السلاسل إلا من أوراق مكشوفة. وحين تغادر الأوراق التي فوقها، تُكشف فورًا.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>على كومة احتياطية تقبلها (انظر «الطاولة»)؛</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>لا يمكن أن تتحرك إلا الورقة المكشوفة من كومة (التي لا يغطيها شيء) أو الورقة العليا من كومة احتياطية. ويمكن للورقة الذهاب:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>لكل خلية حرة كومة تتبعها: الخلية الحرة a للكومة 1، وb للكومة 2، وهكذا. ما دامت في الخلية الحرة ورقة، تكون الورقة العليا من كومتها &lt;b&gt;مقلوبة على وجهها&lt;/b&gt;: لا يمكن نقلها، ولا توضع عليها أي ورقة. وتظل الكومة الفارغة تقبل ورقة أو سلسلة، فتُقلب ورقتها العليا على وجهها فورًا. وحالما تفرغ الخلية الحرة من جديد، تُكشف الورقة.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>الأكوام نوعان. الأكوام من 1 إلى %1 تُبنى كما سبق، وتقبل أي مجموعة من الأوراق تناسب ورقتها الأولى، متسلسلة أو لا. والأكوام من %2 إلى %3 تُبنى نزولًا حسب النوع (7 الكبة على 8 الكبة)؛ ويمكن نقل أي عدد من أوراقها دفعة واحدة، متسلسلة أو لا، تتقدّمها الورقة الأولى من المجموعة؛ والفارغة منها لا تقبل إلا شايبًا، أو مجموعة يتصدّرها شايب.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>لا تأخذ ورقة وهي فارغة إلا أكوام الطبقة العليا الـ %1: أي ورقة، أو سلسلة قصيرة بما يكفي، حين لا تكون في أي كومة فوقها ورقة. والكومة الفارغة من أي طبقة أخرى تبقى فارغة، ولا تُحتسب أكوامًا فارغة عند نقل السلاسل إلا أكوام الطبقة العليا الفارغة.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>السلسلة من الأوراق المكشوفة في نهاية كومة، %1، يمكن أن تنتقل دفعة واحدة عندما تكون قصيرة بما يكفي. مع &lt;i&gt;F&lt;/i&gt; خلايا حرة فارغة و&lt;i&gt;E&lt;/i&gt; أكوام فارغة (مع احتساب الكومة الفارغة التي تذهب إليها السلسلة)، أطول سلسلة يمكن نقلها هي %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>مثلًا، عندما تكون كل الخلايا الحرة وكومة واحدة فارغة، يمكن نقل %1 ورقة إلى كومة أخرى أو إلى الكومة الفارغة نفسها.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>أساسات تُبنى حسب الرتبة من أربع أوراق موزّعة</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>أساسان بألوان متناوبة من آس السباتي وآس الكبة</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>أساس واحد لكل الأوراق: كل الآسات، ثم كل أوراق 2، وهكذا حتى أوراق الشايب</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>كل أساس يأخذ سلسلة كاملة من الشايب إلى الآس بألوان متناوبة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُلعب اللعبة برزمة واحدة و&lt;b&gt;جوكرين&lt;/b&gt;. انقل الأوراق الـ 54 كلها إلى &lt;b&gt;الأساسات&lt;/b&gt; الخمسة: أربعة حسب النوع، يُبنى كل منها صعودًا من الآس إلى الشايب، وخامس يأخذ الجوكرين، لكن فقط بعد اكتمال أساسات السباتي والبستوني والكبة (لا يلزم اكتمال الديناري).&lt;/p&gt;&lt;p&gt;لا يوضع الجوكر &lt;b&gt;أبدًا على كومة&lt;/b&gt;، ولا حتى على كومة فارغة، ولا يوضع شيء على الجوكر: انقله إلى خلية حرة، أو إلى الأعلى حين يأخذه أساسه. والجوكر الموزَّع داخل سلسلة ينتقل معها، ويُحتسب آسًا (الجوكر الأول) أو 2 (الثاني) من لون خاص به. والسلسلة المنقولة إلى كومة فارغة تَحتسب تلك الكومة أيضًا بين الأكوام الفارغة التي تتيح نقلها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>على أساسها، إن كانت الرتبة التالية من ذلك النوع؛ والجوكر على الأساس الخامس بعد اكتمال السباتي والبستوني والكبة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>جوكران لا يوضعان أبدًا على كومة، وأساس خامس يأخذهما بعد اكتمال السباتي والبستوني والكبة</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>أربعة أساسات، كل منها حسب النوع دورتين من آس من الرزمة الأولى</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>يمكن إرجاع الأوراق من الأساسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>ورقة واحدة موزّعة على الخلايا</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n ورقة موزّعة على الخلايا</numerusform>
            <numerusform>%n ورقة موزّعة على الخلايا</numerusform>
            <numerusform>%n ورقتان موزّعة على الخلايا</numerusform>
            <numerusform>%n أوراق موزّعة على الخلايا</numerusform>
            <numerusform>%n ورقة موزّعة على الخلايا</numerusform>
            <numerusform>%n ورقة موزّعة على الخلايا</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ%1 إلى &lt;b&gt;الأساس&lt;/b&gt; الوحيد. يأخذ &lt;b&gt;كل الآسات أولًا&lt;/b&gt;، بأي ترتيب للأنواع، ثم كل أوراق 2، ثم كل أوراق 3، وهكذا حتى أوراق الشايب، أيًّا كان النوع: كل الأوراق الـ%2 من رتبة قبل الرتبة التالية.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ52 إلى &lt;b&gt;الأساسات&lt;/b&gt; الأربعة، التي تأخذ أي نوع. لا يأخذ الأساس إلا &lt;b&gt;سلسلة كاملة&lt;/b&gt;: الأوراق الـ13 من الشايب نزولًا إلى الآس بألوان متناوبة، الواقعة في نهاية كومة، تصعد معًا في نقلة واحدة، أيًّا كانت الخلايا الحرة والأكوام الفارغة. لا تصعد ورقة وحدها أبدًا. اسحب السلسلة من شايبها، أو انقر آسها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُلعب اللعبة برزمتين مخلوطتين معًا. انقل كل الأوراق الـ104 إلى &lt;b&gt;الأساسات&lt;/b&gt; الأربعة، واحد لكل نوع. تبدؤها آسات الرزمة الأولى الأربعة، وتوزَّع هناك أخيرًا، ويُبنى كل منها صعودًا حسب النوع من الآس إلى الشايب ثم &lt;b&gt;دورة أخرى&lt;/b&gt;، من الآس الآخر إلى الشايب الآخر، حتى يحمل 26 ورقة.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ52 إلى &lt;b&gt;الأساسين&lt;/b&gt;. يبدؤهما آس السباتي وآس الكبة، ويُبنى كل منهما صعودًا &lt;b&gt;بألوان متناوبة أيًّا كان النوع&lt;/b&gt;، رتبةً رتبة، دائرًا مرتين من الآس إلى الشايب حتى يحمل 26 ورقة: على آس السباتي يوضع 2 أحمر، ثم 3 أسود، وبعد شايبه الأسود آس أحمر. وعندما تناسب ورقة الأساسين كليهما، أسقطها على الذي تختاره.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ52 إلى &lt;b&gt;الأساسات&lt;/b&gt; الأربعة. تبدؤها آخر أربع أوراق موزّعة، واحدة لكل منها، ويُبنى كل منها صعودًا &lt;b&gt;حسب الرتبة أيًّا كان النوع&lt;/b&gt;، رتبةً رتبة ودائرًا من الشايب إلى الآس، حتى يحمل 13 ورقة: على 6 يوضع أي 7، ثم أي 8، وهكذا حتى 5. وعندما تناسب ورقة أكثر من أساس، أسقطها على الذي تختاره.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ52 إلى &lt;b&gt;الأساسات&lt;/b&gt; الأربعة، واحد لكل نوع، يُبنى كل منها صعودًا من الآس إلى الشايب.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>الألوان الأربعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>الخلية الحرة الألمانية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>خلية الملك</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n رزمة</numerusform>
            <numerusform>%n رزمة</numerusform>
            <numerusform>%n رزمتان</numerusform>
            <numerusform>%n رزم</numerusform>
            <numerusform>%n رزمة</numerusform>
            <numerusform>%n رزمة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>كل نوع موزّع على كومته الخاصة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>خلية حرة لكل نوع</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>نقل الأوراق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>الأكوام الفارغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>نقل السلاسل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>إرجاع الأوراق من الأساسات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>النقلات التلقائية</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُلعب اللعبة بـ%1 رزم مخلوطة معًا. انقل كل الأوراق الـ%2 إلى &lt;b&gt;الأساسات&lt;/b&gt; الـ%3، %1 لكل نوع، يُبنى كل منها صعودًا من الآس إلى الشايب؛ وتذهب الورقة إلى أي أساس من نوعها تناسبه.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انقل كل الأوراق الـ52 إلى &lt;b&gt;الأساسات&lt;/b&gt; الأربعة، واحد لكل نوع.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;تُلعب اللعبة بـ%1 رزم مخلوطة معًا. انقل كل الأوراق الـ%2 إلى &lt;b&gt;الأساسات&lt;/b&gt; الـ%3، %1 لكل نوع؛ وتذهب الورقة إلى أي أساس من نوعها تناسبه.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>رتبة أول ورقة في الخلط تحدد &lt;b&gt;القاعدة&lt;/b&gt;: كل ورقة من تلك الرتبة تبدأ أساسًا قبل التوزيع، ويُبنى كل أساس صعودًا حسب النوع من تلك الرتبة، دائرًا من الشايب إلى الآس. إن كانت القاعدة 5، يسير الأساس 5، 6، ...، البنت، الشايب، الآس، 2، 3، 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>أول ورقة موزّعة، في أسفل الكومة الأولى، تحدد &lt;b&gt;القاعدة&lt;/b&gt;: الأوراق الأخرى من رتبتها تبدأ الأساسات، ويُبنى كل أساس صعودًا حسب النوع من تلك الرتبة، دائرًا من الشايب إلى الآس. إن كانت القاعدة 5، يسير الأساس 5، 6، ...، البنت، الشايب، الآس، 2، 3، 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>توزَّع %1 ورقة مكشوفة واحدةً تلو الأخرى في الكومة الأولى؛ وكل شايب يأتي والكومة تحمل أوراقًا بالفعل يبدأ الكومة التالية، فتتغير أطوال الأكوام من توزيعة إلى أخرى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>آخر شايب في الخلط يوزَّع أولًا، فيكون شايب في رأس كل كومة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>عندما تكون الورقة الأولى شايبًا، تبقى الكومة الأخيرة فارغة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>لا توزَّع الآسات على الأكوام: يذهب كل منها إلى أساس حين يأتي.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>تُلعب اللعبة بـ%n كومة.</numerusform>
            <numerusform>تُلعب اللعبة بـ%n كومة.</numerusform>
            <numerusform>تُلعب اللعبة بـ%n كومتان.</numerusform>
            <numerusform>تُلعب اللعبة بـ%n أكوام.</numerusform>
            <numerusform>تُلعب اللعبة بـ%n كومة.</numerusform>
            <numerusform>تُلعب اللعبة بـ%n كومة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>توزَّع كل ورقة مكشوفة على كومة نوعها: السباتي إلى الكومة الأولى، والديناري إلى الثانية، والكبة إلى الثالثة، والبستوني إلى الرابعة، بترتيب الخلط. وتبدأ الأكوام الأخرى فارغة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>توزَّع %1 ورقة مكشوفة على الأكوام، %2 لكل كومة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>توزَّع %1 ورقة مكشوفة على الأكوام، من اليسار: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>لا خلايا حرة: تبقى كل ورقة على الأكوام أو تذهب إلى الأساسات.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>فوقها الأساسات و&lt;b&gt;خلية حرة&lt;/b&gt; واحدة، تحمل ورقة واحدة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>فوقها الأساسات و&lt;b&gt;خلية حرة&lt;/b&gt; لكل نوع، تحمل ورقة واحدة من ذلك النوع: السباتي، والديناري، والكبة، والبستوني، من اليسار.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خلية حرة&lt;/b&gt;، تحمل كل منها ورقة واحدة.</numerusform>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خلية حرة&lt;/b&gt;، تحمل ورقة واحدة.</numerusform>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خليتان حرتان&lt;/b&gt;، تحمل كل منهما ورقة واحدة.</numerusform>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خلايا حرة&lt;/b&gt;، تحمل كل منها ورقة واحدة.</numerusform>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خلية حرة&lt;/b&gt;، تحمل كل منها ورقة واحدة.</numerusform>
            <numerusform>فوقها الأساسات و%n &lt;b&gt;خلية حرة&lt;/b&gt;، تحمل كل منها ورقة واحدة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>توزَّع الورقة الأخيرة على خلية حرة.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>توزَّع آخر %n ورقة على الخلايا الحرة.</numerusform>
            <numerusform>توزَّع آخر %n ورقة على الخلايا الحرة.</numerusform>
            <numerusform>توزَّع آخر %n ورقتان على الخلايا الحرة.</numerusform>
            <numerusform>توزَّع آخر %n أوراق على الخلايا الحرة.</numerusform>
            <numerusform>توزَّع آخر %n ورقة على الخلايا الحرة.</numerusform>
            <numerusform>توزَّع آخر %n ورقة على الخلايا الحرة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>توزَّع الآسات، ثم الاثنان، أولًا، لتستقر في أسفل الأكوام.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>على أساس ورقته العليا أدنى برتبة واحدة، أيًّا كان نوعها: شايب على بنت، وآس على شايب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>لا يُبنى شيء على الأكوام أبدًا: لا يمكن أن تتحرك إلا الورقة المكشوفة من كومة أو ورقة في خلية حرة، ويمكنها الذهاب:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>على كومة ورقتها المكشوفة أعلى برتبة واحدة ومن النوع نفسه: 7 الكبة على 8 الكبة؛</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>على كومة ورقتها المكشوفة أعلى برتبة واحدة، أيًّا كان نوعها: أي 7 على أي 8؛</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>على كومة ورقتها المكشوفة أعلى برتبة واحدة ومن اللون الآخر: 7 أحمر على 8 أسود؛</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>إلى الخلية الحرة الخاصة بنوعها، عندما تكون فارغة؛</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>إلى خلية حرة فارغة (ولا تنتقل أبدًا من خلية حرة إلى أخرى)؛</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>على أساس ورقته العليا أدنى برتبة واحدة ومن اللون الآخر، أيًّا كان نوعها: 2 أحمر على آس السباتي.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>على الأساس، إن كانت من الرتبة التي يأخذها الأساس تاليًا، أيًّا كان نوعها.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>على أساس فارغ فقط ضمن سلسلة كاملة من الشايب إلى الآس، بأوراقها الـ13 كلها دفعة واحدة.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>على أساسها، إن كانت الرتبة التالية من ذلك النوع: بعد الشايب يأتي الآس الآخر.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>على أساسها، إن كانت الرتبة التالية من ذلك النوع.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>لا يمكن أن تتحرك إلا الورقة المكشوفة من كومة (التي لا يغطيها شيء) أو ورقة في خلية حرة. ويمكن للورقة الذهاب:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>الرتب تدور على الأكوام أيضًا: يوضع الشايب على الآس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>تدور الرتب في الأكوام، لا في الأساسات: يوضع الشايب على الآس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>لا تدور الرتب في الأكوام: لا يوضع شيء على الآس هناك، ولا يوضع الشايب على أي ورقة.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>لا يملأ الكومة الفارغة إلا ورقة من الرتبة التي تحت القاعدة مباشرة (4 عندما تكون القاعدة 5)، أو سلسلة تتصدّرها واحدة منها. ولا يمكن للأكوام الفارغة حمل أوراق في طريقها إلى مكان آخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>لا يملأ الكومة الفارغة إلا شايب، أو سلسلة يتصدّرها شايب. ولا يمكن للأكوام الفارغة حمل أوراق في طريقها إلى مكان آخر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>لا يمكن لعب أي ورقة في كومة فارغة: ما إن تفرغ الكومة حتى تبقى فارغة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>يمكن لأي ورقة أن تملأ كومة فارغة، أو أي سلسلة قصيرة بما يكفي. السحب ينقل الورقة التي تمسكها وكل الأوراق تحتها؛ والنقر أو لوحة المفاتيح ينقل أطول سلسلة تسمح بها القواعد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>نزولًا في الرتبة من النوع نفسه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>نزولًا في الرتبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>نزولًا في الرتبة مع تناوب اللون</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>تنتقل الأوراق واحدةً واحدة، ومن الأكوام فقط: لا سلاسل لنقلها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>السلسلة من الأوراق المكشوفة في نهاية كومة، %1، تنتقل دفعة واحدة مهما كان طولها، وأيًّا كانت الخلايا الحرة والأكوام الفارغة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>تنتقل الأوراق واحدةً واحدة: يجب تفكيك السلسلة ورقةً ورقة، عبر الخلايا الحرة والأكوام الفارغة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>السلسلة من الأوراق المكشوفة في نهاية كومة، %1، يمكن أن تنتقل دفعة واحدة عندما يمكن نقلها ورقةً ورقة عبر الخلايا الحرة الفارغة؛ ولا تساعد الأكوام الفارغة. مع &lt;i&gt;F&lt;/i&gt; خلايا حرة فارغة، أطول سلسلة يمكن نقلها هي %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>مثلًا، عندما تكون كل الخلايا الحرة فارغة، يمكن نقل %1 ورقة دفعة واحدة.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>السلسلة من الأوراق المكشوفة في نهاية كومة، %1، يمكن أن تنتقل دفعة واحدة عندما يمكن نقلها ورقةً ورقة عبر الخلايا الحرة الفارغة والأكوام الفارغة. مع &lt;i&gt;F&lt;/i&gt; خلايا حرة فارغة و&lt;i&gt;E&lt;/i&gt; أكوام فارغة (دون احتساب الكومة التي تذهب إليها السلسلة)، أطول سلسلة يمكن نقلها هي %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>مثلًا، عندما تكون كل الخلايا الحرة وكومة واحدة فارغة، يمكن نقل %1 ورقة إلى كومة أخرى و%2 إلى الكومة الفارغة نفسها.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>الأوراق على الأساسات تبقى هناك، أيًّا كان ما تقوله التفضيلات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>يمكن للورقة العليا من الأساس أن تعود إلى كومة تناسبها، بكلفة 10 نقاط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>الأوراق على الأساسات تبقى هناك. يمكن للتفضيلات السماح بإرجاع الورقة العليا من الأساس إلى كومة، بكلفة 10 نقاط.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>مع تفعيل &lt;i&gt;نقل الأوراق الآمنة تلقائيًا&lt;/i&gt;، تصعد كل ورقة يأخذها الأساس من تلقاء نفسها بعد كل نقلة: لا يأخذ الأساس رتبة إلا بعد صعود كل أوراق الرتبة التي تحتها، فلا يمكن لأي ورقة باقية على الطاولة أن توضع عليها. ويرسل &lt;i&gt;إنهاء&lt;/i&gt; الباقي إلى الأعلى ما إن تستطيع كل ورقة متبقية الصعود من مكانها، واحدةً تلو الأخرى.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>التراجع يستعيد نقلتك ونقلاتها التلقائية معًا. النقرة الواحدة على ورقة، أو النقرة المزدوجة، ترسلها أيضًا إلى الأساس عندما تناسبه.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>مع تفعيل &lt;i&gt;نقل الأوراق الآمنة تلقائيًا&lt;/i&gt;، تصعد السلسلة الكاملة من الشايب إلى الآس في نهاية كومة من تلقاء نفسها بعد كل نقلة: لا يمكن أن يوضع شيء على آسها، فلم تعد تفيد على الطاولة. ويرسل &lt;i&gt;إنهاء&lt;/i&gt; الباقي إلى الأعلى ما إن تصبح كل كومة سلاسل كاملة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>التراجع يستعيد نقلتك ونقلاتها التلقائية معًا. النقرة الواحدة أو المزدوجة على آس سلسلة كاملة ترسل السلسلة إلى الأعلى.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>مع تفعيل &lt;i&gt;نقل الأوراق الآمنة تلقائيًا&lt;/i&gt;، لا تصعد الورقة من تلقاء نفسها بعد كل نقلة إلا في الدورة الثانية لأساسها، بعد صعود توأمها، وعندما لا يمكن لأي ورقة باقية على الطاولة من أيّ من الرزمتين أن تُبنى عليها. وفي الدورة الأولى لك أن تختار أيّ الورقتين تصعد. ويرسل &lt;i&gt;إنهاء&lt;/i&gt; الباقي إلى الأعلى ما إن تستطيع كل ورقة متبقية الصعود من مكانها، واحدةً تلو الأخرى.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>مع تفعيل &lt;i&gt;نقل الأوراق الآمنة تلقائيًا&lt;/i&gt;، تصعد الورقة من تلقاء نفسها بعد كل نقلة عندما لا يأخذها إلا أساس واحد ولا يمكن لأي ورقة باقية على الطاولة أن توضع عليها: الآسات، وأي ورقة صعدت ورقتا الرتبة التي تحتها من اللون الآخر. والورقة التي يأخذها الأساسان كلاهما لك أن تضعها. ويرسل &lt;i&gt;إنهاء&lt;/i&gt; الباقي إلى الأعلى ما إن تستطيع كل ورقة متبقية الصعود من مكانها.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>التراجع يستعيد نقلتك ونقلاتها التلقائية معًا. النقرة الواحدة على ورقة، أو النقرة المزدوجة، ترسلها إلى أول أساس يأخذها.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>لا تصعد أي ورقة من تلقاء نفسها في هذه اللعبة، أيًّا كان ما تقوله التفضيلات: تتنافس الأساسات الأربعة على أوراق كل رتبة، فأيّ ورقة تذهب إلى أين، ومتى، أمر لك أن تختاره. وما إن لا تحمل أي كومة أكثر من ورقة واحدة، يرسل &lt;i&gt;إنهاء&lt;/i&gt; الباقي إلى الأعلى.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>النقرة الواحدة على ورقة، أو النقرة المزدوجة، ترسلها إلى أول أساس يأخذها.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>الأوراق التي لم تعد مفيدة على الطاولة تصعد من تلقاء نفسها بعد كل نقلة: أي ورقة لا يمكن لأي ورقة باقية على الطاولة أن تُبنى عليها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>الأوراق التي لم تعد مفيدة على الطاولة تصعد من تلقاء نفسها بعد كل نقلة: الآسات، والاثنان، وأي ورقة لا يمكن لأي ورقة باقية على الطاولة، من أي رزمة، أن تُبنى عليها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>كل ورقة يمكنها الذهاب إلى أساسها تصعد من تلقاء نفسها بعد كل نقلة: بما أن السلاسل تُبنى حسب النوع، لا يمكن أبدًا أن تلزم على الطاولة ورقة على أساس.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>الأوراق التي لم تعد مفيدة على الطاولة تصعد من تلقاء نفسها بعد كل نقلة: الآسات، والاثنان، وأي ورقة رتبتها ناقص واحد موجودة بالفعل على الأساسات الأربعة كلها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>الأوراق التي لم تعد مفيدة على الطاولة تصعد من تلقاء نفسها بعد كل نقلة: الآسات، والاثنان، وأي ورقة أساساها من اللون الآخر أدنى منها برتبة واحدة بالفعل.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>ورقة القاعدة الموزّعة أولًا لا تصعد أبدًا من تلقاء نفسها، لأن ورقة من الرتبة العليا لا يزال يمكن أن توضع عليها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>لا يصعد الآس أبدًا من تلقاء نفسه، لأن الشايب لا يزال يمكن أن يوضع عليه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>مع تفعيل &lt;i&gt;نقل الأوراق الآمنة تلقائيًا&lt;/i&gt;، %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>التراجع يستعيد نقلتك ونقلاتها التلقائية معًا. النقرة الواحدة على ورقة، أو النقرة المزدوجة، ترسلها أيضًا إلى أساسها عندما تناسبه.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>ألعاب الخلية الحرة (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>احفظ اللعبة باسم</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>تعذّر حفظ اللعبة</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>تعذّرت كتابة اللعبة في {0}.

تحقّق من أن المجلد موجود وقابل للكتابة وفيه مساحة، ثم حاول مجددًا.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} ليس ملفًّا عاديًّا (إنه جهاز أو أنبوب أو مجلد)، لذا لم تُكتب اللعبة فيه وهو لم يتغير.

اللعبة الجارية لا تزال على الطاولة؛ احفظها باسم آخر.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>هل تريد استبدال الملف؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} موجود بالفعل.

هل تريد استبداله بهذه اللعبة؟</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>افتح لعبة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>تعذّر فتح اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>تعذّر فتح {0}: {1}.

اللعبة الجارية لم تتغير.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>تعذّر لصق الوضعية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>لا تحمل الحافظة وضعية للعب: {0}.

اللعبة الجارية لم تتغير.</translation>
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
        <translation>تجهيز وضعية</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>الطاولة قيد التجهيز</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>طاولة &amp;فارغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>ال&amp;طاولة الجارية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;وزّع الباقي</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>ال&amp;لعبة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>ال&amp;خلايا الحرة:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>الوضع بلوحة ال&amp;مفاتيح:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>الأوراق، ثم وجهتها: كومة (1-9، t، j، q، k)، أو خلية حرة (a-g، i، l-n)، أو h للأساس، أو - للإرجاع إلى الأوراق المطلوب وضعها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>آخر رفض</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>فحص الوضعية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>حكم المُحلِّل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>جارٍ الحل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>&amp;هل يمكن الفوز بها؟</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>الع&amp;ب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>ال&amp;عب واعرض الفوز</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>جاهزة: هذه وضعية من %1. العبها، أو اسأل إن كان يمكن الفوز بها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>ليست وضعية بعد: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>كل الأكوام الأخرى فارغة.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>المُحلِّل يبحث عن فوز...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>يمكن الفوز بها: يفوز المُحلِّل في نقلة واحدة.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلة.</numerusform>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلة.</numerusform>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلتان.</numerusform>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلات.</numerusform>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلة.</numerusform>
            <numerusform>يمكن الفوز بها: يفوز المُحلِّل في %n نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>خاسرة: لا توجد طريقة لعب تفوز بهذه الوضعية.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>غير معروف: لم يجد المُحلِّل جوابًا في الوقت المتاح له.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>وُضعت كل الأوراق. اسحب ورقة إلى هنا لإزالتها من الطاولة.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>الأساس %1 يأخذ ورقة أعلى من %2 برتبة واحدة ومن اللون الآخر، لا %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>الأساس %1 يأخذ ورقة أعلى من %2 برتبة واحدة، لا %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n ورقة.</numerusform>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n ورقة.</numerusform>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n ورقتان.</numerusform>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n أوراق.</numerusform>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n ورقة.</numerusform>
            <numerusform>الخلية الحرة تحمل ورقة واحدة، لا %n ورقة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>الخلية الحرة %1 تحمل %2 بالفعل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>الخلية الحرة %1 لا تحمل إلا %2، لا %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n ورقة معًا.</numerusform>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n ورقة معًا.</numerusform>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n ورقتان معًا.</numerusform>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n أوراق معًا.</numerusform>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n ورقة معًا.</numerusform>
            <numerusform>توضع الأوراق على الأساس واحدةً واحدة، لا %n ورقة معًا.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 تحت %2 على أساسها: أزل تلك أولًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>الأساس بألوان متناوبة يبدأ بآس، لا %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>في هذه اللعبة لا يأخذ الأساس إلا سلسلة كاملة، في نقلة واحدة: رتّب السلسلة في كومة وأرسلها إلى الأعلى أثناء اللعب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>الأساس %1 ممتلئ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>يأخذ الأساس الرتبة %1 في المرة التالية، لا %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>الأساس %1 لا يأخذ إلا %1، لا %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>تبدأ الأساسات هنا من %1، لا %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>لا يوضع على أساس الجوكر إلا الجوكر، ولا يوضع الجوكر على أي أساس آخر: لا %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>الأساس %1 ممتلئ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>الأساس %1 يأخذ الورقة الأعلى من %2 برتبة واحدة، لا %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>لا تزال ورقة واحدة بانتظار الوضع.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>لا تزال %n ورقة بانتظار الوضع.</numerusform>
            <numerusform>لا تزال %n ورقة بانتظار الوضع.</numerusform>
            <numerusform>لا تزال %n ورقتان بانتظار الوضع.</numerusform>
            <numerusform>لا تزال %n أوراق بانتظار الوضع.</numerusform>
            <numerusform>لا تزال %n ورقة بانتظار الوضع.</numerusform>
            <numerusform>لا تزال %n ورقة بانتظار الوضع.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>الأساس %1 فارغ: في هذه اللعبة يبدأ كل أساس بورقة خاصة به.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>كل الأوراق على الأساسات: لا شيء للعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>اكتب ورقة أو أكثر، ثم وجهتها: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>«%1» ليست ورقة (7H، TD، KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>ورقة مذكورة مرتين.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>ذُكرت %1 ورقة، وفي اللعبة %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>«%1» لا يسمّي أي كومة في هذه اللعبة: الكومة 1-9 أو t أو j أو q أو k، والخلية الحرة a-g أو i أو l-n، والأساس h (h2 الثاني)، و- يُرجع الأوراق.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>الحل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>الخطوة الأولى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>الوضعية التي يبدأ منها الحل (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>خطوة للخلف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>نقلة واحدة للخلف (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>خطوة للأمام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>النقلة التالية (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>الخطوة الأخيرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>نهاية الحل (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>العب من هنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>تابع اللعب بنفسك من الخطوة المعروضة؛ تُحتسب النقلات التي قبلها لـ«حلّ»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>الحل: اضغط «العب من هنا» لمتابعة اللعب، أو Esc للعودة إلى لعبتك.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>لعبتك الآن، من الخطوة {0} من الحل.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>الخطوة {0} من {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>تم الحل: النقلة الأخيرة تفوز باللعبة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>التالي: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>اعرض ال&amp;حل</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>لا يمكن تشغيل المؤثرات الصوتية: تتعذّر كتابة ملفاتها في {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>لم يُعثر على مشغّل صوت للمؤثرات الصوتية: ثبّت pw-play أو paplay أو aplay لسماعها.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n ورقة</numerusform>
            <numerusform>%n ورقة</numerusform>
            <numerusform>%n ورقتان</numerusform>
            <numerusform>%n أوراق</numerusform>
            <numerusform>%n ورقة</numerusform>
            <numerusform>%n ورقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>الكومة الاحتياطية %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>الكومة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>الكومة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>الخلية الحرة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>الأساس</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>أساس الجوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>الأساس %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>أساس %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>أساس %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>ورقة مقلوبة</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>ممتلئ، حتى %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>فارغ، يأخذ أي %1 أولًا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>حتى %1، يأخذ %2 تاليًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>حتى %1، يأخذ أي %2 تاليًا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>فارغ، يأخذ %1 أولًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>حتى %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1, for %2, empty</source>
        <translation>%1، لـ%2، فارغة</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1، فارغة</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1، الخلية الحرة %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1، الكومة %2، %3، الورقة العليا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1، الكومة %2، %3، الورقة العليا</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1، سلسلة من %n ورقة</numerusform>
            <numerusform>%1، سلسلة من %n ورقة</numerusform>
            <numerusform>%1، سلسلة من %n ورقتان</numerusform>
            <numerusform>%1، سلسلة من %n أوراق</numerusform>
            <numerusform>%1، سلسلة من %n ورقة</numerusform>
            <numerusform>%1، سلسلة من %n ورقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1، تحت الكومة %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1، مُلتقطة</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: التُقطت %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: التُقطت %n ورقة، من %2 إلى %3</numerusform>
            <numerusform>%1: التُقطت %n ورقة، من %2 إلى %3</numerusform>
            <numerusform>%1: التُقطت %n ورقتان، من %2 إلى %3</numerusform>
            <numerusform>%1: التُقطت %n أوراق، من %2 إلى %3</numerusform>
            <numerusform>%1: التُقطت %n ورقة، من %2 إلى %3</numerusform>
            <numerusform>%1: التُقطت %n ورقة، من %2 إلى %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>أُعيدت</translation>
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
            <numerusform>%n ورقة مقلوبة</numerusform>
            <numerusform>%n ورقة مقلوبة</numerusform>
            <numerusform>%n ورقتان مقلوبتان</numerusform>
            <numerusform>%n أوراق مقلوبة</numerusform>
            <numerusform>%n ورقة مقلوبة</numerusform>
            <numerusform>%n ورقة مقلوبة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2، %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no free cells.</source>
        <translation>لا خلايا حرة في هذه اللعبة.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
            <numerusform>الخلايا الحرة، الفارغة %n: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+44"/>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Foundations: %1</source>
        <translation>الأساسات: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>الجوكر</translation>
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
        <translation>%1، في الكومة %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. تلقائيًا: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>تم التراجع: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>تمت الإعادة: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>عند النقلة %1 من %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>تعذّرت قراءة ملف الاحصائيات، فبُدئ ملف جديد. احتُفظ بالملف القديم باسم {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>حُفظت الاحصائيات بإصدار أحدث من FreeCell Qt؛ تُعرض لكنها لا تُحدَّث.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>لا يمكن حفظ الاحصائيات في {0} ({1})؛ يستمر اللعب بدونها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>تتعذّر قراءة الاحصائيات في {0} ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>تعذّر حفظ الاحصائيات: القرص ممتلئ. ستُحفظ حين تتوفر مساحة من جديد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>تعذّر حفظ الاحصائيات الآن: برنامج آخر يستخدم الملف. ستُحفظ حين يتحرر.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>العمل على الملف يستغرق وقتًا طويلًا جدًا وقد يكون تالفًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>برنامج آخر يستخدم الملف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>الاحصائيات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>ال&amp;لعبة:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>الألعاب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>الألعاب الملعوبة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>الألعاب المربوحة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>نسبة الفوز:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>السلاسل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>السلسلة الحالية:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>أطول سلسلة انتصارات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>أطول سلسلة خسارات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>أفضل الانتصارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>أفضل وقت:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>أقل عدد نقلات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>أفضل نتيجة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>الانتصارات على المعدّل أو دونه:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>توزيعة اليوم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>الأيام الملعوبة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>الأيام المربوحة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>السلسلة الحالية:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>أفضل سلسلة:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>التحديات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>التحديات المربوحة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>أقل عدد من الخلايا:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>الألعاب الملعوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>ال&amp;عب هذه التوزيعة مجددًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;إعادة العرض</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;مراجعة...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;صفّر...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>الألعاب الأخيرة:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>حسب الصعوبة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>الملعوبة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>غير مصنّفة</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>المربوحة: %n</numerusform>
            <numerusform>المربوحة: %n</numerusform>
            <numerusform>المربوحة: %n</numerusform>
            <numerusform>المربوحة: %n</numerusform>
            <numerusform>المربوحة: %n</numerusform>
            <numerusform>المربوحة: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>الخاسرة: %n</numerusform>
            <numerusform>الخاسرة: %n</numerusform>
            <numerusform>الخاسرة: %n</numerusform>
            <numerusform>الخاسرة: %n</numerusform>
            <numerusform>الخاسرة: %n</numerusform>
            <numerusform>الخاسرة: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (التوزيعة %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>يوم واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n يوم</numerusform>
            <numerusform>%n يوم</numerusform>
            <numerusform>%n يومان</numerusform>
            <numerusform>%n أيام</numerusform>
            <numerusform>%n يومًا</numerusform>
            <numerusform>%n يوم</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>لوحة مخصّصة</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>أُنهيت بالحل: تُحسب ملعوبةً، لا مربوحة</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>قيد اللعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>محلولة</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}، لوحة مخصّصة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (توزيعة اليوم {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>رمز اللعبة: لا يوجد (لوحة مُعدّة يدويًا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>رمز اللعبة: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>تصفير الاحصائيات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>هل تريد نسيان كل الألعاب المنتهية من {0}؟ لا يمكن التراجع عن هذا.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>ال&amp;احصائيات...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>مراجعة اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>لا يمكن مراجعة هذه اللعبة: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>لا يمكن إعادة عرض هذه اللعبة: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>لوحة مخصّصة</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>تُحفظ الاحصائيات من جديد.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>الاحصائيات</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>أغلق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>عودة إلى لعبتك (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>بنت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>شايب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>الكبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>البستوني</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>الجوكر الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>الجوكر الثاني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 يعود من الأساس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 إلى الخلية الحرة %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 إلى خلية حرة</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 و%n ورقة تحتها إلى الأساس</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الأساس</numerusform>
            <numerusform>%1 و%n ورقتان تحتها إلى الأساس</numerusform>
            <numerusform>%1 و%n أوراق تحتها إلى الأساس</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الأساس</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الأساس</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 إلى الأساس</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 على %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 وورقة واحدة تحتها على %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 و%n ورقة تحتها على %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها على %2</numerusform>
            <numerusform>%1 و%n ورقتان تحتها على %2</numerusform>
            <numerusform>%1 و%n أوراق تحتها على %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها على %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها على %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 وورقة واحدة تحتها إلى الكومة %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 و%n ورقة تحتها إلى الكومة %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الكومة %2</numerusform>
            <numerusform>%1 و%n ورقتان تحتها إلى الكومة %2</numerusform>
            <numerusform>%1 و%n أوراق تحتها إلى الكومة %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الكومة %2</numerusform>
            <numerusform>%1 و%n ورقة تحتها إلى الكومة %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 إلى الكومة %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>إنهاء: ورقة واحدة إلى الأساس</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>إنهاء: %n ورقة إلى الأساسات</numerusform>
            <numerusform>إنهاء: %n ورقة إلى الأساسات</numerusform>
            <numerusform>إنهاء: %n ورقتان إلى الأساسات</numerusform>
            <numerusform>إنهاء: %n أوراق إلى الأساسات</numerusform>
            <numerusform>إنهاء: %n ورقة إلى الأساسات</numerusform>
            <numerusform>إنهاء: %n ورقة إلى الأساسات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>عند التوزيع: %n ورقة إلى الأساسات</numerusform>
            <numerusform>عند التوزيع: %n ورقة إلى الأساسات</numerusform>
            <numerusform>عند التوزيع: %n ورقتان إلى الأساسات</numerusform>
            <numerusform>عند التوزيع: %n أوراق إلى الأساسات</numerusform>
            <numerusform>عند التوزيع: %n ورقة إلى الأساسات</numerusform>
            <numerusform>عند التوزيع: %n ورقة إلى الأساسات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
            <numerusform>%1 (+%n تلقائيًا)</numerusform>
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
        <translation>سوليتير الخلية الحرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>سوليتير كل أوراقه مكشوفة: أرقام توزيعات Microsoft ورموز الألعاب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;الخلية الحرة;solitaire;سوليتير;patience;الصبر;cards;ورق;أوراق اللعب;شدة;forecell;فورسيل;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>سوليتير كل أوراقه مكشوفة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>الخلية الحرة لعبة سوليتير تُوزَّع فيها أوراق اللعب الـ52 كلها مكشوفة: ابنِ الأسس الأربعة من الآس إلى الشايب، بمساعدة ما يصل إلى أربع خلايا حرة. يمكن الفوز بكل توزيعة تقريبًا، وكل توزيعة لغز قائم بذاته.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>أرقام توزيعات متوافقة مع Microsoft، ورموز ألعاب تمنح صديقًا اللعبة نفسها تمامًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>أربع وعشرون لعبة: الخلية الحرة بصفر إلى أربع خلايا حرة، وفورسيل، ولعبة الخبّاز، وإيت أوف، وأبراج سيهيفن، والبطريق، وألعاب برزمتين وبثلاث رزم، ولعبة من تصميمك</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>مُحلِّل يقدّم تلميحات، ويلعب اللعبة عنك، ويخبرك إن كان الفوز لا يزال ممكنًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>توزيعات مصنّفة من سهل إلى خبير، وتوزيعة اليوم، والاحصائيات، ومراجعة لكل لعبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>اللعب بالفأرة ولوحة المفاتيح واللمس، وتراجع بلا حدود، وطاولة يستطيع قارئ الشاشة متابعتها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>وضع فاتح وآخر داكن، بخمس وعشرين لغة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>التوزيعة 1 بعد نقلتين: السباتي وآس البستوني على الأسس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>اللعبة نفسها في الوضع الداكن، على اللبّاد الداكن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>اللبّاد الأزرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>الرزمة ذات المؤشرات الكبيرة في نافذة طويلة وضيقة</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>لا مزيد من النقلات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>لا نقلات أخرى ممكنة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>يمكنك التراجع عن آخر نقلة، أو إعادة هذه التوزيعة من البداية، أو بدء لعبة جديدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;أعد التشغيل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;لعبة جديدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;مراجعة</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>طاولة الورق. مفاتيح الأسهم تتنقل بين الأكوام، وSpace يلتقط ويضع، وR يقرأ الكومة، وL الخلايا الحرة، وU الأساسات، وAlt مع رقم يقرأ كومة.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>إنهاء</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>محلولة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>حلّها الحاسوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>لعبت أداة الحل هذه اللعبة، لذا لا تُحسب فوزًا في إحصائياتك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>لقد فزت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>تهانينا، لقد فزت!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>النقلات:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>الوقت:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>سلسلة الفوز:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>غير مصنّفة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>الصعوبة:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (لعبتك: %2، مع النقلات التلقائية)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>المعدّل:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>دون المعدّل!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>على المعدّل!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;لعبة جديدة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>ال&amp;عب مجددًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;إعادة العرض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;مراجعة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>اعرض ال&amp;حل</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>أول فوز لك في هذه اللعبة.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل وقت لك بين انتصاراتك (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>يحتل وقتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
            <numerusform>أفضل نتيجة لك بين انتصاراتك (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
            <numerusform>تحتل نتيجتك المرتبة %1 بين انتصاراتك (%n).</numerusform>
        </translation>
    </message>
</context>
</TS>
