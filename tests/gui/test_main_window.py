"""The main window: menus, toolbar, status bar and the dialogs it opens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDeadlineTimer, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel

from freecell_qt.engine import GameCode, Move, Preset, Rules
from freecell_qt.windows.history_dialog import HistoryDialog
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.patience import PATIENCE_MS


def menu_action(window, menu_title: str, text: str):
    for menu_action in window.menuBar().actions():
        if menu_action.text().replace("&", "") == menu_title:
            for action in menu_action.menu().actions():
                if action.text().replace("&", "") == text:
                    return action
    raise AssertionError(f"no {menu_title} > {text}")


def when_dialog_opens(kind, act, within_ms: int = PATIENCE_MS) -> list:
    """Run ``act(dialog)`` on the next modal dialog of ``kind``; record that it ran.

    The caller asserts the list it gets. Polling ends after ``within_ms``: a
    dialog that never comes then leaves the list empty and the test fails,
    instead of a poll that goes on into later tests; a modal dialog of
    another kind still open then is rejected, so its ``exec()`` cannot hang.
    """
    seen = []
    deadline = QDeadlineTimer(within_ms)

    def poll():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            seen.append(dialog)
            act(dialog)
        elif not deadline.hasExpired():
            QTimer.singleShot(20, poll)
        elif isinstance(dialog, QDialog):
            dialog.reject()  # what the test waits in instead; the caller's assert fails

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
    shown = {
        action.text().replace("&", ""): [entry.text().replace("&", "")
                                         for entry in action.menu().actions()]
        for action in window.menuBar().actions()
    }
    missing = {title: [entry for entry in entries if entry not in shown.get(title, [])]
               for title, entries in expected.items()}
    assert missing == {title: [] for title in expected}, shown
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
    assert "9 free cells is out of range (0 to 4)" in outcome["error"]
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


def test_finish_button_appears_when_the_game_can_be_finished(qtbot, window, controller, prefs):
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
    qtbot.waitUntil(lambda: bool(seen))  # the won dialog was shown


def test_copy_game_code(window, controller):
    menu_action(window, "Game", "Copy Game Code").trigger()
    assert QApplication.clipboard().text() == "FC1-C4-AAAAAKH"


# -- what a player saw ---------------------------------------------------------
def test_the_title_names_the_game_and_leaves_the_app_name_to_the_platform(window, qapp):
    # Qt adds the application's display name to what the title bar shows.
    name = qapp.applicationDisplayName()
    qapp.setApplicationDisplayName("FreeCell Qt")
    try:
        window.start(GameCode.for_rules(Rules(), 617))
        assert window.windowTitle() == "FreeCell deal 617"
        window.start(GameCode.for_rules(Rules(Preset.FORECELL), 5))
        assert window.windowTitle() == "ForeCell deal 5"
        assert "FreeCell Qt" not in window.windowTitle()
    finally:
        qapp.setApplicationDisplayName(name)


#: Keys the desktop gives a meaning in every application, beyond those Qt lists
#: for the platform it runs on (the test runs on one platform only).
PLATFORM_KEYS = {"Ctrl+Q": "Quit", "Ctrl+W": "Close", "Ctrl+F4": "Close", "Alt+F4": "Close"}
#: Standard keys of a window, as opposed to those of a text field (Bold, Find...).
#: Not Cancel: Esc leaving a mode (the replay) is what Cancel means.
WINDOW_KEYS = ("Close", "Quit", "New", "Open", "Save", "SaveAs", "Print", "Undo", "Redo",
               "Preferences", "HelpContents", "WhatsThis", "FullScreen", "Refresh", "Back",
               "Forward", "AddTab", "NextChild", "PreviousChild", "Copy", "Cut", "Paste",
               "SelectAll", "Delete", "ZoomIn", "ZoomOut")


def test_no_shortcut_is_shared_or_taken_from_the_platform(window):
    owners = {"New": window.new_action, "Open": window.open_action,
              "SaveAs": window.save_as_action, "Quit": window.quit_action,
              "Undo": window.undo_action, "Redo": window.redo_action,
              "HelpContents": window.how_to_action, "FullScreen": window.fullscreen_action,
              "Preferences": window.preferences_action,
              "Copy": window.copy_position_action, "Paste": window.paste_position_action}
    reserved: dict[str, str] = dict(PLATFORM_KEYS)
    for name in WINDOW_KEYS:
        for sequence in QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, name)):
            reserved[sequence.toString()] = name
    taken: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            key, text = sequence.toString(), action.text().replace("&", "")
            assert key not in taken, f"{key} is both {taken[key]} and {text}"
            taken[key] = text
            if key in reserved:
                assert owners.get(reserved[key]) is action, f"{text} takes {key} " \
                                                             f"({reserved[key]})"
    assert taken["Ctrl+B"] == "Where Did I Go Wrong?"


def test_a_long_refusal_is_shown_whole_at_800_by_600(window, controller, prefs, qtbot):
    from tests.boards import RULES_EXAMPLE
    from tests.gui.conftest import load_board

    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    prefs.set("automove", False)
    load_board(controller, RULES_EXAMPLE)
    window.activateWindow()
    window.view.setFocus()
    table_height = window.view.height()
    QTest.keyClick(window.view, Qt.Key.Key_1)
    QTest.keyClick(window.view, Qt.Key.Key_7)
    text = window.statusBar().currentMessage()
    assert text == ("No card of the run from the king of spades to the 2 of hearts goes on "
                    "the king of diamonds, which takes a black queen.")
    # Shown in a label that has the room (or the lines) for all of it.
    shown = [label for label in window.statusBar().findChildren(QLabel)
             if label.text() == text and label.isVisible()]
    assert len(shown) == 1
    label = shown[0]
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.wordWrap() or label.fontMetrics().horizontalAdvance(text) <= label.width()
    lines = label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing()
    longest_word = max(label.fontMetrics().horizontalAdvance(w) for w in text.split())
    assert label.width() >= longest_word and lines < 6
    assert label.mapTo(window, label.rect().bottomRight()).x() <= window.width()
    for permanent in (window.code_label, window.score_label, window.moves_label,
                      window.time_label):
        assert permanent.isVisible()
    # The bar had the room already: the table does not jump when a message comes.
    assert window.view.height() == table_height


def test_a_refusal_starts_with_a_capital(window, controller):
    controller.message.emit("this game has free cells a to b; there is no free cell c")
    assert window.statusBar().currentMessage() == (
        "This game has free cells a to b; there is no free cell c")


@pytest.mark.parametrize(("last_chosen", "in_progress", "typed"), [
    (Preset.FORECELL, Rules(cells=2), "11982"),
    (Preset.FREECELL, Rules.preset("bakers-game"), "617"),
], ids=["freecell-2-cells", "bakers-game"])
def test_play_deal_by_number_keeps_the_rules_of_the_game_in_progress(
        window, controller, prefs, modals, last_chosen, in_progress, typed):
    prefs.set("variant", last_chosen)  # what the dialog was last set to
    window.start(GameCode.for_rules(in_progress, 5))

    def type_number(dialog: NewGameDialog) -> None:
        QTest.keyClicks(dialog.deal_edit, typed)
        QTest.keyClick(dialog.deal_edit, Qt.Key.Key_Return)

    modals.answer(NewGameDialog, type_number)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert modals.kinds() == [NewGameDialog]
    assert controller.code == GameCode.for_rules(in_progress, int(typed))


def test_a_message_passes_and_the_bar_keeps_its_height(window, qtbot):
    bar = window.statusBar()
    height = bar.height()
    bar.showMessage("a passing word", 20)
    assert bar.currentMessage() == "A passing word"
    qtbot.waitUntil(lambda: bar.currentMessage() == "")
    assert bar.height() == height


def test_settings_that_cannot_be_kept_are_said_in_the_window(window, tmp_path):
    settings_file = tmp_path / "settings.ini"
    window.toolbar_action.trigger()  # a preference written while the file can be
    assert "Settings cannot be saved" not in window.statusBar().currentMessage()
    settings_file.unlink()
    settings_file.mkdir()  # nothing can be written in its place now, even as root
    window.toolbar_action.trigger()
    assert "Settings cannot be saved" in window.statusBar().currentMessage()


def test_f11_toggles_full_screen_on_any_desktop(window, qtbot):
    # The offscreen platform, like KDE or a bare X server, has no standard
    # full-screen key: F11 must still work.
    window.activateWindow()
    window.view.setFocus()
    action = menu_action(window, "View", "Full Screen")
    assert QKeySequence(Qt.Key.Key_F11) in action.shortcuts()
    QTest.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()


def test_the_platform_full_screen_key_is_kept_beside_f11():
    from freecell_qt.windows.main_window import full_screen_keys

    keys = full_screen_keys()
    assert keys[0] == QKeySequence(Qt.Key.Key_F11)
    standard = [key for key in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
                if not key.isEmpty()]
    assert all(key in keys for key in standard)
    assert len(keys) == len(set(key.toString() for key in keys))
