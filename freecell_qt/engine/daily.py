"""The Daily Deal: one FreeCell deal per calendar date, the same for every player.

The deal number comes from the date alone, so that two players anywhere
get the same game on the same day without a server:

* the date is written as ISO 8601 text (``2026-12-01``): digits and hyphens,
  the same in every locale and on every platform;
* that text goes through SHA-256, whose output is fixed by its standard,
  unlike Python's ``hash()``, which is salted afresh in every process;
* the first eight bytes of the digest, read big-endian, are reduced to a
  Microsoft deal number from 1 to 32,000 (the deals every FreeCell program
  shares; the bias of the reduction is below one part in 10^14).

Only the player's own calendar date goes in, never a time or a time zone:
the Daily Deal changes at the player's local midnight, and two players who
are on the same date see the same deal.

The game is always standard FreeCell with four free cells, where all of deals
1 to 32,000 can be won but those in ``UNSOLVABLE``; a date that lands on one
of those takes the next number up instead (32,000 wraps to 1), so the Daily
Deal can always be won.

    >>> from datetime import date
    >>> daily_deal(date(2026, 12, 1)) == daily_deal(date(2026, 12, 1))
    True
    >>> str(daily_code(date(2026, 12, 1))).startswith("FC1-C4-")
    True
"""

from __future__ import annotations

from datetime import date

from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.rules import Preset

#: The Daily Deal is drawn from the deals that every FreeCell program numbers alike.
DAILY_DEALS = 32_000
#: Deals of 1..32,000 that cannot be won with four free cells: 11982 is the
#: only one (proved by exhaustive search, ours included).
UNSOLVABLE: tuple[int, ...] = (11982,)
#: Longest text read as a date: ``YYYY-MM-DD``.
_ISO_DATE_CHARS = 10


def drawn_number(day: date) -> int:
    """The number the date's digest gives, before unwinnable deals are stepped over."""
    # Imported here: hashlib loads OpenSSL's libcrypto, some 3 MB of a window's memory
    # from its start on, for a digest the window needs only on the Daily Deal.
    import hashlib

    digest = hashlib.sha256(day.isoformat().encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % DAILY_DEALS + 1


def daily_deal(day: date) -> int:
    """The Daily Deal's number on ``day``: a winnable 4-cell FreeCell deal, 1 to 32,000."""
    number = drawn_number(day)
    # Bounded: even if every deal but one were listed, one turn round finds it.
    for _ in range(DAILY_DEALS):
        if number not in UNSOLVABLE:
            return number
        number = number % DAILY_DEALS + 1
    raise ValueError("every deal is listed as unsolvable")


def daily_code(day: date) -> GameCode:
    """The Daily Deal of ``day`` as a game code: FreeCell, four free cells."""
    return GameCode(Preset.FREECELL, 4, daily_deal(day))


def parse_day(text: object) -> date | None:
    """A date written ``YYYY-MM-DD``, or ``None`` for anything else.

    Saved games and statistics rows are read through this: a value edited by
    hand, or written by a later version, is no Daily Deal rather than an error.
    """
    if not isinstance(text, str) or len(text) != _ISO_DATE_CHARS or not text.isascii():
        return None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        return None
    return day if day.isoformat() == text else None


def is_daily_code(code: GameCode | None, day: date) -> bool:
    """True when ``code`` is the Daily Deal of ``day`` (the player's options aside)."""
    return code is not None and code == daily_code(day)
