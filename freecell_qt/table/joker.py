"""A joker's face and the mark of the jokers' foundation, drawn by our painter.

The jokers (Obstruction's two) are neither red nor black and belong to no
suit, so their face says so at a glance: a five-pointed star in an ink of its
own where a suit would stand, in the corner index under the joker's number
(1 or 2, as boards write them ``*1`` and ``*2``) and large in the middle. The
number in the corner tells the two apart in a fanned column, where only the
index shows. Every deck design draws the jokers this way: the installed SVG
decks have no agreed name for them.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from freecell_qt.table.pips import ASPECT, centre_area, draw_marked_index

#: The jokers' ink: a violet that reads as neither of the suits' colours.
JOKER_INK = QColor(104, 40, 150)


@cache
def star_path() -> QPainterPath:
    """A five-pointed star filling the unit square, point up."""
    path = QPainterPath()
    for point in range(10):
        radius = 0.5 if point % 2 == 0 else 0.2
        angle = math.pi * point / 5 - math.pi / 2
        corner = QPointF(0.5 + radius * math.cos(angle), 0.53 + radius * math.sin(angle))
        if point == 0:
            path.moveTo(corner)
        else:
            path.lineTo(corner)
    path.closeSubpath()
    return path


def draw_star(painter: QPainter, box: QRectF, colour: QColor) -> None:
    """The star in ``box``, filled with ``colour``."""
    painter.save()
    painter.translate(box.topLeft())
    painter.scale(box.width(), box.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(star_path())
    painter.restore()


def draw_joker(painter: QPainter, number: int, width: float, colour: QColor, family: str,
               large: bool = False) -> None:
    """A joker's face on a card outline already drawn: its number and a star
    in the corners, and a large star in the middle."""
    draw_marked_index(painter, str(number), lambda box: draw_star(painter, box, colour),
                      width, colour, family, large)
    area = centre_area(width, large)
    if area is None:
        return  # a card this narrow is all index
    side = min(width * 0.5, area.width(), area.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(QPointF(width / 2, width * ASPECT / 2))
    draw_star(painter, box, colour)
