"""The solver's worker process: requests in, answers out, over one pipe.

Python's GIL would let a solver thread stall the table, so the search runs in
a separate process. This module imports no Qt, keeping the worker's start-up
small. A new request cancels the one in progress: the search polls the pipe
and gives up as soon as something newer is waiting.

The questions and answers themselves are in ``messages``, which the window
imports without loading the solver; they are named here too, for the worker's
callers.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import assert_never

from freecell_qt.engine.deal_finder import find_deal
from freecell_qt.engine.rating import IN_PLAY_BUDGET, rate
from freecell_qt.engine.solver import hint, memory, solve
from freecell_qt.engine.solver.par import PAR_BUDGET, par
from freecell_qt.solving.channel import Channel, SocketChannel
from freecell_qt.solving.messages import (
    Answer,
    Asked,
    CancelRequest,
    FindAnswer,
    FindRequest,
    HintAnswer,
    HintRequest,
    ParAnswer,
    ParRequest,
    Progress,
    RateAnswer,
    RateRequest,
    Reply,
    Request,
    ReviewAnswer,
    ReviewRequest,
    RewindAnswer,
    RewindRequest,
    SolveAnswer,
    SolveRequest,
    unknown_answer,
)
from freecell_qt.solving.review import last_winnable, review_game
from freecell_qt.storage.error_log import log_from_environment, write_entry


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
        case ParRequest(position, rules, budget):
            found_par = par(position, rules, PAR_BUDGET if budget is None else budget,
                            cancelled=cancelled)
            return ParAnswer(request, found_par)
        case FindRequest(deals, rules, difficulty, seconds):
            found = find_deal(deals, rules, difficulty, cancelled=cancelled, progress=report,
                              seconds=seconds)
            return FindAnswer(request, found)
        case CancelRequest():
            return None
        case _:
            assert_never(request)


#: The most a worker of the app holds while it searches, in bytes (resident
#: size): the window, some 90 MB, and a worker searching beside it stay well
#: under the 200 MB the whole app is held to with a big game on the table,
#: where the searches' own budget (``memory.SEARCH_MEMORY``, 150 MB of
#: growth) is the command line's.
WORKER_CEILING = 96 * 1024 * 1024
#: A worker that holds more than this once it has answered ends, and the next
#: question starts a fresh one (some 19 MB, 22 after a FreeCell rating, more in
#: the frozen app, whose worker loads its bundle): what a long search made,
#: Python's allocator keeps for the process, and the player gets it back this
#: way. Not lower: at 30 MB the frozen app's worker ended after every answer,
#: and every verdict paid for a new one. An idle worker beside another one
#: searching goes in any case (``solving.gate``).
RECYCLE_AT = 40 * 1024 * 1024


def serve(connection: Channel, error_log: Path | None = None,
          own_process: bool = False) -> None:
    """The worker's main loop; ends when the pipe closes or ``None`` arrives.

    A search that raises is answered as one that found nothing (``failed``),
    and its traceback goes to ``error_log``: its asker must not wait for ever,
    and the next question may well succeed.

    ``own_process``: the loop is a worker process of the app's, not a thread of
    some other program (a test): its searches are held under
    ``WORKER_CEILING`` and it ends once it holds more than ``RECYCLE_AT``
    after an answer.
    """
    if own_process:
        memory.limit_process(WORKER_CEILING)
    try:
        _serve(connection, error_log, own_process)
    except (EOFError, OSError, KeyboardInterrupt):
        # The app went away (closed mid-search, or interrupted): nothing to
        # report to anyone, so end quietly instead of printing a traceback.
        return


def _serve(connection: Channel, error_log: Path | None, own_process: bool) -> None:
    pending: Asked | None = None
    while True:
        if pending is None:
            pending = connection.recv()
        if pending is None:
            return
        asked, pending = pending, None

        def report(tried: int, ident: int = asked.ident) -> None:
            connection.send(Progress(ident, tried))

        failed = False
        try:
            result = answer(asked.request, connection.poll, report)
        except (EOFError, ConnectionError):
            raise  # the pipe is gone: the window closed, nobody is left to answer
        except Exception as error:  # any fault of a search, as said above
            _log_failure(error_log, error, asked.request)
            result, failed = unknown_answer(asked.request), True
        if connection.poll():
            # Something newer arrived, so this answer may be partial, and its
            # asker has moved on to the newer request: it is not sent.
            pending = connection.recv()
            continue
        if result is not None:
            connection.send(Reply(asked.ident, result, failed))
        if own_process and _holds_too_much() and not connection.poll():
            return  # given back to the system; the service starts another when asked


def _holds_too_much() -> bool:
    size = memory.resident()
    return size is not None and size > RECYCLE_AT


def _log_failure(error_log: Path | None, error: Exception, request: Request) -> None:
    """Keep the traceback of a failed search where the window's own go."""
    if error_log is not None:
        write_entry(error_log, type(error), error, error.__traceback__,
                    f"The solver's worker failed on a {type(request).__name__}; "
                    "it answered that nothing was found.")


if __name__ == "__main__":  # ``python -m freecell_qt.solving.worker FD``: see solving/process.py
    serve(SocketChannel.from_descriptor(int(sys.argv[1])), log_from_environment(), True)

__all__ = [
    "Answer",
    "Asked",
    "CancelRequest",
    "FindAnswer",
    "FindRequest",
    "HintAnswer",
    "HintRequest",
    "ParAnswer",
    "ParRequest",
    "Progress",
    "RateAnswer",
    "RateRequest",
    "Reply",
    "Request",
    "ReviewAnswer",
    "ReviewRequest",
    "RewindAnswer",
    "RewindRequest",
    "SolveAnswer",
    "SolveRequest",
    "answer",
    "serve",
    "unknown_answer",
]
