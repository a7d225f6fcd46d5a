"""The window side of "Show the Solution": its action, the search and the bar.

The solution is the advisor's (the one its verdict and Solve use), asked for
when it is not known yet; the bar (``SolutionBar``) then steps through it.
It is asked from the point the game is at, or from the deal's start once the
game is won (after Solve, say), or from a point the review chose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from freecell_qt.controller import Change, GameController
from freecell_qt.engine import Position
from freecell_qt.solving.advisor import Advisor
from freecell_qt.table.scene import TableScene
from freecell_qt.windows.solution_bar import SolutionBar
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.engine.solution import SolveResult


class SolutionUi(QObject):
    """The Show the Solution action and bar of one window.

    ``announce`` speaks to a screen reader; ``table`` gets the keys back when
    the player plays on from a step.
    """

    def __init__(self, window: QMainWindow, controller: GameController, advisor: Advisor,
                 scene: TableScene, announce: Callable[[str], None], table: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.advisor = advisor
        self.bar = SolutionBar(controller, scene, announce, window)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.bar)
        self.bar.taken_over.connect(lambda: table.setFocus())
        self.action = QAction(window)
        Wording(window).text(self.action.setText, lambda: self.tr("Show the S&olution"))
        self.action.triggered.connect(lambda: self.show_solution())
        window.addAction(self.action)
        #: The point of the game in play whose solution is awaited.
        self._asked: int | None = None
        advisor.solutionReady.connect(self._found)
        controller.changed.connect(self._changed)
        controller.replay_changed.connect(lambda _shown: self._changed(None))

    def show_solution(self, point: int | None = None) -> None:
        """Step through the solution from ``point`` of the game in play: by default
        where the game stands, or its start once it is won."""
        game = self.controller.game
        if self.controller.read_only:
            return
        if point is None:
            point = game.floor if game.is_won else game.current
        point = max(game.floor, min(point, game.current))
        self._asked = point
        self.advisor.request_solution(game.position_at(point))

    def _found(self, position: Position, result: SolveResult) -> None:
        point, self._asked = self._asked, None
        game = self.controller.game
        if (point is None or self.controller.read_only or point > game.current
                or game.position_at(point) != position or not result.moves):
            return
        # The verdict along the way needs no search: every point of it is known.
        self.advisor.learn(position, game.rules, result)
        self.bar.start(position, result.moves, point)

    def _changed(self, _change: Change | None) -> None:
        # Asked and then gone: the answer no longer fits the game (the advisor
        # drops it too); a shown solution or replay needs no second one.
        if self.controller.read_only:
            self._asked = None
        self.action.setEnabled(not self.controller.read_only)
