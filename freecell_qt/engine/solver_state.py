"""The solver's compact position: columns as ``bytes``, cells as sorted ``bytes``.

A card is its Microsoft number ``(rank - 1) * 4 + suit`` (0..51), so a column
is a ``bytes`` object: slicing and joining run in C and its hash is cached,
which is what makes millions of child positions affordable in pure Python.
Cells are interchangeable, so they are kept sorted; foundations are four
ranks indexed by suit. Column order is kept as dealt (moves name real
columns); only the visited-set key sorts the columns, because their order
does not matter for solvability.
"""

from __future__ import annotations

from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules

Columns = tuple[bytes, ...]
Foundations = tuple[int, int, int, int]

#: Separator between columns in a key; no card has this value.
SEPARATOR = 255
_SEPARATOR_BYTE = bytes((SEPARATOR,))
RED: tuple[bool, ...] = tuple((card & 3) in (1, 2) for card in range(52))
#: The two suits of the other colour, for each suit (C, D, H, S).
OPPOSITE: tuple[tuple[int, int], ...] = ((1, 2), (0, 3), (0, 3), (1, 2))
KING = 12  # a card's rank index (rank - 1)

# Compact moves, as tuples whose first item is the kind:
COLUMN_UP = 0  # (0, column)
CELL_UP = 1  # (1, card)
COLUMN_TO_CELL = 2  # (2, column)
CELL_TO_COLUMN = 3  # (3, card, column)
COLUMN_TO_COLUMN = 4  # (4, source, dest, count)

CompactMove = tuple[int, ...]


def from_position(position: Position) -> tuple[Columns, bytes, Foundations]:
    columns = tuple(bytes(card.deck_index for card in column) for column in position.columns)
    cells = bytes(sorted(card.deck_index for card in position.cells if card is not None))
    return columns, cells, position.foundations


def key_of(columns: list[bytes] | Columns, cells: bytes) -> bytes:
    """The visited-set key: sorted columns then the cells, one ``bytes``.

    Exactly eight separators come before the cells, so the key is
    unambiguous; foundations follow from the cards that are missing.
    """
    return _SEPARATOR_BYTE.join([*sorted(columns), cells])


def is_safe(card: int, found: list[int] | Foundations) -> bool:
    """The card may go up and no card left could ever need it as a base."""
    suit, rank = card & 3, card >> 2
    if found[suit] != rank:
        return False
    if rank < 2:
        return True
    other, another = OPPOSITE[suit]
    return found[other] >= rank and found[another] >= rank


def settle(columns: list[bytes], cells: bytes, found: list[int]) -> bytes:
    """Send every safe card up, in place; returns the new cells.

    Safe moves never hurt (nothing can ever be placed on those cards), so
    playing them at once keeps the search complete and much smaller.
    """
    changed = True
    while changed:
        changed = False
        for index in range(8):
            column = columns[index]
            while column and is_safe(column[-1], found):
                found[column[-1] & 3] += 1
                column = column[:-1]
                changed = True
            columns[index] = column
        if cells:
            kept = bytearray()
            for card in cells:
                if is_safe(card, found):
                    found[card & 3] += 1
                    changed = True
                else:
                    kept.append(card)
            if len(kept) != len(cells):
                cells = bytes(kept)
    return cells


def capacity_table(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """``table[free][empty]``: cards one move may carry; ``empty`` may be -1 (0 cards)."""
    return tuple(
        (*(rules.capacity(free, empty) for empty in range(9)), 0)
        for free in range(rules.cells + 1)
    )
