"""Statistics: one row per game played, in SQLite, and the figures drawn from them.

A row is opened when play starts, kept current while it goes on (so a crash
loses at most the last few seconds), and closed as ``won`` or ``lost``. Two
rules decide what counts:

* a game abandoned before any move (or undo) was never played: its row goes;
* a game finished by Solve is played but is not a win: records and streaks
  are the player's own.

Figures are kept per game: each row carries the ``Rules.key`` of the rules it
was played with (a preset with its cells, or a custom rule set) and the rules
themselves, so the dialog can name every game that has records. The saved
game (``Game.to_dict()``) rides along in each row so that any game in the list
can be watched again from its deal. A row also keeps the game's difficulty,
once rated, and the date of the Daily Deal it is, if it is one: wins are
broken down by difficulty, and Daily Deals have their own streak of dates
(``daily_streaks``). Every method swallows database errors into
``problem``: statistics must never cost the game.

A write the file cannot take just now (another program holds its lock, the
disk is full) waits in memory, in order, and goes in at the next game's end or
whenever ``retry`` is called (the window calls it on a timer), so nothing
played meanwhile is lost. A row opened meanwhile has a stand-in id (a
negative number) until it is written; later writes find its real id through
it. Any other failure stops the writing for the session, said once.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from enum import StrEnum
from pathlib import Path

from freecell_qt.engine import (
    Actor,
    FreeCellError,
    Game,
    GameCode,
    GameView,
    Preset,
    Rules,
    SaveDataError,
)
from freecell_qt.engine.daily import parse_day
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage import paths, statistics_db
from freecell_qt.storage.daily_streaks import DailySummary, summarize_daily
from freecell_qt.storage.game_files import MAX_ELAPSED, GameFileError, check_length
from freecell_qt.storage.statistics_db import game_key, legacy_rules
from freecell_qt.storage.summary import Outcome, Summary, summarize

FILE_NAME = "statistics.sqlite3"
#: Which game's figures: a ``Rules.key``, the rules themselves, or (as callers
#: written before rules were data say it) a ``Preset`` with its cells.
Kind = str | Rules | Preset
#: The ratings a row may carry (``Difficulty`` values), easiest first; anything
#: else in the column, a later version's rating say, reads as not rated.
DIFFICULTIES: tuple[str, ...] = tuple(
    level.value for level in sorted(Difficulty, key=lambda level: level.level))
#: The most games ``games`` lists, the most recently played kept: more than
#: any player plays, few enough for the dialog's picker.
MAX_GAMES = 1000
#: The most games in progress ``in_progress`` lists: one per window is usual.
MAX_IN_PROGRESS = 100
#: Every column a ``GameRecord`` is made from, each read within bounds.
_RECORD_COLUMNS = statistics_db.bounded(*statistics_db.COLUMNS.split(", "))


class Result(StrEnum):
    WON = "won"
    LOST = "lost"
    IN_PROGRESS = "in_progress"


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Progress:
    """How far a game has gone: what a row keeps besides its rules and times."""

    moves: int = 0
    score: int = 0
    seconds: float = 0.0
    undos: int = 0
    hints: int = 0
    saved: dict[str, object] | None = None
    #: The game's rating once known; ``None`` leaves the row's as it is, since a
    #: rating, once worked out, does not change.
    difficulty: str | None = None

    @classmethod
    def of(cls, game: GameView, seconds: float = 0.0, hints: int = 0, undos: int | None = None,
           difficulty: str | None = None) -> Progress:
        return cls(game.move_count, game.score, seconds,
                   game.undo_count if undos is None else undos, hints, game.to_dict(),
                   difficulty)

    @property
    def touched(self) -> bool:
        """Whether a move is on the table: a game whose moves were all undone gave
        nothing up, and is no more a loss than one never played."""
        return self.moves > 0


@dataclass(frozen=True)
class GameRecord:
    """One row, as the statistics dialog lists it."""

    id: int
    code: str | None
    #: The ``Rules.key`` of the game, which its figures are kept under.
    key: str
    cells: int
    started: str
    ended: str | None
    result: Result
    moves: int
    score: int
    seconds: float
    undos: int
    hints: int
    #: Solve played some of the game (stored as ``finished_by_solve``).
    played_by_solve: bool
    saved: dict[str, object] | None
    #: The ISO date of the Daily Deal this game was, else ``None``.
    daily: str | None = None
    #: One of ``DIFFICULTIES``, or ``None`` when the game was not rated.
    difficulty: str | None = None

    @property
    def won(self) -> bool:
        """A win of the player's own (Solve's are not)."""
        return self.result is Result.WON and not self.played_by_solve

    def replay_game(self) -> Game:
        """The game as it ended, rebuilt step by step; raises ``SaveDataError``.

        Steps the player took back before the end are left out: a replay shows
        the line of play that stood when the game ended.
        """
        data = dict(self.saved or {})
        data["redo"] = []
        try:
            # The same bound as a saved game file: a crafted row must not
            # freeze the window replaying a million moves.
            check_length(data)
        except GameFileError as error:
            raise SaveDataError(str(error)) from None
        game = Game.from_dict(data)
        if self.played_by_solve and not game.played_by(Actor.SOLVE):
            # A row from before the history said who played: Solve did, somewhere.
            game.note_earlier_play(Actor.SOLVE)
        return game

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> GameRecord:
        """The row as a record; ``ValueError`` for one this version cannot show.

        The file is the player's and may hold anything: a variant from a newer
        version, a hand edit, a number of the wrong kind.
        """
        saved = None
        if isinstance(row["game"], str) and row["game"]:
            try:
                loaded = json.loads(row["game"])
                saved = loaded if isinstance(loaded, dict) else None
            except (ValueError, RecursionError):
                saved = None
        code, started, ended = row["code"], row["started"], row["ended"]
        if not (_is_text(code, None) and _is_text(started) and _is_text(ended, None)):
            raise ValueError("a date or code that is not text")
        key = row["game_key"]
        if not isinstance(key, str) or not key:
            raise ValueError("a game this version does not know")
        return cls(_whole(row["id"]), code, key, _whole(row["cells"]),
                   started, ended, Result(row["result"]), _whole(row["moves"]),
                   _whole(row["score"]), _seconds(row["seconds"]), _whole(row["undos"]),
                   _whole(row["hints"]), bool(row["finished_by_solve"]), saved,
                   _daily(row["daily"]), _difficulty(row["difficulty"]))


@dataclass(frozen=True)
class ChallengeWin:
    """A fewest-cells challenge won: deal ``deal`` won with ``cells`` free cells."""

    code: str
    deal: int
    cells: int
    won: str
    moves: int
    seconds: float


#: Challenges won the statistics read back: more than a player wins.
MAX_CHALLENGES = 10_000


@dataclass(frozen=True)
class DifficultyTally:
    """Finished games of one difficulty (``None``: not rated) and the player's wins."""

    difficulty: str | None
    played: int = 0
    won: int = 0


def _records(rows: Iterable[sqlite3.Row]) -> list[GameRecord]:
    """The rows this version can show; the others are left alone, in the file, unseen."""
    records = []
    for row in rows:
        try:
            records.append(GameRecord.from_row(row))
        except (ValueError, TypeError, OverflowError):
            continue
    return records


def _outcome(row: sqlite3.Row) -> Outcome | None:
    try:
        return Outcome(row["result"] == "won" and not row["finished_by_solve"],
                       _whole(row["moves"]), _whole(row["score"]), _seconds(row["seconds"]))
    except ValueError:
        return None


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r:.40}")
    return value


def _seconds(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"not a number of seconds: {value!r:.40}")
    # A time no game takes (infinity, years, NaN): as for a saved game's clock.
    if not 0 <= value <= MAX_ELAPSED:
        raise ValueError(f"not a time a game can take: {value!r:.40}")
    return float(value)


def _is_text(value: object, *allowed: object) -> bool:
    return isinstance(value, str) or value in allowed


def _daily(value: object) -> str | None:
    day = parse_day(value)
    return day.isoformat() if day is not None else None


def _difficulty(value: object) -> str | None:
    return value if isinstance(value, str) and value in DIFFICULTIES else None


def _won(row: sqlite3.Row) -> bool:
    """A row the player won, as ``_outcome`` reads it: Solve's wins are not the player's."""
    return row["result"] == Result.WON.value and not row["finished_by_solve"]


@dataclass
class _Write:
    """A write waiting for the file: ``work``, or an update of a row's figures.

    An update is kept as its figures, not as a statement, so that a newer one
    of the same row can take its place while both wait: a game goes on
    during a long lock, and only its latest figures matter.
    """

    work: Callable[[sqlite3.Connection], object] | None = None
    row: int | None = None
    progress: Progress | None = None


class Statistics:
    """The statistics file of one player (``path`` defaults to the app data folder)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else paths.data_dir() / FILE_NAME
        self._db: sqlite3.Connection | None = None
        self.writable = True
        #: What went wrong, for the player, once; empty when all is well.
        self.problem = ""
        #: The file could not be opened yet (its lock was held): ``retry`` opens it.
        self._reopen = False
        #: True while ``problem`` tells of writes that wait: it goes when they are in.
        self._passing = False
        self._waiting: list[_Write] = []
        #: The rows written for stand-in ids.
        self._rows: dict[int, int] = {}
        self._stand_ins = itertools.count(-1, -1)
        self._open()

    def _open(self) -> None:
        opened = statistics_db.open_database(self.path)
        self._db = opened.db
        self.writable = opened.writable
        self.problem = opened.problem
        self._reopen = self._passing = opened.later

    @property
    def available(self) -> bool:
        return self._db is not None

    @property
    def waiting(self) -> bool:
        """Writes wait for the file to take them (see ``retry``)."""
        return bool(self._waiting) or self._reopen

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # -- writing ---------------------------------------------------------
    def start_game(self, game: GameView, started: str | None = None, *, daily: str | None = None,
                   difficulty: str | None = None) -> int | None:
        """Open a row for ``game``; its id, or ``None`` when nothing can be saved.

        The id is a stand-in (negative) while the row waits to be written.
        ``daily``: the ISO date of the Daily Deal ``game`` is; ``difficulty``:
        its rating if already known (``update`` adds it later otherwise).
        """
        rules = game.rules
        code = str(game.code) if game.code is not None else None
        row = (code, _family(rules), rules.cells, rules.supermove.value,
               int(rules.takeback), started or now_iso(), Result.IN_PROGRESS.value,
               game.move_count, game.score, game.undo_count, json.dumps(game.to_dict()),
               game_key(rules), json.dumps(rules.to_dict()), daily, difficulty)
        stand_in = next(self._stand_ins)

        def insert(db: sqlite3.Connection) -> None:
            rowid = db.execute(
                "INSERT INTO games (code, variant, cells, supermove, takeback, started, result, "
                "moves, score, undos, game, game_key, rules, daily, difficulty) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row).lastrowid
            if rowid is not None:
                self._rows[stand_in] = rowid

        self._write(_Write(insert))
        if stand_in in self._rows:
            return self._rows[stand_in]
        return stand_in if self.writable else None

    def update(self, game_id: int, progress: Progress) -> None:
        """Keep a game in progress current."""
        self._write(_Write(row=game_id, progress=progress))

    def finish(self, game_id: int, result: Result | str, progress: Progress,
               played_by_solve: bool = False) -> None:
        """Close a row as won or lost; a lost game never touched is not counted at all."""
        result = Result(result)
        if result is Result.IN_PROGRESS:
            raise ValueError("a finished game is won or lost")
        # A game's end is when a result matters: what waits is tried again now.
        if result is Result.LOST and not progress.touched:
            self._write(_Write(lambda db: self._delete(db, game_id)), now=True)
            return
        ended = now_iso()

        def close(db: sqlite3.Connection) -> None:
            row = self._row(game_id)
            if row is None:
                return
            self._set(db, row, progress)
            db.execute("UPDATE games SET result = ?, ended = ?, finished_by_solve = ? "
                       "WHERE id = ?", (result.value, ended, int(played_by_solve), row))

        self._write(_Write(close), now=True)

    def _delete(self, db: sqlite3.Connection, game_id: int) -> None:
        row = self._row(game_id)
        if row is not None:
            db.execute("DELETE FROM games WHERE id = ?", (row,))

    def _row(self, game_id: int) -> int | None:
        """The row of ``game_id``: itself, or the row its stand-in became (``None``: none yet)."""
        return self._rows.get(game_id) if game_id < 0 else game_id

    @staticmethod
    def _set(db: sqlite3.Connection, game_id: int, progress: Progress) -> None:
        saved = json.dumps(progress.saved) if progress.saved is not None else None
        db.execute(
            "UPDATE games SET moves = ?, score = ?, seconds = ?, undos = ?, hints = ?, "
            "game = COALESCE(?, game), difficulty = COALESCE(?, difficulty) WHERE id = ?",
            (progress.moves, progress.score, round(progress.seconds, 3), progress.undos,
             progress.hints, saved, progress.difficulty, game_id))

    def close_stale(self, keep: int | None = None) -> None:
        """Close rows left in progress by an earlier run (a crash, a game not resumed).

        They were abandoned, so they count as lost when a move was on the table,
        and not at all otherwise (never moved, or every move undone).
        """
        ended = now_iso()

        def close(db: sqlite3.Connection) -> None:
            other = "result = 'in_progress' AND id IS NOT ?"
            kept = self._row(keep) if keep is not None else None
            db.execute(f"DELETE FROM games WHERE {other} AND moves = 0", (kept,))
            db.execute(f"UPDATE games SET result = 'lost', ended = ? WHERE {other}",
                       (ended, kept))

        self._write(_Write(close))

    def reset(self, kind: Kind | None = None, cells: int | None = None) -> None:
        """Forget finished games (of one game, or all); a game in progress keeps its row.

        Forgetting all of them forgets the challenges won too."""
        where, args = self._kind(kind, cells)
        self._write(_Write(lambda db: db.execute(
            f"DELETE FROM games WHERE result != 'in_progress'{where}", args)), now=True)
        if kind is None:
            self._write(_Write(lambda db: db.execute("DELETE FROM challenge_wins")), now=True)

    def record_challenge_win(self, code: GameCode, moves: int, seconds: float,
                             won: str | None = None) -> None:
        """Keep a fewest-cells challenge won: the deal of ``code`` with its cells.

        The caller says whether the win counts (the player's own, not Solve's),
        as for any result.
        """
        row = (str(code), code.deal_number, code.cells, won or now_iso(), moves, seconds)
        self._write(_Write(lambda db: db.execute(
            "INSERT INTO challenge_wins (code, deal, cells, won, moves, seconds) "
            "VALUES (?, ?, ?, ?, ?, ?)", row)), now=True)

    def note_par(self, game_id: int, par: int, counted: int) -> None:
        """Keep the deal's ``par`` with a game's row, and the game's moves
        counted as the par is (``engine.par_count``), which compare with it."""

        def write(db: sqlite3.Connection) -> None:
            row = self._row(game_id)
            if row is not None:
                db.execute("UPDATE games SET par = ?, par_moves = ? WHERE id = ?",
                           (par, counted, row))

        self._write(_Write(write), now=True)

    def wins_at_par(self, kind: Kind, cells: int | None = None) -> int:
        """The player's wins of a kind in as few moves as the deal's par, or fewer.

        Solve's wins are not the player's and never count, as in every figure here.
        """
        where, args = self._kind(kind, cells)
        rows = self._read("SELECT par, par_moves FROM games WHERE result = 'won' "
                          f"AND finished_by_solve = 0 AND par IS NOT NULL{where}", args)
        return sum(1 for row in rows
                   if isinstance(row["par"], int) and isinstance(row["par_moves"], int)
                   and row["par_moves"] <= row["par"])

    def challenge_wins(self) -> list[ChallengeWin]:
        """Every challenge won, fewest cells first, then newest first."""
        columns = statistics_db.bounded("code", "deal", "cells", "won", "moves", "seconds")
        rows = self._read(f"SELECT {columns} FROM challenge_wins "
                          "ORDER BY cells, won DESC, id DESC LIMIT ?", (MAX_CHALLENGES,))
        wins = []
        for row in rows:
            code, won = row["code"], row["won"]
            try:
                if not (isinstance(code, str) and isinstance(won, str)):
                    raise ValueError("a code or date that is not text")
                wins.append(ChallengeWin(code, _whole(row["deal"]), _whole(row["cells"]), won,
                                         _whole(row["moves"]), _seconds(row["seconds"])))
            except ValueError:
                continue  # a row this version cannot read: left alone
        return wins

    def write_now(self, work: Callable[[sqlite3.Connection], object]) -> None:
        """Run ``work`` in a transaction of its own, now or once the file takes it.

        For the tables kept beside the games (``storage/daily_challenge_records.py``).
        """
        self._write(_Write(work), now=True)

    def read(self, query: str, args: Iterable[object] = ()) -> list[sqlite3.Row]:
        """The rows of ``query``; none when the file cannot be read (``problem`` says why)."""
        return self._read(query, args)

    def retry(self) -> bool:
        """Write what waits, oldest first; ``True`` once nothing waits any more.

        Each try costs at most ``statistics_db.BUSY_TIMEOUT`` when the lock is
        still held, so the window may call this on a timer.
        """
        if self._reopen:
            self._open()
            if self._reopen:
                return False
        db = self._db
        if db is None or not self.writable:
            self._waiting.clear()  # a file from a newer version, or none at all
            return True
        while self._waiting:
            error = self._attempt(db, self._waiting[0])
            if error is None:
                self._waiting.pop(0)
            elif statistics_db.passing(error):
                self.problem, self._passing = statistics_db.waiting_message(error), True
                return False
            else:
                # Said once; afterwards the app plays on and stops trying. A
                # number too big for SQLite's integers (OverflowError) is no
                # reason to stop the game either.
                self._waiting.clear()
                self.writable, self._passing = False, False
                self.problem = statistics_db.cannot_save_message(self.path, error)
                return True
        if self._passing:
            self.problem, self._passing = "", False  # all in: nothing more to tell
        return True

    def _write(self, write: _Write, *, now: bool = False) -> None:
        """Write ``write`` at once, or keep it for later behind what already waits.

        What waits is tried again only when asked (``now``: a game's end, a
        reset), not at every write, so that a long lock costs the window one
        short wait now and then, not one per move.
        """
        if not self.writable:
            return
        idle = not self.waiting
        last = self._waiting[-1] if self._waiting else None
        if (write.row is not None and last is not None and last.row == write.row
                and last.progress is not None and write.progress is not None):
            # The newer figures take the place of the older, as the two writes
            # in turn would have left the row (see ``_set``).
            newer, older = write.progress, last.progress
            write.progress = replace(
                newer, saved=newer.saved if newer.saved is not None else older.saved,
                difficulty=newer.difficulty if newer.difficulty is not None
                else older.difficulty)
            self._waiting[-1] = write
        else:
            self._waiting.append(write)
        if idle or now:
            self.retry()

    def _attempt(self, db: sqlite3.Connection, write: _Write) -> BaseException | None:
        """Run ``write`` in a transaction of its own; the error that stopped it, if any."""
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                if write.work is not None:
                    write.work(db)
                elif write.row is not None and write.progress is not None:
                    row = self._row(write.row)
                    if row is not None:
                        self._set(db, row, write.progress)
                db.execute("COMMIT")
            except BaseException:
                # SQLite rolls a transaction back by itself on some errors (a
                # full disk does): rolling back again would only raise anew.
                if db.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                raise
        except (sqlite3.Error, OverflowError) as error:
            return error
        return None

    # -- reading ---------------------------------------------------------
    def has_games(self) -> bool:
        """Whether any game was ever recorded (the first start offers the lesson
        only to a player with none). A file that cannot be read says no."""
        return bool(self._read("SELECT 1 FROM games LIMIT 1", ()))

    def games(self) -> list[tuple[str, Rules]]:
        """Every game with records, as (key, rules), the most recently played first.

        A key whose rules this version cannot rebuild (a game of a later
        version) is left out: there would be nothing to name it by.
        """
        key_limit = statistics_db.TEXT_LIMITS["game_key"]
        rows = self._read(
            f"SELECT {statistics_db.bounded('game_key', 'rules')} FROM games "
            f"WHERE game_key IS NOT NULL AND length(game_key) <= {key_limit} GROUP BY game_key "
            "ORDER BY MAX(COALESCE(ended, started)) DESC, MAX(id) DESC LIMIT ?", (MAX_GAMES,))
        games = []
        for row in rows:
            rules = _rules(row["rules"])
            if isinstance(row["game_key"], str) and rules is not None:
                games.append((row["game_key"], rules))
        return games

    def summary(self, kind: Kind, cells: int | None = None) -> Summary:
        return summarize(self._outcomes(kind, cells))

    def results(self, kind: Kind, cells: int | None = None) -> list[bool]:
        """Every finished game of a kind, oldest first: ``True`` for a real win."""
        return [outcome.won for outcome in self._outcomes(kind, cells)]

    def outcomes(self, kind: Kind, cells: int | None = None) -> list[Outcome]:
        """Every finished game of a kind, oldest first (the last one ended last)."""
        return self._outcomes(kind, cells)

    def _outcomes(self, kind: Kind, cells: int | None) -> list[Outcome]:
        where, args = self._kind(kind, cells)
        columns = statistics_db.bounded("result", "finished_by_solve", "moves", "score",
                                        "seconds")
        rows = self._read(f"SELECT {columns} FROM games "
                          f"WHERE result != 'in_progress'{where} ORDER BY ended, id", args)
        outcomes = (_outcome(row) for row in rows)
        return [outcome for outcome in outcomes if outcome is not None]

    def by_difficulty(self, kind: Kind, cells: int | None = None) -> list[DifficultyTally]:
        """Finished games of a kind and the player's wins, per difficulty.

        One entry for each of ``DIFFICULTIES``, easiest first, then one for
        games not rated (``None``), zeros included, so a table can show them all.
        """
        where, args = self._kind(kind, cells)
        columns = statistics_db.bounded("difficulty", "result", "finished_by_solve")
        rows = self._read(f"SELECT {columns} FROM games "
                          f"WHERE result != 'in_progress'{where}", args)
        played: dict[str | None, int] = {}
        won: dict[str | None, int] = {}
        for row in rows:
            level = _difficulty(row["difficulty"])
            played[level] = played.get(level, 0) + 1
            won[level] = won.get(level, 0) + _won(row)
        return [DifficultyTally(level, played.get(level, 0), won.get(level, 0))
                for level in (*DIFFICULTIES, None)]

    def daily_summary(self, today: date) -> DailySummary:
        """The Daily Deal's figures on ``today`` (the player's local date): dates
        played and won, and the streaks of won dates, over every game."""
        columns = statistics_db.bounded("daily", "result", "finished_by_solve")
        rows = self._read(f"SELECT {columns} FROM games "
                          "WHERE daily IS NOT NULL AND result != 'in_progress'", ())
        games = []
        for row in rows:
            day = parse_day(row["daily"])
            if day is not None:
                games.append((day, _won(row)))
        return summarize_daily(games, today)

    def recent(self, kind: Kind, cells: int | None = None, limit: int = 100,
               ) -> list[GameRecord]:
        """The latest games of a kind, newest first, a game in progress included."""
        where, args = self._kind(kind, cells)
        rows = self._read(f"SELECT {_RECORD_COLUMNS} FROM games WHERE 1{where} "
                          "ORDER BY COALESCE(ended, started) DESC, id DESC LIMIT ?",
                          (*args, limit))
        return _records(rows)

    def record(self, game_id: int) -> GameRecord | None:
        row = self._row(game_id)
        if row is None:
            return None  # a row still waiting to be written
        records = _records(self._read(f"SELECT {_RECORD_COLUMNS} FROM games WHERE id = ?",
                                      (row,)))
        return records[0] if records else None

    def in_progress(self) -> list[GameRecord]:
        rows = self._read(f"SELECT {_RECORD_COLUMNS} FROM games "
                          "WHERE result = 'in_progress' ORDER BY started DESC, id DESC LIMIT ?",
                          (MAX_IN_PROGRESS,))
        return _records(rows)

    def _read(self, query: str, args: Iterable[object]) -> list[sqlite3.Row]:
        if self._db is None:
            return []
        try:
            return self._db.execute(query, tuple(args)).fetchall()
        except sqlite3.Error as error:
            if not self.problem:
                self.problem = statistics_db.cannot_read_message(self.path, error)
            return []

    @staticmethod
    def _kind(kind: Kind | None, cells: int | None) -> tuple[str, tuple[object, ...]]:
        if kind is None:
            return "", ()
        return " AND game_key = ?", (key_of(kind, cells),)


def key_of(kind: Kind, cells: int | None = None) -> str:
    """The ``Rules.key`` a kind of game is filed under."""
    if isinstance(kind, str):
        return kind
    if isinstance(kind, Preset):
        rules = legacy_rules(kind.value, 4 if cells is None else cells)
        return game_key(rules) if rules is not None else f"{kind.value}-{cells}"
    return game_key(kind)


def _family(rules: Rules) -> str:
    """What the ``variant`` column holds: the preset id, or ``custom``.

    Versions before games were keyed by their rules read only this column
    (and skip a row whose value they do not know).
    """
    return str(rules.game.value)


def _rules(text: object) -> Rules | None:
    """The rules a row was played with, or ``None`` when this version cannot read them."""
    if not isinstance(text, str):
        return None
    try:
        return Rules.from_dict(json.loads(text))
    except (FreeCellError, ValueError, TypeError, RecursionError):
        return None
