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
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolBar,
    QToolButton,
    QWidget,
)

from freecell_qt.controller import Change, GameController, PlayedBefore
from freecell_qt.engine import Game, GameView
from freecell_qt.words.wording import Wording

STEP_MS = 600


class ReplayBar(QToolBar):
    """Play, pause, step and seek through a replayed game, under the table."""

    #: The replay became the player's game ("Continue from here").
    continued = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        wording = Wording(self)
        wording.text(self.setWindowTitle, lambda: self.tr("Replay"))
        self.setObjectName("replayBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # Shown only while replaying: no entry in the window's toolbar menu.
        self.toggleViewAction().setVisible(False)
        self.controller = controller
        #: Asked before "Continue from here" gives up the game put aside.
        self.may_take_over: Callable[[], bool] = lambda: True
        self._game: GameView | None = None  # the replay, read through the controller
        sp = QStyle.StandardPixmap

        self.title_label = QLabel()
        self.title_label.setContentsMargins(6, 0, 10, 0)
        self.addWidget(self.title_label)
        self.back_action = self.addAction(self.style().standardIcon(sp.SP_MediaSeekBackward),
                                          "", self.step_back)
        wording.text(self.back_action.setText, lambda: self.tr("Back"))
        wording.text(self.back_action.setToolTip, lambda: self.tr("One step back"))
        self.play_action = self.addAction(self.style().standardIcon(sp.SP_MediaPlay),
                                          "", self.toggle_play)
        self.forward_action = self.addAction(
            self.style().standardIcon(sp.SP_MediaSeekForward), "", self.step_forward)
        wording.text(self.forward_action.setText, lambda: self.tr("Forward"))
        wording.text(self.forward_action.setToolTip, lambda: self.tr("One step forward"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Narrow enough that the bar fits an 800-pixel window in every language.
        self.slider.setMinimumWidth(96)
        self.slider.setPageStep(10)
        wording.text(self.slider.setToolTip, lambda: self.tr("Drag to any point of the game"))
        wording.text(self.slider.setAccessibleName, lambda: self.tr("Point in the game"))
        self.slider.valueChanged.connect(self.seek)
        self.addWidget(self.slider)
        # Step and play read by their icons, as on any media player, with their
        # words in the tooltip and for a screen reader: worded beside their
        # icons, the bar was wider than an 800-pixel window in every language,
        # and Qt hid Continue from Here and Close in its overflow menu.
        for action in (self.back_action, self.play_action, self.forward_action):
            button = self.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.step_label = QLabel()
        self.step_label.setContentsMargins(10, 0, 10, 0)
        self.addWidget(self.step_label)
        self.addSeparator()
        self.continue_action = self.addAction(
            self.style().standardIcon(sp.SP_DialogApplyButton), "", self.continue_here)
        wording.text(self.continue_action.setText, lambda: self.tr("Continue from Here"))
        wording.text(self.continue_action.setToolTip, lambda: self.tr(
            "Play this game yourself from the point shown; later steps can be redone"))
        self.close_action = self.addAction(
            self.style().standardIcon(sp.SP_DialogCloseButton), "", self.close_replay)
        wording.text(self.close_action.setText, lambda: self.tr("Close"))
        wording.text(self.close_action.setToolTip, lambda: self.tr("Back to your game (Esc)"))
        # Esc leaves the replay from anywhere in the window; the shortcut lives
        # only while the bar is shown and the action enabled.
        self.close_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.close_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.close_action.setEnabled(False)

        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._tick)
        controller.changed.connect(self._game_changed)
        controller.replay_changed.connect(self._replay_changed)
        self._title = ""
        wording.add(self._show_title)
        wording.add(self._show_point)
        self.hide()

    # -- state -------------------------------------------------------------
    @property
    def replaying(self) -> bool:
        return self._game is not None

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    @property
    def point(self) -> int:
        return self._game.current if self._game is not None else 0

    @property
    def length(self) -> int:
        return len(self._game.steps) if self._game is not None else 0

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
        self.controller.leave_replay()

    def _replay_changed(self, replaying: bool) -> None:
        # The replay left the table (closed, continued, or another game took its place).
        if not replaying and self._game is not None:
            self._timer.stop()
            self._game = None
            self.close_action.setEnabled(False)
            self.hide()

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
        if self._game is None or self.controller.game is not self._game:
            return
        index = max(0, min(index, self.length))
        if index != self.point:
            self.controller.go_to(index)
        self._show_point()

    def _tick(self) -> None:
        if self.point >= self.length:
            self.pause()
            return
        self.seek(self.point + 1)
        if self.point >= self.length:
            self.pause()

    def _game_changed(self, _change: Change) -> None:
        if self._game is not None and self.controller.game is self._game:
            self._show_point()

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
