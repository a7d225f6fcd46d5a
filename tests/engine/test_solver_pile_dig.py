"""Headquarters' compound moves in C (``plan.PILE_DIG``): a card dug out by
moving the runs above it onto columns or, failing that, into empty piles.

The Python reference of compound moves (``macros.CompoundMoves``) knows no
piles, so these are held to the rules themselves: each compound move is
plain moves the engine's compact rules allow, reaching the position the
search says, and its wins replay to a win in the engine."""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Game, Preset, Rules
from freecell_qt.engine.rules.options import Reserves
from freecell_qt.engine.solver import SolveResult, native, solution_moves
from freecell_qt.engine.solver.moves import MoveRules, is_legal, legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.orderings import Rotation
from freecell_qt.engine.solver.plan import PILE_DIG, ROOMY_IN_C, Role, plan_for
from freecell_qt.engine.solver.state import Columns, Foundations, from_position, settle
from tests.engine.test_solver_decks import replays_to_win

needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

HEADQUARTERS = Rules.preset(Preset.HEADQUARTERS)
State = tuple[Columns, bytes, Foundations]


def _move_rules(rules: Rules = HEADQUARTERS) -> MoveRules:
    return MoveRules.of(rules, rules.pile_count)


def _sorted(state: State, real: int) -> State:
    """``state`` with its columns sorted, then its piles apart, as the
    compound-move search holds a position."""
    columns, cells, found = state
    return (*sorted(columns[:real]), *sorted(columns[real:])), cells, found


def _compound_children(move_rules: MoveRules, state: State
                       ) -> list[tuple[tuple[tuple[int, ...], ...], State]]:
    core = CompiledSearch(*state, move_rules, 1 << 12, compound=True).core
    return [(tuple(moves), child) for moves, child in core.children(*state, True, True)]


def test_headquarters_plan_in_c_ends_with_the_dig() -> None:
    """The plan in C of piles that take a run while empty is the roomy plan
    in C with the dig after its members; in Python no compound moves run
    (the other games with piles: ``test_solver_reserves``)."""
    move_rules = _move_rules()
    in_c = plan_for(move_rules, True)
    assert in_c.members == (*ROOMY_IN_C.members, PILE_DIG)
    assert in_c.opening == ROOMY_IN_C.opening
    assert PILE_DIG.role is Role.COMPILED_COMPOUND and PILE_DIG.cap is not None
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in plan_for(move_rules, False).members)


@needs_c
@pytest.mark.parametrize("rules", [HEADQUARTERS,
                                   Rules(Preset.CUSTOM, 1, columns=8, reserves=Reserves.RUNS)],
                         ids=["headquarters", "run piles and a cell"])
def test_each_compound_move_is_legal_plain_moves_to_its_position(rules: Rules) -> None:
    """Along random games, each compound move's plain moves (columns named as
    sorted before each) are legal, and played from the sorted position they
    reach the position the search gives; some dig a card out by putting a
    run in an empty pile, and one that is a move onto a pile alone is a dig
    whose card then went up unasked, never a plain move onto the pile."""
    move_rules = _move_rules(rules)
    real = move_rules.real_columns
    rng = random.Random(7)
    into_piles = compared = 0
    for deal in range(1, 4):
        start = Game.new(deal, rules).start
        columns, cells, found = from_position(start)
        piles, ranks = list(columns), list(found)
        cells = settle(piles, cells, ranks, move_rules.safe, move_rules.twice)
        state: State = (tuple(piles), cells, tuple(ranks))
        for _ in range(60):
            for moves, child in _compound_children(move_rules, state):
                here = _sorted(state, real)
                for move in moves:
                    assert is_legal(*here, move, move_rules), (moves, move)
                    here = _sorted(play(*here, move, move_rules), real)
                assert here == child
                if len(moves) == 1 and moves[0][0] == 4 and moves[0][2] >= real:
                    # only a dig whose card then went up unasked
                    assert sum(child[2]) > sum(state[2]), moves
                compared += 1
                if len(moves) > 1 and any(move[0] == 4 and move[2] >= real
                                          for move in moves[:-1]):
                    into_piles += 1
            moves_here = legal_moves(*state, move_rules, True)
            if not moves_here:
                break
            state = play(*state, rng.choice(moves_here), move_rules)
    assert compared > 500
    assert into_piles > 0


@needs_c
@pytest.mark.parametrize("deal", [25, 157])
def test_deals_the_plan_left_unknown_are_won_by_digging(deal: int) -> None:
    """Headquarters deals 25 and 157, which the plan without the dig left
    unknown at 12 s, are won by the dig alone within 100,000 positions of
    its own, and the way replays to a win in the engine."""
    position = Game.new(deal, HEADQUARTERS).start
    move_rules = _move_rules()
    rotation = Rotation.compound(*from_position(position), move_rules, 100_000, in_c=True)
    while not rotation.run(10_000):
        pass
    assert rotation.solved
    moves = solution_moves(position, rotation.current)
    assert replays_to_win(position, HEADQUARTERS, SolveResult("solved", moves, 0, 0))
