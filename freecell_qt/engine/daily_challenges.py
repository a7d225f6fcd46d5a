"""The Daily Challenges: three FreeCell deals a date, easy, medium and hard.

Like the Daily Deal (``daily``), the deals come from the date alone, so that
every player gets the same three on the same date without a server. Each is
drawn from the deals of its level in ``rated_deals``, a table of ratings made
once by ``benchmarks/daily_table.py`` with ``rating.rate``: a date's deals are
then a pure function of the date and the table, worked out in microseconds,
and the window never waits for a solver. Rating a deal live takes a tenth of
a second to several seconds, and a date would need a handful of them.

The draw for a level: the SHA-256 digest of ``"<ISO date> <level>"``, its
first eight bytes read big-endian, modulo the number of deals of that level
in the table. The table rates deals 1 to ``LAST_RATED``; a deal the rating
did not win within its budget is never drawn.

    >>> from datetime import date
    >>> easy, medium, hard = daily_challenges(date(2026, 12, 1))
    >>> rated_level(easy), rated_level(medium), rated_level(hard)
    (<Difficulty.EASY: 'easy'>, <Difficulty.MEDIUM: 'medium'>, <Difficulty.HARD: 'hard'>)
"""

from __future__ import annotations

from datetime import date
from functools import cache

from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.rated_deals import FIRST_DEAL, LEVELS
from freecell_qt.engine.rating import Difficulty
from freecell_qt.engine.rules import Preset

#: The three challenges of a date, in the order they are shown.
SLOTS: tuple[Difficulty, ...] = (Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD)
#: The letters of the table (see ``benchmarks/daily_table.py``).
_LETTERS = {"e": Difficulty.EASY, "m": Difficulty.MEDIUM, "h": Difficulty.HARD,
            "x": Difficulty.EXPERT}
_TABLE = "".join(LEVELS)
#: The last deal the table rates.
LAST_RATED = FIRST_DEAL + len(_TABLE) - 1


def rated_level(deal: int) -> Difficulty | None:
    """The table's rating of 4-cell FreeCell deal ``deal``; None outside it or not rated."""
    index = deal - FIRST_DEAL
    if not 0 <= index < len(_TABLE):
        return None
    return _LETTERS.get(_TABLE[index])


@cache
def deals_of(level: Difficulty) -> tuple[int, ...]:
    """Every deal the table rates ``level``, in order."""
    return tuple(FIRST_DEAL + index for index, letter in enumerate(_TABLE)
                 if _LETTERS.get(letter) is level)


def challenge_deal(day: date, level: Difficulty) -> int:
    """The deal of ``day``'s challenge of ``level`` (easy, medium or hard)."""
    if level not in SLOTS:
        raise ValueError(f"no daily challenge is {level.value}")
    import hashlib  # as in ``daily``: loaded only when a challenge is asked for

    digest = hashlib.sha256(f"{day.isoformat()} {level.value}".encode("ascii")).digest()
    pool = deals_of(level)
    return pool[int.from_bytes(digest[:8], "big") % len(pool)]


def daily_challenges(day: date) -> tuple[int, int, int]:
    """``day``'s three deals: easy, medium and hard."""
    easy, medium, hard = (challenge_deal(day, level) for level in SLOTS)
    return easy, medium, hard


def challenge_code(day: date, level: Difficulty) -> GameCode:
    """The game of ``day``'s challenge of ``level``: FreeCell with four free cells."""
    return GameCode(Preset.FREECELL, 4, challenge_deal(day, level))
