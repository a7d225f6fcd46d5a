"""The window's side of statistics and replays, so the main window only wires it.

It owns the recorder (which follows the controller by itself), the replay bar
under the table, the Statistics menu entry and its dialog, and the question
asked before a game in play is given up. Whatever replaces the game, a new
deal, a restart, a deal chosen in the dialog or taking over a replay, goes
through ``may_abandon`` first. Watching a replay gives nothing up: the game in
play waits aside and comes back when the replay is closed, or when the window
closes during one (so that it is the game kept for next time).

Writes the statistics file cannot take just now (another program holds its
lock, the disk is full) wait in ``Statistics``; a timer here tries them again
every ``RETRY_MS`` until they are in, and once more as the app quits. That
trouble passes by itself, so the status bar says it, once, and says when it is
over; a box is for trouble that stays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from freecell_qt.controller import GameController, PlayedBefore
from freecell_qt.engine import FreeCellError, Game, GameCode
from freecell_qt.services.recorder import GameRecorder
from freecell_qt.storage.statistics import GameRecord, Statistics
from freecell_qt.storage.win_places import WinPlaces, places_of
from freecell_qt.windows.abandon_dialog import may_abandon
from freecell_qt.windows.replay_bar import ReplayBar
from freecell_qt.words.engine_words import explain
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.solving.gate import SearchGate
    from freecell_qt.windows.statistics_dialog import StatisticsDialog


# Each call names its context and text literally, which is what Qt Linguist's
# lupdate looks for: it cannot see the text through a helper function.
translate = QCoreApplication.translate
#: How often, in milliseconds, writes left waiting are tried again: each try
#: holds the window at most ``statistics_db.BUSY_TIMEOUT``.
RETRY_MS = 10_000


class StatisticsUi(QObject):
    """Statistics, replays and the abandon question for one main window.

    Besides the window (the parent of its bar, action and boxes), it is given
    what it asks of it: ``start`` deals a game again (Play Again),
    ``show_message`` puts a sentence on the status bar, and ``table`` is the
    widget the keys go back to when a replay is taken over.
    """

    def __init__(self, window: QMainWindow, controller: GameController,
                 statistics: Statistics | None = None, *,
                 start: Callable[[GameCode], None],
                 show_message: Callable[[str], None],
                 table: QWidget, search_gate: SearchGate | None = None) -> None:
        super().__init__(window)
        self.window = window
        #: Where a review of a game of the list takes its turn to search.
        self.search_gate = search_gate
        self.controller = controller
        self._start = start
        self._show_message = show_message
        self.statistics = statistics if statistics is not None else Statistics()
        #: The last problem told, so that none is told twice in a row.
        self._told = ""
        self._was_waiting = False
        self.recorder = GameRecorder(controller, self.statistics, self)
        self.recorder.trouble.connect(self._trouble)
        self.replay_bar = ReplayBar(controller, window)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.replay_bar)
        self.replay_bar.continued.connect(lambda: table.setFocus())
        self.replay_bar.may_take_over = self.may_abandon
        window.installEventFilter(self)
        self.dialog: StatisticsDialog | None = None
        self.statistics_action = QAction(window)
        # A child of the window, which passes Qt's LanguageChange on to it.
        Wording(window).text(self.statistics_action.setText,
                             lambda: translate("StatisticsUi", "S&tatistics..."))
        self.statistics_action.triggered.connect(self.show_statistics)
        window.addAction(self.statistics_action)
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(RETRY_MS)
        self.retry_timer.timeout.connect(self.retry)
        self.recorder.recorded.connect(self._watch)
        app = QCoreApplication.instance()
        if app is not None:
            # After the recorder's last write, which is connected before.
            app.aboutToQuit.connect(self._last_try)
        # Told by the recorder, once the window listens.
        self._was_waiting = self.statistics.waiting
        if self._was_waiting:
            self.retry_timer.start()

    def may_abandon(self) -> bool:
        """Ask before a game in play is replaced; False when the player keeps it."""
        return may_abandon(self.window, self.controller.prefs, self.recorder)

    # -- the dialog ----------------------------------------------------------
    def show_statistics(self) -> None:
        self.recorder.flush()  # the game in progress as it stands now
        from freecell_qt.windows.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.statistics, self.controller.game.rules, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again_requested.connect(self.play_again)
        dialog.replay_requested.connect(self.replay_record)
        dialog.review_requested.connect(self.review_record)
        self.recorder.recorded.connect(dialog.refresh)
        # Forgotten as it closes: it deletes itself right after.
        dialog.finished.connect(self._forget_dialog)
        self.dialog = dialog
        dialog.open()

    def _forget_dialog(self) -> None:
        self.dialog = None

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.close()

    def play_again(self, code: GameCode) -> None:
        if self.may_abandon():
            self._close_dialog()
            self._start(code)

    def _recorded_game(self, record: GameRecord, review: bool = False) -> Game | None:
        """The game a record kept, or None (and the player told why) when it is bad.

        The box names what the player asked for, a replay or a ``review``: a
        review refused in a box titled "Replay" reads as the wrong button pressed.
        """
        try:
            return record.replay_game()
        except FreeCellError as error:
            if review:
                title = translate("StatisticsUi", "Review of the Game")
                text = translate("StatisticsUi", "This game cannot be reviewed: {0}")
            else:
                title = translate("StatisticsUi", "Replay")
                text = translate("StatisticsUi", "This game cannot be replayed: {0}")
            QMessageBox.warning(self.window, title, text.format(explain(error)))
            return None

    def replay_record(self, record: GameRecord, point: int | None = None) -> None:
        """Watch a recorded game from its deal (or from ``point``, taken over at once)."""
        game = self._recorded_game(record)
        if game is None:
            return
        title = record.code or translate("StatisticsUi", "custom board")
        # Its clock and hints travel with it, should the player take it over
        # (who played each step is in the game).
        self.replay(game, title, PlayedBefore(record.seconds, record.hints))
        if point is not None:
            self.replay_bar.seek(point)
            self.replay_bar.continue_here()

    def review_record(self, record: GameRecord) -> None:
        """The solver's look back on a game of the list; Play On from Here plays it
        on from the point chosen, as a replay taken over there (so its clock, its
        hints and who played each step come with it)."""
        from freecell_qt.windows.review_dialog import RecordReviewer, ReviewDialog

        game = self._recorded_game(record, review=True)
        if game is None:
            return
        reviewer = RecordReviewer(game, search_gate=self.search_gate)
        parent = self.dialog if self.dialog is not None else self.window
        # Playing on closes the statistics and this dialog with them: after they are gone.
        dialog = ReviewDialog(game, reviewer, lambda point: QTimer.singleShot(
            0, self.window, lambda: self.replay_record(record, point)), parent)
        reviewer.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_dialog = dialog
        dialog.open()

    # -- replays -------------------------------------------------------------
    def win_places(self) -> WinPlaces | None:
        """The game just won among the player's wins of that game (streak, places),
        or ``None`` when the statistics do not hold it as the player's win."""
        game = self.controller.game
        if not game.is_won or self.controller.read_only:
            return None
        return places_of(self.statistics.outcomes(game.rules), game.move_count, game.score)

    def replay_won_game(self) -> None:
        """Watch the game just won from its deal; leaving the replay brings the
        won table back, as it was."""
        game = self.controller.game
        data = game.to_dict()
        data["redo"] = []  # the line of play that won, not moves taken back before it
        try:
            copy = Game.from_dict(data)
        except FreeCellError as error:  # the game on the table always reads back
            self._show_message(explain(error))
            return
        title = str(game.code) if game.code is not None else translate("StatisticsUi",
                                                                        "custom board")
        self.replay(copy, title, PlayedBefore(self.controller.elapsed(),
                                              self.controller.hints_used))

    def replay(self, game: Game, title: str = "", before: PlayedBefore | None = None) -> bool:
        """Watch ``game`` from its deal; the game in play waits aside meanwhile."""
        self._close_dialog()
        self.replay_bar.start(game, title, before)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Closing the window during a replay keeps the game in play, not the replay."""
        if (watched is self.window and event.type() == QEvent.Type.Close
                and self.replay_bar.replaying):
            self.replay_bar.close_replay()
        return False

    # -- writes left waiting ---------------------------------------------------
    def retry(self) -> None:
        """Try the writes left waiting again (the timer's tick)."""
        self.statistics.retry()
        if self.dialog is not None:
            self.dialog.refresh()
        if self.statistics.problem:
            self._trouble(self.statistics.problem)
        self._watch()

    def _watch(self) -> None:
        """Keep the timer running while writes wait; say so when they are all in."""
        waiting = self.statistics.waiting
        if waiting:
            if not self._was_waiting and self.statistics.problem:
                self._trouble(self.statistics.problem)  # each time writes start to wait
            if not self.retry_timer.isActive():
                self.retry_timer.start()
        else:
            self.retry_timer.stop()
            if self._was_waiting and self.statistics.writable:
                self._told = ""
                self._show_message(translate("StatisticsUi",
                                                   "The statistics are saved again."))
        self._was_waiting = waiting

    def _last_try(self) -> None:
        if self.statistics.waiting:
            self.statistics.retry()

    def _trouble(self, text: str) -> None:
        # A note comes queued: by then the trouble may be over (the writes it
        # told of went in), and there is nothing to tell any more.
        over = not self.statistics.problem
        if text == self._told or over:
            return
        self._told = text
        self._show_message(text)
        if self.statistics.waiting:
            return  # it passes by itself: no box to close
        box = QMessageBox(QMessageBox.Icon.Warning, translate("StatisticsUi", "Statistics"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Not modal: the table stays playable while the note is up.
        box.setModal(False)
        box.show()
