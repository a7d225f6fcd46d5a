"""Guards the PySide6 pin in pyproject.toml.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` each time Qt calls
an overridden virtual method, and the process dies with "none_dealloc" after
about a hundred repaints. When this test passes on a newer PySide6, the upper
bound can be lifted.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

REPAINTS = 100


class _Painted(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 20, 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.calls += 1
        painter.drawRect(self.boundingRect())


def test_overridden_paint_keeps_none_refcount(qapp):
    scene = QGraphicsScene()
    item = _Painted()
    scene.addItem(item)
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    for _ in range(5):  # warm up caches that legitimately hold None
        with QPainter(image) as painter:
            scene.render(painter)
    before = sys.getrefcount(None)
    for _ in range(REPAINTS):
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    after = sys.getrefcount(None)
    assert item.calls >= REPAINTS
    assert after - before > -10, f"None lost {before - after} references in {REPAINTS} repaints"
