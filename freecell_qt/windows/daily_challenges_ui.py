"""The window's side of the Daily Challenges: the menu entry, its window, and the
notices of awards.

A challenge is played from its window only: Play deals the challenge's game
and remembers which date and level it is while that game (or a restart of
it) is on the table, across a close of the app too (kept in the preferences:
the game resumed at the next start is still the challenge); any other deal
forgets it. When the player wins it, the
win is kept for its date and level if it counts (``trophies.counts_for``):
never a win Solve played any of (as the statistics count wins), never on a
replay, and once however often the deal is won again. After every win of the
player's own, challenge or not, the awards are worked out afresh from the
record and those not yet kept are kept and told, once, on the message bar.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from freecell_qt.app.i18n import format_number
from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import GameCode
from freecell_qt.engine.daily import parse_day
from freecell_qt.engine.daily_challenges import SLOTS, challenge_code
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.daily_challenge_records import DailyChallengeRecords
from freecell_qt.storage.statistics import Statistics
from freecell_qt.storage.trophies import awards, counts_for
from freecell_qt.words.award_words import award_name
from freecell_qt.words.rating_words import difficulty_name
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.windows.daily_challenges_dialog import DailyChallengesDialog

translate = QCoreApplication.translate


class DailyChallengesUi(QObject):
    """Daily Challenges for one main window.

    ``may_abandon`` asks before the game in play is given up;
    ``show_message`` puts a sentence on the message bar; ``today`` is the
    player's local date (a test may fix it).
    """

    def __init__(self, window: QMainWindow, controller: GameController,
                 statistics: Statistics, *, may_abandon: Callable[[], bool],
                 show_message: Callable[[str], None],
                 today: Callable[[], date] = date.today) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.records = DailyChallengeRecords(statistics)
        self._may_abandon = may_abandon
        self._show_message = show_message
        self.today = today
        #: The challenge on the table: its date, level and game; the one left in
        #: play at the last close until the game resumed shows whether it is that.
        self.playing: tuple[date, Difficulty, GameCode] | None = _challenge(
            controller.prefs.challenge_in_play())
        #: Awards told this session, so that one whose write waits is not told again.
        self._told: set[str] = set()
        self.dialog: DailyChallengesDialog | None = None
        self.action = QAction(window)
        Wording(window).text(self.action.setText,
                             lambda: translate("DailyChallengesUi", "Daily C&hallenges..."))
        self.action.triggered.connect(self.show_challenges)
        window.addAction(self.action)
        controller.changed.connect(self._changed)
        # After the recorder's, connected before: the win is on record first.
        controller.won.connect(self._won)

    # -- the window ----------------------------------------------------------
    def show_challenges(self) -> None:
        if self.dialog is not None:
            self.dialog.refresh()
            self.dialog.raise_()
            self.dialog.activateWindow()
            return
        # Loaded when first opened, as the statistics dialog is.
        from freecell_qt.windows.daily_challenges_dialog import DailyChallengesDialog

        dialog = DailyChallengesDialog(self.records.wins, self._awards, self.today, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_requested.connect(self.play)
        dialog.finished.connect(self._forget_dialog)
        self.dialog = dialog
        dialog.open()

    def _forget_dialog(self) -> None:
        self.dialog = None

    def _awards(self) -> set[str]:
        return self.records.awards() | self._told

    def play(self, day: date, level: Difficulty) -> None:
        """Deal ``day``'s challenge of ``level``, once the game in play may go."""
        if not counts_for(day, self.today()) or not self._may_abandon():
            return
        code = challenge_code(day, level)
        self.playing = (day, level, code)
        self.controller.prefs.remember_challenge(f"{day.isoformat()} {level.value}")
        self.controller.new_game(code)
        if self.dialog is not None:
            self.dialog.accept()
        self._show_message(translate("DailyChallengesUi", "Daily Challenge of {0}, {1}: deal {2}.")
                           .format(day.isoformat(), difficulty_name(level),
                                   format_number(code.deal_number)))

    # -- following the game ----------------------------------------------------
    def _changed(self, change: Change) -> None:
        # A replay or a lesson shown meanwhile leaves the challenge waiting aside.
        if (change.kind is ChangeKind.DEAL and self.playing is not None
                and not self.controller.holding and self.controller.code != self.playing[2]):
            self.playing = None
            self.controller.prefs.remember_challenge("")

    def _won(self) -> None:
        if not self.controller.players_own:
            return
        game = self.controller.game
        playing = self.playing
        if playing is not None and game.code == playing[2]:
            day, level, code = playing
            if counts_for(day, self.today()):
                self.records.record_win(day, level, code.deal_number)
        # Counted the par's way at the win: a win in no more moves than the
        # deal's par earns "On Par".
        won = self.controller.win
        earned = awards(self.records.wins(), self.today(), game=won,
                        wins_in_a_row=self.records.wins_in_a_row())
        new = [award for award in earned if award not in self._awards()]
        if new:
            self.records.earn(new)
            self._told.update(new)
            names = [name for name in map(award_name, new) if name]
            self._show_message(translate("DailyChallengesUi", "Earned: {0}.").format(
                ", ".join(names)))
        if self.dialog is not None:
            self.dialog.refresh()


def _challenge(text: str) -> tuple[date, Difficulty, GameCode] | None:
    """The challenge ``Preferences.challenge_in_play`` names, or None for anything else."""
    day_text, _, level_text = text.partition(" ")
    day = parse_day(day_text)
    try:
        level = Difficulty(level_text)
    except ValueError:
        return None
    if day is None or level not in SLOTS:
        return None
    return day, level, challenge_code(day, level)
