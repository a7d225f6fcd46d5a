"""The search in C (``solver/_exhaust_tiers``) in Sarlacc's piles in
overlapping tiers, against the Python code it must agree with
(``solver.interlock``): the same moves in the same order, the same children
(the safe cards sent up from free piles alone), the same keys (the piles in
their places) and the same heuristic values, so that the prover in C walks
the Python prover's positions; and through ``solve``, wins that replay
through the engine."""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Game, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove
from freecell_qt.engine.rules.options import Tableau
from freecell_qt.engine.solver import PORTFOLIO, PROVER, Route, interlock, native, route, solve
from freecell_qt.engine.solver.heuristic import BLOCKED, Weights, targets
from freecell_qt.engine.solver.moves import MoveRules, legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.par import improves, par
from freecell_qt.engine.solver.plan import Role, plan_for
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import Columns, Foundations, from_position
from tests.compact_checks import assert_children_agree, provers_agree
from tests.engine.test_solver import replays_to_win

needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

SARLACC = Rules.preset(Preset.SARLACC)
#: Sarlacc and two custom games of its tiers (as tests/engine/test_solver_sarlacc.py
#: plays them): fewer cells, built by suit, kings only into the top tier's
#: empty piles, one card at a time.
CASES = [
    SARLACC,
    Rules(Preset.CUSTOM, 3, tableau=Tableau.INTERLOCK, build=Build.SAME_SUIT,
          fill=EmptyFill.KINGS),
    Rules(Preset.CUSTOM, 4, tableau=Tableau.INTERLOCK, sequence=SequenceMove.ONE_CARD),
]
IDS = ["sarlacc", "suit and kings", "one card"]
#: The weightings the portfolio's searches value positions by.
WEIGHTINGS = [PROVER, *PORTFOLIO]

State = tuple[Columns, bytes, Foundations]


def _rules(rules: Rules) -> MoveRules:
    return MoveRules.of(rules, rules.columns)


def _core(state: State, move_rules: MoveRules, weights: Weights = PROVER) -> object:
    return CompiledSearch(*state, move_rules, 1 << 12, weights).core


def _python_value(state: State, move_rules: MoveRules, weights: Weights) -> float:
    columns, cells, found = state
    return interlock.evaluate(columns, cells, found, targets(found, weights), BLOCKED,
                              move_rules.over, move_rules.top, weights)


def _agree(core: object, state: State, move_rules: MoveRules, weights: Weights) -> int:
    """Asserts that the C search's moves at ``state`` (every move, and those
    that keep runs whole) are ``legal_moves``' in its order, each child
    ``play``'s, and its key and value the Python ones; the moves' count."""
    assert_children_agree(core, state, move_rules)
    columns, cells, found = state
    assert core.key(columns, cells) == interlock.ordered_key(columns, cells)  # type: ignore[attr-defined]
    assert core.value(columns, cells, found) == _python_value(state, move_rules, weights)  # type: ignore[attr-defined]
    return len(legal_moves(columns, cells, found, move_rules, True))


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_along_random_games_the_c_search_makes_the_python_moves_in_order(rules: Rules) -> None:
    """Along random games from the deals: the same moves in the same order
    (the prover orders equal values by it), the same children, keys and
    values under each weighting of the portfolio."""
    move_rules = _rules(rules)
    chooser = random.Random(rules.title + str(rules.cells))
    compared = drops = 0
    for deal in range(1, 13):
        weights = WEIGHTINGS[deal % len(WEIGHTINGS)]
        search = CompiledSearch(*from_position(initial_position(rules, deal)), move_rules,
                                1 << 12, weights)
        state = search.start
        for _ in range(150):
            _agree(search.core, state, move_rules, weights)
            moves = legal_moves(*state, move_rules, True)
            drops += sum(1 for move in moves if move[0] == 4
                         and interlock.blocked(state[0], move_rules.over, move[2]))
            compared += 1
            if not moves:
                break
            state = play(*state, chooser.choice(moves), move_rules)
    assert compared >= 80 and drops > 0


def _scattered(rng: random.Random, move_rules: MoveRules) -> State:
    """Any layout: each suit up to a height at random, the cards left dealt
    at random over some of the piles and the cells, many piles empty, so
    that safe cards lie both in free piles and under blocking ones."""
    found = tuple(rng.randrange(0, 8) for _ in range(4))
    left = [rank * 4 + suit for suit in range(4) for rank in range(found[suit], 13)]
    rng.shuffle(left)
    held = rng.randrange(0, min(move_rules.cell_count, len(left)) + 1)
    cells = bytes(sorted(left[:held]))
    used = rng.sample(range(move_rules.column_count), rng.randrange(10, 40))
    piles = [bytearray() for _ in range(move_rules.column_count)]
    for card in left[held:]:
        piles[rng.choice(used)].append(card)
    return tuple(bytes(pile) for pile in piles), cells, found


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_on_any_layout_the_c_search_settles_as_the_python_code(rules: Rules) -> None:
    """Scattered layouts, not settled, with long piles and full cells: the
    C search's children are the Python code's, each settled as
    ``interlock.settle`` does (a safe card goes up from a free pile alone,
    and a pile emptied so frees the piles under it); the search's start is
    settled so too, a safe card under a blocking pile left where it is."""
    move_rules = _rules(rules)
    rng = random.Random(len(rules.title) + rules.cells)
    held_back = 0
    for _ in range(60):
        state = _scattered(rng, move_rules)
        _agree(_core(state, move_rules), state, move_rules, PROVER)
        columns, found = list(state[0]), list(state[2])
        cells = interlock.settle(columns, state[1], found, move_rules.safe, move_rules.over)
        settled = (tuple(columns), cells, tuple(found))
        assert CompiledSearch(*state, move_rules, 1 << 12).start == settled
        held_back += any(column and column[-1] >> 2 == found[column[-1] & 3]
                         for column in columns)
    assert held_back > 0


#: Lost deals: Sarlacc's 18, 72 and 110 (docs/rules.md, Piles in overlapping
#: tiers), and with three cells, built by suit and kings alone into empty
#: piles, deals that the Python prover walks in a few thousand positions.
LOST = [(SARLACC, 18), (SARLACC, 72), (SARLACC, 110), (CASES[1], 1), (CASES[1], 8),
        (CASES[1], 24)]


@needs_c
@pytest.mark.parametrize(("rules", "deal"), LOST,
                         ids=[f"{IDS[CASES.index(rules)]}-{deal}" for rules, deal in LOST])
def test_the_prover_in_c_walks_the_python_prover_s_positions_of_a_lost_deal(
        rules: Rules, deal: int) -> None:
    """The prover in C walks every position the Python prover walks, the
    same number (the C search counts the start apart), and proves the deal
    lost."""
    assert not provers_agree(from_position(initial_position(rules, deal)), _rules(rules))


def _wins(search: CompiledSearch, rules: Rules, deal: int) -> bool:
    """Whether ``search`` wins ``deal`` and its way replays to a win."""
    while not search.run(10_000):
        pass
    if not search.solved:
        return False
    game = Game.new(deal, rules, automove=False)
    move_rules = search.move_rules
    for move in engine_moves(game.position, search.way(), move_rules.safe,
                             over=move_rules.over):
        game.play(move)
    return game.is_won


@needs_c
@pytest.mark.parametrize("rules", [CASES[0], CASES[2]], ids=[IDS[0], IDS[2]])
@pytest.mark.parametrize("greedy", [False, True], ids=["prover", "best first"])
def test_the_searches_in_c_win_ways_that_replay_through_the_engine(rules: Rules,
                                                                    greedy: bool) -> None:
    """The prover in C and its best-first search, on deals of each game:
    their ways, made shorter, replay through ``Game.play`` to a win."""
    move_rules = _rules(rules)
    won = 0
    for deal in range(1, 6):
        search = CompiledSearch(*from_position(initial_position(rules, deal)), move_rules,
                                weights=PROVER if not greedy else PORTFOLIO[0],
                                greedy=greedy, complete=not greedy)
        won += _wins(search, rules, deal)
    assert won >= 2


@needs_c
@pytest.mark.parametrize("deal", [1, 10])
def test_solve_runs_its_members_in_c_and_its_wins_replay(deal: int) -> None:
    """Through ``solve`` (a budget of positions, so the run is the same each
    time): its win replays through the engine. The portfolio's plan runs
    the prover and the best-first searches in C beside the first search,
    and one of them wins."""
    position = initial_position(SARLACC, deal)
    result = solve(position, SARLACC, max_nodes=200_000)
    assert result.status == "solved" and replays_to_win(position, SARLACC, result)
    portfolio = Portfolio(position, SARLACC)
    finished = portfolio.run(Clock(200_000))
    assert isinstance(finished, CompiledSearch) and finished.solved
    in_c = [search for role, search in portfolio.members
            if role in (Role.COMPILED_PROVER, Role.COMPILED_BEST_FIRST)]
    assert len(in_c) == 4 and all(isinstance(search, CompiledSearch) and search.expanded > 0
                                  for search in in_c)


@needs_c
@pytest.mark.parametrize("deal", [1, 2])
def test_the_par_searches_in_c_find_a_shorter_win_that_replays(deal: int) -> None:
    """The par's searches (best first with a cost per move, beam searches)
    run in C in the tiers as well: Sarlacc's par replays to a win and is
    shorter than Solve's solution."""
    assert improves(_rules(SARLACC))
    position = initial_position(SARLACC, deal)
    found = par(position, SARLACC, 50_000)
    assert found.solved and replays_to_win(position, SARLACC, found)
    assert found.length is not None and found.length < found.solve_length


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_c_search_plays_the_tiers_without_compound_moves(rules: Rules) -> None:
    """The games go to the compact search; where the C search was built it
    plays them, in its build for tiers, and the plan's members run in C
    (the prover and best-first searches) without compound moves."""
    move_rules = _rules(rules)
    assert route(rules) is Route.COMPACT
    assert native.supported(move_rules) == native.AVAILABLE
    plan = plan_for(move_rules, native.AVAILABLE)
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in plan.members)
    roles = {share.role for share in plan.members}
    if native.AVAILABLE:
        assert native.core_type(move_rules) is native.TiersCore
        assert Role.COMPILED_PROVER in roles
        # Sarlacc, roomy: its best-first searches too (``plan.ROOMY_IN_C``).
        assert (Role.COMPILED_BEST_FIRST in roles) == (rules is SARLACC)
    else:
        assert not plan.compiled


def test_a_tiers_game_with_more_cells_than_the_build_holds_stays_in_python() -> None:
    """Nine free cells: the compact search plays it, the C search does not
    (its build for tiers holds one deck's 8 cells), so the plan is Python's."""
    rules = Rules(Preset.CUSTOM, 9, tableau=Tableau.INTERLOCK)
    move_rules = _rules(rules)
    assert route(rules) is Route.COMPACT and move_rules.over
    assert not native.supported(move_rules)
    plan = plan_for(move_rules, False)
    assert not plan.compiled and plan.opening is None


@needs_c
@pytest.mark.parametrize(("change", "message"), [
    ({"over": b"\xff" * 7}, "over: 208 bytes expected"),
    ({"top": 0}, "over: a top tier"),
    ({"compound": True}, "over: a top tier"),
    ({"over": bytes([60, 255, 255, 255]) + b"\xff" * 204}, "over: a pile out of range"),
])
def test_bad_tiers_are_refused_with_a_message(change: dict[str, object], message: str) -> None:
    move_rules = _rules(SARLACC)
    table = native.tables(move_rules)
    columns, cells, found = from_position(initial_position(SARLACC, 1))
    arguments: dict[str, object] = {
        "columns": columns, "cells": cells, "found": found, "cell_count": SARLACC.cells,
        "parents": table["parents"], "fills": table["fills"], "capacity": table["capacity"],
        "needs": table["needs"], "most_slots": 1 << 12, "over": table["over"], "top": 10,
    }
    arguments.update(change)
    with pytest.raises(ValueError, match=message):
        native.TiersCore(**arguments)
