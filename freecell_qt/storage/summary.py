"""The figures of a run of games: win rate, streaks and records.

Kept apart from the database so that streak rules can be checked on any
hand-made history. A game finished by Solve is an ``Outcome`` with
``won=False``: it was played, so it counts in ``played`` and breaks a winning
streak, but it is no win and sets no record.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

N = TypeVar("N", int, float)


@dataclass(frozen=True)
class Outcome:
    """One finished game, reduced to what the figures need."""

    won: bool
    moves: int = 0
    score: int = 0
    seconds: float = 0.0


@dataclass(frozen=True)
class Summary:
    played: int = 0
    won: int = 0
    #: The streak the last game belongs to: one of these two is zero.
    current_winning_streak: int = 0
    current_losing_streak: int = 0
    longest_winning_streak: int = 0
    longest_losing_streak: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    best_score: int | None = None

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float | None:
        """Won over played, 0 to 1; ``None`` before the first game."""
        return self.won / self.played if self.played else None

    @property
    def win_percent(self) -> int | None:
        """The win rate in whole per cent, a half rounded up as players expect.

        Worked in integers: ``round`` rounds a half to even, so 1 win in 8 read
        "12 %", and a float of 12.5 need not be exactly a half.
        """
        if not self.played:
            return None
        return (200 * self.won + self.played) // (2 * self.played)


def summarize(outcomes: Iterable[Outcome]) -> Summary:
    """The figures of ``outcomes`` taken in the order they were played."""
    played = won = 0
    wins_in_row = losses_in_row = longest_wins = longest_losses = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    best_score: int | None = None
    for outcome in outcomes:
        played += 1
        if outcome.won:
            won += 1
            wins_in_row, losses_in_row = wins_in_row + 1, 0
            longest_wins = max(longest_wins, wins_in_row)
            best_seconds = _least(best_seconds, outcome.seconds)
            fewest_moves = _least(fewest_moves, outcome.moves)
            best_score = outcome.score if best_score is None else max(best_score, outcome.score)
        else:
            wins_in_row, losses_in_row = 0, losses_in_row + 1
            longest_losses = max(longest_losses, losses_in_row)
    return Summary(played, won, wins_in_row, losses_in_row, longest_wins, longest_losses,
                   best_seconds, fewest_moves, best_score)


def _least(current: N | None, value: N) -> N:
    return value if current is None else min(current, value)
