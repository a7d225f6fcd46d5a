"""The main window: menus, toolbar, status bar and the dialogs it opens."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from freecell_qt.engine import Move
from freecell_qt.windows.history_dialog import HistoryDialog
from freecell_qt.windows.new_game_dialog import NewGameDialog


def menu_action(window, menu_title: str, text: str):
    for menu_action in window.menuBar().actions():
        if menu_action.text().replace("&", "") == menu_title:
            for action in menu_action.menu().actions():
                if action.text().replace("&", "") == text:
                    return action
    raise AssertionError(f"no {menu_title} > {text}")


def when_dialog_opens(kind, act) -> list:
    """Run ``act(dialog)`` on the next modal dialog of ``kind``; record that it ran."""
    seen = []

    def poll():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            seen.append(dialog)
            act(dialog)
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return seen


def test_menus_hold_every_action(window):
    expected = {
        "Game": ["New Game", "New Game with Options...", "Restart Deal",
                 "Play Deal by Number or Code...", "Copy Game Code", "Quit"],
        "Move": ["Undo", "Redo", "Undo History...", "Finish"],
        "View": ["Full Screen", "Toolbar"],
        "Settings": ["Preferences..."],
        "Help": ["How to Play", "About FreeCell Qt"],
    }
    for title, entries in expected.items():
        for entry in entries:
            assert menu_action(window, title, entry) is not None
    assert menu_action(window, "Move", "Undo").shortcut().toString() == "Ctrl+Z"
    assert menu_action(window, "Game", "New Game").shortcut().toString() == "Ctrl+N"


def test_undo_and_redo_from_the_menu(window, controller):
    controller.play(Move.parse("1a"))
    after = controller.game.position
    undo = menu_action(window, "Move", "Undo")
    redo = menu_action(window, "Move", "Redo")
    assert undo.isEnabled() and not redo.isEnabled()
    undo.trigger()
    assert controller.game.position == controller.game.start
    assert redo.isEnabled() and not undo.isEnabled()
    redo.trigger()
    assert controller.game.position == after


def test_undo_by_shortcut(window, controller, qtbot):
    controller.play(Move.parse("1a"))
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.position == controller.game.start


def test_status_bar_and_title_follow_the_game(window, controller):
    assert window.code_label.text() == "FC1-C4-AAAAAKH"
    assert "267" in window.windowTitle()
    controller.play(Move.parse("1a"))
    assert window.moves_label.text() == "Moves: 1"
    assert window.score_label.text().startswith("Score: ")


def test_new_game_dialog_with_a_good_code(window, controller):
    def fill(dialog):
        dialog.number_radio.setChecked(True)
        dialog.deal_edit.clear()
        QTest.keyClicks(dialog.deal_edit, "fc1-c2-aaaaakh")
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    seen = when_dialog_opens(NewGameDialog, fill)
    menu_action(window, "Game", "New Game with Options...").trigger()
    assert seen
    assert str(controller.code) == "FC1-C2-AAAAAKH"
    assert len(controller.game.position.cells) == 2


def test_new_game_dialog_refuses_a_bad_code(window, controller):
    outcome = {}

    def fill(dialog):
        dialog.number_radio.setChecked(True)
        dialog.deal_edit.clear()
        QTest.keyClicks(dialog.deal_edit, "FC1-C9-AAAAAKH")
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        outcome["ok_enabled"] = ok.isEnabled()
        outcome["error"] = dialog.error_label.text()
        dialog.reject()

    seen = when_dialog_opens(NewGameDialog, fill)
    menu_action(window, "Game", "Play Deal by Number or Code...").trigger()
    assert seen
    assert outcome["ok_enabled"] is False
    assert "C9" in outcome["error"] or "9" in outcome["error"]
    assert str(controller.code) == "FC1-C4-AAAAAKH"  # nothing changed


def test_undo_history_jump(window, controller):
    for token in ("1a", "2b", "3c"):
        controller.play(Move.parse(token))
    menu_action(window, "Move", "Undo History...").trigger()
    dialog = window.history
    assert isinstance(dialog, HistoryDialog) and dialog.isVisible()
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert controller.game.current == 1
    assert controller.game.can_redo
    dialog.close()


def test_restart_deal(window, controller):
    from freecell_qt.windows.abandon_dialog import AbandonQuestion

    controller.play(Move.parse("1a"))
    # A game with a move counts as lost when left, so the player is asked first.
    asked = when_dialog_opens(AbandonQuestion, lambda box: box.abandon_button.click())
    menu_action(window, "Game", "Restart Deal").trigger()
    assert asked
    assert controller.game.position == controller.game.start
    assert not controller.game.can_undo


def test_finish_button_appears_when_the_game_can_be_finished(window, controller, prefs):
    from tests.gui.conftest import load_board

    board = "\n".join([
        "Foundations: H-Q C-K D-K S-Q",
        "Freecells: - - - -",
        ": KS", ": KH", ":", ":", ":", ":", ":", ":",
    ])
    load_board(controller, board)
    assert window.finish_action.isEnabled()
    assert window.view.finish_button.isVisible()
    from freecell_qt.windows.end_dialogs import WonDialog

    seen = when_dialog_opens(WonDialog, lambda dialog: dialog.reject())
    QTest.mouseClick(window.view.finish_button, Qt.MouseButton.LeftButton)
    assert controller.game.is_won
    QTest.qWait(200)
    assert seen, "the won dialog was shown"


def test_copy_game_code(window, controller):
    menu_action(window, "Game", "Copy Game Code").trigger()
    assert QApplication.clipboard().text() == "FC1-C4-AAAAAKH"
