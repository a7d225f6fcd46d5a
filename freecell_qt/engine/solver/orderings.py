"""Searches taking turns within one member, each resumed where it stopped
and taken as far again each time (``Rotation``): depth-first searches under
other orderings, and the searches of compound moves (``macros``).

How long a depth-first search takes to find a way through depends wildly on
how it orders the moves, and the time each ordering needs has a heavy tail:
a deal the prover wanders on for hundreds of thousands of positions is often
won within a few thousand under another ordering. Each ordering is one
search that keeps its place and its visited set: it runs until its
allowance is spent, hands the turn to the next, and its allowance doubles,
so that its next turn takes it as far again as all its turns before. A
small fixed allowance each, or fresh random orderings, did no better.

The depth-first member joins the portfolios whose searches make every move
(tight games, and the ``EVERY_MOVE`` class of ``plan``) and makes every
move itself, but it keeps its visited sets apart: pooled with the prover, a
search is cut short wherever the prover has been, and found nothing more
than the prover alone. Apart, its positions add nothing to the pool's
proof, so its share is capped (``SHARE``): most lost deals in those games
are proved by the pool, and every position given to the orderings is taken
from that proof. ``docs/solver.md`` keeps the measurements.
"""

from __future__ import annotations

from freecell_qt.engine.solver import native
from freecell_qt.engine.solver.heuristic import DEPTH_FIRST, Weights
from freecell_qt.engine.solver.macros import FIRST as MACRO_FIRST
from freecell_qt.engine.solver.macros import NATIVE_SLOTS, ORDERS, CompoundMoves
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.protocol import Search
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations

#: Each ordering: its weighting and the positions of its first turn. The
#: weightings were drawn at random once, from multiples of 0.5 (as
#: ``search.TIE`` needs), and kept; unlike the prover, every one weighs the
#: cards left lightly and the free cells in use heavily.
PLAN: tuple[tuple[Weights, int], ...] = (
    (Weights(left=1.0, blocked=0.0, next_depth=1.0, second_depth=0.0, empty=4.0, cells=3.0,
             path=DEPTH_FIRST), 1000),
    (Weights(left=1.0, blocked=0.0, next_depth=0.5, second_depth=0.5, empty=2.0, cells=2.0,
             path=DEPTH_FIRST), 1000),
    (Weights(left=1.0, blocked=0.5, next_depth=1.0, second_depth=1.0, empty=4.0, cells=4.0,
             path=DEPTH_FIRST), 2000),
)
#: The positions all the orderings may expand together, after which the
#: member retires and its share goes to the searches that can prove a loss.
SHARE = 96_000


class Rotation:
    """A portfolio member made of searches taking turns (``PLAN``, or the
    compound-move searches of ``macros``); a ``protocol.Search`` itself.

    A complete search of its own that runs dry has walked the whole space
    alone (depth-first searches never drop a waiting position), which
    proves the deal lost; one that skips moves is just done.
    """

    def __init__(
        self, searches: list[Search], firsts: list[int], share: int, weight: int = 1
    ) -> None:
        self.move_rules = searches[0].move_rules
        #: A turn of N positions in the portfolio gives the searches
        #: ``weight * N`` of theirs (more where they run in C).
        self.weight = weight
        self.searches = searches
        #: Whether every search makes every move.
        self.complete = all(search.complete for search in searches)
        #: How far each search may go before its turn ends: the end of its
        #: current turn, in its own positions.
        self.limits = list(firsts)
        self.share = share
        self._index = 0
        self._proved = False
        self._done = [False] * len(searches)

    @staticmethod
    def depth_first(
        columns: Columns, cells: bytes, found: Foundations, rules: MoveRules,
        share: int = SHARE,
    ) -> Rotation:
        """The depth-first searches of ``PLAN``, sharing ``share`` positions."""
        searches: list[Search] = [
            BestFirst(columns, cells, found, rules, weights, complete=True)
            for weights, _ in PLAN
        ]
        return Rotation(searches, [first for _, first in PLAN], share)

    @staticmethod
    def compound(
        columns: Columns, cells: bytes, found: Foundations, rules: MoveRules, share: int,
        weight: int = 1, in_c: bool = False,
    ) -> Rotation:
        """The searches of ``macros.ORDERS``, sharing ``share`` positions;
        ``in_c``: the same searches in C (``CompiledSearch`` with ``compound``)."""
        searches: list[Search] = [
            CompiledSearch(columns, cells, found, rules, NATIVE_SLOTS, weights, weight=1,
                           compound=True)
            if in_c and native.supported(rules) else
            CompoundMoves(columns, cells, found, rules, weights)
            for weights in ORDERS
        ]
        return Rotation(searches, [MACRO_FIRST] * len(searches), share, weight)

    @property
    def current(self) -> Search:
        return self.searches[self._index]

    @property
    def expanded(self) -> int:
        return sum(search.expanded for search in self.searches)

    @property
    def work(self) -> int:
        """Its positions as a share of a budget (``weight``)."""
        return self.expanded // self.weight

    @property
    def solved(self) -> bool:
        return self.current.solved

    @property
    def proves(self) -> bool:
        return self._proved

    @property
    def exhausted(self) -> bool:
        """Done: the deal proved lost, or the share spent (or every search
        run dry) without a win."""
        if self.solved:
            return False
        return self._proved or self.expanded >= self.share or all(self._done)

    def way(self, states: list[tuple[Columns, bytes, Foundations]] | None = None
            ) -> list[CompactMove]:
        """The way through the search that won, with the table's own column
        numbers."""
        return self.current.way(states)

    def retire(self) -> None:
        for search in self.searches:
            search.retire()

    def run(self, budget: int) -> bool:
        """Expand up to ``weight * budget`` positions; True once solved,
        proved or done."""
        budget = min(self.weight * budget, self.share - self.expanded)
        while budget > 0 and not self._proved and not self.solved and not all(self._done):
            if self._done[self._index]:
                self._index = (self._index + 1) % len(self.searches)
                continue
            search = self.current
            before = search.expanded
            finished = search.run(min(budget, self.limits[self._index] - before))
            budget -= search.expanded - before
            if search.solved:
                break
            if finished:
                if search.proves:  # alone and depth first, it never dropped a position
                    self._proved = True
                    break
                self._done[self._index] = True
            elif search.expanded < self.limits[self._index]:
                continue
            else:
                self.limits[self._index] *= 2
            self._index = (self._index + 1) % len(self.searches)
        if self.exhausted and not self._proved:
            self.retire()  # their share is spent: free their positions
        return self.solved or self.exhausted
