"""The solver's worker process: requests in, answers out, over one pipe.

Python's GIL would let a solver thread stall the table, so the search runs in
a separate process. This module imports no Qt, keeping the worker's start-up
small. A new request cancels the one in progress: the search polls the pipe
and gives up as soon as something newer is waiting.

Each kind of question and each kind of answer is a small frozen dataclass,
so that the asker's code is checked against what the worker really sends
and every value pickles across the process boundary as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import assert_never

from freecell_qt.engine import Position, Rules
from freecell_qt.engine.deal_finder import Found, find_deal
from freecell_qt.engine.rating import IN_PLAY_BUDGET, Difficulty, Rating, rate
from freecell_qt.engine.solver import Hint, SolveResult, hint, solve
from freecell_qt.solving.review import Review, last_winnable, review_game


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


def answer(request: Request, cancelled: Callable[[], bool],
           report: Callable[[int], None] | None = None) -> Answer | None:
    """The answer to ``request`` (None for a cancel); ``report`` hears a search
    for a deal reach each candidate."""
    match request:
        case SolveRequest(position, rules, timeout):
            solved = solve(position, rules, timeout=timeout, cancelled=cancelled)
            return SolveAnswer(request, solved)
        case HintRequest(position, rules, timeout):
            move = hint(position, rules, timeout=timeout, cancelled=cancelled)
            return HintAnswer(request, move)
        case RewindRequest(positions, rules, timeout):
            return RewindAnswer(request, last_winnable(positions, rules, timeout, cancelled))
        case ReviewRequest(positions, rules, timeout):
            return ReviewAnswer(request, review_game(positions, rules, timeout, cancelled))
        case RateRequest(position, rules):
            rating = rate(position, rules, budget=IN_PLAY_BUDGET, cancelled=cancelled)
            return RateAnswer(request, rating)
        case FindRequest(deals, rules, difficulty, seconds):
            found = find_deal(deals, rules, difficulty, cancelled=cancelled, progress=report,
                              seconds=seconds)
            return FindAnswer(request, found)
        case CancelRequest():
            return None
        case _:
            assert_never(request)


def serve(connection: Connection) -> None:
    """The worker's main loop; ends when the pipe closes or ``None`` arrives."""
    try:
        _serve(connection)
    except (EOFError, OSError, KeyboardInterrupt):
        # The app went away (closed mid-search, or interrupted): nothing to
        # report to anyone, so end quietly instead of printing a traceback.
        return


def _serve(connection: Connection) -> None:
    pending: Asked | None = None
    while True:
        if pending is None:
            pending = connection.recv()
        if pending is None:
            return
        asked, pending = pending, None

        def report(tried: int, ident: int = asked.ident) -> None:
            connection.send(Progress(ident, tried))

        result = answer(asked.request, connection.poll, report)
        if connection.poll():
            # Something newer arrived, so this answer may be partial, and its
            # asker has moved on to the newer request: it is not sent.
            pending = connection.recv()
            continue
        if result is not None:
            connection.send(Reply(asked.ident, result))
