"""The search for games whose foundations go up in alternate colours whatever
the suit (Clink): best first over positions of ranks and colours.

Suits play no part in such a game: columns build by colour (or by rank
alone) and each foundation asks for a rank and a colour, so the two cards of
one rank and colour are interchangeable and the search knows a card by its
*kind*, ``(rank - 1) * 2 + red``. A position is the columns' kinds in the
table's order, the cells' kinds (-1 for an empty cell) and each foundation as
its count and the colour of its ace; the search remembers it with the
columns, the cells and the foundations sorted, as the rules treat piles of a
kind alike.

Every move is tried (no move is left out), and the only moves played unasked
are the engine's safe ones (``rules_of_play.is_safe``: the only foundation
that takes a card, once nothing can go on it), which never turn a won game
into a lost one. So when no position is left to look at, the deal is lost.
Positions are taken in order of a score of what is left to do (cards not up,
and the cards over those the foundations want next) and, a tenth as much, of
the moves made to reach them, which finds a short win long before the last
position on the deals that have one.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass

from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Build, Rules, rules_of_play
from freecell_qt.engine.solver.portfolio import Clock

#: Positions looked at between looks at the clock.
CHECK_EVERY = 2_000
#: The score's weight against the moves made so far: a position's priority is
#: ``DEPTH_SHARE * score + moves``. Without the moves the first win found on deals
#: 1-200 ran to 1,688 moves; with them the longest is 100, the median 79 instead
#: of 87, for under twice the search time (docs/solver.md).
DEPTH_SHARE = 10
#: An empty cell.
EMPTY = -1
#: A foundation: the cards on it, and 1 if its first card is red.
Foundation = tuple[int, int]
Columns = tuple[tuple[int, ...], ...]
#: (columns, cells, foundations), each in the table's order.
State = tuple[Columns, tuple[int, ...], tuple[Foundation, ...]]


@dataclass(frozen=True, slots=True)
class Found:
    """What a search found: the engine's ``moves`` to a win when ``won``, else
    whether it ran out of positions (a proof) or of budget."""

    won: bool
    exhausted: bool
    moves: tuple[Move, ...]
    nodes: int


def kind(rank: int, red: bool) -> int:
    """A card as the search knows it: rank and colour."""
    return (rank - 1) * 2 + int(red)


def wanted(foundation: Foundation) -> int:
    """The kind a foundation that is not full takes next: ranks go round from
    the king to the ace, colours alternate from its first card's."""
    count, red = foundation
    return kind(count % 13 + 1, bool(red ^ (count & 1)))


def holds(foundation: Foundation, card: int) -> bool:
    """Whether the card of kind ``card`` that this foundation takes is on it yet:
    each foundation takes every kind once, first time round or second."""
    count, red = foundation
    rank, card_red = card // 2 + 1, card & 1
    place = rank - 1 if red ^ ((rank - 1) & 1) == card_red else rank + 12
    return count > place


class _Search:
    """One search's rules and tables; ``run`` does the work."""

    def __init__(self, position: Position, rules: Rules) -> None:
        self.rules = rules
        self.cell_count = len(position.cells)
        self.copies = 2 * position.decks
        self.room = rules.foundation_rule.room
        alternate = rules.build is Build.ALTERNATE_COLOURS
        #: FITS[card][top]: whether a card of kind ``card`` goes on one of kind ``top``.
        self.fits = [[top // 2 == card // 2 + 1 and (not alternate or (top ^ card) & 1 == 1)
                      for top in range(26)] for card in range(26)]
        self.fills = [rules.may_fill(card // 2 + 1) for card in range(26)]
        #: bases[card]: the kinds that could go on a card of kind ``card`` in a column.
        self.bases = [[below for below in range(26) if self.fits[below][card]]
                      for card in range(26)]

    # -- positions ------------------------------------------------------
    @staticmethod
    def start(position: Position) -> State:
        columns = tuple(tuple(kind(card.rank, card.is_red) for card in column)
                        for column in position.columns)
        cells = tuple(EMPTY if card is None else kind(card.rank, card.is_red)
                      for card in position.cells)
        founds = tuple((len(pile), int(pile[0].is_red)) for pile in position.foundations)
        return columns, cells, founds

    @staticmethod
    def key(state: State) -> bytes:
        """The position packed, piles of a kind sorted: 0xFF ends a column, 0xFE
        is an empty cell."""
        columns, cells, founds = state
        packed = bytearray()
        for column in sorted(columns):
            packed += bytes(column)
            packed.append(0xFF)
        packed += bytes(sorted(0xFE if card == EMPTY else card for card in cells))
        for count, red in sorted(founds):
            packed += bytes((count, red))
        return bytes(packed)

    def score(self, state: State) -> int:
        """What is left to do: cards not up, and the cards that lie over the
        next card each foundation wants (the nearer copy of it)."""
        columns, cells, founds = state
        left = sum(self.room - count for count, _red in founds)
        buried = 0
        for foundation in founds:
            if foundation[0] >= self.room:
                continue
            want = wanted(foundation)
            if want in cells:
                continue
            depths = [len(column) - 1 - index for column in columns
                      for index, card in enumerate(column) if card == want]
            buried += min(depths, default=0)
        used = sum(1 for card in cells if card != EMPTY)
        return 4 * left + 3 * buried + used

    # -- moves ----------------------------------------------------------
    def _safe(self, state: State) -> Move | None:
        """A safe move up, as ``rules_of_play.is_safe`` decides it, or None."""
        columns, cells, founds = state
        sources = [(Pile.cell(i), card) for i, card in enumerate(cells) if card != EMPTY]
        sources += [(Pile.column(i), column[-1]) for i, column in enumerate(columns) if column]
        for pile, card in sources:
            takers = [i for i, f in enumerate(founds) if f[0] < self.room and wanted(f) == card]
            if len(takers) != 1:
                continue
            if card >= 2 and not all(sum(holds(f, below) for f in founds) == self.copies
                                     for below in self.bases[card]):
                continue
            return Move(pile, Pile.foundation(takers[0]))
        return None

    def play(self, state: State, move: Move) -> State:
        """``state`` after ``move`` (already known to be legal)."""
        columns, cells, founds = state
        column_list, cell_list = list(columns), list(cells)
        source, dest = move.source, move.dest
        if source.kind is PileKind.CELL:
            cards: tuple[int, ...] = (cell_list[source.index],)
            cell_list[source.index] = EMPTY
        else:
            count = move.count or 1
            column = column_list[source.index]
            cards = column[-count:]
            column_list[source.index] = column[:-count]
        if dest.kind is PileKind.CELL:
            cell_list[dest.index] = cards[0]
        elif dest.kind is PileKind.COLUMN:
            column_list[dest.index] = column_list[dest.index] + cards
        else:
            count, red = founds[dest.index]
            founds = (*founds[:dest.index], (count + 1, red), *founds[dest.index + 1:])
        return tuple(column_list), tuple(cell_list), founds

    def settle(self, state: State, steps: list[Move]) -> State:
        """Play the safe moves up until none is left, noting each in ``steps``."""
        while (move := self._safe(state)) is not None:
            steps.append(move)
            state = self.play(state, move)
        return state

    def moves(self, state: State) -> Iterator[Move]:
        """Every legal move, moves up first."""
        columns, cells, founds = state
        for at, foundation in enumerate(founds):
            if foundation[0] >= self.room:
                continue
            want = wanted(foundation)
            for i, card in enumerate(cells):
                if card == want:
                    yield Move(Pile.cell(i), Pile.foundation(at))
            for i, column in enumerate(columns):
                if column and column[-1] == want:
                    yield Move(Pile.column(i), Pile.foundation(at))
        free = sum(1 for card in cells if card == EMPTY)
        empty = [i for i, column in enumerate(columns) if not column]
        fits = self.fits
        for i, column in enumerate(columns):
            if not column:
                continue
            run = 1
            while run < len(column) and fits[column[-run]][column[-run - 1]]:
                run += 1
            reach = min(run, self.rules.capacity(free, len(empty)))
            for j, target in enumerate(columns):
                if j == i or not target:
                    continue
                top = target[-1]
                for count in range(1, reach + 1):
                    if fits[column[-count]][top]:
                        yield Move(Pile.column(i), Pile.column(j), count)
                        break
            if empty:
                reach = min(run, self.rules.capacity(free, len(empty) - 1))
                # A whole column moved to an empty one changes nothing.
                for count in range(1, min(reach, len(column) - 1) + 1):
                    if self.fills[column[-count]]:
                        yield Move(Pile.column(i), Pile.column(empty[0]), count)
        for i, card in enumerate(cells):
            if card == EMPTY:
                continue
            for j, target in enumerate(columns):
                if target and fits[card][target[-1]]:
                    yield Move(Pile.cell(i), Pile.column(j))
            if empty and self.fills[card]:
                yield Move(Pile.cell(i), Pile.column(empty[0]))
        if free:
            cell = cells.index(EMPTY)
            for i, column in enumerate(columns):
                if column:
                    yield Move(Pile.column(i), Pile.cell(cell))

    # -- the search -----------------------------------------------------
    def run(self, position: Position, clock: Clock) -> Found:
        first: list[Move] = []
        start = self.settle(self.start(position), first)
        start_key = self.key(start)
        #: Each position seen: the one it came from and the moves between.
        came: dict[bytes, tuple[bytes | None, list[Move]]] = {start_key: (None, first)}
        heap: list[tuple[int, int, int, State]] = [(self.score(start), 0, 0, start)]
        order = 0
        nodes = 1
        while heap:
            _score, _order, depth, state = heapq.heappop(heap)
            key = self.key(state)
            if all(count >= self.room for count, _red in state[2]):
                return Found(True, True, self._way(position, came, key), nodes)
            for move in self.moves(state):
                steps = [move]
                child = self.settle(self.play(state, move), steps)
                child_key = self.key(child)
                if child_key in came:
                    continue
                came[child_key] = (key, steps)
                nodes += 1
                if nodes % CHECK_EVERY == 0 and clock.stop(nodes):
                    return Found(False, False, (), nodes)
                order -= 1  # the newest first among equals: deeper, sooner
                heapq.heappush(heap, (DEPTH_SHARE * self.score(child) + depth + 1, order,
                                      depth + 1, child))
        return Found(False, True, (), nodes)

    def _way(self, position: Position, came: dict[bytes, tuple[bytes | None, list[Move]]],
             key: bytes) -> tuple[Move, ...]:
        """The engine's moves from ``position`` to the won position ``key``,
        each checked by the engine."""
        chunks: list[list[Move]] = []
        current: bytes | None = key
        while current is not None:
            parent, steps = came[current]
            chunks.append(steps)
            current = parent
        moves: list[Move] = []
        for steps in reversed(chunks):
            for step in steps:
                move = rules_of_play.resolve(position, self.rules, step)
                moves.append(move)
                position = rules_of_play.apply(position, move, self.rules)
        assert position.is_won
        return tuple(moves)


def search(position: Position, rules: Rules, clock: Clock) -> Found:
    """A win from ``position``, a proof that there is none, or neither within
    ``clock``'s budget."""
    return _Search(position, rules).run(position, clock)
