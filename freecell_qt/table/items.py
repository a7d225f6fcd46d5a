"""The graphics items of the table: cards, pile slots and the marks drawn over them.

Cards and slots are pixmap items (faces are rendered once per size by the
card painter); only the marks, a handful of rectangles, are vector items.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem

from freecell_qt.engine import Card, Pile

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

    def __init__(self, style: str) -> None:
        super().__init__()
        fill, line, width, dash = self.STYLES[style]
        self.setBrush(QBrush(fill))
        pen = QPen(line, width, dash)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(MARK_Z + list(self.STYLES).index(style))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def cover(self, rect: QRectF, radius: float) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        self.setPath(path)
        self.show()
