"""A graphics view laid out in its viewport's own pixels, for a scene that lays
itself out for a size: the table in play and the table of Set Up Position.

No view transform scales the scene: a resize asks the scene to lay its piles
out again (``set_size``), which renders each card face at the new size instead
of stretching bitmaps, so every card stays crisp at any size and pixel ratio.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from freecell_qt.app.crash_report import reported


class SizedScene(Protocol):
    """A scene that lays itself out for a viewport of a size and pixel ratio."""

    def set_size(self, width: float, height: float, dpr: float) -> None: ...


class PixelView(QGraphicsView):
    """Frameless, no scroll bars, the scene's origin at the top left."""

    def __init__(self, scene: QGraphicsScene, sized: SizedScene,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport of our own making, the same plain widget Qt would make. The
        # one Qt makes is unknown to Python until asked for, and PySide, to learn
        # its class, builds every class of QtWidgets not built yet, with their
        # enums: 7 ms and 1 MB at the window's start, for a widget we never change.
        self.setViewport(QWidget())
        self._sized = sized
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform)

    def relayout(self) -> None:
        size = self.viewport().size()
        self._sized.set_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())

    @reported
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    @reported
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.relayout()
