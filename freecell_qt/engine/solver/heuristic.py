"""The search's estimate of how far a position is from a win.

A weighted sum of a few features, each cheap to get from the compact
position: the per-column terms are cached by column (a column recurs in
many positions), and the depth of the cards the foundations need next is
read off the visited-set key with ``bytes.find``, which runs in C.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from freecell_qt.engine.solver.state import RED, SEPARATOR


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


#: A cost per move this negative makes a search depth first: a position one
#: move deeper always comes first, the rest of the value only orders the
#: moves from each position (any heuristic value is far smaller).
DEPTH_FIRST = -1000.0


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


BLOCKED: Final = _Blocked()


class _RunsBlocked(dict[bytes, int]):
    """Where the foundations take whole runs (Spidercells), the blocked
    cards of a column (``BLOCKED``) plus its cards out of place: those not
    in a run headed by a king, which all must move before their column
    gives a run up or serves one. The cards on the foundations count only
    13 at a time, so alone they say nothing of the way to the next run;
    a card in place is a step of that way. Kept with the blocked count,
    under its weight, so that a move changes it column by column, as the
    search values a child in place."""

    def __missing__(self, column: bytes) -> int:
        red = RED
        placed = 0
        held = False  # the card below lies in a run headed by a king
        below = -1
        for card in column:
            rank = card >> 2
            held = rank == 12 or (held and rank + 1 == below >> 2 and red[card] != red[below])
            if held:
                placed += 1
            below = card
        count = BLOCKED[column] + len(column) - placed
        self[column] = count
        return count


#: The blocked count of ``_RunsBlocked``, shared by every search of such foundations.
RUNS_BLOCKED: Final = _RunsBlocked()


#: Each code with the flag of a face-down card (``state.FACE_DOWN``) taken
#: off, for ``bytes.translate``.
_FACE_UP_CODES: Final = bytes(code & 63 for code in range(256))


class _DownBlocked(dict[bytes, int]):
    """``BLOCKED`` where cards lie face down (Opera): each card counted as
    the card it is (its code without ``state.FACE_DOWN``), so a face-down
    card is a buried card like any other, and a card lying on a lower
    face-down one is blocked as it would be on that card face up. A move
    that turns a card up then changes no count."""

    def __missing__(self, column: bytes) -> int:
        count = BLOCKED[column.translate(_FACE_UP_CODES)]
        self[column] = count
        return count


#: The blocked count of ``_DownBlocked``, shared by every search of face-down cards.
DOWN_BLOCKED: Final = _DownBlocked()


def totals(columns: list[bytes] | tuple[bytes, ...],
           blocked_of: dict[bytes, int] = BLOCKED) -> tuple[int, int]:
    """Blocked cards and empty columns over the whole table; ``blocked_of``
    the count per column (``RUNS_BLOCKED`` where the foundations take whole
    runs)."""
    blocked = empty = 0
    for column in columns:
        if column:
            blocked += blocked_of[column]
        else:
            empty += 1
    return blocked, empty


#: The weight of each card (0..51) in the depth term: ``next_depth`` for the
#: cards the foundations take next, ``second_depth`` for the ones after them,
#: 0 for the rest. A table rather than a list of the wanted cards: the depth
#: term is then one pass over the key, with no call per card.
Targets = list[float]


def targets(found: Sequence[int], w: Weights, fours: bool = False) -> Targets:
    """The cards the foundations take next and after that, with their
    weights: the heuristic counts the cards lying on each of them. Under
    Footling's one foundation (``fours``) those are the cards of the lowest
    rank not all up, and after them the rank above (``_fours_targets``)."""
    if fours:
        return _fours_targets(found, w)
    wanted = [0.0] * 54  # the jokers (``state.FIRST_JOKER``) are never wanted
    for index in range(len(found)):  # four a deck, foundation i of suit i % 4
        rank = found[index]  # cards up = the rank index of the next one
        if rank < 13:
            card = rank * 4 + (index & 3)
            wanted[card] = w.next_depth
            if rank < 12 and not wanted[card + 4]:
                wanted[card + 4] = w.second_depth
    return wanted


def _fours_targets(found: Sequence[int], w: Weights) -> Targets:
    """``targets`` of Footling's one foundation (``state.fours_ranks``): it
    takes no card above the lowest foundation's rank, so only the cards of
    that rank are wanted next; each foundation's card of the rank above,
    the one it takes once they are up, comes after them. The C search's
    heuristic (``value_of``) reads them so too."""
    wanted = [0.0] * 54  # the jokers (``state.FIRST_JOKER``) are never wanted
    low = min(found)
    for index in range(len(found)):
        rank = found[index]
        card = rank * 4 + (index & 3)
        if rank == low and rank < 13:
            wanted[card] = w.next_depth
            if rank < 12 and not wanted[card + 4]:
                wanted[card + 4] = w.second_depth
        elif rank == low + 1 and rank < 13 and not wanted[card]:
            wanted[card] = w.second_depth
    return wanted


def face_down_targets(wanted: Targets) -> Targets:
    """``wanted`` read also by the codes of face-down cards (``state.FACE_DOWN``,
    64 on): each as the card it is, so the depth term counts the cards lying on
    a wanted card that lies face down, as on one face up."""
    return [*wanted, *[0.0] * (64 - len(wanted)), *wanted]


def depth_term(key: bytes, wanted: Targets) -> float:
    """The weighted count of cards lying on the ``wanted`` cards.

    ``key`` is the position's visited-set key (``state.key_of``): each
    column ends at a separator, and the cells come after the last one, with
    nothing lying on them. Each card adds the weights of the wanted cards
    below it in its column.
    """
    depth = 0.0
    below = 0.0
    for at in range(key.rindex(SEPARATOR)):
        card = key[at]
        if card == SEPARATOR:
            below = 0.0
        else:
            depth += below
            below += wanted[card]
    return depth


def value(
    left: int, blocked: int, depth: float, empty: int, used: int, w: Weights
) -> float:
    """The heuristic from its parts: lower is closer to a win (see ``Weights``)."""
    return (
        left * w.left
        + blocked * w.blocked
        + depth
        - empty * w.empty
        + used * used * w.cells
    )


def evaluate(
    key: bytes, blocked: int, empty: int, used: int, found: Sequence[int],
    w: Weights,
) -> float:
    """The heuristic of a whole position, for when no parent's figures help."""
    left = 13 * len(found) - sum(found)
    return value(left, blocked, depth_term(key, targets(found, w)), empty, used, w)
