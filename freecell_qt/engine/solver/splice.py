"""Shortcuts along a win: a few moves from one of its positions to a later one.

``shorten`` merges the two moves of a card that moves twice; a win may also
wander through several cards' moves that a few other moves would have
skipped. From each position of the win, every way of up to ``depth`` moves
(every legal move, a run moving whole as one) is tried, and a position it
reaches that the win passes later, with more moves between, is a shortcut:
the moves between are replaced by the shorter way. Positions are compared by
canonical key (columns in any order, cells sorted), so what follows is
renamed to the columns the shortcut leaves, as ``shorten`` does.

Moves are counted as the par counts them: every card goes up once in any win
and the two positions hold the same cards, so a shortcut saves exactly the
moves between the columns and the cells it leaves out; a move to the
foundations costs nothing here.
"""

from __future__ import annotations

from freecell_qt.engine.solver.moves import MoveRules, legal_moves, play
from freecell_qt.engine.solver.shorten import _matching, _rename
from freecell_qt.engine.solver.state import CELL_UP, COLUMN_UP, Columns, CompactMove, key_of

State = tuple[Columns, bytes, tuple[int, ...]]
Way = tuple[CompactMove, ...]


def _cost(move: CompactMove) -> int:
    """What ``move`` adds to the par beyond the cards going up."""
    return 0 if move[0] in (COLUMN_UP, CELL_UP) else 1


def _ways(start: State, rules: MoveRules, depth: int, most: int
          ) -> dict[bytes, tuple[int, Way, State]]:
    """Every position within ``depth`` costed moves of ``start`` (at most
    ``most`` of them), by key: the fewest costed moves there, the way and
    the position. In the order the moves are listed, so the same on every
    run."""
    reached: dict[bytes, tuple[int, Way, State]] = {
        key_of(start[0], start[1]): (0, (), start)}
    layer: list[tuple[Way, State]] = [((), start)]
    for cost in range(1, depth + 1):
        # Moves to the foundations cost nothing: follow them within a layer.
        frontier = list(layer)
        nxt: list[tuple[Way, State]] = []
        while frontier:
            way, state = frontier.pop()
            for move in legal_moves(*state, rules):
                child = play(*state, move, rules)
                key = key_of(child[0], child[1])
                spent = cost - 1 + _cost(move)
                if key in reached and reached[key][0] <= spent:
                    continue
                if len(reached) >= most:
                    return reached
                reached[key] = (spent, (*way, move), child)
                (frontier if spent < cost else nxt).append(((*way, move), child))
        layer = nxt
    return reached


def splice(moves: list[CompactMove], start: State, rules: MoveRules, depth: int = 2,
           most: int = 20_000) -> list[CompactMove]:
    """``moves`` (a win from ``start``) with every shortcut of up to
    ``depth`` costed moves taken, first position first; never longer.
    ``most``: the positions looked at from each position of the win."""
    moves = list(moves)
    at = 0
    while at < len(moves):
        states = [start]
        for move in moves:
            states.append(play(*states[-1], move, rules))
        spent = [0]
        for move in moves:
            spent.append(spent[-1] + _cost(move))
        later = {key_of(s[0], s[1]): index for index, s in enumerate(states)}
        reached = _ways(states[at], rules, depth, most)
        best: tuple[int, int, Way, State] | None = None
        for key, (cost, way, state) in reached.items():
            index = later.get(key)
            if index is None or index <= at:
                continue
            saved = spent[index] - spent[at] - cost
            if saved > 0 and (best is None or saved > best[0]):
                best = (saved, index, way, state)
        if best is None:
            at += 1
            continue
        _, index, way, state = best
        order = _matching(states[index][0], state[0])
        moves = moves[:at] + list(way) + [_rename(m, order) for m in moves[index:]]
    return moves


__all__ = ["splice"]
