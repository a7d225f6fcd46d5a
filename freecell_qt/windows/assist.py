"""The window side of the advisor: Hint, Solve, "where did I go wrong?" and the verdict.

Kept apart from the main window so that the window only places these
actions; what they do and when they are enabled is decided here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStyle

from freecell_qt.solving.advisor import Advisor, Verdict
from freecell_qt.table.scene import TableScene
from freecell_qt.words.step_words import describe_move
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.engine.solution import Hint


class AssistUi(QObject):
    """Actions and status-bar verdict for one window."""

    def __init__(self, window: QMainWindow, advisor: Advisor, scene: TableScene,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.advisor = advisor
        self.scene = scene
        self._show = show_message
        style = window.style()
        # A child of the window, which passes Qt's LanguageChange on to it.
        wording = Wording(window)
        self.hint_action = QAction(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion),
                                   "", window)
        wording.text(self.hint_action.setText, lambda: self.tr("&Hint"))
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.advisor.request_hint)
        self.solve_action = QAction(style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay),
                                    "", window)
        wording.text(self.solve_action.setText, lambda: self.tr("&Solve (Demo)"))
        self.solve_action.setShortcut(QKeySequence("Ctrl+D"))
        self.solve_action.triggered.connect(self.advisor.start_demo)
        self.rewind_action = QAction(window)
        wording.text(self.rewind_action.setText, lambda: self.tr("&Where Did I Go Wrong?"))
        self.rewind_action.setShortcut(QKeySequence("Ctrl+B"))
        self.rewind_action.triggered.connect(self.advisor.rewind)
        for action in (self.hint_action, self.solve_action, self.rewind_action):
            window.addAction(action)
        self._solving_text = ""
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("verdictLabel")
        advisor.hintReady.connect(self._show_hint)
        advisor.verdictChanged.connect(self._verdict_changed)
        advisor.message.connect(self._show)
        advisor.demoRunning.connect(self._demo_running)
        wording.add(lambda: self._verdict_changed(advisor.verdict))

    @property
    def actions(self) -> list[QAction]:
        return [self.hint_action, self.solve_action, self.rewind_action]

    def _show_hint(self, hint: Hint) -> None:
        game = self.advisor.controller.game
        try:
            self.scene.show_hint(hint.move)
        except ValueError:
            # The advisor sends only hints for the point the game is at; one
            # that still does not fit the table is not worth an error.
            return
        words = describe_move(game.position, game.check(hint.move))
        text = (self.tr("Hint: {0}") if hint.from_solution
                else self.tr("Hint (a guess, no solution found): {0}")).format(words)
        self._show(text)

    def _verdict_changed(self, verdict: Verdict) -> None:
        texts = {
            Verdict.CHECKING: self.tr("Checking..."),
            Verdict.WINNABLE: self.tr("Winnable"),
            Verdict.LOST: self.tr("Can no longer be won"),
            Verdict.HOPELESS: self.tr("Not winnable from the deal"),
            Verdict.UNKNOWN: self.tr("Winnable? Unknown"),
        }
        text = texts.get(verdict, "")
        self.verdict_label.setText(text)
        self.verdict_label.setVisible(bool(text))
        self.rewind_action.setEnabled(verdict is Verdict.LOST)
        self.solve_action.setEnabled(verdict is not Verdict.WON)
        self.hint_action.setEnabled(verdict is not Verdict.WON)

    def _demo_running(self, running: bool) -> None:
        app = QApplication.instance()
        if app is None:
            return
        bar = self.window.statusBar()
        if running:
            app.installEventFilter(self)
            self._solving_text = self.tr("Solving... click or press a key to stop.")
            self._show(self._solving_text)
        else:
            app.removeEventFilter(self)
            # Once the demo ends (won, finished, stopped) there is nothing left
            # to stop: the offer must not stay on the status bar after it.
            if self._solving_text and bar.currentMessage() == self._solving_text:
                bar.clearMessage()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the demo plays, any click or key stops it (and does nothing else)."""
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and (
            self.advisor.demo_running
        ):
            self.advisor.stop_demo()
            self._show(self.tr("Stopped."))
            return True
        return False

