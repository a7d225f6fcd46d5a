"""One best-first search over compact positions, resumable in slices.

The search is greedy best-first (weighted A* with a path cost, or depth
first with a negative one): it always expands the open position that looks
closest to a win. Every reachable position is generated at most once (the
visited set holds canonical keys), so when the open list of a search that
makes every move runs dry, the whole reachable space has been seen: that is
the proof of an unsolvable deal.

The loop is written for speed rather than beauty: one function with local
names, since a call or an attribute look-up per child position is a
measurable share of the time in pure Python. The children are played here
rather than by ``moves.play`` for the same reason, and because the
heuristic's column terms can then be updated for the two columns a move
touches instead of summed again.
"""

from __future__ import annotations

import heapq
from typing import Any, Final

from freecell_qt.engine.solver.heuristic import (
    BLOCKED,
    DEPTH_FIRST,
    Targets,
    Weights,
    depth_term,
    targets,
    totals,
    value,
)
from freecell_qt.engine.solver.moves import (
    MoveRules,
    cache_size,
    clear_caches,
    legal_moves,
    place,
    play,
)
from freecell_qt.engine.solver.state import (
    COLUMN_TO_COLUMN,
    SEPARATOR,
    Columns,
    CompactMove,
    Foundations,
    key_of,
    settle,
)
from freecell_qt.engine.solver.visited import Visited

#: A solution path as a linked list: ``(move, parent)`` or ``None``.
Path = tuple[CompactMove, Any] | None
#: A waiting position: key, foundations, path, cost, the move put off.
Entry = tuple[bytes, Foundations, Path, float, "CompactMove | None"]
#: A child waiting in a depth-first search's frame: its move alone (one of
#: the shared tuples of ``MoveRules``), to be played from the frame's
#: position, or ``(priority, move, key, foundations, path)``, to be played
#: from a position of its own; with no move, that position is the child,
#: already built. While a position's children are valued and sorted, the
#: first kind is ``(priority, move)``; the frame keeps the bare move, since
#: a deep path keeps hundreds of thousands of children waiting.
Kid = tuple[Any, ...]
#: A depth-first search's frame: an expanded position (key, foundations,
#: path) and its children not yet tried, the next one last.
Frame = tuple[bytes, Foundations, Path, list[Kid]]
#: The per-column caches are dropped past this many columns each.
CACHE_LIMIT = 100_000
#: Ties among a depth-first search's children go to the one valued last, as
#: in the open list: each takes this much off its value, times its number.
#: Every weight of the solver is a multiple of 0.5, and so is every value,
#: so the shift stays below any real difference for the first 5 * 10^8
#: children.
TIE: Final = 1e-9
#: An open list longer than this keeps only its better half, which bounds the
#: memory of the searches that spread wide (a cost per move keeps many
#: positions waiting). The search then no longer proves anything; a search
#: that shares its visited set hands them on instead (``_leave_pool``).
OPEN_LIMIT = 60_000
#: Past this many positions a search keeps its visited set as fingerprints
#: (see ``visited``): a ``set`` is faster, the table far smaller.
PACK_AFTER = 50_000
#: Each card as a one-byte ``bytes``, to append to a column.
CARD_BYTES: Final = tuple(bytes((card,)) for card in range(52))


def _priority(waiting: Kid) -> float:
    priority: float = waiting[0]
    return priority


def _push(buckets: dict[int, list[Entry]], levels: list[int], priority: float,
          entry: Entry) -> None:
    """Put ``entry`` in the open list (see ``BestFirst.open``). Every
    priority is a multiple of 0.5 (see ``TIE``), so twice it is a level of
    its own."""
    level = int(2.0 * priority)
    bucket = buckets.get(level)
    if bucket is None:
        bucket = buckets[level] = []
        heapq.heappush(levels, level)
    bucket.append(entry)


def _is_new(table: Visited | None, plain: set[bytes], key: bytes) -> bool:
    """Add ``key`` to the visited set, ``table`` or else ``plain``; whether
    it was not there yet."""
    if table is not None:
        return table.add(key)
    if key in plain:
        return False
    plain.add(key)
    return True


def path_moves(
    start: tuple[Columns, bytes, Foundations],
    rules: MoveRules,
    path: Path,
    states: list[tuple[Columns, bytes, Foundations]] | None = None,
) -> list[CompactMove]:
    """The moves of ``path`` with the table's own column numbers, from ``start``.

    A search names columns as they are sorted in the position a move is
    played from (its keys sort them). ``states``, when given, receives
    ``start`` and the position after each move: the replay that renames the
    columns has them anyway, and the shortening pass needs them.
    """
    moves: list[CompactMove] = []
    while path is not None:
        moves.append(path[0])
        path = path[1]
    moves.reverse()
    columns, cells, found = start
    if states is not None:
        states.append(start)
    count = len(columns)
    real: list[CompactMove] = []
    for move in moves:
        order = sorted(range(count), key=columns.__getitem__)
        if move[0] == COLUMN_TO_COLUMN:
            move = (move[0], order[move[1]], order[move[2]], move[3])
        elif move[0] == 3:
            move = (move[0], move[1], order[move[2]])
        elif move[0] != 1:
            move = (move[0], order[move[1]])
        real.append(move)
        columns, cells, found = play(columns, cells, found, move, rules)
        if states is not None:
            states.append((columns, cells, found))
    return real


class BestFirst:
    """A resumable search: call ``run`` with a node budget until it returns a verdict.

    ``complete``: make every move (see ``legal_moves``). Only a complete
    search that runs dry proves anything.

    A search whose cost per move is ``DEPTH_FIRST`` is depth first, and keeps
    its waiting positions on a stack of frames rather than in the open list:
    one frame per position on the current path, holding that position's
    children not yet tried, sorted. It expands the very positions, in the
    very order, that the open list would give it, without an open-list push
    per child; and since the frames bound its memory (the path times the
    moves from each position), it never drops a waiting position, so it
    stays a proof however deep it goes.

    A position waiting in the open list is its visited-set key and nothing
    more (with its foundations, shared by its brothers): the columns come
    back from the key with one ``split``. Key order is sorted column order,
    so a move in a path names columns as they are sorted in the position it
    is played from; ``real_moves`` turns a path back into the columns of
    the table.
    """

    def __init__(
        self,
        columns: tuple[bytes, ...],
        cells: bytes,
        found: Foundations,
        rules: MoveRules,
        weights: Weights,
        *,
        complete: bool = False,
    ) -> None:
        self.complete = complete
        self.weights = weights
        self.move_rules = rules
        cols = list(columns)
        found_list = list(found)
        cells = settle(cols, cells, found_list, rules.safe)
        start = tuple(cols)
        start_found: Foundations = tuple(found_list)
        self.start = (start, cells, start_found)
        key = key_of(start, cells)
        #: The visited set, in a box that ``pool`` can hand to other searches.
        self._seen: list[set[bytes] | Visited] = [{key}]
        #: The searches sharing that set, this one among them; empty while
        #: it shares it with none. A search never holds a list that holds
        #: it unless it is pooled (``release`` breaks that cycle), so that
        #: reference counting frees it at once, collector or not.
        self.group: list[BestFirst] = []
        self.expanded = 0
        self.pruned = False
        self.solution: Path = None
        self.solved = sum(start_found) == 52
        #: The wanted cards of each foundation state met (``heuristic.targets``).
        self._targets: dict[Foundations, Targets] = {}
        blocked, empty = totals(start)
        depth = depth_term(key, self._wanted(start_found))
        self.best = value(52 - sum(start_found), blocked, depth, empty, len(cells), weights)
        self.best_path: Path = None
        self.depth_first = weights.path == DEPTH_FIRST
        #: The open list, as a bucket queue: the positions waiting at each
        #: priority level (``_push``), the last pushed last, and the levels
        #: that have any, as a heap. A position is pushed onto a list and
        #: taken off its end, the heap only touched when a level empties or
        #: a new one starts: far fewer comparisons than one heap of all the
        #: positions, for the very same order (best level first, and on a
        #: tie the position pushed last, depth first on a plateau). On
        #: 4-cell deals 1-1000 the searches took a fifth less time (7.8 s
        #: against 6.2, side by side) for the same positions.
        self.open: dict[int, list[Entry]] = {}
        self.levels: list[int] = []
        #: The depth-first search's frames; the first holds the start alone.
        self.stack: list[Frame] = []
        if self.depth_first:
            self.stack.append((key, start_found, None, [(self.best, None, key, start_found, None)]))
        else:
            _push(self.open, self.levels, self.best, (key, start_found, None, 0.0, None))
        self._counter = 0

    def _wanted(self, found: Foundations) -> Targets:
        wanted = self._targets.get(found)
        if wanted is None:
            wanted = self._targets[found] = targets(found, self.weights)
        return wanted

    @property
    def waiting(self) -> bool:
        """Whether any position waits to be tried."""
        return bool(self.levels) or bool(self.stack)

    @property
    def exhausted(self) -> bool:
        return not self.waiting and not self.solved

    @staticmethod
    def pool(searches: list[BestFirst]) -> None:
        """Let searches that make every move share one visited set.

        They walk the same reachable space, each in its own order. Apart,
        each must walk all of it before it proves anything, so two of them
        pay for a proof twice. Together, a position one of them has reached
        is left to it by the others, and the proof is there when all have
        run dry: the space is walked once. A way through is still found by
        whichever search reaches it, its path made of its own moves alone.
        """
        if len(searches) < 2:
            return  # alone, a search needs no group
        box = searches[0]._seen
        for search in searches[1:]:
            columns, cells, _ = search.start  # all it has seen: it is new
            box[0].add(key_of(columns, cells))
            search._seen = box
        group = list(searches)  # one list for all: a search may leave it
        for search in searches:
            search.group = group

    def _leave_pool(self) -> bool:
        """Rather than drop waiting positions, hand them all to a
        depth-first search of its pool, and retire; False when there is
        none to take them.

        Dropped, they would be lost to the whole pool: a position the
        others reach is left to the search that reached it first, so the
        children of the positions this one expanded wait nowhere else, and
        the pool could never prove anything again. The depth-first search
        takes them at the bottom of its stack, tried once its own ways
        have run dry; it needs no room to spare for them, as it never
        drops a position. Going on instead, with a copy of the visited
        set, cost a third table of fingerprints and a second open list: 1
        cell, deal 695, peaked at 143 MB for a million positions rather
        than 112, and on the 74 hardest 2-cell deals of 1-1000 it solved
        nothing more within 250,000 positions (deal 12, solved at 247,565
        that way, is now just past them) while seven were solved in up to
        26% fewer. With no depth-first search in the pool, the positions
        are simply dropped and the pool proves nothing.
        """
        heir = next(
            (search for search in self.group if search is not self and search.depth_first),
            None,
        )
        if heir is None:
            return False
        kids: list[Kid] = [  # the best last, where the heir's ``pop`` takes it
            (level / 2.0, entry[4], entry[0], entry[1], entry[2])
            for level in sorted(self.levels, reverse=True)
            for entry in self.open[level]
        ]
        heir.stack.insert(0, (b"", (), None, kids))
        self.open = {}
        self.levels = []
        self.group.remove(self)
        self.group = []
        self.pruned = True
        return True

    def release(self) -> None:
        """Leave the pool for good, once its search is over: the pool's list
        and its searches hold each other, a cycle only the cycle collector
        would free, and ``solve`` keeps that collector off."""
        self.group = []

    def retire(self) -> None:
        """Give back the memory of a search that will not run again: its
        waiting positions and its visited set, which hold most of it. Only
        for a search that shares that set with none; it proves nothing
        after, and what it found (``best_path``, a solution) stays."""
        self.open = {}
        self.levels = []
        self.stack = []
        self._seen = [set()]
        self.pruned = True

    def _waiting_count(self) -> int:
        return sum(len(entries) for entries in self.open.values())

    def _drop_worse_half(self) -> None:
        """Keep the ``OPEN_LIMIT // 2`` positions that would be taken first."""
        room = OPEN_LIMIT // 2
        kept: dict[int, list[Entry]] = {}
        for level in sorted(self.levels):  # a sorted list is a heap
            if not room:
                break
            entries = self.open[level]
            taken = min(room, len(entries))
            kept[level] = entries[len(entries) - taken :]
            room -= taken
        self.open = kept
        self.levels = list(kept)
        self.pruned = True

    @property
    def proves(self) -> bool:
        """Whether this search running dry proves the position lost: it and
        every search it shares its visited set with make every move, none
        ever dropped a waiting position, and all have run dry."""
        return all(
            search.complete and not search.pruned and not search.waiting
            for search in self.group or [self]
        )

    @property
    def work(self) -> int:
        """Its positions as a share of a budget: one each, the unit of the budget."""
        return self.expanded

    def real_moves(
        self, path: Path, states: list[tuple[Columns, bytes, Foundations]] | None = None
    ) -> list[CompactMove]:
        """The moves of ``path`` with the table's own column numbers (``path_moves``)."""
        return path_moves(self.start, self.move_rules, path, states)

    def way(self, states: list[tuple[Columns, bytes, Foundations]] | None = None
            ) -> list[CompactMove]:
        """The moves of its win with the table's own column numbers."""
        return path_moves(self.start, self.move_rules, self.solution, states)

    def run(self, budget: int) -> bool:
        """Expand up to ``budget`` positions; True once solved or exhausted."""
        if self.solved or not self.waiting:
            return True
        if cache_size() > CACHE_LIMIT or len(BLOCKED) > CACHE_LIMIT:
            clear_caches()
            BLOCKED.clear()
        if self.levels and self._waiting_count() > OPEN_LIMIT:
            if self._leave_pool():
                return True
            self._drop_worse_half()
        seen = self._seen[0]
        if isinstance(seen, set) and len(seen) > PACK_AFTER:
            seen = self._seen[0] = Visited(seen, 4 * len(seen))
        # One of the two, the other a stand-in (see ``_is_new``).
        table = seen if isinstance(seen, Visited) else None
        plain: set[bytes] = seen if isinstance(seen, set) else set()
        buckets = self.open
        levels = self.levels
        stack = self.stack
        depth_first = self.depth_first
        kids: list[Kid] = []
        weights = self.weights
        step = weights.path
        w_left, w_blocked, w_empty, w_cells = (
            weights.left, weights.blocked, weights.empty, weights.cells
        )
        move_rules = self.move_rules
        complete = self.complete
        counter = self._counter
        best = self.best
        best_path = self.best_path
        pop = heapq.heappop
        blocked_of = BLOCKED
        needs = move_rules.safe
        no_targets: list[tuple[int, float]] = []
        column_count = move_rules.column_count
        targets_met = self._targets
        card_bytes = CARD_BYTES
        separator = bytes((SEPARATOR,))
        done = 0
        move: CompactMove | None
        try:
            while done < budget:
                if depth_first:
                    if not stack:
                        break
                    frame = stack[-1]
                    kid = frame[3].pop()
                    if not frame[3]:  # no frame stays on the stack empty
                        stack.pop()
                    if len(kid) < 5:
                        key, found, path, move = frame[0], frame[1], frame[2], kid
                    else:
                        key, found, path, move = kid[2], kid[3], kid[4], kid[1]
                    cost = 0.0
                elif levels:
                    level = levels[0]
                    entries = buckets[level]
                    key, found, path, cost, move = entries.pop()
                    if not entries:
                        pop(levels)
                        del buckets[level]
                else:
                    break
                cols: list[bytes] = key.split(separator)
                cells: bytes = cols.pop()
                if move is not None:
                    # A child put off when its parent was expanded: play it now
                    # (never a move up, so the foundations stay as they are).
                    cells = place(cols, cells, list(found), move)
                    cols.sort()
                    cols.append(cells)
                    key = separator.join(cols)  # key_of, inlined
                    if not _is_new(table, plain, key):
                        continue
                    cols.pop()
                    path = (move, path)
                done += 1
                cost += step
                column_blocked = [blocked_of[column] for column in cols]
                blocked = 0
                for figure in column_blocked:
                    blocked += figure
                empty_count = cols.count(b"")
                moves = legal_moves(cols, cells, found, move_rules, complete)
                # The cards lying on the wanted ones, per column: a move
                # changes them only in the two columns it touches, so each
                # child's depth term is this one plus a correction (see
                # heuristic.depth_term for the whole sum).
                wanted = targets_met.get(found)
                if wanted is None:
                    wanted = self._wanted(found)
                depth = 0.0
                lying = [no_targets] * column_count
                for column_index in range(column_count):
                    column = cols[column_index]
                    size = len(column)
                    for at in range(size):
                        weight = wanted[column[at]]
                        if weight:
                            under = size - at - 1
                            depth += under * weight
                            entry = lying[column_index]
                            if entry is no_targets:
                                lying[column_index] = [(under, weight)]
                            else:
                                entry.append((under, weight))
                left_up = 52 - found[0] - found[1] - found[2] - found[3]
                base = left_up * w_left + blocked * w_blocked
                used = len(cells)
                if depth_first:
                    kids = []
                for move in moves:
                    # Most children are valued from this position's figures
                    # and pushed as (this key, move): a child is only built
                    # when it is popped, and most never are. Moves that
                    # send cards up change everything and are built now.
                    kind = move[0]
                    uncovered = None
                    if kind == 4:
                        i, j, count = move[1], move[2], move[3]
                        source, dest = cols[i], cols[j]
                        left = source[:-count]
                        change = (
                            blocked_of[left]
                            + blocked_of[dest + source[-count:]]
                            - column_blocked[i]
                            - column_blocked[j]
                        )
                        child_empty = empty_count + (not left) - (not dest)
                        child_depth = depth
                        for under, weight in lying[i]:
                            if under >= count:
                                child_depth -= count * weight
                        for _, weight in lying[j]:
                            child_depth += count * weight
                        child_used = used
                        if left:
                            uncovered = left[-1]
                    elif kind == 2:
                        i = move[1]
                        source = cols[i]
                        left = source[:-1]
                        change = blocked_of[left] - column_blocked[i]
                        child_empty = empty_count + (not left)
                        child_depth = depth
                        for under, weight in lying[i]:
                            if under:
                                child_depth -= weight
                        child_used = used + 1
                        if left:
                            uncovered = left[-1]
                    elif kind == 3:
                        j = move[2]
                        dest = cols[j]
                        change = blocked_of[dest + card_bytes[move[1]]] - column_blocked[j]
                        child_empty = empty_count - (not dest)
                        child_depth = depth
                        for _, weight in lying[j]:
                            child_depth += weight
                        child_used = used - 1
                    else:
                        uncovered = -1
                    if uncovered is not None and uncovered >= 0:
                        # Only the card just uncovered can have become safe.
                        rank = uncovered >> 2
                        if found[uncovered & 3] == rank:
                            for suit in needs[uncovered]:
                                if found[suit] < rank:
                                    uncovered = None
                                    break
                            else:
                                uncovered = -1
                        else:
                            uncovered = None
                    if uncovered is None:
                        child_value = (
                            base
                            + change * w_blocked
                            + child_depth
                            - child_empty * w_empty
                            + child_used * child_used * w_cells
                        )
                        if child_value < best:
                            best, best_path = child_value, (move, path)
                        counter += 1
                        if depth_first:
                            kids.append((child_value - counter * TIE, move))
                        else:
                            _push(buckets, levels, child_value + cost,
                                  (key, found, path, cost, move))
                        continue
                    child = cols[:]
                    child_found = list(found)
                    child_cells = place(child, cells, child_found, move)
                    child_cells = settle(child, child_cells, child_found, needs)
                    child.sort()
                    child.append(child_cells)
                    child_key = separator.join(child)  # key_of, inlined
                    if not _is_new(table, plain, child_key):
                        continue
                    new_path = (move, path)
                    if child_found[0] + child_found[1] + child_found[2] + child_found[3] == 52:
                        self.solved = True
                        self.solution = new_path
                        return True
                    settled_found = tuple(child_found)
                    del child[-1]
                    child_blocked, child_empty = totals(child)
                    wanted = self._wanted(settled_found)
                    child_used = len(child_cells)
                    child_value = value(
                        52 - sum(child_found),
                        child_blocked,
                        depth_term(child_key, wanted),
                        child_empty,
                        child_used,
                        weights,
                    )
                    if child_value < best:
                        best, best_path = child_value, new_path
                    counter += 1
                    if depth_first:
                        kids.append(
                            (child_value - counter * TIE, None, child_key, settled_found, new_path)
                        )
                    else:
                        _push(buckets, levels, child_value + cost,
                              (child_key, settled_found, new_path, cost, None))
                if depth_first and kids:
                    # The best child last, where ``pop`` takes it; on a tie the
                    # later one, as in the open list.
                    kids.sort(key=_priority, reverse=True)
                    stack.append(
                        (key, found, path, [kid[1] if len(kid) == 2 else kid for kid in kids])
                    )
            return not levels and not stack
        finally:
            self.expanded += done
            self._counter = counter
            self.best = best
            self.best_path = best_path
