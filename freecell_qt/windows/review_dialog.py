"""The review of a game: each point of its history with the solver's verdict,
the move that lost a winnable game, the player's moves against the solver's
win, and a way back to any point to play on from there.

The searches run in the background worker (``Advisor.request_review``); the
dialog shows that it is working and stays responsive meanwhile. Row 0 is the
deal and row k the point after k steps, as in the undo history, so a row is
what ``GameController.rewind_to`` takes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.solving.review import Review, StepVerdict
from freecell_qt.words.step_words import describe_step

if TYPE_CHECKING:
    from freecell_qt.controller import GameController
    from freecell_qt.solving.advisor import Advisor

NUMBER_COLUMN, STEP_COLUMN, VERDICT_COLUMN = range(3)
#: Beside the move that lost the game, so it is found without relying on colour.
TURNING_MARK = "✗"


class ReviewDialog(QDialog):
    """Asks the advisor for a review of the game in play and shows it."""

    def __init__(self, controller: GameController, advisor: Advisor,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.advisor = controller, advisor
        self.review: Review | None = None
        #: True once the answer came (the tests wait on it).
        self.reviewed = False
        self.setWindowTitle(self.tr("Review of the Game"))
        self.headline = QLabel(self.tr("Looking at every point of the game with the "
                                       "solver..."))
        self.headline.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: the searches give no count
        self.progress.setAccessibleName(self.tr("Reviewing"))
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Points of the game"))
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("No."), self.tr("Step"), self.tr("Verdict")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NUMBER_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(STEP_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(VERDICT_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(lambda _item, _column: self.play_on())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button: QPushButton = buttons.addButton(
            self.tr("&Play On from Here"), QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button.clicked.connect(self.play_on)
        self.play_button.setEnabled(False)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.progress)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(560, 460)
        self._items: list[QTreeWidgetItem] = []
        self._fill_steps()
        advisor.reviewReady.connect(self._reviewed)
        advisor.request_review()

    def _fill_steps(self) -> None:
        game = self.controller.game
        items = [QTreeWidgetItem(["0", self.tr("The deal"), ""])]
        for index, step in enumerate(game.steps[:game.current]):
            text = describe_step(game.position_at(index), step)
            items.append(QTreeWidgetItem([str(index + 1), text, ""]))
        for item in items:
            item.setTextAlignment(NUMBER_COLUMN, Qt.AlignmentFlag.AlignRight)
        self.tree.addTopLevelItems(items)
        self._items = items

    def _reviewed(self, review: Review) -> None:
        self.advisor.reviewReady.disconnect(self._reviewed)
        self.review = review
        self.reviewed = True
        self.progress.hide()
        words = {StepVerdict.WINNABLE: self.tr("winnable"), StepVerdict.LOST: self.tr("lost"),
                 StepVerdict.UNKNOWN: self.tr("not known")}
        for row, item in enumerate(self._items):
            item.setText(VERDICT_COLUMN, words[review.verdict(row)])
        turning = review.turning_point
        if turning is not None and turning < len(self._items):
            item = self._items[turning]
            item.setText(NUMBER_COLUMN, f"{TURNING_MARK} {turning}")
            font = self.tree.font()
            font.setBold(True)
            for column in range(self.tree.columnCount()):
                item.setFont(column, font)
            self.tree.setCurrentItem(self._items[turning - 1])  # the last winnable point
            self.tree.scrollToItem(item)
        self.headline.setText(self._summary(review))
        self.play_button.setEnabled(True)

    def _summary(self, review: Review) -> str:
        played = self.controller.game.current
        parts: list[str] = []
        turning = review.turning_point
        if review.last_winnable is None:
            parts.append(self.tr("This deal cannot be won from its start.") if review.lost_after
                         else self.tr("No win from the deal was found in the time allowed."))
        elif turning is None and self.controller.game.is_won:
            parts.append(self.tr("You won: no move lost the game."))
        elif turning is None:
            parts.append(self.tr("The game can still be won from where it stands: no move "
                                 "lost it."))
        elif review.lost_after:
            parts.append(self.tr("Move {0} lost the game: it could be won before it, and "
                                 "not after.").format(turning))
        else:
            parts.append(self.tr("The game was winnable up to move {0}; after it no win was "
                                 "found in the time allowed.").format(turning - 1))
        if review.shortest is not None:
            parts.append(self.tr("You played {0} moves; the solver wins from the deal in "
                                 "{1}.").format(played, review.shortest))
        return " ".join(parts)

    def done(self, result: int) -> None:
        if not self.reviewed:
            # Closed before the answer came: it is no longer this dialog's.
            self.advisor.reviewReady.disconnect(self._reviewed)
            self.reviewed = True
        super().done(result)

    def play_on(self) -> None:
        """Back to the chosen point (as one action Undo takes back), to play on."""
        item = self.tree.currentItem()
        if item is None or not self.reviewed:
            return
        point = self.tree.indexOfTopLevelItem(item)
        self.controller.rewind_to(point)
        self.accept()
