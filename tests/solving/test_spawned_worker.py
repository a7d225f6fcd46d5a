"""The worker as Windows starts it: ``multiprocessing``'s spawn and its pipe.

Windows cannot be built or run on these machines, but its transport can: the
service is made to start its workers the Windows way, so that path answers,
recovers from a dead worker and shuts down in the suite here too.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from freecell_qt.solving import process
from freecell_qt.solving.messages import Reply, SolveAnswer
from freecell_qt.solving.service import SolverService
from tests.solving.test_service_failures import WAIT_MS, deal


@pytest.fixture
def service(qtbot, monkeypatch) -> Iterator[SolverService]:
    started: list[object] = []

    def spawned(error_log=None):  # the service's call, as on Windows
        worker, channel = process._spawned(error_log)
        started.append(worker)
        return worker, channel

    monkeypatch.setattr(process, "start_worker", spawned)
    service = SolverService()
    service.started = started  # type: ignore[attr-defined]
    yield service
    service.shutdown()


def spawned_pid(service: SolverService) -> int | None:
    worker = service.worker
    return None if worker is None else worker.pid  # type: ignore[attr-defined]


def test_a_spawned_worker_answers(qtbot, service) -> None:
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(deal())
    reply: Reply = answered.args[0]
    assert isinstance(reply.answer, SolveAnswer) and reply.answer.result.solved
    assert len(service.started) == 1  # type: ignore[attr-defined]
    assert service.worker.name == "freecell-solver"  # type: ignore[union-attr]


def test_a_spawned_worker_killed_mid_question_is_replaced_and_asked_again(qtbot,
                                                                          service) -> None:
    # The kill follows the start at once: a spawned Python cannot have started,
    # let alone answered, by then; a slower machine only widens that gap.
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS) as answered:
        service.ask(deal())
        first = spawned_pid(service)
        assert first is not None
        os.kill(first, signal.SIGKILL)
    reply: Reply = answered.args[0]
    assert not reply.failed and reply.answer.result.solved
    assert len(service.started) == 2  # type: ignore[attr-defined]
    assert spawned_pid(service) not in (None, first)


def test_a_spawned_worker_ends_with_the_service(qtbot, service) -> None:
    with qtbot.waitSignal(service.answered, timeout=WAIT_MS):
        service.ask(deal())
    worker = service.worker
    assert worker is not None
    service.shutdown()
    assert not worker.is_alive()
