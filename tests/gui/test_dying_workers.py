"""The real main window when a solver worker dies mid-search, or its search fails:
the status bar never stays on "Checking..." or "Difficulty: rating...".

The worker is killed with SIGKILL, as the out-of-memory killer does. It stops
itself at its start (``stopping_workers``), so it is certainly killed with its
question unanswered, whatever the machine's speed.
"""

from __future__ import annotations

import os
import signal

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.pasted import position_text
from tests.engine.test_rating_dealt_cells import emptied_cells
from tests.solving.test_service_failures import kill_workers, stopping_workers, worker_pid

WAIT_MS = 30_000


def test_a_killed_verdict_worker_leaves_checking(qtbot, window, prefs, monkeypatch, request):
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    label = window.assist.verdict_label
    prefs.set("show_verdict", True)
    assert label.text() == "Checking..."
    service = window.advisor.service
    qtbot.waitUntil(lambda: worker_pid(service) is not None, timeout=WAIT_MS)
    pid = worker_pid(service)
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: label.text() != "Checking...", timeout=WAIT_MS)
    assert label.text() == "Winnable", "a fresh worker answered the same question"
    # Let go while the deal's rating searches (solving/gate.py), then started again.
    qtbot.waitUntil(lambda: worker_pid(service) not in (None, pid), timeout=WAIT_MS)


def test_a_killed_rating_worker_leaves_rating(qtbot, window, prefs, monkeypatch, request):
    # The verdict's worker comes first (number 0); the rating is asked once the
    # verdict is in, of the rater's own worker (number 1), which stops itself.
    stopping_workers(request, monkeypatch, lambda n: n == 1)
    label = window.rating_ui.rating_label
    prefs.set("show_verdict", True)
    service = window.rating_ui.rater.service
    qtbot.waitUntil(lambda: worker_pid(service) is not None, timeout=WAIT_MS)
    assert label.text() == "Difficulty: rating..."
    pid = worker_pid(service)
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: label.text() != "Difficulty: rating...", timeout=WAIT_MS)
    assert label.text().startswith("Difficulty: ")
    assert window.controller.difficulty is not None


def test_a_verdict_worker_killed_twice_says_unknown_and_the_next_move_is_checked(
        qtbot, window, controller, prefs, monkeypatch, request):
    stopping_workers(request, monkeypatch, lambda n: n < 2)
    label = window.assist.verdict_label
    prefs.set("show_verdict", True)
    service = window.advisor.service
    kill_workers(qtbot, service, 2)
    qtbot.waitUntil(lambda: label.text() != "Checking...", timeout=WAIT_MS)
    assert label.text() == "Winnable? Unknown"
    window.start(GameCode.for_rules(Rules(), 5))
    qtbot.waitUntil(lambda: label.text() == "Winnable", timeout=WAIT_MS)


def test_a_pasted_forecell_position_with_empty_cells_is_rated(qtbot, window, controller,
                                                               prefs):
    rules = Rules(Preset.FORECELL)
    position = emptied_cells(rules, 3)
    prefs.set("show_verdict", True)
    QGuiApplication.clipboard().setText(position_text(position, rules))
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.rules.game is Preset.FORECELL
    assert controller.game.position == position
    label = window.rating_ui.rating_label
    qtbot.waitUntil(lambda: label.text() not in ("", "Difficulty: rating..."),
                    timeout=WAIT_MS)
    assert label.text() == "Difficulty: Medium"


def test_a_hint_whose_searches_kill_their_workers_says_so(qtbot, window, monkeypatch, request):
    # Four workers die: two on the search for a solution, two on the guess after it.
    stopping_workers(request, monkeypatch, lambda n: n < 4)
    service = window.advisor.service
    window.assist.hint_action.trigger()
    kill_workers(qtbot, service, 4)
    qtbot.waitUntil(lambda: not service.busy, timeout=WAIT_MS)
    assert window.statusBar().currentMessage() == (
        "No hint could be worked out: the solver failed.")
