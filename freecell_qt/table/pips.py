"""Where the marks go on a card face: the corner indices and the pips of 2 to 10.

Every measure is a fraction of the card's width, so a face is the same drawing at
any size. The geometry is kept apart from the painting so tests can check, without
looking at pixels, that no pip ever runs into a corner index even on small cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath

from freecell_qt.engine.cards import Suit
from freecell_qt.table.corner import (
    INDEX_MARGIN,
    INDEX_MAX_WIDTH,
    LARGE_RANK_CAP,
    LARGE_RANK_WIDTH,
    LARGE_SUIT_GAP,
    LARGE_SUIT_SIZE,
    RANK_CAP,
    RANK_TOP,
    SUIT_GAP,
    SUIT_SIZE,
    index_scale,
)
from freecell_qt.table.suits import draw_suit

#: Poker cards are 2.5 x 3.5 inches; the same ratio keeps the classic proportions.
ASPECT = 1.4

#: English corner indices. Ten is written out because "T" is notation, not a card face.
DEFAULT_RANK_LABELS: Mapping[int, str] = {
    1: "A",
    **{rank: str(rank) for rank in range(2, 11)},
    11: "J",
    12: "Q",
    13: "K",
}

# Pips: three columns, and rows from the top pip to the bottom one as fractions of the height.
# On a small card the corner index grows (``corner.index_scale``) and the outer
# columns of pips move in and shrink to stay clear of it.
_PIP_SIZE = 0.16
_PIP_CLEARANCE = 0.04  # between the corner index and the nearest pip
_PIP_TOP = 0.205
_PIP_BOTTOM = 0.795
_LARGE_COLUMN_STEP = 0.25  # from the middle to an outer column, under the large index
_LEAST_PIP_PX = 3.0  # smaller pips are specks, not a count
_LEAST_CENTRE = 0.25  # the least middle area, as a share of the width, worth drawing in
_COURT_TALL = 1.85

# The classic layouts, as (column, row) with column 0..2 and row 0 (top) .. 1 (bottom).
_S, _T, _Q = 1 / 6, 1 / 3, 2 / 3
PIP_LAYOUTS: Mapping[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0.0), (1, 1.0)),
    3: ((1, 0.0), (1, 0.5), (1, 1.0)),
    4: ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    5: ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    6: ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    7: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    8: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    9: ((0, 0.0), (2, 0.0), (0, _T), (2, _T), (1, 0.5), (0, _Q), (2, _Q), (0, 1.0), (2, 1.0)),
    10: (
        (0, 0.0), (2, 0.0), (1, _S), (0, _T), (2, _T),
        (0, _Q), (2, _Q), (1, 1 - _S), (0, 1.0), (2, 1.0),
    ),
}  # fmt: skip


def card_height(width: int) -> int:
    """The height that goes with ``width`` at the poker aspect ratio."""
    return round(width * ASPECT)


def _index_right(width: float) -> float:
    """The right edge of the top-left index box, as a fraction of the width."""
    return INDEX_MARGIN + INDEX_MAX_WIDTH * index_scale(width)


def corner_rects(width: float, large: bool = False) -> tuple[QRectF, QRectF, QRectF, QRectF]:
    """Boxes of the rank and suit indices: top-left rank, top-left suit, then the
    bottom-right pair, which is the top-left pair turned half a circle.

    The standard index stands the suit under the rank; the large-print one sets it
    beside the rank, so that its greater size costs no depth in a fanned column.
    """
    height = width * ASPECT
    scale = index_scale(width, large)
    if large:
        rank = QRectF(INDEX_MARGIN * width, RANK_TOP * width,
                      LARGE_RANK_WIDTH * scale * width, LARGE_RANK_CAP * scale * width)
        size = LARGE_SUIT_SIZE * scale * width
        suit = QRectF(0, 0, size, size)
        suit.moveCenter(QPointF(rank.right() + LARGE_SUIT_GAP * scale * width + size / 2,
                                rank.center().y()))
    else:
        box = INDEX_MAX_WIDTH * scale * width
        centre_x = INDEX_MARGIN * width + box / 2
        rank = QRectF(centre_x - box / 2, RANK_TOP * width, box, RANK_CAP * scale * width)
        size = SUIT_SIZE * scale * width
        suit = QRectF(0, 0, size, size)
        suit.moveCenter(QPointF(centre_x, rank.bottom() + SUIT_GAP * scale * width + size / 2))

    def turned(rect: QRectF) -> QRectF:
        return QRectF(width - rect.right(), height - rect.bottom(), rect.width(), rect.height())

    return rank, suit, turned(rank), turned(suit)


def centre_area(width: float, large: bool = False) -> QRectF | None:
    """The middle of the face left free by the two indices, or ``None`` on a card so
    narrow that the indices take it all (there the index alone tells the card)."""
    height = width * ASPECT
    if large:
        rank, suit, _, _ = corner_rects(width, large)
        top = max(rank.bottom(), suit.bottom()) + _PIP_CLEARANCE * width
        left = 0.06 * width
    else:
        top = RANK_TOP * width
        left = (_index_right(width) + 0.025) * width
    area = QRectF(left, top, width - 2 * left, height - 2 * top)
    if area.width() < _LEAST_CENTRE * width or area.height() < _LEAST_CENTRE * width:
        return None
    return area


def pip_rects(rank: int, width: float, large: bool = False) -> list[tuple[QRectF, bool]]:
    """Pip boxes of a 2..10 with whether each is drawn upside down (the lower half);
    none when they would be too small to read (the index tells the rank there)."""
    height = width * ASPECT
    if large:
        area = centre_area(width, large)
        if area is None:
            return []
        share = min(_PIP_SIZE * 0.95, area.height() / width / 4.15, area.width() / width / 3.4)
        columns = (0.5 - _LARGE_COLUMN_STEP, 0.5, 0.5 + _LARGE_COLUMN_STEP)
        top = area.top() + share * width / 2
        bottom = area.bottom() - share * width / 2
    else:
        band = _index_right(width) + _PIP_CLEARANCE  # the outer pips' left edge
        share = min(_PIP_SIZE, (1 - 2 * band) / 3.2)
        columns = (band + share / 2, 0.5, 1 - band - share / 2)
        top, bottom = _PIP_TOP * height, _PIP_BOTTOM * height
    size = share * width
    if size < _LEAST_PIP_PX:
        return []
    rects: list[tuple[QRectF, bool]] = []
    for column, row in PIP_LAYOUTS[rank]:
        rect = QRectF(0, 0, size, size)
        rect.moveCenter(QPointF(columns[column] * width, top + row * (bottom - top)))
        rects.append((rect, row > 0.5))
    return rects


def court_rect(width: float, large: bool = False) -> QRectF | None:
    """The framed panel of a court card: clear of the indices on both sides.

    The panel's emblems are drawn for a panel at least ``_COURT_TALL`` times as
    tall as wide, so under the large index's top band it narrows to keep that shape.
    """
    area = centre_area(width, large)
    if area is None or not large:
        return area
    panel = QRectF(area)
    panel.setWidth(min(area.width(), area.height() / _COURT_TALL))
    panel.moveCenter(area.center())
    return panel


@cache
def _label_path(text: str, family: str) -> tuple[QPainterPath, float]:
    """The label outline at a large size with the font's cap height, made once per label.

    Text goes through a path so that it can be fitted to the index box exactly: scaled
    by cap height rather than by point size, and narrowed when a label such as "10" is
    wider than the column the suit sits in.
    """
    font = QFont(family)
    font.setBold(True)
    font.setPixelSize(100)
    if len(text) > 1:
        # Printed indices set "10" tight; default spacing would force a narrower squeeze.
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -6)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    return path, QFontMetricsF(font).capHeight()


def draw_index(
    painter: QPainter,
    label: str,
    suit: Suit,
    width: float,
    colour: QColor,
    family: str,
    large: bool = False,
) -> None:
    """Paint the rank and suit indices in the top-left corner and, turned, bottom-right."""
    draw_marked_index(painter, label, lambda box: draw_suit(painter, suit, box, colour),
                      width, colour, family, large)


def draw_marked_index(
    painter: QPainter,
    label: str,
    mark: Callable[[QRectF], None],
    width: float,
    colour: QColor,
    family: str,
    large: bool = False,
) -> None:
    """Paint ``label`` and, in the suit's box, whatever ``mark`` draws there (a
    suit; a joker's star) in the top-left corner and, turned, bottom-right."""
    path, cap = _label_path(label, family)
    rank_box, suit_box, _, _ = corner_rects(width, large)
    scale = rank_box.height() / cap
    ink = path.boundingRect()
    squeeze = min(1.0, rank_box.width() / (ink.width() * scale)) if ink.width() else 1.0
    height = width * ASPECT
    painter.setPen(Qt.PenStyle.NoPen)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(width, height)
            painter.rotate(180.0)
        painter.save()
        painter.translate(rank_box.center().x(), rank_box.bottom())
        painter.scale(scale * squeeze, scale)
        painter.translate(-ink.center().x(), 0)
        painter.setBrush(colour)
        painter.drawPath(path)
        painter.restore()
        mark(suit_box)
        painter.restore()


def draw_pips(painter: QPainter, rank: int, suit: Suit, width: float, colour: QColor,
              large: bool = False) -> None:
    """Paint the pips of a 2..10 in their classic places."""
    for rect, inverted in pip_rects(rank, width, large):
        draw_suit(painter, suit, rect, colour, inverted=inverted)
