"""The solver's worker process: requests in, answers out, over one pipe.

Python's GIL would let a solver thread stall the table, so the search runs in
a separate process. This module imports no Qt, keeping the worker's start-up
small. A new request cancels the one in progress: the search polls the pipe
and gives up as soon as something newer is waiting.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection

from freecell_qt.engine import Position, Rules
from freecell_qt.engine.deal_finder import find_deal
from freecell_qt.engine.rating import IN_PLAY_BUDGET, Difficulty, rate
from freecell_qt.engine.solver import SolveResult, hint, solve


@dataclass(frozen=True, slots=True)
class Request:
    """One question for the worker; ``ident`` lets the asker drop stale answers."""

    ident: int
    # "solve", "hint", "rewind", "rate" (a Rating of positions[0]), "find" (a
    # winnable deal among ``deals``), or "idle" (just cancel the current work)
    kind: str
    positions: tuple[Position, ...]
    rules: Rules
    #: Seconds for the search; for "find", for the whole search (0: no limit).
    timeout: float
    #: "find": the candidate deal numbers, tried in order.
    deals: tuple[int, ...] = ()
    #: "find": the difficulty wanted, or None for any winnable deal.
    difficulty: Difficulty | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    ident: int
    kind: str
    # SolveResult, Hint | None, an int (rewind point), a Rating, or Found | None;
    # in a partial answer, the number of the candidate "find" is on
    result: object
    cancelled: bool = False
    #: A progress report: the final answer to the same request is still to come.
    partial: bool = False


def _last_winnable(request: Request, cancelled: object) -> int | None:
    """Index of the last position proven winnable, by bisection.

    Winnable positions form a prefix of a history (a win from a later
    position is a win from every earlier one), so a bisection finds the last
    one with a handful of searches. Positions not proven either way count as
    not winnable: the answer is then safe, if perhaps early.
    """
    first = solve(request.positions[0], request.rules, timeout=request.timeout,
                  cancelled=cancelled)  # type: ignore[arg-type]
    if not first.solved:
        return None
    low, high = 0, len(request.positions) - 1
    while low < high:
        middle = (low + high + 1) // 2
        result = solve(request.positions[middle], request.rules, timeout=request.timeout,
                       cancelled=cancelled)  # type: ignore[arg-type]
        if result.solved:
            low = middle
        else:
            high = middle - 1
    return low


def answer(request: Request, cancelled: object,
           report: Callable[[object], None] | None = None) -> object:
    """The result for ``request``; ``report`` hears a "find"'s progress."""
    if request.kind == "idle":
        return None
    if request.kind == "rate":
        return rate(request.positions[0], request.rules, budget=IN_PLAY_BUDGET,
                    cancelled=cancelled)  # type: ignore[arg-type]
    if request.kind == "find":
        return find_deal(request.deals, request.rules, request.difficulty,
                         cancelled=cancelled, progress=report,  # type: ignore[arg-type]
                         seconds=request.timeout or None)
    if request.kind == "hint":
        return hint(request.positions[0], request.rules, timeout=request.timeout,
                    cancelled=cancelled)  # type: ignore[arg-type]
    if request.kind == "rewind":
        return _last_winnable(request, cancelled)
    result: SolveResult = solve(request.positions[0], request.rules, timeout=request.timeout,
                                cancelled=cancelled)  # type: ignore[arg-type]
    return result


def serve(connection: Connection) -> None:
    """The worker's main loop; ends when the pipe closes or ``None`` arrives."""
    try:
        _serve(connection)
    except (EOFError, OSError, KeyboardInterrupt):
        # The app went away (closed mid-search, or interrupted): nothing to
        # report to anyone, so end quietly instead of printing a traceback.
        return


def _serve(connection: Connection) -> None:
    pending: Request | None = None
    while True:
        if pending is None:
            pending = connection.recv()
        if pending is None:
            return
        request, pending = pending, None

        def report(progress: object, request: Request = request) -> None:
            connection.send(Answer(request.ident, request.kind, progress, partial=True))

        result = answer(request, connection.poll, report)
        if connection.poll():
            # Something newer arrived: this answer may be partial; say so.
            connection.send(Answer(request.ident, request.kind, result, cancelled=True))
            pending = connection.recv()
            continue
        connection.send(Answer(request.ident, request.kind, result))
