"""The search's estimate of how far a position is from a win.

A weighted sum of a few features, each cheap to get from the compact
position: the per-column terms are cached by column (a column recurs in
many positions), and the depth of the cards the foundations need next is
read off the visited-set key with ``bytes.find``, which runs in C.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_qt.engine.solver.state import SEPARATOR


@dataclass(frozen=True, slots=True)
class Weights:
    """How the heuristic weighs each feature of a position.

    ``left``: cards not on the foundations. ``blocked``: cards lying above a
    lower card of their column (each must move before that card can go up).
    ``next_depth``: cards above the next card each foundation needs;
    ``second_depth``: the same for the card after it. ``empty``: bonus per
    empty column. ``cells``: penalty per used cell, squared, since the last
    free cells are worth far more than the first. ``path``: cost per move,
    which trades speed for shorter solutions.
    """

    left: float = 3.0
    blocked: float = 1.0
    next_depth: float = 1.0
    second_depth: float = 0.5
    empty: float = 3.0
    cells: float = 1.0
    path: float = 0.0


class _Blocked(dict[bytes, int]):
    """Cards lying above a lower-ranked card, per column: each must move off
    before that lower card can go up."""

    def __missing__(self, column: bytes) -> int:
        lowest, count = 99, 0
        for card in column:
            rank = card >> 2
            if rank > lowest:
                count += 1
            else:
                lowest = rank
        self[column] = count
        return count


BLOCKED = _Blocked()


def totals(columns: list[bytes] | tuple[bytes, ...]) -> tuple[int, int]:
    """Blocked cards and empty columns over the whole table."""
    blocked = empty = 0
    for column in columns:
        if column:
            blocked += BLOCKED[column]
        else:
            empty += 1
    return blocked, empty


def evaluate(
    key: bytes, blocked: int, empty: int, used: int, found: Sequence[int],
    w: Weights,
) -> float:
    """The heuristic: lower is closer to a win (see ``Weights``).

    ``key`` is the position's visited-set key (``state.key_of``):
    the cards above a card are those up to the next separator; a card in a
    cell comes after the last separator and has nothing above it.
    """
    depth = 0.0
    second = 0.0
    find = key.find
    for suit in range(4):
        rank = found[suit]  # cards up = the rank index of the next one
        if rank < 13:
            at = find(rank * 4 + suit)
            end = find(SEPARATOR, at)
            if end > 0:
                depth += end - at - 1
            if rank < 12:
                at = find(rank * 4 + suit + 4)
                end = find(SEPARATOR, at)
                if end > 0:
                    second += end - at - 1
    left = 52 - found[0] - found[1] - found[2] - found[3]
    return (
        left * w.left
        + blocked * w.blocked
        + depth * w.next_depth
        + second * w.second_depth
        - empty * w.empty
        + used * used * w.cells
    )
