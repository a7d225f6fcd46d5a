"""The recorder: turns what the controller announces into statistics rows.

The window only creates it. It follows one game at a time, the controller's:

* the first thing the player does to a game (a move, an undo, a jump) opens
  its row; a game dealt and left untouched never gets one;
* every change after that rewrites the row, at most once per ``DELAY_MS``;
* ``won`` closes it as won (a game finished by Solve is flagged, not a win);
* ``replacing`` closes it as lost unless it was won.

A game that arrives with moves already made and is resumed at start takes
over the row an earlier run left in progress for the same deal, so it stays
one game; rows left in progress that nobody resumed are closed once the start
is over. Any other game arriving with moves (opened from a file, a replay left
on the table at quit) is recorded from the player's first action, like a deal:
moves nobody made here do not make a loss. While the controller is
``read_only`` (a replay) nothing is recorded; when the replay turns live the
game is recorded like any other from the player's first action.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Game
from freecell_qt.storage.statistics import GameRecord, Progress, Result, Statistics, now_iso

DELAY_MS = 2000


class GameRecorder(QObject):
    """Keeps ``statistics`` in step with ``controller``."""

    #: A sentence for the player, emitted once per problem with the statistics file.
    trouble = Signal(str)
    #: A row was opened, rewritten or closed (an open statistics dialog refreshes).
    recorded = Signal()

    def __init__(self, controller: GameController, statistics: Statistics,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.statistics = statistics
        self._told = ""
        self._game: Game | None = None
        self._record: int | None = None
        self._acted = False
        self._closed = False
        self._dealt_at: str | None = None
        self._undo_base = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.flush)
        controller.changed.connect(self._changed)
        controller.replacing.connect(self._replacing)
        controller.won.connect(self._won)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)
        self._follow(controller.game)
        # After the start-up (a resumed game adopts its row first), rows that
        # earlier runs left open belong to nobody.
        QTimer.singleShot(0, self, self._close_stale)
        self._announce()

    # -- what the window asks ----------------------------------------------
    def would_count_as_loss(self) -> bool:
        """True when replacing the current game now would record it as lost."""
        game = self.controller.game
        return (game is self._game and self._acted and not self._closed
                and not game.is_won and not self.controller.read_only)

    def flush(self) -> None:
        """Write the pending update now (the timer fired, or the app is closing)."""
        self._timer.stop()
        if self._record is not None and not self._closed:
            self.statistics.update(self._record, self._progress())
            self._after_write()

    # -- controller signals --------------------------------------------------
    def _changed(self, change: Change) -> None:
        game = self.controller.game
        if change.kind is ChangeKind.DEAL or game is not self._game:
            self._follow(game)
            return
        if self.controller.read_only:
            # A replay moving through its steps; the undo count starts from here
            # if the player takes the game over.
            self._undo_base = game.undo_count
            return
        if self._closed:
            return
        if not self._acted and _is_action(change):
            self._acted = True
            self._open_row(game, self._dealt_at or now_iso())
        if self._acted and not self._timer.isActive():
            self._timer.start()

    def _won(self) -> None:
        if self.controller.read_only or self.controller.game is not self._game:
            return
        self._close(Result.WON)

    def _replacing(self, old: Game) -> None:
        if old is self._game and self._acted and not self._closed:
            self._close(Result.WON if old.is_won else Result.LOST)
        self._game = None

    # -- rows --------------------------------------------------------------
    def _follow(self, game: Game) -> None:
        self._timer.stop()
        self._game, self._record, self._closed = game, None, game.is_won
        self._undo_base = 0
        read_only = self.controller.read_only
        self._dealt_at = None if read_only else now_iso()
        self._acted = False
        if game.steps and not read_only and not game.is_won:
            adopted = self._adopt(game)
            if adopted is not None:
                self._record, self._acted = adopted.id, True
                # A saved game keeps no undo count: carry on from the row's.
                self._undo_base = game.undo_count - adopted.undos

    def _adopt(self, game: Game) -> GameRecord | None:
        code = str(game.code) if game.code is not None else None
        board = game.start.to_text(colon=True) if code is None else None
        for record in self.statistics.in_progress():
            theirs = record.saved or {}
            same_deal = (record.code, theirs.get("board")) == (code, board)
            if same_deal and (record.variant, record.cells) == (game.rules.variant,
                                                                game.rules.cells):
                return record
        return None

    def _open_row(self, game: Game, started: str) -> None:
        self._record = self.statistics.start_game(game, started)
        if self._record is not None:
            # The clock, the hints and the undo count as the recorder sees them.
            self.statistics.update(self._record, self._progress())
        self._after_write()

    def _close(self, result: Result) -> None:
        self._timer.stop()
        self._closed = True
        if self._record is not None:
            self.statistics.finish(self._record, result, self._progress(),
                                   finished_by_solve=self.controller.solved_by_demo)
            self._after_write()

    def _progress(self) -> Progress:
        game = self._game or self.controller.game
        return Progress.of(game, self.controller.elapsed(), self.controller.hints_used,
                           undos=max(0, game.undo_count - self._undo_base))

    def _close_stale(self) -> None:
        self.statistics.close_stale(keep=self._record)
        self._after_write()

    def _after_write(self) -> None:
        self.recorded.emit()
        self._announce()

    def _announce(self) -> None:
        problem = self.statistics.problem
        if problem and problem != self._told:
            self._told = problem
            # Queued: at start the window is not listening yet.
            QTimer.singleShot(0, self, lambda: self.trouble.emit(problem))


def _is_action(change: Change) -> bool:
    """A change the player made (not a deal, nor a rule option redrawing the table)."""
    return change.kind is not ChangeKind.DEAL and len(change.positions) > 1
