"""Move generation and playing on compact positions.

The search expands positions with ``legal_moves`` and plays children with
its own inlined copy of ``play`` (a call per child costs too much there);
the shortening pass checks and plays moves with ``is_legal`` and ``play``.
Move kinds are written as the bare numbers of ``solver_state`` (``4`` is
``COLUMN_TO_COLUMN``) because a global name costs a look-up in hot loops.
"""

from __future__ import annotations

from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solver_state import (
    KING,
    OPPOSITE,
    RED,
    Columns,
    CompactMove,
    Foundations,
    capacity_table,
    settle,
)


class _Runs(dict[bytes, int]):
    """Run length per column: cards at the exposed end in descending
    alternate-colour order. A column recurs in many positions, so each is
    measured once."""

    def __missing__(self, column: bytes) -> int:
        length, size = 1, len(column)
        while length < size:
            upper, lower = column[-length], column[-length - 1]
            if (lower >> 2) != (upper >> 2) + 1 or RED[upper] == RED[lower]:
                break
            length += 1
        self[column] = length
        return length


RUNS = _Runs()
#: The cards each card may be placed on: one rank higher, the other colour.
PARENTS: tuple[tuple[int, ...], ...] = tuple(
    () if card >> 2 == KING else tuple(((card >> 2) + 1) * 4 + suit for suit in OPPOSITE[card & 3])
    for card in range(52)
)


class MoveRules:
    """What move generation needs from the rules, looked up once."""

    __slots__ = ("capacity", "cell_count", "kings_only")

    def __init__(self, rules: Rules) -> None:
        self.capacity = capacity_table(rules)
        self.cell_count = rules.cells
        self.kings_only = rules.empty_column_needs_king


def legal_moves(
    cols: Columns | list[bytes],
    cells: bytes,
    found: Foundations,
    rules: MoveRules,
    complete: bool = True,
) -> list[CompactMove]:
    """Every useful move, foundation moves first.

    Always left out: a whole column onto an empty one (the same position),
    and all but the first empty column as a destination (empty columns are
    interchangeable). Onto an occupied column only the one tail that fits
    can go, as in the engine.

    With ``complete`` False, also the moves that break up a run: its top
    card into a cell, part of it onto another column, less than the most
    that can go onto an empty column. They are seldom needed and they more
    than double the positions a heuristic search wades through; a proof
    of unsolvability needs them all.
    """
    free = rules.cell_count - len(cells)
    tops: dict[int, int] = {}
    empties: list[int] = []
    for i in range(8):
        column = cols[i]
        if column:
            tops[column[-1]] = i
        else:
            empties.append(i)
    empty_count = len(empties)
    to_occupied = rules.capacity[free][empty_count]
    to_empty = rules.capacity[free][empty_count - 1]
    kings_only = rules.kings_only
    runs = RUNS
    parents = PARENTS
    moves: list[CompactMove] = []
    append = moves.append
    for card in cells:
        if found[card & 3] == card >> 2:
            append((1, card))
    for top, i in tops.items():
        if found[top & 3] == top >> 2:
            append((0, i))
    for top, i in tops.items():
        column = cols[i]
        run = runs[column]
        if complete:
            for count in range(1, min(run, to_occupied) + 1):
                for parent in parents[column[-count]]:
                    j = tops.get(parent)
                    if j is not None:
                        append((4, i, j, count))
        elif run <= to_occupied:
            for parent in parents[column[-run]]:
                j = tops.get(parent)
                if j is not None:
                    append((4, i, j, run))
        if empty_count:
            most = min(run, to_empty, len(column) - 1)
            if kings_only:
                count = KING - (top >> 2) + 1
                if 0 < count <= most:
                    append((4, i, empties[0], count))
            elif not complete:
                if most:
                    append((4, i, empties[0], most))
            else:
                for count in range(1, most + 1):
                    append((4, i, empties[0], count))
        if free and (complete or run == 1):
            append((2, i))
    for card in cells:
        for parent in parents[card]:
            j = tops.get(parent)
            if j is not None:
                append((3, card, j))
        if empty_count and (not kings_only or card >> 2 == KING):
            append((3, card, empties[0]))
    return moves


def play(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove
) -> tuple[Columns, bytes, Foundations]:
    """The position after ``move`` and the safe moves it allows."""
    child = list(cols)
    child_found = list(found)
    kind = move[0]
    if kind == 4:
        source = child[move[1]]
        child[move[2]] += source[-move[3] :]
        child[move[1]] = source[: -move[3]]
    elif kind == 2:
        source = child[move[1]]
        cells = bytes(sorted(cells + source[-1:]))
        child[move[1]] = source[:-1]
    elif kind == 0:
        source = child[move[1]]
        child_found[source[-1] & 3] += 1
        child[move[1]] = source[:-1]
    else:
        at = cells.index(move[1])
        if kind == 3:
            child[move[2]] += cells[at : at + 1]
        else:
            child_found[move[1] & 3] += 1
        cells = cells[:at] + cells[at + 1 :]
    cells = settle(child, cells, child_found)
    return tuple(child), cells, tuple(child_found)  # type: ignore[return-value]


def is_legal(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules
) -> bool:
    """Whether the engine would accept ``move`` here (with its exact card count)."""
    kind = move[0]
    if kind == 0:
        column = cols[move[1]]
        return bool(column) and found[column[-1] & 3] == column[-1] >> 2
    if kind == 1:
        return move[1] in cells and found[move[1] & 3] == move[1] >> 2
    if kind == 2:
        return bool(cols[move[1]]) and len(cells) < rules.cell_count
    if kind == 3:
        if move[1] not in cells:
            return False
        return _fits(move[1], cols[move[2]], rules)
    source, dest, count = cols[move[1]], cols[move[2]], move[3]
    if move[1] == move[2] or len(source) < count or RUNS[source] < count:
        return False
    if not _fits(source[-count], dest, rules):
        return False
    free = rules.cell_count - len(cells)
    empty = sum(1 for column in cols if not column) - (0 if dest else 1)
    return count <= rules.capacity[free][empty]


def _fits(card: int, dest: bytes, rules: MoveRules) -> bool:
    if not dest:
        return not rules.kings_only or card >> 2 == KING
    under = dest[-1]
    return (under >> 2) == (card >> 2) + 1 and RED[card] != RED[under]
