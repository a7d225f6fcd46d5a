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
from collections.abc import Sequence
from typing import Any

from freecell_qt.engine.solver.heuristic import BLOCKED, Weights, evaluate, totals
from freecell_qt.engine.solver.moves import MoveRules, cache_size, clear_caches, legal_moves
from freecell_qt.engine.solver.state import CompactMove, Foundations, key_of, settle

#: A solution path as a linked list: ``(move, parent)`` or ``None``.
Path = tuple[CompactMove, Any] | None
#: The per-column caches are dropped past this many columns each.
CACHE_LIMIT = 400_000


class BestFirst:
    """A resumable search: call ``run`` with a node budget until it returns a verdict.

    ``complete``: make every move (see ``legal_moves``). Only a complete
    search that runs dry proves anything.
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
        start_found: Foundations = tuple(found_list)  # type: ignore[assignment]
        self.start = (start, cells, start_found)
        key = key_of(start, cells)
        self.seen = {key}
        self.expanded = 0
        self.solution: Path = None
        self.solved = sum(start_found) == 52
        blocked, empty = totals(start)
        self.best = evaluate(key, blocked, empty, len(cells), start_found, weights)
        self.best_path: Path = None
        self.open: list[tuple[Any, ...]] = [
            (self.best, 0, start, cells, start_found, None, 0.0, blocked, empty)
        ]
        self._counter = 0

    @property
    def exhausted(self) -> bool:
        return not self.open and not self.solved

    def run(self, budget: int) -> bool:
        """Expand up to ``budget`` positions; True once solved or exhausted."""
        if self.solved or not self.open:
            return True
        if cache_size() > CACHE_LIMIT or len(BLOCKED) > CACHE_LIMIT:
            clear_caches()
            BLOCKED.clear()
        heap = self.open
        seen = self.seen
        weights = self.weights
        step = weights.path
        move_rules = self.move_rules
        complete = self.complete
        counter = self._counter
        best = self.best
        best_path = self.best_path
        pop, push = heapq.heappop, heapq.heappush
        blocked_of = BLOCKED
        needs = move_rules.safe
        done = 0
        try:
            while heap and done < budget:
                _, _, cols, cells, found, path, cost, blocked, empty_count = pop(heap)
                done += 1
                cost += step
                moves = legal_moves(cols, cells, found, move_rules, complete)
                for move in moves:
                    child = list(cols)
                    child_cells = cells
                    child_found: Sequence[int] = found
                    kind = move[0]
                    settled = False
                    if kind == 4:
                        i, j, count = move[1], move[2], move[3]
                        source, dest = cols[i], cols[j]
                        child[i] = left = source[:-count]
                        child[j] = right = dest + source[-count:]
                        change = (
                            blocked_of[left]
                            + blocked_of[right]
                            - blocked_of[source]
                            - blocked_of[dest]
                        )
                        child_empty = empty_count + (not left) - (not dest)
                    elif kind == 2:
                        i = move[1]
                        source = cols[i]
                        child_cells = bytes(sorted(cells + source[-1:]))
                        child[i] = left = source[:-1]
                        change = blocked_of[left] - blocked_of[source]
                        child_empty = empty_count + (not left)
                    elif kind == 3:
                        card, j = move[1], move[2]
                        at = cells.index(card)
                        child_cells = cells[:at] + cells[at + 1 :]
                        dest = cols[j]
                        child[j] = right = dest + cells[at : at + 1]
                        change = blocked_of[right] - blocked_of[dest]
                        child_empty = empty_count - (not dest)
                    else:
                        child_found = list(found)
                        if kind == 0:
                            i = move[1]
                            source = child[i]
                            child_found[source[-1] & 3] += 1
                            child[i] = source[:-1]
                        else:
                            card = move[1]
                            at = cells.index(card)
                            child_cells = cells[:at] + cells[at + 1 :]
                            child_found[card & 3] += 1
                        child_cells = settle(child, child_cells, child_found, needs)
                        settled = True
                    if kind == 2 or kind == 4:
                        # Only the card just uncovered can have become safe.
                        source = child[move[1]]
                        if source:
                            card = source[-1]
                            rank = card >> 2
                            if found[card & 3] == rank:
                                for suit in needs[card]:
                                    if found[suit] < rank:
                                        break
                                else:
                                    child_found = list(found)
                                    child_cells = settle(child, child_cells, child_found, needs)
                                    settled = True
                    key = b"\xff".join([*sorted(child), child_cells])  # key_of, inlined
                    if key in seen:
                        continue
                    seen.add(key)
                    new_path = (move, path)
                    if settled:
                        if sum(child_found) == 52:
                            self.solved = True
                            self.solution = new_path
                            return True
                        child_found = tuple(child_found)
                        child_blocked, child_empty = totals(child)
                    else:
                        child_blocked = blocked + change
                    value = evaluate(
                        key, child_blocked, child_empty, len(child_cells), child_found, weights
                    )
                    if value < best:
                        best, best_path = value, new_path
                    counter += 1
                    push(
                        heap,
                        (
                            value + cost,
                            -counter,
                            tuple(child),
                            child_cells,
                            child_found,
                            new_path,
                            cost,
                            child_blocked,
                            child_empty,
                        ),
                    )
            return not heap
        finally:
            self.expanded += done
            self._counter = counter
            self.best = best
            self.best_path = best_path

