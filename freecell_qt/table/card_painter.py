"""The card painter: faces, back and empty places on the table, as cached pixmaps.

The scene asks for pixmaps instead of painting cards itself, so a card is drawn once
per size and then merely blitted: a redeal, a drag or an animation of fifty cards
costs no path rendering at all. A window resize changes the size, renders each face
once more, and older sizes are dropped after a while.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from typing import Literal, get_args

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen, QPixmap

from freecell_qt.engine.cards import ACE, Card, Suit
from freecell_qt.table.court import draw_court, draw_ornate_spade
from freecell_qt.table.pips import (
    ASPECT,
    DEFAULT_RANK_LABELS,
    court_rect,
    draw_index,
    draw_pips,
)
from freecell_qt.table.pips import card_height as _card_height
from freecell_qt.table.suits import draw_suit, suit_colour, suit_path

SlotKind = Literal["cell", "foundation", "column", "highlight"]
SLOT_KINDS: tuple[str, ...] = get_args(SlotKind)

#: French corner indices (roi, dame, valet), ready for a translated table.
FRENCH_RANK_LABELS: Mapping[int, str] = {1: "A", 11: "V", 12: "D", 13: "R"}

_PAPER = QColor(255, 255, 255)
_EDGE = QColor(128, 128, 136)
_BACK_INK = QColor(24, 46, 104)
_BACK_LINE = QColor(88, 126, 196)
_HIGHLIGHT = QColor(255, 206, 64)

# A resize produces a new size every few pixels while the user drags the window edge;
# keeping only the latest few sizes bounds memory without re-rendering on a jiggle.
_SIZES_KEPT = 3


def _corner_radius(width: float) -> float:
    return width * 0.06


def _card_outline(painter: QPainter, width: float, fill: QColor, edge: QColor) -> None:
    # Half-pixel inset keeps a one-pixel edge on the pixel grid instead of smeared on two.
    line = max(1.0, width / 110)
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
    ) -> None:
        self._four_colour = four_colour
        self._labels = self._merged_labels(rank_labels)
        self._labels_key = tuple(sorted(self._labels.items()))
        self._cache: OrderedDict[tuple[int, float], dict[Hashable, QPixmap]] = OrderedDict()

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
    def rank_labels(self) -> Mapping[int, str]:
        return dict(self._labels)

    def set_rank_labels(self, rank_labels: Mapping[int, str] | None) -> None:
        """Change the corner indices (for another language); ``None`` restores English.

        Ranks left out keep their English label, so a language only lists what differs.
        """
        labels = self._merged_labels(rank_labels)
        if labels != self._labels:
            self._labels = labels
            self._labels_key = tuple(sorted(labels.items()))
            self.clear()

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
        return self._cached(("face", card), width, dpr, lambda p: self._paint_face(p, card, width))

    def back(self, width: int, dpr: float) -> QPixmap:
        return self._cached(("back",), width, dpr, lambda p: _paint_back(p, width))

    def slot(self, kind: SlotKind, width: int, dpr: float, suit: Suit | None = None) -> QPixmap:
        """An empty place: a free ``"cell"``, a ``"foundation"`` (with the faint outline
        of ``suit`` when it is known), a ``"column"``, or the ``"highlight"`` laid over a
        legal drop target or a hinted card."""
        if kind not in SLOT_KINDS:
            raise ValueError(f"unknown slot kind {kind!r}; expected one of {SLOT_KINDS}")
        if suit is not None and kind != "foundation":
            suit = None  # only a foundation belongs to a suit; share one pixmap otherwise
        return self._cached(
            ("slot", kind, suit), width, dpr, lambda p: _paint_slot(p, kind, width, suit)
        )

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
            while len(self._cache) > _SIZES_KEPT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size)
        key = (what, self._four_colour, self._labels_key)
        pixmap = bucket.get(key)
        if pixmap is None:
            pixmap = bucket[key] = _render(width, dpr, paint)
        return pixmap

    def _paint_face(self, painter: QPainter, card: Card, width: int) -> None:
        _card_outline(painter, width, _PAPER, _EDGE)
        colour = suit_colour(card.suit, self._four_colour)
        painter.setPen(Qt.PenStyle.NoPen)
        family = QGuiApplication.font().family()
        draw_index(painter, self._labels[card.rank], card.suit, width, colour, family)
        centre = QPointF(width / 2, width * ASPECT / 2)
        if card.rank == ACE:
            if card.suit == Suit.SPADES:
                box = QRectF(0, 0, width * 0.5, width * 0.5)
                box.moveCenter(centre)
                draw_ornate_spade(painter, box, colour)
            else:
                box = QRectF(0, 0, width * 0.42, width * 0.42)
                box.moveCenter(centre)
                draw_suit(painter, card.suit, box, colour)
        elif card.rank <= 10:
            draw_pips(painter, card.rank, card.suit, width, colour)
        else:
            draw_court(painter, card.rank, card.suit, court_rect(width), colour)


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


def _paint_back(painter: QPainter, width: int) -> None:
    _card_outline(painter, width, _PAPER, _EDGE)
    height = width * ASPECT
    margin = width * 0.065
    field = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
    radius = _corner_radius(width) * 0.6
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_INK)
    painter.drawRoundedRect(field, radius, radius)
    painter.save()
    painter.setClipRect(field.adjusted(1, 1, -1, -1))
    # The lattice is laid out from the centre so that the card looks the same
    # both ways up, as a back must, or players could tell cards apart by it.
    step = width * 0.11
    centre = field.center()
    painter.setPen(QPen(_BACK_LINE, max(0.8, width / 120)))
    count = int(height / step) + 2
    for i in range(-count, count + 1):
        offset = i * step
        painter.drawLine(
            QPointF(centre.x() + offset - height, centre.y() - height),
            QPointF(centre.x() + offset + height, centre.y() + height),
        )
        painter.drawLine(
            QPointF(centre.x() + offset + height, centre.y() - height),
            QPointF(centre.x() + offset - height, centre.y() + height),
        )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_LINE)
    dot = max(0.8, width * 0.014)
    for i in range(-count, count + 1):
        for j in range(-count, count + 1):
            # Crossings of the two families sit on a grid turned by 45 degrees.
            x = centre.x() + (i + j) * step / 2
            y = centre.y() + (j - i) * step / 2
            if field.contains(QPointF(x, y)):
                painter.drawEllipse(QPointF(x, y), dot, dot)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = field.adjusted(width * 0.035, width * 0.035, -width * 0.035, -width * 0.035)
    painter.setPen(QPen(_PAPER, max(1.0, width / 70)))
    painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    painter.setPen(QPen(_BACK_INK, max(1.0, width / 90)))
    painter.drawRoundedRect(field, radius, radius)


def _paint_slot(painter: QPainter, kind: str, width: int, suit: Suit | None) -> None:
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
    if kind == "column":
        pen = QPen(QColor(255, 255, 255, 90), line, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 22))
    else:
        painter.setPen(QPen(QColor(255, 255, 255, 110), line))
        painter.setBrush(QColor(0, 0, 0, 48))
    painter.drawRoundedRect(rect, radius, radius)
    if kind != "foundation":
        return
    # A foundation not yet tied to a suit shows all four, small, so that it still reads
    # as "aces go here" and never looks like a free cell.
    size = width * (0.48 if suit is not None else 0.17)
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
