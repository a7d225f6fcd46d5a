"""Which searches the portfolio runs, in what order and shares, for which
class of rules: a table, read by ``portfolio.Portfolio``.

No single search does well on every deal: a deal that is hard for one
weighting or ordering is often easy for another, and only a search that
makes every move can prove a deal lost. So the portfolio runs several in
turn, and which ones pay depends on how much room the rules leave
(``RuleClass``) and on whether the C search was built. Each row of
``PLANS`` lists the members of one such portfolio in the order they take
their turns; the first search (``FIRST_WEIGHTS``), which runs alone before
any of them, is the same everywhere.

``docs/solver.md`` explains each member and how the table came to be.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Final

from freecell_qt.engine.solver import macros, native, orderings, restarts
from freecell_qt.engine.solver.heuristic import DEPTH_FIRST, Weights
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.piles import TAKES_RUN_WHEN_EMPTY

#: The weightings of the best-first searches that keep runs whole; the first
#: is the first search's. The other two each settle quickly many of the
#: deals the first one wanders on.
PORTFOLIO: tuple[Weights, ...] = (
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.0, empty=3.0, cells=1.0),
    Weights(left=3.0, blocked=1.0, next_depth=1.5, second_depth=0.0, empty=1.5, cells=2.0),
    Weights(left=2.0, blocked=2.0, next_depth=0.5, second_depth=1.0, empty=6.0, cells=1.5),
)
FIRST_WEIGHTS: Final = PORTFOLIO[0]
#: The best-first searches that join the first in a tight game in place of
#: the other weightings: every move, and a cost per move, which keeps a
#: search that makes every move from burying itself in one corner.
TIGHT: tuple[Weights, ...] = (
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=1.0,
            path=1.0),
)
#: The prover's weights: a huge negative cost per move makes the search depth
#: first, the heuristic only ordering the moves from each position. Depth
#: first finds the narrow ways through tight positions that best first keeps
#: leaving for wider-looking ones, and its memory is bounded by its path.
PROVER = Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.5, empty=3.0, cells=1.0,
                 path=DEPTH_FIRST)
#: A game is tight when a run moves by at most this many cards with no empty
#: column: FreeCell with 2 free cells or fewer.
TIGHT_CAPACITY = 3
#: In the roomy games, where the C search was built, the first search's
#: weighting runs first in C for at most this many positions of its own
#: (the plan's ``opening``): on deals 1-1000 with 4 cells it wins 995 of
#: them within it, at about a fifth of the time a position of the first
#: search in Python takes. The plan in Python wins the five it leaves (194,
#: 253, 585, 619, 779) in a few thousand positions, as the two searches
#: break ties otherwise; a longer opening only spends more on them.
OPENING: Final = 8000


class RuleClass(Enum):
    """How much room the rules leave, which decides the plan."""

    #: Runs travel whole and the moves the heuristic searches skip (breaking
    #: runs up through the cells) are seldom the way through: FreeCell or
    #: Baker's Game with 3 or more free cells.
    ROOMY = "roomy"
    #: Few free cells: the skipped moves are the usual way through, and most
    #: deals left after the first search are lost ones that only a proof
    #: settles, a walk of millions of positions.
    TIGHT = "tight"
    #: Empty columns take only kings or nothing, or single cards move with
    #: no cells (ForeCell, Seahaven Towers, FreeCell with no cells): breaking
    #: runs up is the ordinary way to play, so even the heuristic searches
    #: make every move.
    EVERY_MOVE = "every move"


def rule_class(rules: MoveRules) -> RuleClass:
    """The class of ``rules`` (see ``RuleClass``)."""
    carried = rules.capacity[rules.cell_count][0]  # a run's length, no empty column
    if rules.pile_intake == TAKES_RUN_WHEN_EMPTY and rules.real_columns < rules.column_count \
            and carried > TIGHT_CAPACITY:
        # Headquarters: its columns are never filled, but its empty piles
        # take whole runs, the room whole-run moves need. Over its deals
        # 1-20, 12 s a deal, this class settled 8 where every move settled 6.
        return RuleClass.ROOMY
    if not rules.fill_any or carried == 1:
        return RuleClass.EVERY_MOVE
    if carried <= TIGHT_CAPACITY:
        return RuleClass.TIGHT
    return RuleClass.ROOMY


class Role(Enum):
    """What a member does; ``Portfolio`` builds each from its ``Share``."""

    #: The first search, going on where its first slice stopped.
    FIRST = "first search"
    #: Best first over the moves that keep runs whole (every move in the
    #: ``EVERY_MOVE`` class), under another weighting.
    BEST_FIRST = "best first"
    #: Best first over every move, with a cost per move.
    WIDE_BEST_FIRST = "wide best first"
    #: Depth first over every move, in Python: the prover, which shares its
    #: visited set with the other searches that make every move.
    PROVER = "prover"
    #: The prover in C: the same moves in the same order, several times as
    #: fast, with a visited set of its own.
    COMPILED_PROVER = "compiled prover"
    #: ``BEST_FIRST`` in C, started again from the deal.
    COMPILED_BEST_FIRST = "compiled best first"
    #: ``WIDE_BEST_FIRST`` in C.
    COMPILED_WIDE_BEST_FIRST = "compiled wide best first"
    #: Short depth-first runs in C, each in an order of its own (``restarts``).
    SHORT_DEPTH_FIRST = "short depth first"
    #: Depth-first searches under other orderings, taking turns (``orderings``).
    ORDERINGS = "orderings"
    #: Depth-first searches of compound moves, taking turns (``macros``).
    COMPOUND = "compound moves"
    #: ``COMPOUND`` in C.
    COMPILED_COMPOUND = "compiled compound moves"

    @property
    def heuristic(self) -> bool:
        """Whether it is one of the best-first searches: those that skip
        moves all walk the same reachable space, so once one of them has
        walked it in vain the others are left out."""
        return self in _HEURISTIC

    @property
    def compiled(self) -> bool:
        """Whether it runs in C, which only some installs have."""
        return self in _COMPILED


_HEURISTIC = frozenset({Role.FIRST, Role.BEST_FIRST, Role.WIDE_BEST_FIRST,
                        Role.COMPILED_BEST_FIRST, Role.COMPILED_WIDE_BEST_FIRST})
_COMPILED = frozenset({Role.COMPILED_PROVER, Role.COMPILED_BEST_FIRST,
                       Role.COMPILED_WIDE_BEST_FIRST, Role.SHORT_DEPTH_FIRST,
                       Role.COMPILED_COMPOUND})


@dataclass(frozen=True, slots=True)
class Share:
    """One member of a plan.

    ``turn``: the positions of its own it expands for each position of a
    turn of the portfolio, and the positions of its own that count as one
    against the budget (a search in C walks several times as many a
    second). ``cap``: the most positions of its own it may expand in all,
    for members whose positions add nothing to a proof. ``slots``: the
    room of a search in C's visited set.
    """

    role: Role
    weights: Weights | None = None
    turn: int = 1
    cap: int | None = None
    slots: int = native.MOST_SLOTS


@dataclass(frozen=True, slots=True)
class Plan:
    """The members after the first slice, in the order of their turns, and
    the ``opening``: a search run alone before the first search, for its
    ``cap`` of positions, and set aside unless it wins."""

    members: tuple[Share, ...]
    opening: Share | None = None

    @property
    def opening_work(self) -> int:
        """The most of a budget the opening takes (0 with none)."""
        opening = self.opening
        return 0 if opening is None or opening.cap is None else opening.cap // opening.turn

    @property
    def compiled(self) -> bool:
        """Whether any member runs in C."""
        return any(share.role.compiled for share in self.members)


_ROOMY = Plan((
    Share(Role.FIRST),
    *(Share(Role.BEST_FIRST, weights) for weights in PORTFOLIO[1:]),
    # Alone (no other search makes every move), it goes last.
    Share(Role.PROVER, PROVER),
))

#: The roomy games' opening in C (``OPENING``).
_OPENING: Final = Share(Role.COMPILED_BEST_FIRST, FIRST_WEIGHTS, turn=native.GREEDY_WEIGHT,
                        cap=OPENING, slots=native.OPENING_SLOTS)

#: The best-first searches in C, one for each weighting of ``PORTFOLIO``,
#: over the moves that keep runs whole.
_BEST_FIRST_IN_C: Final = tuple(
    Share(Role.COMPILED_BEST_FIRST, weights, turn=native.GREEDY_WEIGHT,
          slots=native.GREEDY_SLOTS) for weights in PORTFOLIO)

#: Where the C search was built, the roomy games keep their members in C
#: after the opening: the deals the opening leaves are the ones that need
#: hundreds of thousands of positions, and the searches in Python expand a
#: few thousand a second (a position of three decks has three times the
#: cards and a score of children). The same weightings best first, over the
#: moves that keep runs whole, and the prover, each several times as fast;
#: the first search stays in Python, as everywhere, for its best guess is
#: the hint. With one deck too, since: over deals 1-200 at 12 s a deal,
#: Spidercells settled 4 of the 5 deals the Python members had left unknown
#: (29 s in all against 95), Seven by Four's 99th percentile went from
#: 1.27 s to 0.28 s and Baker's Game's from 0.96 s to 0.14 s, with the same
#: verdicts; FreeCell and the nine other one-deck roomy games gave the same
#: verdicts in about the same time (docs/performance.md, Best-first searches
#: in C for the Needle games and one deck).
ROOMY_IN_C: Final = Plan((
    Share(Role.FIRST),
    *_BEST_FIRST_IN_C,
    Share(Role.COMPILED_PROVER, PROVER, turn=native.WEIGHT),
), opening=_OPENING)

#: Headquarters' member of compound moves in C, after the others: its
#: searches dig a card out by moving the runs above it onto columns that take
#: them or, failing that, each whole into an empty pile (``_exhaust_moves.c``,
#: ``dig``), the way a player clears a column there. The deals it wins, it
#: wins within a few hundred thousand positions (alone, 13 of the 44 the
#: other members left unknown at 12 s, all but one within 410,000), and the
#: time it takes is taken from members that win other deals late: over
#: deals 1-200 at 12 s a deal, at this turn and cap it settled 10 of the 44
#: and left unknown 1 to 4 deals won before after 8 s (two runs); uncapped,
#: 12 and 6 (docs/solver.md, Reserve piles).
PILE_DIG: Final = Share(Role.COMPILED_COMPOUND, turn=native.WEIGHT, cap=250_000)

#: The plans, by class of rules and by whether the C search is at hand.
#: Where the prover shares its visited set it takes the first turn of each
#: round (after the prover in C): a position belongs to whoever reaches it
#: first, and a best-first search given the first turn would take every
#: position near the start and leave the prover nothing to descend through.
PLANS: Mapping[tuple[RuleClass, bool], Plan] = {
    (RuleClass.ROOMY, False): _ROOMY,
    (RuleClass.ROOMY, True): ROOMY_IN_C,
    (RuleClass.TIGHT, False): Plan((
        Share(Role.PROVER, PROVER),
        Share(Role.FIRST),
        *(Share(Role.WIDE_BEST_FIRST, weights) for weights in TIGHT),
        Share(Role.ORDERINGS, cap=orderings.SHARE),
        Share(Role.COMPOUND, cap=macros.TIGHT_SHARE),
    )),
    (RuleClass.TIGHT, True): Plan((
        Share(Role.COMPILED_PROVER, PROVER, turn=native.WEIGHT),
        Share(Role.SHORT_DEPTH_FIRST, PROVER, turn=restarts.WEIGHT),
        Share(Role.COMPILED_BEST_FIRST, FIRST_WEIGHTS, turn=native.GREEDY_WEIGHT,
              slots=native.GREEDY_SLOTS),
        *(Share(Role.COMPILED_WIDE_BEST_FIRST, weights, turn=native.GREEDY_WEIGHT,
                slots=native.WIDE_SLOTS) for weights in TIGHT),
        Share(Role.ORDERINGS, cap=orderings.SHARE),
        Share(Role.COMPILED_COMPOUND, turn=macros.NATIVE_WEIGHT,
              cap=macros.NATIVE_TIGHT_SHARE),
    )),
    (RuleClass.EVERY_MOVE, False): Plan((
        Share(Role.PROVER, PROVER),
        Share(Role.FIRST),
        *(Share(Role.BEST_FIRST, weights) for weights in PORTFOLIO[1:]),
        Share(Role.ORDERINGS, cap=orderings.SHARE),
        Share(Role.COMPOUND, cap=macros.SHARE),
    )),
    (RuleClass.EVERY_MOVE, True): Plan((
        Share(Role.COMPILED_PROVER, PROVER, turn=native.SHARED_WEIGHT),
        # Kept beside the prover in C: sharing its visited set with the
        # others changes where it goes, and it wins deals there that the
        # prover in C alone does not.
        Share(Role.PROVER, PROVER),
        Share(Role.FIRST),
        *(Share(Role.BEST_FIRST, weights) for weights in PORTFOLIO[1:]),
        Share(Role.ORDERINGS, cap=orderings.SHARE),
        Share(Role.COMPILED_COMPOUND, turn=macros.NATIVE_WEIGHT, cap=macros.NATIVE_SHARE),
    )),
}


def plan_for(rules: MoveRules, use_native: bool) -> Plan:
    """The plan of ``rules``: its class's row of ``PLANS``, without the
    compound moves where their searches do not know the rules, with the
    best-first searches in C in the every-move games with a reserve pile,
    and with the dig onto the piles in C (``PILE_DIG``) where piles take a
    run while empty."""
    rule_class_of = rule_class(rules)
    if rules.over and use_native:
        # Piles in overlapping tiers (``interlock``) in C: the class's plan in
        # C without compound moves, whose searches do not know what blocks a
        # pile (Sarlacc, roomy: ``ROOMY_IN_C``; docs/solver.md, Piles in
        # overlapping tiers, has what it settled).
        return _without_compound(PLANS[rule_class_of, True])
    if rules.covers and use_native:
        return _covers_plan(rule_class_of)
    if rules.face_down or rules.over or rules.jokers or rules.covers:
        # Face-down cards (Opera), piles in tiers (``interlock``), jokers and
        # cells that cover their columns (``covers``): Python alone
        # (``native.supported``), and no compound moves, whose searches
        # neither turn a card up, nor know what blocks a pile, nor know
        # jokers, nor cells that are not interchangeable.
        return _without_compound(PLANS[rule_class_of, False])
    plan = PLANS[rule_class_of, use_native]
    if rules.real_columns < rules.column_count:
        if use_native and rule_class_of is RuleClass.EVERY_MOVE:
            plan = _best_first_in_c(plan)
        if use_native and rules.pile_intake == TAKES_RUN_WHEN_EMPTY and rules.pile_runs:
            return Plan((*_without_compound(plan).members, PILE_DIG), plan.opening)
        return _without_compound(plan)
    return plan


def _best_first_in_c(plan: Plan) -> Plan:
    """``plan`` with the best-first searches in C (``_BEST_FIRST_IN_C``) in
    place of those in Python, after the first search: for the every-move
    games with a reserve pile (Needle, Haystack, Pitchfork), which have no
    compound moves (``_without_compound``), so that beside the provers only
    these searches look for a win, and they walk many times as many
    positions a second in C. Over deals 1-200 at 12 s a deal, Needle so
    settled the 6 deals it had left unknown, in 19 s in all against 82,
    Haystack took half its time and Pitchfork's 99th percentile went from
    11.5 s to 6.2 s, with the same verdicts. Elsewhere the gain is not
    clear (docs/solver.md, Reserve piles): Bath settled two deals more and
    left one unknown it had won, Super Challenge FreeCell settled one more
    but took an eighth longer, and ten more every-move games gave the same
    verdicts; there the compound moves in C win the hard deals."""
    kept = [share for share in plan.members if share.role is not Role.BEST_FIRST]
    after = next(index for index, share in enumerate(kept) if share.role is Role.FIRST) + 1
    return Plan((*kept[:after], *_BEST_FIRST_IN_C, *kept[after:]), plan.opening)


def _covers_plan(rule_class_of: RuleClass) -> Plan:
    """The plan of cells that cover their columns (``covers``, Flipper) where
    the C search plays them (``native.supported``): without compound moves,
    whose searches know cells only as interchangeable. Flipper, roomy, takes
    ``ROOMY_IN_C`` as Sarlacc does: its slow deals need a few hundred
    thousand positions, which the best-first searches and the prover in C
    walk many times as fast as the Python members (docs/solver.md, Cells that
    cover columns). But with no opening in C: the first search in Python,
    winning first, finds shorter ways than the opening's greedy search in C
    (Flipper's deals 1-40 before ways were made shorter here: 111 moves at
    the median against 136.5, 3.8 s in all against 4.5; deals 1-100 with
    them made shorter: 107 against 111, 12.7 s against 11.9 with the
    modules not compiled)."""
    if rule_class_of is RuleClass.ROOMY:
        return Plan(ROOMY_IN_C.members)
    return _without_compound(PLANS[rule_class_of, True])


def _without_compound(plan: Plan) -> Plan:
    """``plan`` without its searches of compound moves: where reserve piles
    follow the columns (``piles``), which those searches do not know of (a
    card dug out would be put on a pile as on a column), in Python as in C
    (the C search refuses them beside piles of single cards; ``PILE_DIG``
    is its own member). Its other members in C play the piles as the
    Python search does."""
    compound = (Role.COMPOUND, Role.COMPILED_COMPOUND)
    return Plan(tuple(share for share in plan.members if share.role not in compound),
                plan.opening)
