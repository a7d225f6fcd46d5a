"""Click to move, with real mouse events on the real main window's table.

With the option on, a click picks a card (and the run on it), marked as the
keyboard's pick is; a click on another pile puts it there, or says why not on
the status bar; a click on the same pile or on the felt, or Esc, lets go. A
drag stays a drag and a double click still sends a card to its best place.
With the option off, a click does what it always did.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Pile, Suit
from tests.boards import RULES_EXAMPLE
from tests.gui.conftest import Mouse, load_board
from tests.gui.test_accessibility import Heard


def c(text: str) -> Card:
    return Card.parse(text)


def centre(window, card: Card) -> QPointF:
    return window.scene.cards[card].sceneBoundingRect().center()


def grip(window, card: Card) -> QPointF:
    """A point on the visible strip of a card in a column (its top edge)."""
    rect = window.scene.cards[card].sceneBoundingRect()
    return QPointF(rect.center().x(), rect.top() + 6)


def slot_centre(window, pile: Pile) -> QPointF:
    return window.scene.slots[pile].sceneBoundingRect().center()


def picked_mark(window):
    return window.scene.marks["picked"]


def felt(window) -> QPointF:
    """A point of bare felt: below the columns' cards, at the table's left edge."""
    return QPointF(3, window.scene.height() - 3)


@pytest.fixture
def board(window, controller, prefs):
    """The rules example (docs/rules.md) with click to move on and no auto-move."""
    prefs.set("automove", False)
    prefs.set("click_to_move", True)
    load_board(controller, RULES_EXAMPLE)
    window.scene.finish_animations()
    return controller.game


@pytest.fixture
def heard(window) -> Heard:
    return Heard(window)


@pytest.fixture
def mouse_on(window) -> Mouse:
    return Mouse(window.view)


def test_the_option_is_off_by_default(prefs):
    assert prefs.click_to_move is False


def test_a_click_picks_a_card_and_a_click_on_a_pile_puts_it_there(window, board, mouse_on,
                                                                  heard: Heard):
    mouse_on.click(centre(window, c("8S")))
    assert picked_mark(window).isVisible()
    lit = picked_mark(window).path().boundingRect()
    assert lit.contains(centre(window, c("8S")))
    assert board.move_count == 0
    assert heard.said[-1] == ("Column 5: picked up 8 of spades", False)
    mouse_on.click(slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == (c("8S"),) and board.move_count == 1
    assert not picked_mark(window).isVisible()
    assert heard.said[-1] == ("8 of spades to column 8", False)


def test_a_click_on_a_card_in_a_run_picks_the_run_on_it(window, board, mouse_on, heard):
    # Column 1 is one run from KS down to 2H; 4H and the two cards on it go together.
    mouse_on.click(grip(window, c("4H")))
    lit = picked_mark(window).path().boundingRect()
    assert lit.contains(centre(window, c("2H"))) and lit.contains(grip(window, c("4H")))
    assert not lit.contains(grip(window, c("5S")))
    assert heard.said[-1] == ("Column 1: picked up 3 cards, 4 of hearts to 2 of hearts",
                              False)
    mouse_on.click(slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == (c("4H"), c("3S"), c("2H"))


def test_a_refused_put_says_why_on_the_status_bar_and_lets_go(window, board, mouse_on,
                                                              controller):
    before = board.position
    mouse_on.click(centre(window, c("8S")))
    mouse_on.click(centre(window, c("KD")))
    reason = controller.check_drop(Pile.column(4), Pile.column(6), 1)[1]
    assert reason and window.statusBar().currentMessage() == reason
    assert board.position == before
    assert not picked_mark(window).isVisible()
    # Let go: the next click picks again rather than putting the 8 anywhere.
    mouse_on.click(centre(window, c("KD")))
    assert board.position == before and picked_mark(window).isVisible()


def test_a_card_that_cannot_be_lifted_is_not_picked_and_says_why(window, board, mouse_on,
                                                                  controller):
    mouse_on.click(grip(window, c("3H")))  # 5H on it is no run
    assert not picked_mark(window).isVisible()
    reason = controller.check_pick_up(Pile.column(2), 3)
    assert reason and window.statusBar().currentMessage() == reason


@pytest.mark.parametrize("how", ["same card", "felt", "esc"])
def test_the_pick_is_let_go_by_a_click_on_it_or_on_the_felt_or_by_esc(window, board,
                                                                      mouse_on, how, heard):
    before = board.position
    mouse_on.click(centre(window, c("8S")))
    assert picked_mark(window).isVisible()
    if how == "same card":
        mouse_on.click(centre(window, c("8S")))
    elif how == "felt":
        mouse_on.click(felt(window))
    else:
        window.activateWindow()
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not picked_mark(window).isVisible()
    assert heard.said[-1] == ("Put back", False)
    assert board.position == before
    # Nothing is picked any more: a click on the empty column moves nothing.
    mouse_on.click(slot_centre(window, Pile.column(7)))
    assert board.position == before


def test_a_click_picks_rather_than_sending_a_card_up(window, board, mouse_on, prefs):
    assert prefs.single_click_foundation
    mouse_on.click(centre(window, c("QD")))
    assert board.position.counts[Suit.DIAMONDS] == 11
    assert picked_mark(window).isVisible()
    mouse_on.click(slot_centre(window, Pile.foundation(Suit.DIAMONDS)))
    assert board.position.counts[Suit.DIAMONDS] == 12


def test_a_drag_is_still_a_drag(window, board, mouse_on):
    mouse_on.drag(centre(window, c("8S")), slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == (c("8S"),)
    assert not picked_mark(window).isVisible()


def test_a_drag_lets_go_of_a_pick(window, board, mouse_on):
    mouse_on.click(centre(window, c("QD")))
    mouse_on.drag(centre(window, c("8S")), slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == (c("8S"),)
    assert not picked_mark(window).isVisible()
    mouse_on.click(slot_centre(window, Pile.cell(0)))
    assert board.position.cells[0] is None  # the queen was let go


def test_a_double_click_still_finds_the_best_place(window, board, mouse_on):
    # 8S cannot go up and no red 9 is exposed: the empty column takes it.
    mouse_on.double_click(centre(window, c("8S")))
    assert board.position.columns[7] == (c("8S"),) and board.move_count == 1
    assert not picked_mark(window).isVisible()


def test_a_double_click_on_the_pile_a_pick_goes_to_moves_once(window, board, mouse_on):
    mouse_on.click(centre(window, c("8S")))
    mouse_on.double_click(slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == (c("8S"),) and board.move_count == 1


def test_with_the_option_off_a_click_sends_a_card_up_and_picks_nothing(window, board,
                                                                      mouse_on, prefs):
    prefs.set("click_to_move", False)
    mouse_on.click(centre(window, c("8S")))
    assert not picked_mark(window).isVisible()
    mouse_on.click(slot_centre(window, Pile.column(7)))
    assert board.position.columns[7] == ()
    mouse_on.click(centre(window, c("QD")))
    assert board.position.counts[Suit.DIAMONDS] == 12


def test_the_preferences_dialog_turns_it_on(window, prefs, qtbot):
    from freecell_qt.windows.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(prefs, window)
    qtbot.addWidget(dialog)
    box = dialog.checks["click_to_move"]
    assert not box.isChecked() and "single click then picks" in box.toolTip()
    single = dialog.checks["single_click_foundation"]
    assert single.isEnabled()
    box.setChecked(True)
    assert prefs.click_to_move is True
    # A single click then picks: sending a card up by one click is not on offer.
    assert not single.isEnabled()
    prefs.set("click_to_move", False)
    assert not box.isChecked() and single.isEnabled()
