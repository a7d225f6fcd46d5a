"""A FreeCell solver: a solution, a proof that there is none, or "unknown".

Pure Python, no Qt, no I/O, deterministic for the same input and node budget.

    >>> from freecell_qt.engine import Game, Rules
    >>> from freecell_qt.engine.solver import solve
    >>> result = solve(Game.new(1).start, Rules())
    >>> result.status, len(result.moves) > 52
    ('solved', True)

Hard deals have a heavy tail under any one heuristic, yet a deal that is
hard for one weighting is often easy for another. So ``solve`` runs a small
portfolio: the first search alone for a while, then several searches in
turn with doubling slices. Each search is complete on its own, so the first
one whose open list runs dry proves the position unsolvable.

The search never takes cards back from the foundations. Under rules that
allow take-backs an exhausted search proves nothing, and the answer is
``unknown``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from freecell_qt.engine import play
from freecell_qt.engine.moves import Move
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solver_replay import engine_moves
from freecell_qt.engine.solver_search import BestFirst, Path, Weights
from freecell_qt.engine.solver_state import CompactMove, from_position

Status = Literal["solved", "unsolvable", "unknown"]

DEFAULT_MAX_NODES = 1_000_000
#: The first search runs alone this long: most deals need far less.
FIRST_SLICE = 800
#: Then the portfolio takes turns, starting with slices this long, doubling.
TURN_SLICE = 100
#: Cancel hook and clock are looked at every this many expanded positions.
CHECK_EVERY = 200

PORTFOLIO: tuple[Weights, ...] = (
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=1.0),
    Weights(left=2.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=0.7,
            path=0.3),
    Weights(left=2.0, blocked=1.5, next_depth=1.0, second_depth=0.3, empty=3.0, cells=0.5),
    Weights(left=1.5, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=4.0, cells=0.7),
)


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What the solver found.

    ``moves`` replay through ``Game(rules, position, automove=False)`` to a
    win when ``status`` is ``"solved"``; safe moves to the foundations are
    included. ``nodes`` counts the positions expanded by all searches.
    """

    status: Status
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        return self.status == "solved"


@dataclass(frozen=True, slots=True)
class Hint:
    """A move to suggest; ``from_solution`` is False for a best guess."""

    move: Move
    from_solution: bool


class _Clock:
    """Decides when to stop: node budget, deadline or the caller's cancel hook."""

    def __init__(
        self, max_nodes: int, timeout: float | None, cancelled: Callable[[], bool] | None
    ) -> None:
        self.start = time.perf_counter()
        self.max_nodes = max_nodes
        self.deadline = None if timeout is None else self.start + timeout
        self.cancelled = cancelled

    def stop(self, nodes: int) -> bool:
        if nodes >= self.max_nodes:
            return True
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        return self.cancelled is not None and self.cancelled()

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start


def _compact_path(path: Path) -> list[CompactMove]:
    moves: list[CompactMove] = []
    while path is not None:
        moves.append(path[0])
        path = path[1]
    moves.reverse()
    return moves


class _Portfolio:
    """The searches and their turns (see the module docstring)."""

    def __init__(self, position: Position, rules: Rules) -> None:
        self.position = position
        self.rules = rules
        self.start = from_position(position)
        self.searches: list[BestFirst] = [self._search(0)]

    def _search(self, index: int) -> BestFirst:
        return BestFirst(*self.start, self.rules, PORTFOLIO[index])

    @property
    def nodes(self) -> int:
        return sum(search.expanded for search in self.searches)

    def run(self, clock: _Clock) -> BestFirst | None:
        """The search that finished (solved or exhausted), or None when stopped."""
        schedule = [(0, FIRST_SLICE)]
        turn_slice = TURN_SLICE
        while True:
            for index, length in schedule:
                if index == len(self.searches):
                    self.searches.append(self._search(index))
                search = self.searches[index]
                left = length
                while left > 0:
                    if clock.stop(self.nodes):
                        return None
                    chunk = min(left, CHECK_EVERY)
                    if search.run(chunk):
                        return search
                    left -= chunk
            schedule = [(index, turn_slice) for index in range(len(PORTFOLIO))]
            turn_slice *= 2


def solve(
    position: Position,
    rules: Rules,
    *,
    max_nodes: int = DEFAULT_MAX_NODES,
    timeout: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> SolveResult:
    """Search for a win from ``position``.

    ``max_nodes`` bounds the positions expanded, ``timeout`` the seconds;
    ``cancelled`` is called every few hundred positions and stops the search
    when it returns True (a worker process's cancel flag, for instance).
    """
    clock = _Clock(max_nodes, timeout, cancelled)
    if position.is_won:
        return SolveResult("solved", (), 0, clock.seconds)
    portfolio = _Portfolio(position, rules)
    finished = portfolio.run(clock)
    nodes = portfolio.nodes
    if finished is None:
        return SolveResult("unknown", (), nodes, clock.seconds)
    if finished.solved:
        moves = engine_moves(position, _compact_path(finished.solution))
        return SolveResult("solved", tuple(moves), nodes, clock.seconds)
    status: Status = "unknown" if rules.takeback else "unsolvable"
    return SolveResult(status, (), nodes, clock.seconds)


def hint(
    position: Position,
    rules: Rules,
    *,
    max_nodes: int = 20_000,
    timeout: float | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Hint | None:
    """The first move of a solution, else the first move toward the most
    promising position seen; None when there is no move at all or the game is won."""
    clock = _Clock(max_nodes, timeout, cancelled)
    if position.is_won:
        return None
    portfolio = _Portfolio(position, rules)
    finished = portfolio.run(clock)
    if finished is not None and finished.solved:
        moves = engine_moves(position, _compact_path(finished.solution))
        return Hint(moves[0], True) if moves else None
    first = portfolio.searches[0]
    moves = engine_moves(position, _compact_path(first.best_path))
    if not moves:
        fallback = _any_move(position, rules)
        return None if fallback is None else Hint(fallback, False)
    return Hint(moves[0], False)


def _any_move(position: Position, rules: Rules) -> Move | None:
    move = next(play.legal_moves(position, rules), None)
    return None if move is None else play.canonical(position, move)
