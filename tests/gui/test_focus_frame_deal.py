"""The keyboard frame while a deal flies in: hidden, then back on its pile when it lands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Pile
from freecell_qt.storage.preferences import AnimationSpeed


def frame_on(window, pile: Pile) -> bool:
    frame = window.scene.marks["focus"]
    return frame.isVisible() and frame.sceneBoundingRect().contains(
        window.scene.pile_rect(pile))


def test_the_frame_waits_for_the_deal_to_land(window, prefs, qtbot):
    prefs.set("animation_speed", AnimationSpeed.FAST)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the frame is shown, on column 2
    focus = window.scene.keys.focus
    assert focus == Pile.column(1) and frame_on(window, focus)
    window.restart_action.trigger()  # nothing played: no question, just the deal again
    animator = window.scene.animator
    assert animator.busy, "the deal is on its way"
    assert not window.scene.marks["focus"].isVisible(), "no frame over the empty felt"
    qtbot.waitUntil(lambda: not animator.busy)
    assert frame_on(window, focus)


def test_a_deal_in_another_layout_brings_the_frame_back_too(window, prefs, qtbot):
    prefs.set("animation_speed", AnimationSpeed.FAST)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Left)  # round to the last column
    window.start(GameCode.parse("EO1-C8-AAAAAKH"))  # Eight Off: ten columns
    assert not window.scene.marks["focus"].isVisible()
    qtbot.waitUntil(lambda: not window.scene.animator.busy)
    assert frame_on(window, window.scene.keys.focus)


def test_without_animations_the_frame_stays(window):
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    window.restart_action.trigger()
    assert not window.scene.animator.busy
    assert frame_on(window, window.scene.keys.focus)
