"""Hostile files on disk, as a crafted download or a damaged disk would hand them over.

Shared by the storage tests and the window tests, which open the same files
through Open Game and at start.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
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
