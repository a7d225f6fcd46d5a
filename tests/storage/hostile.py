"""Hostile files on disk, as a crafted download or a damaged disk would hand them over.

Shared by the storage tests and the window tests, which open the same files
through Open Game and at start.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

from freecell_qt.engine import Game, Position, Rules
from freecell_qt.storage.game_files import MAX_BYTES, SavedGame, to_json


def shuffling_game() -> Game:
    """A board where ``18`` and ``81`` stay legal for ever: the king of diamonds
    alone in column 1 and column 8 empty, so one card can go back and forth."""
    cards = [rank + suit for rank in "A23456789TJQK" for suit in "HCDS"]
    columns: list[list[str]] = [["KD"]] + [[] for _ in range(7)]
    for index, card in enumerate(card for card in cards if card != "KD"):
        columns[1 + index % 6].append(card)
    board = "Foundations: H-0 C-0 D-0 S-0\nFreecells: - - - -\n" + "".join(
        ": " + " ".join(column) + "\n" for column in columns)
    game = Game(Rules(), Position.from_text(board, 4))
    game.automove = False
    return game


def shuffling_document(steps: list[str]) -> dict[str, object]:
    data = json.loads(to_json(SavedGame(shuffling_game(), 1.0)))
    data["game"]["moves"] = steps
    return data


def one_huge_step() -> bytes:
    """Just under 5 MB: one step of about 870,000 legal moves."""
    pairs = (MAX_BYTES - 4000) // 6
    return json.dumps(shuffling_document([" ".join(["18", "81"] * pairs)])).encode()


def many_long_steps() -> bytes:
    """Just under 5 MB: 19,000 steps of about 44 legal moves each."""
    pairs = (MAX_BYTES - 4000) // 19_000 // 6 - 1
    return json.dumps(shuffling_document([" ".join(["18", "81"] * pairs)] * 19_000)).encode()


def with_numbers(data: dict[str, object], **numbers: object) -> str:
    """``data`` with ``numbers`` written in as JSON, however many digits they have."""
    text = json.dumps({**data, **{key: f"@{key}@" for key in numbers}})
    for key, value in numbers.items():
        text = text.replace(f'"@{key}@"', str(value))
    return text


@contextlib.contextmanager
def fifo(path: Path) -> Iterator[Path]:
    """A FIFO at ``path``, with a writer in the background that answers the first reader.

    Code that opens the FIFO with a plain blocking ``open()`` is thereby let go
    (with two bytes that are not a saved game) instead of hanging the test run
    for ever; code that refuses the FIFO without reading never meets it.
    """
    os.mkfifo(path)
    done = threading.Event()

    def write() -> None:
        while not done.is_set():
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as error:
                if error.errno != errno.ENXIO:  # ENXIO: no reader yet
                    return
                done.wait(0.01)
                continue
            # Only ever into the pipe: once it has been moved aside, a real
            # file may have taken its name.
            if stat.S_ISFIFO(os.fstat(descriptor).st_mode):
                with contextlib.suppress(OSError):
                    os.write(descriptor, b"[]")
            os.close(descriptor)
            return

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    try:
        yield path
    finally:
        done.set()
        writer.join()


#: A text no statistics row of the app comes near: what froze the dialog.
HUGE_TEXT_CHARS = 50 * 1024 * 1024
#: Longer than the app writes in any column of a statistics row (the saved game included).
LONG_TEXT_CHARS = 1024 * 1024


def statistics_with_huge_texts(path: Path, columns: tuple[str, ...]) -> tuple[list[int],
                                                                              dict[str, int]]:
    """A statistics file with two games won, and for each of ``columns`` a copy of the
    first with a text in that column longer than the app ever writes there: 50 MB in
    ``code`` (the table shows it), 1 MB elsewhere.

    Returns the ids of the two games and of the copy made for each column.
    """
    from freecell_qt.storage.statistics import Progress, Statistics

    stats = Statistics(path)
    kept = []
    for code in ("FC1-C4-AAAAAKH", "FC1-C4-AAAAAAB"):
        game = Game.from_code(code)
        game.play("1a")
        row = stats.start_game(game)
        assert row is not None and row > 0
        stats.finish(row, "won", Progress.of(game, 60.0))
        kept.append(row)
    stats.close()
    copies = {}
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        fields = [row[1] for row in db.execute("PRAGMA table_info(games)") if row[1] != "id"]
        listed = ", ".join(fields)
        for column in columns:
            size = HUGE_TEXT_CHARS if column == "code" else LONG_TEXT_CHARS
            text = '{"board": "' + "x" * size + '"}' if column == "game" else "x" * size
            copy = db.execute(f"INSERT INTO games ({listed}) SELECT {listed} FROM games "
                              "WHERE id = ?", (kept[0],)).lastrowid
            assert copy is not None
            db.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (text, copy))
            copies[column] = copy
    return kept, copies


#: A query that never ends, where the file may put one.
ENDLESS_QUERY = "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT n FROM c"


def statistics_that_never_end(path: Path, how: str) -> None:
    """A sound statistics file with one game won, made to run ``ENDLESS_QUERY`` when used.

    ``how``: ``"trigger"``, at the next row written (a trigger on ``games``);
    ``"view"``, at the next read (``games`` a view over the real table).
    """
    from freecell_qt.storage.statistics import Progress, Statistics

    stats = Statistics(path)
    game = Game.from_code("FC1-C4-AAAAAKH")
    game.play("1a")
    row = stats.start_game(game)
    assert row is not None
    stats.finish(row, "won", Progress.of(game, 60.0))
    stats.close()
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        if how == "trigger":
            db.executescript(f"""
                CREATE TABLE numbers (n INTEGER);
                CREATE TRIGGER count_for_ever AFTER INSERT ON games
                BEGIN INSERT INTO numbers {ENDLESS_QUERY}; END;
            """)
        else:
            db.executescript(f"""
                ALTER TABLE games RENAME TO played;
                CREATE VIEW games AS SELECT played.* FROM played, ({ENDLESS_QUERY});
            """)


def written_by_another_program(path: Path, sql: str, parameters: tuple[object, ...] = ()) -> None:
    """Run ``sql`` on the statistics file ``path`` through a connection of its own:
    a row as another version, another program or a hand edit leaves it, which
    the app's own connection then meets as it would in the player's file."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute(sql, parameters)
