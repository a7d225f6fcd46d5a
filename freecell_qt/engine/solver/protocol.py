"""What the portfolio asks of each of its searches: the ``Search`` protocol.

Every member of the portfolio (``portfolio.Portfolio``) and every search a
``orderings.Rotation`` takes turns among implements it, whether it runs in
Python (``search.BestFirst``, ``macros.CompoundMoves``) or in C
(``native.CompiledSearch``, ``restarts.ShortDepthFirst``). The portfolio
then needs no test of what kind of search it holds: it gives each a turn of
positions, asks whether it won or proved the deal lost, and at the end asks
the winner for its way through.

See ``docs/solver.md`` for the members and the plan that combines them.
"""

from __future__ import annotations

from typing import Protocol

from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations

#: A compact position: the columns, the cards in cells, the foundations.
State = tuple[Columns, bytes, Foundations]


class Search(Protocol):
    """A search resumable in slices, with a verdict once it ends.

    A search that ``proves`` has walked the whole reachable space without a
    win, which is the proof of a lost deal; one that is ``exhausted``
    without proving has simply stopped being useful (it skipped moves,
    dropped positions, or spent its share).
    """

    @property
    def move_rules(self) -> MoveRules:
        """The rules it plays by, as the compact moves read them."""
        ...

    @property
    def complete(self) -> bool:
        """Whether it makes every legal move: only such a search can prove a loss."""
        ...

    @property
    def expanded(self) -> int:
        """The positions it expanded, of its own."""
        ...

    @property
    def work(self) -> int:
        """Its positions as a share of the portfolio's budget: a search in C
        is faster, so its positions count for less."""
        ...

    @property
    def solved(self) -> bool: ...

    @property
    def exhausted(self) -> bool:
        """Whether it will find nothing more (and has not won)."""
        ...

    @property
    def proves(self) -> bool:
        """Whether it walked every position the deal can reach, without a win."""
        ...

    def run(self, budget: int) -> bool:
        """Go on for a turn of ``budget`` positions of the portfolio's;
        True once it is over (won, proved, or done)."""
        ...

    def way(self, states: list[State] | None = None) -> list[CompactMove]:
        """The moves of its win with the table's own column numbers; the
        positions they pass through are appended to ``states`` (the
        shortening pass reads them)."""
        ...

    def retire(self) -> None:
        """Give back its memory: it will not run again."""
        ...
