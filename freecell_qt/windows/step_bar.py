"""What the replay bar and the solution bar share.

Both show a game on the table read-only (``GameController.enter_replay``) and
step through it with ``controller.go_to``, so the table animates each step
as it does an undo or redo. Both name the step shown ("Step 3 of 40"), hand
the game to the player at that step (an action of their own), and close with
Close or Esc, which puts the game in play back as it was. The bar ends when
the game it shows leaves the table, however it leaves.

What is left to each is its own: how it takes over and what it keeps of the
steps, the replay's slider and timer, the solution's First and Last, its
keys on the table, the next move marked and spoken.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStyle, QToolBar, QToolButton, QWidget

from freecell_qt.controller import Change, GameController
from freecell_qt.engine import GameView
from freecell_qt.words.wording import Wording, Words


class StepBar(QToolBar):
    """A bar under the table that steps through a game shown read-only."""

    def __init__(self, controller: GameController, name: str, title: Words,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wording = Wording(self)
        self.wording.text(self.setWindowTitle, title)
        self.setObjectName(name)
        self.setMovable(False)
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # Shown only while stepping: no entry in the window's toolbar menu.
        self.toggleViewAction().setVisible(False)
        self.controller = controller
        self._game: GameView | None = None  # the game shown, read through the controller
        #: "Step 3 of 40", placed and worded by the subclass: some languages
        #: call a solution's steps moves, and a replay's steps.
        self.step_label = QLabel()
        controller.changed.connect(self._game_changed)
        controller.replay_changed.connect(self._replay_changed)

    # -- state -------------------------------------------------------------
    @property
    def point(self) -> int:
        """The steps of the game shown as played."""
        return self._game.current if self._game is not None else 0

    @property
    def length(self) -> int:
        return len(self._game.steps) if self._game is not None else 0

    # -- building ------------------------------------------------------------
    def _icon_action(self, pixmap: QStyle.StandardPixmap, slot: Callable[[], None],
                     name: Words | None = None, tip: Words | None = None) -> QAction:
        """A button read by its icon, as on a media player, its words in the
        tooltip and for a screen reader (worded beside their icons, the bars
        were wider than an 800-pixel window)."""
        action = self.addAction(self.style().standardIcon(pixmap), "", slot)
        if name is not None:
            self.wording.text(action.setText, name)
        if tip is not None:
            self.wording.text(action.setToolTip, tip)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        button = self.widgetForAction(action)
        if isinstance(button, QToolButton):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            if name is not None:
                self.wording.text(button.setAccessibleName, name)
        return action

    def _add_endings(self, slot: Callable[[], None], name: Words, tip: Words) -> QAction:
        """The take-over action (worded beside its icon) and Close, after a
        separator; the take-over action is returned, Close is ``close_action``."""
        self.addSeparator()
        sp = QStyle.StandardPixmap
        take_over = self.addAction(self.style().standardIcon(sp.SP_DialogApplyButton), "", slot)
        self.wording.text(take_over.setText, name)
        self.wording.text(take_over.setToolTip, tip)
        self.close_action = self.addAction(
            self.style().standardIcon(sp.SP_DialogCloseButton), "", self._close)
        self.wording.text(self.close_action.setText, lambda: self.tr("Close"))
        self.wording.text(self.close_action.setToolTip, lambda: self.tr("Back to your game (Esc)"))
        self.close_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        return take_over

    # -- moving through the game ---------------------------------------------
    def _go(self, index: int) -> bool:
        """Show the point after ``index`` steps (clamped); True if the table moved."""
        if self._game is None or self.controller.game is not self._game:
            return False
        index = max(0, min(index, self.length))
        if index == self.point:
            return False
        self.controller.go_to(index)
        return True

    # -- ending --------------------------------------------------------------
    def _close(self) -> None:
        """Close (Esc): back to the game in play, exactly as it was."""
        if self._game is not None:
            self.controller.leave_replay()

    def _end(self) -> None:
        """The game shown left the table: the bar goes with it."""
        self._game = None
        self.hide()

    def _replay_changed(self, shown: bool) -> None:
        if not shown and self._game is not None:
            self._end()

    def _game_changed(self, _change: Change) -> None:
        if self._game is not None and self.controller.game is self._game:
            self._show_point()

    def _show_point(self) -> None:
        """Show the point reached on the bar (the subclass's own words and buttons)."""
        raise NotImplementedError
