"""What a win means among the player's games: the streak and the places it takes.

Worked from the statistics' finished games of the game just won, in the order
they ended, so the figures are those the Statistics dialog shows. The win
itself is the last of them, once the recorder has closed its row; when it is
not there (the file could not be written just now, or the win is not the
player's: Solve played in it) there are no places to tell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_qt.storage.summary import Outcome, summarize


@dataclass(frozen=True)
class WinPlaces:
    """This win among the player's wins of the same game."""

    #: Wins in a row, this one included.
    streak: int
    #: The player's wins of this game, this one included.
    wins: int
    #: 1 for the best time (fewest seconds) of those wins, 2 for the second...
    time_place: int
    #: 1 for the highest score of those wins, 2 for the second...
    score_place: int


def places_of(outcomes: Sequence[Outcome], moves: int, score: int) -> WinPlaces | None:
    """The places of the win that ended last, or ``None`` when that is not this win.

    ``moves`` and ``score``: the game on the table, to tell its row from an
    earlier one when its own was not written. A tie shares the better place; times
    are compared in the whole seconds the player sees.
    """
    if not outcomes:
        return None
    last = outcomes[-1]
    if not last.won or (last.moves, last.score) != (moves, score):
        return None
    earlier = [outcome for outcome in outcomes[:-1] if outcome.won]
    summary = summarize(outcomes)
    return WinPlaces(
        streak=summary.current_winning_streak,
        wins=len(earlier) + 1,
        time_place=1 + sum(1 for outcome in earlier if int(outcome.seconds) < int(last.seconds)),
        score_place=1 + sum(1 for outcome in earlier if outcome.score > last.score),
    )
