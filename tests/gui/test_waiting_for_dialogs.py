"""The helpers that answer dialogs in GUI tests can fail, and never hang or leak.

A check such as ``modals.seen == []`` proves something only after the event
loop ran (a dialog queued with a timer shows up then), and a helper waiting
for a dialog must give up, or a test that goes wrong hangs or leaves a poll
running into the tests after it.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from tests.gui.test_main_window import when_dialog_opens
from tests.gui.test_replay import let_events_run


class Wanted(QDialog):
    """A dialog a test waits for."""


def test_no_modal_is_seen_before_the_event_loop_runs(qtbot, modals):
    box = QMessageBox()
    QTimer.singleShot(0, box.exec)  # as the window queues its end-of-game dialog
    assert modals.seen == []  # true whatever follows: this alone proves nothing
    let_events_run(qtbot)
    assert modals.kinds() == [QMessageBox]


def test_waiting_for_a_dialog_gives_up_and_frees_the_test(qtbot):
    """A dialog of another kind opens instead: it is closed once the wait is over."""
    seen = when_dialog_opens(Wanted, lambda dialog: dialog.accept(), within_ms=100)
    box = QMessageBox()
    rescued = []

    def rescue():  # only if the helper never gives up; the test then fails
        if box.isVisible():
            rescued.append(box)
            box.reject()

    # Bound to the box: a box deleted after the test takes its timer with it.
    QTimer.singleShot(30_000, box, rescue)
    box.exec()
    assert seen == []
    assert rescued == [], "the wait for the dialog never ended"


def test_waiting_for_a_dialog_acts_on_it(qtbot):
    seen = when_dialog_opens(Wanted, lambda dialog: dialog.accept())
    dialog = Wanted()
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen == [dialog]
