"""The replay bar: watch a game again from its deal, then take it over if you like.

A replay is an ordinary ``Game`` that the controller puts back at its deal
with every step still to redo and shows like any other game: the slider and
the buttons only call ``controller.go_to``, so the table animates each step
as it would an undo or redo, and the undo history dialog follows too. The
controller is ``read_only`` meanwhile, so a drag, a key or Undo is refused
with a word on how to play. The game in play waits aside: Close (or Esc)
puts it back on the table as it was.

"Continue from here" hands the game to the player at the point shown, giving
up the game put aside (after asking, if that counts as a loss). The steps
after it stay as redo history, as after any undo: Redo follows the original
line a step at a time, and the first new move drops what is left of it (the
engine's usual rule), so nothing is thrown away before the player chooses
another way. The game keeps who played it before: its clock, hints and Solve
come from the record it was replayed from.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QSizePolicy, QSlider, QStyle, QWidget

from freecell_qt.controller import GameController, PlayedBefore
from freecell_qt.engine import Game
from freecell_qt.windows.step_bar import StepBar

STEP_MS = 600


class ReplayBar(StepBar):
    """Play, pause, step and seek through a replayed game, under the table."""

    #: The replay became the player's game ("Continue from here").
    continued = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, "replayBar", lambda: self.tr("Replay"), parent)
        #: Asked before "Continue from here" gives up the game put aside.
        self.may_take_over: Callable[[], bool] = lambda: True
        sp = QStyle.StandardPixmap

        self.title_label = QLabel()
        self.title_label.setContentsMargins(6, 0, 10, 0)
        self.addWidget(self.title_label)
        self.back_action = self._icon_action(sp.SP_MediaSeekBackward, self.step_back,
                                             lambda: self.tr("Back"),
                                             lambda: self.tr("One step back"))
        # Play or Pause, worded as it stands (``_show_point``).
        self.play_action = self._icon_action(sp.SP_MediaPlay, self.toggle_play)
        self.forward_action = self._icon_action(sp.SP_MediaSeekForward, self.step_forward,
                                                lambda: self.tr("Forward"),
                                                lambda: self.tr("One step forward"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Narrow enough that the bar fits an 800-pixel window in every language.
        self.slider.setMinimumWidth(96)
        self.slider.setPageStep(10)
        self.wording.text(self.slider.setToolTip, lambda: self.tr("Drag to any point of the game"))
        self.wording.text(self.slider.setAccessibleName, lambda: self.tr("Point in the game"))
        self.slider.valueChanged.connect(self.seek)
        self.addWidget(self.slider)
        self.step_label.setContentsMargins(10, 0, 10, 0)
        self.addWidget(self.step_label)
        self.continue_action = self._add_endings(
            self.continue_here, lambda: self.tr("Continue from Here"), lambda: self.tr(
                "Play this game yourself from the point shown; later steps can be redone"))
        # Esc leaves the replay from anywhere in the window; the shortcut lives
        # only while the bar is shown and the action enabled.
        self.close_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.close_action.setEnabled(False)

        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._tick)
        self._title = ""
        self.wording.add(self._show_title)
        self.wording.add(self._show_point)
        self.hide()

    # -- state -------------------------------------------------------------
    @property
    def replaying(self) -> bool:
        return self._game is not None

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    # -- starting and ending -------------------------------------------------
    def start(self, game: Game, title: str = "", before: PlayedBefore | None = None) -> None:
        """Show ``game`` from its deal; its steps become the replay.

        ``before``: who played it (the record's clock, hints and Solve), which
        the game keeps if the player continues it.
        """
        self._timer.stop()
        self.controller.enter_replay(game, before)
        self._game = self.controller.game
        self._title = title
        self._show_title()
        with QSignalBlocker(self.slider):
            self.slider.setRange(0, len(game.steps))
        self._show_point()
        self.close_action.setEnabled(True)
        self.show()

    def continue_here(self) -> None:
        """Make the game the player's own at the point shown."""
        if self._game is None or not self.may_take_over():
            return
        point = self.point
        self.pause()
        self.controller.take_over_replay()
        self.controller.message.emit(
            self.tr("Your game now, from step {0}. Redo follows the replay.").format(point))
        self.continued.emit()

    def close_replay(self) -> None:
        """Leave the replay: the game that was in play comes back as it was."""
        if self._game is None:
            return
        self.pause()
        super()._close()

    def _close(self) -> None:
        self.close_replay()

    def _end(self) -> None:
        # The replay left the table (closed, continued, or another game took its place).
        self._timer.stop()
        self.close_action.setEnabled(False)
        super()._end()

    # -- moving through the game ---------------------------------------------
    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self._game is None:
            return
        if self.point >= self.length:
            self.seek(0)
        self._timer.start()
        self._show_point()

    def pause(self) -> None:
        self._timer.stop()
        self._show_point()

    def step_back(self) -> None:
        self.pause()
        self.seek(self.point - 1)

    def step_forward(self) -> None:
        self.pause()
        self.seek(self.point + 1)

    def seek(self, index: int) -> None:
        """Show the point after ``index`` steps (clamped to the game)."""
        self._go(index)
        self._show_point()

    def _tick(self) -> None:
        if self.point >= self.length:
            self.pause()
            return
        self.seek(self.point + 1)
        if self.point >= self.length:
            self.pause()

    def _show_title(self) -> None:
        self.title_label.setText(self.tr("Replay: {0}").format(self._title) if self._title
                                 else self.tr("Replay"))

    def _show_point(self) -> None:
        point, length = self.point, self.length
        with QSignalBlocker(self.slider):
            self.slider.setValue(point)
        self.step_label.setText(self.tr("Step {0} of {1}").format(point, length))
        self.back_action.setEnabled(point > 0)
        self.forward_action.setEnabled(point < length)
        sp = QStyle.StandardPixmap
        if self.playing:
            self.play_action.setText(self.tr("Pause"))
            self.play_action.setIcon(self.style().standardIcon(sp.SP_MediaPause))
        else:
            self.play_action.setText(self.tr("Play"))
            self.play_action.setIcon(self.style().standardIcon(sp.SP_MediaPlay))
        self.play_action.setEnabled(length > 0)
