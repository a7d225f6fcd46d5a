"""Where every pile and card goes, in pixels, for a given table size.

Pure arithmetic (no Qt) so it can be tested on its own. Everything is in card
units: the largest card that fits the window sets the scale, and a column too
long for its space tightens its fan so that every card stays visible.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_qt.engine import Card, Pile, PileKind, Position, Suit

ASPECT = 1.4  # card height / width, the poker-card proportion
MARGIN = 0.3  # around the table, in card widths
GAP = 0.18  # between columns, in card widths
ROW_GAP = 0.35  # between the top row and the columns, in card widths
FAN = 0.27  # vertical offset of a fanned card, in card heights
FAN_OPEN = 0.34  # the most a fan opens when a narrow window leaves height to spare
FANS_PLANNED = 11  # a column of 12 cards fits at the full fan
MIN_WIDTH, MAX_WIDTH = 24, 220
#: Foundations left to right, alternating colours.
FOUNDATION_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Pixel geometry for one table size and cell count."""

    width: float
    height: float
    cells: int
    card_width: int
    card_height: int
    left: float

    @classmethod
    def fit(cls, width: float, height: float, cells: int) -> TableLayout:
        by_width = width / (8 + 7 * GAP + 2 * MARGIN)
        by_height = height / (2 * MARGIN + ROW_GAP + ASPECT * (2 + FANS_PLANNED * FAN))
        card_width = int(max(MIN_WIDTH, min(MAX_WIDTH, by_width, by_height)))
        block = card_width * (8 + 7 * GAP)
        left = max((width - block) / 2, card_width * MARGIN / 2)
        return cls(width, height, cells, card_width, round(card_width * ASPECT), left)

    @property
    def step(self) -> float:
        return self.card_width * (1 + GAP)

    @property
    def top(self) -> float:
        return self.card_width * MARGIN

    @property
    def columns_top(self) -> float:
        return self.top + self.card_height + self.card_width * ROW_GAP

    def slot_origin(self, pile: Pile) -> tuple[float, float]:
        """Top-left corner of a pile's slot (for a foundation: by suit)."""
        if pile.kind is PileKind.COLUMN:
            return self.left + pile.index * self.step, self.columns_top
        if pile.kind is PileKind.CELL:
            return self.left + pile.index * self.step, self.top
        slot = FOUNDATION_SUITS.index(Suit(pile.index))
        return self.left + (4 + slot) * self.step, self.top

    def fan(self, length: int) -> float:
        """Vertical distance between cards of a column holding ``length`` cards.

        A window narrower than it is tall sizes the cards by its width; the
        height left over then opens the fans a little, so more of each card shows.
        """
        room = self.height - self.columns_top - self.card_height - self.top / 2
        planned = room / FANS_PLANNED
        full = min(self.card_height * FAN_OPEN, max(self.card_height * FAN, planned))
        if length <= 1:
            return full
        return max(1.0, min(full, room / (length - 1)))

    def card_origin(self, pile: Pile, index: int, length: int) -> tuple[float, float]:
        x, y = self.slot_origin(pile)
        if pile.kind is PileKind.COLUMN:
            y += index * self.fan(length)
        return x, y

    def column_extent(self, index: int, length: int) -> tuple[float, float, float, float]:
        """The rectangle a column covers (x, y, w, h), for drops and hit tests."""
        x, y = self.slot_origin(Pile.column(index))
        bottom = self.card_height + max(length - 1, 0) * self.fan(length)
        return x, y, float(self.card_width), bottom


Location = tuple[Pile, int, int]  # pile, index in it, pile length


def locations(position: Position) -> dict[Card, Location]:
    """Where each card of ``position`` lies."""
    where: dict[Card, Location] = {}
    for index, column in enumerate(position.columns):
        for depth, card in enumerate(column):
            where[card] = (Pile.column(index), depth, len(column))
    for index, card in enumerate(position.cells):
        if card is not None:
            where[card] = (Pile.cell(index), 0, 1)
    for suit in Suit:
        top = position.foundations[suit]
        for rank in range(1, top + 1):
            where[Card(rank, suit)] = (Pile.foundation(suit), rank - 1, top)
    return where
