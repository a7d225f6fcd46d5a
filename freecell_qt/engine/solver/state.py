"""The solver's compact position: columns as ``bytes``, cells as sorted ``bytes``.

A card is its Microsoft number ``(rank - 1) * 4 + suit`` (0..51), so a column
is a ``bytes`` object: slicing and joining run in C and its hash is cached,
which is what makes millions of child positions affordable in pure Python.
Cells are interchangeable, so they are kept sorted; foundations are four
ranks indexed by suit. Column order is kept as dealt (moves name real
columns); only the visited-set key sorts the columns, because their order
does not matter for solvability. Both hold in every game of the family: no
rule set gives one column or one cell a rule of its own (docs/rules.md), so
any two columns, and any two cells, may trade places without changing what
can be played.
"""

from __future__ import annotations

from typing import Final

from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import SafeAutomove

Columns = tuple[bytes, ...]
#: Four ranks, one per suit. Written as a tuple of any length so that compiled
#: code (setup.py) keeps it one shared object, as the source does, rather than
#: unboxing it and building a new tuple for each position that holds it.
Foundations = tuple[int, ...]

#: Separator between columns in a key; no card has this value.
SEPARATOR: Final = 255
_SEPARATOR_BYTE: Final = bytes((SEPARATOR,))
#: The two suits of the other colour, for each suit (C, D, H, S).
OPPOSITE: tuple[tuple[int, int], ...] = ((1, 2), (0, 3), (0, 3), (1, 2))
KING = 12  # a card's rank index (rank - 1)
#: For each card, the suits whose foundations must have reached the card's
#: rank before it may go up safely (see ``safe_needs``).
SafeNeeds = tuple[tuple[int, ...], ...]

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

    As many separators as columns come before the cells (a search never
    changes its column count), so the key is unambiguous; foundations follow
    from the cards that are missing.
    """
    return _SEPARATOR_BYTE.join([*sorted(columns), cells])


def safe_needs(rule: SafeAutomove) -> SafeNeeds:
    """Per card, the foundations that make it safe to play up, by the rules'
    safe auto-move rule (docs/rules.md, Auto-move).

    A card that may go up is safe when every card that could ever be placed
    on it is already up: then it can never serve as a base again, and
    playing it up only frees its cell or column, which never hurts under any
    fill or sequence rule, so the search plays it at once and stays a
    proof. The cards placed on a card of rank index ``r`` are the rank
    ``r - 1`` cards of the other colour (alternate colours), of its own suit
    (built by suit: always up already, so every move up is safe) or of any
    suit (built regardless of suit: all four foundations). Aces and twos are
    always safe: an ace goes up at once wherever it shows, so no two ever
    needs to hold one.
    """
    others = {
        SafeAutomove.ALTERNATE_COLOURS: OPPOSITE,
        SafeAutomove.EVERY: ((),) * 4,
        SafeAutomove.ALL_FOUNDATIONS: tuple(
            tuple(s for s in range(4) if s != suit) for suit in range(4)
        ),
    }[rule]
    return tuple(() if card >> 2 < 2 else others[card & 3] for card in range(52))


def is_safe(card: int, found: list[int] | Foundations, needs: SafeNeeds) -> bool:
    """The card may go up and no card left could ever need it as a base."""
    rank = card >> 2
    if found[card & 3] != rank:
        return False
    for suit in needs[card]:  # noqa: SIM110 - a loop is faster than all() over a generator
        if found[suit] < rank:
            return False
    return True


def settle(columns: list[bytes], cells: bytes, found: list[int], needs: SafeNeeds) -> bytes:
    """Send every safe card up, in place; returns the new cells.

    Safe moves never hurt (nothing can ever be placed on those cards), so
    playing them at once keeps the search complete and much smaller. Only
    the four cards the foundations take next can go up, so those are looked
    for among the column tops and the cells, rather than every pile tested.
    """
    tops = {column[-1]: index for index, column in enumerate(columns) if column}
    progress = True
    while progress:
        progress = False
        for suit in range(4):
            rank = found[suit]
            if rank == 13:
                continue
            card = rank * 4 + suit
            for other in needs[card]:
                if found[other] < rank:
                    break
            else:
                index = tops.pop(card, None)
                if index is not None:
                    column = columns[index] = columns[index][:-1]
                    if column:
                        tops[column[-1]] = index
                elif card in cells:
                    cells = cells.replace(bytes((card,)), b"")
                else:
                    continue
                found[suit] = rank + 1
                progress = True
    return cells
