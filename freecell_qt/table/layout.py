"""Where every pile and card goes, in pixels, for a given table size.

Pure arithmetic (no Qt) so it can be tested on its own. Everything is in card
units: the largest card that fits the window sets the scale, and a column too
long for its space tightens its fan so that every card stays visible.

The table has as many columns, free cells and foundations as the game in
play (4 to 14 columns, 0 to 11 cells, four foundations a deck). The free cells
and the foundations share the top row when they fit over the columns. When
they do not (eight cells over eight columns), the foundations may instead
stand in a block on the right, as kpat lays out Eight Off, or, in a window
taller than it is wide, on a row of their own above the free cells: the
height such a window has to spare then buys wider cards. Of the arrangements
the layout takes the one that gives the largest cards. When the width is
what limits the cards, the gaps between piles narrow first, then the margins
at the sides; and the height left over opens the fans, so more of each
covered card shows.

Games of two or three decks use the same arrangements, with more
foundations and longer columns. The block on the right has a row for each
suit and a column for each deck (one deck: the stack of four), so it is never
taller than four cards; a row of foundations holds the decks' foundations one
deck after the other, each in the colours' alternating order. On a tie of
card sizes such a game takes the block on the right first, as kpat does when
the cells and foundations outnumber the columns: a single row of six cells
and eight foundations would overhang ten columns and squeeze every gap to
the narrowest. Double FreeCell (ten columns, six cells, eight foundations)
gets that block in the usual windows, from 800x600 to 1920x1080; so does
Triple FreeCell (thirteen columns, ten cells, twelve foundations) in a wide
window, and in a small one (800x600) its foundations take the row over the
cells, which leaves wider cards than a block three slots wide. Columns are
planned for the longest column of the deal and a few cards more, or the
longest column shown (at most twelve fans); past the twelve, a column tightens its fan.

The cards grow to fill the window, as kpat's do: the columns are planned for
the deal's longest column and two cards more, not for the longest a game may
reach, so in the usual windows the height that plan leaves sets the cards and
the eight columns span most of the width (at 1280x800, 89 pixels wide before,
a third of the felt empty; now 104). A column that grows past the plan keeps
its corner indices in view the other way: the plan follows it (up to twelve
fans) and every card shrinks a little, as the table is laid out again. The
player may also cap the width (``card_cap``: Large, Medium, Small); a cap
never makes a card larger than the window allows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from math import ceil

from freecell_qt.engine import Card, Pile, PileKind, Position, Suit
from freecell_qt.table.corner import index_depth

ASPECT = 1.4  # card height / width, the poker-card proportion
MARGIN = 0.3  # around the table, in card widths
MIN_MARGIN = 0.1  # at the sides, when the width is short
GAP = 0.18  # between columns, in card widths
MIN_GAP = 0.07  # the narrowest gap when the width is short
ROW_GAP = 0.35  # between the top row and the columns, in card widths
SIDE_GAP = 0.35  # between the columns and foundations stacked on the right
#: Between groups of columns that follow rules of their own (Antares' two
#: halves, reserve piles after the columns), in card widths.
GROUP_GAP = 0.5
FAN = 0.27  # vertical offset of a fanned card, in card heights
FAN_OPEN = 0.5  # the most a fan opens when a narrow window leaves height to spare
SPARE_CARDS = 2  # cards a column is planned to hold beyond the longest of the deal
MAX_FANS_PLANNED = 12  # longer columns (four-column games) tighten instead
MIN_WIDTH, MAX_WIDTH = 24, 220
DECK = 52
SUITS = 4  # foundations a deck
#: Foundations left to right (or top to bottom), alternating colours.
FOUNDATION_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def foundation_order(count: int, ranked: bool = False) -> list[int]:
    """Foundation indexes in table order: deck by deck, each in ``FOUNDATION_SUITS``
    order, then a pile past the decks' (the jokers', Obstruction); foundations by
    rank (Stalactites), which have no suit, as numbered."""
    if ranked:
        return list(range(count))
    whole = count // SUITS * SUITS
    return [deck * SUITS + suit for deck in range(count // SUITS)
            for suit in FOUNDATION_SUITS] + list(range(whole, count))


class Arrangement(Enum):
    """Where the free cells and the foundations stand around the columns."""

    ROW = "row"  # one row over the columns: cells on the left, foundations on the right
    SIDE = "side"  # cells over the columns, foundations stacked on their right
    TWO_ROWS = "two rows"  # foundations on a row of their own, over the cells' row

    def span(self, columns: int, cells: int, foundations: int = SUITS) -> int:
        """Slots across the main block (columns, and the rows over them)."""
        if self is Arrangement.ROW:
            return max(columns, cells + foundations)
        if self is Arrangement.SIDE:
            return max(columns, cells)
        return max(columns, cells, foundations)

    @property
    def top_rows(self) -> int:
        return 2 if self is Arrangement.TWO_ROWS else 1


def _cards(foundations: int) -> int:
    """The cards of a game with this many foundations: four a deck, but two
    foundations of 26 (Clink) are one deck too."""
    return DECK * max(foundations // SUITS, 1)


def fans_planned(columns: int, cards: int = DECK) -> int:
    """Fans a column is given room for: the deal's longest column and a few more.

    Eight columns deal 7 cards and plan for 8 fans (9 cards), the table of the
    classic game; ten columns of two decks deal 11 cards and plan for 12.
    """
    return min(MAX_FANS_PLANNED, ceil(cards / max(columns, 1)) - 1 + SPARE_CARDS)


def fans_needed(columns: int, cards: int = DECK, longest: int = 0) -> int:
    """Fans the table is laid out for when its longest column holds ``longest``
    cards: the plan, or more for a column grown past it (at most twelve)."""
    return max(fans_planned(columns, cards), min(longest - 1, MAX_FANS_PLANNED))


def longest_column(position: Position) -> int:
    """The number of cards in ``position``'s longest column."""
    return max((len(column) for column in position.columns), default=0)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Pixel geometry for one table size, column count and cell count."""

    width: float
    height: float
    columns: int
    cells: int
    card_width: int
    card_height: int
    left: float
    gap: float = GAP  # between piles, in card widths
    arrangement: Arrangement = Arrangement.ROW
    foundations: int = SUITS  # four a deck
    #: Foundations by rank (Stalactites): numbered left to right, none tied to a suit.
    ranked: bool = False
    #: Fans a column has room for at the full fan (``fans_needed``).
    fans: int = 0
    #: The columns before which a wider gap opens: where a group of columns
    #: that follow rules of their own begins (``GROUP_GAP``).
    breaks: tuple[int, ...] = ()

    @classmethod
    def fit(cls, width: float, height: float, columns: int = 8, cells: int = 4,
            foundations: int = SUITS, ranked: bool = False, longest: int = 0,
            card_cap: int = MAX_WIDTH, breaks: tuple[int, ...] = ()) -> TableLayout:
        """The arrangement with the largest cards for this size (the single row first on ties,
        then the stack on the side; with several decks the block on the side first).

        ``longest`` is the longest column shown: one longer than the plan gets
        room for its fans, with smaller cards. ``card_cap`` is the widest card
        the player wants (the Card size preference); the window may allow less.

        A window not shown yet has no size: the game is dealt before the first
        show, so a zero size still gets a layout (the smallest cards), and the
        first resize lays the table out for real.
        """
        width, height = max(width, 1.0), max(height, 1.0)
        fans = fans_needed(columns, _cards(foundations), longest)
        cap = max(MIN_WIDTH, min(MAX_WIDTH, card_cap))
        order = [Arrangement.ROW, Arrangement.SIDE, Arrangement.TWO_ROWS]
        if foundations > SUITS:
            # Several decks: kpat's choice, the block on the right, on a tie. A
            # row of cells and eight or twelve foundations would overhang the
            # columns and squeeze every gap to the narrowest.
            order = [Arrangement.SIDE, Arrangement.TWO_ROWS, Arrangement.ROW]
        if cells + foundations <= columns:
            order = [Arrangement.ROW]  # the row fits over the columns
        best = cls._fit(width, height, columns, cells, foundations, order[0], fans, cap,
                        len(breaks))
        for other in order[1:]:
            candidate = cls._fit(width, height, columns, cells, foundations, other, fans, cap,
                                 len(breaks))
            if candidate.card_width > best.card_width:
                best = candidate
        return replace(best, ranked=ranked, breaks=breaks)

    @classmethod
    def _fit(cls, width: float, height: float, columns: int, cells: int, foundations: int,
             arrangement: Arrangement, fans: int, cap: int, groups: int = 0) -> TableLayout:
        span = arrangement.span(columns, cells, foundations)
        side = arrangement is Arrangement.SIDE
        # The block on the right: a column of slots for each deck, the gaps
        # between them narrowing with the others (counted in ``gaps``).
        block_columns = max(-(-foundations // SUITS), 1) if side else 0
        extra = (block_columns + SIDE_GAP if side else 0.0) + groups * GROUP_GAP
        # The rows over the columns, a column's first card and its planned fans.
        rows = arrangement.top_rows + 1 + fans * FAN
        between_rows = (arrangement.top_rows - 1) * GAP
        by_height = height / (2 * MARGIN + ROW_GAP + between_rows + ASPECT * rows)
        if side:
            stack = SUITS
            by_height = min(by_height, height / (2 * MARGIN + ASPECT * stack + (stack - 1) * GAP))
        # Narrow the gaps, then the side margins, only as far as the height lets
        # the cards grow: in card widths, what the piles leave of the width.
        spare = width / by_height - span - extra
        gaps = span - 1 + max(block_columns - 1, 0)
        gap = max(MIN_GAP, min(GAP, (spare - 2 * MARGIN) / gaps)) if gaps else GAP
        margin = max(MIN_MARGIN, min(MARGIN, (spare - gaps * gap) / 2))
        by_width = width / (span + extra + gaps * gap + 2 * margin)
        card_width = int(max(MIN_WIDTH, min(cap, by_width, by_height)))
        block = card_width * (span + extra + gaps * gap)
        left = max((width - block) / 2, 0.0)
        return cls(width, height, columns, cells, card_width, round(card_width * ASPECT),
                   left, gap, arrangement, foundations, fans=fans)

    @property
    def side(self) -> bool:
        """Whether the foundations stand in a stack right of the columns."""
        return self.arrangement is Arrangement.SIDE

    @property
    def span(self) -> int:
        """Slots across the main block (columns, and the rows over them)."""
        return self.arrangement.span(self.columns, self.cells, self.foundations)

    @property
    def step(self) -> float:
        return self.card_width * (1 + self.gap)

    @property
    def top(self) -> float:
        return self.card_width * MARGIN

    @property
    def cells_top(self) -> float:
        if self.arrangement is Arrangement.TWO_ROWS:
            return self.top + self.card_height + self.card_width * GAP
        return self.top

    @property
    def columns_top(self) -> float:
        return self.cells_top + self.card_height + self.card_width * ROW_GAP

    def slot_origin(self, pile: Pile) -> tuple[float, float]:
        """Top-left corner of a pile's slot (for a foundation: by suit and deck)."""
        if pile.kind is PileKind.COLUMN:
            offset = (self.span - self.columns) / 2
            gaps = sum(1 for start in self.breaks if start <= pile.index) * GROUP_GAP
            return (self.left + (offset + pile.index) * self.step + gaps * self.card_width,
                    self.columns_top)
        if pile.kind is PileKind.CELL:
            return self.left + pile.index * self.step, self.cells_top
        deck, suit = divmod(pile.index, SUITS)
        row = suit if self.ranked else FOUNDATION_SUITS.index(Suit(suit))
        if not self.ranked and pile.index >= self.foundations // SUITS * SUITS:
            # A pile past the decks' (the jokers', Obstruction): at the top of a
            # column of its own in the block, or last in the row.
            row = 0
            if not self.side:
                deck, row = 0, pile.index
        if self.side:
            # A row for each suit, a column for each deck.
            x = self.left + self.span * self.step - self.gap * self.card_width
            x += SIDE_GAP * self.card_width + deck * self.step
            return x, self.top + row * (self.card_height + self.gap * self.card_width)
        slot = deck * SUITS + row
        # Over the columns' right end, past their groups' gaps.
        gaps = len(self.breaks) * GROUP_GAP * self.card_width
        return self.left + (self.span - self.foundations + slot) * self.step + gaps, self.top

    def fan(self, length: int) -> float:
        """Vertical distance between cards of a column holding ``length`` cards.

        A window narrower than it is tall sizes the cards by its width; the
        height left over then opens the fans a little, so more of each card shows
        (on small cards, at least their whole corner index when there is room).
        """
        room = self.height - self.columns_top - self.card_height - self.top / 2
        planned = room / max(self.fans, 1)
        least = max(self.card_height * FAN, index_depth(self.card_width))
        # Never so open that a whole card shows, never so shut that the index hides.
        full = min(max(self.card_height * FAN_OPEN, least), max(least, planned))
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

    def card_z(self, pile: Pile, index: int) -> float:
        """How high the card at ``index`` of ``pile`` is stacked: each card of
        a pile over the one before it."""
        return index + 1

    def column_rows(self) -> list[list[int]]:
        """The columns in rows from the top, as the arrow keys go through them:
        one row of them all."""
        return [list(range(self.columns))]

    def foundation_piles(self) -> list[Pile]:
        """The foundations in table order (see ``foundation_order``)."""
        return [Pile.foundation(index)
                for index in foundation_order(self.foundations, self.ranked)]

    def foundation_stack(self, pile: Pile) -> list[Pile]:
        """The foundations of ``pile``'s column in the block on the right, top to bottom."""
        deck = pile.index // SUITS
        return [Pile.foundation(deck * SUITS + suit)
                for suit in (range(SUITS) if self.ranked else FOUNDATION_SUITS)
                if deck * SUITS + suit < self.foundations]

    def piles(self) -> list[Pile]:
        """Every pile this table shows: columns, free cells, foundations."""
        piles = [Pile.column(i) for i in range(self.columns)]
        piles += [Pile.cell(i) for i in range(self.cells)]
        return piles + self.foundation_piles()

    def shows(self, position: Position, ranked: bool, breaks: tuple[int, ...] = ()) -> bool:
        """Whether this layout has exactly the piles of ``position`` (foundations
        told apart by number where ``ranked``), and the room its longest column
        needs (a column grown past the plan asks for a new one)."""
        fans = fans_needed(self.columns, _cards(self.foundations), longest_column(position))
        return (self.columns, self.cells, self.foundations, self.ranked, self.fans,
                self.breaks) == (
            len(position.columns), len(position.cells), len(position.foundations),
            ranked, fans, breaks)


Location = tuple[Pile, int, int]  # pile, index in it, pile length


def locations(position: Position) -> dict[Card, Location]:
    """Where each card of ``position`` lies."""
    where: dict[Card, Location] = {}
    for index, column in enumerate(position.columns):
        for depth, card in enumerate(column):
            where[card] = (Pile.column(index), depth, len(column))
    for index, held in enumerate(position.cells):
        if held is not None:
            where[held] = (Pile.cell(index), 0, 1)
    for index, cards in enumerate(position.foundations):
        for depth, card in enumerate(cards):
            where[card] = (Pile.foundation(index), depth, len(cards))
    return where
