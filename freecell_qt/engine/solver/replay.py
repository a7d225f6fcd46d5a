"""Turn a compact solution into engine moves on the real table.

The search names cells by the card they hold (its cells are sorted) and
plays safe cards up silently. A replay uses ``automove=False``, so here the
compact moves are played again on the real layout: a cell card is found in
its real cell, a card going to a cell takes the leftmost empty one, and
every silent safe move becomes an explicit ``h`` move.
"""

from __future__ import annotations

from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import MAX_CELLS, MAX_COLUMNS
from freecell_qt.engine.solver.state import (
    CELL_TO_COLUMN,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_UP,
    CompactMove,
    SafeNeeds,
    is_safe,
)

#: The piles, made once: a solution names a pile in each of its moves.
_COLUMN = tuple(Pile.column(index) for index in range(MAX_COLUMNS))
_CELL = tuple(Pile.cell(index) for index in range(MAX_CELLS))
_FOUNDATION = Pile.foundation()


class _Table:
    """The real layout in compact cards, with engine moves recorded as played."""

    def __init__(self, position: Position, needs: SafeNeeds) -> None:
        self.needs = needs
        self.columns = [
            bytearray(card.deck_index for card in column) for column in position.columns
        ]
        self.cells = [None if card is None else card.deck_index for card in position.cells]
        self.found = list(position.foundations)
        self.moves: list[Move] = []

    def settle(self) -> None:
        """Play every safe card up, lowest first, as the search did silently."""
        found, needs = self.found, self.needs
        while True:
            best: tuple[int, bool, int] | None = None  # card, in a cell?, index
            for index, card in enumerate(self.cells):
                # The cheap half of is_safe first: most cards cannot go up at all.
                if (
                    card is not None
                    and found[card & 3] == card >> 2
                    and is_safe(card, found, needs)
                    and (best is None or card < best[0])
                ):
                    best = (card, True, index)
            for index, column in enumerate(self.columns):
                if column:
                    card = column[-1]
                    if (
                        found[card & 3] == card >> 2
                        and is_safe(card, found, needs)
                        and (best is None or card < best[0])
                    ):
                        best = (card, False, index)
            if best is None:
                return
            self.up(_CELL[best[2]] if best[1] else _COLUMN[best[2]])

    def up(self, pile: Pile) -> None:
        if pile.kind is PileKind.CELL:
            held = self.cells[pile.index]
            if held is None:
                raise ValueError(f"cell {pile.letter} is empty")
            card = held
            self.cells[pile.index] = None
        else:
            card = self.columns[pile.index].pop()
        self.found[card & 3] += 1
        self.moves.append(Move(pile, _FOUNDATION))

    def play(self, move: CompactMove) -> None:
        kind = move[0]
        if kind == COLUMN_UP:
            self.up(_COLUMN[move[1]])
        elif kind == COLUMN_TO_CELL:
            free = self.cells.index(None)
            self.cells[free] = self.columns[move[1]].pop()
            self.moves.append(Move(_COLUMN[move[1]], _CELL[free]))
        elif kind == CELL_TO_COLUMN:
            at = self.cells.index(move[1])
            self.cells[at] = None
            self.columns[move[2]].append(move[1])
            self.moves.append(Move(_CELL[at], _COLUMN[move[2]]))
        elif kind == COLUMN_TO_COLUMN:
            source, dest, count = move[1], move[2], move[3]
            onto_empty = not self.columns[dest]
            self.columns[dest] += self.columns[source][-count:]
            del self.columns[source][-count:]
            shown = count if onto_empty and count > 1 else None
            self.moves.append(Move(_COLUMN[source], _COLUMN[dest], shown))
        else:
            self.up(_CELL[self.cells.index(move[1])])


def engine_moves(position: Position, compact: list[CompactMove], needs: SafeNeeds) -> list[Move]:
    """The full move list, safe moves included, from ``position``; ``needs``
    is the safe rule the search played by."""
    table = _Table(position, needs)
    table.settle()
    for move in compact:
        table.play(move)
        table.settle()
    return table.moves
