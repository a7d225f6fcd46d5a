"""A small chart of results over time, painted by hand (no QtCharts dependency).

Two readings of the same games share one x axis, oldest on the left:

* a strip of cells under the plot, one per game, green for a win and red for
  anything else, so a streak shows as a run of one colour;
* above it a line, the win rate of all games up to and including each one,
  so the trend reads against a 0-100 % scale.

Only the last ``SHOWN`` games are drawn, but the line counts every earlier
game too: the rate at the left edge is the real one, not a fresh start.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from freecell_qt.windows.colour_scheme import DARK_LIGHTNESS

SHOWN = 50
WON_COLOUR = QColor(46, 160, 67)
LOST_COLOUR = QColor(207, 34, 46)
RATE_COLOUR = QColor(40, 110, 200)
#: The rate line on a dark ground: the blue above is too deep to stand out there.
RATE_ON_DARK = QColor(120, 176, 255)
STRIP_HEIGHT = 14


class ResultsChart(QWidget):
    """Wins and losses of one kind of game, with the running win rate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: list[bool] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(320, 170)
        self.setAccessibleName(self.tr("Results over time"))

    def sizeHint(self) -> QSize:
        return QSize(560, 180)

    def set_results(self, results: list[bool]) -> None:
        """Every finished game, oldest first, ``True`` for a win."""
        self._results = list(results)
        won = sum(self._results)
        self.setAccessibleDescription(
            self.tr("{0} games, {1} won").format(len(self._results), won))
        self.update()

    def shown(self) -> tuple[int, list[bool], list[float]]:
        """The number of the first game drawn, the results drawn, the rate after each."""
        first = max(0, len(self._results) - SHOWN)
        rates, wins = [], 0
        for count, won in enumerate(self._results, start=1):
            wins += won
            rates.append(wins / count)
        return first + 1, self._results[first:], rates[first:]

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        # Text on Base, the pair the palette keeps readable together, light or dark.
        text_colour = palette.color(QPalette.ColorRole.Text)
        ground = palette.color(QPalette.ColorRole.Base)
        rate_colour = RATE_ON_DARK if ground.lightnessF() < DARK_LIGHTNESS else RATE_COLOUR
        painter.fillRect(self.rect(), ground)
        painter.setPen(text_colour)
        if not self._results:
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No finished games yet."))
            return
        metrics = self.fontMetrics()
        line = metrics.height()
        left = metrics.horizontalAdvance("100 %") + 12
        top = line + 10
        bottom = STRIP_HEIGHT + line + 10
        plot = QRectF(left, top, self.width() - left - 12, self.height() - top - bottom)
        first, results, rates = self.shown()
        cell = plot.width() / len(results)

        self._draw_scale(painter, plot, text_colour)
        self._draw_legend(painter, plot, text_colour, rate_colour)
        strip_top = plot.bottom() + 4
        gap = 1.0 if cell >= 4 else 0.0
        for n, won in enumerate(results):
            box = QRectF(plot.left() + n * cell + gap / 2, strip_top, cell - gap, STRIP_HEIGHT)
            painter.fillRect(box, WON_COLOUR if won else LOST_COLOUR)

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        corners = [QPointF(plot.left() + (n + 0.5) * cell, plot.bottom() - rate * plot.height())
                   for n, rate in enumerate(rates)]
        painter.setPen(QPen(rate_colour, 2))
        if len(corners) > 1:
            painter.drawPolyline(QPolygonF(corners))
        painter.setBrush(rate_colour)
        painter.drawEllipse(corners[-1], 3, 3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)

        painter.setPen(text_colour)
        labels = QRectF(plot.left(), strip_top + STRIP_HEIGHT + 2, plot.width(), line)
        last = first + len(results) - 1
        painter.drawText(labels, Qt.AlignmentFlag.AlignLeft, self.tr("Game {0}").format(first))
        if last != first:
            painter.drawText(labels, Qt.AlignmentFlag.AlignRight,
                             self.tr("Game {0}").format(last))
            painter.drawText(labels, Qt.AlignmentFlag.AlignHCenter,
                             self.tr("Last {0} games, oldest on the left").format(len(results)))

    def _draw_scale(self, painter: QPainter, plot: QRectF, text_colour: QColor) -> None:
        grid = QColor(text_colour)
        grid.setAlpha(40)
        for percent in (0, 25, 50, 75, 100):
            y = plot.bottom() - percent / 100 * plot.height()
            painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if percent % 50 else
                                Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            if percent % 50 == 0:
                painter.setPen(text_colour)
                label = QRectF(0, y - 10, plot.left() - 6, 20)
                painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 f"{percent} %")
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())

    def _draw_legend(self, painter: QPainter, plot: QRectF, text_colour: QColor,
                     rate_colour: QColor) -> None:
        metrics = self.fontMetrics()
        y = 4.0
        x = plot.left()
        box = metrics.ascent() - 2
        for colour, text in ((WON_COLOUR, self.tr("Won")), (LOST_COLOUR, self.tr("Lost"))):
            painter.fillRect(QRectF(x, y + 2, box, box), colour)
            x += box + 4
            painter.setPen(text_colour)
            painter.drawText(QPointF(x, y + metrics.ascent()), text)
            x += metrics.horizontalAdvance(text) + 14
        painter.setPen(QPen(rate_colour, 2))
        middle = y + 2 + box / 2
        painter.drawLine(QPointF(x, middle), QPointF(x + 18, middle))
        x += 22
        painter.setPen(text_colour)
        painter.drawText(QPointF(x, y + metrics.ascent()), self.tr("Win rate"))
