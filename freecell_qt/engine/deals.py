"""Microsoft-compatible deal numbers.

The shuffle is the public one from Windows FreeCell: the MSVC ``rand()`` linear
congruential generator seeded with the deal number, each draw picking a card
from the shrinking deck, the picks dealt row by row into the 8 columns.
"""

from __future__ import annotations

import random

from freecell_qt.engine.cards import Card
from freecell_qt.engine.errors import DealNumberError

MIN_DEAL = 1
MAX_DEAL = 2_147_483_647


def check_deal_number(number: int) -> int:
    if isinstance(number, bool) or not isinstance(number, int):
        raise DealNumberError(f"deal number must be a whole number, not {number!r}",
                              key="deal_not_whole", value=number)
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealNumberError(
            f"deal number {number} is out of range (1 to {MAX_DEAL:,})",
            key="deal_range", number=number,
        )
    return number


def parse_deal_number(text: str) -> int:
    """Read a deal number typed by a person (``"11982"``, ``" 1,000 "``)."""
    cleaned = text.strip().replace(",", "").replace("_", "")
    if not (cleaned.isascii() and cleaned.isdigit()):
        raise DealNumberError(f"{text.strip()!r} is not a deal number", key="not_a_deal",
                              text=text.strip())
    return check_deal_number(int(cleaned))


def shuffled_deck(number: int) -> list[Card]:
    """The 52 cards in the order Microsoft deals them for ``number``."""
    check_deal_number(number)
    seed = number
    deck = list(range(52))
    order: list[Card] = []
    for left in range(52, 0, -1):
        seed = (seed * 214013 + 2531011) & 0xFFFFFFFF
        pick = ((seed >> 16) & 0x7FFF) % left
        order.append(Card.from_index(deck[pick]))
        deck[pick] = deck[left - 1]
    return order


def deal_columns(cards: list[Card], count: int) -> tuple[tuple[Card, ...], ...]:
    """Deal the first ``count`` cards row by row into 8 columns."""
    return tuple(tuple(cards[i:count:8]) for i in range(8))


def random_deal_number(rng: random.Random | None = None) -> int:
    """A random deal; the whole Microsoft range, as players share any number."""
    return (rng or random.SystemRandom()).randint(MIN_DEAL, MAX_DEAL)
