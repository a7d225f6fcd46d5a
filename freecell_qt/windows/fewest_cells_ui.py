"""The window side of the fewest-cells challenge and of the beginner's deals.

A challenge is a FreeCell deal played with the fewest free cells the rating
wins it with (``engine.fewest_cells``). For the deal on the table the fewest
cells come from the rating the status bar already works out in the
background: the offer waits for it ("Working out the fewest cells..."),
never the window. A challenge started is marked until another deal is put in
play (Restart keeps it): the title says so, and a win that is the player's
own (not Solve's, not a replay's) is kept in the statistics as a challenge
won, apart from the ordinary wins.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from freecell_qt.app.i18n import format_number
from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import GameCode, GameView, Preset, Rules
from freecell_qt.engine.fewest_cells import aces_up_rules
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.storage.statistics import Statistics
from freecell_qt.windows.rating_ui import RatingUi
from freecell_qt.words.step_words import fill
from freecell_qt.words.wording import Wording


class FewestCellsUi(QObject):
    """The challenge actions, the offer for the deal on the table, and challenge wins."""

    def __init__(self, window: QMainWindow, controller: GameController, rating_ui: RatingUi,
                 statistics: Statistics, show_message: Callable[[str], None],
                 may_abandon: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.rating_ui = rating_ui
        self.statistics = statistics
        self._show = show_message
        self._may_abandon = may_abandon
        #: The challenge in play: its code (the deal and its cells), or None.
        self.active: GameCode | None = None
        #: The deal whose fewest cells the offer waits for.
        self._waiting: GameCode | None = None
        #: The game whose win was kept, so that a win is kept once.
        self._kept: GameView | None = None
        wording = Wording(window)
        self.offer_action = QAction(window)
        wording.text(self.offer_action.setText, lambda: self.tr("Challenge: &Fewest Cells..."))
        self.offer_action.triggered.connect(self.offer)
        self.list_action = QAction(window)
        wording.text(self.list_action.setText,
                     lambda: self.tr("Challenges and &Easy Deals..."))
        self.list_action.triggered.connect(lambda: self.show_list())
        self.easy_action = QAction(window)
        wording.text(self.easy_action.setText, lambda: self.tr("&Beginner: an Easy Deal"))
        self.easy_action.triggered.connect(self.deal_easy)
        self.aces_action = QAction(window)
        wording.text(self.aces_action.setText, lambda: self.tr("Aces Up: an Eas&ier FreeCell"))
        self.aces_action.triggered.connect(self.deal_aces_up)
        self.actions = [self.offer_action, self.list_action, self.easy_action, self.aces_action]
        rating_ui.rater.ratingChanged.connect(self._rating_changed)
        controller.changed.connect(self._game_changed)
        controller.won.connect(self._won)

    # -- the challenge of the deal on the table --------------------------------
    def title(self) -> str:
        """The window's title while a challenge is in play, else ""."""
        code = self.active
        if code is None or self.controller.game.code != code:
            return ""
        return self.describe(code)

    def describe(self, code: GameCode) -> str:
        # The singular written out: English has no catalog to choose it.
        if code.cells == 1:
            text = self.tr("Challenge: deal %1 with 1 free cell")
        else:
            text = self.tr("Challenge: deal %1 with %n free cells", "", code.cells)
        return fill(text, format_number(code.deal_number))

    def offer(self) -> None:
        """Offer the deal on the table as a challenge, once its fewest cells are known."""
        code = self.controller.game.code
        if code is None or code.game is not Preset.FREECELL or self.controller.read_only:
            self._show(self.tr("The fewest-cells challenge is for FreeCell deals dealt by "
                               "number."))
            return
        if not self.controller.prefs.show_verdict:
            self._show(self.tr("The fewest cells come with the difficulty rating, which is "
                               "hidden while the solver's verdict is: turn it on in "
                               "Preferences."))
            return
        rating = self.rating_ui.rater.rating
        if rating is None:
            self._waiting = code
            self._show(self.tr("Working out the fewest cells..."))
            return
        self._offer(code, rating)

    def _rating_changed(self, rating: Rating | None) -> None:
        code, self._waiting = self._waiting, None
        if rating is None:
            self._waiting = code  # still being worked out
            return
        if code is not None and code == self.controller.game.code:
            self._offer(code, rating)

    def _offer(self, code: GameCode, rating: Rating) -> None:
        cells = rating.fewest_cells
        if cells is None:
            if rating.status == "unsolvable":
                self._show(self.tr("This deal cannot be won, so it has no challenge."))
            else:
                self._show(self.tr("The solver could not settle the fewest free cells for "
                                   "this deal within its budget, so it offers no challenge."))
            return
        box = QMessageBox(self.window)
        box.setWindowTitle(self.tr("Fewest-Cells Challenge"))
        if cells == 1:
            box.setText(self.tr("Challenge: win this deal with 1 free cell"))
            detail = self.tr("The solver wins deal %1 with 1 free cell and no fewer. The "
                             "same deal starts again with that many cells.")
        else:
            box.setText(self.tr("Challenge: win this deal with %n free cells", "", cells))
            detail = self.tr("The solver wins deal %1 with %n free cells and no fewer. The "
                             "same deal starts again with that many cells.", "", cells)
        box.setInformativeText(fill(detail, format_number(code.deal_number)))
        start = box.addButton(self.tr("&Start Challenge"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(start)
        box.exec()
        if box.clickedButton() is start:
            self.start(code.deal_number, cells)

    def start(self, deal: int, cells: int) -> None:
        """Deal ``deal`` of FreeCell with ``cells`` free cells, as a challenge."""
        if not self._may_abandon():
            return
        code = GameCode(Preset.FREECELL, cells, deal)
        rules = self.controller.prefs.rules(Rules.preset(Preset.FREECELL, cells))
        self.active = code
        self.controller.new_game(code, rules)
        self._show(self.describe(code))

    def _game_changed(self, change: Change) -> None:
        # A replay or a lesson shown meanwhile leaves the challenge waiting aside.
        if (change.kind is ChangeKind.DEAL and not self.controller.holding
                and self.controller.game.code != self.active):
            self.active = None

    def _won(self) -> None:
        game = self.controller.game
        code = self.active
        if code is None or game.code != code or game is self._kept:
            return
        if not self.controller.players_own:
            return  # a replay's or Solve's win is no challenge won
        self._kept = game
        self.statistics.record_challenge_win(code, game.move_count, self.controller.elapsed())
        if code.cells == 1:
            text = self.tr("Challenge won: deal %1 with 1 free cell!")
        else:
            text = self.tr("Challenge won: deal %1 with %n free cells!", "", code.cells)
        self._show(fill(text, format_number(code.deal_number)))

    # -- the list and the beginner's deals ---------------------------------------
    def show_list(self, parent: QWidget | None = None) -> None:
        from freecell_qt.windows.fewest_cells_list import FewestCellsListDialog, Pick

        dialog = FewestCellsListDialog(parent or self.window)
        if not dialog.exec():
            return
        if dialog.pick is Pick.CHALLENGE and dialog.deal is not None and dialog.cells is not None:
            self.start(dialog.deal, dialog.cells)
        elif dialog.pick is Pick.EASY:
            self.deal_easy()
        elif dialog.pick is Pick.ACES_UP:
            self.deal_aces_up()

    def deal_easy(self) -> None:
        """A random FreeCell deal (four cells) that the solver rates easy."""
        if self._may_abandon():
            self.rating_ui.deal_rated(self.controller.prefs.rules(Rules()), Difficulty.EASY)

    def deal_aces_up(self) -> None:
        """A random deal of FreeCell with the aces on the foundations before play:
        a game of its own (its code carries it), filed apart in the statistics."""
        if self._may_abandon():
            self.controller.new_game(None, self.controller.prefs.rules(aces_up_rules()))
            self._show(self.tr("FreeCell with the aces up: the four aces start on the "
                               "foundations. Its results are kept apart from FreeCell's."))
