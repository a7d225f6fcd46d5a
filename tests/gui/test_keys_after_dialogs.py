"""After any dialog closes, the keys reach the table, and the frame shows where they go.

A player who opened Preferences or Statistics and closed them found the move
keys dead until a click on the felt, with nothing on the table saying where
the keys would go.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from freecell_qt.engine import Pile


def close_dialog(dialog: QWidget) -> None:
    dialog.close()


OPENERS: dict[str, Callable[[object], None]] = {
    "preferences": lambda window: window.preferences_action.trigger(),
    "statistics": lambda window: window.statistics_ui.statistics_action.trigger(),
    "how to play": lambda window: window.how_to_action.trigger(),
    "undo history": lambda window: window.history_action.trigger(),
    "new game with options": lambda window: window.new_dialog_action.trigger(),
}


def press(key: Qt.Key) -> None:
    """A key as the player presses it: to whatever has the keyboard focus now."""
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard focus"
    QTest.keyClick(target, key)


@pytest.mark.parametrize("open_dialog", OPENERS.values(), ids=OPENERS.keys())
def test_the_arrow_keys_move_the_frame_after_a_dialog_closes(qtbot, window, modals,
                                                             open_dialog):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    keys = window.scene.keys
    modals.answer(QDialog, close_dialog)
    open_dialog(window)
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible() and not dialog.isModal():  # Undo History: the player closes it
            dialog.close()
    qtbot.waitUntil(lambda: not any(d.isVisible() for d in window.findChildren(QDialog)))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    press(Qt.Key.Key_Right)
    assert keys.focus == Pile.column(1)
    frame = window.scene.marks["focus"]
    assert frame.isVisible()


def test_the_frame_shows_only_while_the_keys_reach_the_table(qtbot, window, modals):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    press(Qt.Key.Key_Right)
    frame = window.scene.marks["focus"]
    assert frame.isVisible()
    seen_while_open: list[bool] = []

    def look_then_close(dialog: QWidget) -> None:
        # The dialog has the keys now: the table's frame points nowhere.
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not window.view)
        seen_while_open.append(frame.isVisible())
        dialog.close()

    modals.answer(QDialog, look_then_close)
    window.preferences_action.trigger()
    assert seen_while_open == [False]
    qtbot.waitUntil(frame.isVisible)  # back with the keys, no key pressed
    assert window.scene.keys.focus == Pile.column(1)
