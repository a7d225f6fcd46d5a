"""One best-first search over compact positions, resumable in slices.

The search is greedy best-first (weighted A* with a path cost, or depth
first with a negative one): it always expands the open position that looks
closest to a win. Every reachable position is generated at most once (the
visited set holds canonical keys), so when the open list of a search that
makes every move runs dry, the whole reachable space has been seen: that is
the proof of an unsolvable deal.

``BestFirst.run`` is the solver's hot loop, in named steps: take the next
waiting position (``_take``), play the move put off when it was valued and
check it is new (``_open``), then value its children (``_expand``). Most
children are valued from their parent's figures (``_Figures``) without
being built: a move changes the heuristic's column terms only in the two
columns it touches. They wait as their parent's key and the move, and are
built only if taken, which most never are. The children are played here
rather than by ``moves.play`` for the same reason. The module is compiled
by mypyc (setup.py), which makes these method calls and records cheap;
``docs/solver.md`` says how to measure a change to it.

This is the reference of the best-first and depth-first searches: the C
search (``native``) walks the same spaces, and tests hold the two together.
"""

from __future__ import annotations

import heapq
from typing import Any, Final, Union

from freecell_qt.engine.solver import covers
from freecell_qt.engine.solver.heuristic import (
    BLOCKED,
    DEPTH_FIRST,
    DOWN_BLOCKED,
    RUNS_BLOCKED,
    Targets,
    Weights,
    depth_term,
    face_down_targets,
    targets,
    totals,
    value,
)
from freecell_qt.engine.solver.interlock import evaluate as tiers_value
from freecell_qt.engine.solver.interlock import ordered_key
from freecell_qt.engine.solver.interlock import settle as settle_tiers
from freecell_qt.engine.solver.moves import (
    MoveRules,
    cache_size,
    clear_caches,
    forms_whole_run,
    legal_moves,
    place,
    play,
)
from freecell_qt.engine.solver.piles import no_room, parked, sort_groups
from freecell_qt.engine.solver.piles import order as piles_order
from freecell_qt.engine.solver.state import (
    CELL_TO_COLUMN,
    COLUMN_TO_CELL,
    COLUMN_TO_COLUMN,
    SEPARATOR,
    Columns,
    CompactMove,
    Foundations,
    is_safe,
    key_of,
    settle,
)
from freecell_qt.engine.solver.visited import Visited

#: A solution path as a linked list: ``(move, parent)`` or ``None``.
Path = tuple[CompactMove, Any] | None
#: A waiting position: key, foundations, path, cost, the move put off.
Entry = tuple[bytes, Foundations, Path, float, "CompactMove | None"]
#: A child waiting in a depth-first search's frame: its move alone, to be
#: played from the frame's position (a deep path keeps hundreds of
#: thousands of children waiting, so the bare move, one of the shared tuples
#: of ``MoveRules``), or a ``Waiting`` position of its own.
Kid = Union[CompactMove, "Waiting"]
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
CARD_BYTES: Final = tuple(bytes((card,)) for card in range(54))  # jokers too
#: The separator of a key's parts, as ``bytes``.
SEPARATOR_BYTES: Final = bytes((SEPARATOR,))
#: A column with no wanted card in it (``_Figures.lying``), shared.
NO_TARGETS: Final[list[tuple[int, float]]] = []


def _priority(kid: tuple[float, Kid]) -> float:
    return kid[0]


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


class Waiting:
    """A position waiting to be expanded: its key, foundations, path and
    cost so far; ``move``, when not None, is a child's move put off when
    its parent was valued (the key and foundations are the parent's, the
    move to be played from there)."""

    def __init__(self, key: bytes, found: Foundations, path: Path, cost: float,
                 move: CompactMove | None) -> None:
        self.key = key
        self.found = found
        self.path = path
        self.cost = cost
        self.move = move


class Frame:
    """A depth-first search's frame: an expanded position and its children
    not yet tried, the next one last."""

    def __init__(self, key: bytes, found: Foundations, path: Path, children: list[Kid]) -> None:
        self.key = key
        self.found = found
        self.path = path
        self.children = children


class Opened:
    """A position taken to be expanded, new to the visited set: its columns
    (split from the key, sorted), cells, key, foundations, path and cost."""

    def __init__(self, cols: list[bytes], cells: bytes, key: bytes, found: Foundations,
                 path: Path, cost: float) -> None:
        self.cols = cols
        self.cells = cells
        self.key = key
        self.found = found
        self.path = path
        self.cost = cost


class _Figures:
    """What a position's children are valued from: its heuristic terms,
    column by column where a move changes them (``heuristic.value``)."""

    def __init__(self, column_blocked: list[int], empty: int, depth: float,
                 lying: list[list[tuple[int, float]]], base: float, used: int) -> None:
        #: Each column's blocked count (``heuristic.BLOCKED``).
        self.column_blocked = column_blocked
        #: Empty columns.
        self.empty = empty
        #: The depth term: the cards lying on the wanted ones, weighted.
        self.depth = depth
        #: Per column, (cards above, weight) of each wanted card in it.
        self.lying = lying
        #: The terms no single move changes the way it changes columns:
        #: cards left times their weight plus blocked cards times theirs.
        self.base = base
        #: Cells in use.
        self.used = used


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
    piled = rules.real_columns < count
    for move in moves:
        if rules.covers:
            # The key sorts the pairs of a column and its cell (``covers``).
            move = covers.rename(move, covers.order(columns, cells))
            real.append(move)
            columns, cells, found = play(columns, cells, found, move, rules)
            if states is not None:
                states.append((columns, cells, found))
            continue
        if rules.over:
            order = list(range(count))  # piles in tiers keep their places
        elif piled:
            order = piles_order(columns, rules.real_columns)
        else:
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
        if rules.over:
            cells = settle_tiers(cols, cells, found_list, rules.safe, rules.over)
        elif rules.covers:
            cells = covers.settle(cols, cells, found_list, rules.safe)
        else:
            cells = settle(cols, cells, found_list, rules.safe, rules.twice)
        start = tuple(cols)
        start_found: Foundations = tuple(found_list)
        self.start = (start, cells, start_found)
        #: Where reserve piles follow the columns, how many real columns
        #: come first (the key sorts the two groups apart); else 0.
        self._first_pile = rules.real_columns if rules.real_columns < len(start) else 0
        #: Whether each cell covers its column (``covers``): the key sorts the pairs.
        self._covers = rules.covers
        if rules.over:
            key = ordered_key(start, cells)
        elif self._covers:
            key = covers.key_of(start, cells)
        else:
            key = key_of(start, cells, self._first_pile)
        #: The start's key, which ``pool`` adds to a shared visited set.
        self._start_key = key
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
        self.solved = sum(start_found) == rules.cards
        #: The wanted cards of each foundation state met (``heuristic.targets``).
        self._targets: dict[Foundations, Targets] = {}
        #: The blocked count per column (``heuristic.totals``).
        self._blocked_of: dict[bytes, int] = RUNS_BLOCKED if rules.whole_runs else BLOCKED
        if rules.face_down:  # face-down cards counted as the cards they are
            self._blocked_of = DOWN_BLOCKED
        #: The columns left out of the heuristic's empty count
        #: (``MoveRules.no_room_before``).
        self._no_room_before = rules.no_room_before
        blocked, empty = totals(start, self._blocked_of)
        empty -= no_room(start, self._no_room_before)
        depth = depth_term(key, self._wanted(start_found))
        #: Where a pile takes cards, what the piles hold counts as cells in
        #: use (``parked``): the piles from this index. Where the deal fills
        #: them (Needle, Haystack) each card, so that the search empties
        #: them: over Needle's deals 1-20 at 100,000 positions a deal it
        #: settled 20 so, 15 without; Haystack 20 against 19. Where they
        #: start empty (Limpopo, Headquarters) each pile in use
        #: (``_by_pile``): Limpopo's cards so counted settled 9 of those 20
        #: against 12, its piles in use 78 of deals 1-80 at 12 s a deal
        #: against 75. Pitchfork's pile takes nothing.
        self._parking = self._first_pile if rules.pile_parks else 0
        #: Whether a pile in use counts as one cell in use, whatever it
        #: holds (``piles.parked``), rather than each card in it.
        self._by_pile = rules.parks_by_pile
        self.best = value(rules.cards - sum(start_found), blocked, depth, empty,
                          covers.held(cells) + parked(start, self._parking, self._by_pile),
                          weights)
        if rules.over:
            self.best = tiers_value(start, cells, start_found, self._wanted(start_found),
                                    self._blocked_of, rules.over, rules.top, weights)
        self.best_path: Path = None
        self.depth_first = weights.path == DEPTH_FIRST
        #: The open list, as a bucket queue: the positions waiting at each
        #: priority level (``_push``), the last pushed last, and the levels
        #: that have any, as a heap. A position is pushed onto a list and
        #: taken off its end, the heap only touched when a level empties or
        #: a new one starts: far fewer comparisons than one heap of all the
        #: positions, for the very same order (best level first, and on a
        #: tie the position pushed last, depth first on a plateau).
        self.open: dict[int, list[Entry]] = {}
        self.levels: list[int] = []
        #: The depth-first search's frames; the first holds the start alone.
        self.stack: list[Frame] = []
        if self.depth_first:
            self.stack.append(Frame(key, start_found, None,
                                    [Waiting(key, start_found, None, 0.0, None)]))
        else:
            _push(self.open, self.levels, self.best, (key, start_found, None, 0.0, None))
        self._counter = 0
        #: The visited set for this slice: the packed table, or else the
        #: plain set (see ``_is_new``); ``_tidy`` picks them.
        self._table: Visited | None = None
        self._plain: set[bytes] = set()

    def _wanted(self, found: Foundations) -> Targets:
        wanted = self._targets.get(found)
        if wanted is None:
            if self.move_rules.whole_runs:
                # No foundation wants a card: each takes a run (``RUNS_BLOCKED``).
                wanted = self._targets[found] = [0.0] * 52
            else:
                wanted = self._targets[found] = targets(found, self.weights,
                                                        self.move_rules.fours)
            if self.move_rules.face_down:
                # Read by the face-down cards' codes too (``state.FACE_DOWN``).
                wanted = self._targets[found] = face_down_targets(wanted)
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
            box[0].add(search._start_key)  # all it has seen: it is new
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
        drops a position. Going on instead with a copy of the visited set
        cost more memory and solved nothing more. With no depth-first search
        in the pool, the positions are simply dropped and the pool proves
        nothing.
        """
        heir = next(
            (search for search in self.group if search is not self and search.depth_first),
            None,
        )
        if heir is None:
            return False
        kids: list[Kid] = [  # the best last, where the heir's ``pop`` takes it
            Waiting(key, found, path, 0.0, move)
            for level in sorted(self.levels, reverse=True)
            for key, found, path, _, move in self.open[level]
        ]
        heir.stack.insert(0, Frame(b"", (), None, kids))
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
        if self._tidy():
            return True
        done = 0
        try:
            while done < budget:
                waiting = self._take()
                if waiting is None:
                    break
                position = self._open(waiting)
                if position is None:
                    continue
                done += 1
                if self._expand(position):
                    return True
            return not self.levels and not self.stack
        finally:
            self.expanded += done

    def _tidy(self) -> bool:
        """Bound the memory before a slice: drop the shared caches when they
        grow, halve an open list past ``OPEN_LIMIT`` (or hand it on: True,
        when this search has left its pool), pack a large visited set."""
        if cache_size() > CACHE_LIMIT or len(BLOCKED) > CACHE_LIMIT:
            clear_caches()
            BLOCKED.clear()
        if len(RUNS_BLOCKED) > CACHE_LIMIT:
            RUNS_BLOCKED.clear()
        if len(DOWN_BLOCKED) > CACHE_LIMIT:
            DOWN_BLOCKED.clear()
        if self.levels and self._waiting_count() > OPEN_LIMIT:
            if self._leave_pool():
                return True
            self._drop_worse_half()
        seen = self._seen[0]
        if isinstance(seen, set) and len(seen) > PACK_AFTER:
            seen = self._seen[0] = Visited(seen, 4 * len(seen))
        # One of the two, the other a stand-in (see ``_is_new``).
        self._table = seen if isinstance(seen, Visited) else None
        self._plain = seen if isinstance(seen, set) else set()
        return False

    def _take(self) -> Waiting | None:
        """The next position to expand: the last child of the top frame, or
        the last one in the open list's best level; None when none waits."""
        if self.depth_first:
            stack = self.stack
            if not stack:
                return None
            frame = stack[-1]
            kid = frame.children.pop()
            if not frame.children:  # no frame stays on the stack empty
                stack.pop()
            if isinstance(kid, Waiting):
                return kid
            return Waiting(frame.key, frame.found, frame.path, 0.0, kid)
        levels = self.levels
        if not levels:
            return None
        level = levels[0]
        entries = self.open[level]
        key, found, path, cost, move = entries.pop()
        if not entries:
            heapq.heappop(levels)
            del self.open[level]
        return Waiting(key, found, path, cost, move)

    def _open(self, waiting: Waiting) -> Opened | None:
        """``waiting`` as a position to expand: its put-off move played (never
        a move up, so the foundations stay as they are) and its key added to
        the visited set; None when another way reached it first."""
        separator = SEPARATOR_BYTES
        cols: list[bytes] = waiting.key.split(separator)
        cells: bytes = cols.pop()
        key, found, path, move = waiting.key, waiting.found, waiting.path, waiting.move
        if move is not None and self._covers:
            return self._open_covered(waiting, cols, cells, move)
        if move is not None and self.move_rules.over:
            # Piles in tiers: every child was built when valued (``_build_tiers``).
            moved = list(found)
            cells = settle_tiers(cols, place(cols, cells, moved, move), moved,
                                 self.move_rules.safe, self.move_rules.over)
            found = tuple(moved)
            key = ordered_key(cols, cells)
            path = (move, path)
        elif move is not None:
            if self._sends_up(cols, found, move):
                # Built when its parent was expanded (``_build``), and its key
                # added to the visited set then: built again, not checked.
                moved = list(found)
                cells = settle(cols, place(cols, cells, moved, move), moved,
                               self.move_rules.safe, self.move_rules.twice)
                found = tuple(moved)
                if self._first_pile:
                    sort_groups(cols, self._first_pile)
                else:
                    cols.sort()
                cols.append(cells)
                key = separator.join(cols)  # key_of, inlined
            else:
                cells = place(cols, cells, list(found), move)
                if self._first_pile:
                    sort_groups(cols, self._first_pile)
                else:
                    cols.sort()
                cols.append(cells)
                key = separator.join(cols)  # key_of, inlined
                if not _is_new(self._table, self._plain, key):
                    return None
            cols.pop()
            path = (move, path)
        return Opened(cols, cells, key, found, path, waiting.cost + self.weights.path)

    def _open_covered(self, waiting: Waiting, cols: list[bytes], cells: bytes,
                      move: CompactMove) -> Opened | None:
        """``_open`` where each cell covers its column (``covers``): the move
        played and settled as ``covers`` plays it, the pairs sorted."""
        found = waiting.found
        if covers.sends_up(cols, cells, found, move, self.move_rules):
            moved = list(found)
            cells = covers.settle(cols, covers.place(cols, cells, moved, move), moved,
                                  self.move_rules.safe)
            found = tuple(moved)
            cells = covers.sort_pairs(cols, cells)
            cols.append(cells)
            key = SEPARATOR_BYTES.join(cols)
        else:
            cells = covers.sort_pairs(cols, covers.place(cols, cells, list(found), move))
            cols.append(cells)
            key = SEPARATOR_BYTES.join(cols)
            if not _is_new(self._table, self._plain, key):
                return None
        cols.pop()
        return Opened(cols, cells, key, found, (move, waiting.path),
                      waiting.cost + self.weights.path)

    def _figures(self, position: Opened) -> _Figures:
        """The terms of ``position``'s value that its children's values
        start from (see ``heuristic.depth_term`` for the whole depth sum)."""
        cols, found = position.cols, position.found
        blocked_of = self._blocked_of
        column_blocked = [blocked_of[column] for column in cols]
        blocked = 0
        for figure in column_blocked:
            blocked += figure
        wanted = self._targets.get(found)
        if wanted is None:
            wanted = self._wanted(found)
        depth = 0.0
        column_count = self.move_rules.column_count
        lying: list[list[tuple[int, float]]] = [NO_TARGETS] * column_count
        for column_index in range(column_count):
            column = cols[column_index]
            size = len(column)
            for at in range(size):
                weight = wanted[column[at]]
                if weight:
                    under = size - at - 1
                    depth += under * weight
                    entry = lying[column_index]
                    if entry is NO_TARGETS:
                        lying[column_index] = [(under, weight)]
                    else:
                        entry.append((under, weight))
        weights = self.weights
        left_up = 52 - found[0] - found[1] - found[2] - found[3]
        if len(found) > 4:
            left_up = self.move_rules.cards - sum(found)
        base = left_up * weights.left + blocked * weights.blocked
        return _Figures(column_blocked,
                        cols.count(b"") - no_room(cols, self._no_room_before), depth, lying, base,
                        covers.held(position.cells) + parked(cols, self._parking, self._by_pile))

    def _expand(self, position: Opened) -> bool:
        """Value each child of ``position`` and put it to wait; True when
        one of them is the win.

        A child whose move uncovers no card the foundations then take is
        valued from the parent's figures and waits as the parent's key and
        the move (``_value_in_place``). One that sends cards up changes
        everything, and is built now (``_build``). Each child is numbered
        as it is valued: ties go to the one valued last.
        """
        cols, found, path, cost = position.cols, position.found, position.path, position.cost
        figures = self._figures(position)
        depth_first = self.depth_first
        buckets, levels = self.open, self.levels
        kids: list[tuple[float, Kid]] = []
        best = self.best
        counter = self._counter
        try:
            for move in legal_moves(cols, position.cells, found, self.move_rules,
                                    self.complete):
                if (covers.sends_up(cols, position.cells, found, move, self.move_rules)
                        if self._covers else self._sends_up(cols, found, move)):
                    built = self._build(position, move)
                    if built is None:
                        continue
                    if self.solved:
                        return True
                    child_value = built
                    if child_value < best:
                        best, self.best_path = child_value, (move, path)
                    counter += 1
                    # It waits as its parent's key and the move, as the
                    # others do: its own key, some 200 bytes in three
                    # decks, would be held by every child built and never
                    # taken (``_open`` builds it again if it is taken).
                    if depth_first:
                        kids.append((child_value - counter * TIE, move))
                    else:
                        _push(buckets, levels, child_value + cost,
                              (position.key, found, path, cost, move))
                    continue
                child_value = self._value_in_place(cols, figures, move)
                if child_value < best:
                    best, self.best_path = child_value, (move, path)
                counter += 1
                if depth_first:
                    kids.append((child_value - counter * TIE, move))
                else:
                    _push(buckets, levels, child_value + cost,
                          (position.key, found, path, cost, move))
        finally:
            self.best = best
            self._counter = counter
        if depth_first and kids:
            # The best child last, where ``pop`` takes it; on a tie the
            # later one, as in the open list.
            kids.sort(key=_priority, reverse=True)
            self.stack.append(Frame(position.key, found, path, [kid for _, kid in kids]))
        return False

    def _sends_up(self, cols: list[bytes], found: Foundations, move: CompactMove) -> bool:
        """Whether ``move`` sends a card up, or uncovers one the foundations
        take at once: its child must then be built to be valued. Only the
        card just uncovered can have become safe. Where the foundations
        take whole runs, whether it makes one (``forms_whole_run``)."""
        if self.move_rules.whole_runs:
            return forms_whole_run(cols, move)
        if self.move_rules.over:
            # Piles in tiers: a move may free piles whose cards are then safe,
            # and the heuristic reads the whole table; each child is built.
            return True
        kind = move[0]
        if kind == COLUMN_TO_COLUMN:
            left = cols[move[1]][:-move[3]]
        elif kind == COLUMN_TO_CELL:
            left = cols[move[1]][:-1]
        else:  # from a cell onto a column uncovers nothing; the rest go up
            return kind != CELL_TO_COLUMN
        if not left:
            return False
        # The card uncovered, face up if it lay face down (``state.FACE_DOWN``).
        return is_safe(left[-1] & 63, found, self.move_rules.safe, self.move_rules.twice)

    def _value_in_place(self, cols: list[bytes], figures: _Figures, move: CompactMove
                        ) -> float:
        """The value of the child of ``move``, which sends no card up, from
        its parent's figures: only the two columns it touches change."""
        blocked_of = self._blocked_of
        column_blocked = figures.column_blocked
        lying = figures.lying
        kind = move[0]
        if kind == COLUMN_TO_COLUMN:
            i, j, count = move[1], move[2], move[3]
            source, dest = cols[i], cols[j]
            left = source[:-count]
            change = (blocked_of[left] + blocked_of[dest + source[-count:]]
                      - column_blocked[i] - column_blocked[j])
            dead = self._no_room_before
            child_empty = figures.empty + (not left and i >= dead) - (not dest and j >= dead)
            child_depth = figures.depth
            for under, weight in lying[i]:
                if under >= count:
                    child_depth -= count * weight
            for _, weight in lying[j]:
                child_depth += count * weight
            child_used = figures.used
            if self._parking and self._by_pile:  # a pile filled, a pile emptied
                child_used += ((j >= self._parking and not dest)
                               - (i >= self._parking and not left))
            elif self._parking:
                child_used += (j >= self._parking) - (i >= self._parking)
        elif kind == COLUMN_TO_CELL:
            i = move[1]
            left = cols[i][:-1]
            change = blocked_of[left] - column_blocked[i]
            child_empty = figures.empty + (not left and i >= self._no_room_before)
            child_depth = figures.depth
            for under, weight in lying[i]:
                if under:
                    child_depth -= weight
            child_used = figures.used + 1
            if self._parking and i >= self._parking and (left == b"" or not self._by_pile):
                child_used -= 1  # out of a pile: parked no more
        else:  # CELL_TO_COLUMN
            j = move[2]
            dest = cols[j]
            change = blocked_of[dest + CARD_BYTES[move[1]]] - column_blocked[j]
            child_empty = figures.empty - (not dest and j >= self._no_room_before)
            child_depth = figures.depth
            for _, weight in lying[j]:
                child_depth += weight
            child_used = figures.used - 1
            if self._parking and j >= self._parking and (dest == b"" or not self._by_pile):
                child_used += 1  # parked in a pile
        weights = self.weights
        return (figures.base + change * weights.blocked + child_depth
                - child_empty * weights.empty + child_used * child_used * weights.cells)

    def _build(self, position: Opened, move: CompactMove) -> float | None:
        """The value of the child of ``move``, built with its safe cards sent
        up and its key added to the visited set: None when another way
        reached it first. A win sets ``solved``."""
        if self.move_rules.over:
            return self._build_tiers(position, move)
        child = position.cols[:]
        child_found = list(position.found)
        needs = self.move_rules.safe
        if self._covers:
            child_cells = covers.place(child, position.cells, child_found, move)
            child_cells = covers.sort_pairs(child, covers.settle(child, child_cells,
                                                                 child_found, needs))
        else:
            child_cells = place(child, position.cells, child_found, move)
            child_cells = settle(child, child_cells, child_found, needs, self.move_rules.twice)
            if self._first_pile:
                sort_groups(child, self._first_pile)
            else:
                child.sort()
        child.append(child_cells)
        child_key = SEPARATOR_BYTES.join(child)  # key_of, inlined
        if not _is_new(self._table, self._plain, child_key):
            return None
        up = sum(child_found)
        if up == self.move_rules.cards:
            self.solved = True
            self.solution = (move, position.path)
            return 0.0
        del child[-1]
        child_blocked, child_empty = totals(child, self._blocked_of)
        child_empty -= no_room(child, self._no_room_before)
        return value(self.move_rules.cards - up, child_blocked,
                     depth_term(child_key, self._wanted(tuple(child_found))), child_empty,
                     covers.held(child_cells) + parked(child, self._parking, self._by_pile),
                     self.weights)

    def _build_tiers(self, position: Opened, move: CompactMove) -> float | None:
        """``_build`` of piles in overlapping tiers (``interlock``): the piles
        keep their places in the key, only free piles' cards go up unasked,
        and the value is read off the whole table (``interlock.evaluate``)."""
        rules = self.move_rules
        child = position.cols[:]
        child_found = list(position.found)
        child_cells = place(child, position.cells, child_found, move)
        child_cells = settle_tiers(child, child_cells, child_found, rules.safe, rules.over)
        child_key = ordered_key(child, child_cells)
        if not _is_new(self._table, self._plain, child_key):
            return None
        found = tuple(child_found)
        if sum(found) == rules.cards:
            self.solved = True
            self.solution = (move, position.path)
            return 0.0
        return tiers_value(child, child_cells, found, self._wanted(found), self._blocked_of,
                           rules.over, rules.top, self.weights)
