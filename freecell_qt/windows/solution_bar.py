"""The solution bar: step through the solver's way to a win, then play on from any step.

The way is shown as a replay (``GameController.enter_replay``) of a game
that starts at the position it was asked for, with every move of the way
as a step of Solve's still to redo. So the buttons only call
``controller.go_to`` and the table animates each step as it does an undo or
redo; moves are refused meanwhile, and the game in play waits aside with
its clock stopped. Close (or Esc) puts it back exactly as it was.

"Play from Here" goes back to the game in play at the point the way was
asked from and plays there the moves stepped through, as Solve's
(``take_over_solution``): the same game, record and all, so a win after
them is never the player's own.

The next move of the way is marked on the table as a hint is, once the cards
have landed, and named on the bar; a screen reader hears it as the step
changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStyle, QWidget

from freecell_qt.controller import Change, GameController
from freecell_qt.engine import Actor, Game, Move, Position
from freecell_qt.table.scene import TableScene
from freecell_qt.windows.step_bar import StepBar
from freecell_qt.words.step_words import capital, describe_move

#: Keys that step through the way while the table has the keyboard (the table
#: would otherwise take the arrows to move its focus between piles).
STEP_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)


class ElidedLabel(QLabel):
    """A one-line label that gives up width before the bar's buttons do, ending
    its text with an ellipsis; the whole text is its tooltip."""

    #: The least width it asks for; the bar gives it whatever its buttons leave.
    LEAST_PX = 80

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.LEAST_PX, hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              rect.width())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(rect, int(align), shown)


class SolutionBar(StepBar):
    """First, Back, Forward and Last through a solution, under the table."""

    #: The player plays on from the step shown ("Play from Here").
    taken_over = Signal()

    def __init__(self, controller: GameController, scene: TableScene,
                 announce: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(controller, "solutionBar", lambda: self.tr("Solution"), parent)
        self.scene = scene
        self._announce = announce
        self._moves: tuple[Move, ...] = ()
        self._from = 0  # the point of the game in play the way starts at
        sp = QStyle.StandardPixmap
        steps = ((sp.SP_MediaSkipBackward, self.first, lambda: self.tr("First Step"),
                  lambda: self.tr("The position the solution starts from (Home)")),
                 (sp.SP_MediaSeekBackward, self.step_back, lambda: self.tr("Step Back"),
                  lambda: self.tr("One move back (Left)")),
                 (sp.SP_MediaSeekForward, self.step_forward, lambda: self.tr("Step Forward"),
                  lambda: self.tr("The next move (Right)")),
                 (sp.SP_MediaSkipForward, self.last, lambda: self.tr("Last Step"),
                  lambda: self.tr("The end of the solution (End)")))
        self.first_action, self.back_action, self.forward_action, self.last_action = (
            self._icon_action(*step) for step in steps)
        self.step_label.setContentsMargins(8, 0, 8, 0)
        self.addWidget(self.step_label)
        self.move_label = ElidedLabel()
        self.move_label.setContentsMargins(4, 0, 8, 0)
        self.move_label.setObjectName("solutionMove")
        self.addWidget(self.move_label)
        self.play_action = self._add_endings(
            self.play_from_here, lambda: self.tr("Play from Here"), lambda: self.tr(
                "Play on yourself from the step shown; the moves before it count as Solve's"))
        for action in self.actions():
            action.setEnabled(False)  # no shortcut of the bar acts while it is hidden
        scene.animator.idle.connect(self._mark)
        self.wording.add(self._show_point)
        self.hide()

    # -- state -------------------------------------------------------------
    @property
    def showing(self) -> bool:
        return self._game is not None

    # -- starting and ending -------------------------------------------------
    def start(self, position: Position, moves: tuple[Move, ...], point: int) -> None:
        """Show ``moves`` from ``position``, which is point ``point`` of the game in play."""
        playing = self.controller.game
        way = Game(playing.rules, position, playing.deal_number, automove=False)
        for move in moves:
            way.play(move, automove=False, actor=Actor.SOLVE)
        self._moves, self._from = moves, point
        self.controller.enter_replay(way, refusal=self.tr(
            "Solution: press Play from Here to play on, or Esc to go back to your game."))
        self._game = self.controller.game
        for action in self.actions():
            action.setEnabled(True)
        self._keys(on=True)
        self.show()
        self._show_point()
        self._mark()
        for view in self.scene.views():
            view.installEventFilter(self)

    def play_from_here(self) -> None:
        """The game in play goes on from the step shown, the moves to it Solve's."""
        if self._game is None or self.point >= self.length:
            return
        point = self.point
        self.controller.take_over_solution(self._from, self._moves[:point])
        self.controller.message.emit(
            self.tr("Your game now, from step {0} of the solution.").format(point))
        self.taken_over.emit()

    def close_solution(self) -> None:
        """Back to the game in play, exactly as it was."""
        self._close()

    def _end(self) -> None:
        self._moves = ()
        for action in self.actions():
            action.setEnabled(False)
        self._keys(on=False)
        for view in self.scene.views():
            view.removeEventFilter(self)
        super()._end()

    def _keys(self, *, on: bool) -> None:
        """The bar's keys, only while it is shown: Esc is the replay bar's too, and
        the arrows, Home and End are the table's the rest of the time."""
        keys = ((self.first_action, Qt.Key.Key_Home), (self.back_action, Qt.Key.Key_Left),
                (self.forward_action, Qt.Key.Key_Right), (self.last_action, Qt.Key.Key_End),
                (self.close_action, Qt.Key.Key_Escape))
        for action, key in keys:
            action.setShortcut(QKeySequence(key) if on else QKeySequence())

    def _game_changed(self, _change: Change) -> None:
        if self._game is None:
            return
        if self.controller.game is not self._game:
            self._end()  # another game or a replay took the table
            return
        self._show_point()
        self._mark()

    # -- moving through the solution -----------------------------------------
    def first(self) -> None:
        self.seek(0)

    def step_back(self) -> None:
        self.seek(self.point - 1)

    def step_forward(self) -> None:
        self.seek(self.point + 1)

    def last(self) -> None:
        self.seek(self.length)

    def seek(self, index: int) -> None:
        """Show the position after ``index`` moves of the solution (clamped)."""
        if self._go(index):
            self._announce(f"{self.step_label.text()}. {self.move_label.text()}")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The arrows, Home and End step through the solution while the table has the keys."""
        if self._game is None or not isinstance(event, QKeyEvent):
            return False
        if event.key() not in STEP_KEYS or event.modifiers() not in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress:
            {Qt.Key.Key_Left: self.step_back, Qt.Key.Key_Right: self.step_forward,
             Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last}[Qt.Key(event.key())]()
            return True
        return False

    # -- what the bar and the table show ---------------------------------------
    def _next_move(self) -> Move | None:
        game = self._game
        if game is None or game.current >= len(game.steps):
            return None
        return game.steps[game.current].player_move

    def _show_point(self) -> None:
        game = self._game
        point, length = self.point, self.length
        self.step_label.setText(self.tr("Step {0} of {1}").format(point, length))
        move = self._next_move()
        if game is None:
            self.move_label.setText("")
        elif move is None:
            self.move_label.setText(self.tr("Solved: the last move wins the game."))
        else:
            words = capital(describe_move(game.position, move, game.rules))
            self.move_label.setText(self.tr("Next: {0}").format(words))
        showing = game is not None
        self.first_action.setEnabled(showing and point > 0)
        self.back_action.setEnabled(showing and point > 0)
        self.forward_action.setEnabled(showing and point < length)
        self.last_action.setEnabled(showing and point < length)
        # At the end there is nothing left to play: the game is won.
        self.play_action.setEnabled(showing and point < length)

    def _mark(self) -> None:
        """Mark the next move on the table, once the cards have landed."""
        move, game = self._next_move(), self._game
        # The animator says it is idle as a change begins too, before the
        # table has taken the change in: only the position shown is marked.
        if (move is None or game is None or self.controller.game is not game
                or self.scene.animator.busy or self.scene.shown != game.position):
            return
        self.scene.show_hint(move)
