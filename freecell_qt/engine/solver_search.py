"""One best-first search over compact positions, resumable in slices.

The search is greedy best-first (optionally weighted A* with a small path
cost): it always expands the open position that looks closest to a win.
Every reachable position is generated at most once (the visited set holds
canonical keys), so when the open list runs dry the whole reachable space
has been seen: that is the proof of an unsolvable deal.

The loop is written for speed rather than beauty: one function with local
names, since a call or an attribute look-up per child position is a
measurable share of the time in pure Python.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any

from freecell_qt.engine.rules import Rules
from freecell_qt.engine.solver_state import (
    KING,
    OPPOSITE,
    RED,
    CompactMove,
    Foundations,
    capacity_table,
    key_of,
    settle,
)

#: A solution path as a linked list: ``(move, parent)`` or ``None``.
Path = tuple[CompactMove, Any] | None


@dataclass(frozen=True, slots=True)
class Weights:
    """How the heuristic weighs each feature of a position.

    ``left``: cards not on the foundations. ``blocked``: cards lying above a
    lower card of their column (each must move before that card can go up).
    ``next_depth``: cards above the next card each foundation needs;
    ``second_depth``: the same for the card after it. ``empty``: bonus per
    empty column. ``cells``: penalty per used cell, squared, since the last
    free cells are worth far more than the first. ``path``: cost per move,
    which trades speed for shorter solutions.
    """

    left: float = 3.0
    blocked: float = 1.0
    next_depth: float = 1.0
    second_depth: float = 0.5
    empty: float = 3.0
    cells: float = 1.0
    path: float = 0.0


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


class _Blocked(dict[bytes, int]):
    """Cards lying above a lower-ranked card, per column: each must move off
    before that lower card can go up."""

    def __missing__(self, column: bytes) -> int:
        lowest, count = 99, 0
        for card in column:
            rank = card >> 2
            if rank > lowest:
                count += 1
            else:
                lowest = rank
        self[column] = count
        return count


_RUNS = _Runs()
_BLOCKED = _Blocked()
_CACHE_LIMIT = 400_000


def clear_caches() -> None:
    """Drop the per-column caches, which only ever grow."""
    _RUNS.clear()
    _BLOCKED.clear()


def _totals(columns: list[bytes] | tuple[bytes, ...]) -> tuple[int, int]:
    """Blocked cards and empty columns over the whole table."""
    blocked = empty = 0
    for column in columns:
        if column:
            blocked += _BLOCKED[column]
        else:
            empty += 1
    return blocked, empty


def evaluate(
    key: bytes, blocked: int, empty: int, used: int, found: Foundations | list[int],
    w: Weights,
) -> float:
    """The heuristic: lower is closer to a win (see ``Weights``)."""
    depth = 0.0
    second = 0.0
    find = key.find
    for suit in range(4):
        rank = found[suit]
        if rank < 13:
            at = find(rank * 4 + suit)
            end = find(255, at)
            if end > 0:
                depth += end - at - 1
            if rank < 12:
                at = find(rank * 4 + suit + 4)
                end = find(255, at)
                if end > 0:
                    second += end - at - 1
    left = 52 - found[0] - found[1] - found[2] - found[3]
    return (
        left * w.left
        + blocked * w.blocked
        + depth * w.next_depth
        + second * w.second_depth
        - empty * w.empty
        + used * used * w.cells
    )


class BestFirst:
    """A resumable search: call ``run`` with a node budget until it returns a verdict.

    ``seen`` may be shared between searches: together they still cover the
    whole space, since every position someone marked as seen sits in that
    someone's open list until it is expanded.
    """

    def __init__(
        self,
        columns: tuple[bytes, ...],
        cells: bytes,
        found: Foundations,
        rules: Rules,
        weights: Weights,
        seen: set[bytes] | None = None,
    ) -> None:
        self.rules = rules
        self.weights = weights
        self.capacity = capacity_table(rules)
        self.cell_count = rules.cells
        self.kings_only = rules.empty_column_needs_king
        cols = list(columns)
        found_list = list(found)
        cells = settle(cols, cells, found_list)
        start = tuple(cols)
        start_found: Foundations = tuple(found_list)  # type: ignore[assignment]
        key = key_of(start, cells)
        self.seen = seen if seen is not None else set()
        self.seen.add(key)
        self.expanded = 0
        self.solution: Path = None
        self.solved = sum(start_found) == 52
        blocked, empty = _totals(start)
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
        if len(_RUNS) > _CACHE_LIMIT or len(_BLOCKED) > _CACHE_LIMIT:
            clear_caches()
        heap = self.open
        seen = self.seen
        weights = self.weights
        step = weights.path
        capacity = self.capacity
        cell_count = self.cell_count
        kings_only = self.kings_only
        counter = self._counter
        best = self.best
        best_path = self.best_path
        pop, push = heapq.heappop, heapq.heappush
        runs = _RUNS
        blocked_of = _BLOCKED
        red = RED
        opposite = OPPOSITE
        done = 0
        try:
            while heap and done < budget:
                _, _, cols, cells, found, path, cost, blocked, empty_count = pop(heap)
                done += 1
                cost += step
                free = cell_count - len(cells)
                empties = [i for i in range(8) if not cols[i]] if empty_count else []
                to_occupied = capacity[free][empty_count]
                to_empty = capacity[free][empty_count - 1]
                moves: list[CompactMove] = []
                append = moves.append
                for card in cells:
                    if found[card & 3] == card >> 2:
                        append((1, card))
                for i in range(8):
                    column = cols[i]
                    if not column:
                        continue
                    top = column[-1]
                    if found[top & 3] == top >> 2:
                        append((0, i))
                    top_rank = top >> 2
                    run = runs[column]
                    for j in range(8):
                        dest = cols[j]
                        if dest and j != i:
                            under = dest[-1]
                            count = (under >> 2) - top_rank
                            if (
                                0 < count <= run
                                and count <= to_occupied
                                and red[column[-count]] != red[under]
                            ):
                                append((4, i, j, count))
                    if empty_count:
                        most = min(run, to_empty, len(column) - 1)
                        if kings_only:
                            count = KING - top_rank + 1
                            if 0 < count <= most:
                                append((4, i, empties[0], count))
                        else:
                            for count in range(1, most + 1):
                                append((4, i, empties[0], count))
                    if free:
                        append((2, i))
                for card in cells:
                    rank = card >> 2
                    for j in range(8):
                        dest = cols[j]
                        if dest:
                            under = dest[-1]
                            if (under >> 2) == rank + 1 and red[card] != red[under]:
                                append((3, card, j))
                    if empty_count and (rank == KING or not kings_only):
                        append((3, card, empties[0]))
                for move in moves:
                    child = list(cols)
                    child_cells = cells
                    child_found: Foundations | list[int] = found
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
                        child_cells = settle(child, child_cells, child_found)
                        settled = True
                    if kind == 2 or kind == 4:
                        # Only the card just uncovered can have become safe.
                        source = child[move[1]]
                        if source:
                            card = source[-1]
                            suit, rank = card & 3, card >> 2
                            if found[suit] == rank and (
                                rank < 2
                                or (
                                    found[opposite[suit][0]] >= rank
                                    and found[opposite[suit][1]] >= rank
                                )
                            ):
                                child_found = list(found)
                                child_cells = settle(child, child_cells, child_found)
                                settled = True
                    key = b"\xff".join([*sorted(child), child_cells])
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
                        child_blocked, child_empty = _totals(child)
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

