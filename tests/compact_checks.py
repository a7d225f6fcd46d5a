"""Checks of the compact search's moves against the engine, shared by the
test modules of the rule kinds the compact search was taught."""

from __future__ import annotations

from collections.abc import Iterable

from freecell_qt.engine import IllegalMoveError, Move, Position, Rules
from freecell_qt.engine.moves import Pile
from freecell_qt.engine.rules.rules_of_play import apply, resolve
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place
from freecell_qt.engine.solver.state import Columns, Foundations, from_position


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
