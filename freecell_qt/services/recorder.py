"""The recorder: turns what the controller announces into statistics rows.

The window only creates it. It follows one game at a time, the controller's:

* the first thing the player does to a game (a move, an undo, a jump) opens
  its row; a game dealt and left untouched never gets one;
* every change after that rewrites the row, at most once per ``DELAY_MS``;
* ``won`` closes it as won (a game Solve played any part of is flagged, not a win);
* ``replacing`` closes it as lost unless it was won, or has no move on the table
  (never moved, or every move undone): then the row goes.

A row keeps the controller's Daily Deal date from the start, and its
difficulty from whichever write first finds the game rated: the rating is
worked out in the background and may come after the first move.

A game that arrives with moves already made and is resumed at start takes
over the row an earlier run left in progress for the same deal, so it stays
one game; rows left in progress that nobody resumed are closed once the start
is over. Any other game arriving with moves (opened from a file) is recorded
from the player's first action, like a deal: moves nobody made here do not
make a loss.

A replay records nothing, and neither does a lesson (``enter_lesson``). The
game in play waits aside meanwhile with its row open, and is followed again
when the replay or the lesson is left; if the replay is taken
over instead, the game put aside is given up (a loss, if it counted) and the
replay is recorded at once when it has moves: its earlier moves, clock, hints
and Solve come with it from the record it was replayed from.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Actor, GameView
from freecell_qt.storage.statistics import GameRecord, Progress, Result, Statistics, now_iso
from freecell_qt.storage.statistics_db import game_key

DELAY_MS = 2000


@dataclass
class _Track:
    """One game followed: its row and what decides whether it counts."""

    game: GameView
    record: int | None = None
    acted: bool = False
    closed: bool = False
    dealt_at: str | None = None
    undo_base: int = 0
    #: For a game put aside: its figures as it left the table.
    aside: Progress | None = None

    @property
    def counts_as_loss(self) -> bool:
        # With every move undone, nothing is given up: no question, no loss.
        return (self.acted and not self.closed and not self.game.is_won
                and self.game.move_count > 0)


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
        self._track: _Track | None = None
        self._aside: _Track | None = None  # the game in play while a replay is shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.flush)
        controller.changed.connect(self._changed)
        controller.replacing.connect(self._replacing)
        controller.putting_aside.connect(self._putting_aside)
        controller.taken_over.connect(self._taken_over)
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
        """True when giving up the game in play now would record it as lost.

        While a replay or a lesson is shown, that is the game put aside.
        """
        if self.controller.holding:
            return self._aside is not None and self._aside.counts_as_loss
        track = self._track
        return track is not None and track.game is self.controller.game and track.counts_as_loss

    def flush(self) -> None:
        """Write the pending update now (the timer fired, or the app is closing)."""
        self._timer.stop()
        track = self._track
        if track is not None and track.record is not None and not track.closed:
            self.statistics.update(track.record, self._progress(track))
            self._after_write()

    # -- controller signals --------------------------------------------------
    def _changed(self, change: Change) -> None:
        game = self.controller.game
        track = self._track
        if change.kind is ChangeKind.DEAL or track is None or game is not track.game:
            self._follow(game)
            return
        if self.controller.holding:
            # A replay moving through its steps; the undo count starts from here
            # if the player takes the game over.
            track.undo_base = game.undo_count
            return
        if track.closed:
            return
        if not track.acted and _is_action(change):
            track.acted = True
            self._open_row(track, track.dealt_at or now_iso())
        if track.acted and not self._timer.isActive():
            self._timer.start()

    def _won(self) -> None:
        track = self._track
        if self.controller.holding or track is None or self.controller.game is not track.game:
            return
        self._close(track, Result.WON)
        # The par is kept with the win, beside the moves counted its way.
        win = self.controller.win
        if win is not None and win.par is not None and track.record is not None:
            self.statistics.note_par(track.record, win.par, win.moves)

    def _replacing(self, old: GameView) -> None:
        aside = self._aside
        if aside is not None and old is aside.game:
            # The game put aside for a replay is given up.
            self._aside = None
            if aside.counts_as_loss:
                self._close(aside, Result.LOST)
            return
        track = self._track
        if track is not None and old is track.game and track.acted and not track.closed:
            self._close(track, Result.WON if old.is_won else Result.LOST)
        self._track = None

    def _putting_aside(self, game: GameView) -> None:
        track = self._track
        if track is None or track.game is not game:
            return
        self.flush()
        track.aside = self._progress(track)
        self._aside, self._track = track, None

    def _taken_over(self) -> None:
        """A replay became the player's game: one with moves is a game in play now."""
        game = self.controller.game
        track = self._track
        if track is None or track.game is not game:
            self._follow(game)
            track = self._track
            assert track is not None
        track.dealt_at = now_iso()
        if game.move_count and not track.closed:
            track.acted = True
            self._open_row(track, track.dealt_at)

    # -- rows --------------------------------------------------------------
    def _follow(self, game: GameView) -> None:
        self._timer.stop()
        shown_aside = self.controller.holding
        aside = self._aside
        if aside is not None and game is aside.game and not shown_aside:
            # Back from a replay or a lesson: the game put aside, row and all.
            aside.aside = None
            self._track, self._aside = aside, None
            return
        track = _Track(game, closed=game.is_won, dealt_at=None if shown_aside else now_iso())
        self._track = track
        if game.steps and not shown_aside and not game.is_won:
            adopted = self._adopt(game)
            if adopted is not None:
                track.record, track.acted = adopted.id, True
                # A saved game keeps no undo count: carry on from the row's.
                track.undo_base = game.undo_count - adopted.undos

    def _adopt(self, game: GameView) -> GameRecord | None:
        code = str(game.code) if game.code is not None else None
        board = game.start.to_text(colon=True) if code is None else None
        for record in self.statistics.in_progress():
            theirs = record.saved or {}
            same_deal = (record.code, theirs.get("board")) == (code, board)
            if same_deal and record.key == game_key(game.rules):
                return record
        return None

    def _open_row(self, track: _Track, started: str) -> None:
        ours = track.game is self.controller.game
        track.record = self.statistics.start_game(
            track.game, started, daily=self.controller.daily if ours else None,
            difficulty=self.controller.difficulty if ours else None)
        if track.record is not None:
            # The clock, the hints and the undo count as the recorder sees them.
            self.statistics.update(track.record, self._progress(track))
        self._after_write()

    def _close(self, track: _Track, result: Result) -> None:
        if track is self._track:
            self._timer.stop()
        track.closed = True
        if track.record is None:
            return
        progress = track.aside if track.aside is not None else self._progress(track)
        self.statistics.finish(track.record, result, progress,
                               played_by_solve=track.game.played_by(Actor.SOLVE))
        self._after_write()

    def _progress(self, track: _Track) -> Progress:
        game = track.game
        # The controller rates only the game on the table.
        difficulty = self.controller.difficulty if game is self.controller.game else None
        return Progress.of(game, self.controller.elapsed(), self.controller.hints_used,
                           undos=max(0, game.undo_count - track.undo_base),
                           difficulty=difficulty)

    def _close_stale(self) -> None:
        track = self._track if self._track is not None else self._aside
        self.statistics.close_stale(keep=track.record if track is not None else None)
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
