"""Short depth-first searches, each under a weighting of its own, started afresh.

How long a depth-first search takes to find a way through depends wildly on
how it orders the moves. On 2-cell deal 123 the prover has found none after
300,000 positions, while a depth-first search that values free cells and
empty columns more finds one within 800. A long search is stuck in the
corner its first choices led it to; a short one under another ordering
looks somewhere else. So the portfolios that rely on searches making every
move (tight games, and those of ``_Portfolio.complete``) get a member that
runs a few such short searches, one after the other, each with a visited
set of its own.

Its share is kept small on purpose: in those games most deals still open
at the verdict budget are lost ones whose proof needs nearly all of it.
Given 32,000 positions, short searches left 38 of 2-cell deals 1-1000
unknown, against 26 without them (two runs, one after the other). Given
4,000 (the three searches of ``PLAN``) and run at the same time as the
portfolio without them, on the same machine: of the 50 2-cell deals that
had taken over 5 s, 123, 479 and 752 were solved within 2 s and 727 as
well, while 599, 812 and 827, each settled after 11.4-11.9 s before, ran
out of time; 1-cell deals 1-1000 gained 79 and 201 and lost none.
"""

from __future__ import annotations

from freecell_qt.engine.solver.heuristic import DEPTH_FIRST, Weights
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.search import BestFirst, Path
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations

#: Each short search: its weighting and the positions it may expand. The
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


class Restarts:
    """A portfolio member made of the short searches of ``PLAN``, in turn.

    It offers what ``_Portfolio`` asks of a search: ``run``, ``expanded``,
    ``solved``, ``exhausted``, ``proves`` and, once solved, the way through.
    It makes every move but keeps visited sets of its own, so it is never
    pooled with the prover. A short search that runs dry without dropping a
    position has still walked the whole space, which proves the deal lost.
    """

    complete = True

    def __init__(
        self, columns: Columns, cells: bytes, found: Foundations, rules: MoveRules
    ) -> None:
        self.start = (columns, cells, found)
        self.move_rules = rules
        self._index = 0
        self._earlier = 0
        self._proved = False
        self.current = self._search()

    def _search(self) -> BestFirst:
        weights, _ = PLAN[self._index]
        return BestFirst(*self.start, self.move_rules, weights, complete=True)

    @property
    def expanded(self) -> int:
        return self._earlier + self.current.expanded

    @property
    def solved(self) -> bool:
        return self.current.solved

    @property
    def solution(self) -> Path:
        return self.current.solution

    @property
    def proves(self) -> bool:
        return self._proved

    @property
    def exhausted(self) -> bool:
        """Done: the deal proved lost, or every short search run to its end."""
        return self._proved or (self._index == len(PLAN) and not self.solved)

    def real_moves(
        self, path: Path, states: list[tuple[Columns, bytes, Foundations]] | None = None
    ) -> list[CompactMove]:
        return self.current.real_moves(path, states)

    def run(self, budget: int) -> bool:
        """Expand up to ``budget`` positions; True once solved, proved or done."""
        while budget > 0 and not self.exhausted:
            search = self.current
            limit = PLAN[self._index][1]
            before = search.expanded
            finished = search.run(min(budget, limit - before))
            budget -= search.expanded - before
            if search.solved:
                return True
            if finished and search.proves:
                self._proved = True
                return True
            if finished or search.expanded >= limit:
                self._index += 1
                if self._index < len(PLAN):
                    self._earlier += search.expanded
                    self.current = self._search()
        return self.solved or self.exhausted
