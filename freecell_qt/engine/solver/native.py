"""The prover in C (``_exhaust.c``), where it was built.

A lost deal is proved by walking every position it can reach. In tight
games (two free cells or fewer, ForeCell, kings-only fills) the hardest
lost deals reach millions, more than the searches in Python can walk
within the app's verdict budget: 1-cell deal 607 takes 2.35 million
positions, about 24 s in Python, 3.5-4 s here. The C search walks the very
same space: the moves of ``moves.legal_moves`` with ``complete`` true, the
children of ``moves.play``, the keys of ``state.key_of``, from tables this
module reads off ``MoveRules`` so that the two cannot disagree about a
rule. It is depth first, and given weights it orders each position's moves
as the prover in Python does (``heuristic.value`` of each child, the last
made first among equals): ordered, it won 2-cell deal 800 after 1.4 million
positions and ForeCell 921 after 321,000, where in the order the moves are
made it wandered past 24 million on the first and its ways ran to
thousands of moves. A way it finds is made shorter (``Exhaust.shortcut``)
before it is played.

The same type runs best first (``greedy``), as ``search.BestFirst`` does:
over every move, or over those of ``legal_moves`` with ``complete`` false,
which keep runs whole; each position's value is ``heuristic.value`` plus
a cost per move, ties going to the position put in last, and an open list
past ``search.OPEN_LIMIT`` keeps its better half. Unlike the Python search
it marks a position seen when it expands it, not when it first meets it,
so the open list holds only what a position needs to be expanded and the
visited set only expanded positions; the order differs in the ties this
changes (2-cell deal 140: won after 661,000 positions in C, 568,000 in
Python), the space does not (2-cell deal 267: both run dry after 25,353).

With ``compound`` it walks the compound moves of ``macros.Macros`` instead,
depth first, in that search's order and with its visited set, position for
position: five to seven times as fast, which wins 2-cell deal 267 within the
app's budget (259,326 positions of the two orderings; 8 s in Python).

The extension is optional, like the modules mypyc compiles (setup.py):
without it (no C compiler at install) the portfolio runs as before.
"""

from __future__ import annotations

from typing import Final

from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.search import OPEN_LIMIT, Path, path_moves
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations, settle

try:
    from freecell_qt.engine.solver._exhaust import Exhaust as CompiledCore
except ImportError:  # built without a compiler: pure Python
    AVAILABLE = False
else:
    AVAILABLE = True

#: A turn of N positions in the portfolio gives the C search WEIGHT * N, and
#: its positions count this much less against a budget of positions. It
#: walks five to eight times as many a second as a search in Python, so it
#: gets somewhat more than half of the time: most deals still open after
#: the first seconds in tight games are lost ones, which only a proof
#: settles. At 16 it took 9.7-11.4 s to prove 2-cell deal 891 lost; at 32,
#: 6.3-9 s.
WEIGHT: Final = 32
#: The same where the prover in Python runs beside it (games where every
#: search makes every move, such as ForeCell): there the Python searches win
#: more of the deals left, and need their time. ForeCell deal 500, which
#: they win, took 9.1 s at 16 and 10.5 s or more at 32 (unknown in one run
#: of two); ForeCell 136, lost, took 8.6 s at 16 and 5.5-6.5 s at 32.
SHARED_WEIGHT: Final = 16
#: The most slots of its visited set: 16 bytes each, and the last size
#: filled to 85%, so about 3.5 million positions in 64 MB (the hardest proof
#: it settles within the app's budget, 2-cell deal 891, takes 3.2 million).
#: Past that it stops and proves nothing.
MOST_SLOTS: Final = 1 << 22
#: The most bytes its path may take: a frame of about 96 bytes per position
#: on it, and 24 per move waiting there. The proofs and wins seen went at
#: most 37,161 positions deep (1-cell deal 607), some 8 MB; on deals it never
#: settles the path ran past a million positions and a gigabyte. Past this
#: it stops and proves nothing.
MOST_PATH: Final = 64 << 20
#: In tight games the first search (``PORTFOLIO[0]``, best first over the
#: moves that keep runs whole) goes on in C after its first slice, and so
#: do the searches of ``TIGHT``: the same searches at about seven times the
#: speed. A turn of N positions gives each GREEDY_WEIGHT * N. 2-cell deal
#: 140 takes the first 661,000 positions in C (0.9 s), 568,000 in Python
#: (5 s), beyond its share of the budget there.
GREEDY_WEIGHT: Final = 16
#: The first search's most slots (16 MB, about 890,000 positions) ...
GREEDY_SLOTS: Final = 1 << 20
#: ... and those of the searches that make every move (``TIGHT``), which
#: spread wide and win early or not at all (within 115,000 positions on
#: 1- and 2-cell deals 1-1000, bar two deals the others win as well):
#: 2^18 slots, about 220,000 positions. At 2^20 they took a second and a
#: half of 2-cell deal 891's proof.
WIDE_SLOTS: Final = 1 << 18


def tables(rules: MoveRules) -> dict[str, bytes]:
    """The rule tables of ``rules`` as the C search reads them."""
    parents = bytearray(52 * 52)
    for card, tops in enumerate(rules.parents):
        for top in tops:
            parents[card * 52 + top] = 1
    capacity = bytes(
        min(52, carried)
        for row in rules.capacity
        for carried in row[: rules.column_count + 1]
    )
    needs = bytes(sum(1 << suit for suit in suits) for suits in rules.safe)
    return {
        "parents": bytes(parents),
        "fills": bytes(int(fill) for fill in rules.fills),
        "capacity": capacity,
        "needs": needs,
    }


def supported(rules: MoveRules) -> bool:
    """Whether the C search was built and can play by ``rules``."""
    return AVAILABLE and all(len(tops) <= 4 for tops in rules.parents)


class CompiledSearch:
    """The C search, with what ``_Portfolio`` asks of a member: ``run``,
    ``expanded``, ``solved``, ``exhausted``, ``proves`` and the way through.

    Depth first by default; with ``greedy``, best first, as
    ``search.BestFirst`` (see ``GREEDY_WEIGHT``). A ``seed`` other than 0
    adds a chance of up to ``jitter`` to each move's value (or, with no
    weights, orders the moves by chance alone): the runs of ``restarts``.
    """

    def __init__(
        self, columns: Columns, cells: bytes, found: Foundations, rules: MoveRules,
        most_slots: int = MOST_SLOTS, weights: Weights | None = None,
        most_path: int = MOST_PATH, weight: int = WEIGHT, greedy: bool = False,
        complete: bool = True, most_open: int = OPEN_LIMIT, seed: int = 0,
        jitter: float = 0.0, compound: bool = False,
    ) -> None:
        self.weight = weight
        #: Whether it makes every move: a best-first search that skips some
        #: (``greedy`` and not ``complete``) walks the space of the Python
        #: searches that skip them, and the compound moves leave some out.
        self.complete = complete and not compound
        self.compound = compound
        self.move_rules = rules
        piles, ranks = list(columns), list(found)
        cells = settle(piles, cells, ranks, rules.safe)
        #: Settled, as the C search starts: its moves are played from here.
        self.start: tuple[Columns, bytes, Foundations] = (tuple(piles), cells, tuple(ranks))
        table = tables(rules)
        self.core = CompiledCore(
            *self.start, rules.cell_count, parents=table["parents"], fills=table["fills"],
            capacity=table["capacity"], needs=table["needs"], most_slots=most_slots,
            most_path=most_path, weights=(0.0,) * 6 if weights is None else (
                weights.left, weights.blocked, weights.next_depth, weights.second_depth,
                weights.empty, weights.cells,
            ),
            greedy=greedy, complete=complete,
            path=0.0 if weights is None or not greedy else weights.path,
            most_open=most_open, seed=seed, jitter=jitter, compound=compound,
        )
        self._way: list[CompactMove] | None = None

    @property
    def expanded(self) -> int:
        expanded: int = self.core.expanded
        return expanded

    @property
    def work(self) -> int:
        """Its positions as a share of a budget (``WEIGHT``)."""
        return self.expanded // self.weight

    @property
    def solved(self) -> bool:
        solved: bool = self.core.solved
        return solved

    @property
    def proves(self) -> bool:
        """Whether it walked every position the deal can reach, without a win."""
        dry: bool = self.core.dry
        return dry

    @property
    def exhausted(self) -> bool:
        done: bool = self.core.dry or self.core.full
        return done and not self.solved

    @property
    def solution(self) -> list[CompactMove]:
        """The way to a win, made shorter (``Exhaust.shortcut``). A
        depth-first way wanders even when ordered, and comes back near where
        it was: 2-cell deal 800's way of 8,589 moves is cut to 359, 1-cell
        deal 144's of 693 to 129."""
        if self._way is None:
            found: list[CompactMove] = self.core.solution
            if self.compound:  # its moves name the columns as sorted before each
                path: Path = None
                for move in found:
                    path = (move, path)
                found = path_moves(self.start, self.move_rules, path)
            self._way = self.core.shortcut(found) if found else []
        return self._way

    def run(self, budget: int) -> bool:
        """Expand ``weight * budget`` positions; True once solved, run dry,
        or out of room."""
        done: bool = self.core.run(self.weight * budget)
        if done and not self.solved:
            self.retire()
        return done

    def retire(self) -> None:
        """Give back its memory; keeps a proof already made."""
        self.core.retire()

    def way(self, states: list[tuple[Columns, bytes, Foundations]] | None = None
            ) -> list[CompactMove]:
        """The moves of its win (the table's own column numbers), made shorter."""
        return self.real_moves(self.solution, states)

    def real_moves(
        self,
        path: list[CompactMove],
        states: list[tuple[Columns, bytes, Foundations]] | None = None,
    ) -> list[CompactMove]:
        """``path`` itself (its moves name the table's columns), and the
        positions it passes through in ``states``."""
        if states is not None:
            columns, cells, found = self.start
            states.append(self.start)
            for move in path:
                columns, cells, found = play(columns, cells, found, move, self.move_rules)
                states.append((columns, cells, found))
        return list(path)
