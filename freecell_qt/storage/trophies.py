"""Trophies, streak milestones and achievements, worked out from what is on record.

Kept apart from the database and the window so that every rule can be checked
on a hand-made history. Nothing here is counted up as it happens: each award
is read afresh from the challenges won and the game just won, and the
database keeps each award's id once (``challenges``), so neither a replay, an
undo nor a clock set back can award anything twice.

* A day is *completed* when all three of its challenges were won.
* A challenge counts for its day when won within that day's month, on the day
  or later (a late win, as the Microsoft rule has it), never once the month is
  over and never for a day still to come.
* A month's trophy: bronze for ``BRONZE_DAYS`` days completed, silver for
  ``SILVER_DAYS``, gold for every day of the month.
* A streak is days completed in a row (``daily_streaks``); its milestones are
  ``MILESTONES`` days, each earned once.
"""

from __future__ import annotations

import calendar
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import date
from enum import Enum

from freecell_qt.engine.daily_challenges import SLOTS
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.daily_streaks import daily_streaks

#: Days completed for a bronze and a silver trophy; gold takes every day.
BRONZE_DAYS = 10
SILVER_DAYS = 20
#: Days completed in a row that make a streak milestone.
MILESTONES: tuple[int, ...] = (3, 7, 14, 30)
#: Player's wins in a row (any game) for ``Achievement.TEN_IN_A_ROW``.
WINS_IN_A_ROW = 10


class Trophy(Enum):
    BRONZE = "bronze"
    SILVER = "silver"
    GOLD = "gold"


class Achievement(Enum):
    """The achievements; the value is the id kept in the database."""

    FIRST_CHALLENGE = "first-challenge"
    FULL_DAY = "full-day"
    HARD_WON = "hard-won"
    NO_FREE_CELLS = "no-free-cells"
    ON_PAR = "on-par"
    TEN_IN_A_ROW = "ten-in-a-row"
    GOLDEN_MONTH = "golden-month"


#: A challenge won: its day and level.
Won = tuple[date, Difficulty]


@dataclass(frozen=True)
class WonGame:
    """The game the player just won (not Solve): what the achievements look at.

    ``moves`` are counted as the par is (``engine.par_count``: auto-moves
    included); ``par``: the deal's par, or None while it is not known
    (``Achievement.ON_PAR`` stays unearned then).
    """

    cells: int
    moves: int
    par: int | None = None


def counts_for(day: date, today: date) -> bool:
    """Whether a challenge of ``day`` won ``today`` counts: same month, not ahead."""
    return day <= today and (day.year, day.month) == (today.year, today.month)


def completed_days(wins: Iterable[Won]) -> set[date]:
    """The days whose three challenges were all won."""
    levels: dict[date, set[Difficulty]] = {}
    for day, level in wins:
        levels.setdefault(day, set()).add(level)
    return {day for day, won in levels.items() if won >= set(SLOTS)}


def days_in_month(year: int, month: int) -> int:
    return calendar.monthrange(year, month)[1]


def month_trophy(completed: Collection[date], year: int, month: int) -> Trophy | None:
    """The trophy of a month with ``completed`` days (other months' days ignored)."""
    days = sum(1 for day in completed if (day.year, day.month) == (year, month))
    if days >= days_in_month(year, month):
        return Trophy.GOLD
    if days >= SILVER_DAYS:
        return Trophy.SILVER
    if days >= BRONZE_DAYS:
        return Trophy.BRONZE
    return None


def next_trophy(days: int, year: int, month: int) -> tuple[Trophy, int] | None:
    """The next trophy of a month with ``days`` completed, and the days it takes."""
    for trophy, needed in ((Trophy.BRONZE, BRONZE_DAYS), (Trophy.SILVER, SILVER_DAYS),
                           (Trophy.GOLD, days_in_month(year, month))):
        if days < needed:
            return trophy, needed
    return None


def streaks(completed: Iterable[date], today: date) -> tuple[int, int]:
    """``(current, best)`` runs of days completed in a row."""
    return daily_streaks(completed, today)


def trophy_id(year: int, month: int, trophy: Trophy) -> str:
    return f"trophy-{year:04d}-{month:02d}-{trophy.value}"


def milestone_id(days: int) -> str:
    return f"streak-{days}"


def awards(wins: Collection[Won], today: date, *, game: WonGame | None = None,
           wins_in_a_row: int = 0) -> list[str]:
    """The ids of every award the record holds, achievements first.

    ``game``: the game just won, if any; ``wins_in_a_row``: the player's wins
    in a row, over every game, up to the latest.
    """
    earned: list[str] = []
    completed = completed_days(wins)
    if wins:
        earned.append(Achievement.FIRST_CHALLENGE.value)
    if completed:
        earned.append(Achievement.FULL_DAY.value)
    if any(level is Difficulty.HARD for _day, level in wins):
        earned.append(Achievement.HARD_WON.value)
    if game is not None and game.cells == 0:
        earned.append(Achievement.NO_FREE_CELLS.value)
    if game is not None and game.par is not None and game.moves <= game.par:
        earned.append(Achievement.ON_PAR.value)
    if wins_in_a_row >= WINS_IN_A_ROW:
        earned.append(Achievement.TEN_IN_A_ROW.value)
    months = sorted({(day.year, day.month) for day in completed})
    trophies = [(year, month, month_trophy(completed, year, month)) for year, month in months]
    if any(trophy is Trophy.GOLD for _y, _m, trophy in trophies):
        earned.append(Achievement.GOLDEN_MONTH.value)
    for year, month, trophy in trophies:
        # A silver month has earned its bronze on the way.
        for each in Trophy:
            if trophy is not None and _rank(each) <= _rank(trophy):
                earned.append(trophy_id(year, month, each))
    best = streaks(completed, today)[1]
    earned.extend(milestone_id(days) for days in MILESTONES if best >= days)
    return earned


def _rank(trophy: Trophy) -> int:
    return list(Trophy).index(trophy)


def parse_award(text: str) -> Achievement | Trophy | int | None:
    """What an award id stands for: an achievement, a trophy (its month aside), a
    milestone's days; None for an id this version does not know."""
    try:
        return Achievement(text)
    except ValueError:
        pass
    if text.startswith("trophy-"):
        try:
            return Trophy(text.rsplit("-", 1)[-1])
        except ValueError:
            return None
    if text.startswith("streak-") and text.removeprefix("streak-").isdigit():
        return int(text.removeprefix("streak-"))
    return None
