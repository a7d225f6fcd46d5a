"""The search for games whose foundations go up by rank and whose columns
take no card (Stalactites): a walk of every position, depth first.

Nothing is ever built on a column there, so a card leaves its column for a
free cell or a foundation and never comes back: the columns only get
shorter, and within one search a column is told by its length alone. Suits
play no part either, as the foundations take any card of the rank they
want. A position is then the column lengths, the ranks in the cells (sorted,
as the cells are interchangeable) and what each foundation takes next with
the room it has left (sorted, as two foundations in the same state are
interchangeable), packed into a few bytes. That is small enough to walk every
position of a deal within the app's budget, so the search has no heuristic
and no move it leaves out: it tries every move, moves up first, and an
exhausted walk is a proof.

No move up is played unasked: the four foundations vie for the cards of each
rank, so sending a card up can lose a game that waiting would win
(docs/rules.md, Foundations by rank). Every move up is a choice the walk
tries.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from freecell_qt.engine.cards import rank_above
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, rules_of_play
from freecell_qt.engine.solver.portfolio import Clock

#: Positions walked between looks at the clock.
CHECK_EVERY = 2_000
#: A foundation: the rank it takes next and the cards it has room for.
Foundation = tuple[int, int]
#: (column lengths, ranks in the cells, foundations in the position's order).
State = tuple[tuple[int, ...], tuple[int, ...], tuple[Foundation, ...]]
#: A move of the walk: ``(column, -1, rank)`` to a cell, ``(column, f, rank)``
#: from a column to foundation ``f``, ``(-1, f, rank)`` from a cell.
Step = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Walk:
    """What a walk found: ``moves`` (the engine's, to a win) when ``won``,
    else whether it ran out of positions (a proof) or of budget."""

    won: bool
    exhausted: bool
    moves: tuple[Move, ...]
    nodes: int


def _start(position: Position) -> State:
    found = tuple((rank_above(pile[-1].rank), 13 - len(pile)) for pile in position.foundations)
    cells = tuple(sorted(card.rank for card in position.cells if card is not None))
    return tuple(len(column) for column in position.columns), cells, found


def _key(state: State) -> bytes:
    heights, cells, found = state
    return bytes((*heights, 0xFF, *cells, 0xFF, *(n for pair in sorted(found) for n in pair)))


def _lower(heights: tuple[int, ...], index: int) -> tuple[int, ...]:
    return (*heights[:index], heights[index] - 1, *heights[index + 1:])


def _children(state: State, ranks: tuple[tuple[int, ...], ...], cell_count: int
              ) -> Iterator[tuple[State, Step]]:
    """Every move from ``state``, the moves up first."""
    heights, cells, found = state
    tops = [(index, ranks[index][height - 1]) for index, height in enumerate(heights) if height]
    seen: set[Foundation] = set()
    for at, (wanted, room) in enumerate(found):
        if not room or (wanted, room) in seen:
            continue  # a foundation in the same state as an earlier one gives the same positions
        seen.add((wanted, room))
        after = (*found[:at], (rank_above(wanted), room - 1), *found[at + 1:])
        if wanted in cells:
            held = list(cells)
            held.remove(wanted)
            yield (heights, tuple(held), after), (-1, at, wanted)
        for index, rank in tops:
            if rank == wanted:
                yield (_lower(heights, index), cells, after), (index, at, rank)
    if len(cells) < cell_count:
        for index, rank in tops:
            yield (_lower(heights, index), tuple(sorted((*cells, rank))), found), (index, -1, rank)


def walk(position: Position, rules: Rules, clock: Clock) -> Walk:
    """Every position from ``position`` until a win, depth first."""
    ranks = tuple(tuple(card.rank for card in column) for column in position.columns)
    start = _start(position)
    seen = {_key(start)}
    path: list[Step] = []
    branches = [_children(start, ranks, rules.cells)]
    nodes = 1
    while branches:
        for child, step in branches[-1]:
            key = _key(child)
            if key in seen:
                continue
            seen.add(key)
            nodes += 1
            if nodes % CHECK_EVERY == 0 and clock.stop(nodes):
                return Walk(False, False, (), nodes)
            path.append(step)
            if not child[1] and not any(child[0]):
                return Walk(True, True, _moves(position, rules, path), nodes)
            branches.append(_children(child, ranks, rules.cells))
            break
        else:
            branches.pop()
            if path:
                path.pop()
    return Walk(False, True, (), nodes)


def _moves(position: Position, rules: Rules, path: list[Step]) -> tuple[Move, ...]:
    """The engine's moves along the walk's path, each checked by the engine."""
    moves: list[Move] = []
    for column, foundation, rank in path:
        if column >= 0:
            source = Pile.column(column)
        else:
            source = Pile.cell(next(index for index, card in enumerate(position.cells)
                                    if card is not None and card.rank == rank))
        if foundation < 0:
            cell = rules_of_play.cell_for(position, rules, position.columns[column][-1])
            assert cell is not None
            dest = Pile.cell(cell)
        else:
            dest = Pile.foundation(foundation)
        move = rules_of_play.resolve(position, rules, Move(source, dest))
        moves.append(move)
        position = rules_of_play.apply(position, move, rules)
    return tuple(moves)
