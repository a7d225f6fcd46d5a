"""The compound-move search in C (``CompiledSearch`` with ``compound``) against
``macros.CompoundMoves``, which it must follow move for move, and in the portfolio."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import FoundationBuild
from freecell_qt.engine.solver import (
    SolveResult,
    macros,
    native,
    solution_moves,
)
from freecell_qt.engine.solver.macros import ORDERS, CompoundMoves
from freecell_qt.engine.solver.moves import MoveRules, legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.orderings import Rotation
from freecell_qt.engine.solver.plan import Role
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import Columns, Foundations, from_position
from tests.engine.test_solver import replays_to_win
from tests.engine.test_solver_native import (
    FOURS,
    RULE_SETS,
    TWICE_ROUND,
    _any_position,
    needs_it,
    settled_start,
)

FORECELL = Rules(Preset.FORECELL)

#: A compound move's plain moves and the position it leads to.
Child = tuple[tuple[tuple[int, ...], ...], tuple[Columns, bytes, Foundations]]


def _python_children(rules: MoveRules, columns: Columns, cells: bytes,
                     found: Foundations) -> list[Child]:
    search = CompoundMoves((b"",) * len(columns), b"", (13,) * (4 * rules.decks), rules)
    return [
        (tuple(moves), (tuple(child), child_cells, tuple(child_found)))
        for moves, child, child_cells, child_found
        in search._children(sorted(columns), cells, found)
    ]


def _c_children(rules: MoveRules, columns: Columns, cells: bytes,
                found: Foundations) -> list[Child]:
    search = CompiledSearch((b"",) * len(columns), b"", (13,) * (4 * rules.decks), rules, 1 << 12,
                    compound=True).core
    return [(tuple(moves), child)
            for moves, child in search.children(columns, cells, found, True, True)]


def _search(rules: Rules, deal: int, order: int, in_c: bool) -> CompoundMoves | CompiledSearch:
    position = initial_position(rules, deal)
    move_rules = MoveRules.of(rules, len(position.columns))
    start = from_position(position, move_rules.twice)
    if in_c:
        return CompiledSearch(*start, move_rules, weights=ORDERS[order], weight=1,
                      compound=True)
    return CompoundMoves(*start, move_rules, ORDERS[order])


@needs_it
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.title)
def test_every_compound_move_is_the_python_search_s(rules: Rules) -> None:
    """Along random games, the compound moves of the C search are those of
    ``CompoundMoves``, in its order, each as the same plain moves (columns named as
    sorted before each) to the same position."""
    chooser = random.Random(rules.title)
    compared = moved = 0
    for deal in range(1, 40):
        if compared >= 200:
            break
        move_rules, columns, cells, found = settled_start(rules, deal)
        for _ in range(80):
            expected = _python_children(move_rules, columns, cells, found)
            assert _c_children(move_rules, columns, cells, found) == expected
            compared += 1
            moved += sum(len(moves) > 1 for moves, _ in expected)
            moves = legal_moves(columns, cells, found, move_rules, True)
            if not moves:
                break
            columns, cells, found = play(columns, cells, found, chooser.choice(moves),
                                         move_rules)
    assert compared >= 100
    if rules.cells:  # with no cell a card is seldom dug out
        assert moved > 0


@needs_it
@settings(max_examples=200, deadline=None)
@given(_any_position())
def test_any_layout_has_the_python_search_s_compound_moves(
    case: tuple[Rules, Columns, bytes, Foundations],
) -> None:
    rules, columns, cells, found = case
    move_rules = MoveRules.of(rules, rules.columns)
    expected = _python_children(move_rules, columns, cells, found)
    assert _c_children(move_rules, columns, cells, found) == expected


@needs_it
@settings(max_examples=200, deadline=None)
@given(_any_position(TWICE_ROUND))
def test_any_layout_twice_round_has_the_python_search_s_compound_moves(
    case: tuple[Rules, Columns, bytes, Foundations],
) -> None:
    test_any_layout_has_the_python_search_s_compound_moves.hypothesis.inner_test(case)


@needs_it
@settings(max_examples=200, deadline=None)
@given(_any_position(FOURS))
def test_any_layout_under_footling_s_foundation_has_the_python_search_s_compound_moves(
    case: tuple[Rules, Columns, bytes, Foundations],
) -> None:
    test_any_layout_has_the_python_search_s_compound_moves.hypothesis.inner_test(case)


_RUNS_TWO_CELLS = Rules(Preset.CUSTOM, 2, foundation=FoundationBuild.RUNS)
#: Deals each search ends within 20,000 positions, in both orders (0: the
#: plain order, 1: the weighted one) or in the one given.
_EXPANDED_ALIKE = [(rules, deal, order) for rules, deal in [
    (Rules(cells=2), 4), (Rules(cells=1), 3), (FORECELL, 7), (FORECELL, 10),
    (Rules(Preset.BAKERS_GAME), 14), (Rules(Preset.SEAHAVEN_TOWERS), 7),
    (Rules(Preset.EIGHT_OFF), 4), (Rules(cells=0), 7),
    # Footling's one foundation: the heuristic's cards wanted next as well.
    (Rules.preset("footling"), 3), (Rules.preset("footling"), 4),
    # Spidercells' whole runs: no card is wanted, nothing dug for the foundations.
    (_RUNS_TWO_CELLS, 1), (Rules.preset("spidercells"), 5),
] for order in (0, 1)] + [(_RUNS_TWO_CELLS, 2, 0), (Rules.preset("spidercells"), 6, 1)]


@needs_it
@pytest.mark.parametrize(("rules", "deal", "order"), _EXPANDED_ALIKE)
def test_it_expands_what_the_python_search_expands(rules: Rules, deal: int,
                                                    order: int) -> None:
    """To the same win or the same end of its moves, after the same
    positions (the Python search counts the start as one)."""
    python = _search(rules, deal, order, in_c=False)
    while not python.run(1_000):
        assert python.expanded < 20_000
    search = _search(rules, deal, order, in_c=True)
    assert not search.run(python.expanded - 2)
    assert search.run(10)
    assert search.expanded == python.expanded - 1
    assert search.solved == python.solved
    assert not search.proves  # its moves leave some out: running dry proves nothing
    assert search.exhausted == (not python.solved)


@needs_it
@pytest.mark.parametrize(("rules", "deal", "order"), [
    (FORECELL, 302, 0), (FORECELL, 738, 0), (FORECELL, 295, 1), (Rules(cells=2), 17, 0),
    (Rules(Preset.EIGHT_OFF), 4, 0),
])
def test_its_wins_replay_to_a_win_in_the_engine(rules: Rules, deal: int, order: int) -> None:
    search = _search(rules, deal, order, in_c=True)
    assert isinstance(search, CompiledSearch)
    while not search.run(10_000):
        pass
    assert search.solved
    position = initial_position(rules, deal)
    moves = engine_moves(position, search.real_moves(search.solution), search.move_rules.safe)
    assert replays_to_win(position, rules, SolveResult("solved", tuple(moves)))


@needs_it
@pytest.mark.parametrize("change", [{"greedy": True}, {"seed": 3}])
def test_it_is_depth_first_in_its_own_order_only(change: dict[str, object]) -> None:
    position = initial_position(Rules(cells=2), 1)
    move_rules = MoveRules.of(Rules(cells=2), 8)
    with pytest.raises(ValueError, match="compound"):
        CompiledSearch(*from_position(position), move_rules, compound=True, **change)  # type: ignore[arg-type]


@needs_it
def test_in_the_portfolio_they_run_in_c_with_ten_times_the_positions() -> None:
    """2-cell deal 267: the compound moves win it after 131,000 positions of
    their first ordering, some 260,000 of both; in Python that took 8 s,
    beyond their share and the app's budget. Their positions count at
    ``NATIVE_WEIGHT`` to one."""
    rules = Rules(cells=2)
    position = initial_position(rules, 267)
    portfolio = Portfolio(position, rules)
    won = portfolio.run(Clock(1_000_000))
    purposes = portfolio.member(Role.COMPILED_COMPOUND)
    assert isinstance(purposes, Rotation) and won is purposes and purposes.solved
    assert all(isinstance(search, CompiledSearch) for search in purposes.searches)
    assert purposes.weight == macros.NATIVE_WEIGHT
    assert purposes.share == macros.NATIVE_TIGHT_SHARE
    assert 200_000 < purposes.expanded <= macros.NATIVE_TIGHT_SHARE
    assert purposes.work == purposes.expanded // macros.NATIVE_WEIGHT
    # The way it found is what ``solve`` hands back, and it wins in the engine.
    moves = solution_moves(position, won)
    assert replays_to_win(position, rules, SolveResult("solved", moves))


def test_without_the_extension_they_run_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native, "AVAILABLE", False)
    rules = Rules(cells=2)
    portfolio = Portfolio(initial_position(rules, 982), rules)
    assert portfolio.run(Clock(5_000)) is None
    purposes = portfolio.member(Role.COMPOUND)
    assert isinstance(purposes, Rotation)
    assert all(isinstance(search, CompoundMoves) for search in purposes.searches)
    assert purposes.share == macros.TIGHT_SHARE and purposes.weight == 1
