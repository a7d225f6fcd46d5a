"""A status bar whose messages are never cut.

``QStatusBar.showMessage`` paints its text on one line beside the permanent
widgets (code, score, moves, time) and cuts what does not fit: at 800 pixels a
refusal such as "No card of the run from ... goes on ..., which takes a black
4." lost its end. Here a message is a word-wrapping label that takes the room
the permanent widgets leave, on two lines (more only in a narrower window),
and starts with a capital whatever the wording it came from.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

#: Lines of message the bar always has room for: the longest refusal at 800 pixels.
RESERVED_LINES = 2


def sentence(text: str) -> str:
    """``text`` with its first letter in capitals (refusals may start in lower case)."""
    return text[:1].upper() + text[1:]


class MessageBar(QStatusBar):
    """``showMessage`` and ``currentMessage`` as in ``QStatusBar``, shown in a wrapping label.

    The methods keep QStatusBar's names so that every caller of
    ``window.statusBar().showMessage`` gets the wrapping label.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message_label = QLabel()
        self.message_label.setObjectName("statusMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                         QSizePolicy.Policy.Preferred)
        self.message_label.setMinimumWidth(1)
        self.addWidget(self.message_label, 1)
        self._clear_timer = QTimer(self)
        self._clear_timer.setSingleShot(True)
        self._clear_timer.timeout.connect(self.clearMessage)
        self._fit_height()

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        text = sentence(text)
        self.message_label.setText(text)
        self.message_label.setToolTip(text)
        self._fit_height()
        if timeout is not None and timeout > 0:
            self._clear_timer.start(timeout)
        else:
            self._clear_timer.stop()
        self.messageChanged.emit(text)

    def currentMessage(self) -> str:
        return self.message_label.text()

    def clearMessage(self) -> None:
        self._clear_timer.stop()
        self.message_label.clear()
        self.message_label.setToolTip("")
        self._fit_height()
        self.messageChanged.emit("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        # QStatusBar's layout does not ask a label for its height at a given
        # width, so the lines the text needs at the label's width are set here.
        # Two lines are always kept: the bar would otherwise grow and shrink with
        # each long message, and the table with it, re-laid out mid-animation.
        label = self.message_label
        needed = label.heightForWidth(max(label.width(), 1)) if label.text() else 0
        label.setMinimumHeight(max(needed, RESERVED_LINES * label.fontMetrics().lineSpacing()))
