"""The table of Set Up Position: the piles of the game chosen, and under them a
palette of the cards still to place, each dragged from one to the other.

The piles are laid out as in play (``TableLayout``), in the upper part of the
view; the palette holds a row for each suit and a place for each rank, the
copies of a card of several decks stacked on one place, slightly apart so that
their number shows. A drag takes a card, and from a column the cards below it
too; it lands on the pile under the pointer, or back on the palette. What may
lie where is the ``Setup`` model's to say: a refused drop puts the cards back
and says why through ``message``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from freecell_qt.app.crash_report import reported
from freecell_qt.engine import Card, Pile, PileKind
from freecell_qt.engine.position import foundation_suit
from freecell_qt.engine.setup import Setup, SetupError
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.felt import Felt, paint_felt
from freecell_qt.table.items import CardItem, Mark, SlotItem
from freecell_qt.table.layout import ASPECT, TableLayout
from freecell_qt.table.pixel_view import PixelView
from freecell_qt.table.tiered_layout import TieredLayout
from freecell_qt.words.setup_words import setup_reason

# The part of the height the piles take; the palette has the rest.
TABLE_SHARE = 0.66
# How much of a palette card shows under the next suit's row, in card heights.
PALETTE_ROW = 0.52
# Pixels between the stacked copies of a card in the palette.
COPY_STEP = 4
RANKS = 13
DRAG_Z = 10_000.0


class SetupScene(QGraphicsScene):
    """Shows a ``Setup``: its piles, and the palette of the cards left."""

    # The table changed (a card placed, moved or taken back).
    changed = Signal()
    # A sentence for the player: why a drop was refused.
    message = Signal(str)

    def __init__(self, setup: Setup, painter: CardPainter, felt: Felt) -> None:
        super().__init__()
        self.setup = setup
        self.painter = painter
        self.felt = felt
        self.dpr = 1.0
        self.layout = self._fit(800, 600)
        self.palette_width = 40
        self.palette_top = 400.0
        self.palette_left = 0.0
        self.cards: dict[Card, CardItem] = {}
        self.slots: dict[Pile, SlotItem] = {}
        self.target = Mark("target")
        self.addItem(self.target)
        # A darker band under the palette, so that it reads as apart from the table.
        self.band = QGraphicsRectItem()
        self.band.setBrush(QBrush(QColor(0, 0, 0, 60)))
        self.band.setPen(QPen(Qt.PenStyle.NoPen))
        self.band.setZValue(-2)
        self.addItem(self.band)
        self.caption = QGraphicsSimpleTextItem()
        self.caption.setBrush(QBrush(QColor(255, 255, 255, 200)))
        self.addItem(self.caption)
        self._lifted: list[Card] = []
        self._grab = QPointF()
        self._origins: list[QPointF] = []
        self._press: QPointF | None = None
        self._sync_cards()

    # -- geometry --------------------------------------------------------
    def _fit(self, width: float, height: float) -> TableLayout:
        rules = self.setup.rules
        if rules.overlap_rule.tiers:
            # Piles in overlapping tiers (Sarlacc) as the game shows them.
            return TieredLayout.fit_tiers(width, height * TABLE_SHARE, rules.overlap_rule.tiers,
                                          rules.cells, rules.foundation_count)
        return TableLayout.fit(width, height * TABLE_SHARE, rules.pile_count, rules.cells,
                               rules.foundation_count, rules.by_rank)

    def set_size(self, width: float, height: float, dpr: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.dpr = dpr
        self.layout = self._fit(width, height)
        self.palette_top = height * TABLE_SHARE
        room = height - self.palette_top
        decks = self.setup.rules.decks
        by_height = (room - 8) / (ASPECT * (1 + 3 * PALETTE_ROW)) - (decks - 1) * COPY_STEP
        by_width = (width - 16) / (RANKS * 1.08)
        self.palette_width = int(max(20, min(by_height, by_width, self.layout.card_width)))
        span = self.palette_width * (RANKS * 1.08 - 0.08)
        self.palette_left = max((width - span) / 2, 0.0)
        self.setBackgroundBrush(QBrush(paint_felt(self.felt, width, height, dpr)))
        self.band.setRect(QRectF(0, self.palette_top - 2, width, room + 2))
        self._rebuild_slots()
        self.snap()

    def _rebuild_slots(self) -> None:
        for slot in self.slots.values():
            self.removeItem(slot)
        self.slots.clear()
        width = self.layout.card_width
        base = self.setup.base()
        for pile in self.layout.piles():
            slot = SlotItem(pile)
            suit = None
            if pile.kind is PileKind.FOUNDATION and not self.layout.ranked:
                suit = foundation_suit(pile.index)
            if pile.kind is PileKind.CELL and self.setup.rules.suit_cells:
                suit = foundation_suit(pile.index)
            slot.setPixmap(self.painter.slot(pile.kind.value, width, self.dpr, suit, base))
            slot.setPos(*self.layout.slot_origin(pile))
            self.addItem(slot)
            self.slots[pile] = slot

    def use(self, setup: Setup) -> None:
        """Show another table (other rules, or a fresh start)."""
        self.setup = setup
        self._sync_cards()
        rect = self.sceneRect()
        if rect.width() > 0:
            self.set_size(rect.width(), rect.height(), self.dpr)
        self.changed.emit()

    def _sync_cards(self) -> None:
        """An item for every card of the game's decks, and none for another deck."""
        wanted = set(self.setup.rules.pack)
        for card in [card for card in self.cards if card not in wanted]:
            self.removeItem(self.cards.pop(card))
        for card in self.setup.rules.pack:
            if card not in self.cards:
                item = CardItem(card)
                self.cards[card] = item
                self.addItem(item)

    def palette_origin(self, card: Card) -> QPointF:
        """Where ``card`` lies in the palette: its suit's row, its rank's place."""
        width = self.palette_width
        x = self.palette_left + (card.rank - 1) * width * 1.08 + card.deck * COPY_STEP
        y = self.palette_top + 4 + card.suit * width * ASPECT * PALETTE_ROW + card.deck * COPY_STEP
        return QPointF(x, y)

    def card_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn now: on its pile, or in the palette."""
        item = self.cards[card]
        size = item.pixmap().deviceIndependentSize()
        return QRectF(item.pos(), size)

    def snap(self) -> None:
        """Every card where the model has it, at the size of where it lies."""
        self._caption()
        table, palette = self.layout.card_width, self.palette_width
        placed: dict[Card, tuple[Pile, int, int]] = {}
        for index, column in enumerate(self.setup.columns):
            for depth, card in enumerate(column):
                placed[card] = (Pile.column(index), depth, len(column))
        for index, held in enumerate(self.setup.cells):
            if held is not None:
                placed[held] = (Pile.cell(index), 0, 1)
        for index, pile in enumerate(self.setup.foundations):
            for depth, card in enumerate(pile):
                placed[card] = (Pile.foundation(index), depth, 1)
        for card, item in self.cards.items():
            where = placed.get(card)
            if where is None:
                item.setPixmap(self.painter.face(card, palette, self.dpr))
                item.setPos(self.palette_origin(card))
                item.setZValue(100 + card.suit * 10 + card.deck)
                continue
            on, depth, length = where
            item.setPixmap(self.painter.face(card, table, self.dpr))
            item.setPos(*self.layout.card_origin(on, depth, length))
            item.setZValue(200 + self.layout.card_z(on, depth))

    def _caption(self) -> None:
        """Words in the palette's place once it is empty, so the band is not a riddle."""
        left = bool(self.setup.unplaced())
        self.caption.setVisible(not left)
        if not left:
            self.caption.setText(self.tr("Every card is placed. Drag a card here to take it "
                                         "off the table."))
            rect = self.caption.boundingRect()
            band = self.band.rect()
            self.caption.setPos(band.center().x() - rect.width() / 2,
                                band.center().y() - rect.height() / 2)

    # -- where the pointer is --------------------------------------------
    def card_at(self, point: QPointF) -> Card | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item.card not in self._lifted:
                return item.card
        return None

    def pile_at(self, point: QPointF) -> Pile | None:
        """The pile whose place holds ``point`` (a column: its whole strip down)."""
        layout = self.layout
        for pile in layout.piles():
            x, y = layout.slot_origin(pile)
            width, height = float(layout.card_width), float(layout.card_height)
            if pile.kind is PileKind.COLUMN:
                height = self.palette_top - y
            if QRectF(x, y, width, height).contains(point):
                return pile
        return None

    def in_palette(self, point: QPointF) -> bool:
        return point.y() >= self.palette_top

    def lifted_with(self, card: Card) -> list[Card]:
        """The cards a drag of ``card`` takes: from a column, it and those below it."""
        where = self.setup.where(card)
        if where is not None and where.kind is PileKind.COLUMN:
            column = self.setup.columns[where.index]
            return column[column.index(card):]
        return [card]

    # -- dragging ----------------------------------------------------------
    @reported
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        card = self.card_at(event.scenePos())
        if card is None:
            return
        self._lifted = self.lifted_with(card)
        self._grab = event.scenePos()
        self._origins = [self.cards[c].pos() for c in self._lifted]
        for depth, lifted in enumerate(self._lifted):
            self.cards[lifted].setZValue(DRAG_Z + depth)
        event.accept()

    @reported
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._lifted:
            return
        shift = event.scenePos() - self._grab
        for card, origin in zip(self._lifted, self._origins, strict=True):
            self.cards[card].setPos(origin + shift)
        pile = self.pile_at(event.scenePos())
        if pile is not None and self.setup.refusal(self._lifted, pile) is None:
            self.target.cover(self._pile_rect(pile), self.layout.card_width * 0.07)
        else:
            self.target.hide()

    def _pile_rect(self, pile: Pile) -> QRectF:
        cards = self.setup.cards_on(pile)
        length = len(cards) if pile.kind is PileKind.COLUMN else 1
        index = max(length - 1, 0)
        x, y = self.layout.card_origin(pile, index, max(length, 1))
        return QRectF(x, y, self.layout.card_width, self.layout.card_height)

    @reported
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._lifted:
            return
        cards, self._lifted = self._lifted, []
        self.target.hide()
        point = event.scenePos()
        moved = (point - self._grab).manhattanLength() >= 4
        if not (moved and self.drop(cards, self.pile_at(point), self.in_palette(point))):
            self.snap()  # back where they lay: a drop done has laid them out already

    @reported
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A double click sends a placed card (and those below it) back to the palette."""
        card = self.card_at(event.scenePos())
        if card is not None and self.setup.where(card) is not None:
            self.drop(self.lifted_with(card), None, True)

    def drop(self, cards: list[Card], pile: Pile | None, palette: bool) -> bool:
        """Put ``cards`` on ``pile`` (or back on the palette); ``True`` if done."""
        try:
            if pile is not None:
                self.setup.place(cards, pile)
            elif palette:
                self.setup.remove(cards)
            else:
                return False
        except SetupError as error:
            self.message.emit(setup_reason(error))
            return False
        self._rebuild_slots()  # a base card sets what the empty foundations show
        self.snap()
        self.changed.emit()
        return True


class SetupView(PixelView):
    """The view over the set-up table."""

    def __init__(self, scene: SetupScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, scene, parent)
        self.table = scene
        self.setMinimumSize(QSize(480, 300))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the typed line is the keyboard's way

    def sizeHint(self) -> QSize:
        return QSize(940, 600)
