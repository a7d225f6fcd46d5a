"""The window side of the first lesson: its Help action, its bar, and the first start's offer.

The lesson is played on the table like any game, through the same
controller, so every way of moving a card works in it; the controller puts
the game in play aside meanwhile (``GameController.enter_lesson``), and
nothing of the lesson reaches the statistics, the autosave or the challenges.
This class follows what the controller says (moves, undos, refusals) and
the Hint action, tells the step model (``engine/lesson.py``), and words each
step on the bar, marks the cards it wants as a hint is marked, and speaks
it to a screen reader.

Leave Lesson (Esc) puts the game in play back exactly as it was. So does
anything that brings another game (New Game, Open, a replay): the lesson
ends first, and the game in play is what that request replaces.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import GameView, Move, PileKind
from freecell_qt.engine.lesson import Lesson, Task, lesson_game, refusal_to_try, suggestion
from freecell_qt.engine.rules.rules_of_play import capacity, moved_cards
from freecell_qt.storage.statistics import Statistics
from freecell_qt.table.scene import TableScene
from freecell_qt.windows.lesson_bar import Face, LessonBar
from freecell_qt.words.step_words import card_name
from freecell_qt.words.wording import Wording


class LessonUi(QObject):
    """The First Lesson action and bar of one window.

    ``announce`` speaks to a screen reader; ``hint_action`` is the window's
    Hint, whose use the hint step waits for; ``new_game`` deals when Play a
    Deal finds no game to go back to; ``table`` gets the keys back.
    """

    def __init__(self, window: QMainWindow, controller: GameController, scene: TableScene,
                 statistics: Statistics, hint_action: QAction, *,
                 announce: Callable[[str], None], show_message: Callable[[str], None],
                 new_game: Callable[[], None], table: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.scene = scene
        self.statistics = statistics
        self._announce = announce
        self._show_message = show_message
        self._new_game = new_game
        self._table = table
        self.lesson = Lesson()
        self.bar = LessonBar(window)
        #: The lesson's game on the table, read through the controller.
        self._game: GameView | None = None
        #: What the game said when it refused the move the refusal step asked for.
        self._refusal = ""
        #: The last words spoken, so that a redraw does not say them again.
        self._spoken = ""
        self._speaking = QTimer(self)
        self._speaking.setSingleShot(True)
        self._speaking.setInterval(0)
        self._speaking.timeout.connect(self._speak)
        wording = Wording(window)
        self.action = QAction(window)
        wording.text(self.action.setText, lambda: self.tr("First &Lesson"))
        self.action.triggered.connect(self.start)
        window.addAction(self.action)
        self.leave_action = QAction(window)
        wording.text(self.leave_action.setText, lambda: self.tr("Leave Lesson"))
        self.leave_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.leave_action.triggered.connect(self.leave)
        self.leave_action.setEnabled(False)  # Esc is the replay's and the solution's too
        window.addAction(self.leave_action)
        self.bar.skip_requested.connect(self.skip)
        self.bar.leave_requested.connect(self.leave)
        self.bar.again_requested.connect(self.start)
        self.bar.play_requested.connect(self.play_a_deal)
        self.bar.start_requested.connect(self.start)
        self.bar.declined.connect(self.decline)
        controller.changed.connect(self._changed)
        controller.lesson_changed.connect(self._lesson_changed)
        controller.message.connect(self._refused)
        scene.message.connect(self._refused)
        scene.animator.idle.connect(self._mark)
        hint_action.triggered.connect(self._hinted)
        wording.add(self._show)

    # -- state -----------------------------------------------------------------
    @property
    def active(self) -> bool:
        """True while the lesson's game is on the table."""
        return self.controller.in_lesson

    # -- what the player asks ----------------------------------------------------
    def start(self) -> None:
        """The lesson from step 1 (Help > First Lesson, Start, Take It Again)."""
        self.controller.enter_lesson(lesson_game())
        self._table.setFocus()

    def leave(self) -> None:
        """Back to the game put aside, exactly as it was (Leave Lesson, Esc)."""
        if self.active:
            self.controller.leave_lesson()
            self._table.setFocus()

    def skip(self) -> None:
        """On to the next step. A step that wants a move has it played for the
        player, as the step shows it: the steps after it then find the table they
        were written for, where a bare skip could leave a run with nothing to move
        onto. A step with no move (a refusal, undo, a hint) is passed over."""
        if not self.active:
            return
        task = self.lesson.task
        game = self.controller.game
        move = None if task is None else suggestion(task, game.position, game.rules)
        if move is not None and self.controller.play(move):
            return  # the move passes the step as the player's own would (``_changed``)
        self.lesson.skip()
        self.scene.hide_hint()  # the skipped step's move is no longer the one wanted
        self._show()

    def play_a_deal(self) -> None:
        """After the lesson: back to the game put aside, or a new deal if it is over."""
        self.leave()
        if self.controller.game.is_won:
            self._new_game()

    def offer_first_time(self) -> bool:
        """On the first start of a new player only: offer the lesson on the bar, once.

        Nothing is taken from the table: the offer waits beside the deal until the
        player says Start or No Thanks, or starts to play. True when offered.
        """
        prefs = self.controller.prefs
        if not prefs.offer_lesson or self.active:
            return False
        prefs.set("offer_lesson", False)  # offered once, whatever the answer
        if self.statistics.has_games():
            return False
        title = self.tr("New to FreeCell?")
        text = self.tr("Take a short lesson: eight steps on a small deal, about three "
                       "minutes. Your game waits meanwhile.")
        self.bar.show_offer(title, text)
        self._say(f"{title} {text}")
        return True

    def decline(self) -> None:
        self.bar.hide()
        self._table.setFocus()
        self._show_message(self.tr("The lesson is in the Help menu whenever you want it: "
                                   "First Lesson."))

    # -- following the table -------------------------------------------------------
    def _lesson_changed(self, on: bool) -> None:
        self.leave_action.setShortcut(QKeySequence(Qt.Key.Key_Escape) if on else QKeySequence())
        self.leave_action.setEnabled(on)
        if not on:
            self._game = None
            self.bar.hide()
            return
        self._begin()

    def _begin(self) -> None:
        self._game = self.controller.game
        self.lesson.restart()
        self._refusal = ""
        self._spoken = ""
        self._show()

    def _changed(self, change: Change) -> None:
        if not self.active:
            if self.bar.face is Face.OFFER and change.kind is ChangeKind.PLAY:
                self.bar.hide()  # the player started to play: the offer has had its turn
            return
        game = self.controller.game
        if game is not self._game:
            return  # a lesson (again): begun as the controller says so (_lesson_changed)
        if self.lesson.finished:
            return
        if change.kind in (ChangeKind.PLAY, ChangeKind.FINISH) and game.current > 0:
            step = game.steps[game.current - 1]
            self.lesson.played(change.positions[0], step.player_move)
        elif change.kind is ChangeKind.UNDO:
            self.lesson.undone()
        if game.is_won:
            self.lesson.won()
        self._show()

    def _refused(self, text: str) -> None:
        if self.active and text and self.lesson.task is Task.REFUSED:
            self._refusal = text
            self.lesson.refused()
            self._show()

    def _hinted(self) -> None:
        if self.active and self.lesson.hinted():
            self._show()

    # -- what the bar says ---------------------------------------------------------
    def _show(self) -> None:
        if not self.active or self._game is None:
            return
        lesson = self.lesson
        if lesson.finished:
            title = self.tr("Well done!")
            text = self.tr("You won the lesson's deal, and you know every move of FreeCell "
                           "now. Play a Deal, or take the lesson again.")
            self.bar.show_end(title, text)
        else:
            title = self.tr("Step {0} of {1}").format(lesson.index + 1, lesson.count)
            text = self._instruction()
            self.bar.show_step(title, text)
        self._say(f"{title} {text}")
        self._mark()

    def _say(self, words: str) -> None:
        """Speak ``words`` once the event that brought them is over: after the
        window's own words for it (the lesson's title as it starts, a refusal,
        which interrupts whatever is being said), never cut off by them."""
        if words == self._spoken:
            return
        self._spoken = words
        if not self._speaking.isActive():
            self._speaking.start()

    def _speak(self) -> None:
        if self._spoken:
            self._announce(self._spoken)

    def _instruction(self) -> str:
        """The words of the step in hand, naming the cards of the move it wants."""
        game = self._game
        task = self.lesson.task
        assert game is not None and task is not None
        position, rules = game.position, game.rules
        move = suggestion(task, position, rules)
        if task is Task.ONTO_COLUMN:
            if move is None:
                return self._stuck_words()
            card, onto = self._cards(move)
            return self.tr("A card goes onto a card one rank higher of the other colour, "
                           "like a red jack onto a black queen. Drag the {0} onto the {1}."
                           ).format(card, onto)
        if task is Task.FREE_CELL:
            if move is None:
                return self._stuck_words()
            return self.tr("The free cells, top left, hold any one card each. Put the {0} "
                           "in a free cell to uncover the card under it."
                           ).format(self._cards(move)[0])
        if task is Task.FOUNDATION:
            if move is None:
                return self._stuck_words()
            return self.tr("The foundations, top right, build each suit up from the ace. "
                           "Send the {0} up: drag it there or double-click it. In your own "
                           "games, cards nothing needs go up by themselves (auto-move)."
                           ).format(self._cards(move)[0])
        if task is Task.RUN:
            if move is None:
                return self._stuck_words()
            room = capacity(position, rules, onto_empty=False)
            card, onto = self._cards(move)
            return self.tr("Cards in order of alternating colours move together: (free cells "
                           "+ 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto "
                           "the {2}; the cards below it come along.").format(room, card, onto)
        if task is Task.REFUSED:
            refusal = refusal_to_try(position, rules)
            if refusal is None:
                return self.tr("The game refuses a move the rules do not allow, and says "
                               "why at the bottom of the window. Try one.")
            return self.tr("The game refuses a move the rules do not allow, and says why at "
                           "the bottom of the window. Try it: drag the {0} onto the {1}."
                           ).format(card_name(refusal.card), card_name(refusal.onto))
        if task is Task.UNDO:
            if not self.controller.can_undo:
                what = self.tr("Make any move, then take it back with Undo (Ctrl+Z).")
            else:
                what = self.tr("Any move can be taken back: press Ctrl+Z (Undo) now.")
            if not self._refusal:
                return what
            # The reason the refusal step drew, kept in sight while the next step asks.
            return " ".join((self.tr("The game said: “{0}”").format(self._refusal), what))
        if task is Task.HINT:
            return self.tr("Not sure what to do? Press H (Hint): the game marks a good move.")
        return self.tr("Now win the deal: every card to its foundation. Use hints (H) as "
                       "you like; Finish (Ctrl+F) sends the rest up once they are in order.")

    def _stuck_words(self) -> str:
        return self.tr("This cannot be done from here. Take moves back with Undo (Ctrl+Z), "
                       "or press Skip.")

    def _cards(self, move: Move) -> tuple[str, str]:
        """The name of the card ``move`` takes (its first), and of the card it lands on."""
        game = self._game
        assert game is not None
        cards = moved_cards(game.position, move)
        target = (game.position.columns[move.dest.index]
                  if move.dest.kind is PileKind.COLUMN else ())
        return card_name(cards[0]), card_name(target[-1]) if target else ""

    def _mark(self) -> None:
        """Mark the move the step wants on the table, once the cards have landed."""
        game, task = self._game, self.lesson.task
        if (game is None or task is None or self.controller.game is not game
                or self.scene.animator.busy or self.scene.shown != game.position):
            return
        move = suggestion(task, game.position, game.rules)
        if move is not None:
            self.scene.show_hint(move)
