"""Deals whose verdict needed a long search, kept for the next time they are dealt.

The verdict's search has 12 seconds; a deal of a big game it cannot settle in
that time goes on being searched behind play (``solving.settler``), for
minutes. What such a search proves is worth keeping: the same deal dealt again
(Restart after quitting, a game code shared, the Daily Deal) is then answered
at once instead of costing those minutes again. Deals settled within the 12
seconds are not kept: searching them again costs less than the file.

A deal is named by the SHA-256 of its position and its rules, written as Copy
Position writes them, so the key holds for every way the same deal is reached
(number, code, board). A win is kept with its moves, and it is replayed before
it is believed: a file damaged or written by hand can lose a verdict, never
put a wrong one on the table. The file is a cache: one that cannot be read is
left aside and the game goes on without it.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCryptographicHash

from freecell_qt.engine import Move, rules_of_play
from freecell_qt.engine.rules import rules_spec
from freecell_qt.storage.bounded_read import ReadError, read_file_text
from freecell_qt.storage.paths import data_dir, write_text_atomic

if TYPE_CHECKING:
    from freecell_qt.engine import Position, Rules
    from freecell_qt.engine.solution import SolveResult

FILE_NAME: Final = "settled-deals.json"
#: Deals kept, the latest settled last: enough for every deal a player comes
#: back to, small enough (a win is some hundreds of moves) to read in no time.
MOST_KEPT: Final = 500
#: A larger file was not written by the game: it is not read.
MOST_BYTES: Final = 8 * 1024 * 1024
VERSION: Final = 1


def deal_key(position: Position, rules: Rules) -> str:
    """The name a deal is kept under: the same for every way it was dealt."""
    # The text Copy Position writes (``engine.pasted.position_text``), spelled
    # here: the window's start does not load the board reader for it. And Qt's
    # hash rather than hashlib's: nor does it load OpenSSL.
    text = f"Rules: {rules_spec(rules)}\n{position.to_text(colon=True)}"
    digest = QCryptographicHash.hash(text.encode("utf-8"), QCryptographicHash.Algorithm.Sha256)
    return bytes(digest.toHex().data()).decode("ascii")


class SettledDeals:
    """The kept verdicts, read at the first question and written at each new one."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._entries: OrderedDict[str, dict[str, str]] | None = None

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else data_dir() / FILE_NAME

    def get(self, position: Position, rules: Rules) -> SolveResult | None:
        """What was proven of the deal ``position`` under ``rules``, or None.

        A kept win that does not replay to a win from ``position`` is dropped.
        """
        from freecell_qt.engine.solution import SolveResult

        key = deal_key(position, rules)
        entry = self._read().get(key)
        if entry is None:
            return None
        status = entry.get("status")
        if status == "unsolvable":
            return SolveResult("unsolvable")
        moves = _replayed(position, rules, entry.get("moves"))
        if status != "solved" or moves is None:
            self._read().pop(key, None)
            return None
        return SolveResult("solved", moves)

    def put(self, position: Position, rules: Rules, result: SolveResult) -> bool:
        """Keep what ``result`` proves of the deal; False if it proves nothing
        or the file could not be written (the game goes on either way)."""
        if result.status not in ("solved", "unsolvable"):
            return False
        entries = self._read()
        key = deal_key(position, rules)
        entry: dict[str, str] = {"status": result.status}
        if result.solved:
            entry["moves"] = " ".join(str(move) for move in result.moves)
        entries.pop(key, None)
        entries[key] = entry
        while len(entries) > MOST_KEPT:
            entries.popitem(last=False)
        text = json.dumps({"version": VERSION, "deals": entries}, indent=0)
        return write_text_atomic(self.path, text)

    def _read(self) -> OrderedDict[str, dict[str, str]]:
        if self._entries is None:
            self._entries = _entries_of(self.path)
        return self._entries


def _entries_of(path: Path) -> OrderedDict[str, dict[str, str]]:
    """The file's entries; none when it is missing, too large or not the game's."""
    entries: OrderedDict[str, dict[str, str]] = OrderedDict()
    try:
        data = json.loads(read_file_text(path, MOST_BYTES))
    except (OSError, ReadError, ValueError):
        return entries
    deals = data.get("deals") if isinstance(data, dict) else None
    if not isinstance(deals, dict):
        return entries
    for key, entry in deals.items():
        if (isinstance(key, str) and isinstance(entry, dict)
                and all(isinstance(value, str) for value in entry.values())):
            entries[key] = entry
    return entries


def _replayed(position: Position, rules: Rules, text: str | None) -> tuple[Move, ...] | None:
    """The moves ``text`` spells, if they win the deal from ``position``; else None."""
    if not text:
        return None
    try:
        moves = tuple(Move.parse(word) for word in text.split())
        for move in moves:
            position = rules_of_play.apply(
                position, rules_of_play.resolve(position, rules, move), rules)
    except (ValueError, IndexError):  # a word that is no move, or a move the deal refuses
        return None
    return moves if position.is_won else None
