"""The depth-first searches of compound moves (``solver.macros``)."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import (
    SolveResult,
    solve,
)
from freecell_qt.engine.solver.macros import ORDERS, CompoundMoves
from freecell_qt.engine.solver.moves import MoveRules, is_legal, play
from freecell_qt.engine.solver.orderings import Rotation
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import from_position, key_of
from tests.engine.test_solver import replays_to_win

FORECELL = Rules(Preset.FORECELL)


def _macros(rules: Rules, deal: int, order: int, budget: int) -> CompoundMoves:
    position = initial_position(rules, deal)
    search = CompoundMoves(*from_position(position), MoveRules.of(rules, len(position.columns)),
                    ORDERS[order])
    while not search.run(500) and search.expanded < budget:
        pass
    return search


@pytest.mark.parametrize(("deal", "order", "budget"), [(302, 0, 3_000), (738, 0, 1_100),
                                                      (295, 1, 700)])
def test_compound_moves_win_forecell_deals_every_other_search_wandered_on(
    deal: int, order: int, budget: int
) -> None:
    # Each stayed unknown after a million positions of the other searches;
    # fc-solve, whose moves are compound too, wins each within 6,000.
    search = _macros(FORECELL, deal, order, budget)
    assert search.solved and search.expanded <= budget
    position = initial_position(FORECELL, deal)
    moves = engine_moves(position, search.real_moves(search.solution), search.move_rules.safe)
    assert replays_to_win(position, FORECELL, SolveResult("solved", tuple(moves)))


@pytest.mark.parametrize("deal", [295, 302, 738])
def test_the_portfolio_wins_those_deals_through_its_compound_moves(deal: int) -> None:
    position = initial_position(FORECELL, deal)
    result = solve(position, FORECELL, max_nodes=40_000)
    assert result.solved and replays_to_win(position, FORECELL, result)


@pytest.mark.parametrize(
    ("rules", "deal"),
    [(FORECELL, 5), (Rules(cells=2), 7), (Rules(cells=1), 3), (Rules(Preset.EIGHT_OFF), 4),
     (Rules(Preset.SEAHAVEN_TOWERS), 6), (Rules(Preset.BAKERS_GAME), 2)],
)
def test_every_compound_move_is_a_chain_of_legal_moves(rules: Rules, deal: int) -> None:
    # Each child of the first positions the search expands, replayed move by
    # move from its parent, is legal at every step and ends where the
    # search put it.
    position = initial_position(rules, deal)
    move_rules = MoveRules.of(rules, len(position.columns))
    search = CompoundMoves(*from_position(position), move_rules, None)
    parents = [search.start]
    checked = 0
    while parents and checked < 300:
        columns, cells, found = parents.pop(0)
        ordered = sorted(columns)
        for moves, child, child_cells, child_found in search._children(ordered, cells, found):
            here = (tuple(ordered), cells, found)
            for move in moves:
                assert is_legal(*here, move, move_rules), (moves, move)
                after = play(*here, move, move_rules)
                here = (tuple(sorted(after[0])), after[1], after[2])
            assert key_of(here[0], here[1]) == key_of(child, child_cells)
            assert list(here[2]) == list(child_found)
            parents.append((tuple(child), child_cells, tuple(child_found)))
            checked += 1
    assert checked >= 300


def test_compound_moves_that_run_dry_prove_nothing() -> None:
    # Two-cell deal 891 is lost (the prover walks its 3.6 million positions);
    # the compound moves reach a few hundred of them and stop.
    rules = Rules(cells=2)
    position = initial_position(rules, 891)
    purposes = Rotation.compound(
        *from_position(position), MoveRules.of(rules, len(position.columns)), 50_000
    )
    assert purposes.run(50_000)
    assert purposes.exhausted and not purposes.solved and not purposes.proves
    assert 0 < purposes.expanded < 5_000
