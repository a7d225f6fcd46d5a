"""The worker's side of the pipe: typed requests in, typed answers out.

The loop runs in a thread here, over the socket channel the app and its worker
process use (``solving/channel.py``), so every value is pickled and unpickled
as between them.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest

from freecell_qt.engine import Position, Rules
from freecell_qt.solving.channel import SocketChannel
from freecell_qt.solving.worker import (
    Asked,
    CancelRequest,
    FindRequest,
    HintAnswer,
    HintRequest,
    ParAnswer,
    ParRequest,
    Progress,
    Reply,
    SolveAnswer,
    SolveRequest,
    serve,
)

#: Two kings to the foundations: solved at once.
NEAR_END = """\
Foundations: H-Q C-K D-K S-Q
Freecells: - - - -
: KS
: KH
:
:
:
:
:
:
"""
#: 4-cell FreeCell deal 11982, the one no search wins: each copy is one more
#: candidate for a search for a deal that goes on until it is cancelled.
NEVER_WON = 11982


@pytest.fixture
def pipe() -> Iterator[SocketChannel]:
    """Our end of a pipe with the worker's loop at the other end."""
    ours, theirs = (SocketChannel(end) for end in socket.socketpair())
    worker = threading.Thread(target=serve, args=(theirs,), daemon=True)
    worker.start()
    yield ours
    ours.send(None)
    worker.join()
    ours.close()
    theirs.close()


def replies_until(pipe: SocketChannel, ident: int) -> list[Reply | Progress]:
    """What the worker sends, up to and including the reply numbered ``ident``."""
    heard: list[Reply | Progress] = []
    while not (heard and isinstance(heard[-1], Reply) and heard[-1].ident == ident):
        heard.append(pipe.recv())
    return heard


def test_an_answer_carries_the_request_it_answers(pipe):
    position = Position.from_text(NEAR_END)
    solve, guess = SolveRequest(position, Rules(), 10.0), HintRequest(position, Rules(), 10.0)
    pipe.send(Asked(1, solve))
    [reply] = replies_until(pipe, 1)
    assert isinstance(reply.answer, SolveAnswer)
    assert reply.answer.request == solve and reply.answer.result.solved
    pipe.send(Asked(2, guess))
    [reply] = replies_until(pipe, 2)
    assert isinstance(reply.answer, HintAnswer) and reply.answer.request == guess
    assert reply.answer.hint is not None


def test_a_search_given_up_for_a_newer_request_is_not_answered(pipe):
    """A cancel stops the search for a deal and is not answered itself: the
    first reply after it is the next request's."""
    pipe.send(Asked(1, FindRequest((NEVER_WON,) * 5_000, Rules(), None, None)))
    assert pipe.recv() == Progress(1, 1), "the search has begun"
    pipe.send(Asked(2, CancelRequest()))
    pipe.send(Asked(3, SolveRequest(Position.from_text(NEAR_END), Rules(), 10.0)))
    heard = replies_until(pipe, 3)
    assert all(isinstance(message, Progress) and message.ident == 1
               for message in heard[:-1]), heard


def test_the_worker_answers_a_par_request_with_a_winning_par(pipe):
    position = Position.from_text(NEAR_END)
    asked = ParRequest(position, Rules(), 1_000)
    pipe.send(Asked(1, asked))
    [reply] = replies_until(pipe, 1)
    assert isinstance(reply.answer, ParAnswer) and reply.answer.request == asked
    assert not reply.failed
    assert reply.answer.result.solved and reply.answer.result.length == 2


def test_a_failed_par_search_answers_unknown() -> None:
    from freecell_qt.solving.messages import unknown_answer

    asked = ParRequest(Position.from_text(NEAR_END), Rules())
    failed = unknown_answer(asked)
    assert isinstance(failed, ParAnswer)
    assert failed.request == asked and failed.result.status == "unknown"


def test_a_worker_process_that_holds_too_much_ends_after_its_answer(monkeypatch):
    """Its memory goes back to the system; the service starts another when asked.
    A loop that is no worker process of its own (this thread) never ends so."""
    from freecell_qt.engine.solver import memory
    from freecell_qt.solving import worker

    limits: list[int | None] = []
    monkeypatch.setattr(memory, "limit_process", limits.append)
    monkeypatch.setattr(memory, "resident", lambda: worker.RECYCLE_AT + 1)
    ours, theirs = (SocketChannel(end) for end in socket.socketpair())
    loop = threading.Thread(target=serve, args=(theirs, None, True), daemon=True)
    loop.start()
    ours.send(Asked(1, SolveRequest(Position.from_text(NEAR_END), Rules(), 10.0)))
    [reply] = replies_until(ours, 1)
    assert reply.answer.result.solved
    loop.join(timeout=60)
    assert not loop.is_alive(), "the worker went on after its answer"
    assert limits == [worker.WORKER_CEILING]
    ours.close()
    theirs.close()


def test_a_worker_thread_is_never_held_nor_ended_by_its_size(monkeypatch, pipe):
    from freecell_qt.engine.solver import memory
    from freecell_qt.solving import worker

    monkeypatch.setattr(memory, "resident", lambda: worker.RECYCLE_AT + 1)
    for ident in (1, 2):
        pipe.send(Asked(ident, SolveRequest(Position.from_text(NEAR_END), Rules(), 10.0)))
        [reply] = replies_until(pipe, ident)
        assert reply.answer.result.solved
    assert not memory.limited()
