"""Opening the statistics database: schema migrations, a damaged file, a refused folder.

The schema version lives in ``PRAGMA user_version``; ``MIGRATIONS[n]`` takes a
file from version ``n`` to ``n + 1`` and they run in order, each in its own
transaction, so an old file (or an empty one) catches up in one open and a
crash halfway leaves a file at some exact version, never between two.

Statistics are worth less than the game itself, so nothing here may stop the
app: a file SQLite cannot read is renamed aside (``NAME.corrupt-...``, kept for
the curious) and a fresh one started, and a folder that refuses the file gives
an ``Opened`` with no connection and a sentence saying why.

The file is the player's and may be anyone's, so it is read as untrusted:

* another program may hold its lock for as long as it likes, so a statement
  waits ``BUSY_TIMEOUT`` for it, a moment the window can afford, and no more
  (the caller keeps what it could not write and tries again later);
* a file may carry triggers or views, which run queries of its own choosing
  whenever a row is written or read (an endless recursive query hung the app
  beyond anything but SIGKILL): this app creates neither, so a file with one is
  treated as damaged, and every statement has a budget of VM steps besides;
* a row may hold a text of any size: ``bounded`` reads each column only up to
  the size this app ever writes there.
"""

from __future__ import annotations

import json
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from freecell_qt.engine import FreeCellError, Rules
from freecell_qt.storage import paths

#: One step of a migration: a statement, or Python for what SQL cannot work out.
Step = str | Callable[[sqlite3.Connection], None]


def legacy_rules(variant: object, cells: object, supermove: object = "doubling",
                 takeback: object = False) -> Rules | None:
    """The rules of a row written before games were keyed by ``Rules.key``.

    Read as the engine reads the rules of an old saved game, so a statistics
    row and a saved game of the same kind agree; ``None`` for a row no
    version of the game could have written.
    """
    try:
        return Rules.from_dict({"variant": variant, "cells": cells, "supermove": supermove,
                                "takeback": bool(takeback)})
    except FreeCellError:
        return None


def game_key(rules: Rules) -> str:
    """The text statistics file a game under: ``Rules.key``."""
    return rules.key


def _key_old_rows(db: sqlite3.Connection) -> None:
    """Give every row of versions 1 and 2 (keyed by variant and cells) its game key."""
    kinds = db.execute(f"SELECT DISTINCT {bounded('variant', 'cells', 'supermove', 'takeback')} "
                       "FROM games WHERE game_key IS NULL").fetchall()
    for variant, cells, supermove, takeback in kinds:
        rules = legacy_rules(variant, cells, supermove, takeback)
        if rules is None:
            continue  # left without a key: never shown, never counted, kept
        db.execute("UPDATE games SET game_key = ?, rules = ? WHERE game_key IS NULL AND "
                   "variant IS ? AND cells IS ? AND supermove IS ? AND takeback IS ?",
                   (game_key(rules), json.dumps(rules.to_dict()), variant, cells, supermove,
                    takeback))


#: Version 1 held the results; version 2 added the saved game, for replays;
#: version 3 keys each game by its rules (``Rules.key``), presets and custom
#: games alike, with the rules themselves to name it in the dialog; version 4
#: adds the date of a Daily Deal (NULL for any other game) and the game's
#: difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep
#: NULL in both: nothing can tell, after the fact, what they were. Version 5
#: adds the Daily Challenges won (one row per date and level, so a deal won
#: again counts once) and the awards earned (trophies, streak milestones and
#: achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6
#: adds the fewest-cells challenges won, a table of their own, so that they are
#: counted apart from the wins of ``games`` and no older row changes.
MIGRATIONS: tuple[tuple[Step, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            code TEXT,
            variant TEXT NOT NULL,
            cells INTEGER NOT NULL,
            supermove TEXT NOT NULL,
            takeback INTEGER NOT NULL DEFAULT 0,
            started TEXT NOT NULL,
            ended TEXT,
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'in_progress')),
            moves INTEGER NOT NULL DEFAULT 0,
            score INTEGER NOT NULL DEFAULT 0,
            seconds REAL NOT NULL DEFAULT 0,
            undos INTEGER NOT NULL DEFAULT 0,
            hints INTEGER NOT NULL DEFAULT 0,
            finished_by_solve INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX games_by_kind ON games (variant, cells, result, ended)",
    ),
    ("ALTER TABLE games ADD COLUMN game TEXT",),
    (
        "ALTER TABLE games ADD COLUMN game_key TEXT",
        "ALTER TABLE games ADD COLUMN rules TEXT",
        _key_old_rows,
        "CREATE INDEX games_by_game ON games (game_key, result, ended)",
    ),
    (
        "ALTER TABLE games ADD COLUMN daily TEXT",
        "ALTER TABLE games ADD COLUMN difficulty TEXT",
        "CREATE INDEX games_by_daily ON games (daily, result) WHERE daily IS NOT NULL",
    ),
    (
        """CREATE TABLE daily_challenges (
            day TEXT NOT NULL,
            slot TEXT NOT NULL,
            deal INTEGER NOT NULL,
            won TEXT NOT NULL,
            PRIMARY KEY (day, slot)
        )""",
        "CREATE TABLE awards (id TEXT PRIMARY KEY, earned TEXT NOT NULL)",
    ),
    (
        """CREATE TABLE challenge_wins (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            deal INTEGER NOT NULL,
            cells INTEGER NOT NULL,
            won TEXT NOT NULL,
            moves INTEGER NOT NULL DEFAULT 0,
            seconds REAL NOT NULL DEFAULT 0
        )""",
    ),
    (
        # The deal's par, and the game's moves counted as the par is (auto-moves
        # included): the player's moves column counts differently, so it cannot
        # be compared with the par.
        "ALTER TABLE games ADD COLUMN par INTEGER",
        "ALTER TABLE games ADD COLUMN par_moves INTEGER",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
#: The version that added ``challenge_wins``, and the columns read from it.
CHALLENGES_VERSION = 6
CHALLENGE_COLUMNS = "id, code, deal, cells, won, moves, seconds"
#: The version that added the par to the games.
PAR_VERSION = 7
#: Every column the code reads; a file lacking one is not ours to trust.
COLUMNS = (
    "id, code, variant, cells, supermove, takeback, started, ended, result, moves, "
    "score, seconds, undos, hints, finished_by_solve, game, game_key, rules, daily, difficulty"
)
#: The columns each version added to the table, newest last.
_ADDED = {2: ", game", 3: ", game_key, rules", 4: ", daily, difficulty"}
#: The longest text this app writes in each column, in characters; any other
#: column holds a number. A crafted row may hold far more (a 50 MB code froze
#: the dialog for seconds and took gigabytes to show), so ``bounded`` reads a
#: longer value as an empty blob, which no reader takes for text: the row is
#: skipped, or (for the saved game) kept without its replay.
TEXT_LIMITS: dict[str, int] = {
    "code": 256, "variant": 64, "supermove": 64, "started": 64, "ended": 64, "result": 16,
    # A real game is a few thousand characters; ``check_length`` allows ten
    # thousand moves, about a hundred thousand.
    "game": 256 * 1024,
    "game_key": 256, "rules": 8192, "daily": 64, "difficulty": 64,
    "won": 64,  # the date a challenge was won (``challenge_wins``)
}
#: Columns read for their truth (0 or 1), whatever they hold.
_FLAGS = ("takeback", "finished_by_solve")
#: How long, in seconds, a statement waits for a lock another program holds:
#: a moment the window does not notice, not sqlite3's 5 s. A write that gets
#: no lock is kept by ``Statistics`` and tried again later.
BUSY_TIMEOUT = 0.2
#: The VM steps one statement may take before SQLite stops it. On a file of
#: 100,000 games, more than anyone plays, the heaviest statement takes about
#: 15 million; SQLite runs some 50 million a second. Steps, not seconds, so
#: that the limit is the same on any machine.
STEP_LIMIT = 50_000_000
#: How many steps go between two looks at the count.
_STEP_GRAIN = 10_000
_DAMAGED = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_INTERRUPT}
#: Errors that pass by themselves: a lock is let go, room is made on the disk.
_PASSING = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_FULL}


# Each call names its context and text literally, which is what Qt Linguist's
# lupdate looks for: it cannot see the text through a helper function.
translate = QCoreApplication.translate


class DamagedError(Exception):
    """The file is there but is not a statistics database SQLite can use."""


@dataclass
class Opened:
    """The outcome of opening: a connection or none, and what to tell the player."""

    db: sqlite3.Connection | None
    problem: str = ""
    #: False for a file from a newer version: shown, never changed.
    writable: bool = True
    #: The file could not be opened just now (another program holds its lock):
    #: opening it again later may work.
    later: bool = False


class _Budget:
    """The steps left to the statement running; apart from the connection, which
    holds it, so that the two make no cycle and a dropped connection closes at once."""

    def __init__(self) -> None:
        self.ticks = 0

    def tick(self) -> bool:
        self.ticks += 1
        return self.ticks * _STEP_GRAIN > STEP_LIMIT


class GuardedConnection(sqlite3.Connection):
    """A connection whose every statement has a budget of ``STEP_LIMIT`` VM steps.

    A statement SQLite never finishes holds the thread inside SQLite, where
    neither the window's events nor a quit signal get through; past its budget
    it is stopped instead, with ``SQLITE_INTERRUPT``.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._budget = _Budget()
        self.set_progress_handler(self._budget.tick, _STEP_GRAIN)

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        # The budget is the statement's, its rows fetched included.
        self._budget.ticks = 0
        return super().execute(sql, parameters)


def error_code(error: BaseException) -> int | None:
    """SQLite's primary result code for ``error`` (``SQLITE_BUSY`` for ``SQLITE_BUSY_SNAPSHOT``)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def passing(error: BaseException) -> bool:
    """True for an error worth trying again later: a lock held elsewhere, a full disk."""
    return error_code(error) in _PASSING


def bounded(*columns: str) -> str:
    """A select list reading ``columns`` of ``games`` under their own names, within bounds.

    ``length()`` and ``typeof()`` run inside SQLite: what is too long for a
    column never reaches Python, nor the window.
    """
    parts = []
    for column in columns:
        limit = TEXT_LIMITS.get(column)
        if limit is not None:
            value = (f"CASE WHEN {column} IS NULL OR length({column}) <= {limit} "
                     f"THEN {column} ELSE X'' END")
        elif column in _FLAGS:
            value = (f"CASE WHEN typeof({column}) IN ('integer', 'real', 'null') THEN {column} "
                     f"ELSE length({column}) > 0 END")
        else:
            value = f"CASE WHEN typeof({column}) IN ('integer', 'real') THEN {column} ELSE X'' END"
        parts.append(f"{value} AS {column}")
    return ", ".join(parts)


def migrate(db: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> int:
    """Bring ``db`` to version ``upto``; returns the version it had before."""
    before = db.execute("PRAGMA user_version").fetchone()[0]
    for version in range(before, upto):
        db.execute("BEGIN IMMEDIATE")
        try:
            for step in MIGRATIONS[version]:
                if isinstance(step, str):
                    db.execute(step)
                else:
                    step(db)
            # user_version is part of the header, written by the same commit.
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return int(before)


def connect(path: Path) -> sqlite3.Connection:
    # Autocommit mode: every transaction in this package is explicit.
    db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, isolation_level=None,
                         factory=GuardedConnection)
    db.row_factory = sqlite3.Row
    # Functions with side effects stay out of anything the file defines.
    db.execute("PRAGMA trusted_schema = OFF")
    return db


def _check(db: sqlite3.Connection) -> int:
    """The file's version; raises ``DamagedError`` for anything but a sound database."""
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        verdict = db.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            raise DamagedError(verdict)
        _check_schema(db)
        if version >= 1:
            db.execute(f"SELECT {_columns_upto(version)} FROM games LIMIT 0")
        if version >= CHALLENGES_VERSION:
            db.execute(f"SELECT {CHALLENGE_COLUMNS} FROM challenge_wins LIMIT 0")
        return int(version)
    except sqlite3.DatabaseError as error:
        if error_code(error) in _DAMAGED or "no such" in str(error):
            raise DamagedError(str(error)) from None
        raise


def _check_schema(db: sqlite3.Connection) -> None:
    """Refuse a file that can run work of its own choosing when the app uses it.

    Triggers run their statements at every write, views theirs at every read,
    and generated columns compute what they like: this app creates none of
    them, and ``games`` is a plain table (not a view, nor a virtual table).
    """
    foreign = db.execute(
        "SELECT count(*) FROM sqlite_master WHERE type IN ('trigger', 'view') "
        "OR (name IN ('games', 'daily_challenges', 'awards', 'challenge_wins') "
        "AND (type != 'table' OR rootpage = 0))").fetchone()[0]
    if foreign:
        raise DamagedError("a trigger, a view or a table this app did not create")
    computed = db.execute(
        "SELECT (SELECT count(*) FROM pragma_table_xinfo('games') WHERE hidden != 0) + "
        "(SELECT count(*) FROM pragma_table_xinfo('challenge_wins') WHERE hidden != 0)"
    ).fetchone()[0]
    if computed:
        raise DamagedError("a column this app did not create")


def _check_kind(path: Path) -> None:
    """Refuse a folder, a pipe or a device where the file should be, before SQLite opens it.

    SQLite cannot open a folder ("unable to open database file", which looks
    like a refused folder and would be said at every start), and a pipe could
    block it. Either is moved aside like a damaged file.
    """
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return  # a new file is started
    if not stat.S_ISREG(mode):
        raise DamagedError("not a regular file")


def _columns_upto(version: int) -> str:
    columns = COLUMNS
    for added_in in sorted(_ADDED, reverse=True):
        if version < added_in:
            columns = columns.removesuffix(_ADDED[added_in])
    return columns


def open_database(path: Path) -> Opened:
    """Open (creating or repairing as needed) the file at ``path``; never raises."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _check_kind(path)
        return _open(path)
    except DamagedError:
        pass
    except (OSError, sqlite3.Error) as error:
        if passing(error):
            return Opened(None, waiting_message(error), later=True)
        return _cannot_save(path, error)
    try:
        kept = paths.move_aside(path)
        for suffix in ("-wal", "-shm"):
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                extra.rename(kept.with_name(kept.name + suffix))
    except OSError as error:
        return _cannot_save(path, error)
    try:
        opened = _open(path)
    except (OSError, sqlite3.Error, DamagedError) as error:
        return _cannot_save(path, error)
    opened.problem = translate(
        "Statistics",
        "The statistics file could not be read, so a new one was started. "
        "The old file is kept as {0}."
    ).format(kept.name)
    return opened


def _open(path: Path) -> Opened:
    db = connect(path)
    try:
        version = _check(db)
        if version > SCHEMA_VERSION:
            return Opened(db, translate("Statistics", "The statistics were saved by a newer "
                                                      "version of FreeCell Qt; they are shown but "
                                                      "not updated."), writable=False)
        # WAL: a crash mid-write never damages the file, and readers never wait.
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        migrate(db)
        return Opened(db)
    except sqlite3.DatabaseError as error:
        db.close()
        if error_code(error) == sqlite3.SQLITE_INTERRUPT:
            raise DamagedError(str(error)) from None  # past its budget of steps
        raise
    except BaseException:
        db.close()
        raise


def _cannot_save(path: Path, error: BaseException) -> Opened:
    return Opened(None, cannot_save_message(path, error), writable=False)


def cannot_save_message(path: Path, error: BaseException) -> str:
    return translate("Statistics", "Statistics cannot be saved in {0} ({1}); play goes on "
                                   "without them.").format(path.parent, _reason(error))


def cannot_read_message(path: Path, error: BaseException) -> str:
    return translate("Statistics", "The statistics in {0} cannot be read ({1}).").format(
        path.name, _reason(error))


def waiting_message(error: BaseException) -> str:
    """What the player is told of a write kept for later (``passing(error)``)."""
    if error_code(error) == sqlite3.SQLITE_FULL:
        return translate("Statistics", "Statistics could not be saved: the disk is full. "
                                       "They will be saved once there is room again.")
    return translate("Statistics", "Statistics could not be saved just now: another program "
                                   "is using the file. They will be saved once it is free.")


def _reason(error: BaseException) -> str:
    """Why, in words: SQLite's own are English and name no cause a player can act on."""
    code = error_code(error)
    if code == sqlite3.SQLITE_INTERRUPT:
        return translate("Statistics", "the file takes too long to work with and may be "
                                       "damaged")
    if code in {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}:
        return translate("Statistics", "another program is using the file")
    if code == sqlite3.SQLITE_FULL:
        return translate("Statistics", "the disk is full")
    # An OSError's own text repeats the path the sentence already names.
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error)
