"""The window side of the advisor: Hint, Solve, "where did I go wrong?" and the verdict.

Kept apart from the main window so that the window only places these
actions; what they do and when they are enabled is decided here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QStyle

from freecell_qt.solving.advisor import Advisor, Verdict
from freecell_qt.storage.preferences import SolveSpeed
from freecell_qt.table.scene import TableScene
from freecell_qt.words.step_words import describe_move
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.engine.solution import Hint

#: Keys that change Solve's speed or hold it while it plays; any other key, and
#: any click, stops it. Up and Down too, for keyboards where + needs Shift.
FASTER_KEYS = (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up)
SLOWER_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Underscore, Qt.Key.Key_Down)
PAUSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_P)
#: Pressed alone, these stop nothing: Shift may be on its way to a +.
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                 Qt.Key.Key_AltGr, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R)


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
        advisor.demoPaceChanged.connect(self._demo_pace_changed)
        advisor.demoPaused.connect(self._demo_paused)
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
        words = describe_move(game.position, game.check(hint.move), game.rules)
        text = (self.tr("Hint: {0}") if hint.from_solution
                else self.tr("Hint (a guess, no solution found): {0}")).format(words)
        self._show(text)

    def _verdict_changed(self, verdict: Verdict) -> None:
        texts = {
            Verdict.CHECKING: self.tr("Checking..."),
            Verdict.WINNABLE: self.tr("Winnable"),
            Verdict.LOST: self.tr("Can no longer be won"),
            Verdict.HOPELESS: self.tr("Not winnable from the deal"),
            Verdict.SETTLING: self.tr("Winnable? Still searching..."),
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
            self._say_demo()
        else:
            app.removeEventFilter(self)
            self.scene.fit_moves_in(None)
            # Once the demo ends (won, finished, stopped) there is nothing left
            # to stop: the offer must not stay on the status bar after it.
            if self._solving_text and bar.currentMessage() == self._solving_text:
                bar.clearMessage()

    def _demo_pace_changed(self, pace_ms: int) -> None:
        self.scene.fit_moves_in(pace_ms)
        if self.advisor.demo_running:
            self._say_demo()

    def _demo_paused(self, paused: bool) -> None:
        self._say_demo()

    def _say_demo(self) -> None:
        """Say how Solve plays now, and the keys that change it."""
        if self.advisor.demo_paused:
            text = self.tr("Solve paused: Space goes on, Esc or a click stops.")
        else:
            text = {
                SolveSpeed.SLOW: self.tr("Solving slowly: + faster, - slower, Space pauses, "
                                         "Esc or a click stops."),
                SolveSpeed.NORMAL: self.tr("Solving: + faster, - slower, Space pauses, "
                                           "Esc or a click stops."),
                SolveSpeed.FAST: self.tr("Solving fast: + faster, - slower, Space pauses, "
                                         "Esc or a click stops."),
            }[self.advisor.controller.prefs.solve_speed]
        self._solving_text = text
        self._show(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the demo plays, a click stops it and keys steer it (and do nothing else).

        + or Up plays faster, - or Down slower (the Solve speed preference, so
        the next Solve keeps it), Space or P pauses and goes on; Esc or any
        other key stops it. No key reaches a shortcut meanwhile: the
        shortcut-override asked first is taken, so the key comes here.
        """
        if not self.advisor.demo_running:
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._stop()
            return True
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()
            return True
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        prefs = self.advisor.controller.prefs
        if key in MODIFIER_KEYS:
            pass
        elif key in FASTER_KEYS:
            prefs.set("solve_speed", prefs.solve_speed.faster())
            self._say_demo()
        elif key in SLOWER_KEYS:
            prefs.set("solve_speed", prefs.solve_speed.slower())
            self._say_demo()
        elif key in PAUSE_KEYS:
            if not event.isAutoRepeat():  # a held Space would flicker on and off
                self.advisor.pause_demo(not self.advisor.demo_paused)
        else:
            self._stop()
        return True

    def _stop(self) -> None:
        self.advisor.stop_demo()
        self._show(self.tr("Stopped."))

