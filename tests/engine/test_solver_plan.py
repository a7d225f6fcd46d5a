"""The plan table (``solver.plan``) and the portfolio built from it."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import FIRST_SLICE, native, solve
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.orderings import Rotation
from freecell_qt.engine.solver.plan import (
    FIRST_WEIGHTS,
    OPENING,
    PLANS,
    ROOMY_IN_C,
    Role,
    RuleClass,
    plan_for,
    rule_class,
)
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.search import BestFirst
from tests.engine.test_solver import replays_to_win

#: A deal of each class that no search settles within the first slice.
UNSETTLED = [
    (Rules(), 11982, RuleClass.ROOMY),
    (Rules(cells=3), 11982, RuleClass.ROOMY),
    (Rules(cells=2), 982, RuleClass.TIGHT),
    (Rules(cells=1), 607, RuleClass.TIGHT),
    (Rules(Preset.FORECELL), 527, RuleClass.EVERY_MOVE),
]


@pytest.mark.parametrize(("rules", "expected"), [
    (Rules(), RuleClass.ROOMY), (Rules(Preset.BAKERS_GAME), RuleClass.ROOMY),
    (Rules(cells=2), RuleClass.TIGHT), (Rules(cells=1), RuleClass.TIGHT),
    (Rules(Preset.FORECELL), RuleClass.EVERY_MOVE),
    (Rules(Preset.SEAHAVEN_TOWERS), RuleClass.EVERY_MOVE),  # kings only in empty columns
    (Rules(cells=0), RuleClass.EVERY_MOVE),  # one card moves at a time
])
def test_rules_fall_into_their_class(rules: Rules, expected: RuleClass) -> None:
    assert rule_class(MoveRules.of(rules, rules.columns)) is expected


def test_every_plan_can_prove_a_loss_and_only_the_c_plans_use_c() -> None:
    for (kind, with_c), plan in PLANS.items():
        roles = [share.role for share in plan.members]
        assert Role.PROVER in roles or Role.COMPILED_PROVER in roles, kind
        assert Role.FIRST in roles or Role.COMPILED_BEST_FIRST in roles, kind
        assert not plan.compiled or with_c, kind
        assert all(share.cap is not None for share in plan.members
                   if share.role in (Role.ORDERINGS, Role.COMPOUND, Role.COMPILED_COMPOUND))
    assert PLANS[RuleClass.TIGHT, True].compiled
    assert PLANS[RuleClass.EVERY_MOVE, True].compiled


@pytest.mark.parametrize("use_c", [True, False])
@pytest.mark.parametrize(("rules", "deal", "kind"), UNSETTLED)
def test_the_portfolio_is_its_plan_in_order(
    rules: Rules, deal: int, kind: RuleClass, use_c: bool
) -> None:
    portfolio = Portfolio(initial_position(rules, deal), rules, use_native=use_c)
    assert portfolio.run(Clock(portfolio.plan.opening_work + FIRST_SLICE + 50)) is None
    with_c = use_c and native.AVAILABLE
    assert portfolio.rule_class is kind and portfolio.plan is PLANS[kind, with_c]
    shares = portfolio.plan.members
    assert [role for role, _ in portfolio.members] == [share.role for share in shares]
    for share, (role, search) in zip(shares, portfolio.members, strict=True):
        if role is Role.FIRST:
            assert search is portfolio.first
        elif isinstance(search, CompiledSearch):
            assert role.compiled and search.weight == share.turn
        elif isinstance(search, Rotation):
            assert search.share == share.cap and search.weight == share.turn
        else:
            assert isinstance(search, BestFirst) or role is Role.SHORT_DEPTH_FIRST
    # The searches in Python that make every move share one visited set.
    pooled = [search for search in portfolio.searches
              if isinstance(search, BestFirst) and search.complete]
    if len(pooled) > 1:
        assert all(search.group == pooled[0].group and search in search.group
                   for search in pooled)


def test_the_turns_go_in_the_order_the_verdicts_were_tuned_for() -> None:
    """Where the prover shares its visited set it goes first (after the
    prover in C); alone, it goes last (see docs/solver.md)."""
    def roles(kind: RuleClass, with_c: bool) -> list[Role]:
        return [share.role for share in PLANS[kind, with_c].members]

    assert roles(RuleClass.ROOMY, False) == [
        Role.FIRST, Role.BEST_FIRST, Role.BEST_FIRST, Role.PROVER]
    assert roles(RuleClass.ROOMY, True) == [
        Role.FIRST, Role.COMPILED_BEST_FIRST, Role.COMPILED_BEST_FIRST,
        Role.COMPILED_BEST_FIRST, Role.COMPILED_PROVER]
    assert roles(RuleClass.TIGHT, False) == [
        Role.PROVER, Role.FIRST, Role.WIDE_BEST_FIRST, Role.ORDERINGS, Role.COMPOUND]
    assert roles(RuleClass.TIGHT, True) == [
        Role.COMPILED_PROVER, Role.SHORT_DEPTH_FIRST, Role.COMPILED_BEST_FIRST,
        Role.COMPILED_WIDE_BEST_FIRST, Role.ORDERINGS, Role.COMPILED_COMPOUND]
    assert roles(RuleClass.EVERY_MOVE, False) == [
        Role.PROVER, Role.FIRST, Role.BEST_FIRST, Role.BEST_FIRST, Role.ORDERINGS,
        Role.COMPOUND]
    assert roles(RuleClass.EVERY_MOVE, True) == [
        Role.COMPILED_PROVER, Role.PROVER, Role.FIRST, Role.BEST_FIRST, Role.BEST_FIRST,
        Role.ORDERINGS, Role.COMPILED_COMPOUND]


@pytest.mark.parametrize("preset", [Preset.FREECELL, Preset.SPIDERCELLS, Preset.CELL_11,
                                    Preset.TRIPLE_FREECELL, Preset.DOUBLE_FREECELL, Preset.DEEP])
def test_roomy_games_keep_their_members_in_c(preset: Preset) -> None:
    """After the opening, best first under each weighting and the prover,
    in C, with one deck as with several; without the C search, the plan in
    Python."""
    rules = Rules(preset)
    move_rules = MoveRules.of(rules, rules.columns)
    assert rule_class(move_rules) is RuleClass.ROOMY
    assert plan_for(move_rules, True) is ROOMY_IN_C is PLANS[RuleClass.ROOMY, True]
    assert plan_for(move_rules, False) is PLANS[RuleClass.ROOMY, False]
    assert [share.role for share in ROOMY_IN_C.members] == [
        Role.FIRST, Role.COMPILED_BEST_FIRST, Role.COMPILED_BEST_FIRST,
        Role.COMPILED_BEST_FIRST, Role.COMPILED_PROVER]
    assert ROOMY_IN_C.opening is not None


@pytest.mark.skipif(not native.AVAILABLE, reason="the members run in C")
@pytest.mark.parametrize("deal", [10, 31])
def test_spidercells_deals_the_members_in_python_left_unknown_are_won(deal: int) -> None:
    """Spidercells deals 10 and 31, which the opening leaves and the members
    in Python left unknown at a million positions, are won by the members in
    C within 200,000, and the way replays to a win."""
    rules = Rules(Preset.SPIDERCELLS)
    position = initial_position(rules, deal)
    result = solve(position, rules, max_nodes=200_000, max_bytes=None)
    assert result.solved and replays_to_win(position, rules, result)


@pytest.mark.skipif(not native.AVAILABLE, reason="the members run in C")
def test_a_three_deck_deal_the_opening_leaves_is_won_by_the_members_in_c() -> None:
    # Triple FreeCell deal 2: the opening's 8,000 positions do not win it.
    rules = Rules(Preset.TRIPLE_FREECELL)
    position = initial_position(rules, 2)
    with Portfolio(position, rules) as portfolio:
        winner = portfolio.run(Clock(None))
        assert portfolio.opening is not None and not portfolio.opening.solved
        assert isinstance(winner, CompiledSearch) and winner.solved
        roles = {id(search): role for role, search in portfolio.members}
        assert roles[id(winner)] in (Role.COMPILED_BEST_FIRST, Role.COMPILED_PROVER)
    result = solve(position, rules)
    assert result.solved and replays_to_win(position, rules, result)


def test_only_the_roomy_plan_in_c_has_an_opening() -> None:
    for (kind, with_c), plan in PLANS.items():
        if (kind, with_c) == (RuleClass.ROOMY, True):
            assert plan.opening is not None and plan.opening.role is Role.COMPILED_BEST_FIRST
            assert plan.opening.weights == FIRST_WEIGHTS and plan.opening.cap == OPENING
            assert plan.opening_work == OPENING // plan.opening.turn
        else:
            assert plan.opening is None and plan.opening_work == 0


@pytest.mark.skipif(not native.AVAILABLE, reason="the opening runs only in C")
def test_an_opening_that_wins_ends_the_portfolio_before_the_first_search() -> None:
    rules = Rules()
    with Portfolio(initial_position(rules, 1), rules) as portfolio:
        winner = portfolio.run(Clock(None))
        assert winner is portfolio.opening and isinstance(winner, CompiledSearch)
        assert winner.solved and winner.greedy and not winner.complete
        assert portfolio.first.expanded == 0 and portfolio.members == []


@pytest.mark.skipif(not native.AVAILABLE, reason="the opening runs only in C")
def test_an_opening_that_does_not_win_in_its_share_gives_way_to_the_plan() -> None:
    # Deal 194 takes the opening's weighting in C over a hundred thousand
    # positions; after the first search's slice a member in C wins it.
    rules = Rules()
    with Portfolio(initial_position(rules, 194), rules) as portfolio:
        winner = portfolio.run(Clock(None))
        opening = portfolio.opening
        assert opening is not None and not opening.solved
        assert opening.expanded == OPENING
        assert isinstance(opening, CompiledSearch) and opening.core.memory == 0  # retired
        # The plan takes over: the first search, then its members.
        assert winner is not None and winner is not opening and winner.solved
        assert portfolio.first.expanded >= FIRST_SLICE and portfolio.members
        assert any(search is winner for _, search in portfolio.members)
    # Its positions count against the budget at the opening's weight.
    assert opening.work == portfolio.plan.opening_work


def test_without_c_the_roomy_plan_starts_with_the_first_search() -> None:
    rules = Rules()
    with Portfolio(initial_position(rules, 1), rules, use_native=False) as portfolio:
        assert portfolio.run(Clock(None)) is portfolio.first
        assert portfolio.opening is None
