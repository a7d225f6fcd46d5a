"""Solver services for GUI tests: answers from a table, or the worker's own, in-process."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.engine import Position, rules_of_play
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.engine.solution import ParResult
from freecell_qt.engine.solver import Hint, SolveResult
from freecell_qt.solving.worker import (
    Answer,
    HintAnswer,
    HintRequest,
    ParAnswer,
    ParRequest,
    RateAnswer,
    RateRequest,
    Reply,
    Request,
    RewindAnswer,
    RewindRequest,
    SolveAnswer,
    SolveRequest,
)
from freecell_qt.solving.worker import (
    answer as worker_answer,
)


class HeldService(QObject):
    """A solver that answers from a table, at once or only when ``release`` is called.

    Like the real service, only the answer to the latest request ever comes:
    a newer request or ``cancel`` drops the one before.
    """

    answered = Signal(object)
    progress = Signal(int)

    def __init__(self, verdicts: dict[Position, SolveResult]) -> None:
        super().__init__()
        self.verdicts = verdicts
        self.asked: list[Request] = []
        self.holding = False
        self.delivered = 0  # answers emitted, or dropped as no longer the latest
        self._latest = 0
        self._waiting: list[tuple[int, Request]] = []

    @property
    def busy(self) -> bool:
        return any(ident == self._latest for ident, _request in self._waiting)

    def ask(self, request: Request) -> int:
        self._latest += 1
        self.asked.append(request)
        self._waiting.append((self._latest, request))
        if not self.holding:
            QTimer.singleShot(0, self.release)
        return self._latest

    def _answer(self, request: Request) -> Answer | None:
        """The scripted answer; None for what these tests never ask (a search for a deal)."""
        match request:
            case RewindRequest(positions):
                won = [i for i, p in enumerate(positions)
                       if (r := self.verdicts.get(p)) is not None and r.solved]
                return RewindAnswer(request, won[-1] if won else None)
            case HintRequest(position, rules):
                moves = list(rules_of_play.legal_moves(position, rules))
                return HintAnswer(request, Hint(moves[0], False) if moves else None)
            case RateRequest():
                return RateAnswer(request, Rating(Difficulty.EASY, 1, 10, "rated"))
            case ParRequest():
                return ParAnswer(request, ParResult("unknown"))  # no par settled
            case SolveRequest(position):
                return SolveAnswer(request, self.verdicts.get(position, SolveResult("unknown")))
        return None

    def release(self) -> None:
        """Answer what was asked so far (the latest request only, like the worker)."""
        waiting, self._waiting = self._waiting, []
        for ident, request in waiting:
            self.delivered += 1
            answer = self._answer(request) if ident == self._latest else None
            if answer is not None:
                self.answered.emit(Reply(ident, answer))

    def release_later(self) -> None:
        """Answer from the event loop, as the real service's poll timer does."""
        self.holding = False
        QTimer.singleShot(0, self.release)

    def cancel(self) -> None:
        if self.busy:
            self._latest += 1

    def shutdown(self) -> None:
        self._waiting = []


class InProcessService(HeldService):
    """The worker's own answers, worked out in the test's process, from the event loop.

    For GUI tests that need true answers (a solution that wins, a hint that is
    the solution's first move) in many games, without a worker process per
    window: starting one costs far more than the C search on a quick deal. The
    proof that the solver wins each game's deals is the engine's
    (tests/engine/test_solver_rules.py); the window's own worker is run end to
    end once, in FreeCell (tests/gui/test_every_game.py).
    """

    def _answer(self, request: Request) -> Answer | None:
        if isinstance(request, (RateRequest, ParRequest)):
            return super()._answer(request)
        return worker_answer(request, lambda: False)
