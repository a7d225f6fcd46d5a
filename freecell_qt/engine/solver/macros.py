"""A depth-first search whose moves have a purpose (``CompoundMoves``):
each one plays a card up, onto a column or into an empty column, clearing
the cards above it out of the way first.

The other searches move cards one legal move at a time, and a move of a
card into a free cell is a position of its own whatever it leads to. Where
the cells are few or full (tight games, ForeCell), most such positions lead
nowhere, and a depth-first search spends its time among them. Here a card
goes into a cell only on the way to a move that sends a card somewhere
useful: up to the foundations, onto a column whose top takes it, or out of
a column that then becomes empty. Such a compound move is one step, and
the positions it passes through are never searched. The space left is far
smaller, at the price of completeness: a deal may need a card parked with
no use yet, so this search running dry proves nothing.

fc-solve's default scan is built on moves of this kind (its meta-moves),
and they win deals the searches of single moves wander on. These searches
take turns with a capped share of their own (``orderings.Rotation.compound``).
Where the C search was built they run there (``native.CompiledSearch`` with
``compound``), expanding the very same positions in the same order; a test
holds the two to each other move for move. This module is the reference.
"""

from __future__ import annotations

from freecell_qt.engine.solver.heuristic import (
    RUNS_BLOCKED,
    Targets,
    Weights,
    depth_term,
    targets,
    totals,
    value,
)
from freecell_qt.engine.solver.moves import MoveRules, legal_moves, place
from freecell_qt.engine.solver.search import PACK_AFTER, Path, path_moves
from freecell_qt.engine.solver.state import (
    SEPARATOR,
    Columns,
    CompactMove,
    Foundations,
    goes_up,
    key_of,
    settle,
)
from freecell_qt.engine.solver.visited import Visited

#: The orderings of the children, taking turns (``orderings.Rotation``):
#: the order the moves are made in (up, out of a cell, onto a column, dug
#: out, into an empty column, a column emptied), and the first search's
#: weighting. Each settles deals far sooner than the other.
ORDERS: tuple[Weights | None, ...] = (
    None,
    Weights(left=3.0, blocked=1.0, next_depth=1.0, second_depth=0.0, empty=3.0, cells=1.0),
)
#: The positions of each ordering's first turn; each turn doubles it.
FIRST = 1000
#: The positions the orderings may expand together: in a tight game, and
#: elsewhere. In tight games most deals are lost and every position given
#: here is taken from their proof, so the share there is small.
TIGHT_SHARE = 30_000
SHARE = 150_000
#: Where the C search was built, these searches run there (``native``):
#: the same moves in the same order, the same positions expanded, several
#: times as fast. A turn of N positions in the portfolio gives them
#: NATIVE_WEIGHT * N, and their shares are of their own positions. In tight
#: games that is ten times the share in Python, which wins deals no other
#: search wins within the budget; elsewhere the share stays, since the deals
#: they win first are won early and the rest would be taken from proofs.
NATIVE_TIGHT_SHARE = 300_000
NATIVE_SHARE = SHARE
NATIVE_WEIGHT = 8
#: The most slots of each one's visited set in C: 32 MB.
NATIVE_SLOTS = 1 << 21
#: A child: its key, foundations and path.
Child = tuple[bytes, Foundations, Path]


def _column_of(cols: list[bytes], card: int) -> int:
    """The column holding ``card``, or -1 when it is in a cell or up."""
    for index, column in enumerate(cols):
        if card in column:
            return index
    return -1


def _top_column(cols: list[bytes], card: int) -> int:
    """The column topped by ``card``, or -1."""
    for index, column in enumerate(cols):
        if column and column[-1] == card:
            return index
    return -1


class CompoundMoves:
    """The search, a ``protocol.Search``: ``run`` it in slices."""

    complete = False

    def __init__(
        self, columns: Columns, cells: bytes, found: Foundations, rules: MoveRules,
        weights: Weights | None = None,
    ) -> None:
        self.weights = weights
        self.move_rules = rules
        self._targets: dict[Foundations, Targets] = {}
        cols = list(columns)
        found_list = list(found)
        cells = settle(cols, cells, found_list, rules.safe, rules.twice)
        start_found: Foundations = tuple(found_list)
        self.start = (tuple(cols), cells, start_found)
        key = key_of(cols, cells)
        self._seen: set[bytes] | Visited = {key}
        self.stack: list[list[Child]] = [[(key, start_found, None)]]
        self.expanded = 0
        self.solved = sum(start_found) == rules.cards
        self.solution: Path = None

    @property
    def proves(self) -> bool:
        return False

    @property
    def exhausted(self) -> bool:
        return not self.solved and not self.stack

    def retire(self) -> None:
        self.stack = []
        self._seen = set()

    @property
    def work(self) -> int:
        """Its positions as a share of a budget: one each."""
        return self.expanded

    def real_moves(
        self, path: Path, states: list[tuple[Columns, bytes, Foundations]] | None = None
    ) -> list[CompactMove]:
        return path_moves(self.start, self.move_rules, path, states)

    def way(self, states: list[tuple[Columns, bytes, Foundations]] | None = None
            ) -> list[CompactMove]:
        """The moves of its win with the table's own column numbers."""
        return path_moves(self.start, self.move_rules, self.solution, states)

    def _add(self, key: bytes) -> bool:
        seen = self._seen
        if isinstance(seen, Visited):
            return seen.add(key)
        if key in seen:
            return False
        seen.add(key)
        if len(seen) > PACK_AFTER:
            self._seen = Visited(seen, 4 * len(seen))
        return True

    def run(self, budget: int) -> bool:
        """Expand up to ``budget`` positions; True once solved or done."""
        separator = bytes((SEPARATOR,))
        stack = self.stack
        cards = self.move_rules.cards
        done = 0
        try:
            while done < budget and stack:
                frame = stack[-1]
                key, found, path = frame.pop()
                if not frame:
                    stack.pop()
                done += 1
                cols = key.split(separator)
                cells = cols.pop()
                kids: list[Child] = []
                for moves, child, child_cells, child_found in self._children(cols, cells, found):
                    child_key = separator.join([*child, child_cells])
                    if not self._add(child_key):
                        continue
                    child_path = path
                    for move in moves:
                        child_path = (move, child_path)
                    if sum(child_found) == cards:
                        self.solved = True
                        self.solution = child_path
                        return True
                    kids.append((child_key, tuple(child_found), child_path))
                if kids:
                    if self.weights is not None:
                        kids.sort(key=self._value, reverse=True)
                    else:
                        kids.reverse()
                    stack.append(kids)
        finally:
            self.expanded += done
        return self.solved or not stack

    def _value(self, kid: Child) -> float:
        """The weighted ordering's heuristic (``heuristic.evaluate``), with
        the wanted cards of each foundation state made once."""
        key, found = kid[0], kid[1]
        weights = self.weights
        assert weights is not None
        wanted = self._targets.get(found)
        if wanted is None:
            wanted = self._targets[found] = targets(found, weights, self.move_rules.fours)
        columns = key.split(bytes((SEPARATOR,)))
        cells = columns.pop()
        if self.move_rules.whole_runs:  # no card is wanted: the runs count (``RUNS_BLOCKED``)
            blocked, empty = totals(columns, RUNS_BLOCKED)
            return value(52 - sum(found), blocked, 0.0, empty, len(cells), weights)
        blocked, empty = totals(columns)
        left = 52 - found[0] - found[1] - found[2] - found[3]
        if len(found) > 4:
            left = self.move_rules.cards - sum(found)
        return value(left, blocked, depth_term(key, wanted), empty, len(cells), weights)

    def _step(
        self, cols: list[bytes], cells: bytes, found: list[int], move: CompactMove
    ) -> bytes:
        cells = place(cols, cells, found, move)
        cells = settle(cols, cells, found, self.move_rules.safe, self.move_rules.twice)
        cols.sort()
        return cells

    def _single(
        self, cols: list[bytes], cells: bytes, found: Foundations, move: CompactMove
    ) -> tuple[list[CompactMove], list[bytes], bytes, list[int]]:
        """A plain move as a compound move of one, with where it leads."""
        child = cols[:]
        child_found = list(found)
        child_cells = self._step(child, cells, child_found, move)
        return [move], child, child_cells, child_found

    def _children(
        self, cols: list[bytes], cells: bytes, found: Foundations
    ) -> list[tuple[list[CompactMove], list[bytes], bytes, list[int]]]:
        """Each compound move with the position it leads to, in the order
        of ``ORDERS``' first ordering: moves that free a card or fill a
        column before those that spend an empty column, and a column
        emptied into the cells last, since it spends the most."""
        rules = self.move_rules
        out: list[tuple[list[CompactMove], list[bytes], bytes, list[int]]] = []
        late: list[CompactMove] = []
        for move in legal_moves(cols, cells, found, rules, True):
            kind = move[0]
            if kind == 2:
                continue
            if kind in (3, 4) and not cols[move[2]]:  # into an empty column: later
                late.append(move)
                continue
            out.append(self._single(cols, cells, found, move))
        # Dig out the cards the foundations take next: none where they take
        # whole runs, which go up unasked as they form.
        tops = {column[-1]: index for index, column in enumerate(cols) if column}
        sought = 0 if rules.whole_runs else len(found)
        for index in range(sought):  # four a deck, foundation i of suit i % 4
            rank = found[index]
            if index >= 4 and found[index - 4] == rank:  # that card was looked for
                continue
            card = rank * 4 + (index & 3)
            if rank < 13 and card not in tops:  # a top card goes up as it is
                dug = self._dig(cols, cells, found, card, -1)
                if dug is not None:
                    out.append(dug)
        # Dig out a card to put it on a column that takes it.
        parents = rules.parents
        runs = rules.runs
        for i, column in enumerate(cols):
            size = len(column)
            for at in range(size - runs[column] if column else 0):
                card = column[at]
                for parent in parents[card]:
                    j = tops.get(parent)
                    if j is not None and j != i:
                        dug = self._dig(cols, cells, found, card, parent)
                        if dug is not None:
                            out.append(dug)
        out += [self._single(cols, cells, found, move) for move in late]
        # Empty a column into the cells and onto other columns.
        free = rules.cell_count - len(cells)
        for column in cols:
            if column and len(column) <= free + 1:
                dug = self._dig(cols, cells, found, column[0], -2)
                if dug is not None:
                    out.append(dug)
        return out

    def _dig(
        self, cols: list[bytes], cells: bytes, found: Foundations, card: int, goal: int
    ) -> tuple[list[CompactMove], list[bytes], bytes, list[int]] | None:
        """Clear the cards above ``card`` onto other columns or into cells,
        then play it: up (``goal`` -1), onto the column topped by ``goal``,
        or, for a column's last card, anywhere but an empty column (-2)."""
        rules = self.move_rules
        cols = cols[:]
        found_list = list(found)
        moves: list[CompactMove] = []
        parents = rules.parents
        while True:
            i = _column_of(cols, card)
            if i < 0:  # it went up on its own
                return (moves, cols, cells, found_list) if moves else None
            column = cols[i]
            above = len(column) - 1 - column.index(card)
            free = rules.cell_count - len(cells)
            if above == 0:
                break
            empties = cols.count(b"")
            capacity = rules.capacity[free][empties]
            run = rules.runs[column]
            most = min(run, above, capacity)
            move: CompactMove | None = None
            for count in range(most, 0, -1):
                head = column[-count]
                for parent in parents[head]:
                    if parent == goal:
                        continue
                    j = _top_column(cols, parent)
                    if j >= 0:
                        move = rules.between[i][j][count]
                        break
                if move is not None:
                    break
            if move is None:
                if not rules.takes(cells, column[-1]):
                    return None
                move = rules.to_cell[i]
            moves.append(move)
            cells = self._step(cols, cells, found_list, move)
        final: CompactMove | None = None
        if goal == -1:
            if not goes_up(card, found_list, rules.twice, rules.fours):
                return None
            final = rules.up_from_column[i]
        elif goal == -2:
            for parent in parents[card]:
                j = _top_column(cols, parent)
                if j >= 0:
                    final = rules.between[i][j][1]
                    break
            if final is None:
                if not rules.takes(cells, card):
                    return None
                final = rules.to_cell[i]
        else:
            j = _top_column(cols, goal)
            if j < 0:
                return None
            final = rules.between[i][j][1]
        moves.append(final)
        cells = self._step(cols, cells, found_list, final)
        return moves, cols, cells, found_list
