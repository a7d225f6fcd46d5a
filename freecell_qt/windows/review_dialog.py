"""The review of a game: each point of its history with the solver's verdict,
the move that lost a winnable game, the player's moves against the solver's
win, and a way back to any point to play on from there.

The searches run in the background worker (``Advisor.request_review``); the
dialog shows that it is working and stays responsive meanwhile. Row 0 is the
deal and row k the point after k steps, as in the undo history, so a row is
what ``GameController.rewind_to`` takes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_number
from freecell_qt.engine.par_count import par_count
from freecell_qt.solving.advisor import REWIND_TIMEOUT
from freecell_qt.solving.gate import Priority, SearchGate, take_turns
from freecell_qt.solving.messages import Reply, ReviewAnswer, ReviewRequest
from freecell_qt.solving.review import Review, StepVerdict
from freecell_qt.solving.service import SolverService
from freecell_qt.words.step_words import describe_step

if TYPE_CHECKING:
    from freecell_qt.controller import GameController
    from freecell_qt.engine import GameView

NUMBER_COLUMN, STEP_COLUMN, VERDICT_COLUMN = range(3)
#: Beside the move that lost the game, so it is found without relying on colour.
TURNING_MARK = "✗"


class ReviewSource(Protocol):
    """Who works a review out: the advisor, for the game in play (its answer is
    dropped once that game moves on), or a ``RecordReviewer`` for a game of the
    statistics' list."""

    @property
    def reviewReady(self) -> SignalInstance: ...

    def request_review(self) -> None: ...


class RecordReviewer(QObject):
    """Reviews a finished game, not the one in play, in a solver process of its own,
    so the window's verdict and hints go on meanwhile; stopped with ``shutdown``."""

    reviewReady = Signal(object)  # Review

    def __init__(self, game: GameView, parent: QObject | None = None, *,
                 search_gate: SearchGate | None = None) -> None:
        super().__init__(parent)
        self.game = game
        #: The window's gate: the review takes its turn with the window's searches.
        self.search_gate = search_gate
        self.service: SolverService | None = None
        self._asked = 0

    def request_review(self) -> None:
        game = self.game
        positions = tuple(game.position_at(i) for i in range(game.current + 1))
        self.service = SolverService(self)
        take_turns(self.service, self.search_gate, Priority.PLAY)
        self.service.answered.connect(self._answered)
        self._asked = self.service.ask(ReviewRequest(positions, game.rules, REWIND_TIMEOUT))

    def _answered(self, reply: Reply) -> None:
        if reply.ident == self._asked and isinstance(reply.answer, ReviewAnswer):
            self.reviewReady.emit(reply.answer.review)

    def shutdown(self) -> None:
        if self.service is not None:
            self.service.shutdown()
            self.service = None


class ReviewDialog(QDialog):
    """Asks for a review of a game (by default the one in play) and shows it."""

    def __init__(self, game: GameView, source: ReviewSource,
                 play_on: Callable[[int], None], parent: QWidget | None = None, *,
                 show_solution: Callable[[int], None] | None = None,
                 par: int | None = None) -> None:
        super().__init__(parent)
        self.game, self.advisor, self._play_on = game, source, play_on
        self._show_solution = show_solution
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
        # Not ResizeToContents: that measures its column again on every change of
        # a row, so a game of 10,000 steps took minutes to show its verdicts. The
        # widths are worked out once from the texts themselves (``_fit_columns``).
        header.setSectionResizeMode(NUMBER_COLUMN, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(STEP_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(VERDICT_COLUMN, QHeaderView.ResizeMode.Interactive)
        self.tree.itemActivated.connect(lambda _item, _column: self.play_on())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button: QPushButton = buttons.addButton(
            self.tr("&Play On from Here"), QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button.clicked.connect(self.play_on)
        self.play_button.setEnabled(False)
        #: Steps through the solver's way from the chosen point (the game in play's
        #: review only: a game of the statistics' list is not on the table).
        self.solution_button: QPushButton | None = None
        if show_solution is not None:
            self.solution_button = buttons.addButton(
                self.tr("Show the &Solution"), QDialogButtonBox.ButtonRole.ActionRole)
            self.solution_button.clicked.connect(self.show_solution)
            self.solution_button.setEnabled(False)
        buttons.rejected.connect(self.reject)
        #: The deal's par beside the game's moves counted its way; None without a par.
        self.par_label: QLabel | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        if par is not None:
            self.par_label = QLabel(self.tr(
                "The deal's par is {0} moves; your game counted the same way (auto-moves "
                "included): {1}.").format(format_number(par), format_number(par_count(game))))
            self.par_label.setWordWrap(True)
            layout.addWidget(self.par_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(560, 460)
        self._items: list[QTreeWidgetItem] = []
        # Whose game in play this review is of (``close_when_replaced``).
        self._in_play: GameController | None = None
        self._tell: Callable[[str], None] = lambda _text: None
        self._fill_steps()
        source.reviewReady.connect(self._reviewed)
        source.request_review()

    def _fill_steps(self) -> None:
        game = self.game
        items = [QTreeWidgetItem(["0", self.tr("The deal"), ""])]
        for index, step in enumerate(game.steps[:game.current]):
            text = describe_step(game.position_at(index), step, game.rules)
            items.append(QTreeWidgetItem([str(index + 1), text, ""]))
        for item in items:
            item.setTextAlignment(NUMBER_COLUMN, Qt.AlignmentFlag.AlignRight)
        self.tree.addTopLevelItems(items)
        self._items = items
        self._fit_columns()

    def _fit_columns(self, verdicts: tuple[str, ...] = ()) -> None:
        """Make the number and verdict columns as wide as their widest text (in
        bold, as the turning point's row is), measured once, not row by row."""
        font = self.tree.font()
        font.setBold(True)
        metrics = QFontMetrics(font)
        # What an item view puts around a cell's text: the focus frame's margin
        # and a pixel each side, with a little room to spare.
        margin = 2 * (self.tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                                    None, self.tree) + 1) + 8
        header = self.tree.header()
        numbers = (f"{TURNING_MARK} {len(self._items)}", "0")
        for column, texts in ((NUMBER_COLUMN, numbers), (VERDICT_COLUMN, verdicts)):
            widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
            header.resizeSection(column, max(widest + margin, header.sectionSizeHint(column)))

    def _reviewed(self, review: Review) -> None:
        self.advisor.reviewReady.disconnect(self._reviewed)
        self.review = review
        self.reviewed = True
        self.progress.hide()
        words = {StepVerdict.WINNABLE: self.tr("winnable"), StepVerdict.LOST: self.tr("lost"),
                 StepVerdict.UNKNOWN: self.tr("not known")}
        for row, item in enumerate(self._items):
            item.setText(VERDICT_COLUMN, words[review.verdict(row)])
        self._fit_columns(tuple(words.values()))
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
        if self.solution_button is not None:
            self.solution_button.setEnabled(True)

    def _summary(self, review: Review) -> str:
        played = self.game.current
        parts: list[str] = []
        turning = review.turning_point
        if review.last_winnable is None:
            parts.append(self.tr("This deal cannot be won from its start.") if review.lost_after
                         else self.tr("No win from the deal was found in the time allowed."))
        elif turning is None and self.game.is_won:
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
            # English has no catalog: one move is its own sentence (docs/translations.md).
            parts.append((self.tr("You played 1 move; the solver wins from the deal in {0}.")
                          if played == 1 else
                          self.tr("You played %n moves; the solver wins from the deal in {0}.",
                                  "", played)).format(review.shortest))
        return " ".join(parts)

    def done(self, result: int) -> None:
        if not self.reviewed:
            # Closed before the answer came: it is no longer this dialog's.
            self.advisor.reviewReady.disconnect(self._reviewed)
            self.reviewed = True
        if isinstance(self.advisor, RecordReviewer):
            self.advisor.shutdown()
        super().done(result)

    def close_when_replaced(self, controller: GameController,
                            tell: Callable[[str], None]) -> None:
        """Close, saying why through ``tell``, once ``controller`` plays another game
        than the one reviewed: a second start of the app handing over a deal, say.
        The review of a game no longer in play would never come (its answer is
        dropped), and Play On from Here would rewind the new game to a point of
        the old one."""
        self._in_play = controller
        self._tell = tell
        # A method of the dialog: Qt drops the connection when the dialog goes.
        controller.changed.connect(self._game_changed)

    def _game_changed(self, _change: object) -> None:
        controller = self._in_play
        if controller is None or controller.game is self.game:
            return
        self._in_play = None
        if not self.isHidden():
            self.reject()
            self._tell(self.tr("The review was closed: another game is in play."))

    def show_solution(self) -> None:
        """Step through the solver's way from the chosen point, the game left as it is."""
        item = self.tree.currentItem()
        if item is None or not self.reviewed or self._show_solution is None:
            return
        point = self.tree.indexOfTopLevelItem(item)
        self.accept()
        self._show_solution(point)

    def play_on(self) -> None:
        """Back to the chosen point (as one action Undo takes back), to play on."""
        item = self.tree.currentItem()
        if item is None or not self.reviewed:
            return
        point = self.tree.indexOfTopLevelItem(item)
        self.accept()
        self._play_on(point)
