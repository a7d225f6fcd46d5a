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


#: Digits in the largest deal number; more (after leading zeros) cannot be a deal.
_MAX_DIGITS = len(str(MAX_DEAL))
#: How much of a refused text a message repeats: a pasted page stays one short line.
_SHOWN_CHARS = 24


def shown_text(text: str) -> str:
    """``text`` cut to a length a one-line message can repeat (``"99999...999"``)."""
    if len(text) <= _SHOWN_CHARS:
        return text
    return f"{text[: _SHOWN_CHARS - 8]}...{text[-5:]}"


def parse_deal_number(text: str) -> int:
    """Read a deal number typed by a person (``"11982"``, ``" 1,000 "``).

    Only ASCII digits, optionally grouped with commas. The length is checked
    before any conversion: Python refuses to turn more than 4,300 digits into
    a number with a ``ValueError`` of its own, and no deal has more than 10.

    >>> try:
    ...     parse_deal_number("9" * 5000)
    ... except DealNumberError as error:
    ...     print(error)
    deal number 9999999999999999...99999 is out of range (1 to 2,147,483,647)
    """
    shown = shown_text(text.strip())
    digits = text.strip().replace(",", "")
    if not (digits.isascii() and digits.isdigit()):
        raise DealNumberError(f"{shown!r} is not a deal number (1 to {MAX_DEAL:,})",
                              key="not_a_deal", text=shown)
    significant = digits.lstrip("0")  # Python's limit counts leading zeros too
    if len(significant) > _MAX_DIGITS:
        raise DealNumberError(f"deal number {shown} is out of range (1 to {MAX_DEAL:,})",
                              key="deal_range", number=shown)
    return check_deal_number(int(significant or "0"))


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
