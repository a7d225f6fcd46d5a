"""A solver service for GUI tests that answers from a table, when the test lets it."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.engine import Position, Rules, rules_of_play
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.engine.solver import Hint, SolveResult
from freecell_qt.solving.worker import Answer


class HeldService(QObject):
    """A solver that answers from a table, at once or only when ``release`` is called.

    Like the real service, only the answer to the latest request ever comes:
    a newer request or ``cancel`` drops the one before.
    """

    answered = Signal(object)
    progress = Signal(object)

    def __init__(self, verdicts: dict[Position, SolveResult]) -> None:
        super().__init__()
        self.verdicts = verdicts
        self.asked: list[tuple[str, tuple[Position, ...], Rules]] = []
        self.holding = False
        self.delivered = 0  # answers emitted, or dropped as no longer the latest
        self._latest = 0
        self._waiting: list[tuple[int, str, tuple[Position, ...], Rules]] = []

    @property
    def busy(self) -> bool:
        return any(ident == self._latest for ident, *_question in self._waiting)

    def ask(self, kind, positions, rules, timeout, *, deals=(), difficulty=None) -> int:
        self._latest += 1
        self.asked.append((kind, positions, rules))
        self._waiting.append((self._latest, kind, positions, rules))
        if not self.holding:
            QTimer.singleShot(0, self.release)
        return self._latest

    def _result(self, kind: str, positions: tuple[Position, ...], rules: Rules) -> object:
        if kind == "rewind":
            won = [i for i, p in enumerate(positions)
                   if (r := self.verdicts.get(p)) is not None and r.solved]
            return won[-1] if won else None
        if kind == "hint":
            moves = list(rules_of_play.legal_moves(positions[0], rules))
            return Hint(moves[0], False) if moves else None
        if kind == "rate":
            return Rating(Difficulty.EASY, 1, 10, "rated")
        return self.verdicts.get(positions[0], SolveResult("unknown"))

    def release(self) -> None:
        """Answer what was asked so far (the latest request only, like the worker)."""
        waiting, self._waiting = self._waiting, []
        for ident, kind, positions, rules in waiting:
            self.delivered += 1
            if ident == self._latest:
                self.answered.emit(Answer(ident, kind, self._result(kind, positions, rules)))

    def release_later(self) -> None:
        """Answer from the event loop, as the real service's poll timer does."""
        self.holding = False
        QTimer.singleShot(0, self.release)

    def cancel(self) -> None:
        if self.busy:
            self._latest += 1

    def shutdown(self) -> None:
        self._waiting = []
