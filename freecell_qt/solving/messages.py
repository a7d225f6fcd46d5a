"""The questions the GUI asks the solver's worker process, and its answers.

Each kind is a small frozen dataclass, so that the asker's code is checked
against what the worker really sends and every value pickles across the
process boundary as it is. This module holds nothing but them: the window
imports it before its first frame, and the solver itself (``worker``) loads
only in the worker process, or when a question is first asked here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_qt.engine import Position, Rules
    from freecell_qt.engine.deal_finder import Found
    from freecell_qt.engine.rating import Difficulty, Rating
    from freecell_qt.engine.solution import Hint, SolveResult
    from freecell_qt.solving.review import Review


# -- requests ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SolveRequest:
    """A solution from ``position``, or the proof that there is none."""

    position: Position
    rules: Rules
    timeout: float


@dataclass(frozen=True, slots=True)
class HintRequest:
    """A plausible move from ``position`` when no solution is known from it."""

    position: Position
    rules: Rules
    timeout: float


@dataclass(frozen=True, slots=True)
class RewindRequest:
    """The last of ``positions`` (a game's history, oldest first) proven winnable."""

    positions: tuple[Position, ...]
    rules: Rules
    #: Seconds for each of the searches the bisection makes.
    timeout: float


@dataclass(frozen=True, slots=True)
class ReviewRequest:
    """A look back on a game's history (``positions``, the deal first): its last
    winnable point, whether the move after it lost, and the solver's win."""

    positions: tuple[Position, ...]
    rules: Rules
    #: Seconds for each of the searches the review makes.
    timeout: float


@dataclass(frozen=True, slots=True)
class RateRequest:
    """The difficulty of the deal in play, given by its first ``position``."""

    position: Position
    rules: Rules


@dataclass(frozen=True, slots=True)
class FindRequest:
    """A deal among ``deals`` (tried in order) proven winnable and of the level wanted."""

    deals: tuple[int, ...]
    rules: Rules
    #: None for any winnable deal.
    difficulty: Difficulty | None
    #: For the whole search; None: no limit.
    seconds: float | None


@dataclass(frozen=True, slots=True)
class CancelRequest:
    """Nothing to work out: it only stops the search in progress, and is not answered."""


Request = (SolveRequest | HintRequest | RewindRequest | ReviewRequest | RateRequest
           | FindRequest | CancelRequest)


# -- answers -----------------------------------------------------------------
# Each answer carries its request: what it says is about the positions and
# rules asked for, whatever the game in play has become meanwhile.
@dataclass(frozen=True, slots=True)
class SolveAnswer:
    request: SolveRequest
    result: SolveResult


@dataclass(frozen=True, slots=True)
class HintAnswer:
    request: HintRequest
    #: None when no move is possible.
    hint: Hint | None


@dataclass(frozen=True, slots=True)
class RewindAnswer:
    request: RewindRequest
    #: None when no position was proven winnable in the time allowed.
    index: int | None


@dataclass(frozen=True, slots=True)
class ReviewAnswer:
    request: ReviewRequest
    review: Review


@dataclass(frozen=True, slots=True)
class RateAnswer:
    request: RateRequest
    rating: Rating


@dataclass(frozen=True, slots=True)
class FindAnswer:
    request: FindRequest
    #: None when no candidate qualified in the time allowed.
    found: Found | None


Answer = SolveAnswer | HintAnswer | RewindAnswer | ReviewAnswer | RateAnswer | FindAnswer


# -- what crosses the pipe ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class Asked:
    """A request on its way to the worker; ``ident`` lets the asker drop stale answers."""

    ident: int
    request: Request


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to the request numbered ``ident``."""

    ident: int
    answer: Answer


@dataclass(frozen=True, slots=True)
class Progress:
    """A search for a deal is on its ``tried``-th candidate; its answer is still to come."""

    ident: int
    tried: int
