"""The card painter: faces, back and empty places on the table, as cached pixmaps.

The scene asks for pixmaps instead of painting cards itself, so a card is drawn once
per size and then merely blitted: a redeal, a drag or an animation of fifty cards
costs no path rendering at all. A window resize changes the size, renders each face
once more, and older sizes are dropped after a while.
"""

from __future__ import annotations

import atexit
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from typing import Literal, get_args

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from freecell_qt.engine.cards import ACE, Card, Suit, rank_letter
from freecell_qt.storage.preferences import CardBack
from freecell_qt.table.backs import paint_back
from freecell_qt.table.court import draw_court, draw_ornate_spade
from freecell_qt.table.decks import OURS, LoadedDeck
from freecell_qt.table.joker import JOKER_INK, draw_joker, draw_star
from freecell_qt.table.pips import (
    ASPECT,
    DEFAULT_RANK_LABELS,
    centre_area,
    court_rect,
    draw_index,
    draw_pips,
    pip_rects,
)
from freecell_qt.table.pips import card_height as _card_height
from freecell_qt.table.suits import draw_suit, suit_colour, suit_path

SlotKind = Literal["cell", "foundation", "column", "highlight"]
SLOT_KINDS: tuple[str, ...] = get_args(SlotKind)

#: French corner indices (roi, dame, valet), ready for a translated table.
FRENCH_RANK_LABELS: Mapping[int, str] = {1: "A", 11: "V", 12: "D", 13: "R"}
#: German decks of French suits print B, D, K (Bube, Dame, König).
GERMAN_RANK_LABELS: Mapping[int, str] = {11: "B", 12: "D", 13: "K"}
#: Dutch decks print B, V, H (boer, vrouw, heer).
DUTCH_RANK_LABELS: Mapping[int, str] = {11: "B", 12: "V", 13: "H"}
#: Polish decks print W, D, K (walet, dama, król).
POLISH_RANK_LABELS: Mapping[int, str] = {11: "W", 12: "D", 13: "K"}
#: Russian decks print Т, В, Д, К (туз, валет, дама, король).
RUSSIAN_RANK_LABELS: Mapping[int, str] = {1: "Т", 11: "В", 12: "Д", 13: "К"}

_PAPER = QColor(255, 255, 255)
_EDGE = QColor(128, 128, 136)
_HIGHLIGHT = QColor(255, 206, 64)
#: High contrast: pure inks (no tint) that keep at least 5:1 on the white face.
_HIGH_CONTRAST_INKS: dict[Suit, QColor] = {
    Suit.CLUBS: QColor(0, 0, 0),
    Suit.DIAMONDS: QColor(200, 0, 0),
    Suit.HEARTS: QColor(200, 0, 0),
    Suit.SPADES: QColor(0, 0, 0),
}
_HIGH_CONTRAST_FOUR: dict[Suit, QColor] = {
    **_HIGH_CONTRAST_INKS, Suit.CLUBS: QColor(0, 110, 0), Suit.DIAMONDS: QColor(0, 0, 210)}

#: A resize produces a new size every few pixels while the user drags the window edge;
#: keeping only the latest few sizes bounds memory without re-rendering on a jiggle.
SIZES_KEPT = 3

#: The pictures of every painter in the process, by size, then by what they show
#: and the options they were drawn with: a second window (or a painter made
#: again) finds the faces already drawn instead of painting 52 of them anew.
_Pictures = OrderedDict[tuple[int, float], dict[Hashable, QPixmap]]
_SHARED: _Pictures = OrderedDict()


def drop_pictures() -> None:
    """Let the pixmaps go while the application that owns them is still alive."""
    _SHARED.clear()


# At exit, before Python tears the application's module down (a pixmap freed
# after its QGuiApplication can crash the process on the way out).
atexit.register(drop_pictures)


def _corner_radius(width: float) -> float:
    return width * 0.06


def _card_outline(painter: QPainter, width: float, fill: QColor, edge: QColor,
                  line: float | None = None) -> None:
    # Half-pixel inset keeps a one-pixel edge on the pixel grid instead of smeared on two.
    line = max(1.0, width / 110) if line is None else line
    rect = QRectF(0, 0, width, width * ASPECT).adjusted(line / 2, line / 2, -line / 2, -line / 2)
    painter.setPen(QPen(edge, line))
    painter.setBrush(fill)
    radius = _corner_radius(width)
    painter.drawRoundedRect(rect, radius, radius)


class CardPainter:
    """Renders and caches every picture the card table needs.

    Pixmaps carry their device pixel ratio: ask for the logical ``width`` and the
    screen's ratio and the result is sharp on HiDPI screens and drawn at the right
    logical size.
    """

    def __init__(
        self,
        four_colour: bool = False,
        rank_labels: Mapping[int, str] | None = None,
        large_index: bool = False,
        back: CardBack = CardBack.LATTICE,
        shared: bool = True,
    ) -> None:
        self._four_colour = four_colour
        self._large_index = large_index
        self._back = back
        self._high_contrast = False
        self._deck: LoadedDeck | None = None
        self._labels = self._merged_labels(rank_labels)
        self._labels_key = tuple(sorted(self._labels.items()))
        # A preview (Preferences) keeps its own pictures, so that its small size
        # never pushes the table's size out of the few kept.
        self._cache: _Pictures = _SHARED if shared else OrderedDict()

    # Settings -------------------------------------------------------------------

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, four_colour: bool) -> None:
        """Switch the colour-blind friendly deck; every face must be drawn again."""
        if four_colour != self._four_colour:
            self._four_colour = four_colour
            self.clear()

    @property
    def large_index(self) -> bool:
        return self._large_index

    def set_large_index(self, large_index: bool) -> None:
        """Switch the large-print corner indices; every face must be drawn again."""
        if large_index != self._large_index:
            self._large_index = large_index
            self.clear()

    def set_back_design(self, back: CardBack) -> None:
        """Choose the design ``back()`` draws (faces stay cached: they do not change)."""
        self._back = back

    @property
    def deck_id(self) -> str:
        """The id of the deck faces and backs come from (``"ours"``: drawn here)."""
        return OURS if self._deck is None else self._deck.info.id

    def set_deck(self, deck: LoadedDeck | None) -> None:
        """Take faces and back from an installed deck; ``None``: our own drawn deck.

        Pictures are cached under the deck's id, so switching back and forth
        draws each deck's cards once per size.
        """
        self._deck = deck

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    def set_high_contrast(self, high: bool) -> None:
        """Black-outlined faces in pure inks and white-outlined empty piles (the table's
        high-contrast look); pictures of both looks stay cached apart."""
        self._high_contrast = high

    @property
    def rank_labels(self) -> Mapping[int, str]:
        return dict(self._labels)

    def set_rank_labels(self, rank_labels: Mapping[int, str] | None) -> bool:
        """Change the corner indices (for another language); ``None`` restores English.

        Ranks left out keep their English label, so a language only lists what
        differs. Returns whether the letters changed: faces on the table need
        drawing again only then.
        """
        labels = self._merged_labels(rank_labels)
        if labels == self._labels:
            return False
        self._labels = labels
        self._labels_key = tuple(sorted(labels.items()))
        self.clear()
        return True

    @staticmethod
    def _merged_labels(rank_labels: Mapping[int, str] | None) -> dict[int, str]:
        labels = dict(DEFAULT_RANK_LABELS)
        for rank, label in (rank_labels or {}).items():
            if rank not in labels:
                raise ValueError(f"no rank {rank!r}: ranks run from 1 (ace) to 13 (king)")
            if not label.strip():
                raise ValueError(f"the label for rank {rank} is empty")
            labels[rank] = label
        return labels

    @staticmethod
    def card_height(width: int) -> int:
        return _card_height(width)

    def clear(self) -> None:
        self._cache.clear()

    # Pictures -------------------------------------------------------------------

    def face(self, card: Card, width: int, dpr: float) -> QPixmap:
        """A card's face. The copies of a card in a game of several decks share
        one picture: the face is the rank's and the suit's, never the deck's."""
        face = Card(card.rank, card.suit)
        deck = self._deck
        if face.is_joker:
            # Every design's jokers are ours: decks name no joker alike.
            return self._cached(("joker", face), width, dpr,
                                lambda p: self._paint_joker(p, face, width))
        if deck is not None:
            return self._cached(("deck-face", deck.info.id, face), width, dpr,
                                lambda p: deck.paint(p, face, width, width * ASPECT))
        return self._cached(("face", face), width, dpr,
                            lambda p: self._paint_face(p, face, width))

    def back(self, width: int, dpr: float) -> QPixmap:
        """The back of every card, in the design chosen with ``set_back_design``
        (an installed deck's own back while one is chosen)."""
        deck = self._deck
        if deck is not None:
            return self._cached(("deck-back", deck.info.id), width, dpr,
                                lambda p: deck.paint(p, None, width, width * ASPECT))
        design = self._back
        return self._cached(("back", design), width, dpr,
                            lambda p: _paint_back(p, design, width))

    def slot(self, kind: SlotKind, width: int, dpr: float, suit: Suit | None = None,
             base: int = 1) -> QPixmap:
        """An empty place: a free ``"cell"`` (with the outline of ``suit`` when it holds
        one suit only), a ``"foundation"`` (with the faint outline of ``suit`` when it
        is known, and the rank it starts from when that is not the ace), a
        ``"column"``, or the ``"highlight"`` laid over a legal drop target or a hinted
        card."""
        if kind not in SLOT_KINDS:
            raise ValueError(f"unknown slot kind {kind!r}; expected one of {SLOT_KINDS}")
        if kind not in ("foundation", "cell"):
            suit = None  # only a foundation, or a cell of one suit, shows a suit
        if kind != "foundation":
            base = 1  # share one pixmap
        return self._cached(
            ("slot", kind, suit, base), width, dpr,
            lambda p: self._paint_slot(p, kind, width, suit, base),
        )

    def _paint_slot(self, painter: QPainter, kind: SlotKind, width: int, suit: Suit | None,
                    base: int, suit_marks: bool = True) -> None:
        _paint_slot(painter, kind, width, suit, base, suit_marks)
        if self._high_contrast and kind != "highlight":
            # On black felt a hollow is invisible: the place is drawn as a white line.
            line = max(2.0, width / 30)
            rect = QRectF(0, 0, width, width * ASPECT).adjusted(line, line, -line, -line)
            painter.setPen(QPen(QColor(255, 255, 255), line))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = _corner_radius(width)
            painter.drawRoundedRect(rect, radius, radius)

    # Machinery ------------------------------------------------------------------

    def _cached(
        self,
        what: Hashable,
        width: int,
        dpr: float,
        paint: Callable[[QPainter], None],
    ) -> QPixmap:
        if width < 8:
            raise ValueError(f"a card {width} pixels wide is too small to draw")
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        size = (width, float(dpr))
        bucket = self._cache.get(size)
        if bucket is None:
            bucket = self._cache[size] = {}
            while len(self._cache) > SIZES_KEPT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size)
        key = (what, self._four_colour, self._labels_key, self._large_index, self._high_contrast,
               QGuiApplication.font().family())
        pixmap = bucket.get(key)
        if pixmap is None:
            pixmap = bucket[key] = _render(width, dpr, paint)
        return pixmap

    def joker_slot(self, width: int, dpr: float) -> QPixmap:
        """The jokers' foundation while empty: a foundation's place with a star."""
        return self._cached(("slot", "jokers"), width, dpr,
                            lambda p: self._paint_joker_slot(p, width))

    def _paint_joker_slot(self, painter: QPainter, width: int) -> None:
        self._paint_slot(painter, "foundation", width, None, 1, suit_marks=False)
        mark = QRectF(0, 0, width * 0.48, width * 0.48)
        mark.moveCenter(QPointF(width / 2, width * ASPECT / 2))
        draw_star(painter, mark, QColor(255, 255, 255, 90))

    def _paint_joker(self, painter: QPainter, card: Card, width: int) -> None:
        if self._high_contrast:
            _card_outline(painter, width, _PAPER, QColor(0, 0, 0), max(2.0, width / 36))
            colour = QColor(0, 0, 0)
        else:
            _card_outline(painter, width, _PAPER, _EDGE)
            colour = QColor(JOKER_INK)
        painter.setPen(Qt.PenStyle.NoPen)
        draw_joker(painter, card.run_rank, width, colour, QGuiApplication.font().family(),
                   self._large_index)

    def _paint_face(self, painter: QPainter, card: Card, width: int) -> None:
        if self._high_contrast:
            # A black rim as thick as a pip's stroke: the card's edge reads on any felt.
            _card_outline(painter, width, _PAPER, QColor(0, 0, 0), max(2.0, width / 36))
            inks = _HIGH_CONTRAST_FOUR if self._four_colour else _HIGH_CONTRAST_INKS
            colour = QColor(inks[card.suit])
        else:
            _card_outline(painter, width, _PAPER, _EDGE)
            colour = suit_colour(card.suit, self._four_colour)
        painter.setPen(Qt.PenStyle.NoPen)
        family = QGuiApplication.font().family()
        large = self._large_index
        draw_index(painter, self._labels[card.rank], card.suit, width, colour, family, large)
        area = centre_area(width, large)
        if area is None:
            return  # a card this narrow is all index
        centre = QPointF(width / 2, width * ASPECT / 2)
        court = court_rect(width, large)
        if card.rank == ACE or (card.rank <= 10 and not pip_rects(card.rank, width, large)):
            # One large suit: the ace's, or the pips' stand-in where they would be specks.
            ornate = card.rank == ACE and card.suit == Suit.SPADES
            side = min(width * (0.5 if ornate else 0.42), area.width(), area.height())
            box = QRectF(0, 0, side, side)
            box.moveCenter(centre)
            if ornate:
                draw_ornate_spade(painter, box, colour)
            else:
                draw_suit(painter, card.suit, box, colour)
        elif card.rank <= 10:
            draw_pips(painter, card.rank, card.suit, width, colour, large)
        elif court is not None:
            draw_court(painter, card.rank, card.suit, court, colour)


def _render(width: int, dpr: float, paint: Callable[[QPainter], None]) -> QPixmap:
    """Paint at the physical resolution through a logical-size coordinate system."""
    height = _card_height(width)
    image = QImage(
        max(1, round(width * dpr)),
        max(1, round(height * dpr)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint(painter)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def _paint_back(painter: QPainter, design: CardBack, width: int) -> None:
    _card_outline(painter, width, _PAPER, _EDGE)
    paint_back(painter, design, width, width * ASPECT, _corner_radius(width))


def _paint_slot(painter: QPainter, kind: str, width: int, suit: Suit | None,
                base: int = 1, suit_marks: bool = True) -> None:
    height = width * ASPECT
    line = max(1.0, width / 60)
    rect = QRectF(0, 0, width, height).adjusted(line / 2, line / 2, -line / 2, -line / 2)
    radius = _corner_radius(width)
    if kind == "highlight":
        painter.setPen(QPen(_HIGHLIGHT, max(2.0, width / 28)))
        painter.setBrush(QColor(_HIGHLIGHT.red(), _HIGHLIGHT.green(), _HIGHLIGHT.blue(), 70))
        inset = max(1.0, width / 56)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        return
    _paint_well(painter, rect, radius, width, deep=kind != "column")
    if kind == "column":
        # A column's place is where cards will lie in a fan: marked, not hollowed out.
        pen = QPen(QColor(255, 255, 255, 80), line, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = max(1.0, width / 30)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.8,
                                radius * 0.8)
    if kind == "cell" and suit is None:
        return
    if kind not in ("foundation", "cell") or not suit_marks:
        return
    # A foundation not yet tied to a suit shows all four, small, so that it still reads
    # as "aces go here" and never looks like a free cell. A cell of one suit (Four
    # Colours) shows its suit, smaller than a foundation's.
    size = width * (0.17 if suit is None else 0.48 if kind == "foundation" else 0.3)
    if suit is None:
        offsets = ((0.0, -0.16), (-0.16, 0.0), (0.16, 0.0), (0.0, 0.16))
        marks = [(s, dx * width, dy * width) for s, (dx, dy) in zip(Suit, offsets, strict=True)]
    else:
        marks = [(suit, 0.0, 0.0)]
    for mark_suit, dx, dy in marks:
        mark = QRectF(0, 0, size, size)
        mark.moveCenter(rect.center() + QPointF(dx, dy))
        painter.save()
        painter.translate(mark.topLeft())
        painter.scale(mark.width(), mark.height())
        pen = QPen(QColor(255, 255, 255, 120), 1.5 * line / mark.width())
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 26))
        painter.drawPath(suit_path(mark_suit))
        painter.restore()
    if base != 1:
        # Where the foundations start from another rank (Penguin), it stands in the
        # corner, as a card's index does: "J" over the suit says "jacks go here".
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(width * 0.24)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 150))
        corner = QRectF(rect.left() + width * 0.07, rect.top() + width * 0.04,
                        width * 0.4, width * 0.3)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         "10" if base == 10 else rank_letter(base))


def _paint_well(painter: QPainter, rect: QRectF, radius: float, width: int,
                deep: bool) -> None:
    """A card-shaped hollow pressed into the felt: darker glass over the cloth, a
    shadow falling inside from its upper edge, and a light lower lip.

    Only shades of black and white with alpha, so the same pixmap reads on the
    green, blue and dark felts alike.
    """
    shape = QPainterPath()
    shape.addRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 62 if deep else 34))
    painter.drawPath(shape)
    painter.save()
    painter.setClipPath(shape)
    # The inner shadow: the outline drawn again and again, each a pixel further in
    # and a little lower, fading out; together a soft shadow under the upper edge.
    depth = max(3.0, width * (0.09 if deep else 0.06))
    layers = max(3, round(depth))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for n in range(layers):
        fade = 1 - n / layers
        painter.setPen(QPen(QColor(0, 0, 0, round((70 if deep else 46) * fade * fade)), 1.5))
        inset = n * depth / layers
        painter.drawRoundedRect(
            rect.adjusted(inset * 0.5, inset, -inset * 0.5, -inset * 0.2), radius, radius)
    top = QLinearGradient(0, rect.top(), 0, rect.top() + depth * 2)
    top.setColorAt(0.0, QColor(0, 0, 0, 60 if deep else 36))
    top.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.fillRect(rect, top)
    painter.restore()
    # The rim: dark along the top where the felt overhangs, light along the bottom
    # where the lamp catches the far lip.
    rim = QLinearGradient(0, rect.top(), 0, rect.bottom())
    rim.setColorAt(0.0, QColor(0, 0, 0, 90))
    rim.setColorAt(0.35, QColor(255, 255, 255, 60))
    rim.setColorAt(1.0, QColor(255, 255, 255, 130))
    painter.setPen(QPen(rim, max(1.0, width / 60)))
    painter.drawPath(shape)
