"""The search in C (``_exhaust_*.c``), where it was built: ``CompiledSearch``.

A lost deal is proved by walking every position it can reach, and in tight
games (two free cells or fewer, ForeCell, kings-only fills) the hardest lost
deals reach millions, more than the searches in Python walk within the app's
verdict budget. The C search is the fast copy; the Python searches are the
reference. It walks the very same space: the moves of ``moves.legal_moves``
(with reserve piles, those of ``piles.pile_moves``; with piles in
overlapping tiers, those of ``interlock.interlock_moves``; where cells cover
their columns, those of ``covers.legal_moves``), the children of
``moves.play``, the keys of ``state.key_of`` (in tiers,
``interlock.ordered_key``; where cells cover columns ``covers.key_of``),
from tables
this module reads off ``MoveRules`` so that the two cannot disagree about a
rule. Tests hold the two together move for move, and on a sample of deals
verdict for verdict (``tests/engine/test_solver_reference.py``).

It runs in three ways. Depth first (the prover, and the runs of
``restarts``), ordering each position's moves as the prover in Python does
(``heuristic.value`` of each child, the last made first among equals):
unordered, a depth-first search wanders far longer and its ways run to
thousands of moves. Best first (``greedy``), as ``search.BestFirst`` does,
over every move or over those that keep runs whole; unlike the Python
search it marks a position seen when it expands it, not when it first meets
it, so the open list holds only what a position needs to be expanded, and
ties may be broken otherwise while the space walked stays the same. With
``compound``, the compound moves of ``macros.CompoundMoves``, depth first,
in that search's order and with its visited set, position for position. A
way it finds is made shorter (``CompiledCore.shortcut``) before it is played.

The extension is optional, like the modules mypyc compiles (setup.py):
without it (no C compiler at install) the portfolio runs its Python plan.
``docs/solver.md`` keeps the measurements behind the constants here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from freecell_qt.engine.solver import covers, interlock
from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.search import OPEN_LIMIT, Path, path_moves
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations, settle

try:
    from freecell_qt.engine.solver import _exhaust, _exhaust_decks, _exhaust_tiers
    from freecell_qt.engine.solver._exhaust import Exhaust as CompiledCore
    from freecell_qt.engine.solver._exhaust_decks import Exhaust as DecksCore
    from freecell_qt.engine.solver._exhaust_tiers import Exhaust as TiersCore
except ImportError:  # built without a compiler: pure Python
    AVAILABLE = False
else:
    AVAILABLE = True

#: A turn of N positions in the portfolio gives the prover in C WEIGHT * N,
#: and its positions count this much less against a budget of positions.
#: It walks several times as many a second as a search in Python, and gets
#: more than half of the time in tight games: most deals still open there
#: after the first seconds are lost ones, which only a proof settles.
WEIGHT: Final = 32
#: The same where the prover in Python runs beside it (games where every
#: search makes every move, such as ForeCell): there the Python searches win
#: more of the deals left, and need their time.
SHARED_WEIGHT: Final = 16
#: The most slots of its visited set: 16 bytes each, the last size filled to
#: 85%, so about 3.5 million positions in 64 MB, room for the hardest proofs
#: it settles within the app's budget. Past that it stops and proves nothing.
MOST_SLOTS: Final = 1 << 22
#: The most bytes its path may take: a frame of about 96 bytes per position
#: on it with one deck (about 200 with three), and 24 per move waiting
#: there. On deals it never settles the path can run past a gigabyte; past
#: this it stops and proves nothing, and the other members go on with the
#: rest of the memory budget. A larger path wins a few more deals (Repair
#: deal 13, past 1 million positions, with 256 MB) and loses more: with
#: 256 MB the prover took Cell 11's whole budget on 13 of deals 1-200, which
#: the best-first searches in C win within it when the prover stops at 64 MB.
MOST_PATH: Final = 64 << 20
#: In tight games the first search (best first over the moves that keep runs
#: whole) goes on in C after its first slice, and so do the searches of
#: ``plan.TIGHT``: the same searches, several times as fast, which is what
#: the winnable deals left there need. A turn of N positions gives each
#: GREEDY_WEIGHT * N.
GREEDY_WEIGHT: Final = 16
#: The first search's most slots (16 MB) ...
GREEDY_SLOTS: Final = 1 << 20
#: ... and those of the searches that make every move, which spread wide
#: and win early or not at all: more room only takes time from the proofs.
WIDE_SLOTS: Final = 1 << 18
#: The opening's (``plan.OPENING``): room for its few thousand positions.
OPENING_SLOTS: Final = 1 << 15


@lru_cache(maxsize=16)
def tables(rules: MoveRules) -> dict[str, bytes]:
    """The rule tables of ``rules`` as the C search reads them, made once for
    each rule set (``MoveRules.of`` keeps the same object for the same
    rules): in the roomy games a deal is often won in a few hundred
    positions in C, and making these again took as long."""
    parents = bytearray(52 * 52)
    for card, tops in enumerate(rules.parents):
        for top in tops:
            parents[card * 52 + top] = 1
    capacity = bytes(
        min(52, carried)
        for row in rules.capacity
        for carried in row[: rules.column_count + 1]
    )
    # A need is a foundation of the lowest rank of its suit (the lowest is
    # the last of the suit's, ``state.canonical``): the C search takes the
    # suit and looks at that foundation.
    needs = bytes(sum(1 << (index & 3) for index in set(indices)) for indices in rules.safe)
    if rules.whole_runs:  # no card alone goes up (``state.WHOLE_RUNS``): the C search's ``runs``
        needs = bytes(52)
    return {
        "parents": bytes(parents),
        "fills": bytes(int(fill) for fill in rules.fills),
        "capacity": capacity,
        "needs": needs,
        "over": _over(rules),
    }


def _over(rules: MoveRules) -> bytes:
    """The blocking graph of piles in tiers (``MoveRules.over``) as the C
    search reads it: for each pile the piles over it, ``MOST_OVER`` bytes a
    pile, padded with 255; empty where no pile lies over another."""
    return b"".join(bytes(over) + bytes((255,)) * (MOST_OVER - len(over))
                    for over in rules.over)


#: What the C search can hold, as ``_exhaust.h`` fixes it (``DECKS``,
#: ``MAX_CELLS``, ``MAX_COLUMNS``): in its one-deck build (``_exhaust``) one
#: deck and 8 cells, in the other (``_exhaust_decks``) up to three decks and
#: 12 cells; 14 columns in both. The third (``_exhaust_tiers``) is the
#: one-deck build with room for piles in overlapping tiers: 64 columns, each
#: under and over at most ``MOST_OVER`` piles.
MOST_DECKS: Final = 3
ONE_DECK_CELLS: Final = 8
MOST_CELLS: Final = 12
MOST_COLUMNS: Final = 14
TIERS_COLUMNS: Final = 64
MOST_OVER: Final = 4


def allow(more: int | None) -> None:
    """Let the searches in C of this process grow by at most ``more`` bytes
    beyond what they hold now (None: no bound).

    The portfolio reads its memory between turns, and one turn in C can
    double a table; with this the C search asks before it grows one
    (``_exhaust_ledger.c``), and where the room is not there it treats the
    table as full: the prover stops proving, a best-first search drops the
    worse half of its open list. Each build keeps its own account, and a
    portfolio runs in one of them.
    """
    if not AVAILABLE:
        return
    for module in (_exhaust, _exhaust_decks, _exhaust_tiers):
        # 0 is no bound to the module: a bound of nothing is one byte.
        module.allow(0 if more is None else module.held() + max(more, 1))


def held() -> int:
    """The bytes the searches in C of this process hold now."""
    if not AVAILABLE:
        return 0
    return _exhaust.held() + _exhaust_decks.held() + _exhaust_tiers.held()


def refused() -> int:
    """How many tables of the searches in C the allowance has refused in this
    process: a search that stopped after one more did so for memory."""
    if not AVAILABLE:
        return 0
    return _exhaust.refused() + _exhaust_decks.refused() + _exhaust_tiers.refused()


def supported(rules: MoveRules) -> bool:
    """Whether the C search was built and can play by ``rules``.

    It holds up to three decks, 12 cells and 14 columns, reserve piles
    among them (see ``MOST_DECKS``), one deck's piles in overlapping
    tiers (``_tiers_supported``), and one deck's cells that cover their
    columns (``_covers_supported``). It cannot play rules under which a card
    may go onto more than four others, nor where ranks go round (its safe
    moves send every ace up), nor with a free cell for each suit. There the
    portfolio leaves its members in C out and runs its plan in Python
    (``plan.PLANS``, ``False`` rows), the reference, which plays every rule
    set.
    """
    return (
        AVAILABLE
        and rules.decks <= MOST_DECKS
        and not rules.wraps
        and rules.base == 1
        and not rules.suit_cells
        and rules.cell_count <= MOST_CELLS
        # Piles in overlapping tiers (``interlock``) where its build for them
        # holds them; else at most its columns.
        and (_tiers_supported(rules) if rules.over else rules.column_count <= MOST_COLUMNS)
        and all(len(tops) <= 4 for tops in rules.parents)
        and (rules.real_columns == rules.column_count or _piles_supported(rules))
        # Face-down cards (``state.FACE_DOWN``) are the Python search's
        # alone: the C search's moves would take a flagged code for a card.
        and not rules.face_down
        # And Obstruction's jokers (``MoveRules.jokers``).
        and not rules.jokers
        # Cells that cover their columns (``covers``) where it plays them.
        and (not rules.covers or _covers_supported(rules))
    )


def _covers_supported(rules: MoveRules) -> bool:
    """Whether the C search plays ``rules``' cells that cover their columns
    (``covers``): a cell for each column, one deck from the ace by suit, no
    reserve piles, in its one-deck build (whose positions hold every card,
    a separator a column and a byte a cell). Its moves name the cells as
    ``covers`` does; compound moves are never made there (``plan.plan_for``),
    nor is its way made shorter (``CompiledSearch.solution``)."""
    return (rules.decks == 1 and not rules.fours and not rules.whole_runs and not rules.twice
            and not rules.over and rules.cell_count == rules.column_count
            and rules.cell_count <= ONE_DECK_CELLS
            and rules.real_columns == rules.column_count)


def _piles_supported(rules: MoveRules) -> bool:
    """Whether the C search plays ``rules``' reserve piles (``piles``): it
    moves them as ``piles.pile_moves`` does under foundations by suit, the
    only ones the games with piles have (Footling's one foundation and whole
    runs send cards up by rules it does not apply to piles); compound moves
    only beside piles that take a run while empty (``plan.PILE_DIG``)."""
    return not rules.fours and not rules.whole_runs


def _tiers_supported(rules: MoveRules) -> bool:
    """Whether the C search plays ``rules``' piles in overlapping tiers
    (``interlock``), in its build for them (``_exhaust_tiers``): one deck
    from the ace by suit, no reserve piles, up to ``TIERS_COLUMNS`` piles,
    each under and over at most ``MOST_OVER`` piles; compound moves are
    never made there (``plan.plan_for``)."""
    unders = [0] * rules.column_count
    for over in rules.over:
        for above in over:
            unders[above] += 1
    return (bool(rules.over) and rules.decks == 1 and not rules.fours and not rules.whole_runs
            and not rules.twice and rules.cell_count <= ONE_DECK_CELLS
            and rules.real_columns == rules.column_count
            and rules.column_count <= TIERS_COLUMNS
            and all(len(over) <= MOST_OVER for over in rules.over)
            and max(unders) <= MOST_OVER)


def core_type(rules: MoveRules) -> type[CompiledCore]:
    """The build of the C search that holds ``rules``' positions: the one-deck
    build where it can, whose positions are a third the size; piles in
    overlapping tiers in their own."""
    if rules.over:
        return TiersCore
    if rules.decks == 1 and rules.cell_count <= ONE_DECK_CELLS:
        return CompiledCore
    return DecksCore


class CompiledSearch:
    """The C search as a ``protocol.Search``; ``core`` is the C object.

    Depth first by default; with ``greedy``, best first, as
    ``search.BestFirst`` (see ``GREEDY_WEIGHT``); with ``greedy`` and a
    ``beam`` width, a beam search by the moves between the columns and the
    cells, which the par uses (it proves nothing). A ``seed`` other than 0
    adds a chance of up to ``jitter`` to each move's value (or, with no
    weights, orders the moves by chance alone): the runs of ``restarts``.
    """

    def __init__(
        self, columns: Columns, cells: bytes, found: Foundations, rules: MoveRules,
        most_slots: int = MOST_SLOTS, weights: Weights | None = None,
        most_path: int = MOST_PATH, weight: int = WEIGHT, greedy: bool = False,
        complete: bool = True, most_open: int = OPEN_LIMIT, seed: int = 0,
        jitter: float = 0.0, compound: bool = False, beam: int = 0,
    ) -> None:
        self.weight = weight
        self.greedy = greedy
        #: Whether it makes every move: a best-first search that skips some
        #: (``greedy`` and not ``complete``) walks the space of the Python
        #: searches that skip them, and the compound moves leave some out.
        self.complete = complete and not compound
        self.compound = compound
        self.move_rules = rules
        piles, ranks = list(columns), list(found)
        if rules.over:  # only free piles' cards go up unasked
            cells = interlock.settle(piles, cells, ranks, rules.safe, rules.over)
        elif rules.covers:  # never a covered column's top card
            cells = covers.settle(piles, cells, ranks, rules.safe)
        else:
            cells = settle(piles, cells, ranks, rules.safe, rules.twice)
        #: Settled, as the C search starts: its moves are played from here.
        self.start: tuple[Columns, bytes, Foundations] = (tuple(piles), cells, tuple(ranks))
        table = tables(rules)
        self.core = core_type(rules)(
            *self.start, rules.cell_count, parents=table["parents"], fills=table["fills"],
            capacity=table["capacity"], needs=table["needs"], most_slots=most_slots,
            most_path=most_path, weights=(0.0,) * 6 if weights is None else (
                weights.left, weights.blocked, weights.next_depth, weights.second_depth,
                weights.empty, weights.cells,
            ),
            greedy=greedy, complete=complete,
            path=0.0 if weights is None or not greedy else weights.path,
            most_open=most_open, seed=seed, jitter=jitter, compound=compound,
            beam=beam, decks=rules.decks, twice=rules.twice, fours=rules.fours,
            runs=rules.whole_runs,
            # Reserve piles (``piles``): where they start (the column count
            # for none), what a pile takes and holds, whether a run leaves it
            # at once, and where the cards the heuristic counts as cells in
            # use start (``MoveRules.pile_parks``; 0 for none).
            first_pile=rules.real_columns, pile_intake=rules.pile_intake,
            pile_room=min(rules.pile_room, 255), pile_runs=rules.pile_runs,
            parking=rules.real_columns if rules.pile_parks else 0,
            by_pile=rules.parks_by_pile, no_room_before=rules.no_room_before,
            # Piles in overlapping tiers (``interlock``): the piles over each
            # pile, and the top tier's piles, the first; b"" for none.
            over=table["over"], top=rules.top if rules.over else 0,
            # Cells that cover their columns (``covers``): a cell for each
            # column, in the columns' order.
            covers=rules.covers,
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
        """The way to a win, made shorter (``CompiledCore.shortcut``): a
        depth-first way wanders even when ordered, and comes back near where
        it was, so most of it cuts away, and looking two moves ahead pays. A
        best-first way seldom doubles back: one move ahead is enough there,
        and the second cost a roomy deal won in C five times its search.
        Where cells cover their columns (``covers``) two moves ahead pay
        for every way: Flipper's deal 14 then took 154 moves against 271
        with one, and deal 1 141 against 165, in no more time."""
        if self._way is None:
            found: list[CompactMove] = self.core.solution
            if self.compound:  # its moves name the columns as sorted before each
                path: Path = None
                for move in found:
                    path = (move, path)
                found = path_moves(self.start, self.move_rules, path)
            pairs = not self.greedy or self.move_rules.covers
            self._way = self.core.shortcut(found, pairs=pairs) if found else []
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
