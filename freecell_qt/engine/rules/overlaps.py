"""Whether a pile lies under others: one object for each way a game says it.

In most games the columns stand side by side and none covers another. In
Sarlacc (PySolFC 946) the 52 piles lie in five tiers of 10, 11, 10, 11 and 10,
each tier a quarter of a card lower than the one before and half a card to
the side, so that every pile but those of the last tier lies under the one or
two piles of the next tier that overlap it. While any of those holds a card,
the pile under them is blocked: it neither gives a card nor takes one. The
one exception is the drop-down move: a pile that only one pile still lies
over may take every card of that pile at once, if they fit its top card.

Only the piles of the first tier take a card when empty, and only their
empty piles relay cards in a move of several; an empty pile of a later tier
stays empty, so a pile once free of the piles over it stays free.

Which piles lie over which is a fact of the position, asked here, never a
state kept in it: undo, redo, a saved game and a code bring it back alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from freecell_qt.engine.cards import Card

Columns = Sequence[Sequence[Card]]


class OverlapRule:
    """No pile lies over another: the rule of every game but Sarlacc."""

    #: Piles per tier, top tier first, for a table that draws them so; empty
    #: where the columns stand in one row.
    tiers: tuple[int, ...] = ()

    def over(self, index: int) -> tuple[int, ...]:
        """The piles that lie over pile ``index``, left to right."""
        return ()

    def blocker(self, columns: Columns, index: int) -> int | None:
        """The first pile lying over pile ``index`` that holds cards (so that
        ``index`` neither gives nor takes), or None while it is free."""
        # A table still showing another game's piles (while a window turns to
        # this game) has none of them over any other.
        return next((above for above in self.over(index)
                     if above < len(columns) and columns[above]), None)

    def drops_down(self, columns: Columns, source: int, dest: int) -> bool:
        """Whether every pile lying over ``dest`` but ``source`` is empty, and
        ``source`` lies over it: then all of ``source`` may drop onto
        ``dest``'s cards, which ``source`` otherwise blocks."""
        over = self.over(dest)
        return bool(columns[dest]) and source in over and all(
            not columns[above] for above in over if above != source)

    def fills(self, index: int) -> bool:
        """Whether pile ``index`` may take a card when empty (as the game's
        fill rule says); False: it stays empty."""
        return True

    def relays(self, columns: int) -> range:
        """The piles whose being empty lets a move carry more cards."""
        return range(columns)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Interlocking(OverlapRule):
    """Piles in overlapping tiers (Sarlacc): a tier of ``n`` piles lies
    between piles of a tier of ``n + 1`` (offset half a card), and each pile
    lies under the piles of the next tier it overlaps."""

    def __init__(self, tiers: tuple[int, ...]) -> None:
        self.tiers = tiers

    @cached_property
    def _over(self) -> tuple[tuple[int, ...], ...]:
        over: list[tuple[int, ...]] = []
        start = 0
        for tier, count in enumerate(self.tiers):
            after = start + count
            below = self.tiers[tier + 1] if tier + 1 < len(self.tiers) else 0
            for place in range(count):
                if not below:
                    over.append(())
                    continue
                # The next tier is one pile wider (offset half a card to the
                # left) or one narrower (half a card to the right).
                first = place if below > count else place - 1
                over.append(tuple(after + n for n in (first, first + 1) if 0 <= n < below))
            start = after
        return tuple(over)

    def over(self, index: int) -> tuple[int, ...]:
        return self._over[index] if 0 <= index < len(self._over) else ()

    def fills(self, index: int) -> bool:
        return index < self.tiers[0]

    def relays(self, columns: int) -> range:
        return range(min(self.tiers[0], columns))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.tiers})"


#: Sarlacc's tiers, top first.
SARLACC_TIERS = (10, 11, 10, 11, 10)
#: The one instance of each, as ``Rules.overlap_rule`` hands them out.
NO_OVERLAPS = OverlapRule()
SARLACC = Interlocking(SARLACC_TIERS)
#: The piles of a game whose piles interlock.
INTERLOCK_PILES = sum(SARLACC_TIERS)
