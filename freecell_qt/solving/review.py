"""A game looked back on: where it stopped being winnable, and how short a win was.

Winnable positions form a prefix of a game's history: a win from a later
position is a win from every earlier one, since the moves between come first.
So a bisection finds the last winnable point with a handful of searches, and
one search more, from the point after it, says whether the move that followed
lost the game for certain or only left it unknown within the time allowed.
Every later point is then as lost as that one. The solver's own win from the
deal gives the length to compare the player's moves with (the shortest win
the solver finds, not a proven shortest).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine import Position, Rules
from freecell_qt.engine.solver import solve


class StepVerdict(Enum):
    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Review:
    """What the review of a history of ``points`` positions found."""

    points: int
    #: The last point (0 is the deal) proven winnable; None when none was.
    last_winnable: int | None
    #: Whether the point after ``last_winnable`` was proven lost (else unknown).
    lost_after: bool
    #: Moves of the solver's win from the deal; None when it found none.
    shortest: int | None

    @property
    def turning_point(self) -> int | None:
        """The move (1-based: the step to point ``n``) that lost a winnable game."""
        if self.last_winnable is None or self.last_winnable >= self.points - 1:
            return None
        return self.last_winnable + 1

    def verdict(self, point: int) -> StepVerdict:
        if self.last_winnable is not None and point <= self.last_winnable:
            return StepVerdict.WINNABLE
        if self.last_winnable is not None and self.lost_after:
            return StepVerdict.LOST
        if self.last_winnable is None and self.lost_after:
            return StepVerdict.LOST  # lost from the deal: every point is
        return StepVerdict.UNKNOWN


def last_winnable(positions: Sequence[Position], rules: Rules, timeout: float,
                  cancelled: Callable[[], bool] | None = None) -> int | None:
    """Index of the last of ``positions`` proven winnable (None: not even the
    first), by bisection; a point not proven either way counts as not winnable,
    so the answer is safe, if perhaps early."""
    first = solve(positions[0], rules, timeout=timeout, cancelled=cancelled)
    if not first.solved:
        return None
    return _bisect(positions, rules, timeout, cancelled)


def _bisect(positions: Sequence[Position], rules: Rules, timeout: float,
            cancelled: Callable[[], bool] | None) -> int:
    """The last winnable point, the first one being known winnable."""
    low, high = 0, len(positions) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if solve(positions[middle], rules, timeout=timeout, cancelled=cancelled).solved:
            low = middle
        else:
            high = middle - 1
    return low


def review_game(positions: Sequence[Position], rules: Rules, timeout: float,
                cancelled: Callable[[], bool] | None = None) -> Review:
    """The review of a history, oldest position (the deal) first."""
    start = solve(positions[0], rules, timeout=timeout, cancelled=cancelled)
    shortest = len(start.moves) if start.solved else None
    if not start.solved:
        return Review(len(positions), None, start.status == "unsolvable", None)
    last = _bisect(positions, rules, timeout, cancelled)
    lost_after = False
    if last + 1 < len(positions):
        after = solve(positions[last + 1], rules, timeout=timeout, cancelled=cancelled)
        lost_after = after.status == "unsolvable"
    return Review(len(positions), last, lost_after, shortest)
