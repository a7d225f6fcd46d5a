"""Shorten a found solution by merging the moves of a card that moves twice.

Greedy search wanders: a card parked in a cell is fetched a few moves
later, a run moved aside is moved on again. When one card (or run) moves at
step ``a`` and again at step ``b``, the pair may be replaced by a single
move from where it was to where it ends (or by nothing when it comes back),
provided the moves in between stay legal and reach the same position. That
is checked by replaying the stretch; positions are compared by canonical
key, so a shortened stretch may leave the columns in another order, and the
rest of the solution is then renamed column by column.

Where each free cell covers its column (``covers``), the cells are places,
not a heap: a card goes to a cell the move names, and a stretch counts only
if it reaches the very position, cells and columns in their places, so
nothing after it needs renaming. A card that moves from one cell to another
has no single move that does the same, and such a pair stays as it is.
"""

from __future__ import annotations

from freecell_qt.engine.solver.moves import MoveRules, is_legal, play
from freecell_qt.engine.solver.state import (
    CELL_TO_COLUMN,
    CELL_UP,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_UP,
    Columns,
    CompactMove,
    Foundations,
    key_of,
)

State = tuple[Columns, bytes, Foundations]
#: How far ahead the second move of a pair is looked for.
WINDOW = 16
_CELL = -1  # an origin or destination that is a cell
_FOUNDATION = -2
#: Where cells cover their columns, cell ``k`` as a place: ``_NAMED_CELL - k``.
_NAMED_CELL = -3


def _rename(move: CompactMove, order: list[int]) -> CompactMove:
    """``move`` with column ``i`` read as column ``order[i]``; cells go by
    card, and a cell a move names (``covers``) keeps its place."""
    kind = move[0]
    if kind == COLUMN_TO_COLUMN:
        return (kind, order[move[1]], order[move[2]], move[3])
    if kind == CELL_UP:
        return move
    if kind == CELL_TO_COLUMN:
        return (kind, move[1], order[move[2]])
    return (kind, order[move[1]], *move[2:])


def _matching(planned: Columns, actual: Columns) -> list[int]:
    """For each planned column, the actual column with the same cards."""
    where: dict[bytes, list[int]] = {}
    for index, column in enumerate(actual):
        where.setdefault(column, []).append(index)
    return [where[column].pop(0) for column in planned]


def _reorder(state: State, order: list[int]) -> State:
    columns = [b""] * len(state[0])
    for index, column in enumerate(state[0]):
        columns[order[index]] = column
    return tuple(columns), state[1], state[2]


def _unit(state: State, move: CompactMove, named: bool = False
          ) -> tuple[int, int, int, int]:
    """(base card, count, origin, destination) of what ``move`` carries.

    Origin and destination are column indexes, ``_CELL`` or ``_FOUNDATION``;
    where cells are places (``named``, ``covers``), a cell's own place
    (``_NAMED_CELL - k``).
    """
    kind = move[0]
    cols = state[0]
    if kind == COLUMN_TO_COLUMN:
        return cols[move[1]][-move[3]], move[3], move[1], move[2]
    if kind == COLUMN_TO_CELL:
        cell = _NAMED_CELL - move[2] if named else _CELL
        return cols[move[1]][-1], 1, move[1], cell
    if kind == COLUMN_UP:
        return cols[move[1]][-1], 1, move[1], _FOUNDATION
    origin = _NAMED_CELL - state[1].index(move[1]) if named else _CELL
    if kind == CELL_TO_COLUMN:
        return move[1], 1, origin, move[2]
    return move[1], 1, origin, _FOUNDATION


def _merged(card: int, count: int, origin: int, dest: int) -> CompactMove | None:
    """One move from ``origin`` to ``dest``; None when the card ends where it began."""
    if origin == dest:
        return None
    if origin == _CELL or origin <= _NAMED_CELL:
        return (CELL_UP, card) if dest == _FOUNDATION else (CELL_TO_COLUMN, card, dest)
    if dest == _FOUNDATION:
        return (COLUMN_UP, origin)
    if dest == _CELL:
        return (COLUMN_TO_CELL, origin)
    if dest <= _NAMED_CELL:
        return (COLUMN_TO_CELL, origin, _NAMED_CELL - dest)
    return (COLUMN_TO_COLUMN, origin, dest, count)


def _attempt(
    states: list[State], moves: list[CompactMove], first: int, second: int, rules: MoveRules
) -> tuple[list[CompactMove], list[State]] | None:
    """The stretch ``first..second`` with the pair merged into one move,
    played last or else first, and the positions before each of its moves
    and after the last; None when neither is legal and reaches the same
    position."""
    named = rules.covers
    card, count, origin, _ = _unit(states[first], moves[first], named)
    last = _unit(states[second], moves[second], named)
    if (last[0], last[1]) != (card, count):
        return None
    if origin <= _NAMED_CELL and last[3] <= _NAMED_CELL and origin != last[3]:
        return None  # from one cell to another: no one move does it
    merged = _merged(card, count, origin, last[3])
    between = moves[first + 1 : second]
    if merged is None:
        return _replay(states, between, first, second, rules)
    return _replay(states, [*between, merged], first, second, rules) or _replay(
        states, [merged, *between], first, second, rules
    )


def _replay(
    states: list[State], stretch: list[CompactMove], first: int, second: int, rules: MoveRules
) -> tuple[list[CompactMove], list[State]] | None:
    current = states[first]
    positions = [current]
    for move in stretch:
        if not is_legal(*current, move, rules):
            return None
        current = play(*current, move, rules)
        positions.append(current)
    target = states[second + 1]
    if (rules.over or rules.covers) and current[:2] != target[:2]:
        # Piles in tiers (``interlock``) and cells that cover their columns
        # (``covers``) keep their places.
        return None
    real = rules.real_columns
    if key_of(current[0], current[1], real) != key_of(target[0], target[1], real):
        return None
    return stretch, positions


def _next_move_of(cards: list[int], first: int) -> int | None:
    """The next step that moves the card ``first`` moved, within the window;
    ``cards`` holds the card each step moves (the base of a run)."""
    card = cards[first]
    for second in range(first + 1, min(first + 1 + WINDOW, len(cards))):
        if cards[second] == card:
            return second
    return None


def _cards(states: list[State], moves: list[CompactMove], first: int) -> list[int]:
    """The card each step from ``first`` on moves: worked out once per step,
    not once per step it is compared with."""
    return [_unit(states[index], moves[index])[0] for index in range(first, len(moves))]


def shorten(
    moves: list[CompactMove], states: list[State], rules: MoveRules
) -> list[CompactMove]:
    """An equivalent solution, never longer.

    ``states``: the settled start and the position after each move, as the
    replay that names the real columns (``BestFirst.real_moves``) made them.
    """
    moves = list(moves)
    states = list(states)
    cards = _cards(states, moves, 0)
    first = 0
    while first < len(moves):
        second = None
        if moves[first][0] not in (COLUMN_UP, CELL_UP):
            second = _next_move_of(cards, first)
        outcome = None if second is None else _attempt(states, moves, first, second, rules)
        if second is None or outcome is None:
            first += 1
            continue
        stretch, positions = outcome
        order = _matching(states[second + 1][0], positions[-1][0])
        moves = moves[:first] + stretch + [_rename(m, order) for m in moves[second + 1 :]]
        states = (
            states[:first]
            + positions
            + [_reorder(state, order) for state in states[second + 2 :]]
        )
        cards = cards[:first] + _cards(states, moves, first)
    return moves


def shorten_in_pieces(
    moves: list[CompactMove], states: list[State], rules: MoveRules, piece: int
) -> list[CompactMove]:
    """``shorten`` a long way a piece of ``piece`` moves at a time.

    ``shorten``'s work grows with the square of the way's length (each merge
    rebuilds what follows it), so a way of tens of thousands of moves, as a
    depth-first search of three decks finds, would take minutes whole; in
    pieces it takes a few seconds. A piece ends where the way was, up to the
    order of the columns, so what follows is renamed to the columns the
    shortened piece left, as within ``shorten``.
    """
    moves = list(moves)
    states = list(states)
    out: list[CompactMove] = []
    start = 0
    while start < len(moves):
        end = min(start + piece, len(moves))
        short = shorten(moves[start:end], states[start : end + 1], rules)
        current = states[start]
        for move in short:
            current = play(*current, move, rules)
        out += short
        order = _matching(states[end][0], current[0])
        moves[end:] = [_rename(move, order) for move in moves[end:]]
        states[end:] = [_reorder(state, order) for state in states[end:]]
        start = end
    return out
