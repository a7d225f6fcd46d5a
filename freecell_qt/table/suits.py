"""Suit symbols as vector shapes, and the ink each suit is printed in.

The symbols are curves in a unit box rather than font glyphs so that they look the
same on every system, stay crisp at any size and device pixel ratio, and can be
outlined (the faint mark on an empty foundation) as well as filled.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from freecell_qt.engine.cards import Suit

#: Printing inks: a deep red and an off black read better on white than pure colours.
RED = QColor(196, 18, 40)
BLACK = QColor(24, 24, 28)

#: The four-colour deck keeps hearts and spades and recolours the other two, which is
#: the convention most four-colour decks share, so players moving between them are at home.
FOUR_COLOUR_INKS: dict[Suit, QColor] = {
    Suit.CLUBS: QColor(20, 128, 48),
    Suit.DIAMONDS: QColor(24, 82, 196),
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
}


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    """The ink for ``suit``; a fresh copy so callers may change its alpha freely."""
    if four_colour:
        return QColor(FOUR_COLOUR_INKS[suit])
    return QColor(RED if suit.is_red else BLACK)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.24))
    path.cubicTo(0.56, 0.06, 0.74, 0.0, 0.86, 0.04)
    path.cubicTo(1.02, 0.1, 1.04, 0.34, 0.94, 0.5)
    path.cubicTo(0.82, 0.7, 0.6, 0.8, 0.5, 1.0)
    path.cubicTo(0.4, 0.8, 0.18, 0.7, 0.06, 0.5)
    path.cubicTo(-0.04, 0.34, -0.02, 0.1, 0.14, 0.04)
    path.cubicTo(0.26, 0.0, 0.44, 0.06, 0.5, 0.24)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    # Slightly hollow sides: a plain rhombus looks mechanical next to the curved suits.
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.7, 0.3, 0.9, 0.5)
    path.quadTo(0.7, 0.7, 0.5, 1.0)
    path.quadTo(0.3, 0.7, 0.1, 0.5)
    path.quadTo(0.3, 0.3, 0.5, 0.0)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.cubicTo(0.6, 0.16, 0.98, 0.32, 0.98, 0.6)
    path.cubicTo(0.98, 0.8, 0.72, 0.86, 0.55, 0.72)
    path.quadTo(0.57, 0.9, 0.7, 1.0)
    path.lineTo(0.3, 1.0)
    path.quadTo(0.43, 0.9, 0.45, 0.72)
    path.cubicTo(0.28, 0.86, 0.02, 0.8, 0.02, 0.6)
    path.cubicTo(0.02, 0.32, 0.4, 0.16, 0.5, 0.0)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    # One contour of circular arcs rather than a union of circles: Qt's path
    # booleans flatten curves into polygons, which shows as facets on large aces.
    radius = 0.225
    top, left, right = QPointF(0.5, 0.245), QPointF(0.245, 0.585), QPointF(0.755, 0.585)

    def angle(centre: QPointF, point: QPointF) -> float:
        return math.degrees(math.atan2(centre.y() - point.y(), point.x() - centre.x()))

    def on_circle(centre: QPointF, degrees: float) -> QPointF:
        rad = math.radians(degrees)
        return QPointF(centre.x() + radius * math.cos(rad), centre.y() - radius * math.sin(rad))

    def notch(a: QPointF, b: QPointF) -> QPointF:
        """Where two leaves cross, on the outside of the shape."""
        dx, dy = b.x() - a.x(), b.y() - a.y()
        dist = math.hypot(dx, dy)
        along = dist / 2
        across = math.sqrt(radius * radius - along * along)
        mid = QPointF(a.x() + dx / 2, a.y() + dy / 2)
        first = QPointF(mid.x() - dy / dist * across, mid.y() + dx / dist * across)
        second = QPointF(mid.x() + dy / dist * across, mid.y() - dx / dist * across)
        centroid = QPointF(0.5, 0.47)

        def away(p: QPointF) -> float:
            return math.hypot(p.x() - centroid.x(), p.y() - centroid.y())

        return first if away(first) > away(second) else second

    def arc(path: QPainterPath, centre: QPointF, start: float, end: float) -> None:
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        path.arcTo(box, start, (end - start) % 360.0)

    right_top, top_left = notch(right, top), notch(top, left)
    club = QPainterPath(QPointF(0.7, 1.0))
    entry = on_circle(right, 205.0)
    club.quadTo(0.56, 0.9, entry.x(), entry.y())
    arc(club, right, 205.0, angle(right, right_top))
    arc(club, top, angle(top, right_top), angle(top, top_left))
    arc(club, left, angle(left, top_left), 335.0)
    club.quadTo(0.44, 0.9, 0.3, 1.0)
    club.closeSubpath()
    return club


_BUILDERS: dict[Suit, Callable[[], QPainterPath]] = {
    Suit.CLUBS: _club,
    Suit.DIAMONDS: _diamond,
    Suit.HEARTS: _heart,
    Suit.SPADES: _spade,
}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in the unit box (0, 0)-(1, 1), built once per suit.

    Shapes are shared; callers must not modify the returned path.
    """
    return _BUILDERS[suit]()


def draw_suit(
    painter: QPainter,
    suit: Suit,
    rect: QRectF,
    colour: QColor,
    *,
    inverted: bool = False,
) -> None:
    """Fill ``suit`` into ``rect``; ``inverted`` turns it upside down, as on the lower
    half of a card, so the card reads the same both ways up."""
    painter.save()
    painter.translate(rect.center())
    if inverted:
        painter.rotate(180.0)
    painter.scale(rect.width(), rect.height())
    painter.translate(-0.5, -0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_path(suit))
    painter.restore()
