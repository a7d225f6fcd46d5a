"""Microsoft-compatible deal numbers.

The shuffle is the public one from Windows FreeCell: the MSVC ``rand()`` linear
congruential generator seeded with the deal number, each draw picking a card
from the shrinking deck, the picks dealt row by row into the 8 columns.
"""

from __future__ import annotations

import random
import re

from freecell_qt.engine.cards import DECK_CARDS, Card, pack
from freecell_qt.engine.errors import DealNumberError

MIN_DEAL = 1
MAX_DEAL = 2_147_483_647


#: How a refusal states the range, the same in every message about a deal number.
RANGE_TEXT = f"deals go from {MIN_DEAL} to {MAX_DEAL:,}"


def check_deal_number(number: int) -> int:
    if isinstance(number, bool) or not isinstance(number, int):
        raise DealNumberError(f"deal number must be a whole number, not {number!r}",
                              key="deal_not_whole", value=number)
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealNumberError(
            f"deal {number} is out of range: {RANGE_TEXT}",
            key="deal_range", number=number,
        )
    return number


#: Digits in the largest deal number; more (after leading zeros) cannot be a deal.
_MAX_DIGITS = len(str(MAX_DEAL))
#: How much of a refused text a message repeats: a pasted page stays one short line.
_SHOWN_CHARS = 24
#: The marks that may group a deal number's digits in threes: the ones the app
#: itself writes numbers with in its languages (``1,000``; ``1 000`` with a
#: narrow no-break space in French; ``1.000`` in Romanian), and the plain and
#: no-break spaces a person types or pastes for them.
GROUP_MARKS = ",. \u00a0\u202f"
#: ASCII digits only (``str.isdigit`` would take ``²`` and ``٣``), either all
#: together or grouped in threes with one mark used throughout.
_DEAL_TEXT = re.compile(
    r"[0-9]+|[0-9]{1,3}(?P<mark>[" + re.escape(GROUP_MARKS) + r"])[0-9]{3}(?:(?P=mark)[0-9]{3})*"
)


def shown_text(text: str) -> str:
    """``text`` cut to a length a one-line message can repeat (``"99999...999"``)."""
    if len(text) <= _SHOWN_CHARS:
        return text
    return f"{text[: _SHOWN_CHARS - 8]}...{text[-5:]}"


def parse_deal_number(text: str) -> int:
    """Read one deal number typed by a person (``"11982"``, ``" 1,000 "``, ``"1 000"``).

    The one rule for a deal number, wherever it is typed (docs/rules.md,
    "Deals and deal numbers"): ASCII digits, which a comma, a point or a space
    may group in threes. Grouping is checked, not guessed: ``1,2`` is refused
    rather than read as 12, since whoever typed it meant something else.
    Leading zeros are allowed, as in any number. The length is checked before
    any conversion: Python refuses to turn more than 4,300 digits into a
    number with a ``ValueError`` of its own, and no deal has more than 10.

    >>> parse_deal_number("1,000"), parse_deal_number("007")
    (1000, 7)
    >>> try:
    ...     parse_deal_number("9" * 5000)
    ... except DealNumberError as error:
    ...     print(error)
    deal 9999999999999999...99999 is out of range: deals go from 1 to 2,147,483,647
    """
    stripped = text.strip()
    shown = shown_text(stripped)
    match = _DEAL_TEXT.fullmatch(stripped)
    if match is None:
        raise DealNumberError(f"{shown!r} is not a deal number ({_why_not(stripped)})",
                              key="not_a_deal", text=shown)
    digits = stripped if match["mark"] is None else stripped.replace(match["mark"], "")
    significant = digits.lstrip("0")  # Python's limit counts leading zeros too
    if len(significant) > _MAX_DIGITS:
        raise DealNumberError(f"deal {shown} is out of range: {RANGE_TEXT}",
                              key="deal_range", number=shown)
    return check_deal_number(int(significant or "0"))


def _why_not(text: str) -> str:
    """What a text that is not a deal number lacks, in the words of the rule."""
    if any(char.isdigit() and not char.isascii() for char in text):
        return "write it with the digits 0 to 9"
    inner = text.strip(GROUP_MARKS)
    if any(char in GROUP_MARKS and char != "." for char in inner) and all(
        char in GROUP_MARKS or "0" <= char <= "9" for char in inner
    ):
        return "digits are grouped in threes, like 1,000"
    return f"a whole number from {MIN_DEAL} to {MAX_DEAL:,}"


def shuffled_deck(number: int, decks: int = 1, jokers: int = 0) -> list[Card]:
    """The cards in the order Microsoft deals them for ``number``.

    Two or three decks are shuffled as one pack by the same draws: the pack
    lies deck by deck, each in Microsoft's order (``Card.pack_index``), and
    each draw takes a card from what is left. With one deck this is
    Microsoft's shuffle exactly (docs/rules.md, Deals of two and three decks).
    A game with jokers (Obstruction) shuffles them the same way, the pack's
    last cards after the deck (``cards.pack``): the 54 cards are numbered 0
    to 53, the jokers 52 and 53.
    """
    check_deal_number(number)
    cards = pack(decks, jokers)
    seed = number
    size = DECK_CARDS * decks + jokers
    deck = list(range(size))
    order: list[Card] = []
    for left in range(size, 0, -1):
        seed = (seed * 214013 + 2531011) & 0xFFFFFFFF
        pick = ((seed >> 16) & 0x7FFF) % left
        order.append(cards[deck[pick]])
        deck[pick] = deck[left - 1]
    return order


def random_deal_number(rng: random.Random | None = None) -> int:
    """A random deal; the whole Microsoft range, as players share any number."""
    return (rng or random.SystemRandom()).randint(MIN_DEAL, MAX_DEAL)
