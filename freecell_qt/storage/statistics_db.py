"""Opening the statistics database: schema migrations, a damaged file, a refused folder.

The schema version lives in ``PRAGMA user_version``; ``MIGRATIONS[n]`` takes a
file from version ``n`` to ``n + 1`` and they run in order, each in its own
transaction, so an old file (or an empty one) catches up in one open and a
crash halfway leaves a file at some exact version, never between two.

Statistics are worth less than the game itself, so nothing here may stop the
app: a file SQLite cannot read is renamed aside (``NAME.corrupt-...``, kept for
the curious) and a fresh one started, and a folder that refuses the file gives
an ``Opened`` with no connection and a sentence saying why.
"""

from __future__ import annotations

import json
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

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
    kinds = db.execute("SELECT DISTINCT variant, cells, supermove, takeback FROM games "
                       "WHERE game_key IS NULL").fetchall()
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
#: NULL in both: nothing can tell, after the fact, what they were.
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
)
SCHEMA_VERSION = len(MIGRATIONS)
#: Every column the code reads; a file lacking one is not ours to trust.
COLUMNS = (
    "id, code, variant, cells, supermove, takeback, started, ended, result, moves, "
    "score, seconds, undos, hints, finished_by_solve, game, game_key, rules, daily, difficulty"
)
#: The columns each version added to the table, newest last.
_ADDED = {2: ", game", 3: ", game_key, rules", 4: ", daily, difficulty"}
_DAMAGED = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}


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
    return before


def connect(path: Path) -> sqlite3.Connection:
    # Autocommit mode: every transaction in this package is explicit.
    db = sqlite3.connect(str(path), isolation_level=None)
    db.row_factory = sqlite3.Row
    return db


def _check(db: sqlite3.Connection) -> int:
    """The file's version; raises ``DamagedError`` for anything but a sound database."""
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        verdict = db.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            raise DamagedError(verdict)
        if version >= 1:
            db.execute(f"SELECT {_columns_upto(version)} FROM games LIMIT 0")
        return int(version)
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", None) in _DAMAGED or "no such" in str(error):
            raise DamagedError(str(error)) from None
        raise


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
    except BaseException:
        db.close()
        raise


def _cannot_save(path: Path, error: BaseException) -> Opened:
    return Opened(None, cannot_save_message(path, error), writable=False)


def cannot_save_message(path: Path, error: BaseException) -> str:
    # An OSError's own text repeats the path the sentence already names.
    reason = error.strerror if isinstance(error, OSError) and error.strerror else error
    return translate("Statistics", "Statistics cannot be saved in {0} ({1}); play goes on "
                                   "without them.").format(path.parent, reason)


def cannot_read_message(path: Path, error: BaseException) -> str:
    return translate("Statistics", "The statistics in {0} cannot be read ({1}).").format(
        path.name, error)
