"""The backs of the cards: a blue lattice, red diamonds or green waves.

Every design is laid out from the card's centre and is the same turned half a
circle, as a back must be, or a player could tell cards apart by which way up
their backs lie. Each sits in an inset field with a white frame, the way printed
backs leave a white border.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from freecell_qt.storage.preferences import CardBack

PAPER = QColor(255, 255, 255)


def paint_back(painter: QPainter, design: CardBack, width: float, height: float,
               radius: float) -> None:
    """Paint ``design`` into the field of a card already outlined on paper."""
    ink, paint_field = _DESIGNS[design]
    margin = width * 0.065
    field = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
    inner_radius = radius * 0.6
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawRoundedRect(field, inner_radius, inner_radius)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(field.adjusted(1, 1, -1, -1), inner_radius, inner_radius)
    painter.setClipPath(clip)
    paint_field(painter, field, width)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = width * 0.035
    frame = field.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(PAPER, max(1.0, width / 70)))
    painter.drawRoundedRect(frame, inner_radius * 0.6, inner_radius * 0.6)
    painter.setPen(QPen(ink, max(1.0, width / 90)))
    painter.drawRoundedRect(field, inner_radius, inner_radius)


_LATTICE_INK = QColor(24, 46, 104)
_LATTICE_LINE = QColor(88, 126, 196)


def _lattice(painter: QPainter, field: QRectF, width: float) -> None:
    """Two families of diagonals with a dot at every crossing."""
    height = field.height() + 2 * field.top()
    step = width * 0.11
    centre = field.center()
    painter.setPen(QPen(_LATTICE_LINE, max(0.8, width / 120)))
    count = int(height / step) + 2
    for i in range(-count, count + 1):
        offset = i * step
        painter.drawLine(QPointF(centre.x() + offset - height, centre.y() - height),
                         QPointF(centre.x() + offset + height, centre.y() + height))
        painter.drawLine(QPointF(centre.x() + offset + height, centre.y() - height),
                         QPointF(centre.x() + offset - height, centre.y() + height))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_LATTICE_LINE)
    dot = max(0.8, width * 0.014)
    for i in range(-count, count + 1):
        for j in range(-count, count + 1):
            # Crossings of the two families sit on a grid turned by 45 degrees.
            point = QPointF(centre.x() + (i + j) * step / 2, centre.y() + (j - i) * step / 2)
            if field.contains(point):
                painter.drawEllipse(point, dot, dot)


_DIAMOND_INK = QColor(128, 18, 30)
_DIAMOND_LIGHT = QColor(178, 34, 46)
_DIAMOND_LINE = QColor(246, 206, 150, 170)


def _diamonds(painter: QPainter, field: QRectF, width: float) -> None:
    """A harlequin of tall diamonds in two reds, edged in a thin gold line."""
    across, down = width * 0.16, width * 0.22
    centre = field.center()
    columns = int(field.width() / across) + 2
    rows = int(field.height() / down) + 2
    pen = QPen(_DIAMOND_LINE, max(0.7, width / 140))
    for i in range(-columns, columns + 1):
        for j in range(-rows, rows + 1):
            if (i + j) % 2:
                continue  # diamonds tile a grid turned 45 degrees: every other cell
            x, y = centre.x() + i * across / 2, centre.y() + j * down / 2
            diamond = QPainterPath(QPointF(x, y - down / 2))
            diamond.lineTo(x + across / 2, y)
            diamond.lineTo(x, y + down / 2)
            diamond.lineTo(x - across / 2, y)
            diamond.closeSubpath()
            # (i - j) // 2 keeps its parity under a half turn ((-i, -j)), so the
            # pattern reads the same both ways up.
            light = ((i - j) // 2) % 2 == 0
            painter.setPen(pen)
            painter.setBrush(_DIAMOND_LIGHT if light else _DIAMOND_INK)
            painter.drawPath(diamond)
    # A small gold diamond at each crossing of the edges.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_DIAMOND_LINE)
    bead = width * 0.018
    for i in range(-columns, columns + 1):
        for j in range(-rows, rows + 1):
            if (i + j) % 2:
                x, y = centre.x() + i * across / 2, centre.y() + j * down / 2
                bead_path = QPainterPath(QPointF(x, y - bead))
                bead_path.lineTo(x + bead, y)
                bead_path.lineTo(x, y + bead)
                bead_path.lineTo(x - bead, y)
                bead_path.closeSubpath()
                painter.drawPath(bead_path)


_WAVE_INK = QColor(16, 84, 58)
_WAVE_LINE = QColor(120, 196, 150)
_WAVE_FAINT = QColor(70, 146, 108)


def _waves(painter: QPainter, field: QRectF, width: float) -> None:
    """Rows of sine waves, a bright one between two faint ones.

    A wave through the centre is odd about it (sin(-x) = -sin(x)), so the row
    ``k`` rows above the middle lands on the row ``k`` rows below after a half turn.
    """
    centre = field.center()
    spacing = width * 0.065
    amplitude = width * 0.05
    wavelength = width * 0.36
    rows = int(field.height() / spacing / 2) + 3
    left, right = field.left() - width * 0.1, field.right() + width * 0.1
    steps = max(24, int((right - left) / 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(-rows, rows + 1):
        bright = k % 3 == 0
        colour = _WAVE_LINE if bright else _WAVE_FAINT
        painter.setPen(QPen(colour, max(0.8, width / (70 if bright else 130))))
        wave = QPainterPath()
        for n in range(steps + 1):
            x = left + (right - left) * n / steps
            y = centre.y() + k * spacing + amplitude * math.sin(
                2 * math.pi * (x - centre.x()) / wavelength)
            if n == 0:
                wave.moveTo(x, y)
            else:
                wave.lineTo(x, y)
        painter.drawPath(wave)


_DESIGNS: dict[CardBack, tuple[QColor, Callable[[QPainter, QRectF, float], None]]] = {
    CardBack.LATTICE: (_LATTICE_INK, _lattice),
    CardBack.DIAMONDS: (_DIAMOND_INK, _diamonds),
    CardBack.WAVES: (_WAVE_INK, _waves),
}
