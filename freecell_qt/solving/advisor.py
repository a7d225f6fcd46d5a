"""Hints, Solve (demo), the winnability verdict and "where did I go wrong?".

All four come from one kind of answer, a solver result for a position, so the
advisor keeps them in one cache keyed by deal, position and rules. A solution
found for one position also answers every position along its path, which is
why a player following the hints gets each next hint at once.

An answer can come long after its question: the player may have restarted,
undone or moved meanwhile. Each question therefore records the point of the
game it was asked at (a ``Moment``), and an answer acts on the game (a hint
shown, a rewind, a demo started) only while the game is still at that point.
What a search proved about a position is kept in any case, under the rules it
was asked for.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import GameView, Move, Position, Rules, Step, rules_of_play
from freecell_qt.solving.messages import (
    HintAnswer,
    HintRequest,
    Reply,
    ReviewAnswer,
    ReviewRequest,
    RewindAnswer,
    RewindRequest,
    SolveAnswer,
    SolveRequest,
)
from freecell_qt.solving.service import SolverService
from freecell_qt.solving.settler import Settler, Settling
from freecell_qt.storage.settled_deals import SettledDeals

if TYPE_CHECKING:
    from freecell_qt.engine.solution import Hint, SolveResult

VERDICT_TIMEOUT = 12.0
GUESS_TIMEOUT = 1.5
REWIND_TIMEOUT = 6.0
#: The longest Solve's demo should take: a way of thousands of moves (three
#: decks) is played faster, so that it ends in minutes rather than hours,
#: though never faster than a step in ``DEMO_FASTEST_MS``.
DEMO_MOST_MS = 120_000
DEMO_FASTEST_MS = 10
#: Deals whose solver results are kept: the game in play and the few before
#: it, for a player who goes back to one (Restart, Undo after a new game).
#: Each holds its solution paths, a few hundred entries, so keeping every
#: deal of a long session would grow the app without bound.
DEALS_KEPT = 8

K = TypeVar("K")
V = TypeVar("V")


def demo_step_ms(step: float, moves: int) -> int:
    """The pause between Solve's moves: ``step``, or less for a way of ``moves``
    that would otherwise take longer than ``DEMO_MOST_MS``.

    >>> demo_step_ms(420, 90), demo_step_ms(420, 763), demo_step_ms(420, 50_000)
    (420, 157, 10)
    """
    if moves * step > DEMO_MOST_MS:
        step = max(DEMO_FASTEST_MS, DEMO_MOST_MS / moves)
    return round(step)


class Recent(Generic[K, V]):
    """A mapping that keeps only its ``size`` most recently used entries.

    What a cache holds for the game in play is used on every change of it,
    so the oldest entry to go is never the current game's.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def get(self, key: K) -> V | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def values(self) -> list[V]:
        return list(self._items.values())


@dataclass(frozen=True, eq=False)
class Moment:
    """One point of one game's history, under the rules then in force.

    The same position reached again by other moves, in a restarted game or
    under other rules is another moment: "where did I go wrong?" answers with
    a point of the history it was given, and a hint counts in the game it was
    asked in. A step object stays in the history until Undo and a new move
    replace it (which replaces every step after it too), so the last step
    done vouches for the whole history before it.
    """

    game: GameView
    current: int
    last: Step | None
    rules: Rules

    @classmethod
    def of(cls, game: GameView) -> Moment:
        current = game.current
        return cls(game, current, game.steps[current - 1] if current else None, game.rules)

    def holds(self, game: GameView) -> bool:
        """True while ``game`` is still this game at this point, under the same rules."""
        return (game is self.game and game.current == self.current
                and game.rules == self.rules
                and (self.last is None or game.steps[self.current - 1] is self.last))


#: What the advisor asks the solver.
Asking = SolveRequest | HintRequest | RewindRequest | ReviewRequest


@dataclass(frozen=True, eq=False)
class Question:
    """A request sent to the solver, and the moment of the game it is about."""

    ident: int
    request: Asking
    #: The game at that point, its rules included.
    moment: Moment


class Verdict(Enum):
    OFF = "off"
    CHECKING = "checking"
    WINNABLE = "winnable"
    LOST = "lost"  # winnable from the deal, not any more
    HOPELESS = "hopeless"  # not winnable from the deal
    #: Not settled in the verdict's time; a longer search goes on (``Settler``).
    SETTLING = "settling"
    UNKNOWN = "unknown"
    WON = "won"


class Advisor(QObject):
    """Answers "what now?" questions about the controller's game."""

    verdictChanged = Signal(object)  # Verdict
    hintReady = Signal(object)  # Hint
    demoRunning = Signal(bool)
    #: The time between Solve's moves now (ms), said when its demo starts and
    #: whenever its speed changes, so the table can fit each move's flight in it.
    demoPaceChanged = Signal(int)
    #: True when Solve's demo pauses, False when it goes on.
    demoPaused = Signal(bool)
    message = Signal(str)
    reviewReady = Signal(object)  # Review, about the game in play as it stands
    #: The solver's way from a position of the game in play, asked for with
    #: ``request_solution``: the position and its ``SolveResult`` (solved).
    solutionReady = Signal(object, object)

    def __init__(self, controller: GameController, service: SolverService | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.service = service or SolverService(self)
        self.service.answered.connect(self._answered)
        #: Results by deal (start and rules), then by position.
        self.cache: Recent[tuple[Position, Rules], dict[Position, SolveResult]] = Recent(
            DEALS_KEPT)
        self._asked: Question | None = None
        self._want_hint = False
        self._want_demo = False
        self._demo: list[Move] = []
        self._demo_length = 0  # the moves of the way being shown, for its pace
        # Whether demoRunning(True) was said last: the demo's list is already
        # empty while its last move is played, yet its end must still be said.
        self._demo_shown = False
        self._demo_paused = False
        self._want_rewind = False
        #: The position whose solution "Show the Solution" waits for.
        self._want_solution: Position | None = None
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_step)
        self.verdict = Verdict.OFF
        #: The longer search for a position the verdict's search left unknown.
        self.settler = Settler(parent=self)
        self.settler.settled.connect(self._settled)
        #: What such searches proved of deals, kept across runs.
        self.settled_deals = SettledDeals()
        controller.changed.connect(self._game_changed)
        controller.prefs.changed.connect(self._preference_changed)

    @property
    def busy(self) -> bool:
        """True while an answer or the demo's next move may still act on the game.

        Once False, nothing changes the game until the player (or the program)
        does something: that is what a test waits for before checking that
        nothing more happened.
        """
        return self.service.busy or self._demo_timer.isActive()

    # -- cache -----------------------------------------------------------
    def cached(self, position: Position) -> SolveResult | None:
        """What is known of ``position`` in the game in play, under its rules."""
        game = self.controller.game
        known = self.cache.get((game.start, game.rules))
        return None if known is None else known.get(position)

    def learn(self, position: Position, rules: Rules, result: SolveResult) -> None:
        """A search made elsewhere (for a deal proven winnable before it was dealt)
        answers for the deal ``position`` under ``rules`` too, so its verdict needs
        no search."""
        self._remember(position, position, result, rules)

    def _remember(self, deal: Position, position: Position, result: SolveResult,
                  rules: Rules) -> None:
        known = self.cache.get((deal, rules))
        if known is None:
            known = {}
            self.cache.put((deal, rules), known)
        known[position] = result
        if result.solved:
            for n, move in enumerate(result.moves):
                position = rules_of_play.apply(position, rules_of_play.resolve(
                    position, rules, move), rules)
                rest = result.moves[n + 1:]
                known.setdefault(position, _solved(rest))

    # -- verdict ---------------------------------------------------------
    def _set_verdict(self, verdict: Verdict) -> None:
        if verdict is not self.verdict:
            self.verdict = verdict
            self.verdictChanged.emit(verdict)

    def _verdict_from(self, result: SolveResult) -> Verdict:
        if result.solved:
            return Verdict.WINNABLE
        game = self.controller.game
        if result.status == "unknown":
            return (Verdict.SETTLING if self.settler.is_settling(game.position, game.rules)
                    else Verdict.UNKNOWN)
        start = self.cached(game.start)
        # At the deal (its own auto-moves, which undo never takes back, are part
        # of it), a game that cannot be won never could.
        at_deal = game.current <= game.floor
        if at_deal or game.position == game.start or (
            start is not None and start.status == "unsolvable"
        ):
            return Verdict.HOPELESS
        return Verdict.LOST

    def _game_changed(self, change: Change) -> None:
        if change.kind is not ChangeKind.PLAY or not self._demo:
            self.stop_demo()
        self._want_hint = False
        self._want_rewind = False
        self._want_solution = None
        self.refresh()

    def refresh(self) -> None:
        """Recompute the verdict for the current position (from cache when known)."""
        game = self.controller.game
        if not (self.controller.prefs.show_verdict
                and self.settler.is_settling(game.position, game.rules)):
            self.settler.cancel()  # about a position the game has left, or not shown
        if game.is_won:
            self.service.cancel()
            self._asked = None
            self._set_verdict(Verdict.WON)
            return
        result = self.cached(game.position)
        if game.position == game.start and (result is None or result.status == "unknown"):
            result = self._kept(game.start, game.rules) or result
        if result is not None:
            self._set_verdict(self._verdict_from(result))
            if result.status == "unsolvable" and self.cached(game.start) is None:
                self._ask(SolveRequest(game.start, game.rules, VERDICT_TIMEOUT))
            return
        if self.controller.prefs.show_verdict or self._want_hint or self._want_demo:
            self._set_verdict(Verdict.CHECKING if self.controller.prefs.show_verdict
                              else Verdict.OFF)
            self._ask(SolveRequest(game.position, game.rules, VERDICT_TIMEOUT))
        else:
            self._set_verdict(Verdict.OFF)
            if self._asked is not None and isinstance(self._asked.request, ReviewRequest):
                return  # a review the player asked for is not given up for a verdict off
            self.service.cancel()
            self._asked = None

    def _kept(self, deal: Position, rules: Rules) -> SolveResult | None:
        """What a long search of an earlier run proved of ``deal``, now in the cache."""
        result = self.settled_deals.get(deal, rules)
        if result is not None:
            self._remember(deal, deal, result, rules)
        return result

    def _settle(self, position: Position) -> None:
        """Go on searching ``position``, left unknown by the verdict's search, when
        the verdict is shown: the player is told when it is settled."""
        game = self.controller.game
        if self.controller.prefs.show_verdict and position == game.position:
            self.settler.settle(game.start, position, game.rules)

    def _settled(self, asked: Settling, result: SolveResult) -> None:
        self._remember(asked.deal, asked.position, result, asked.rules)
        if asked.position == asked.deal:
            self.settled_deals.put(asked.deal, asked.rules, result)
        self.refresh()

    def shutdown(self) -> None:
        """End both workers: the window's and the settler's."""
        self.service.shutdown()
        self.settler.shutdown()

    def _preference_changed(self, key: str) -> None:
        if key in ("show_verdict", "supermove", "takeback"):
            self.refresh()
        elif key == "solve_speed" and self._demo:
            # A new pace counts from the move just played, not after the old wait.
            self.demoPaceChanged.emit(self.demo_pace_ms)
            if self._demo_timer.isActive():
                self._demo_timer.start(self.demo_pace_ms)

    def _ask(self, request: Asking) -> None:
        """Ask ``request`` about the game in play, at the point it is at now.

        The same question still being worked on is not asked again, even with
        another time allowed: its answer is then taken as about this point
        (the position reached once more).
        """
        moment = Moment.of(self.controller.game)
        asked = self._asked
        if (asked is not None and self.service.busy
                and replace(asked.request, timeout=request.timeout) == request):
            self._asked = replace(asked, moment=moment)
            return
        ident = self.service.ask(request)
        self._asked = Question(ident, request, moment)

    # -- answers ---------------------------------------------------------
    def _answered(self, reply: Reply) -> None:
        asked = self._asked
        if asked is None or reply.ident != asked.ident:
            return  # a question given up since
        self._asked = None
        game = self.controller.game
        # Whatever the answer, it acts only on the game and the point it was
        # asked about: after Restart, Undo or a move it would act on another.
        current = asked.moment.holds(game)
        answer = reply.answer
        if isinstance(answer, ReviewAnswer):
            if current:
                self.reviewReady.emit(answer.review)
            return
        if isinstance(answer, RewindAnswer):
            if current:
                self._rewind_answered(answer.index)
            return
        if isinstance(answer, HintAnswer):
            if current and reply.failed:
                # Not "no move is possible": the search failed, not the game.
                self.message.emit(self.tr("No hint could be worked out: the solver failed."))
            elif current:
                self._deliver_guess(answer.hint)
            return
        if not isinstance(answer, SolveAnswer):
            return  # not a question the advisor asks
        position, result = answer.request.position, answer.result
        self._remember(asked.moment.game.start, position, result, asked.moment.rules)
        if current and result.status == "unknown" and not reply.failed:
            # A question that killed two workers is not asked a third time.
            self._settle(position)
        self.refresh()
        if not current:
            return
        if self._want_rewind and position == game.start:
            self.rewind()
        if self._want_solution is not None and position == self._want_solution:
            self.request_solution(position)
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
            self.hintReady.emit(_hint(result.moves[0], True))
        elif result is not None:
            self._want_hint = False
            if self._verdict_from(result) is Verdict.HOPELESS:
                self.message.emit(self.tr("This deal cannot be won; here is a guess."))
            elif result.status == "unsolvable":
                self.message.emit(self.tr("This game can no longer be won; here is a guess."))
            self._ask(HintRequest(game.position, game.rules, GUESS_TIMEOUT))
        else:
            self._want_hint = True
            self.message.emit(self.tr("Thinking..."))
            self._ask(SolveRequest(game.position, game.rules, VERDICT_TIMEOUT))

    def _deliver_guess(self, hint: Hint | None) -> None:
        if hint is not None:
            self.hintReady.emit(_hint(hint.move, False))
        else:
            self.message.emit(self.tr("No move is possible."))

    # -- demo ------------------------------------------------------------
    @property
    def demo_running(self) -> bool:
        return bool(self._demo)

    @property
    def demo_paused(self) -> bool:
        """True while Solve's demo waits for the player to let it go on."""
        return bool(self._demo) and self._demo_paused

    @property
    def demo_pace_ms(self) -> int:
        """The time between Solve's moves: the Solve speed preference's, or less
        for a way so long that it would otherwise take hours (``demo_step_ms``).

        The animation preference plays no part: with animations off Solve still
        waits its pace between moves, so that the player can follow them.
        """
        return demo_step_ms(self.controller.prefs.solve_speed.step_ms, self._demo_length)

    @property
    def next_demo_move_ms(self) -> int | None:
        """The wait, in milliseconds, before the demo's next move as it is timed
        now, or None while no move is timed (no demo, or one held).

        The pace the player actually sees, where ``demo_pace_ms`` is the pace
        asked for: a change of the Solve speed preference must reach the move
        already waiting, not only the ones after it.
        """
        return self._demo_timer.interval() if self._demo_timer.isActive() else None

    def start_demo(self) -> None:
        """Play the solution from here, one animated move at a time."""
        game = self.controller.game
        if game.is_won or self._demo:
            return
        result = self.cached(game.position)
        if result is None:
            self._want_demo = True
            self.message.emit(self.tr("Looking for a solution..."))
            self._ask(SolveRequest(game.position, game.rules, VERDICT_TIMEOUT))
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
        self._demo_length = len(self._demo)
        self._demo_shown = True
        self._demo_paused = False
        self.demoPaceChanged.emit(self.demo_pace_ms)
        self.demoRunning.emit(True)
        self._demo_timer.start(self.demo_pace_ms // 2)

    def _demo_step(self) -> None:
        if not self._demo:
            return
        move = self._demo.pop(0)
        if not self.controller.play_demo_step(move) or not self._demo:
            self.stop_demo()
            return
        if not self._demo_paused:
            self._demo_timer.start(self.demo_pace_ms)

    def pause_demo(self, paused: bool) -> None:
        """Hold Solve's demo at the move it has reached (``paused``), or let it go on.

        A held demo keeps its way: going on plays its next move after one pace.
        """
        if not self._demo or paused == self._demo_paused:
            return
        self._demo_paused = paused
        if paused:
            self._demo_timer.stop()
        else:
            self._demo_timer.start(self.demo_pace_ms)
        self.demoPaused.emit(paused)

    def stop_demo(self) -> None:
        self._want_demo = False
        self._demo = []
        self._demo_paused = False
        self._demo_timer.stop()
        if self._demo_shown:
            self._demo_shown = False
            self.demoRunning.emit(False)

    # -- a solution to step through ----------------------------------------
    def request_solution(self, position: Position) -> None:
        """Find the solver's way from ``position``, a point of the game in play's
        history: ``solutionReady`` gives it, now when known or when found; a
        position that cannot be won, or was not solved in time, is said instead.
        """
        result = self.cached(position)
        if result is None:
            self._want_solution = position
            self.message.emit(self.tr("Looking for a solution..."))
            self._ask(SolveRequest(position, self.controller.game.rules, VERDICT_TIMEOUT))
            return
        self._want_solution = None
        if result.solved:
            self.solutionReady.emit(position, result)
        elif result.status != "unsolvable":
            self.message.emit(self.tr("No solution found in the time allowed."))
        elif self.controller.game.start == position or self._verdict_from(
                result) is Verdict.HOPELESS:
            self.message.emit(self.tr("No solution: this deal cannot be won."))
        else:
            self.message.emit(self.tr("No solution from here: this game can no longer be won."))

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
            self._ask(SolveRequest(game.start, game.rules, REWIND_TIMEOUT))
            return
        if not start.solved:
            self.message.emit(
                self.tr("This deal cannot be won from its start either.")
                if start.status == "unsolvable" else
                self.tr("No winnable point was found in the time allowed: it is not known "
                        "whether this deal can be won."))
            return
        positions = tuple(game.position_at(i) for i in range(game.current + 1))
        self.message.emit(self.tr("Looking for the last winnable position..."))
        self._ask(RewindRequest(positions, game.rules, REWIND_TIMEOUT))

    # -- review ------------------------------------------------------------
    def request_review(self) -> None:
        """Look back on the game in play, in the worker (``review.review_game``);
        ``reviewReady`` gives the answer, unless the game moves on first."""
        game = self.controller.game
        positions = tuple(game.position_at(i) for i in range(game.current + 1))
        self._ask(ReviewRequest(positions, game.rules, REWIND_TIMEOUT))

    def _rewind_answered(self, index: int | None) -> None:
        if index is None:
            # The deal is winnable, yet no point was proven so in the time allowed.
            self.message.emit(self.tr("No winnable point was found in the time allowed."))
            return
        self.controller.rewind_to(index)
        self.message.emit(self.tr("Back to move {0}, the last point from which the game "
                                  "could still be won.").format(index))


# The solver's answer types (``engine.solution``) load with its first answer,
# after the window's first frame: these build them then.
def _solved(moves: tuple[Move, ...]) -> SolveResult:
    from freecell_qt.engine.solution import SolveResult

    return SolveResult("solved", moves)


def _hint(move: Move, proven: bool) -> Hint:
    from freecell_qt.engine.solution import Hint

    return Hint(move, proven)
