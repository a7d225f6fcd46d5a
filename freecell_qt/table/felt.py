"""The cloth the cards lie on: green, blue or dark felt, drawn procedurally.

A flat colour reads as a screen, not a table. Felt gets its look from three
things at different scales, and each is drawn once:

- grain and fibres, a few pixels across: a small grey tile made once per run from
  a fixed seed (so the table looks the same every time) and repeated over the
  table in soft-light mode, which brightens and darkens whatever colour is under it;
- a lamp above the table: a radial gradient, brightest a little above the middle;
- a vignette darkening the far corners, as cloth does where it bends over an edge.

The whole table is rendered into one pixmap per size and device pixel ratio; a
frame only blits it. No per-pixel Python: the grain comes from ``randbytes``
mapped through a byte table, the fibres are a few hundred short strokes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)

from freecell_qt.storage.preferences import TableTheme

_SEED = 0x0FE17  # any fixed number: the same grain every run
_TILE = 192  # pixels; large enough that the repeat does not catch the eye
_GRAIN_BLOCK = 2  # grain pixels are drawn 2x2 and smoothed: cloth, not static
_FIBRES = 420
_GRAIN_STRENGTH = 0.34  # alpha per grey level away from the middle
_LIGHT_SCALE = 8  # the lamp and vignette are drawn this many times smaller


class FeltKind(Enum):
    """A felt that can be drawn; ``TableTheme.AUTO`` resolves to one of these."""

    GREEN = "green"
    BLUE = "blue"
    DARK = "dark"
    #: Near-black cloth with no grain, lamp or vignette: the high-contrast table.
    HIGH_CONTRAST = "high_contrast"


@dataclass(frozen=True, slots=True)
class Felt:
    """The colours of one felt: under the lamp, at the edges, and how strong its grain."""

    kind: FeltKind
    centre: QColor
    edge: QColor
    grain: float  # opacity of the soft-light grain: dark cloth shows texture less
    vignette: int  # alpha of the darkening in the far corners

    @property
    def base(self) -> QColor:
        """The felt's middle colour, for small pictures of the table (the New Game preview)."""
        return QColor(
            (self.centre.red() + self.edge.red()) // 2,
            (self.centre.green() + self.edge.green()) // 2,
            (self.centre.blue() + self.edge.blue()) // 2,
        )


FELTS: dict[FeltKind, Felt] = {
    FeltKind.GREEN: Felt(FeltKind.GREEN, QColor(40, 132, 72), QColor(14, 74, 40), 0.85, 120),
    FeltKind.BLUE: Felt(FeltKind.BLUE, QColor(36, 98, 158), QColor(12, 44, 88), 0.85, 120),
    # Charcoal with a little blue: black suits sit on white faces, and the slots keep
    # a light rim, so neither needs a light cloth to stand out.
    FeltKind.DARK: Felt(FeltKind.DARK, QColor(56, 62, 72), QColor(22, 25, 31), 0.45, 110),
    # Flat black: white cards and the white outlines of empty piles stand out most.
    FeltKind.HIGH_CONTRAST: Felt(FeltKind.HIGH_CONTRAST, QColor(0, 0, 0), QColor(0, 0, 0),
                                 0.0, 0),
}


def felt_for(theme: TableTheme, dark: bool, high_contrast: bool = False) -> Felt:
    """The felt a table theme means now: AUTO is green in light mode, dark in dark mode;
    high contrast is black whatever the theme."""
    if high_contrast:
        return FELTS[FeltKind.HIGH_CONTRAST]
    if theme is TableTheme.AUTO:
        return FELTS[FeltKind.DARK if dark else FeltKind.GREEN]
    return FELTS[FeltKind(theme.value)]


_tile: QImage | None = None


def grain_tile() -> QImage:
    """The grain and fibre tile: light and dark specks over transparency, made once per run."""
    global _tile
    if _tile is None:
        _tile = _make_tile()
    return _tile


def _grey_tile(rng: random.Random) -> QImage:
    """Mid-grey cloth: smoothed noise with hairs lying every way, seamless when repeated."""
    small = _TILE // _GRAIN_BLOCK
    data = rng.randbytes(small * small)
    grain = QImage(data, small, small, small, QImage.Format.Format_Grayscale8).copy()
    # Smoothed as a 3x3 repeat and cut from the middle, so that the edges of the
    # tile blend into the next copy instead of ending in a seam.
    wide = QImage(3 * small, 3 * small, QImage.Format.Format_RGB32)
    painter = QPainter(wide)
    painter.fillRect(wide.rect(), QBrush(grain))
    painter.end()
    wide = wide.scaled(3 * _TILE, 3 * _TILE, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    tile = wide.copy(_TILE, _TILE, _TILE, _TILE)
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for _ in range(_FIBRES):
        x, y = rng.uniform(0, _TILE), rng.uniform(0, _TILE)
        dx, dy = rng.uniform(-8, 8), rng.uniform(-8, 8)
        bend = QPointF(rng.uniform(-2, 2), rng.uniform(-2, 2))
        grey = rng.choice((rng.randint(190, 255), rng.randint(0, 60)))
        painter.setPen(QPen(QColor(grey, grey, grey, rng.randint(70, 140)),
                            rng.uniform(0.6, 1.1)))
        # A hair crossing an edge is drawn again on the far side: no seam.
        for ox in {0.0, _TILE if x < 12 else 0.0, -_TILE if x > _TILE - 12 else 0.0}:
            for oy in {0.0, _TILE if y < 12 else 0.0, -_TILE if y > _TILE - 12 else 0.0}:
                start = QPointF(x + ox, y + oy)
                middle = start + QPointF(dx / 2, dy / 2) + bend
                painter.drawPolyline([start, middle, start + QPointF(dx, dy)])
    painter.end()
    return tile.convertToFormat(QImage.Format.Format_Grayscale8)


def _make_tile() -> QImage:
    rng = random.Random(_SEED)
    grey = _grey_tile(rng)
    line = grey.bytesPerLine()
    raw = bytes(grey.constBits())
    levels = b"".join(raw[row * line : row * line + _TILE] for row in range(_TILE))
    # Each grey level becomes white (above mid-grey) or black (below) at an alpha
    # that grows with the distance from mid-grey: laid over any colour, it lightens
    # and darkens the cloth by the same amounts, in one cheap source-over blit.
    alpha = bytes(min(255, round(abs(v - 128) * _GRAIN_STRENGTH)) for v in range(256))
    white = bytes(a if v > 128 else 0 for v, a in enumerate(alpha))  # premultiplied
    pixels = bytearray(4 * _TILE * _TILE)
    shade = levels.translate(white)
    pixels[0::4] = shade  # blue, green, red, alpha: ARGB32 in memory order
    pixels[1::4] = shade
    pixels[2::4] = shade
    pixels[3::4] = levels.translate(alpha)
    image = QImage(bytes(pixels), _TILE, _TILE, 4 * _TILE,
                   QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()


def _light(felt: Felt, width: float, height: float) -> QImage:
    """The lamp and the vignette, both smooth: drawn small, then stretched over the table."""
    scale = _LIGHT_SCALE
    small = QImage(max(2, round(width / scale)), max(2, round(height / scale)),
                   QImage.Format.Format_RGB32)
    w, h = small.width(), small.height()
    reach = max(w, h)
    painter = QPainter(small)
    lamp = QRadialGradient(w / 2, h * 0.4, reach * 0.72)
    lamp.setColorAt(0.0, felt.centre)
    lamp.setColorAt(1.0, felt.edge)
    painter.fillRect(small.rect(), lamp)
    sheen = QLinearGradient(0, 0, 0, h)
    sheen.setColorAt(0.0, QColor(255, 255, 255, 18))
    sheen.setColorAt(0.45, QColor(255, 255, 255, 0))
    painter.fillRect(small.rect(), sheen)
    vignette = QRadialGradient(w / 2, h * 0.45, reach * 0.78)
    vignette.setColorAt(0.0, QColor(0, 0, 0, 0))
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, felt.vignette))
    painter.fillRect(small.rect(), vignette)
    painter.end()
    return small


def paint_felt(felt: Felt, width: float, height: float, dpr: float) -> QPixmap:
    """The whole table's cloth at one size, sharp at the device pixel ratio."""
    physical = QRectF(0, 0, max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap = QPixmap(round(physical.width()), round(physical.height()))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(physical, _light(felt, width, height))
    # The grain is laid at device pixels: one tile pixel per screen pixel at any ratio.
    painter.setOpacity(felt.grain)
    painter.fillRect(physical, QBrush(grain_tile()))
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
