"""The questions the GUI asks the solver's worker process, and its answers.

Each kind is a small frozen dataclass, so that the asker's code is checked
against what the worker really sends and every value pickles across the
process boundary as it is. This module holds nothing but them: the window
imports it before its first frame, and the solver itself (``worker``) loads
only in the worker process, or when a question is first asked here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, assert_never

if TYPE_CHECKING:
    from freecell_qt.engine import Position, Rules
    from freecell_qt.engine.deal_finder import Found
    from freecell_qt.engine.rating import Difficulty, Rating
    from freecell_qt.engine.solution import Hint, ParResult, SolveResult
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
class ParRequest:
    """The par of the deal in play, given by its first ``position``: the
    shortest win the par search finds (``engine.solver.par``)."""

    position: Position
    rules: Rules
    #: Positions for the par searches; None: their default (``par.PAR_BUDGET``),
    #: the budget of ``freecell solve --shortest``, so the two give one par.
    budget: int | None = None


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
           | ParRequest | FindRequest | CancelRequest)


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
class ParAnswer:
    request: ParRequest
    #: ``unknown`` when the search was stopped or could not settle the deal.
    result: ParResult


@dataclass(frozen=True, slots=True)
class FindAnswer:
    request: FindRequest
    #: None when no candidate qualified in the time allowed.
    found: Found | None


Answer = (SolveAnswer | HintAnswer | RewindAnswer | ReviewAnswer | RateAnswer | ParAnswer
          | FindAnswer)


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
    #: True when the search failed (it raised, or killed its worker twice): the
    #: answer is then ``unknown_answer``'s, which says nothing was found.
    failed: bool = False


@dataclass(frozen=True, slots=True)
class Progress:
    """A search for a deal is on its ``tried``-th candidate; its answer is still to come."""

    ident: int
    tried: int


def unknown_answer(request: Request) -> Answer | None:
    """What a search that failed answers ``request`` with: nothing found, in that
    request's own words ("unknown", not rated, no point, no deal), so that every
    asker leaves its waiting state as after a search that ran out of time.
    None for a cancel, which is never answered.

    The answer types load here, only on a failure: the window keeps them out of
    its start.
    """
    from freecell_qt.engine.rating import Rating
    from freecell_qt.engine.solution import ParResult, SolveResult
    from freecell_qt.solving.review import Review

    match request:
        case SolveRequest():
            return SolveAnswer(request, SolveResult("unknown"))
        case HintRequest():
            return HintAnswer(request, None)
        case RewindRequest():
            return RewindAnswer(request, None)
        case ReviewRequest(positions):
            return ReviewAnswer(request, Review(len(positions), None, False, None))
        case RateRequest():
            return RateAnswer(request, Rating(None, None, 0, "unknown"))
        case ParRequest():
            return ParAnswer(request, ParResult("unknown"))
        case FindRequest():
            return FindAnswer(request, None)
        case CancelRequest():
            return None
        case _:
            assert_never(request)
