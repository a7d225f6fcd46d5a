"""The lesson bar: one line over the table that says what to do now.

It has three faces, each with its own buttons: a step of the lesson ("Step 3
of 8", the instruction, Skip and Leave Lesson), the end of it ("Well done",
Play a Deal and Take It Again), and the first start's offer ("New to
FreeCell?", Start and No Thanks). It decides nothing: ``LessonUi`` fills it
and answers its buttons.

The instruction wraps rather than being cut: at 800 pixels wide a step takes
two or three lines, and the bar grows just that much. Its buttons never take
the keyboard from the table on a click, so that the move keys and H keep
working after Skip.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from freecell_qt.words.wording import Wording, Words


class Face(Enum):
    """What the bar shows."""

    STEP = "step"
    END = "end"
    OFFER = "offer"


class LessonBar(QFrame):
    """The bar's labels and buttons; its signals say which button was pressed."""

    skip_requested = Signal()
    leave_requested = Signal()
    play_requested = Signal()
    again_requested = Signal()
    start_requested = Signal()
    declined = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        wording = self._wording = Wording(self)
        wording.text(self.setAccessibleName, lambda: self.tr("Lesson"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        layout.setSpacing(10)
        self.step_label = QLabel()
        self.step_label.setObjectName("lessonStep")
        bold = QFont(self.step_label.font())
        bold.setBold(True)
        self.step_label.setFont(bold)
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.step_label, 0, Qt.AlignmentFlag.AlignVCenter)
        self.text_label = QLabel()
        self.text_label.setObjectName("lessonText")
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setWordWrap(True)
        self.text_label.setSizePolicy(QSizePolicy.Policy.Expanding,
                                      QSizePolicy.Policy.Preferred)
        layout.addWidget(self.text_label, 1)
        self.face = Face.STEP
        self.skip_button = self._button(layout, lambda: self.tr("Skip"),
                                        lambda: self.tr("Go on to the next step"),
                                        self.skip_requested)
        self.leave_button = self._button(layout, lambda: self.tr("Leave Lesson"),
                                         lambda: self.tr("Back to your game (Esc)"),
                                         self.leave_requested)
        self.play_button = self._button(layout, lambda: self.tr("Play a Deal"),
                                        lambda: self.tr("Leave the lesson and play"),
                                        self.play_requested)
        self.again_button = self._button(layout, lambda: self.tr("Take It Again"),
                                          lambda: self.tr("The lesson once more, from step 1"),
                                          self.again_requested)
        self.start_button = self._button(layout, lambda: self.tr("Start"),
                                         lambda: self.tr("Take the lesson now"),
                                         self.start_requested)
        self.no_button = self._button(layout, lambda: self.tr("No Thanks"),
                                      lambda: self.tr("The lesson stays in the Help menu"),
                                      self.declined)
        self._show_buttons()
        self.hide()

    def _button(self, layout: QHBoxLayout, text: Words, tip: Words,
                signal: SignalInstance) -> QPushButton:
        button = QPushButton()
        # A click leaves the keyboard with the table; Tab still reaches the button.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAutoDefault(False)
        self._wording.text(button.setText, text)
        self._wording.text(button.setToolTip, tip)
        button.clicked.connect(signal.emit)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        return button

    # -- the three faces ---------------------------------------------------------
    def show_step(self, step: str, text: str) -> None:
        """A step: its number ("Step 3 of 8") and what to do."""
        self._show(Face.STEP, step, text)

    def show_end(self, title: str, text: str) -> None:
        """The lesson is over."""
        self._show(Face.END, title, text)

    def show_offer(self, title: str, text: str) -> None:
        """The first start's offer of the lesson."""
        self._show(Face.OFFER, title, text)

    def _show(self, face: Face, title: str, text: str) -> None:
        self.face = face
        self.step_label.setText(title)
        self.text_label.setText(text)
        self.text_label.setAccessibleName(text)
        self._show_buttons()
        self.show()

    def _show_buttons(self) -> None:
        faces = {self.skip_button: Face.STEP, self.leave_button: Face.STEP,
                 self.play_button: Face.END, self.again_button: Face.END,
                 self.start_button: Face.OFFER, self.no_button: Face.OFFER}
        for button, face in faces.items():
            button.setVisible(face is self.face)
