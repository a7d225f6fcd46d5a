"""Cells that cover their columns (Flipper) in the compact search.

In Flipper free cell ``i`` belongs to column ``i``: while it holds a card,
column ``i``'s top card lies face down, and the column gives nothing and
takes nothing, but that an empty column still takes any card or run
(docs/rules.md, Cells that cover columns). So neither the cells nor the
columns are interchangeable alone, as the compact state has them elsewhere;
the pair (column ``i``, cell ``i``) is, since every column follows one rule
and every cell one. Here:

- **Cells** are ``bytes`` in column order, one byte a cell, ``VACANT`` for an
  empty one (no card is 254, nor the key's separator). The count of free
  cells is the count of ``VACANT``.
- **The key** sorts the pairs (``sort_pairs``): the columns as elsewhere,
  each cell going with its column. The search's moves name the columns and
  cells in that order, and ``path_moves`` renames both to the table's.
- **Moves** (``legal_moves``): a covered column gives nothing and takes
  nothing but, empty, any card or run. A card goes to a cell of the search's
  choosing, ``(COLUMN_TO_CELL, column, cell)``: which one decides what it
  covers. Empty columns are alike only where their cells are: the first of
  those with a free cell is a destination, and each one whose cell is held.
- **Settling** (``settle``) sends up what the engine's auto-move does: a safe
  card in a cell, or on top of a column whose cell is free, never a face-down
  one; a cell emptied so turns its column's top card up, which may be safe
  in its turn.

The C search plays these rules too, move for move as here, in its one-deck
build (``native.supported``; ``_exhaust_moves.c``, ``cover_moves``), its
moves naming the table's columns and cells; ``plan.plan_for`` leaves out the
compound moves. The passes that make ways shorter (``CompiledCore.shortcut``,
``shorten``) and the par's searches take a position cell for cell, in place:
docs/solver.md, Cells that cover columns.
"""

from __future__ import annotations

from typing import Final, Protocol

from freecell_qt.engine.position import Position
from freecell_qt.engine.solver.state import (
    SEPARATOR,
    Columns,
    CompactMove,
    Foundations,
    SafeNeeds,
    compact_card,
    goes_up,
    onto_tops,
    ranks_of,
    send_up,
    wanted_if_safe,
)
from freecell_qt.engine.solver.tables import MoveTables


class MoveRules(MoveTables, Protocol):
    """What the covering cells' moves read of ``moves.MoveRules`` besides
    every kind's tables: stated here, so that this helper of ``moves`` need
    not import its owner."""

    @property
    def safe(self) -> SafeNeeds: ...
    @property
    def up_from_cell(self) -> list[CompactMove]: ...


#: A free cell that holds no card, in the cells' ``bytes``.
VACANT: Final = 254
_VACANT_BYTE: Final = bytes((VACANT,))
_SEPARATOR_BYTE: Final = bytes((SEPARATOR,))


def from_position(position: Position) -> tuple[Columns, bytes, Foundations]:
    """The compact position of ``position``, its cells in column order."""
    base = position.base
    columns = tuple(bytes(compact_card(card, base) for card in column)
                    for column in position.columns)
    cells = bytes(VACANT if card is None else compact_card(card, base)
                  for card in position.cells)
    return columns, cells, ranks_of(position.counts)


def sort_pairs(columns: list[bytes], cells: bytes) -> bytes:
    """Sort ``columns`` in place, each with its cell, by the column then the
    cell; returns the cells in the new order. Two positions that differ
    only by the order of their pairs are one position: every column follows
    one rule, and each cell covers its own column alone."""
    pairs = sorted(zip(columns, cells, strict=True))
    columns[:] = [column for column, _ in pairs]
    return bytes(cell for _, cell in pairs)


def key_of(columns: list[bytes] | Columns, cells: bytes) -> bytes:
    """The visited-set key: the pairs sorted (``sort_pairs``), then the cells."""
    cols = list(columns)
    cells = sort_pairs(cols, cells)
    cols.append(cells)
    return _SEPARATOR_BYTE.join(cols)


def held(cells: bytes) -> int:
    """The cells in use."""
    return len(cells) - cells.count(VACANT)


def order(columns: Columns | list[bytes], cells: bytes) -> list[int]:
    """The table's column of each place of the key (``sort_pairs``)."""
    return sorted(range(len(columns)), key=lambda index: (columns[index], cells[index]))


def rename(move: CompactMove, places: list[int]) -> CompactMove:
    """``move`` named in the key's order, in the table's (``order``): a
    column and a cell alike, as the pairs move together."""
    kind = move[0]
    if kind == 4:
        return (kind, places[move[1]], places[move[2]], move[3])
    if kind == 3:
        return (kind, move[1], places[move[2]])
    if kind == 2:
        return (kind, places[move[1]], places[move[2]])
    if kind == 0:
        return (kind, places[move[1]])
    return move


def place(columns: list[bytes], cells: bytes, found: list[int], move: CompactMove) -> bytes:
    """Play ``move`` on ``columns`` and ``found`` in place, without the safe
    moves that may follow it; returns the new cells. A card in a cell is
    named by its card (one deck: a card is in one place)."""
    kind = move[0]
    if kind == 4:
        source = columns[move[1]]
        columns[move[2]] += source[-move[3]:]
        columns[move[1]] = source[:-move[3]]
    elif kind == 2:
        source = columns[move[1]]
        at = move[2]
        cells = cells[:at] + source[-1:] + cells[at + 1:]
        columns[move[1]] = source[:-1]
    elif kind == 0:
        source = columns[move[1]]
        send_up(source[-1], found)
        columns[move[1]] = source[:-1]
    else:
        at = cells.index(move[1])
        if kind == 3:
            columns[move[2]] += cells[at:at + 1]
        else:
            send_up(move[1], found)
        cells = cells[:at] + _VACANT_BYTE + cells[at + 1:]
    return cells


def settle(columns: list[bytes], cells: bytes, found: list[int], needs: SafeNeeds) -> bytes:
    """Send every safe card in reach up, in place; returns the new cells.

    In reach: a card in a cell, or the top card of a column whose cell is
    free (a face-down card never goes up unasked, as in the engine). A card
    leaving a cell turns its column's top card up, so the foundations are
    looked at again until none takes a safe card. The end is the same in
    any order: a safe card stays safe, and one in reach stays in reach.
    """
    progress = True
    while progress:
        progress = False
        for suit in range(4):
            card = wanted_if_safe(found, needs, suit)
            if card < 0:
                continue
            at = cells.find(card)
            if at >= 0:
                cells = cells[:at] + _VACANT_BYTE + cells[at + 1:]
            else:
                for index, column in enumerate(columns):
                    if column and column[-1] == card and cells[index] == VACANT:
                        columns[index] = column[:-1]
                        break
                else:
                    continue
            found[suit] += 1
            progress = True
    return cells


def play(cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules
         ) -> tuple[Columns, bytes, Foundations]:
    """The position after ``move`` and the safe moves it allows, its columns
    in the order they had."""
    child = list(cols)
    child_found = list(found)
    cells = place(child, cells, child_found, move)
    cells = settle(child, cells, child_found, rules.safe)
    return tuple(child), cells, tuple(child_found)


def sends_up(cols: list[bytes], cells: bytes, found: Foundations, move: CompactMove,
             rules: MoveRules) -> bool:
    """Whether ``move`` sends a card up or brings one in reach that is safe:
    the top card it leaves on its column, or, from a cell, the top card of
    the column that cell covered. Its child must then be built, settled."""
    kind = move[0]
    if kind < 2:
        return True
    if kind == 3:
        index = cells.index(move[1])
        left = cols[index]
        if index == move[2] or not left:
            return False
    elif kind == 4:
        left = cols[move[1]][:-move[3]]
    else:
        if move[1] == move[2]:  # its own cell covers what the card leaves
            return False
        left = cols[move[1]][:-1]
    if not left:
        return False
    card = left[-1]
    if found[card & 3] != card >> 2:
        return False
    rank = card >> 2
    return all(found[other] >= rank for other in rules.safe[card])


def legal_moves(cols: Columns | list[bytes], cells: bytes, found: Foundations,
                rules: MoveRules, complete: bool = True) -> list[CompactMove]:
    """Every useful move (``moves.legal_moves``' rules), foundation moves first.

    A column gives only while its cell is free, and takes only then or when
    empty. Empty destinations: the first empty column whose cell is free,
    and each empty column whose cell holds a card (a run landing there lies
    face down until that card leaves). A whole column onto an empty one is
    left out only where that one's cell is free too (the same position). A
    card goes to each free cell, but of those whose columns are alike (both
    empty) only the first.
    """
    count = len(cols)
    free = cells.count(VACANT)
    tops = [-1] * 52
    givers: list[int] = []
    empties: list[int] = []
    first_open = -1
    for i in range(count):
        column = cols[i]
        if column:
            if cells[i] == VACANT:
                tops[column[-1]] = i
                givers.append(i)
        else:
            if cells[i] != VACANT:
                empties.append(i)
            elif first_open < 0:
                first_open = i
    empty_count = sum(1 for column in cols if not column)
    if first_open >= 0:
        empties.insert(0, first_open)
    to_occupied = rules.capacity[free][empty_count]
    to_empty = rules.capacity[free][empty_count - 1]
    fills = rules.fills
    runs = rules.runs
    parents = rules.parents
    between = rules.between
    from_cell = rules.from_cell
    moves: list[CompactMove] = []
    for k in range(count):
        card = cells[k]
        if card != VACANT and found[card & 3] == card >> 2:
            moves.append(rules.up_from_cell[card])
    for i in givers:
        top = cols[i][-1]
        if found[top & 3] == top >> 2:
            moves.append(rules.up_from_column[i])
    # The free cells a card may go to: of those whose columns are alike, the first.
    open_cells: list[int] = []
    alike: set[bytes] = set()
    for k in range(count):
        if cells[k] == VACANT and cols[k] not in alike:
            alike.add(cols[k])
            open_cells.append(k)
    for i in givers:
        column = cols[i]
        run = runs[column]
        onto = between[i]
        onto_tops(moves, column, run, to_occupied, complete, parents, tops, onto)
        for e in empties:
            most = run if run < to_empty else to_empty
            if cells[e] == VACANT and most > len(column) - 1:
                most = len(column) - 1  # the same pair, in another place
            empty = onto[e]
            if complete:
                for moved in range(1, most + 1):
                    if fills[column[-moved]]:
                        moves.append(empty[moved])
            else:
                for moved in range(most, 0, -1):
                    if fills[column[-moved]]:
                        moves.append(empty[moved])
                        break
        if free and (complete or run == 1):
            for k in open_cells:
                moves.append((2, i, k))
    for k in range(count):
        card = cells[k]
        if card == VACANT:
            continue
        placed = from_cell[card]
        for parent in parents[card]:
            j = tops[parent]
            if j >= 0:
                moves.append(placed[j])
        if fills[card]:
            for e in empties:
                moves.append(placed[e])
    return moves


def is_legal(cols: Columns, cells: bytes, found: Foundations, move: CompactMove,
             rules: MoveRules) -> bool:
    """Whether the engine would accept ``move`` here (with its exact card count)."""
    kind = move[0]
    if kind == 1:
        return move[1] in cells and goes_up(move[1], found)
    if kind == 3:
        if move[1] not in cells:
            return False
        dest = cols[move[2]]
        if not dest:
            return rules.fills[move[1]]
        return cells[move[2]] == VACANT and dest[-1] in rules.parents[move[1]]
    source = cols[move[1]]
    if not source or cells[move[1]] != VACANT:
        return False
    if kind == 0:
        return goes_up(source[-1], found)
    if kind == 2:
        return cells[move[2]] == VACANT
    dest, moved = cols[move[2]], move[3]
    if move[1] == move[2] or len(source) < moved or rules.runs[source] < moved:
        return False
    if dest and (cells[move[2]] != VACANT or dest[-1] not in rules.parents[source[-moved]]):
        return False
    if not dest and not rules.fills[source[-moved]]:
        return False
    empty = sum(1 for column in cols if not column) - (0 if dest else 1)
    return moved <= rules.capacity[cells.count(VACANT)][empty]
