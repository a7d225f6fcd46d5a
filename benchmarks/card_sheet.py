"""Render the whole deck into one PNG to look at, and time the painter.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_sheet.py
    QT_QPA_PLATFORM=offscreen python benchmarks/card_sheet.py --widths 100 --dpr 2 \\
        --out /tmp/card_sheet_dpr2.png

Each width gets four rows of thirteen faces (clubs, diamonds, hearts, spades), then
a row with the back, the empty places and the highlight, on table-green felt.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine.cards import Card, Suit
from freecell_qt.table.card_painter import CardPainter

FELT = QColor(22, 100, 52)


def time_faces(width: int, dpr: float, rounds: int = 5) -> list[float]:
    """Milliseconds to render all 52 faces with a cold cache, once per round."""
    cards = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]
    figures = []
    for _ in range(rounds):
        painter = CardPainter()
        start = time.perf_counter()
        for card in cards:
            painter.face(card, width, dpr)
        figures.append((time.perf_counter() - start) * 1000)
    return figures


def draw_sheet(widths: list[int], dpr: float, four_colour: bool, labels: dict[int, str]) -> QImage:
    painter_ = CardPainter(four_colour=four_colour, rank_labels=labels or None)
    gap = 8
    blocks = []
    for width in widths:
        height = painter_.card_height(width)
        blocks.append((width, height, 13 * (width + gap) + gap, 5 * (height + gap) + gap + 18))
    sheet_w = max(block[2] for block in blocks)
    sheet_h = sum(block[3] for block in blocks)
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    qp = QPainter(image)
    qp.setPen(QColor(230, 240, 230))
    font = QFont(QGuiApplication.font())
    font.setPixelSize(12)
    qp.setFont(font)
    top = 0
    for width, height, _, block_h in blocks:
        qp.drawText(QPointF(gap, top + 14), f"width {width}, dpr {dpr}")
        y = top + 18 + gap
        for suit in Suit:
            for rank in range(1, 14):
                x = gap + (rank - 1) * (width + gap)
                qp.drawPixmap(QPointF(x, y), painter_.face(Card(rank, suit), width, dpr))
            y += height + gap
        extras = [
            painter_.back(width, dpr),
            painter_.slot("cell", width, dpr),
            *(painter_.slot("foundation", width, dpr, suit) for suit in Suit),
            painter_.slot("foundation", width, dpr),
            painter_.slot("column", width, dpr),
        ]
        for i, pixmap in enumerate(extras):
            qp.drawPixmap(QPointF(gap + i * (width + gap), y), pixmap)
        x = gap + len(extras) * (width + gap)
        qp.drawPixmap(QPointF(x, y), painter_.face(Card(7, Suit.HEARTS), width, dpr))
        qp.drawPixmap(QPointF(x, y), painter_.slot("highlight", width, dpr))
        x += width + gap
        qp.drawPixmap(QPointF(x, y), painter_.slot("column", width, dpr))
        qp.drawPixmap(QPointF(x, y), painter_.slot("highlight", width, dpr))
        top += block_h
    qp.end()
    return image


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--widths", type=int, nargs="+", default=[60, 100, 160])
    parser.add_argument("--dpr", type=float, default=1.0)
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--french", action="store_true", help="R, D, V corner indices")
    parser.add_argument("--out", type=Path, default=Path("/tmp/card_sheet.png"))
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841

    for width in sorted({*args.widths, 100}):
        figures = time_faces(width, args.dpr)
        print(
            f"52 faces at {width:>3} px, dpr {args.dpr:g}: "
            f"first {figures[0]:6.1f} ms, median {statistics.median(figures):6.1f} ms, "
            f"best {min(figures):6.1f} ms"
        )
    painter = CardPainter()
    painter.face(Card(1, Suit.SPADES), 100, args.dpr)
    start = time.perf_counter()
    for _ in range(1000):
        painter.face(Card(1, Suit.SPADES), 100, args.dpr)
    print(f"cached lookup: {(time.perf_counter() - start) * 1000:.3f} us")

    labels = {11: "V", 12: "D", 13: "R"} if args.french else {}
    image = draw_sheet(args.widths, args.dpr, args.four_colour, labels)
    image.save(str(args.out))
    print(f"wrote {args.out} ({image.width()}x{image.height()} pixels)")


if __name__ == "__main__":
    main()
