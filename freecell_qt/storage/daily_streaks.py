"""The Daily Deal's figures: dates played and won, and streaks of won dates.

A Daily Deal streak counts calendar dates, not games: it grows by one for
each following date whose deal the player won, however many tries that deal
took, and a date with no won Daily Deal breaks it. Kept apart from the
database so that the date rules can be checked on any hand-made history.

The streak is still *current* while the last won date is today or yesterday:
today's deal may simply not have been played yet. A won date later than
today (the player crossed time zones, or the clock was set back) keeps it
current too rather than wiping it out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

ONE_DAY = timedelta(days=1)


@dataclass(frozen=True)
class DailySummary:
    #: Dates whose Daily Deal was played to the end (won or lost), each counted once.
    played: int = 0
    #: Dates whose Daily Deal the player won.
    won: int = 0
    current_streak: int = 0
    best_streak: int = 0


def daily_streaks(won_dates: Iterable[date], today: date) -> tuple[int, int]:
    """``(current, best)``: runs of consecutive won dates; see the module docstring."""
    best = run = 0
    previous: date | None = None
    for day in sorted(set(won_dates)):
        run = run + 1 if previous is not None and day - previous == ONE_DAY else 1
        best = max(best, run)
        previous = day
    current = run if previous is not None and previous >= today - ONE_DAY else 0
    return current, best


def summarize_daily(games: Iterable[tuple[date, bool]], today: date) -> DailySummary:
    """The figures of finished Daily Deal games, each ``(its date, won by the player)``."""
    played: set[date] = set()
    won: set[date] = set()
    for day, was_won in games:
        played.add(day)
        if was_won:
            won.add(day)
    current, best = daily_streaks(won, today)
    return DailySummary(len(played), len(won), current, best)
