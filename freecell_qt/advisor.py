"""Hints, Solve (demo), the winnability verdict and "where did I go wrong?".

All four come from one kind of answer, a solver result for a position, so the
advisor keeps them in one cache keyed by (position, rules). A solution found
for one position also answers every position along its path, which is why a
player following the hints gets each next hint at once.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Move, Position, Rules
from freecell_qt.engine import play as rules_of_play
from freecell_qt.engine.solver import Hint, SolveResult
from freecell_qt.solver_process import Answer
from freecell_qt.solver_service import SolverService

VERDICT_TIMEOUT = 12.0
GUESS_TIMEOUT = 1.5
REWIND_TIMEOUT = 6.0
DEMO_STEP_MS = 420


class Verdict(Enum):
    OFF = "off"
    CHECKING = "checking"
    WINNABLE = "winnable"
    LOST = "lost"  # winnable from the deal, not any more
    HOPELESS = "hopeless"  # not winnable from the deal
    UNKNOWN = "unknown"
    WON = "won"


class Advisor(QObject):
    """Answers "what now?" questions about the controller's game."""

    verdictChanged = Signal(object)  # Verdict
    hintReady = Signal(object)  # Hint
    demoRunning = Signal(bool)
    message = Signal(str)

    def __init__(self, controller: GameController, service: SolverService | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.service = service or SolverService(self)
        self.service.answered.connect(self._answered)
        self._cache: dict[tuple[Position, Rules], SolveResult] = {}
        self._asked: tuple[str, Position] | None = None
        self._want_hint = False
        self._want_demo = False
        self._demo: list[Move] = []
        # Whether demoRunning(True) was said last: the demo's list is already
        # empty while its last move is played, yet its end must still be said.
        self._demo_shown = False
        self._want_rewind = False
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_step)
        self.verdict = Verdict.OFF
        controller.changed.connect(self._game_changed)
        controller.prefs.changed.connect(self._preference_changed)

    # -- cache -----------------------------------------------------------
    def _rules(self) -> Rules:
        return self.controller.game.rules

    def cached(self, position: Position) -> SolveResult | None:
        return self._cache.get((position, self._rules()))

    def learn(self, position: Position, rules: Rules, result: SolveResult) -> None:
        """A search made elsewhere (for a deal proven winnable before it was dealt)
        answers for ``position`` under ``rules`` too, so its verdict needs no search."""
        self._remember(position, result, rules)

    def _remember(self, position: Position, result: SolveResult,
                  rules: Rules | None = None) -> None:
        rules = rules or self._rules()
        self._cache[(position, rules)] = result
        if result.solved:
            for n, move in enumerate(result.moves):
                position = rules_of_play.apply(position, rules_of_play.resolve(
                    position, rules, move))
                rest = result.moves[n + 1:]
                self._cache.setdefault((position, rules), SolveResult("solved", rest))

    # -- verdict ---------------------------------------------------------
    def _set_verdict(self, verdict: Verdict) -> None:
        if verdict is not self.verdict:
            self.verdict = verdict
            self.verdictChanged.emit(verdict)

    def _verdict_from(self, result: SolveResult) -> Verdict:
        if result.solved:
            return Verdict.WINNABLE
        if result.status == "unknown":
            return Verdict.UNKNOWN
        start = self.cached(self.controller.game.start)
        if self.controller.game.position == self.controller.game.start or (
            start is not None and start.status == "unsolvable"
        ):
            return Verdict.HOPELESS
        return Verdict.LOST

    def _game_changed(self, change: Change) -> None:
        if change.kind is not ChangeKind.PLAY or not self._demo:
            self.stop_demo()
        self._want_hint = False
        self._want_rewind = False
        self.refresh()

    def refresh(self) -> None:
        """Recompute the verdict for the current position (from cache when known)."""
        game = self.controller.game
        if game.is_won:
            self.service.cancel()
            self._set_verdict(Verdict.WON)
            return
        result = self.cached(game.position)
        if result is not None:
            self._set_verdict(self._verdict_from(result))
            if result.status == "unsolvable" and self.cached(game.start) is None:
                self._ask("solve", game.start, VERDICT_TIMEOUT)
            return
        if self.controller.prefs.show_verdict or self._want_hint or self._want_demo:
            self._set_verdict(Verdict.CHECKING if self.controller.prefs.show_verdict
                              else Verdict.OFF)
            self._ask("solve", game.position, VERDICT_TIMEOUT)
        else:
            self.service.cancel()
            self._asked = None
            self._set_verdict(Verdict.OFF)

    def _preference_changed(self, key: str) -> None:
        if key in ("show_verdict", "supermove", "takeback"):
            self.refresh()

    def _ask(self, kind: str, position: Position, timeout: float) -> None:
        if self._asked == (kind, position) and self.service.busy:
            return
        self._asked = (kind, position)
        self.service.ask(kind, (position,), self._rules(), timeout)

    # -- answers ---------------------------------------------------------
    def _answered(self, answer: Answer) -> None:
        asked, self._asked = self._asked, None
        game = self.controller.game
        if answer.kind == "rewind":
            self._rewind_answered(answer.result)
            return
        if answer.kind == "hint":
            if asked is not None and asked[1] == game.position:
                self._deliver_guess(answer.result)
            return
        if asked is None:
            return
        position = asked[1]
        result = answer.result
        assert isinstance(result, SolveResult)
        self._remember(position, result)
        self.refresh()
        if self._want_rewind and position == game.start:
            self.rewind()
        if position != game.position:
            return
        if self._want_hint:
            self.request_hint()
        if self._want_demo:
            self.start_demo()

    # -- hint ------------------------------------------------------------
    def request_hint(self) -> None:
        """Ask for the next move; ``hintReady`` answers, now or when known."""
        game = self.controller.game
        if game.is_won:
            return
        if not self._want_hint:  # not when called again as the answer arrives
            self.controller.count_hint()
        result = self.cached(game.position)
        if result is not None and result.solved and result.moves:
            self._want_hint = False
            self.hintReady.emit(Hint(result.moves[0], True))
        elif result is not None:
            self._want_hint = False
            if self._verdict_from(result) is Verdict.HOPELESS:
                self.message.emit(self.tr("This deal cannot be won; here is a guess."))
            elif result.status == "unsolvable":
                self.message.emit(self.tr("This game can no longer be won; here is a guess."))
            self._ask("hint", game.position, GUESS_TIMEOUT)
        else:
            self._want_hint = True
            self.message.emit(self.tr("Thinking..."))
            self._ask("solve", game.position, VERDICT_TIMEOUT)

    def _deliver_guess(self, hint: object) -> None:
        if isinstance(hint, Hint):
            self.hintReady.emit(Hint(hint.move, False))
        else:
            self.message.emit(self.tr("No move is possible."))

    # -- demo ------------------------------------------------------------
    @property
    def demo_running(self) -> bool:
        return bool(self._demo)

    def start_demo(self) -> None:
        """Play the solution from here, one animated move at a time."""
        game = self.controller.game
        if game.is_won or self._demo:
            return
        result = self.cached(game.position)
        if result is None:
            self._want_demo = True
            self.message.emit(self.tr("Looking for a solution..."))
            self._ask("solve", game.position, VERDICT_TIMEOUT)
            return
        self._want_demo = False
        if not result.solved:
            verdict = self._verdict_from(result)
            if verdict is Verdict.HOPELESS:
                self.message.emit(self.tr("No solution: this deal cannot be won."))
            elif verdict is Verdict.LOST:
                self.message.emit(
                    self.tr("No solution from here: this game can no longer be won."))
            else:
                self.message.emit(self.tr("No solution found in the time allowed."))
            return
        self._demo = list(result.moves)
        self._demo_shown = True
        self.demoRunning.emit(True)
        self._demo_timer.start(DEMO_STEP_MS // 2)

    def _demo_step(self) -> None:
        if not self._demo:
            return
        move = self._demo.pop(0)
        if not self.controller.play_demo_step(move) or not self._demo:
            self.stop_demo()
            return
        factor = max(self.controller.prefs.animation_speed.factor, 0.25)
        self._demo_timer.start(round(DEMO_STEP_MS * factor))

    def stop_demo(self) -> None:
        self._want_demo = False
        self._demo = []
        self._demo_timer.stop()
        if self._demo_shown:
            self._demo_shown = False
            self.demoRunning.emit(False)

    # -- where did I go wrong? --------------------------------------------
    def rewind(self) -> None:
        """Back to the last winnable point of the history, as one undoable action.

        The deal is asked about first: only a deal proven winnable can have a
        last winnable point, and a search that runs out of time proves nothing,
        so "cannot be won from its start" is said only when it was proven.
        """
        game = self.controller.game
        start = self.cached(game.start)
        self._want_rewind = start is None
        if start is None:
            self.message.emit(self.tr("Looking for the last winnable position..."))
            self._ask("solve", game.start, REWIND_TIMEOUT)
            return
        if not start.solved:
            self.message.emit(
                self.tr("This deal cannot be won from its start either.")
                if start.status == "unsolvable" else
                self.tr("No winnable point was found in the time allowed: it is not known "
                        "whether this deal can be won."))
            return
        positions = tuple(game.position_at(i) for i in range(game.current + 1))
        self._asked = ("rewind", game.position)
        self.message.emit(self.tr("Looking for the last winnable position..."))
        self.service.ask("rewind", positions, self._rules(), REWIND_TIMEOUT)

    def _rewind_answered(self, index: object) -> None:
        if not isinstance(index, int):
            # The deal is winnable, yet no point was proven so in the time allowed.
            self.message.emit(self.tr("No winnable point was found in the time allowed."))
            return
        self.controller.rewind_to(index)
        self.message.emit(self.tr("Back to move {0}, the last point from which the game "
                                  "could still be won.").format(index))
