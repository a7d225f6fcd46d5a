"""After a dialog closes, the keys go back to the table.

When a dialog closes, the platform is meant to make its parent window active
again, and Qt then gives the keyboard back to the widget that last had it.
Without a window manager (a bare X server, the offscreen platform), and with
some window managers after a window-modal dialog such as Statistics, that
never happens: no window is active, the move keys do nothing, and only a click
on the felt brings them back. So the window watches its dialogs (and theirs:
a message box over Preferences, the review opened from Statistics) and, once
one has closed, gives the keyboard to whatever should have it: the dialog
still open under it, else the main window and its table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget


class KeysBackToTable(QObject):
    """Watches ``window``'s dialogs; when one closes, the keys go back to ``table``."""

    def __init__(self, window: QWidget, table: QWidget,
                 back: Callable[[], None] = lambda: None) -> None:
        """``back`` is told, as the last dialog closes, that the keys are the table's
        again, before the platform has made the window active (some never do)."""
        super().__init__(window)
        self.window = window
        self.table = table
        self._back = back
        self._pending = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            # Polished before it is first shown: by then it is a whole QDialog.
            child = getattr(event, "child", lambda: None)()
            if isinstance(child, QDialog):
                child.installEventFilter(self)
        elif kind == QEvent.Type.Hide and isinstance(watched, QDialog):
            if not self._modal_open(besides=watched):
                self._back()
            if not self._pending:
                # After Qt's own handling of the close, which may still move the focus.
                self._pending = True
                QTimer.singleShot(0, self, self._give_back)
        return False

    def _modal_open(self, besides: QDialog | None = None) -> list[QDialog]:
        """The modal dialogs open over the window (``besides`` left out), oldest first."""
        return [dialog for dialog in self.window.findChildren(QDialog)
                if dialog is not besides and dialog.isVisible() and dialog.isModal()]

    def _give_back(self) -> None:
        self._pending = False
        window = self.window
        if not window.isVisible() or window.isMinimized():
            return
        still_open = self._modal_open()
        if still_open:
            # A question over a dialog closed: the keys go back to that dialog.
            top = still_open[-1]
            if QApplication.activeWindow() is None:
                top.activateWindow()
            return
        window.activateWindow()
        self.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
