"""Shortcuts along a win (``solver.splice``): a detour is cut out, the rest is
renamed to the columns the shortcut leaves, and the win still replays."""

from __future__ import annotations

from freecell_qt.engine import Game, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import PORTFOLIO
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.splice import splice
from freecell_qt.engine.solver.state import (
    CELL_TO_COLUMN,
    CELL_UP,
    COLUMN_TO_CELL,
    COLUMN_UP,
    CompactMove,
    from_position,
    settle,
)

RULES = Rules()


def _win(deal: int) -> tuple[tuple, MoveRules, list[CompactMove]]:
    """The settled start of ``deal`` and a win from it."""
    position = initial_position(RULES, deal)
    move_rules = MoveRules.of(RULES, len(position.columns))
    columns, cells, found = from_position(position)
    piles, ranks = list(columns), list(found)
    cells = settle(piles, cells, ranks, move_rules.safe)
    start = (tuple(piles), cells, tuple(ranks))
    search = BestFirst(start[0], start[1], start[2], move_rules, PORTFOLIO[0])
    while not search.run(50_000):
        pass
    assert search.solved
    return start, move_rules, search.real_moves(search.solution)


def _between(moves: list[CompactMove]) -> int:
    return sum(1 for move in moves if move[0] not in (COLUMN_UP, CELL_UP))


def _replays(deal: int, moves: list[CompactMove], move_rules: MoveRules) -> bool:
    position = initial_position(RULES, deal)
    game = Game(RULES, position, automove=False)
    for move in engine_moves(position, moves, move_rules.safe):
        game.play(move)
    return game.is_won


def test_a_detour_through_the_cells_is_cut_out_and_the_win_still_replays() -> None:
    start, move_rules, moves = _win(1)
    columns = start[0]
    first, second = [index for index, column in enumerate(columns) if column][:2]
    detour: list[CompactMove] = [
        (COLUMN_TO_CELL, first), (COLUMN_TO_CELL, second),
        (CELL_TO_COLUMN, columns[first][-1], first),
        (CELL_TO_COLUMN, columns[second][-1], second),
    ]
    state = start
    for move in detour:
        state = play(*state, move, move_rules)
    assert state == start
    shortened = splice(detour + moves, start, move_rules)
    assert _between(shortened) <= _between(moves)
    assert _replays(1, shortened, move_rules)


def test_a_win_is_never_made_longer() -> None:
    start, move_rules, moves = _win(2)
    shortened = splice(moves, start, move_rules, depth=1)
    assert len(engine_moves(initial_position(RULES, 2), shortened, move_rules.safe)) <= len(
        engine_moves(initial_position(RULES, 2), moves, move_rules.safe))
    assert _replays(2, shortened, move_rules)
