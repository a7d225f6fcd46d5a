"""The question before a game in play is given up for another one.

Leaving a game that has moves and is not won records it as lost, so the
player is asked first; a game just dealt or won is left without a word. While
a replay is shown, the question is about the game put aside for it, which
New Game or "Continue from Here" would give up. "Don't ask again" is kept only
when the player does abandon: ticking it and then choosing to keep playing
must not make the next new game abandon this one silently.

The question is modal, but a request from outside the window (another start
of the app with ``--deal 9``) still arrives while it is open. Such a request
takes the open question over (``AbandonQuestion.take_over``) rather than
asking a second one on top: the latest request wins, and answering Abandon
then plays what it asked for, never what the question was first asked for
(a random deal, say).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QStyle,
    QWidget,
)

from freecell_qt.services.recorder import GameRecorder
from freecell_qt.storage.preferences import Preferences
from freecell_qt.words.step_words import fill

# Each call names its context and text literally, which is what Qt Linguist's
# lupdate looks for: it cannot see the text through a helper function.
translate = QCoreApplication.translate


class AbandonQuestion(QMessageBox):
    """"Abandon this game?" with the choice of never being asked again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(translate("AbandonDialog", "Abandon Game"))
        self.setText(translate("AbandonDialog", "Abandon the game in progress?"))
        self.setInformativeText(translate("AbandonDialog",
                                          "It will count as a loss in your statistics."))
        self.abandon_button = self.addButton(translate("AbandonDialog", "&Abandon"),
                                             QMessageBox.ButtonRole.DestructiveRole)
        self.keep_button = self.addButton(translate("AbandonDialog", "&Keep Playing"),
                                          QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        # Kept here too: a box referenced only by Qt is collected by Python.
        self.dont_ask = QCheckBox(translate("AbandonDialog", "&Don't ask again"))
        self.setCheckBox(self.dont_ask)
        #: What Abandon does once a later request took the question over; None
        #: while it still answers whoever asked it.
        self.instead: Callable[[], None] | None = None
        self._fit_title()

    def _fit_title(self) -> None:
        """Make the box wide enough for its whole title in the window manager's bar.

        A message box is as wide as its text, and this one's is short, so the
        title bar cut its title ("Abandon Ga..."), the more so as the platform
        adds the app's name to it. The width left for the title is guessed:
        the bar's font a quarter larger and bold, beside an icon and three
        buttons of the bar's height each.
        """
        title = self.windowTitle()
        shown = QGuiApplication.applicationDisplayName()
        if shown and shown not in title:
            title = f"{title} \N{EM DASH} {shown}"
        font = self.font()
        font.setBold(True)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
        width = QFontMetrics(font).horizontalAdvance(title) * 5 // 4 + 4 * bar
        layout = self.layout()
        if isinstance(layout, QGridLayout):
            # QMessageBox sets its own size: a spacer is what it cannot ignore.
            spacer = QSpacerItem(width, 0, QSizePolicy.Policy.Minimum,
                                 QSizePolicy.Policy.Expanding)
            layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())

    def abandoned(self) -> bool:
        return self.clickedButton() is self.abandon_button

    def take_over(self, action: Callable[[], None], wanted: str) -> None:
        """Make Abandon do ``action`` (play ``wanted``, a game's name) instead.

        The question says what it now leads to: the player may have opened it
        for a new random deal, and answers it knowing that another deal took
        that one's place.
        """
        self.instead = action
        self.setText(fill(translate("AbandonDialog", "Abandon the game in progress to play %1?"),
                          wanted))


def open_question(parent: QWidget) -> AbandonQuestion | None:
    """The Abandon question open over ``parent`` now, if there is one."""
    for question in parent.findChildren(AbandonQuestion):
        if question.isVisible():
            return question
    return None


def may_abandon(parent: QWidget, prefs: Preferences, recorder: GameRecorder) -> bool:
    """True when the current game may be replaced (asking the player if it counts)."""
    if not recorder.would_count_as_loss() or not prefs.confirm_abandon:
        return True
    question = AbandonQuestion(parent)
    try:
        question.exec()
        abandoned = question.abandoned()
        instead = question.instead
        if abandoned and question.dont_ask.isChecked():
            prefs.set("confirm_abandon", False)
    finally:
        question.deleteLater()  # else each question asked stays a child of the window
    if instead is not None:
        # Taken over while open: the later request gets the answer, and the
        # one that asked first does nothing.
        if abandoned:
            instead()
        return False
    return abandoned
