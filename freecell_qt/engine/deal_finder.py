"""Finding a random deal the solver has proven winnable, of a wanted difficulty if asked.

The caller draws the candidate deal numbers (so that the choice stays random
for the player and fixed for a test) and this module goes through them in
order. Each candidate is dealt and searched within the rating's own-cells
budget, so a deal found here is one ``rate`` also finds winnable. A search
that ends "unknown" does not count as winnable: only a solution proves it.

Where the wanted level lies past what a win within that budget can weigh
(expert with one free cell: ``rating.reachable``), each candidate is first
settled by the full solver, in C where it was built, and a winnable one is
then rated with the budget of the deal in play. The deal found is rated
exactly as the status bar rates it once dealt, and lost deals, the most
common there, cost milliseconds each rather than a whole budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from freecell_qt.engine.game import initial_position
from freecell_qt.engine.position import Position
from freecell_qt.engine.rating import (
    IN_PLAY_BUDGET,
    OWN_BUDGET,
    Difficulty,
    Rating,
    known_winnable,
    rate,
    rate_and_solve,
    rating_search,
    reachable,
)
from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solver import SolveResult, solve


@dataclass(frozen=True, slots=True)
class Found:
    """A winnable deal: its number, the solver's win, and its rating when one was asked for.

    ``tried``: the candidates looked at, this one included.
    """

    deal_number: int
    result: SolveResult
    rating: Rating | None
    tried: int


def find_deal(
    candidates: Sequence[int],
    rules: Rules,
    wanted: Difficulty | None = None,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
    seconds: float | None = None,
) -> Found | None:
    """The first candidate proven winnable (and rated ``wanted``, when given).

    ``progress`` hears the 1-based number of each candidate as its search
    begins. None when no candidate qualifies, ``cancelled`` said stop, or
    ``seconds`` have passed (looked at between candidates, so the one under
    way is finished).

    >>> found = find_deal([1, 2], Rules())
    >>> found.deal_number, found.result.solved, found.tried
    (1, True, 1)
    """
    deadline = None if seconds is None else time.monotonic() + seconds
    for tried, number in enumerate(candidates, start=1):
        if cancelled is not None and cancelled():
            return None
        if deadline is not None and tried > 1 and time.monotonic() >= deadline:
            return None
        if progress is not None:
            progress(tried)
        position = initial_position(rules, number)
        if wanted is None:
            result = rating_search(position, rules, OWN_BUDGET, cancelled)
            if result.solved:
                return Found(number, result, None, tried)
            continue
        if reachable(wanted, position, rules):
            rating, result = rate_and_solve(position, rules, cancelled=cancelled)
        else:
            rating, result = _rate_further(position, rules, cancelled)
        if rating.difficulty is wanted:
            return Found(number, result, rating, tried)
    return None


def _rate_further(position: Position, rules: Rules,
                  cancelled: Callable[[], bool] | None) -> tuple[Rating, SolveResult]:
    """The rating of the deal in play, for a deal the full solver wins; no
    rating (and an unsolved result) for any other."""
    result = solve(position, rules, cancelled=cancelled)
    if not result.solved:
        return Rating(None, None, result.nodes, "unknown"), result
    rating = known_winnable(rate(position, rules, cancelled=cancelled, budget=IN_PLAY_BUDGET))
    return rating, result
