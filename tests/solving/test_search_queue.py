"""Solver services taking turns at one gate, with real worker processes: one search
at a time, the player's first, a search behind play given way and answered later,
and a worker killed in the queue stalling nothing.

A worker stopped at its very start (``stopping_workers``) has certainly not
answered its question: what a test needs to ask the next one "meanwhile",
whatever the machine's speed.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.solving.gate import Priority, SearchGate
from freecell_qt.solving.messages import RateAnswer, RateRequest, Reply, SolveAnswer
from freecell_qt.solving.service import SolverService
from tests.patience import settle
from tests.solving.test_service_failures import (
    WAIT_MS,
    deal,
    kill_workers,
    stopping_workers,
    worker_pid,
)

pytestmark = pytest.mark.skipif(not os.path.exists("/proc/self/stat"),
                                reason="tells a stopped worker by /proc")


@pytest.fixture
def gate(qtbot) -> Iterator[SearchGate]:
    gate = SearchGate()
    made: list[SolverService] = []

    def service(priority: Priority, ready: bool = False) -> SolverService:
        made.append(SolverService())
        made[-1].use_gate(gate, priority, ready=ready)
        return made[-1]

    gate.service = service  # type: ignore[attr-defined]
    yield gate
    for each in made:
        each.shutdown()


def rating(number: int = 4) -> RateRequest:
    return RateRequest(initial_position(Rules(), number), Rules())


def go_on(qtbot, pid: int) -> None:
    """Let the worker ``pid`` go on, once it has stopped itself (it may not have yet)."""
    qtbot.waitUntil(lambda: stopped_state(pid), timeout=WAIT_MS)
    os.kill(pid, signal.SIGCONT)


def stopped_state(pid: int) -> bool:
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0] == "T"


def heard(service: SolverService) -> list[Reply]:
    replies: list[Reply] = []
    service.answered.connect(replies.append)
    return replies


def test_a_rating_asked_during_a_verdict_starts_once_the_verdict_is_answered(
        qtbot, gate, monkeypatch, request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    verdict, rater = gate.service(Priority.PLAY, ready=True), gate.service(Priority.DEAL)
    answers: list[str] = []
    verdict.answered.connect(lambda _reply: answers.append("verdict"))
    rater.answered.connect(lambda _reply: answers.append("rating"))
    verdict.ask(deal())
    stopped = worker_pid(verdict)
    assert stopped is not None
    rater.ask(rating())
    settle(qtbot)
    assert rater.busy and rater.queued and rater.worker is None  # no second search
    go_on(qtbot, stopped)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=WAIT_MS)
    assert answers == ["verdict", "rating"]


def test_a_rating_gives_way_to_a_verdict_and_is_answered_after_it(
        qtbot, gate, monkeypatch, request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    rater, verdict = gate.service(Priority.DEAL), gate.service(Priority.PLAY, ready=True)
    ratings, verdicts = heard(rater), heard(verdict)
    ident = rater.ask(rating())
    searching = worker_pid(rater)  # stopped: certainly mid-question
    assert searching is not None
    verdict.ask(deal())
    # The verdict did not wait: the rating's worker went, and its question waits.
    assert worker_pid(verdict) is not None
    assert rater.worker is None and rater.queued and rater.busy
    qtbot.waitUntil(lambda: bool(ratings), timeout=WAIT_MS)
    assert len(verdicts) == 1 and verdicts[0].answer.result.solved
    [reply] = ratings
    assert reply.ident == ident and not reply.failed  # asked again, from the start
    assert isinstance(reply.answer, RateAnswer) and reply.answer.rating.status != "unknown"
    assert worker_pid(rater) != searching


def test_a_worker_killed_while_others_wait_stalls_nothing(
        qtbot, gate, monkeypatch, request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n < 2)
    verdict, rater = gate.service(Priority.PLAY), gate.service(Priority.DEAL)
    verdicts, ratings = heard(verdict), heard(rater)
    verdict.ask(deal())
    rater.ask(rating())
    assert rater.queued
    kill_workers(qtbot, verdict, 2)  # the question's worker, then the one asked again
    qtbot.waitUntil(lambda: bool(ratings), timeout=WAIT_MS)
    assert verdicts[0].failed and isinstance(verdicts[0].answer, SolveAnswer)
    assert not ratings[0].failed and gate.holder is None


def test_a_question_given_up_while_it_waits_is_never_asked(qtbot, gate, monkeypatch,
                                                          request) -> None:
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    verdict, rater = gate.service(Priority.PLAY), gate.service(Priority.DEAL)
    verdicts, ratings = heard(verdict), heard(rater)
    verdict.ask(deal())
    stopped = worker_pid(verdict)
    assert stopped is not None
    rater.ask(rating())
    rater.cancel()
    assert not rater.busy and gate.waiting == []
    go_on(qtbot, stopped)
    qtbot.waitUntil(lambda: bool(verdicts), timeout=WAIT_MS)
    settle(qtbot)
    assert ratings == [] and rater.worker is None and gate.holder is None


def test_an_idle_worker_goes_while_another_searches_and_the_players_comes_back(
        qtbot, gate) -> None:
    verdict, rater = gate.service(Priority.PLAY, ready=True), gate.service(Priority.DEAL)
    ratings = heard(rater)
    with qtbot.waitSignal(verdict.answered, timeout=WAIT_MS):
        verdict.ask(deal())
    idle = worker_pid(verdict)
    assert idle is not None
    rater.ask(rating())
    assert verdict.worker is None  # let go, with its memory, while the rating searches
    qtbot.waitUntil(lambda: bool(ratings), timeout=WAIT_MS)
    assert worker_pid(verdict) not in (None, idle)  # a fresh one, ready for the next move
    with qtbot.waitSignal(verdict.answered, timeout=WAIT_MS) as answered:
        verdict.ask(deal(5))
    assert answered.args[0].answer.result.solved


def test_a_service_that_had_no_worker_is_not_given_one(qtbot, gate) -> None:
    verdict, rater = gate.service(Priority.PLAY, ready=True), gate.service(Priority.DEAL)
    with qtbot.waitSignal(rater.answered, timeout=WAIT_MS):
        rater.ask(rating())
    settle(qtbot)
    assert verdict.worker is None  # the verdict was never asked: no process for it


def test_a_service_deleted_without_shutting_down_gives_the_turn_up(qtbot, gate,
                                                                  monkeypatch, request) -> None:
    from PySide6.QtCore import QObject

    stopping_workers(request, monkeypatch, lambda n: n == 0)
    owner = QObject()
    review = SolverService(owner)
    review.use_gate(gate, Priority.PLAY)
    rater = gate.service(Priority.DEAL)
    ratings = heard(rater)
    review.ask(deal())
    rater.ask(rating())
    assert gate.holder is review and rater.queued
    owner.deleteLater()  # a dialog closed in a way that never shut its service down
    qtbot.waitUntil(lambda: bool(ratings), timeout=WAIT_MS)
    assert not ratings[0].failed
