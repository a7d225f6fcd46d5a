"""The view over the table scene: scales the table to the window, HiDPI aware.

The scene is laid out in the viewport's own pixels (no view transform), so a
resize re-lays the piles and re-renders the faces at the new card size instead
of scaling bitmaps, which keeps every card crisp at any size.

Before a key reaches the table, Qt offers it to the window's shortcuts as a
``ShortcutOverride`` event; accepting that event keeps the key for the table.
The view accepts it for the keys the table claims, so ``3`` ``h`` finishes a
typed move instead of asking for a hint.

The view is also what assistive technology sees of the table: its accessible
name follows the focused pile, and it sends the table's announcements
(``speech``, see ``table/accessible.py``); its accessible children are the
piles and their cards (``table/accessible_piles.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QPushButton, QWidget

from freecell_qt.app.crash_report import reported
from freecell_qt.table import accessible_piles
from freecell_qt.table.accessible import TableSpeech
from freecell_qt.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows the table; carries the on-table Finish button."""

    finishRequested = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        # Before the widget exists: Qt keeps the interface it first makes for it.
        accessible_piles.install(TableView)
        super().__init__(scene, parent)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(320, 260))
        self.finish_button = QPushButton(self.tr("Finish"), self)
        self.finish_button.setObjectName("tableFinishButton")
        self.finish_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.finish_button.hide()
        self.finish_button.clicked.connect(self.finishRequested)
        self.speech = TableSpeech(self)

    def sizeHint(self) -> QSize:
        return QSize(1024, 720)

    def relayout(self) -> None:
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())
        self._place_button()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._claims(event):
            event.accept()
            return True
        return super().event(event)

    @reported
    def _claims(self, event: QEvent) -> bool:
        return isinstance(event, QKeyEvent) and self.table.keys.claims(event)

    @reported
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    @reported
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.relayout()

    def set_finish_visible(self, visible: bool) -> None:
        self.finish_button.setVisible(visible)
        self._place_button()

    def _place_button(self) -> None:
        button = self.finish_button
        button.adjustSize()
        size = self.viewport().size()
        button.move((size.width() - button.width()) // 2, size.height() - button.height() - 16)
        button.raise_()
