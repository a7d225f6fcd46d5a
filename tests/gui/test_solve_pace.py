"""Solve plays at its own pace: the Solve speed preference, and keys that steer it.

Through the real main window, its Solve action and real key presses and
clicks. The window's advisor asks a scripted solver (no worker process); the
way Solve plays is the engine's own solution of the deal, learnt beforehand as
a search made elsewhere would be. The pace is checked as the interval the demo
waits and the time a move may fly, never as time measured on a clock.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode
from freecell_qt.engine.solver import solve
from freecell_qt.storage.preferences import AnimationSpeed, SolveSpeed
from freecell_qt.table.scene import MOVE_MS, PACE_SHARE
from tests.gui.test_advisor import ScriptedService


@pytest.fixture
def solving_window(qtbot, controller, monkeypatch):
    """The main window on deal 267, its solution known, its solver scripted."""
    from freecell_qt.solving import advisor as advisor_module
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(advisor_module, "SolverService",
                        lambda parent=None: ScriptedService({}))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    game = controller.game
    result = solve(game.start, game.rules)
    assert result.solved and len(result.moves) > 20
    window.advisor.learn(game.start, game.rules, result)
    yield window
    window.advisor.stop_demo()


def start_solve(qtbot, window) -> None:
    """Solve from here, waiting for its first move (the next one then timed)."""
    moves = window.controller.game.move_count
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count > moves)
    assert window.advisor.demo_running


def pace(window) -> int:
    """The time the demo waits before its next move, as its timer holds it."""
    wait = window.advisor.next_demo_move_ms
    assert wait is not None
    return wait


def status(window) -> str:
    return window.statusBar().currentMessage()


def key(window, which: Qt.Key) -> None:
    QTest.keyClick(window.view.viewport(), which)


@pytest.mark.parametrize("animation", [AnimationSpeed.OFF, AnimationSpeed.NORMAL])
@pytest.mark.parametrize("speed", list(SolveSpeed))
def test_solve_waits_its_own_speed_between_moves(qtbot, solving_window, prefs, speed,
                                                animation):
    """Whatever the animation preference, even off, Solve's moves come at the
    Solve speed preference's pace."""
    prefs.set("animation_speed", animation)
    prefs.set("solve_speed", speed)
    start_solve(qtbot, solving_window)
    assert pace(solving_window) == speed.step_ms


def test_solve_speeds_are_slow_normal_and_fast_and_fast_plays_100_moves_in_15_s():
    slow, normal, fast = (speed.step_ms for speed in SolveSpeed)
    assert slow > normal > fast
    assert 100 * fast < 15_000


def test_at_fast_a_move_flies_briefly_even_with_animations_at_normal(qtbot, solving_window,
                                                                     prefs):
    prefs.set("animation_speed", AnimationSpeed.NORMAL)
    prefs.set("solve_speed", SolveSpeed.FAST)
    start_solve(qtbot, solving_window)
    # The move just played is flying (or has landed): no longer than its share of the pace.
    assert solving_window.scene.animator.flight_ms <= SolveSpeed.FAST.step_ms * PACE_SHARE < MOVE_MS
    # Once Solve stops, the player's own moves fly as long as the preference says.
    key(solving_window, Qt.Key.Key_Escape)
    assert not solving_window.advisor.demo_running
    assert solving_window.scene.move_limit_ms is None


def test_keys_speed_solve_up_and_down_and_the_status_bar_says_them(qtbot, solving_window,
                                                                   prefs):
    prefs.set("solve_speed", SolveSpeed.NORMAL)
    start_solve(qtbot, solving_window)
    assert "+ faster" in status(solving_window) and "Space" in status(solving_window)
    key(solving_window, Qt.Key.Key_Plus)
    assert solving_window.advisor.demo_running
    assert prefs.solve_speed is SolveSpeed.FAST
    assert pace(solving_window) == SolveSpeed.FAST.step_ms
    assert status(solving_window).startswith("Solving fast")
    key(solving_window, Qt.Key.Key_Plus)  # fast stays fast
    assert prefs.solve_speed is SolveSpeed.FAST
    key(solving_window, Qt.Key.Key_Down)
    key(solving_window, Qt.Key.Key_Minus)
    assert prefs.solve_speed is SolveSpeed.SLOW
    assert pace(solving_window) == SolveSpeed.SLOW.step_ms
    assert status(solving_window).startswith("Solving slowly")
    key(solving_window, Qt.Key.Key_Up)
    assert prefs.solve_speed is SolveSpeed.NORMAL
    # Shift (on its way to a + on many keyboards) stops nothing.
    key(solving_window, Qt.Key.Key_Shift)
    assert solving_window.advisor.demo_running
    # And Solve goes on playing at the pace chosen.
    moves = solving_window.controller.game.move_count
    qtbot.waitUntil(lambda: solving_window.controller.game.move_count > moves)
    assert solving_window.advisor.demo_running


@pytest.mark.parametrize("pause_key", [Qt.Key.Key_Space, Qt.Key.Key_P])
def test_a_key_pauses_solve_and_goes_on(qtbot, solving_window, prefs, pause_key):
    prefs.set("solve_speed", SolveSpeed.FAST)
    start_solve(qtbot, solving_window)
    advisor = solving_window.advisor
    key(solving_window, pause_key)
    assert advisor.demo_running and advisor.demo_paused
    # Nothing is timed to play next: the game waits for the player.
    assert not advisor.busy
    assert status(solving_window).startswith("Solve paused")
    moves = solving_window.controller.game.move_count
    # A change of speed while paused keeps it paused.
    key(solving_window, Qt.Key.Key_Down)
    assert advisor.demo_paused and not advisor.busy
    assert solving_window.controller.game.move_count == moves
    key(solving_window, pause_key)
    assert not advisor.demo_paused
    assert pace(solving_window) == SolveSpeed.NORMAL.step_ms
    qtbot.waitUntil(lambda: solving_window.controller.game.move_count > moves)
    assert advisor.demo_running


@pytest.mark.parametrize("stop", ["click", "escape", "other key"])
def test_a_click_escape_or_another_key_stops_solve(qtbot, solving_window, prefs, stop):
    prefs.set("solve_speed", SolveSpeed.FAST)
    start_solve(qtbot, solving_window)
    advisor = solving_window.advisor
    if stop == "click":
        QTest.mouseClick(solving_window.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    elif stop == "escape":
        key(solving_window, Qt.Key.Key_Escape)
    else:
        key(solving_window, Qt.Key.Key_H)  # not a hint meanwhile, only a stop
    assert not advisor.demo_running
    assert status(solving_window) == "Stopped."
    moves = solving_window.controller.game.move_count
    qtbot.waitUntil(lambda: not advisor.busy)
    assert solving_window.controller.game.move_count == moves
    assert not solving_window.scene.marks["hint"].isVisible()


def test_paused_solve_stops_at_a_click(qtbot, solving_window, prefs):
    start_solve(qtbot, solving_window)
    key(solving_window, Qt.Key.Key_Space)
    QTest.mouseClick(solving_window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert not solving_window.advisor.demo_running
    assert not solving_window.advisor.demo_paused


def test_solve_speed_is_chosen_in_preferences(qtbot, prefs):
    from freecell_qt.windows.preferences_dialog import PreferencesDialog

    prefs.set("solve_speed", SolveSpeed.NORMAL)
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    combo = dialog.choice_combos["solve_speed"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Slow", "Normal", "Fast"]
    assert combo.currentData() is SolveSpeed.NORMAL
    combo.setCurrentIndex(combo.findData(SolveSpeed.FAST))
    assert prefs.solve_speed is SolveSpeed.FAST
    prefs.set("solve_speed", SolveSpeed.SLOW)  # a key while Solve plays, say
    assert combo.currentData() is SolveSpeed.SLOW
    # On the Play page.
    assert dialog.tabs.widget(0).isAncestorOf(combo)
