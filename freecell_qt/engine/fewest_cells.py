"""The fewest-cells challenge: a deal won with as few free cells as it can be.

A deal's fewest cells are the rating's (``rating.rate``): the solver's
searches, bounded by positions alone, try the game's own cells and then one
fewer at a time. A challenge is that deal played with that many cells, so
its game code (``FC<v>-C<K>-<deal>``) is the challenge itself and replays
the same game.

The challenge list reads a table shipped with the app,
``resources/challenges.json``, made by ``benchmarks/fewest_cells.py`` with the
rating's own searches, so that anyone can make it again and the list opens
at once rather than after minutes of rating.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from freecell_qt.engine.rules import DealOrder, Preset, Rules

#: The table's layout; a table of another format is not read.
TABLE_FORMAT = 1
#: The counts of cells the list offers: FreeCell's 0 to 4.
CELL_COUNTS = (0, 1, 2, 3, 4)


def aces_up_rules() -> Rules:
    """FreeCell with the aces on the foundations before the deal: the beginner's game.

    A rule set of its own (``DealOrder.ACES_UP``), so that its code replays
    the same game and its results are filed apart from FreeCell's.

    >>> rules = aces_up_rules()
    >>> rules.spec, rules.layout
    ('C4K8R0BAFAMSDU', (6, 6, 6, 6, 6, 6, 6, 6))
    """
    return Rules(Preset.CUSTOM, 4, deal=DealOrder.ACES_UP)


@dataclass(frozen=True, slots=True)
class FewestCellsTable:
    """FreeCell deals by the fewest free cells the rating wins them with."""

    deals: dict[int, tuple[int, ...]]
    rated: str
    zero_searched: str

    def with_cells(self, cells: int) -> tuple[int, ...]:
        return self.deals.get(cells, ())


def parse_table(text: str) -> FewestCellsTable:
    """The table in ``text``; ``ValueError`` for anything but a table of this format.

    >>> parse_table('{"format": 1, "rated": "1-2", "zero_searched": "1-2", '
    ...             '"deals": {"0": [], "1": [2]}}').with_cells(1)
    (2,)
    """
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
        raise ValueError("not a challenge table of format 1")
    deals: dict[int, tuple[int, ...]] = {}
    for key, numbers in dict(data["deals"]).items():
        if not isinstance(numbers, list) or not all(isinstance(n, int) for n in numbers):
            raise ValueError(f"challenge table: the deals with {key} cells are not numbers")
        deals[int(key)] = tuple(numbers)
    return FewestCellsTable(deals, str(data.get("rated", "")), str(data.get("zero_searched", "")))


@cache
def shipped_table() -> FewestCellsTable:
    """The table the app carries (read once)."""
    resource = files("freecell_qt.resources") / "challenges.json"
    return parse_table(resource.read_text(encoding="utf-8"))
