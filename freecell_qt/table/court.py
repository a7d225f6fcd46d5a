"""Emblems for the court cards and the ornate ace of spades.

Instead of portraits, which cannot be drawn well at a few dozen pixels, each court
card shows a framed, double-ended panel with a headdress: a crown for the king, a
diadem for the queen and a plumed cap for the jack. The headdress is what tells
the ranks apart at a glance; the suit pip in each half ties the panel to its suit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from freecell_qt.engine.cards import JACK, KING, QUEEN, Suit
from freecell_qt.table.suits import draw_suit, suit_path

#: A restrained gold for jewels and pearls: one accent keeps the panels from looking flat.
GOLD = QColor(212, 160, 48)
WHITE = QColor(255, 255, 255)
#: Old playing cards are printed on ivory stock; the panel recalls it without going yellow.
IVORY = QColor(252, 248, 236)


def _tint(colour: QColor, amount: float, ground: QColor = WHITE) -> QColor:
    """``colour`` mixed into ``ground`` by ``amount`` (0 gives the ground)."""
    return QColor(
        round(ground.red() + (colour.red() - ground.red()) * amount),
        round(ground.green() + (colour.green() - ground.green()) * amount),
        round(ground.blue() + (colour.blue() - ground.blue()) * amount),
    )


def _jewel(painter: QPainter, x: float, y: float, radius: float, fill: QColor) -> None:
    painter.setBrush(fill)
    painter.drawEllipse(QPointF(x, y), radius, radius)


def _crown(painter: QPainter, suit: Suit, colour: QColor) -> None:
    body = QPainterPath(QPointF(0.16, 0.7))
    tips = ((0.06, 0.34), (0.28, 0.24), (0.5, 0.16), (0.72, 0.24), (0.94, 0.34))
    valleys = ((0.2, 0.5), (0.39, 0.46), (0.61, 0.46), (0.8, 0.5))
    body.lineTo(*tips[0])
    for (vx, vy), (tx, ty) in zip(valleys, tips[1:], strict=True):
        body.quadTo(vx - 0.02, vy + 0.02, vx, vy)
        body.lineTo(tx, ty)
    body.lineTo(0.84, 0.7)
    body.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(body)
    painter.drawRoundedRect(QRectF(0.12, 0.68, 0.76, 0.17), 0.04, 0.04)
    # A white arch gives the crown a lining and some depth.
    painter.setPen(QPen(WHITE, 0.035, c=Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    arch = QPainterPath(QPointF(0.18, 0.62))
    arch.quadTo(0.5, 0.5, 0.82, 0.62)
    painter.drawPath(arch)
    painter.setPen(Qt.PenStyle.NoPen)
    for tx, ty in (*tips[:2], *tips[3:]):
        _jewel(painter, tx, ty - 0.03, 0.05, GOLD)
    for x in (0.27, 0.73):
        _jewel(painter, x, 0.765, 0.04, WHITE)
    gem = QRectF(0.42, 0.7, 0.16, 0.13)
    draw_suit(painter, Suit.DIAMONDS, gem, GOLD)
    draw_suit(painter, suit, QRectF(0.41, -0.04, 0.18, 0.18), colour)


def _diadem(painter: QPainter, suit: Suit, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    # One scalloped silhouette rising to five peaks, each flank an S-curve.
    peaks = ((0.1, 0.5), (0.29, 0.32), (0.5, 0.1), (0.71, 0.32), (0.9, 0.5))
    valleys = ((0.02, 0.72), (0.19, 0.6), (0.4, 0.52), (0.6, 0.52), (0.81, 0.6), (0.98, 0.72))
    body = QPainterPath(QPointF(*valleys[0]))
    for index, (px, py) in enumerate(peaks):
        (ax, ay), (bx, by) = valleys[index], valleys[index + 1]
        body.cubicTo(ax + (px - ax) * 0.1, py + (ay - py) * 0.35, px - (px - ax) * 0.35, py, px, py)
        body.cubicTo(px + (bx - px) * 0.35, py, bx - (bx - px) * 0.1, py + (by - py) * 0.35, bx, by)
    body.lineTo(0.96, 0.8)
    body.quadTo(0.5, 0.98, 0.04, 0.8)
    body.closeSubpath()
    painter.drawPath(body)
    # A white band and a pointed window make the metalwork; the suit sits in the window.
    painter.setPen(QPen(WHITE, 0.03, c=Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    band = QPainterPath(QPointF(0.08, 0.72))
    band.quadTo(0.5, 0.9, 0.92, 0.72)
    painter.drawPath(band)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WHITE)
    window = QPainterPath(QPointF(0.4, 0.66))
    window.lineTo(0.4, 0.46)
    window.quadTo(0.4, 0.33, 0.5, 0.26)
    window.quadTo(0.6, 0.33, 0.6, 0.46)
    window.lineTo(0.6, 0.66)
    window.quadTo(0.5, 0.7, 0.4, 0.66)
    window.closeSubpath()
    painter.drawPath(window)
    draw_suit(painter, suit, QRectF(0.42, 0.42, 0.16, 0.18), colour)
    for x in (0.29, 0.71):
        draw_suit(painter, Suit.DIAMONDS, QRectF(x - 0.04, 0.45, 0.08, 0.12), GOLD)
    for (x, y), radius in zip(peaks, (0.03, 0.04, 0.05, 0.04, 0.03), strict=True):
        _jewel(painter, x, y - radius * 0.6, radius, GOLD)
    for x in (0.2, 0.8):
        _jewel(painter, x, 0.81 + 0.07 * (1 - ((x - 0.5) / 0.48) ** 2), 0.025, GOLD)


def _cap(painter: QPainter, suit: Suit, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    plume = QPainterPath(QPointF(0.5, 0.5))
    plume.cubicTo(0.44, 0.22, 0.7, 0.02, 0.98, 0.0)
    plume.cubicTo(0.92, 0.24, 0.8, 0.48, 0.6, 0.56)
    plume.closeSubpath()
    painter.setBrush(_tint(colour, 0.5))
    painter.drawPath(plume)
    painter.setPen(QPen(WHITE, 0.02, c=Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    spine = QPainterPath(QPointF(0.54, 0.52))
    spine.quadTo(0.64, 0.2, 0.95, 0.03)
    painter.drawPath(spine)
    # Barbs branch off the spine towards the tip, as on a real feather.
    for t in (0.3, 0.45, 0.6, 0.75):
        x, y = spine.pointAtPercent(t).x(), spine.pointAtPercent(t).y()
        painter.drawLine(QPointF(x, y), QPointF(x + 0.07, y - 0.01 - 0.03 * t))
        painter.drawLine(QPointF(x, y), QPointF(x - 0.02 + 0.04 * t, y - 0.08))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    dome = QPainterPath(QPointF(0.16, 0.74))
    dome.cubicTo(0.12, 0.32, 0.88, 0.32, 0.84, 0.74)
    dome.closeSubpath()
    painter.drawPath(dome)
    painter.drawRoundedRect(QRectF(0.04, 0.7, 0.92, 0.14), 0.07, 0.07)
    _jewel(painter, 0.5, 0.6, 0.105, WHITE)
    draw_suit(painter, suit, QRectF(0.425, 0.525, 0.15, 0.15), colour)
    for x in (0.14, 0.28, 0.72, 0.86):
        _jewel(painter, x, 0.77, 0.025, GOLD)
    _jewel(painter, 0.5, 0.77, 0.035, GOLD)


_EMBLEMS: dict[int, Callable[[QPainter, Suit, QColor], None]] = {
    KING: _crown,
    QUEEN: _diadem,
    JACK: _cap,
}


def draw_court(painter: QPainter, rank: int, suit: Suit, panel: QRectF, colour: QColor) -> None:
    """Paint the framed double-ended panel of a jack, queen or king into ``panel``."""
    unit = panel.width()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_tint(colour, 0.05, IVORY))
    painter.drawRect(panel)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, unit * 0.022))
    painter.drawRect(panel)
    inner = panel.adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04)
    painter.setPen(QPen(colour, unit * 0.008))
    painter.drawRect(inner)
    centre = panel.center()
    painter.drawLine(QPointF(inner.left(), centre.y()), QPointF(inner.right(), centre.y()))
    half = panel.height() / 2
    for turn in (0.0, 180.0):
        painter.save()
        painter.translate(centre)
        painter.rotate(turn)
        painter.translate(-panel.width() / 2, -half)
        pip = unit * 0.17
        draw_suit(painter, suit, QRectF(unit * 0.09, unit * 0.09, pip, pip), colour)
        emblem = unit * 0.84
        painter.translate((unit - emblem) / 2, half - emblem - unit * 0.07)
        painter.scale(emblem, emblem)
        _EMBLEMS[rank](painter, suit, colour)
        painter.restore()
    painter.restore()


def draw_ornate_spade(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The ace of spades, traditionally the deck's showpiece: a large spade with a
    white inlay, inside a thin oval cartouche."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 0.014))
    painter.drawEllipse(QRectF(-0.04, -0.12, 1.08, 1.24))
    painter.setPen(QPen(colour, 0.006))
    painter.drawEllipse(QRectF(0.0, -0.08, 1.0, 1.16))
    painter.setPen(Qt.PenStyle.NoPen)
    for y in (-0.12, 1.12):
        draw_suit(painter, Suit.DIAMONDS, QRectF(0.44, y - 0.06, 0.12, 0.12), colour)
    spade = suit_path(Suit.SPADES)
    painter.translate(0.14, 0.12)
    painter.scale(0.72, 0.72)
    painter.setBrush(colour)
    painter.drawPath(spade)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(WHITE, 0.018))
    painter.translate(0.5, 0.5)
    painter.scale(0.78, 0.78)
    painter.translate(-0.5, -0.47)
    painter.drawPath(spade)
    painter.restore()
