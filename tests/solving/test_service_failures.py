"""The solver service when its worker fails: killed mid-search, a search that raises,
or a worker that does not read. Real worker processes throughout.

A worker is made to stop itself at its very start (``stopping_workers``), before it
reads anything, so a test can kill it while its question is certainly unanswered,
whatever the machine's speed.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from freecell_qt.engine import Position, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.solving import process
from freecell_qt.solving.channel import Channel
from freecell_qt.solving.messages import (
    RateAnswer,
    RateRequest,
    Reply,
    ReviewRequest,
    SolveAnswer,
    SolveRequest,
)
from freecell_qt.solving.service import SolverService
from freecell_qt.storage.error_log import LOG_NAME

WAIT_MS = 20_000
#: The worker's own start, preceded by a stop of itself.
STOP_THEN_SERVE = (
    "import os, runpy, signal; os.kill(os.getpid(), signal.SIGSTOP); "
    "runpy.run_module('freecell_qt.solving.worker', run_name='__main__')"
)


def stopping_workers(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
                     stops: Callable[[int], bool]) -> None:
    """Workers numbered ``n`` (0 first) for which ``stops(n)`` stop themselves at once.

    Any of them the test leaves behind (it failed before killing them all) is
    killed at its end: a stopped process would not even heed the service's
    request to terminate.
    """
    started = iter(range(1_000))
    plain_command, plain_start = process.worker_command, process.start_worker
    stopping: list[bool] = []
    stopped: list[int] = []

    def command(descriptor: int) -> list[str]:
        stopping.append(stops(next(started)))
        if stopping[-1]:
            return [sys.executable, "-P", "-c", STOP_THEN_SERVE, str(descriptor)]
        return plain_command(descriptor)

    def start(error_log: Path | None = None) -> tuple[process.WorkerProcess, Channel]:
        worker, channel = plain_start(error_log)
        if stopping and stopping[-1]:
            stopped.append(worker.process.pid)  # type: ignore[attr-defined]
        return worker, channel

    def kill_left() -> None:
        for pid in stopped:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)

    monkeypatch.setattr(process, "worker_command", command)
    monkeypatch.setattr(process, "start_worker", start)
    request.addfinalizer(kill_left)


def worker_pid(service: SolverService) -> int | None:
    child = service.worker
    return None if child is None else child.process.pid  # type: ignore[attr-defined]


def kill_workers(qtbot, service: SolverService, count: int) -> list[int]:
    """Kill ``count`` workers of ``service`` in turn (SIGKILL, as the out-of-memory
    killer does), each once it has been started; their process ids."""
    killed: list[int] = []
    for _ in range(count):
        qtbot.waitUntil(lambda: worker_pid(service) not in (None, *killed), timeout=WAIT_MS)
        pid = worker_pid(service)
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)
    return killed


class StoppedWorker:
    """A worker stopped with SIGSTOP, and the turns of the window's event loop since.

    Should the window wait on the worker after all (the fault the tests look
    for), the worker is let go on after 30 s, so that the test fails instead of
    hanging: ``let_go`` then says so.
    """

    def __init__(self, pid: int) -> None:
        self.turns = 0
        self.rescue = threading.Timer(30.0, os.kill, (pid, signal.SIGCONT))

    def turn(self) -> None:
        self.turns += 1

    @property
    def let_go(self) -> bool:
        return not self.rescue.is_alive()


@contextlib.contextmanager
def worker_stopped(pid: int) -> Iterator[StoppedWorker]:
    """The worker ``pid`` stopped for the block, a 1 ms timer counting the loop's turns."""
    stopped = StoppedWorker(pid)
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(stopped.turn)
    os.kill(pid, signal.SIGSTOP)
    try:
        stopped.rescue.start()
        timer.start()
        yield stopped
    finally:
        stopped.rescue.cancel()
        timer.stop()
        os.kill(pid, signal.SIGCONT)


@pytest.fixture
def service(qtbot) -> Iterator[SolverService]:
    service = SolverService()
    yield service
    service.shutdown()


def deal(number: int = 3) -> SolveRequest:
    return SolveRequest(initial_position(Rules(), number), Rules(), 30.0)


def test_a_killed_worker_is_replaced_and_the_question_asked_again(qtbot, service,
                                                                 monkeypatch, request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        ident = service.ask(deal())
        first = worker_pid(service)
        assert first is not None
        os.kill(first, signal.SIGKILL)
    reply: Reply = answered.args[0]
    assert reply.ident == ident and not reply.failed
    assert isinstance(reply.answer, SolveAnswer) and reply.answer.result.solved
    assert worker_pid(service) not in (None, first)
    assert not service.busy


def test_a_question_that_kills_two_workers_is_answered_unknown(qtbot, service,
                                                              monkeypatch, request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n < 2)
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        ident = service.ask(deal())
        kill_workers(qtbot, service, 2)
    reply: Reply = answered.args[0]
    assert reply.ident == ident and reply.failed
    assert isinstance(reply.answer, SolveAnswer) and reply.answer.result.status == "unknown"
    assert not service.busy
    assert worker_pid(service) is None, "no third worker for that question"
    # The next question gets a worker of its own, and an answer.
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(deal(5))
    assert not answered.args[0].failed and answered.args[0].answer.result.solved


def test_a_search_that_raises_answers_unknown_and_is_logged(qtbot, service,
                                                           data_folder) -> None:
    # A two-deck position under one-deck rules: the rating refuses it with an error.
    wrong = RateRequest(initial_position(Rules(Preset.REPAIR), 1), Rules())
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(wrong)
    reply: Reply = answered.args[0]
    assert reply.failed
    assert isinstance(reply.answer, RateAnswer) and reply.answer.rating.status == "unknown"
    log = (data_folder / LOG_NAME).read_text(encoding="utf-8")
    assert "RateRequest" in log and "Traceback" in log and "10 columns" in log
    # The same worker goes on answering.
    pid = worker_pid(service)
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(deal())
    assert answered.args[0].answer.result.solved
    assert worker_pid(service) == pid


def many_positions(count: int) -> tuple[Position, ...]:
    """Distinct positions, megabytes once pickled: a very long game's history."""
    return tuple(initial_position(Rules(), number) for number in range(1, count + 1))


def test_the_window_goes_on_while_its_worker_reads_nothing(qtbot, service) -> None:
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS):
        service.ask(deal())
    pid = worker_pid(service)
    assert pid is not None
    history = many_positions(8_000)
    with worker_stopped(pid) as stopped:
        service.ask(ReviewRequest(history, Rules(), 6.0))
        qtbot.waitUntil(lambda: stopped.turns >= 5, timeout=WAIT_MS * 3)
        assert not stopped.let_go, "the event loop turned only once the worker went on"
        assert service.sending, "the request is larger than the socket takes at once"
    # The rest is written once the worker reads again, and the pipe carries
    # whole values still: a newer question gets its answer.
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(deal(5))
    assert answered.args[0].answer.result.solved
    assert worker_pid(service) == pid
