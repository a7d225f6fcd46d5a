"""Checks of the compact search's moves against the engine, shared by the
test modules of the rule kinds the compact search was taught."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator

import pytest

from freecell_qt.engine import Game, IllegalMoveError, Move, Position, Rules
from freecell_qt.engine.moves import Pile
from freecell_qt.engine.rules.rules_of_play import apply, resolve
from freecell_qt.engine.solver import PROVER, Route, native, route
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.plan import FIRST_WEIGHTS, Role, plan_for
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations, from_position
from tests.fc_solve import fc_solve_options


def count_moves_between(
        position: Position, rules: Rules, move_rules: MoveRules,
        state: tuple[Columns, bytes, Foundations],
        moves: Iterable[tuple[int, int, int]]) -> int:
    """Asserts, for each move of ``count`` cards from column ``i`` to
    column ``j``, that ``is_legal`` (the shortening's check) accepts it
    exactly where the engine resolves it with that count, and that an
    accepted move reaches the engine's position; returns how many the
    engine accepted, so that a caller can tell a check of nothing."""
    columns, cells, found = state
    accepted = 0
    for i, j, count in moves:
        try:
            resolved = resolve(position, rules, Move(Pile.column(i), Pile.column(j), count))
        except IllegalMoveError:
            resolved = None
        engine = resolved is not None and (resolved.count or 1) == count
        move = (4, i, j, count)
        assert is_legal(columns, cells, found, move, move_rules) == engine, \
            (move, position.to_text())
        if resolved is not None and engine:
            accepted += 1
            child = list(columns)
            child_found = list(found)
            child_cells = place(child, cells, child_found, move)
            assert from_position(apply(position, resolved, rules)) \
                == (tuple(child), child_cells, tuple(child_found))
    return accepted



def _column_pairs(size: int) -> Iterator[tuple[int, int, int]]:
    """Every move of 1 to 13 cards between two of ``size`` columns (the
    engine's legal moves never move a column onto itself)."""
    return ((i, j, count) for i, j, count in itertools.product(range(size), range(size),
                                                               range(1, 14)) if i != j)


def count_moves_along_a_game(rules: Rules, move_rules: MoveRules, deal: int, rounds: int,
                             seed: int) -> int:
    """``count_moves_between`` for every move between two columns, at each
    position of a game of up to ``rounds`` compact moves picked at random
    from ``deal``, each replayed through the engine; how many the engine
    accepted in all."""
    rng = random.Random(seed)
    game = Game(rules, Game.new(deal, rules).start, automove=False)
    state = from_position(game.position)
    size = len(state[0])
    accepted = 0
    for _ in range(rounds):
        accepted += count_moves_between(game.position, rules, move_rules, state,
                                        _column_pairs(size))
        moves = compact_moves(*state, move_rules, True)
        if not moves:
            break
        chosen = rng.choice(moves)
        for step in engine_moves(game.position, [chosen], move_rules.safe):
            game.play(step)
        state = play(*state, chosen, move_rules)
    return accepted

#: What a child built is worth, from the search, its parent's foundations and
#: the child's columns, cells and foundations: the heuristic as each rule
#: kind reads it.
BuiltValue = Callable[[BestFirst, Foundations, list[bytes], bytes, list[int]], float]


def count_values_in_place(
        state: tuple[Columns, bytes, Foundations], move_rules: MoveRules,
        pick: Callable[[list[CompactMove]], CompactMove], built: BuiltValue,
        sends_up: Callable[[Columns, bytes, Foundations, CompactMove], bool] | None = None,
) -> tuple[int, BestFirst]:
    """Asserts along a game of ``pick``'s moves that each child the search
    values from its parent's figures (``BestFirst._value_in_place``, a
    shortcut of its hot loop with no public face: only beside the child
    built is it seen to agree) has the value ``built`` gives the child
    built, and, with ``sends_up``, that the search builds at once exactly
    the children it names. Returns how many were compared and the last
    search, for what a caller asks of it besides."""
    checked = 0
    search = BestFirst(*state, move_rules, FIRST_WEIGHTS, complete=True)
    for _ in range(60):
        search = BestFirst(*state, move_rules, FIRST_WEIGHTS, complete=True)
        waiting = search._take()
        assert waiting is not None
        opened = search._open(waiting)
        assert opened is not None
        figures = search._figures(opened)
        cols, cells, found = opened.cols, opened.cells, opened.found
        for move in compact_moves(cols, cells, found, move_rules, True):
            at_once = search._sends_up(cols, found, move)
            if sends_up is not None:
                assert at_once == sends_up(tuple(cols), cells, found, move), move
            if at_once:
                continue
            child = list(cols)
            child_found = list(found)
            child_cells = place(child, cells, child_found, move)
            assert search._value_in_place(cols, figures, move) \
                == pytest.approx(built(search, found, child, child_cells, child_found)), move
            checked += 1
        moves = compact_moves(*state, move_rules, True)
        if not moves:
            break
        state = play(*state, pick(moves), move_rules)
    return checked, search


def assert_compact_in_python_alone(rules: Rules, move_rules: MoveRules) -> None:
    """``rules`` go to the compact search, and it plays them in Python alone:
    neither the C search nor the compound moves know that kind of rule, and
    fc-solve, which knows it no more, is never asked (it would play another
    game)."""
    assert route(rules) is Route.COMPACT
    assert not native.supported(move_rules)
    plan = plan_for(move_rules, True)
    assert not plan.compiled and plan.opening is None
    assert not any(share.role.compiled for share in plan.members)
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in plan.members)
    assert fc_solve_options(rules) is None


def provers_agree(state: tuple[Columns, bytes, Foundations], move_rules: MoveRules) -> bool:
    """Whether the prover in C wins ``state``, having asserted that the
    Python prover agrees: both win, or both prove it lost walking the same
    positions (the same count, the C search counting the start apart). The
    prover in C is trusted with a verdict only because it walks what the
    Python prover walks, move for move."""
    in_c = CompiledSearch(*state, move_rules, weights=PROVER)
    while not in_c.run(10_000):
        pass
    python = BestFirst(*state, move_rules, PROVER, complete=True)
    while python.waiting and not python.run(10_000):
        pass
    assert in_c.solved == python.solved
    if not in_c.solved:
        assert in_c.proves and python.exhausted
        assert in_c.expanded == python.expanded - 1
    return in_c.solved


def assert_children_agree(core: object, state: tuple[Columns, bytes, Foundations],
                          move_rules: MoveRules) -> None:
    """Asserts that the C search's moves at ``state``, over every move and
    over those that keep runs whole, are ``legal_moves``' in its order (the
    prover in C must take them in the Python prover's order to walk its
    positions), and each child is ``play``'s."""
    columns, cells, found = state
    for complete in (True, False):
        moves = compact_moves(columns, cells, found, move_rules, complete)
        children = core.children(columns, cells, found, complete)  # type: ignore[attr-defined]
        assert [move for move, _ in children] == moves
        for move, child in children:
            assert child == play(columns, cells, found, move, move_rules), move
