"""The portfolio: the searches of a plan (``plan.PLANS``) taking turns
under one budget.

The first search runs alone for ``FIRST_SLICE`` positions, since most deals
need far less. Then the members of the plan take turns, in the plan's
order, with slices that double from ``TURN_SLICE`` up to ``MAX_SLICE``: the
doubling lets a long search grow, the cap keeps the members' shares even
whenever the budget ends a round. A member that wins, or proves the deal
lost, ends the portfolio; one that is merely done leaves the rotation.

``Portfolio`` and ``Clock`` are public so that tests and benchmarks can
watch the members at work; ``solve`` and ``hint`` are the way in for
everyone else.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solver import covers, memory, native
from freecell_qt.engine.solver.heuristic import BLOCKED
from freecell_qt.engine.solver.moves import MoveRules, clear_caches, table_base
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.orderings import Rotation
from freecell_qt.engine.solver.plan import (
    FIRST_WEIGHTS,
    Plan,
    Role,
    RuleClass,
    Share,
    plan_for,
    rule_class,
)
from freecell_qt.engine.solver.protocol import Search
from freecell_qt.engine.solver.restarts import ShortDepthFirst
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import from_position

#: The first search runs alone this long: most deals need far less.
FIRST_SLICE = 800
#: Then the members take turns, starting with slices this long, doubling ...
TURN_SLICE = 200
#: ... up to this many, so that a member is never more than a slice behind
#: the others when the budget runs out.
MAX_SLICE = 4000
#: The budget (nodes, clock, cancel hook) is looked at every this many
#: positions of a turn.
CHECK_EVERY = 200


def _allow(room: int | None) -> None:
    """Let the searches' growing tables take ``room`` more bytes (None: no
    bound), those in C (``native.allow``) and those in Python
    (``memory.allow``) alike: both double a table within a turn, between two
    looks at the resident size."""
    native.allow(room)
    memory.allow(room)


class Clock:
    """Decides when to stop: node budget, deadline, memory budget or the
    caller's cancel hook.

    ``max_bytes``: what the search may add to the process's resident size
    (``memory``), read at each ``stop``; None, or a system that does not
    tell, leaves memory to the other limits. Past it the search stops, as
    when its time runs out, and ``out_of_memory`` says why.
    """

    def __init__(
        self, max_nodes: int | None, timeout: float | None = None,
        cancelled: Callable[[], bool] | None = None, max_bytes: int | None = None,
    ) -> None:
        self.start = time.perf_counter()
        # No cap is a cap no search reaches: the other limits then decide alone.
        self.max_nodes = sys.maxsize if max_nodes is None else max_nodes
        self.deadline = None if timeout is None else self.start + timeout
        self.cancelled = cancelled
        base = None if max_bytes is None and not memory.limited() else memory.resident()
        #: The resident size when the search began; None when memory is not watched.
        self.base = base
        self.max_bytes = memory.budget_from(max_bytes, base)
        #: The most the search had grown by at a look, in bytes.
        self.grown = 0
        self.peak = 0
        #: Whether the memory budget stopped the search.
        self.out_of_memory = False

    def stop(self, nodes: int) -> bool:
        if nodes >= self.max_nodes:
            return True
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        if self.max_bytes is not None and self._over_memory():
            return True
        return self.cancelled is not None and self.cancelled()

    def _over_memory(self) -> bool:
        now, base, budget = memory.resident(), self.base, self.max_bytes
        assert base is not None and budget is not None
        # A process that gives back what it held before the search began (a
        # freed table returned to the system) has shrunk, but its search
        # earns no room past its budget by that.
        self.grown = 0 if now is None else max(now - base, 0)
        self.peak = max(self.peak, self.grown)
        if self.grown > memory.within(budget):
            self.out_of_memory = True
        return self.out_of_memory

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start


class Portfolio:
    """The searches of one position's plan and their turns.

    ``use_native``: let the members in C take part where the C search was
    built and can play by the rules (``native.supported``); without it the
    plan is the Python one, the reference every install has.

    Used as a context: when it ends, the searches leave their pool
    (``BestFirst.release``), so that they are freed at once.
    """

    def __init__(self, position: Position, rules: Rules, use_native: bool = True) -> None:
        self.rules = rules
        self.move_rules = MoveRules.of(rules, len(position.columns),
                                       table_base(rules, position.base))
        self.start = from_position(position, self.move_rules.twice)
        if self.move_rules.covers:
            # Cells in column order, each covering its column (``covers``).
            self.start = covers.from_position(position)
        self.rule_class: RuleClass = rule_class(self.move_rules)
        self.use_native = use_native and native.supported(self.move_rules)
        self.plan: Plan = plan_for(self.move_rules, self.use_native)
        every_move = self.rule_class is RuleClass.EVERY_MOVE
        #: The first search: it runs alone first, and its best guess is the hint.
        self.first = BestFirst(*self.start, self.move_rules, FIRST_WEIGHTS, complete=every_move)
        #: The plan's members with their roles, in the order of their turns,
        #: once the first slice is over.
        self.members: list[tuple[Role, Search]] = []
        #: The plan's opening once it ran (``plan.Plan.opening``).
        self.opening: Search | None = None
        #: The members let go to keep within the memory budget (``_relieve``),
        #: in the order they went.
        self.shed: list[Search] = []
        #: The growth in bytes past which the next member is let go.
        self._relieve_at: float | None = None
        #: Whether a member was let go because its table had no room
        #: (``memory.NoRoom``), and the refusals of the tables in C before
        #: the run: either way an end for want of memory.
        self._squeezed = False
        self._refused_before = 0

    def __enter__(self) -> Portfolio:
        return self

    def __exit__(self, *_: object) -> None:
        for search in self.searches:
            if isinstance(search, BestFirst):
                search.release()
        _allow(None)

    def member(self, role: Role) -> Search | None:
        """The first member of the plan in ``role``, if it was built."""
        return next((search for kind, search in self.members if kind is role), None)

    def all_of(self, role: Role) -> list[Search]:
        """The members in ``role``, in the order of their turns."""
        return [search for kind, search in self.members if kind is role]

    @property
    def searches(self) -> list[Search]:
        """Every search, the opening and the first one first, each once."""
        opening = [] if self.opening is None else [self.opening]
        return [*opening, self.first,
                *(search for role, search in self.members if role is not Role.FIRST)]

    @property
    def nodes(self) -> int:
        """The work done against the budget: each search's ``work``, so that
        a position in C counts for less than one in Python."""
        return sum(search.work for search in self.searches)

    @property
    def positions(self) -> int:
        """The positions expanded by all the searches."""
        return sum(search.expanded for search in self.searches)

    def _build(self, share: Share) -> Search:
        """The member of ``share``, from the start position."""
        start, rules, role = self.start, self.move_rules, share.role
        weights = share.weights if share.weights is not None else FIRST_WEIGHTS
        if role is Role.FIRST:
            return self.first
        if role is Role.BEST_FIRST:
            return BestFirst(*start, rules, weights, complete=self.first.complete)
        if role in (Role.WIDE_BEST_FIRST, Role.PROVER):
            return BestFirst(*start, rules, weights, complete=True)
        if role is Role.COMPILED_PROVER:
            return CompiledSearch(*start, rules, share.slots, weights, weight=share.turn)
        if role in (Role.COMPILED_BEST_FIRST, Role.COMPILED_WIDE_BEST_FIRST):
            return CompiledSearch(
                *start, rules, share.slots, weights, weight=share.turn, greedy=True,
                complete=role is Role.COMPILED_WIDE_BEST_FIRST,
            )
        if role is Role.SHORT_DEPTH_FIRST:
            return ShortDepthFirst(*start, rules, weights, share.turn)
        assert share.cap is not None, role
        if role is Role.ORDERINGS:
            return Rotation.depth_first(*start, rules, share.cap)
        return Rotation.compound(*start, rules, share.cap, share.turn,
                                 in_c=role is Role.COMPILED_COMPOUND)

    def _enlist(self) -> None:
        """Build the plan's members, and pool the visited sets of the
        Python searches that make every move (``BestFirst.pool``): the
        first search's set is the pool's, as it holds its first slice
        already, and the prover joins last."""
        self.members = [(share.role, self._build(share)) for share in self.plan.members]
        complete = [search for search in self.searches
                    if isinstance(search, BestFirst) and search.complete]
        BestFirst.pool(sorted(complete, key=lambda search: search.depth_first))

    def _turn(self, search: Search, length: int, clock: Clock) -> bool | None:
        """Run ``search`` for ``length`` positions: True when it finished,
        False when its turn ended (or it was let go), None when the clock
        says stop."""
        while length > 0:
            if clock.stop(self.nodes):
                return None
            self._relieve(clock)
            if search in self.shed:
                return False
            chunk = min(length, CHECK_EVERY, clock.max_nodes - self.nodes)
            try:
                if search.run(chunk):
                    return True
            except memory.NoRoom:  # its visited set could grow no more within the budget
                search.retire()
                self.shed.append(search)
                self._squeezed = True
                return False
            length -= chunk
        return False

    def _relieve(self, clock: Clock) -> None:
        """Keep within the memory budget: past ``memory.SHED_SHARE`` of it,
        drop the shared caches and let go of one member (``_expendable``),
        and of another each time the search grows by ``memory.SHED_STEP``
        of the budget again. The member gives its memory back
        (``Search.retire``) and leaves the rotation; the others go on, so
        the budget ends the search only when what is left still outgrows
        it."""
        budget = clock.max_bytes
        # The searches' tables may take what is left of the budget at this
        # look, and no more before the next.
        _allow(None if budget is None else max(memory.within(budget) - clock.grown, 0))
        if budget is None:
            return
        if self._relieve_at is None:
            self._relieve_at = memory.SHED_SHARE * budget
        if clock.grown < self._relieve_at:
            return
        clear_caches()
        BLOCKED.clear()
        expendable = self._expendable()
        if expendable:
            expendable[0].retire()
            self.shed.append(expendable[0])
        self._relieve_at = clock.grown + memory.SHED_STEP * budget

    def _expendable(self) -> list[Search]:
        """The members that may be let go, the first to go first: the last
        in the order of turns first, the first search last (its best guess
        is the hint, which it keeps), never a prover (the one search that
        can prove a deal lost) nor a search sharing its visited set (its
        pool's proof would go with it)."""
        kept = (Role.PROVER, Role.COMPILED_PROVER)
        members = [
            search for role, search in reversed(self.members)
            if role not in kept and search not in self.shed and not search.exhausted
            and not (isinstance(search, BestFirst) and search.group)
        ]
        return sorted(members, key=lambda search: search is self.first)

    def _in_play(self) -> list[Search]:
        """The members still worth a turn.

        The heuristic searches that skip moves all skip the same ones, so
        they share one reachable space: once one has walked it in vain,
        they are all left out, and only the searches that make other moves
        (every move, or compound ones) can still find a way. A search that
        ran dry, or spent its share, is done.
        """
        skipping = [search for role, search in [(Role.FIRST, self.first), *self.members]
                    if role.heuristic and not search.complete]
        # A member let go has walked nothing: it says nothing of the others.
        walked = any(search.exhausted and search not in self.shed for search in skipping)
        return [search for _, search in self.members
                if not search.exhausted and search not in self.shed
                and not (walked and search in skipping)]

    def run(self, clock: Clock) -> Search | None:
        """The search that solved the position, or a complete one that ran
        dry; None when stopped first."""
        _allow(None if clock.max_bytes is None else memory.within(clock.max_bytes))
        self._refused_before = native.refused()
        opening = self.plan.opening
        if opening is not None:
            self.opening = self._build(opening)
            outcome = self._turn(self.opening, self.plan.opening_work, clock)
            if outcome is None:
                return None
            if self.opening.solved:
                return self.opening
            self.opening.retire()
        first = self.first
        outcome = self._turn(first, FIRST_SLICE, clock)
        if outcome is None:
            return None
        if outcome and (first.solved or first.proves):
            return first
        self._enlist()
        length = TURN_SLICE
        while True:
            members = self._in_play()
            if not members:
                # Every member stopped; if a table was refused room on the
                # way, it was the memory budget that ended the search.
                if self._squeezed or native.refused() > self._refused_before:
                    clock.out_of_memory = True
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
