"""Boards shared by several test modules, and how the small random ones are dealt."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

_Card = TypeVar("_Card")


def scatter(rng: random.Random, cards: Sequence[_Card], columns: int,
            cells: int) -> tuple[list[list[_Card]], list[_Card]]:
    """``cards`` dealt in their order over ``columns`` columns and at most
    ``cells`` free cells, each card to a cell now and then while one is free,
    else to a column at random: the columns and the cells' cards."""
    piles: list[list[_Card]] = [[] for _ in range(columns)]
    held: list[_Card] = []
    for card in cards:
        if len(held) < cells and rng.random() < 0.15:
            held.append(card)
        else:
            piles[rng.randrange(columns)].append(card)
    return piles, held

# The example position of docs/rules.md ("Sequence moves"): one empty column;
# `12` moves the ten cards from JS onto QD, (4 + 1) x 2^1 = 10.
RULES_EXAMPLE = """\
Foundations: H-A C-K D-J S-2
Freecells: - - - -
: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H
: QD
: 3H 5H 7H
: 9H JH KH
: 4S 6S 8S
: TS QS
: KD
:
"""

# Flipper (7 cells, 7 columns; read it with cells=7, columns=7): the king of
# hearts must leave column 1. Free cell a would turn column 1's king of spades
# face down and free cell b column 2's jack of hearts, so the way out is
# `1c`, then `1h 2h 1h ch`.
FLIPPER_CELL_C = """\
Foundations: H-T C-K D-K S-Q
Freecells: - - - - - - -
: QH KS KH
: JH
:
:
:
:
:
"""
#: The win from ``FLIPPER_CELL_C`` without auto-moves.
FLIPPER_CELL_C_WIN = ("1c", "1h", "2h", "1h", "ch")

# Every card left is red, so nothing goes on anything; the 5s lie under two
# cards each and one free cell cannot empty a column: no way out (one cell).
DEADLOCK = """\
Foundations: H-4 C-K D-4 S-K
Freecells: -
5H KD KH
5D QD QH
6H JD
6D JH
7H TD
7D TH
8H 9D
8D 9H
"""
