"""Turn a compact solution into engine moves on the real table.

The search names cells by the card they hold (its cells are sorted) and
plays safe cards up silently. A replay uses ``automove=False``, so here the
compact moves are played again on the real layout: a cell card is found in
its real cell, a card going to a cell takes the leftmost empty one (of its
suit, where each suit has its cells), and
every silent safe move becomes an explicit ``h`` move. Where each cell
covers its column (Flipper, ``covers``), a move to a cell names its cell,
and a face-down top card never goes up unasked.
"""

from __future__ import annotations

from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import MAX_CELLS, MAX_PILES
from freecell_qt.engine.solver.interlock import Over, blocked
from freecell_qt.engine.solver.state import (
    CELL_TO_COLUMN,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    COLUMN_UP,
    FIRST_JOKER,
    RUN_LENGTH,
    CompactMove,
    SafeNeeds,
    compact_card,
    deck_counts,
    fours_ranks,
    is_safe,
    jokers_go_up,
    ranks_of,
    send_up,
    whole_run_at_foot,
)

#: The piles, made once: a solution names a pile in each of its moves (up
#: to Sarlacc's 52, the most a position keeps as columns).
_COLUMN = tuple(Pile.column(index) for index in range(MAX_PILES))
_CELL = tuple(Pile.cell(index) for index in range(MAX_CELLS))
_FOUNDATION = Pile.foundation()
#: The moves, made once as well: a solution of 4-cell FreeCell has some 90,
#: and making each anew took a fifth of the replay's time.
_COLUMN_UP = tuple(Move(pile, _FOUNDATION) for pile in _COLUMN)
_CELL_UP = tuple(Move(pile, _FOUNDATION) for pile in _CELL)
#: The same onto Footling's one foundation, named as the engine names a move
#: up where the foundation is a pile of its own (``FoundationRule.names_pile``).
_ONE_FOUNDATION = Pile.foundation(0)
_COLUMN_UP_ONE = tuple(Move(pile, _ONE_FOUNDATION) for pile in _COLUMN)
_CELL_UP_ONE = tuple(Move(pile, _ONE_FOUNDATION) for pile in _CELL)
_TO_CELL = tuple(tuple(Move(column, cell) for cell in _CELL) for column in _COLUMN)
_FROM_CELL = tuple(tuple(Move(cell, column) for column in _COLUMN) for cell in _CELL)
_TO_COLUMN: dict[tuple[int, int, int | None], Move] = {}


class _Table:
    """The real layout in compact cards, with engine moves recorded as played."""

    def __init__(self, position: Position, needs: SafeNeeds, suit_cells: bool,
                 twice: bool, over: Over = (), covers: bool = False) -> None:
        self.covers = covers
        self.needs = needs
        #: Piles in overlapping tiers (``interlock``): the piles over each;
        #: a pile under one holding cards sends nothing up.
        self.over = over
        self.suit_cells = suit_cells
        self.twice = twice
        base = position.base
        self.columns = [
            bytearray(compact_card(card, base) for card in column) for column in position.columns
        ]
        self.cells = [None if card is None else compact_card(card, base)
                      for card in position.cells]
        self.found = list(ranks_of(deck_counts(position.counts), twice))
        self.moves: list[Move] = []
        self.column_up, self.cell_up = _COLUMN_UP, _CELL_UP
        if len(position.foundations) == 1:
            # Footling's one foundation, held as foundations by suit
            # (``state.fours_ranks``); the search's needs (``fours_needs``)
            # ask what it asks of a card going up.
            self.found = list(fours_ranks(position.foundations[0], position.decks))
            self.column_up, self.cell_up = _COLUMN_UP_ONE, _CELL_UP_ONE

    def settle(self) -> None:
        """Play every safe card up, lowest first, as the search did silently.

        Only the cards the foundations take next can go up, so those are
        looked for rather than every pile tested. With several decks every
        copy of a safe card goes up, each onto a foundation of its own
        (``state.safe_needs``), so which copy goes first changes nothing.
        """
        found, needs, cells, columns = self.found, self.needs, self.cells, self.columns
        if not needs:
            self.settle_runs()
            return
        twice = self.twice
        over = self.over
        while True:
            best = -1  # the lowest safe card that can go up, and where it is
            where = -1
            in_cell = False
            for index in range(len(found)):
                card = found[index] * 4 + (index & 3)
                if found[index] == 13 or (best >= 0 and card > best):
                    continue
                if not is_safe(card, found, needs, twice):
                    continue
                if card in cells:
                    best, where, in_cell = card, cells.index(card), True
                    continue
                for index, column in enumerate(columns):
                    if column and column[-1] == card and not (
                            (over and blocked(columns, over, index))
                            or (self.covers and cells[index] is not None)):
                        best, where, in_cell = card, index, False
                        break
            if best < 0:
                if len(needs) > FIRST_JOKER and self.settle_jokers():
                    continue
                return
            if in_cell:
                self.up_cell(where)
            else:
                self.up_column(where)

    def settle_jokers(self) -> bool:
        """Where the pack has jokers (``needs`` of 54 cards, Obstruction),
        send up one joker in a cell or at the foot of a column once their
        foundation takes them, as the search did silently
        (``state.settle_jokers``); whether one went up. The engine's move
        up names no foundation: a joker goes to the jokers' own."""
        if not jokers_go_up(self.found):
            return False
        for index, card in enumerate(self.cells):
            if card is not None and card >= FIRST_JOKER:
                self.cells[index] = None
                self.moves.append(self.cell_up[index])
                return True
        for index, column in enumerate(self.columns):
            if column and column[-1] >= FIRST_JOKER:
                column.pop()
                self.moves.append(self.column_up[index])
                return True
        return False

    def settle_runs(self) -> None:
        """Where the foundations take whole runs (``state.WHOLE_RUNS``), send
        each whole run at the foot of a column up, as the search did
        silently (``state.settle_runs``): the engine's move of a column up,
        which names no count (the run has one size) and goes to the first
        empty foundation, as ``WholeRuns.goes_to`` sends it."""
        for index, column in enumerate(self.columns):
            while whole_run_at_foot(bytes(column)):
                del column[-RUN_LENGTH:]
                self.found[self.found.index(0)] = RUN_LENGTH
                self.moves.append(_COLUMN_UP[index])

    def up_column(self, index: int) -> None:
        card = self.columns[index].pop()
        send_up(card, self.found)
        self.moves.append(self.column_up[index])

    def up_cell(self, index: int) -> None:
        card = self.cells[index]
        if card is None:
            raise ValueError(f"cell {_CELL[index].letter} is empty")
        self.cells[index] = None
        send_up(card, self.found)
        self.moves.append(self.cell_up[index])

    def play(self, move: CompactMove) -> None:
        kind = move[0]
        if kind == COLUMN_UP:
            self.up_column(move[1])
        elif kind == COLUMN_TO_CELL:
            card = self.columns[move[1]].pop()
            free = move[2] if len(move) > 2 else next(
                at for at, held in enumerate(self.cells)
                if held is None and (not self.suit_cells or at % 4 == card & 3))
            self.cells[free] = card
            self.moves.append(_TO_CELL[move[1]][free])
        elif kind == CELL_TO_COLUMN:
            at = self.cells.index(move[1])
            self.cells[at] = None
            self.columns[move[2]].append(move[1])
            self.moves.append(_FROM_CELL[at][move[2]])
        elif kind == COLUMN_TO_COLUMN:
            source, dest, count = move[1], move[2], move[3]
            onto_empty = not self.columns[dest]
            self.columns[dest] += self.columns[source][-count:]
            del self.columns[source][-count:]
            shown = count if onto_empty and count > 1 else None
            made = _TO_COLUMN.get((source, dest, shown))
            if made is None:
                made = _TO_COLUMN[source, dest, shown] = Move(
                    _COLUMN[source], _COLUMN[dest], shown
                )
            self.moves.append(made)
        else:
            self.up_cell(self.cells.index(move[1]))


def engine_moves(position: Position, compact: list[CompactMove], needs: SafeNeeds,
                 suit_cells: bool = False, twice: bool = False, over: Over = (),
                 covers: bool = False) -> list[Move]:
    """The full move list, safe moves included, from ``position``; ``needs``
    is the safe rule the search played by, ``suit_cells`` whether each suit
    has its own free cells (a card to a cell then takes its suit's),
    ``twice`` whether the foundations go twice round (``state.ranks_of``;
    a move up names no foundation, as each suit has one). Footling's one
    foundation (``state.fours_ranks``) is told by the position's one pile,
    and a move up names it. ``over``: the piles over each pile, where piles
    lie in overlapping tiers (``MoveRules.over``): only free piles' cards
    go up unasked, as in the search (``interlock.settle``). ``covers``:
    each cell covers its column (``covers``): a move to a cell names it,
    ``(COLUMN_TO_CELL, column, cell)``, and a covered column's top card
    is not sent up."""
    table = _Table(position, needs, suit_cells, twice, over, covers)

    table.settle()
    for move in compact:
        table.play(move)
        table.settle()
    return table.moves
