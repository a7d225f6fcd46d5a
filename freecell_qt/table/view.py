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

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QTouchEvent,
)
from PySide6.QtWidgets import QApplication, QGraphicsView, QPushButton, QWidget

from freecell_qt.app.crash_report import reported
from freecell_qt.table import accessible_piles
from freecell_qt.table.accessible import TableSpeech
from freecell_qt.table.pixel_view import PixelView
from freecell_qt.table.scene import TableScene
from freecell_qt.words.wording import Wording

#: The least a control is for a finger: Qt's (and the platforms') 44-pixel guidance.
FINGER_PX = 44
_TOUCH_EVENTS = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                 QEvent.Type.TouchCancel)


class TableView(PixelView):
    """Shows the table; carries the on-table Finish button."""

    finishRequested = Signal()
    #: A finger (True) or a mouse (False) was last used on the table.
    touchModeChanged = Signal(bool)
    #: The table was painted for the first time (said once, right after).
    firstPainted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        # Before the widget exists: Qt keeps the interface it first makes for it.
        accessible_piles.install(TableView)
        super().__init__(scene, scene, parent)
        self.table = scene
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # No background cache: the felt is already one pixmap of the table's size
        # (scene.py), blitted as it is; a cache would hold a second copy of it,
        # 3 MB at the first window's size and 8 MB full screen, to spare a few
        # tenths of a millisecond per repaint.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(320, 260))
        self.finish_button = QPushButton(self)
        Wording(self).text(self.finish_button.setText, lambda: self.tr("Finish"))
        self.finish_button.setObjectName("tableFinishButton")
        self.finish_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.finish_button.hide()
        self.finish_button.clicked.connect(self.finishRequested)
        self.speech = TableSpeech(self, scene)
        # The table reads touches itself (table/touch.py): Qt then makes no
        # mouse events of them, which would land a finger's drag on the card
        # under the finger rather than the one it first touched.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.touch_mode = False
        self._painted = False
        scene.touch.touched.connect(lambda: self._set_touch_mode(True))

    def sizeHint(self) -> QSize:
        return QSize(1024, 720)

    def relayout(self) -> None:
        super().relayout()
        self._place_button()

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind is QEvent.Type.Paint and not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.firstPainted.emit)  # once this frame is out
        if isinstance(event, QTouchEvent) and kind in _TOUCH_EVENTS:
            self._touch(event)
            event.accept()
            return True
        if (isinstance(event, QMouseEvent) and kind is QEvent.Type.MouseButtonPress
                and event.device().type() is QInputDevice.DeviceType.Mouse):
            self._set_touch_mode(False)  # a real mouse: back to the mouse's sizes
        return super().viewportEvent(event)

    @reported
    def _touch(self, event: QTouchEvent) -> None:
        """One finger plays (the first); more fingers are left to the system."""
        handler = self.table.touch
        kind = event.type()
        if kind is QEvent.Type.TouchCancel or not event.points():
            handler.cancel()
            return
        point = self.mapToScene(event.points()[0].position().toPoint())
        if kind is QEvent.Type.TouchBegin:
            handler.begin(point)
        elif kind is QEvent.Type.TouchUpdate:
            handler.update(point)
        else:
            handler.end(point)

    def _set_touch_mode(self, on: bool) -> None:
        if on != self.touch_mode:
            self.touch_mode = on
            self.finish_button.setMinimumHeight(FINGER_PX if on else 0)
            self._place_button()
            self.touchModeChanged.emit(on)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.table.keys.set_listening(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # The frame shows where keys go: while a dialog, a menu or another control
        # has them, it is not shown. A window merely put in the background keeps
        # it (its keys come back to the table with it), and so does one whose
        # activation lags behind a dialog already closed.
        away = event.reason() is not Qt.FocusReason.ActiveWindowFocusReason
        if away or QApplication.activeModalWidget() is not None:
            self.table.keys.set_listening(False)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._claims(event):
            event.accept()
            return True
        return super().event(event)

    @reported
    def _claims(self, event: QEvent) -> bool:
        return isinstance(event, QKeyEvent) and self.table.keys.claims(event)

    def set_finish_visible(self, visible: bool) -> None:
        self.finish_button.setVisible(visible)
        self._place_button()

    def _place_button(self) -> None:
        button = self.finish_button
        button.adjustSize()
        size = self.viewport().size()
        button.move((size.width() - button.width()) // 2, size.height() - button.height() - 16)
        button.raise_()
