"""A status bar whose messages are never cut, and the list of the last ones.

``QStatusBar.showMessage`` paints its text on one line beside the permanent
widgets (code, score, moves, time, verdict, difficulty) and cuts what does not
fit: at 800 pixels a refusal such as "No card of the run from ... goes on ...,
which takes a black 4." lost its end, and in a window 400 pixels wide the
permanent widgets left the message a sliver. Here a message is a word-wrapping
label, starting with a capital whatever the wording it came from:

* beside the permanent widgets while they leave it a reasonable width, and on
  a line of its own above them in a narrower window, where they wrap onto as
  many lines as they need (a flow layout) instead of pushing it out of sight;
* on two lines, three at most: a longer text ends in an ellipsis there, and is
  whole in the label's tooltip and in the Messages list (the last
  ``KEPT_MESSAGES`` of the session), which a click on the message opens.

A count that goes on changing (a search for a deal says "candidate 1, 2, ...
4,000") is ``show_progress``: it changes in place on the bar but stays out
of the Messages list, which would otherwise hold nothing but its last fifty
numbers; the sentence that ends it (the deal found, or none) goes in.
"""

from __future__ import annotations

from collections import deque
from datetime import datetime

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QListWidget,
    QSizePolicy,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_clock
from freecell_qt.words.step_words import capital
from freecell_qt.words.wording import Wording

#: Lines of message the bar always has room for: the longest refusal at 800 pixels.
RESERVED_LINES = 2
#: The most lines a message takes; beyond them it ends in an ellipsis.
MAX_LINES = 3
#: The least width, in average characters, a message keeps beside the permanent widgets.
MIN_MESSAGE_CHARS = 45
#: Messages the Messages list keeps, newest last.
KEPT_MESSAGES = 50
ELLIPSIS = "\u2026"


def fit_lines(text: str, metrics: QFontMetrics, width: int, lines: int) -> str:
    """``text`` as it fits ``lines`` word-wrapped lines ``width`` pixels wide:
    whole, or its longest beginning that fits with an ellipsis after it."""
    width = max(width, 1)
    limit = lines * metrics.lineSpacing()

    def fits(candidate: str) -> bool:
        box = metrics.boundingRect(QRect(0, 0, width, limit * 4),
                                   Qt.TextFlag.TextWordWrap, candidate)
        return box.height() <= limit and box.width() <= width

    if fits(text):
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits, by halves: texts are short
        middle = (low + high + 1) // 2
        if fits(text[:middle].rstrip() + ELLIPSIS):
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


class FlowLayout(QLayout):
    """Widgets side by side, right-aligned, wrapping onto more lines when the width is short."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """Every widget on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self.spacing() * max(len(shown) - 1, 0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height)

    def minimumSize(self) -> QSize:
        widest = max((item.minimumSize().width() for item in self._shown()), default=0)
        return QSize(widest, self.heightForWidth(widest))

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            wanted = item.sizeHint().width()
            if lines[-1] and used + self.spacing() + wanted > width:
                lines.append([])
                used = 0
            used += (self.spacing() if lines[-1] else 0) + wanted
            lines[-1].append(item)
        return [line for line in lines if line]

    def _place(self, rect: QRect, move: bool) -> int:
        y = rect.y()
        for line in self._lines(rect.width()):
            height = max(item.sizeHint().height() for item in line)
            widths = [min(item.sizeHint().width(), rect.width()) for item in line]
            x = rect.right() + 1 - (sum(widths) + self.spacing() * (len(line) - 1))
            for item, width in zip(line, widths, strict=True):
                if move:
                    item.setGeometry(QRect(QPoint(max(x, rect.x()), y), QSize(width, height)))
                x += width + self.spacing()
            y += height + self.spacing()
        return max(y - rect.y() - self.spacing(), 0)


class MessagesDialog(QDialog):
    """The last messages of the session, newest at the bottom, each with its time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        wording = Wording(self)
        wording.text(self.setWindowTitle, lambda: self.tr("Messages"))
        self.setModal(False)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        wording.text(self.list.setAccessibleName, lambda: self.tr("Last messages, newest last"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(480, 320)

    def show_messages(self, messages: list[tuple[datetime, str]]) -> None:
        self.list.clear()
        for when, text in messages:
            self.list.addItem(self.tr("{0}  {1}").format(format_clock(when), text))
        if self.list.count():
            self.list.scrollToBottom()
            self.list.setCurrentRow(self.list.count() - 1)


class MessageBar(QStatusBar):
    """``showMessage`` and ``currentMessage`` as in ``QStatusBar``, shown in a wrapping label.

    The methods keep QStatusBar's names so that every caller of
    ``window.statusBar().showMessage`` gets the wrapping label, and every
    ``addPermanentWidget`` lands in the flow beside (or below) it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._message = ""
        # Owned by the bar, so that it never fires for a bar already gone.
        self._arrange_soon = QTimer(self)
        self._arrange_soon.setSingleShot(True)
        self._arrange_soon.setInterval(0)
        self._arrange_soon.timeout.connect(self._arrange)
        #: The session's messages, whole, with the time each came.
        self.messages: deque[tuple[datetime, str]] = deque(maxlen=KEPT_MESSAGES)
        self.messages_dialog: MessagesDialog | None = None
        self.messages_action = QAction(self)
        wording = Wording(self)
        wording.text(self.messages_action.setText, lambda: self.tr("&Messages..."))
        wording.text(self.messages_action.setToolTip,
                     lambda: self.tr("The last messages of the status bar"))
        self.messages_action.triggered.connect(self.show_messages)

        self.message_label = QLabel()
        self.message_label.setObjectName("statusMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                         QSizePolicy.Policy.Preferred)
        self.message_label.setMinimumWidth(1)
        self.message_label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.message_label.installEventFilter(self)

        self.figures = QWidget()
        self.figures.setObjectName("statusFigures")
        self._flow = FlowLayout(self.figures)
        self._flow.setSpacing(self.fontMetrics().horizontalAdvance("  "))
        self.figures.installEventFilter(self)

        self._body = QWidget()
        self._grid = QGridLayout(self._body)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setVerticalSpacing(2)
        self._narrow: bool | None = None
        self._settling = False
        self._body.installEventFilter(self)
        super().addWidget(self._body, 1)
        self._clear_timer = QTimer(self)
        self._clear_timer.setSingleShot(True)
        self._clear_timer.timeout.connect(self.clearMessage)
        self._arrange()

    # -- QStatusBar's interface ------------------------------------------
    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        self._flow.addWidget(widget)
        self._arrange()

    def removeWidget(self, widget: QWidget) -> None:
        if self._flow.indexOf(widget) >= 0:
            self._flow.removeWidget(widget)
            widget.hide()
            self._arrange()
        else:
            super().removeWidget(widget)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        self._show(capital(text), timeout, kept=True)

    def show_progress(self, text: str) -> None:
        """A message that a newer one soon replaces, told but not kept in the Messages list."""
        self._show(capital(text), 0, kept=False)

    def _show(self, text: str, timeout: int | None, kept: bool) -> None:
        self._message = text
        if text and kept:
            self.messages.append((datetime.now(), text))
            if self.messages_dialog is not None and self.messages_dialog.isVisible():
                self.messages_dialog.show_messages(list(self.messages))
        self.message_label.setToolTip(text)
        self._arrange()
        if timeout is not None and timeout > 0:
            self._clear_timer.start(timeout)
        else:
            self._clear_timer.stop()
        self.messageChanged.emit(text)

    def currentMessage(self) -> str:
        return self._message

    def clearMessage(self) -> None:
        self._clear_timer.stop()
        self._message = ""
        self.message_label.setToolTip("")
        self._arrange()
        self.messageChanged.emit("")

    # -- the Messages list -----------------------------------------------
    def show_messages(self) -> None:
        if self.messages_dialog is None:
            self.messages_dialog = MessagesDialog(self.window())
        self.messages_dialog.show_messages(list(self.messages))
        self.messages_dialog.show()
        self.messages_dialog.raise_()
        self.messages_dialog.activateWindow()

    # -- events ----------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.message_label and event.type() == QEvent.Type.MouseButtonRelease:
            self.show_messages()
            return True
        if watched is self.figures and event.type() == QEvent.Type.LayoutRequest:
            # A figure appeared, went or changed its text: the flow may need another line.
            self._arrange_soon.start()
        if watched is self._body and event.type() == QEvent.Type.Resize:
            self._arrange()
        return super().eventFilter(watched, event)

    # -- arrangement -----------------------------------------------------
    def _available(self) -> int:
        """The width the bar's own layout gives the message and the figures."""
        return max(self._body.width(), 1)

    def _arrange(self) -> None:
        """Place the message beside the figures or above them, and fit its lines.

        QStatusBar's layout does not ask a label for its height at a given
        width, so the lines the text needs are set here. Two lines are always
        kept: the bar would otherwise grow and shrink with each long message,
        and the table with it, re-laid out mid-animation.
        """
        width = self._available()
        figures_width = self._flow.sizeHint().width()
        metrics = self.message_label.fontMetrics()
        least = metrics.averageCharWidth() * MIN_MESSAGE_CHARS
        spacing = self._grid.horizontalSpacing()
        narrow = width < figures_width + spacing + least
        if narrow != self._narrow:
            self._narrow = narrow
            self._grid.removeWidget(self.message_label)
            self._grid.removeWidget(self.figures)
            if narrow:
                self._grid.addWidget(self.message_label, 0, 0)
                self._grid.addWidget(self.figures, 1, 0)
                self._grid.setColumnStretch(0, 1)
                self._grid.setColumnStretch(1, 0)
            else:
                self._grid.addWidget(self.message_label, 0, 0)
                self._grid.addWidget(self.figures, 0, 1,
                                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                self._grid.setColumnStretch(0, 1)
                self._grid.setColumnStretch(1, 0)
        message_width = width if narrow else width - figures_width - spacing
        self.figures.setMinimumHeight(self._flow.heightForWidth(width if narrow
                                                                 else figures_width))
        if not narrow:
            self.figures.setMinimumWidth(figures_width)
        else:
            self.figures.setMinimumWidth(0)
        shown = fit_lines(self._message, metrics, message_width, MAX_LINES)
        if self.message_label.text() != shown:
            self.message_label.setText(shown)
        needed = 0
        if shown:
            needed = metrics.boundingRect(QRect(0, 0, max(message_width, 1), 10_000),
                                          Qt.TextFlag.TextWordWrap, shown).height()
        lines = max(needed, RESERVED_LINES * metrics.lineSpacing())
        if self.message_label.minimumHeight() != lines:
            self.message_label.setMinimumHeight(lines)
        self._settle()

    def _settle(self) -> None:
        """Lay out the bar, and the window around it, now rather than after the next
        events: a bar left at the height of its last arrangement would move the table
        twice, and tests measure it between the two."""
        if self._settling:
            return
        self._settling = True
        try:
            for widget in (self._body, self, self.parentWidget()):
                layout = widget.layout() if widget is not None else None
                if layout is not None:
                    layout.activate()
        finally:
            self._settling = False
