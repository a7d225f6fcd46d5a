"""Piles in overlapping tiers in the compact search (docs/rules.md, Piles in
overlapping tiers; docs/solver.md, Piles in overlapping tiers): Sarlacc.

Its 52 piles are columns of the compact state, each one card at the deal,
but unlike columns they are not interchangeable: each has its place in the
blocking graph, ``MoveRules.over`` (per pile, the piles of the next tier
lying over it, as ``OverlapRule.over`` gives them). So the visited-set key
keeps every pile in its place (``ordered_key``), and a move names piles as
the table does. The free cells stay interchangeable (sorted).

A pile is blocked while a pile over it holds a card: it neither gives nor
takes, but for the drop-down move, where the one pile over it still
holding cards gives all of them at once, if they are a run whose first
card fits (``drop_down``). Only the top tier's piles (``MoveRules.top``)
take a card when empty, and only their empty piles relay cards in a move of
several; an empty pile of a later tier stays empty for good, so an empty
top-tier pile, and a pile once free, stay free. That is why any empty
top-tier pile is as good as another as a destination (each is free and lies
over nothing), and only the first is offered.

The engine's safe auto-move sends up only the top cards of free piles
(``rules_of_play.sources``), which ``settle`` here does too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Sized
from typing import Protocol

from freecell_qt.engine.solver.heuristic import Targets, Weights
from freecell_qt.engine.solver.state import (
    SEPARATOR,
    Columns,
    CompactMove,
    Foundations,
    SafeNeeds,
    goes_up,
    onto_tops,
    wanted_if_safe,
)
from freecell_qt.engine.solver.tables import MoveTables

Over = tuple[tuple[int, ...], ...]
_SEPARATOR_BYTE = bytes((SEPARATOR,))


class MoveRules(MoveTables, Protocol):
    """What the moves of piles in tiers read of ``moves.MoveRules`` besides
    every kind's tables."""

    @property
    def up_from_cell(self) -> list[CompactMove]: ...
    @property
    def over(self) -> Over: ...
    @property
    def top(self) -> int: ...


def blocked(cols: Sequence[Sized], over: Over, index: int) -> bool:
    """Whether a pile over pile ``index`` holds a card (``cols``: the
    piles, as ``bytes`` or as the replay's ``bytearray``)."""
    for above in over[index]:  # noqa: SIM110 - a loop is cheaper than any() here
        if cols[above]:
            return True
    return False


def ordered_key(columns: Columns | list[bytes], cells: bytes) -> bytes:
    """The visited-set key of a position whose piles each keep their place:
    the piles in order, then the (sorted) cells, as ``state.key_of`` joins
    them but without sorting the piles."""
    return _SEPARATOR_BYTE.join([*columns, cells])


def drop_down(cols: Columns | list[bytes], source: int, dest: int, rules: MoveRules) -> bool:
    """Whether all of pile ``source`` may drop onto pile ``dest`` now, as
    the engine's ``OverlapRule.drops_down`` and its checks say: ``dest``
    holds cards, ``source`` lies over it and is the only pile over it
    holding cards, ``source`` is free, and its cards are one run whose first
    card fits ``dest``'s top card (capacity is the caller's)."""
    target, pile = cols[dest], cols[source]
    over = rules.over
    if not target or not pile or source not in over[dest]:
        return False
    for above in over[dest]:
        if above != source and cols[above]:
            return False
    if blocked(cols, over, source) or rules.runs[pile] != len(pile):
        return False
    return target[-1] in rules.parents[pile[0]]


def _room(cols: Columns | list[bytes], cells: bytes, rules: MoveRules) -> tuple[int, int, int]:
    """The cards a move may carry onto a pile holding cards and onto an
    empty one (the top tier's empty piles alone relay), and the first empty
    top-tier pile that is free (-1 for none)."""
    free = rules.cell_count - len(cells)
    empty = 0
    first = -1
    for index in range(rules.top):
        if not cols[index]:
            empty += 1
            if first < 0 and not blocked(cols, rules.over, index):
                first = index
    return rules.capacity[free][empty], rules.capacity[free][empty - 1], first


def interlock_moves(
    cols: Columns | list[bytes],
    cells: bytes,
    found: Foundations,
    rules: MoveRules,
    complete: bool,
) -> list[CompactMove]:
    """Every useful move of a position of piles in tiers, moves up first.

    As ``moves.legal_moves``: only the first free empty top-tier pile is a
    destination, a whole top-tier pile is never moved onto an empty one
    (the same position, up to which of two like piles holds it), and with
    ``complete`` False the moves that break up a run are left out (its top
    card into a cell, part of it onto another pile, less than the most
    that can go onto an empty pile). The drop-down move is always offered:
    it moves a whole pile.
    """
    over = rules.over
    top_tier = rules.top
    count = len(cols)
    givers = [index for index in range(count)
              if cols[index] and not blocked(cols, over, index)]
    moves: list[CompactMove] = [rules.up_from_cell[card] for card in cells
                                if goes_up(card, found)]
    moves += [rules.up_from_column[index] for index in givers
              if goes_up(cols[index][-1], found)]
    to_occupied, to_empty, empty = _room(cols, cells, rules)
    # The free piles holding cards, by top card: where a card may go.
    tops = [-1] * 52
    for index in givers:
        tops[cols[index][-1]] = index
    runs = rules.runs
    parents = rules.parents
    fills = rules.fills
    between = rules.between
    free = len(cells) < rules.cell_count
    for i in givers:
        column = cols[i]
        run = runs[column]
        onto = between[i]
        onto_tops(moves, column, run, to_occupied, complete, parents, tops, onto)
        if empty >= 0:
            most = run if run < to_empty else to_empty
            if i < top_tier and most >= len(column):
                most = len(column) - 1  # a top-tier pile's all: the same position
            if complete:
                for size in range(1, most + 1):
                    if fills[column[-size]]:
                        moves.append(onto[empty][size])
            else:
                for size in range(most, 0, -1):
                    if fills[column[-size]]:
                        moves.append(onto[empty][size])
                        break
        if free and (complete or run == 1):
            moves.append(rules.to_cell[i])
        # The drop-down: all of this pile onto the one pile under it that
        # it alone still blocks.
        if len(column) <= to_occupied:
            for j in range(count):
                if i in over[j] and drop_down(cols, i, j, rules):
                    moves.append(onto[j][len(column)])
    for card in cells:
        placed = rules.from_cell[card]
        for parent in parents[card]:
            j = tops[parent]
            if j >= 0:
                moves.append(placed[j])
        if empty >= 0 and fills[card]:
            moves.append(placed[empty])
    return moves


def interlock_is_legal(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules
) -> bool:
    """Whether the engine would accept ``move`` here (with its exact card
    count), in a position of piles in tiers."""
    over = rules.over
    kind = move[0]
    if kind == 1:
        return move[1] in cells and goes_up(move[1], found)
    if kind == 3:
        dest = move[2]
        if move[1] not in cells or blocked(cols, over, dest):
            return False
        if not cols[dest] and dest >= rules.top:
            return False
        return rules.fits(move[1], cols[dest])
    source = cols[move[1]]
    if not source or blocked(cols, over, move[1]):
        return False
    if kind == 0:
        return goes_up(source[-1], found)
    if kind == 2:
        return len(cells) < rules.cell_count
    i, j, count = move[1], move[2], move[3]
    target = cols[j]
    if i == j or count < 1 or len(source) < count or rules.runs[source] < count:
        return False
    to_occupied, to_empty, _ = _room(cols, cells, rules)
    if blocked(cols, over, j):
        return (count == len(source) and count <= to_occupied
                and drop_down(cols, i, j, rules))
    if not target:
        return j < rules.top and rules.fills[source[-count]] and count <= to_empty
    return target[-1] in rules.parents[source[-count]] and count <= to_occupied


def settle(columns: list[bytes], cells: bytes, found: list[int], needs: SafeNeeds,
           over: Over) -> bytes:
    """``state.settle`` of one deck's piles in tiers: every safe card on a
    cell or on top of a free pile goes up, in place; returns the new cells.
    A pile emptied so may free the piles under it, whose top cards are then
    looked at too: the engine's safe auto-move takes its cards only from
    free piles (``rules_of_play.sources``). Sending up a card never takes a
    card out of reach, so the cards sent up are the same in any order."""
    tops = {column[-1]: index for index, column in enumerate(columns) if column}
    progress = True
    while progress:
        progress = False
        for suit in range(4):
            card = wanted_if_safe(found, needs, suit)
            if card < 0:
                continue
            index = tops.get(card, -1)
            if index >= 0 and not blocked(columns, over, index):
                del tops[card]
                column = columns[index] = columns[index][:-1]
                if column:
                    tops[column[-1]] = index
            elif card in cells:
                cells = cells.replace(bytes((card,)), b"")
            else:
                continue
            found[suit] += 1
            progress = True
    return cells


def _buried(cols: Columns | list[bytes], over: Over, index: int) -> int:
    """The cards on the piles that hold pile ``index`` down: those over it
    holding cards, and so on up the tiers through the piles that hold
    cards (each counted once)."""
    seen: set[int] = set()
    waiting = [index]
    count = 0
    while waiting:
        for above in over[waiting.pop()]:
            if above not in seen and cols[above]:
                seen.add(above)
                count += len(cols[above])
                waiting.append(above)
    return count


def evaluate(cols: Columns | list[bytes], cells: bytes, found: Foundations, wanted: Targets,
             blocked_of: Mapping[bytes, int], over: Over, top: int, weights: Weights) -> float:
    """The heuristic of a position of piles in tiers (``heuristic.value``'s
    terms, read for piles that lie over one another). A wanted card in a
    blocked pile lies under every card on the piles holding it down, not
    only under those of its own pile (``_buried``); the blocked count adds
    each card of a blocked pile, which cannot move until the piles over it
    are emptied; and only the top tier's empty piles count as empty, as
    only they take cards again."""
    left = 52 - found[0] - found[1] - found[2] - found[3]
    stuck = 0
    depth = 0.0
    empty = 0
    for index in range(len(cols)):
        column = cols[index]
        if not column:
            if index < top:
                empty += 1
            continue
        stuck += blocked_of[column]
        held = blocked(cols, over, index)
        if held:
            stuck += len(column)
        size = len(column)
        for at in range(size):
            weight = wanted[column[at]]
            if weight:
                under = size - at - 1
                if held:
                    under += _buried(cols, over, index)
                depth += under * weight
    used = len(cells)
    return (left * weights.left + stuck * weights.blocked + depth
            - empty * weights.empty + used * used * weights.cells)
