"""A solver for every game of the FreeCell family: a solution, a proof that
there is none, or "unknown".

Pure Python, no Qt, no I/O, deterministic for the same input and node budget.
It plays by the ``Rules`` it is given: the build rule, what fills an empty
column, how many cards move at once, the cells and the columns. Each shortcut
of the search holds under every rule set, so an exhausted search proves a
deal unsolvable in any game: see ``state`` (interchangeable columns and
cells, the safe moves to the foundations) and ``moves`` (the moves left out).

    >>> from freecell_qt.engine import Game, Rules
    >>> from freecell_qt.engine.solver import solve
    >>> result = solve(Game.new(1).start, Rules())
    >>> result.status, len(result.moves) > 52
    ('solved', True)

Hard deals have a heavy tail under any one heuristic, yet a deal that is
hard for one weighting is often easy for another. So ``solve`` runs a small
portfolio: the first search alone for a while, then several searches in
turn with doubling slices, up to a cap that keeps their shares even
whenever the clock stops. Those searches skip moves that are seldom useful
(see ``moves.legal_moves``), so a last member, the prover, makes
every move, depth first: when its open list runs dry the whole reachable
space has been seen, which proves the position unsolvable. The searches
that make every move share one visited set (``BestFirst.pool``), so
that a proof walks the space once rather than once per search.
With two free cells or fewer the skipped moves are the usual way through,
so there the first search is joined by one that makes every move instead of
the other weightings (see ``_Portfolio.tight``). There, and where every
search makes every move, a last member runs depth-first searches under
other orderings in turn, each with a visited set of its own and a turn that
doubles, up to a capped share (``orderings``): how long a depth-first search
wanders before it finds a way depends wildly on its ordering. A member
beside it does the same with compound moves that park cards in the cells
only on the way to a useful move (``macros``): a far smaller space, where
the ways through many ForeCell deals lie near the start. Where the C search
was built, it walks those in C (the same positions, some six times as
fast), which wins 2-cell deal 267 within the budget. Where it was
built, the prover in those portfolios is the one in C (``native``): the
same moves in the same order, some five times as fast, which is what the
proof of a lost deal there takes, a walk of its whole space. In the tight
games the first search, after its first slice, and the searches of
``TIGHT`` go on in C as well, best first (``Native`` with ``greedy``): the
few winnable deals the portfolio still missed there were a matter of
speed, such as 2-cell deal 140, which the first search wins after
568,000 positions in Python (5 s alone, beyond its share of the budget)
and 661,000 in C (0.9 s). Beside them run short depth-first runs in C,
started again and again, each in an order of its own (``restarts``): the
remedy for a heavy tail when no one order is known to be good, which won
2-cell deal 209 (no other search within the budget) and more than a
twentieth of the 1- and 2-cell deals 1-1000 before any other search.

The search never takes cards back from the foundations. Under rules that
allow take-backs an exhausted search proves nothing, and the answer is
``unknown``.

Memory grows with the positions seen, slowly: a position waits in an open
list as its key, a search keeps its visited positions as 16-byte
fingerprints past 50,000 of them (``visited``), and an open list that grows
past ``search.OPEN_LIMIT`` drops its worse half (that search then proves
nothing; one that shares its visited set hands all its waiting positions
to the prover instead and retires, so the prover's proof still stands).
The depth-first searches keep their waiting positions on a stack of
frames, which the path bounds, and drop none. The default budget of a
million expanded positions peaks near 100 MB; callers that want less pass
a smaller ``max_nodes`` or a ``timeout``. The prover in C keeps 16 bytes a
position and 96 for each position on its path, and stops (proving nothing)
at 64 MB of each (``native.MOST_SLOTS``, ``native.MOST_PATH``).
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

from freecell_qt.engine.moves import Move
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, rules_of_play
from freecell_qt.engine.solver import macros, native, restarts
from freecell_qt.engine.solver.heuristic import DEPTH_FIRST, Weights
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import Native
from freecell_qt.engine.solver.orderings import Orderings
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.restarts import Restarts
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.shorten import State
from freecell_qt.engine.solver.shorten import shorten as shortcut
from freecell_qt.engine.solver.state import from_position

Status = Literal["solved", "unsolvable", "unknown"]

DEFAULT_MAX_NODES = 1_000_000
#: The app's budget for the verdict on a deal (Winnable or not), in seconds;
#: the benchmark holds the solver to it.
VERDICT_SECONDS = 12.0
#: The first search runs alone this long: most deals need far less.
FIRST_SLICE = 800
#: Then the portfolio takes turns, starting with slices this long, doubling.
TURN_SLICE = 200
#: ... up to this many. Uncapped, the slices doubled past 25,000 positions
#: within the app's budget, and the clock stopped a round with the last
#: searches a whole slice behind: in tight games the prover, which settles
#: most of the deals left there, had run half as long as the others.
MAX_SLICE = 4000
#: Cancel hook and clock are looked at every this many expanded positions.
CHECK_EVERY = 200
#: A game is tight when a run moves by at most this many cards with no empty
#: column: FreeCell with 2 free cells or fewer.
TIGHT_CAPACITY = 3

PORTFOLIO: tuple[Weights, ...] = (
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.0, empty=3.0, cells=1.0),
    # Two weightings that each solve, within a few hundred positions, many
    # of the deals the first one wanders on. They were picked among random
    # weightings by the positions the whole portfolio needed for deals
    # 1-1000 of 4-cell FreeCell, and checked on deals 1001-2000: 12% and 25%
    # fewer than with the two weightings before them (more room for empty
    # columns, and a cost per move).
    Weights(left=3.0, blocked=1.0, next_depth=1.5, second_depth=0.0, empty=1.5, cells=2.0),
    Weights(left=2.0, blocked=2.0, next_depth=0.5, second_depth=1.0, empty=6.0, cells=1.5),
)
#: The searches that join the first in a tight game (see ``_Portfolio.tight``)
#: in place of the other weightings: every move, and a cost per move, which
#: keeps a search that makes every move from burying itself in one corner.
TIGHT: tuple[Weights, ...] = (
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=1.0,
            path=1.0),
)
#: The prover's weights: a huge negative cost per move makes the search depth
#: first, the heuristic only ordering the moves from each position. Depth
#: first finds the narrow ways through tight positions (few cells) that best
#: first keeps leaving for wider-looking ones, and it costs little memory.
PROVER = Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=1.0,
                 path=DEPTH_FIRST)


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
        self, max_nodes: int | None, timeout: float | None, cancelled: Callable[[], bool] | None
    ) -> None:
        self.start = time.perf_counter()
        # No cap is a cap no search reaches: the other limits then decide alone.
        self.max_nodes = sys.maxsize if max_nodes is None else max_nodes
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


#: A member of the portfolio.
Member = BestFirst | Orderings | Native | Restarts


class _Portfolio:
    """The searches and their turns (see the module docstring).

    Used as a context: when it ends, the searches leave their pool
    (``BestFirst.release``), so that they are freed at once.
    """

    def __init__(self, position: Position, rules: Rules, use_native: bool = True) -> None:
        self.start = from_position(position)
        self.rules = rules
        self.move_rules = MoveRules.of(rules, len(position.columns))
        self.searches: list[BestFirst] = [self._search(0)]
        self.prover: BestFirst | None = None
        #: Depth-first searches under other orderings (``orderings``), in
        #: tight games and where every search makes every move.
        self.orderings: Orderings | None = None
        #: The depth-first searches of compound moves (``macros``), there too.
        self.purposes: Orderings | None = None
        #: The exhaustive search in C (``native``), there too when it was built.
        self.native: Native | None = None
        #: In tight games, the heuristic searches in C: the first search
        #: again, and those of ``TIGHT`` (``native.GREEDY_WEIGHT``).
        self.greedy: list[Native] = []
        #: Short depth-first runs in C, each in an order of its own
        #: (``restarts``), in tight games.
        self.restarts: Restarts | None = None
        self.use_native = use_native and native.supported(self.move_rules)

    @property
    def complete(self) -> bool:
        """Whether the heuristic searches too make every move.

        Where empty columns take only kings or nothing, a run moves by at
        most F + 1 cards; where even that is one card (one-card moves, no
        cells), runs never travel whole. Either way breaking runs up through
        the cells is the ordinary way to play, so the moves FreeCell's
        searches skip are needed there.
        """
        rules = self.move_rules
        return not rules.fill_any or rules.capacity[rules.cell_count][0] == 1

    @property
    def tight(self) -> bool:
        """Whether few free cells make the moves the heuristic searches skip
        the usual way through: their space then runs dry within a few
        thousand positions on many deals that have a solution. There the
        first search is joined by searches that make every move
        (``TIGHT``) rather than by the other weightings; once a search
        that skips moves has run dry, those and the prover go on alone.
        """
        rules = self.move_rules
        return not self.complete and rules.capacity[rules.cell_count][0] <= TIGHT_CAPACITY

    def __enter__(self) -> _Portfolio:
        return self

    def __exit__(self, *_: object) -> None:
        for search in [*self.searches, self.prover]:
            if search is not None:
                search.release()

    def _search(self, index: int) -> BestFirst:
        return BestFirst(*self.start, self.move_rules, PORTFOLIO[index], complete=self.complete)

    @property
    def nodes(self) -> int:
        """The work done, in positions of the searches in Python: the C
        search's positions count at ``native.WEIGHT`` (or ``SHARED_WEIGHT``)
        to one."""
        done = sum(search.expanded for search in self.searches)
        done += self.prover.expanded if self.prover is not None else 0
        done += self.orderings.expanded if self.orderings is not None else 0
        done += self.native.work if self.native is not None else 0
        done += sum(search.work for search in self.greedy)
        done += self.restarts.work if self.restarts is not None else 0
        return done + (self.purposes.work if self.purposes is not None else 0)

    @property
    def positions(self) -> int:
        """The positions expanded by all the searches."""
        done = self.nodes
        for search in [self.native, *self.greedy, self.restarts, self.purposes]:
            if search is not None:
                done += search.expanded - search.work
        return done

    def _turn(self, search: Member, length: int, clock: _Clock) -> bool | None:
        """Run ``search`` for ``length`` positions: True when it finished,
        False when its turn ended, None when the clock says stop."""
        while length > 0:
            if clock.stop(self.nodes):
                return None
            chunk = min(length, CHECK_EVERY, clock.max_nodes - self.nodes)
            if search.run(chunk):
                return True
            length -= chunk
        return False

    def run(self, clock: _Clock) -> Member | None:
        """The search that solved the position, or a complete one that ran
        dry; None when stopped first."""
        first = self.searches[0]
        outcome = self._turn(first, FIRST_SLICE, clock)
        if outcome is None:
            return None
        if outcome and (first.solved or first.proves):
            return first
        if self.tight and self.use_native:
            # The first search goes on in C, from the start again, and the
            # searches of TIGHT run there: the same searches, seven times
            # as fast.
            self.greedy = [
                Native(*self.start, self.move_rules, weights=weights,
                       weight=native.GREEDY_WEIGHT, greedy=True, complete=complete,
                       most_slots=native.GREEDY_SLOTS if not complete else native.WIDE_SLOTS)
                for weights, complete in [(PORTFOLIO[0], False), *((w, True) for w in TIGHT)]
            ]
        elif self.tight:
            self.searches += [
                BestFirst(*self.start, self.move_rules, weights, complete=True)
                for weights in TIGHT
            ]
        else:
            self.searches += [self._search(index) for index in range(1, len(PORTFOLIO))]
        order: list[Member] = [*self.greedy] if self.greedy else [*self.searches]
        if self.use_native and (self.tight or self.complete):
            # The prover in C: the same moves in the same order, several
            # times as fast.
            weight = native.WEIGHT if self.tight else native.SHARED_WEIGHT
            self.native = Native(*self.start, self.move_rules, weights=PROVER, weight=weight)
            order.insert(0, self.native)
            if self.tight:
                # Second in each round: short depth-first runs, each in an
                # order of its own (see ``restarts``).
                self.restarts = Restarts(*self.start, self.move_rules, PROVER,
                                         restarts.WEIGHT)
                order.insert(1, self.restarts)
        if self.native is None or self.complete:
            # In a tight game the prover in C takes its place. Where every
            # search makes every move, it is kept as well: there it shares
            # its visited set with the others, which changes where it goes,
            # and it wins deals there that the prover in C, alone, does not
            # (ForeCell 500: 75,000 positions of its own; none within three
            # million in C).
            self.prover = prover = BestFirst(*self.start, self.move_rules, PROVER,
                                             complete=True)
            BestFirst.pool([search for search in [*self.searches, prover] if search.complete])
            if len(prover.group) > 1:
                order.insert(1 if self.native is not None else 0, prover)
            else:
                order.append(prover)
        if self.tight or self.complete:
            self.orderings = Orderings.depth_first(*self.start, self.move_rules)
            if self.use_native:  # in C: ten times the positions in the same time
                share = macros.NATIVE_TIGHT_SHARE if self.tight else macros.NATIVE_SHARE
                self.purposes = Orderings.purposeful(
                    *self.start, self.move_rules, share, macros.NATIVE_WEIGHT, in_c=True)
            else:
                share = macros.TIGHT_SHARE if self.tight else macros.SHARE
                self.purposes = Orderings.purposeful(*self.start, self.move_rules, share)
            order += [self.orderings, self.purposes]
        length = TURN_SLICE
        while True:
            # Heuristic searches that skip moves all skip the same ones, so
            # they share one reachable space: once one has walked it in vain,
            # they are all left out, and only the searches that make other
            # moves (every move, or compound ones) can still find a way.
            # A search that dropped positions and ran dry is simply done.
            # Where the prover shares its visited set, it takes the first
            # turn of each round: a position belongs to whoever reaches it
            # first, and a best-first search, given the first turn, takes
            # every position near the start and leaves the prover nothing
            # to descend through (2 cells, deals 1-1000: 25 unknown, not
            # 32). Alone, it goes last: 4-cell deals 1-1000 then take 218,306
            # positions, not 224,022.
            searches: list[Member] = [*self.searches, *self.greedy]
            skipping = [search for search in searches if not search.complete]
            walked = any(search.exhausted for search in skipping)
            members = [
                search for search in order
                if not search.exhausted and not (walked and search in skipping)
            ]
            if not members:
                return None
            for search in members:
                outcome = self._turn(search, length, clock)
                if outcome is None:
                    return None
                if outcome and (search.solved or search.proves):
                    return search
                if outcome:
                    if isinstance(search, BestFirst) and not search.group:
                        # Run dry alone with no verdict (it skipped moves or
                        # dropped positions): its positions serve no one now.
                        search.retire()
                    break
            length = min(2 * length, MAX_SLICE)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Keep Python's cycle collector out of a search.

    A search makes tuples by the hundred thousand that stay alive (waiting
    positions, paths), and none of them is part of a cycle: reference
    counting frees each of them, and the collector, woken every few hundred
    new tuples, only walks the growing pile again and again. It took a
    tenth of the time of 4-cell deals 1-1000. The collector is switched
    back on after the search if it was on before.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def compiled() -> bool:
    """Whether the search runs compiled (see setup.py): the modules mypyc
    compiles, at about 1.6 times the speed of their Python source for the
    same moves, and the exhaustive search in C (``native``). Benchmarks and
    the self-test say which they measured."""
    return not hasattr(BestFirst.run, "__code__") and native.AVAILABLE


def solve(
    position: Position,
    rules: Rules,
    *,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    timeout: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    shorten: bool = True,
    native: bool = True,
) -> SolveResult:
    """Search for a win from ``position``.

    ``max_nodes`` bounds the positions expanded (None: no bound, so that a
    ``timeout`` alone can give the search more than the default), ``timeout``
    the seconds;
    ``cancelled`` is called every few hundred positions and stops the search
    when it returns True (a worker process's cancel flag, for instance).
    Any of the three ends the search with ``unknown``. ``shorten``: run the
    post-pass that merges moves of a card that moves twice. ``native``: let
    the exhaustive search in C take part where it was built (``native``);
    the ratings leave it out, so that a rating is the same on a machine
    without it. ``nodes`` in the result counts its positions too, but
    ``max_nodes`` weighs them at ``native.WEIGHT`` (16 or 32) to one.
    """
    position.check_fits(rules)
    clock = _Clock(max_nodes, timeout, cancelled)
    if position.is_won:
        return SolveResult("solved", (), 0, clock.seconds)
    with _collector_paused(), _Portfolio(position, rules, native) as portfolio:
        finished = portfolio.run(clock)
        nodes = portfolio.positions
        if finished is None:
            return SolveResult("unknown", (), nodes, clock.seconds)
        if finished.solved:
            moves = _solution(position, finished, shorten)
            return SolveResult("solved", moves, nodes, clock.seconds)
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
    promising position the main search saw (``from_solution`` False).

    None when the game is won or no move is legal. The budget arguments are
    those of ``solve``; the default is small, for an answer within a second.
    """
    position.check_fits(rules)
    clock = _Clock(max_nodes, timeout, cancelled)
    if position.is_won:
        return None
    with _collector_paused(), _Portfolio(position, rules) as portfolio:
        finished = portfolio.run(clock)
        if finished is not None and finished.solved:
            return Hint(_solution(position, finished, True)[0], True)
        first = portfolio.searches[0]
        path = first.real_moves(first.best_path)
        moves = engine_moves(position, path, portfolio.move_rules.safe)
    if not moves:
        fallback = _any_move(position, rules)
        return None if fallback is None else Hint(fallback, False)
    return Hint(moves[0], False)


def _solution(position: Position, search: Member, shorten: bool) -> tuple[Move, ...]:
    states: list[State] = []
    if isinstance(search, Orderings):  # its searches' ways are of either kind
        compact = search.way(states)
    elif isinstance(search, BestFirst):  # a linked path
        compact = search.real_moves(search.solution, states)
    else:  # a list
        compact = search.real_moves(search.solution, states)
    if shorten:
        compact = shortcut(compact, states, search.move_rules)
    return tuple(engine_moves(position, compact, search.move_rules.safe))


def _any_move(position: Position, rules: Rules) -> Move | None:
    move = next(rules_of_play.legal_moves(position, rules), None)
    return None if move is None else rules_of_play.canonical(position, move)
