"""The graphics items of the table: cards, pile slots and the marks drawn over them.

Cards and slots are pixmap items (faces are rendered once per size by the
card painter); only the marks, a handful of rectangles, are vector items.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem

from freecell_qt.engine import Card, Pile
from freecell_qt.table.animator import FLYING_Z

MARK_Z = 5_000.0  # above resting cards, below cards in flight


class CardItem(QGraphicsPixmapItem):
    """One card on the table; where it belongs is the game's business."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)


class SlotItem(QGraphicsPixmapItem):
    """The outline of an empty pile: a free cell, a foundation or a column."""

    def __init__(self, pile: Pile) -> None:
        super().__init__()
        self.pile = pile
        self.setZValue(-1)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)


class Mark(QGraphicsPathItem):
    """A rounded frame over cards: drop target, picked cards, keyboard focus, hint."""

    STYLES: ClassVar[dict[str, tuple[QColor, QColor, float, Qt.PenStyle]]] = {
        "target": (QColor(255, 214, 64, 80), QColor(255, 214, 64), 3.0, Qt.PenStyle.SolidLine),
        "picked": (QColor(80, 160, 255, 70), QColor(80, 160, 255), 3.0, Qt.PenStyle.SolidLine),
        "focus": (QColor(0, 0, 0, 0), QColor(255, 255, 255), 2.0, Qt.PenStyle.DashLine),
        "hint": (QColor(120, 255, 140, 70), QColor(90, 230, 120), 3.0, Qt.PenStyle.SolidLine),
        "hint_target": (QColor(120, 255, 140, 40), QColor(90, 230, 120), 3.0,
                        Qt.PenStyle.DashLine),
    }

    #: High contrast: solid yellow and cyan at twice the width, which read on black
    #: felt and on white faces alike, and no translucent wash that would dim a card.
    HIGH_CONTRAST_STYLES: ClassVar[dict[str, tuple[QColor, QColor, float, Qt.PenStyle]]] = {
        "target": (QColor(0, 0, 0, 0), QColor(255, 255, 0), 6.0, Qt.PenStyle.SolidLine),
        "picked": (QColor(0, 0, 0, 0), QColor(0, 255, 255), 6.0, Qt.PenStyle.SolidLine),
        "focus": (QColor(0, 0, 0, 0), QColor(255, 255, 0), 5.0, Qt.PenStyle.SolidLine),
        "hint": (QColor(0, 0, 0, 0), QColor(0, 255, 255), 6.0, Qt.PenStyle.SolidLine),
        "hint_target": (QColor(0, 0, 0, 0), QColor(0, 255, 255), 6.0, Qt.PenStyle.DashLine),
    }

    def __init__(self, style: str) -> None:
        super().__init__()
        self.mark_style = style
        self.set_high_contrast(False)
        self.setZValue(MARK_Z + list(self.STYLES).index(style))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_high_contrast(self, high: bool) -> None:
        """Draw in the table's high-contrast look, or its usual one."""
        styles = self.HIGH_CONTRAST_STYLES if high else self.STYLES
        fill, line, width, dash = styles[self.mark_style]
        self.setBrush(QBrush(fill))
        pen = QPen(line, width, dash)
        pen.setCosmetic(True)
        self.setPen(pen)

    def cover(self, rect: QRectF, radius: float) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        self.setPath(path)
        self.show()


class DragShadow(QGraphicsPixmapItem):
    """A soft shadow under the cards the player is dragging, as if lifted off the felt.

    One pixmap for the whole run, made once per lift (and kept for the next lift of
    the same size): a drag frame then costs one more blit. A
    ``QGraphicsDropShadowEffect`` on each lifted card would instead render every card
    off screen and blur it again on every frame.
    """

    #: How far the lifted cards seem to float: the shadow's offset, in card widths.
    DROP = QPointF(0.06, 0.1)
    #: The shadow's soft edge, in card widths.
    SOFTNESS = 0.14
    _SHRINK = 6  # the shape is drawn this many times smaller and stretched: a cheap blur

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(FLYING_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._pixmaps: dict[tuple[int, int, float], QPixmap] = {}
        self._offset = QPointF()
        self.hide()

    def lift(self, stack: QRectF, card_width: float, radius: float, dpr: float) -> None:
        """Show the shadow of cards covering ``stack`` (in scene coordinates)."""
        soft = max(2.0, card_width * self.SOFTNESS)
        key = (round(stack.width()), round(stack.height()), dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > 16:  # runs of other lengths, other sizes: start over
                self._pixmaps.clear()
            pixmap = self._pixmaps[key] = _shadow(stack.size().toSize(), soft, radius, dpr)
        self.setPixmap(pixmap)
        drop = QPointF(self.DROP.x() * card_width, self.DROP.y() * card_width)
        self._offset = drop - QPointF(soft, soft)
        self.follow(stack.topLeft())
        self.show()

    def follow(self, top_left: QPointF) -> None:
        """Keep under the lifted cards, whose top-left corner is now ``top_left``."""
        self.setPos(top_left + self._offset)


def _shadow(size: QSize, soft: float, radius: float, dpr: float) -> QPixmap:
    """A rounded rectangle of ``size`` in translucent black with a ``soft`` edge."""
    full_w = round((size.width() + 2 * soft) * dpr)
    full_h = round((size.height() + 2 * soft) * dpr)
    shrink = DragShadow._SHRINK
    small = QImage(max(2, full_w // shrink), max(2, full_h // shrink),
                   QImage.Format.Format_ARGB32_Premultiplied)
    small.fill(Qt.GlobalColor.transparent)
    painter = QPainter(small)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 125))
    scale = small.width() / (size.width() + 2 * soft)
    painter.scale(scale, small.height() / (size.height() + 2 * soft))
    body = QRectF(soft, soft, size.width(), size.height())
    painter.drawRoundedRect(body.adjusted(soft / 4, soft / 4, -soft / 4, -soft / 4),
                            radius, radius)
    painter.end()
    image = small.scaled(full_w, full_h, Qt.AspectRatioMode.IgnoreAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
