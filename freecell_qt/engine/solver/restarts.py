"""Depth-first searches in C started again and again, each in an order of
its own: ``ShortDepthFirst``, a member of the portfolio in tight games.

How long a depth-first search wanders before it finds a way depends wildly
on the order it tries the moves in, with a heavy tail; short runs in many
orders then do better than one long run, and win deals no single order
wins within the budget. Each run orders the moves by the prover's values
with a chance of up to ``JITTER`` added to each. The runs are given the
positions of the Luby sequence (1, 1, 2, 1, 1, 2, 4, ... times ``UNIT``),
which is within a constant factor of the best schedule for any such tail,
known or not.

Each run draws its chance from its own number: the same deal gets the
same runs on every machine. A run that runs dry has walked the whole space
(a depth-first search drops nothing), but the prover in C walks it too,
and sooner: the member then stops, proving nothing itself.
``docs/solver.md`` keeps the measurements behind these choices.
"""

from __future__ import annotations

from typing import Final

from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations

#: Positions of the shortest run.
UNIT: Final = 10_000
#: The most chance adds to a child's value: about three cards' worth of the
#: prover's weight for a card left (3.0), so the order keeps the heuristic's
#: drift while the ties and near-ties shuffle; far less shuffles too little,
#: far more loses the drift.
JITTER: Final = 10.0
#: A turn of N positions in the portfolio gives the runs WEIGHT * N, as
#: much as each best-first search in C (``native.GREEDY_WEIGHT``), half of
#: what the prover in C gets (``native.WEIGHT``).
WEIGHT: Final = 16
#: A run's visited set: at most 2^20 slots (16 MB).
RUN_SLOTS: Final = 1 << 20


def luby(index: int) -> int:
    """The ``index``-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, ..."""
    size = 1
    while size < index + 1:
        size = 2 * size + 1
    while True:
        if index == size:
            return (size + 1) // 2
        size //= 2
        if index > size:
            index -= size


class ShortDepthFirst:
    """The runs as one ``protocol.Search``: each run a ``CompiledSearch``,
    the next started when the current one has spent its length."""

    complete = True
    proves = False
    exhausted = False

    def __init__(
        self, columns: Columns, cells: bytes, found: Foundations, rules: MoveRules,
        weights: Weights, weight: int,
    ) -> None:
        self.start = (columns, cells, found)
        self.move_rules = rules
        self.weights = weights
        self.weight = weight
        self.runs = 0
        self._done = 0  # positions of the runs before the current one
        self.current = self._next()

    def _next(self) -> CompiledSearch:
        self.runs += 1
        return CompiledSearch(*self.start, self.move_rules, RUN_SLOTS, self.weights, weight=1,
                      seed=self.runs, jitter=JITTER)

    @property
    def expanded(self) -> int:
        return self._done + self.current.expanded

    @property
    def work(self) -> int:
        """Its positions as a share of a budget (``native.WEIGHT``)."""
        return self.expanded // self.weight

    @property
    def solved(self) -> bool:
        return self.current.solved

    @property
    def solution(self) -> list[CompactMove]:
        return self.current.solution

    def real_moves(
        self,
        path: list[CompactMove],
        states: list[tuple[Columns, bytes, Foundations]] | None = None,
    ) -> list[CompactMove]:
        return self.current.real_moves(path, states)

    def way(self, states: list[tuple[Columns, bytes, Foundations]] | None = None
            ) -> list[CompactMove]:
        """The way through of the run that won."""
        return self.current.way(states)

    def retire(self) -> None:
        self.current.retire()

    def run(self, budget: int) -> bool:
        """Expand ``weight * budget`` positions, run after run; True once
        one of them won."""
        left = self.weight * budget
        while left > 0:
            search = self.current
            before = search.expanded
            limit = UNIT * luby(self.runs)  # this run's positions
            search.run(min(left, limit - before))
            left -= search.expanded - before
            if search.solved:
                return True
            if search.proves:  # a space this small the prover walked already
                self.exhausted = True
                return True
            if search.expanded >= limit or search.exhausted:
                self._done += search.expanded
                search.retire()
                self.current = self._next()
        return False
