"""The par of a deal: the shortest win a search made for short wins finds.

Solve's search is built to settle a deal fast; its wins are some 90 moves
long. The par search starts from that win (so the par is never longer than
Solve's solution) and looks for shorter ones, keeping the shortest found:

* From the deal, best-first searches that weigh each move made against how
  far a position looks from a win (``value + path * depth``): the larger
  the weight of a move, the more the search prefers short ways, and the
  more positions it needs to find one. A ladder of weights (``LADDER``),
  each with a budget of positions of its own.
* From the deal, beam searches (``BEAMS``): layer by layer, each layer one
  move between the columns and the cells further, the best positions of
  each kept; they find the shortest wins of the lot.
* From the positions along the best win so far (``SUFFIX_STEP`` moves
  apart, last first), a search with a heavier weight per move for a
  shorter way to the end: near the end a deal is small, and a search that
  would not finish from the deal finishes there. A shorter ending replaces
  the old one.

Each way found is made shorter by ``shorten`` and counted in engine moves
(``replay.engine_moves``), every move and foundation move counted, the
count of ``freecell solve``. Every card goes up once, so what a shorter win
saves is moves between the columns and the cells.

Deterministic: the searches are bounded by positions, never by a clock,
run with no chance (seed 0), and order their positions by value, then by
the order they were made in; nothing hangs on the order of a set or of a
hash. So a deal's par is the same on every machine and every run.

The searches are the C best-first and beam searches (``native.CompiledSearch``);
where it was not built, or cannot play the rules, the par is Solve's own
solution.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from freecell_qt.engine.moves import Move
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solution import ParResult, SolveResult
from freecell_qt.engine.solver import (
    DEFAULT_MAX_NODES,
    MOST_SHORTENED,
    MOST_SHORTENED_IN_PIECES,
    _collector_paused,
    native,
    solve,
)
from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.protocol import Search
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.route import Route, route
from freecell_qt.engine.solver.shorten import shorten, shorten_in_pieces
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations

State = tuple[Columns, bytes, Foundations]


@dataclass(frozen=True, slots=True)
class Rung:
    """One search of the ladder: its cost per move and its share of the budget."""

    path: float
    share: float


@dataclass(frozen=True, slots=True)
class Beam:
    """One beam search: how many positions each layer keeps, its estimate,
    and its share of the budget."""

    width: int
    weights: Weights
    share: float


#: The best-first searches from the deal: a cost per move of 3 wins nearly
#: every deal in a few thousand positions, 7 finds shorter ways in more.
LADDER: Final = (Rung(3.0, 0.05), Rung(7.0, 0.15))
#: The weights of the best-first searches' estimate (``heuristic.Weights``),
#: but for the cost per move each search sets. A card lying above a lower
#: card of its column counts twice: each costs at least one move off the
#: column, and moves are what a par counts. A card still to go up counts 5,
#: more than in Solve's searches: a card sent up explicitly then pays for
#: the move that sends it (every card goes up once, in any win), and on
#: deals 1-8 the searches won in a tenth of the positions, which the dearer
#: moves of the ladder then spend (1 move shorter a deal than 3 with costs
#: 2, 3, 4).
ESTIMATE: Final = Weights(left=5.0, blocked=2.0, next_depth=1.0, second_depth=0.0,
                          empty=3.0, cells=1.0)
#: The beam searches from the deal (``beam`` of ``native.CompiledSearch``):
#: layer by layer, a layer one move between the columns and the cells
#: further than the last (moves to the foundations are free, as they are in
#: the count: every card goes up once in any win), each keeping the
#: ``width`` best positions by the estimate; the first win is one of the
#: fewest such moves the beam holds. Its estimate counts a card still to go
#: up 3, not 5: within a layer, how many cards are up matters less than
#: what blocks the rest. Over deals 1-100 a beam 10,000 wide won 2.7 moves
#: shorter a deal (mean) than the ladder and the searches along the win.
BEAMS: Final = (
    Beam(10_000, Weights(left=3.0, blocked=2.0, next_depth=1.0, second_depth=0.5, empty=3.0,
                         cells=1.0), 0.6),
)
#: The searches toward the end of the best win: their cost per move ...
SUFFIX_PATH: Final = 9.0
#: ... the moves between the positions they start from ...
SUFFIX_STEP: Final = 6
#: ... and the share of the budget they split.
SUFFIX_SHARE: Final = 0.2
#: The positions (searched in C) a deal's par gets by default, beyond Solve's.
PAR_BUDGET: Final = 600_000
#: Positions one search runs before the caller's cancel hook is asked again.
SLICE: Final = 20_000
#: Slots of each search's visited set (16 bytes each).
SLOTS: Final = 1 << 21


class _Cancelled(Exception):
    """The caller's cancel hook said stop."""


class _Best:
    """The shortest win so far, as compact moves with the positions they pass."""

    def __init__(self, position: Position, rules: MoveRules, start: State,
                 moves: list[CompactMove]) -> None:
        self.position = position
        self.rules = rules
        self.start = start
        self.moves = moves
        self.engine = self._engine(moves)

    def _engine(self, moves: list[CompactMove]) -> list[Move]:
        """The engine's moves of ``moves``, the count a par is."""
        rules = self.rules
        return engine_moves(self.position, moves, rules.safe, rules.suit_cells, rules.twice,
                            rules.over, rules.covers)

    def states(self) -> list[State]:
        """The settled start and the position after each move."""
        current = self.start
        out = [current]
        for move in self.moves:
            current = play(*current, move, self.rules)
            out.append(current)
        return out

    def offer(self, moves: list[CompactMove]) -> bool:
        """Keep ``moves`` (from the start) if it is a shorter win; whether it was."""
        engine = self._engine(moves)
        if len(engine) >= len(self.engine):
            return False
        self.moves, self.engine = moves, engine
        return True


def par(position: Position, rules: Rules, budget: int = PAR_BUDGET, *,
        cancelled: Callable[[], bool] | None = None) -> ParResult:
    """The par of ``position``: ``solved`` with the shortest win found,
    ``unsolvable`` when Solve proves there is no win, else ``unknown``
    (Solve's search ran out of positions, or ``cancelled`` said stop).

    ``budget``: the positions the par searches expand beyond Solve's own
    search, which gets its default budget of positions and no clock, so the
    par never depends on the machine's speed.
    """
    position.check_fits(rules)
    if position.is_won:
        return ParResult("solved")
    if route(rules) is not Route.COMPACT:
        return _of_solution(solve(position, rules, cancelled=cancelled))
    with _collector_paused(), Portfolio(position, rules) as portfolio:
        finished = portfolio.run(Clock(DEFAULT_MAX_NODES, None, cancelled))
        positions = portfolio.positions
        if finished is None or not finished.solved:
            proved = finished is not None and not rules.takeback
            return ParResult("unsolvable" if proved else "unknown", positions=positions)
        start, moves = _solution(finished, portfolio.move_rules)
        best = _Best(position, portfolio.move_rules, start, moves)
    solve_length = len(best.engine)
    if improves(best.rules) and budget > 0:
        try:
            with _collector_paused():
                positions += _improve(best, budget, cancelled)
        except _Cancelled:
            return ParResult("unknown", positions=positions, solve_length=solve_length)
    return ParResult("solved", tuple(best.engine), positions, solve_length)


def improves(rules: MoveRules) -> bool:
    """Whether the par searches look for a shorter win than Solve's: in C,
    with one deck. Their tables are sized for one deck's positions (``SLOTS``,
    a beam of ``Beam.width`` with every child of a layer gathered), and they
    run outside the memory budget the portfolio keeps; with three decks a
    layer's children alone passed the app's 96 MB. So a game of several
    decks keeps Solve's solution as its par. Where each cell covers its
    column (``covers``) the searches and both passes that make ways shorter
    take a position cell for cell, in place, and the par is often far
    shorter than Solve's long ways: Flipper's deal 18, 82 moves against 342."""
    return native.supported(rules) and rules.decks == 1


def _of_solution(result: SolveResult) -> ParResult:
    """A par that is Solve's solution (rules the par searches cannot play)."""
    return ParResult(result.status, result.moves, result.nodes, len(result.moves))


def _solution(search: Search, rules: MoveRules) -> tuple[State, list[CompactMove]]:
    """The settled start and Solve's way from it, made shorter exactly as
    ``solver.solution_moves`` does."""
    states: list[State] = []
    compact = search.way(states)
    if len(compact) <= MOST_SHORTENED:
        compact = shorten(compact, states, rules)
    elif len(compact) <= MOST_SHORTENED_IN_PIECES:
        compact = shorten_in_pieces(compact, states, rules, MOST_SHORTENED)
    return states[0], compact


def _improve(best: _Best, budget: int, cancelled: Callable[[], bool] | None) -> int:
    """Look for shorter wins with ``budget`` positions; the positions expanded."""
    spent = 0
    start = best.start
    for rung in LADDER:
        found, used = _search(start, best.rules, int(budget * rung.share), cancelled,
                              ESTIMATE, path=rung.path)
        spent += used
        if found is not None:
            best.offer(found)
    for beam in BEAMS:
        found, used = _search(start, best.rules, int(budget * beam.share), cancelled,
                              beam.weights, beam=beam.width)
        spent += used
        if found is not None:
            best.offer(found)
    per_start = int(budget * SUFFIX_SHARE)
    states = best.states()
    starts = list(range(len(best.moves) - SUFFIX_STEP, 0, -SUFFIX_STEP))
    if not starts:
        return spent
    each = per_start // len(starts)
    for at in starts:
        if at >= len(best.moves):
            continue
        found, used = _search(states[at], best.rules, each, cancelled, ESTIMATE,
                              path=SUFFIX_PATH)
        spent += used
        if found is not None and best.offer(best.moves[:at] + found):
            states = best.states()
    return spent


def _search(start: State, rules: MoveRules, budget: int, cancelled: Callable[[], bool] | None,
            estimate: Weights, *, path: float = 0.0, beam: int = 0
            ) -> tuple[list[CompactMove] | None, int]:
    """A best-first search from ``start`` with a cost of ``path`` per move,
    or a beam search ``beam`` wide: its way (made shorter) if it won within
    ``budget`` positions, and the positions it expanded."""
    search = native.CompiledSearch(
        *start, rules, most_slots=SLOTS, weights=Weights(
            left=estimate.left, blocked=estimate.blocked, next_depth=estimate.next_depth,
            second_depth=estimate.second_depth, empty=estimate.empty, cells=estimate.cells,
            path=path),
        weight=1, greedy=True, complete=False, beam=beam)
    try:
        done = False
        while not done and search.expanded < budget:
            if cancelled is not None and cancelled():
                raise _Cancelled
            done = search.run(min(SLICE, budget - search.expanded))
        if not search.solved:
            return None, search.expanded
        states: list[State] = []
        way = search.way(states)
        return shorten(way, states, rules), search.expanded
    finally:
        search.retire()


__all__ = ["BEAMS", "LADDER", "PAR_BUDGET", "Beam", "ParResult", "Rung", "par"]
