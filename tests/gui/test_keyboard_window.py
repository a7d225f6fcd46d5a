"""Keyboard play in the real main window, with its shortcuts, menus and dialogs.

The table's own tests drive a bare view; here the keys go through everything a
player's keys go through: the window's shortcuts first (``H`` is Hint), then
the table.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from freecell_qt.engine import GameCode, Pile, Preset, Rules, Suit
from freecell_qt.windows.new_game_dialog import NewGameDialog

KEYS = {
    **{str(n): getattr(Qt.Key, f"Key_{n}") for n in range(1, 9)},
    **{letter: getattr(Qt.Key, f"Key_{letter.upper()}") for letter in "abcdhrlu"},
    "left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up,
    "down": Qt.Key.Key_Down, "space": Qt.Key.Key_Space, "enter": Qt.Key.Key_Return,
    "esc": Qt.Key.Key_Escape,
}


def press(window, *names: str) -> None:
    """Keys as a player types them, on the table that has the focus."""
    window.activateWindow()
    window.view.setFocus()
    for name in names:
        QTest.keyClick(window.view, KEYS[name])


def deal(window, number: int, cells: int = 4, variant: Preset = Preset.FREECELL) -> None:
    window.start(GameCode.for_rules(Rules(variant, cells), number))


def message(window) -> str:
    return window.statusBar().currentMessage()


def focused_pile(window) -> Pile | None:
    """The pile under the focus frame, as the player sees it."""
    frame = window.scene.marks["focus"]
    assert frame.isVisible()
    return window.scene.pile_at(frame.sceneBoundingRect().center())


# -- a half-typed move keeps its key --------------------------------------
def test_column_then_h_sends_the_card_up_instead_of_asking_for_a_hint(window, controller):
    window.prefs.set("automove", False)  # else the ace goes up by itself at the deal
    deal(window, 2)  # column 1 ends with the ace of spades
    press(window, "1", "h")
    assert controller.game.position.counts[Suit.SPADES] == 1
    assert controller.game.move_count == 1
    assert message(window) == ""  # no "Thinking..." from a hint


def test_h_alone_still_asks_for_a_hint(window, controller, qtbot):
    deal(window, 2)
    press(window, "h")
    qtbot.waitUntil(lambda: message(window).startswith(("Thinking", "Hint")))
    assert controller.game.move_count == 0


def test_escape_lets_go_of_a_typed_column(window, controller):
    deal(window, 2)
    press(window, "1", "esc", "h")  # the h is a hint again, not "1h"
    assert controller.game.move_count == 0


# -- reading keys are heard, and take nothing from play --------------------------
def test_reading_keys_keep_a_half_typed_move(window, controller):
    deal(window, 267)  # column 7 ends with the 3 of diamonds, column 8 with the 4 of spades
    said: list[str] = []
    window.view.speech.said.connect(lambda text, _assertive: said.append(text))
    press(window, "7", "r", "l", "u")
    QTest.keyClick(window.view, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    press(window, "8")
    assert controller.game.move_count == 1
    assert said[:4] == [
        "Column 1: 7 of hearts, 5 of diamonds, 2 of diamonds, 8 of diamonds, 10 of clubs, "
        "2 of hearts, 8 of spades, 7 cards",
        "Free cells, 4 free: a, empty; b, empty; c, empty; d, empty",
        "Foundations: spades, empty; hearts, empty; clubs, empty; diamonds, empty",
        "Column 2: 2 of clubs, ace of diamonds, 8 of hearts, 3 of hearts, 9 of hearts, "
        "6 of spades, king of hearts, 7 cards",
    ]
    assert said[4] == "3 of diamonds onto the 4 of spades, in column 8"


def test_alt_and_a_digit_open_no_menu(window, controller, modals):
    deal(window, 267)
    for digit in range(1, 9):
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{digit}"),
                       Qt.KeyboardModifier.AltModifier)
    assert window.menuBar().activeAction() is None
    assert modals.seen == []
    assert controller.game.move_count == 0


# -- free cells the game does not have ----------------------------------------
@pytest.mark.parametrize(("cells", "keys", "missing"), [
    (2, ("8", "c"), "c"),
    (1, ("3", "b"), "b"),
    (3, ("a", "d"), "d"),
    (2, ("d",), "d"),
])
def test_a_free_cell_the_game_does_not_have_is_named(window, controller, qtbot, cells, keys,
                                                     missing):
    deal(window, 2, cells)
    before = controller.game.position
    with qtbot.capture_exceptions() as caught:
        press(window, *keys)
    assert caught == []
    assert controller.game.position == before
    assert f"there is no free cell {missing}" in message(window)
    assert not window.scene.marks["picked"].isVisible()


# -- the focus after a deal with fewer cells ----------------------------------
def choose_cells(cells: int):
    def answer(dialog: NewGameDialog) -> None:
        dialog.random_radio.setChecked(True)
        dialog.cells_spin.setValue(cells)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    return answer


def test_focus_on_a_cell_that_is_gone_moves_to_one_that_is_left(window, controller, qtbot,
                                                                 modals):
    press(window, "up", "right", "right", "right")
    assert focused_pile(window) == Pile.cell(3)
    modals.answer(NewGameDialog, choose_cells(1))
    with qtbot.capture_exceptions() as caught:
        QTest.keyClick(window.view, Qt.Key.Key_N,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert modals.kinds() == [NewGameDialog]
        assert len(controller.game.position.cells) == 1
        assert focused_pile(window) == Pile.cell(0)
        press(window, "right")
        assert focused_pile(window) == Pile.foundation(Suit.SPADES)
        press(window, "left", "left")
        assert focused_pile(window) == Pile.foundation(Suit.DIAMONDS)
    assert caught == []


# -- every key, in the games with the fewest and the most fixed cells ----------
@pytest.mark.parametrize(("variant", "cells"), [(Preset.FREECELL, 1),
                                                (Preset.FORECELL, 4)])
def test_every_table_key_in_any_order_raises_nothing(window, controller, qtbot, modals,
                                                     variant, cells):
    deal(window, 617, cells, variant)
    window.assist.hint_action.setEnabled(False)  # no solver run per bare h
    names = [name for name in KEYS if name != "esc"]
    with qtbot.capture_exceptions() as caught:
        for first, second in itertools.product(names, repeat=2):
            press(window, first, second)
        for first, second in itertools.product(names, ["esc"]):
            press(window, first, second)
    assert caught == []
    assert focused_pile(window) is not None
