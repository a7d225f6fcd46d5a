"""The table of piles in overlapping tiers (Sarlacc), in pixels.

PySolFC draws Sarlacc's 52 piles in five rows (tiers) of 10, 11, 10, 11 and
10, each a quarter of a card lower than the one before, the tiers of ten
half a card to the right of those of eleven, so that every pile's card
overlaps the one or two of the tier before: the game's blocking is what the
eye sees. The free cells and foundations share the row above, as in every
game. A later tier is drawn over an earlier one; a pile's cards fan downward
from its slot, and the cards put on a pile after the deal ride over every
tier, as a card just moved does in PySolFC, so that a pile being built is
seen whole.

Pure arithmetic (no Qt), like ``TableLayout``, whose cells, foundations and
fitting rules it keeps; only the columns' places, fans and stacking differ.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_qt.engine import Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.table.layout import (
    ASPECT,
    FAN,
    GAP,
    MARGIN,
    MAX_WIDTH,
    MIN_GAP,
    MIN_MARGIN,
    MIN_WIDTH,
    ROW_GAP,
    SUITS,
    TableLayout,
)

#: How much lower each tier lies than the one before, in card heights.
TIER_DROP = 0.25
#: Fans the bottom tier's piles have room for at the full fan; longer piles
#: tighten theirs.
TIER_FANS = 6
#: The stacking of a card put on a pile after the deal: over every tier's
#: dealt card (``card_z``).
_BUILT_Z = 100


@dataclass(frozen=True, slots=True)
class TieredLayout(TableLayout):
    """Pixel geometry of a table whose columns are piles in overlapping tiers."""

    #: Piles per tier, top first (``OverlapRule.tiers``).
    tiers: tuple[int, ...] = ()

    @classmethod
    def fit_tiers(cls, width: float, height: float, tiers: tuple[int, ...], cells: int,
                  foundations: int = SUITS, card_cap: int = MAX_WIDTH) -> TieredLayout:
        """The largest cards that show the top row and every tier with room for
        ``TIER_FANS`` fans under the bottom one; the gaps, then the side
        margins, narrow first when the width is what limits the cards."""
        width, height = max(width, 1.0), max(height, 1.0)
        span = _span(tiers, cells, foundations)
        drop = (len(tiers) - 1) * TIER_DROP
        rows = 2 + drop + TIER_FANS * FAN  # the top row, a pile's card, the tiers, fans
        by_height = height / (2 * MARGIN + ROW_GAP + ASPECT * rows)
        spare = width / by_height - span
        gaps = span - 1
        gap = max(MIN_GAP, min(GAP, (spare - 2 * MARGIN) / gaps))
        margin = max(MIN_MARGIN, min(MARGIN, (spare - gaps * gap) / 2))
        by_width = width / (span + gaps * gap + 2 * margin)
        cap = max(MIN_WIDTH, min(MAX_WIDTH, card_cap))
        card_width = int(max(MIN_WIDTH, min(cap, by_width, by_height)))
        left = max((width - card_width * (span + gaps * gap)) / 2, 0.0)
        return cls(width, height, sum(tiers), cells, card_width, round(card_width * ASPECT),
                   left, gap, foundations=foundations, fans=TIER_FANS, tiers=tiers)

    @property
    def span(self) -> int:
        return _span(self.tiers, self.cells, self.foundations)

    def tier_of(self, index: int) -> tuple[int, int]:
        """The tier pile ``index`` lies in and its place there, from the left."""
        for tier, count in enumerate(self.tiers):
            if index < count:
                return tier, index
            index -= count
        raise IndexError(index)

    def slot_origin(self, pile: Pile) -> tuple[float, float]:
        if pile.kind is not PileKind.COLUMN:
            return TableLayout.slot_origin(self, pile)
        tier, place = self.tier_of(pile.index)
        offset = (self.span - self.tiers[tier]) / 2
        return (self.left + (offset + place) * self.step,
                self.columns_top + tier * TIER_DROP * self.card_height)

    def pile_fan(self, index: int, length: int) -> float:
        """The distance between the cards of pile ``index`` holding ``length``:
        the full fan, tightened where the pile would pass the table's foot."""
        full = self.card_height * FAN
        if length <= 1:
            return full
        top = self.slot_origin(Pile.column(index))[1]
        room = self.height - self.top / 2 - top - self.card_height
        return max(1.0, min(full, room / (length - 1)))

    def fan(self, length: int) -> float:
        # The bottom tier's fan: the one any pile's strip is measured by.
        return self.pile_fan(sum(self.tiers) - 1, length)

    def card_origin(self, pile: Pile, index: int, length: int) -> tuple[float, float]:
        x, y = self.slot_origin(pile)
        if pile.kind is PileKind.COLUMN:
            y += index * self.pile_fan(pile.index, length)
        return x, y

    def column_extent(self, index: int, length: int) -> tuple[float, float, float, float]:
        x, y = self.slot_origin(Pile.column(index))
        bottom = self.card_height + max(length - 1, 0) * self.pile_fan(index, length)
        return x, y, float(self.card_width), bottom

    def card_z(self, pile: Pile, index: int) -> float:
        """A later tier's dealt card over an earlier one's; a card put on a
        pile over them all."""
        if pile.kind is not PileKind.COLUMN:
            return index + 1
        tier, _place = self.tier_of(pile.index)
        return 1 + tier if index == 0 else _BUILT_Z + tier * 20 + index

    def column_rows(self) -> list[list[int]]:
        rows: list[list[int]] = []
        start = 0
        for count in self.tiers:
            rows.append(list(range(start, start + count)))
            start += count
        return rows

    def shows(self, position: Position, ranked: bool, breaks: tuple[int, ...] = ()) -> bool:
        return (self.columns, self.cells, self.foundations, self.ranked) == (
            len(position.columns), len(position.cells), len(position.foundations), ranked)


def _span(tiers: tuple[int, ...], cells: int, foundations: int) -> int:
    """Slots across the table: the widest tier, or the cells, a slot's gap and
    the foundations, as PySolFC's top row has them."""
    return max(max(tiers, default=1), cells + foundations + (1 if cells else 0))
