"""The window side of ratings: the difficulty in the status bar, and random deals
that are dealt only once the solver has proven them winnable.

Kept apart from the main window so that it only places the label and asks
for random deals here; the preferences decide whether a deal is searched for
(Winnable deals only, per game, and the Difficulty wanted). While the worker
searches, the window stays in play: the status bar counts the candidates,
and Esc or the Cancel button stops the search, leaving the game in play as
it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QToolButton, QWidget

from freecell_qt.app.i18n import format_number
from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Game, Rules
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.solving.advisor import Advisor
from freecell_qt.solving.deal_par import DealPar
from freecell_qt.solving.deal_rating import DealRater
from freecell_qt.windows.message_bar import MessageBar
from freecell_qt.words.rating_words import difficulty_name, rating_tooltip
from freecell_qt.words.step_words import fill
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.engine.deal_finder import Found


class RatingUi(QObject):
    """The rating label, the Cancel button and Esc, and the dealing of random games."""

    def __init__(self, window: QMainWindow, controller: GameController, advisor: Advisor,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.prefs = controller.prefs
        self._show = show_message
        self.rater = DealRater(controller, advisor, parent=self)
        #: The par of the deal in play, asked for once it is rated.
        self.par = DealPar(controller, self.rater, parent=self)
        self.rating_label = QLabel()
        self.rating_label.setObjectName("ratingLabel")
        self.cancel_button = QToolButton()
        # A child of the window, which passes Qt's LanguageChange on to it.
        wording = Wording(window)
        wording.text(self.cancel_button.setText, lambda: self.tr("Cancel"))
        wording.text(self.cancel_button.setToolTip,
                     lambda: self.tr("Stop looking for a deal (Esc)"))
        self.cancel_button.clicked.connect(self.cancel_search)
        self.cancel_button.hide()
        self._wanted: Difficulty | None = None
        self._watching = False
        self.rater.ratingChanged.connect(self._rating_changed)
        self.rater.searching.connect(self._searching)
        self.rater.found.connect(self._found)
        self.rater.notFound.connect(self._not_found)
        controller.changed.connect(self._game_changed)
        self.prefs.changed.connect(self._preference_changed)
        wording.add(lambda: self._rating_changed(self.rater.rating))

    # -- the rating of the game in play ---------------------------------------
    def _rating_changed(self, rating: Rating | None) -> None:
        if rating is None:
            text = self.tr("Difficulty: rating...")
            tip = self.tr("Working out how hard this deal is")
        elif rating.difficulty is None:
            # Every playable position says where its rating stands: a blank
            # would read as a rating still to come.
            text = self.tr("Difficulty: not rated")
            if rating.status == "unsolvable":
                tip = self.tr("This deal cannot be won, so it has no level")
            else:
                tip = self.tr("The solver settled nothing within its budget")
        else:
            text = fill(self.tr("Difficulty: %1"), difficulty_name(rating.difficulty))
            tip = rating_tooltip(rating)
        self.rating_label.setText(text)
        self.rating_label.setToolTip(tip)
        # Like the verdict, the rating tells whether the deal can be won.
        self.rating_label.setVisible(bool(text) and self.prefs.show_verdict)

    def _preference_changed(self, key: str) -> None:
        if key == "show_verdict":
            self._rating_changed(self.rater.rating)

    # -- random deals ------------------------------------------------------------
    @property
    def searching(self) -> bool:
        return self.rater.searching_deal

    @property
    def watching_escape(self) -> bool:
        """Whether Esc is taken from the whole window to stop a search for a deal.

        Only while a search is shown: at any other time Esc must be free for
        what else it does (leaving a replay, closing a dialog).
        """
        return self._watching

    def deal_random(self, rules: Rules) -> None:
        """A random deal of ``rules``: at once, or once one is proven winnable
        (and of the wanted difficulty) when the preferences ask for that."""
        wanted = self.prefs.wanted_difficulty
        if wanted is None and not self.prefs.winnable_only(rules):
            if self.rater.cancel_find():
                self._search_shown(False)
            self.controller.new_game(None, rules)
            return
        self._wanted = wanted
        self.rater.find(rules, wanted)

    def deal_rated(self, rules: Rules, wanted: Difficulty) -> None:
        """A random deal of ``rules`` rated ``wanted``, whatever the preferences
        ask of other random deals (the beginner's easy deal)."""
        self._wanted = wanted
        self.rater.find(rules, wanted)

    def cancel_search(self) -> None:
        """Stop looking for a deal; the game in play stays as it is."""
        if self.rater.cancel_find():
            self._search_shown(False)
            self._show(self.tr("Stopped looking for a deal; the game in play is unchanged."))

    def _searching(self, candidate: int) -> None:
        self._search_shown(True)
        number = max(candidate, 1)
        if self._wanted is None:
            text = fill(self.tr("Looking for a winnable deal... (candidate %1)"), number)
        else:
            text = fill(self.tr("Looking for a deal rated %1... (candidate %2)"),
                        difficulty_name(self._wanted), number)
        bar = self.window.statusBar()
        if isinstance(bar, MessageBar):
            bar.show_progress(text)  # on the bar, not in the Messages list
        else:
            bar.showMessage(text, 0)

    def _search_shown(self, on: bool) -> None:
        self.cancel_button.setVisible(on)
        # Esc stops a search from anywhere in the window. Not a shortcut: Esc
        # already has one (leaving a replay), and two would cancel each other
        # out; the key is watched only while a search runs.
        app = QApplication.instance()
        if app is not None and on != self._watching:
            if on:
                app.installEventFilter(self)
            else:
                app.removeEventFilter(self)
            self._watching = on

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and self.searching
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
                and isinstance(watched, QWidget) and watched.window() is self.window):
            self.cancel_search()
            return True
        return False

    def _found(self, found: Found, rules: Rules) -> None:
        self._search_shown(False)
        game = Game.new(found.deal_number, rules)
        self.rater.advisor.learn(game.start, rules, found.result)
        self.controller.set_game(game)
        number = format_number(found.deal_number)
        if found.rating is not None and found.rating.difficulty is not None:
            self._show(fill(self.tr("Deal %1, rated %2 (candidate %3)."), number,
                            difficulty_name(found.rating.difficulty), found.tried))
        else:
            self._show(fill(self.tr("Deal %1, proven winnable (candidate %2)."), number,
                            found.tried))

    def _not_found(self, tried: int) -> None:
        self._search_shown(False)
        self._show(fill(self.tr("No suitable deal among %1 tried; the game in play is "
                                "unchanged."), tried))

    def _game_changed(self, change: Change) -> None:
        # Another game put in play (a deal by number, a saved game) ends the
        # search: what it was looking for would replace that game.
        if change.kind is ChangeKind.DEAL and self.rater.cancel_find():
            self._search_shown(False)
