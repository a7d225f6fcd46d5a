"""Copy Position and Paste Position in the real main window, by their shortcuts:
the position as fc-solve's text on the clipboard, a pasted board (fc-solve's, or
the table ``freecell play`` prints) played by the first rules that hold it, and
hostile texts refused with their first problem while the game in play stays."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from freecell_qt.engine import Game, Position, Preset, Rules
from freecell_qt.engine.pasted import MAX_CHARS, read_pasted
from tests.cli.test_hostile_input import FREECELL


def freecell(*args: str) -> str:
    done = subprocess.run([*FREECELL, *args], capture_output=True, text=True, check=True)
    return done.stdout


def keys(window, key: Qt.Key) -> None:
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, key, Qt.KeyboardModifier.ControlModifier)


@pytest.fixture
def warnings(monkeypatch):
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: said.append((title, text)))
    return said


def test_ctrl_c_puts_the_position_on_the_clipboard_as_a_board(window, controller):
    controller.play("1a")
    keys(window, Qt.Key.Key_C)
    text = QGuiApplication.clipboard().text()
    # The board after a line naming its rules, which Paste Position reads back.
    assert text == "Rules: C4K8R0BAFAMSDR\n" + controller.game.position.to_text(colon=True)
    assert Position.from_text(text.split("\n", 1)[1]) == controller.game.position
    assert "Copied the position" in window.statusBar().currentMessage()


def test_a_board_from_freecell_deal_is_pasted_and_played_by_the_game_that_holds_it(
        window, controller, prefs):
    prefs.set("automove", False)
    QGuiApplication.clipboard().setText(freecell("deal", "--game", "clink", "5"))
    keys(window, Qt.Key.Key_V)
    game = controller.game
    assert game.rules.game is Preset.CLINK and game.deal_number is None
    assert game.position == Game.new(5, Rules.preset("clink")).start
    assert controller.code is None  # a board, not a numbered deal
    controller.play("ah1")  # it plays like a dealt one: a move, and undo takes it back
    controller.undo()
    assert game.position == game.start


def test_the_table_freecell_play_prints_is_pasted_with_the_game_in_play_first(
        window, controller, prefs):
    prefs.set("automove", False)
    window.start(None, Rules.preset("bakers-game"))
    QGuiApplication.clipboard().setText(freecell("play", "1", "--moves", "1a 2b"))
    keys(window, Qt.Key.Key_V)
    game = controller.game
    assert game.rules.game is Preset.BAKERS_GAME  # the game in play holds it
    assert [str(card) for card in game.position.cells[:2]] == ["6S", "9C"]


@pytest.mark.parametrize(("text", "words"), [
    ("", "there is no board in the text"),
    ("hello\nworld\n", "unknown card"),
    ("x" * (MAX_CHARS + 1), "a board is at most"),
])
def test_a_text_that_is_no_board_is_refused_and_the_game_stays(window, controller, warnings,
                                                              text, words):
    controller.play("1a")
    before, moves = controller.game, controller.game.move_count
    QGuiApplication.clipboard().setText(text)
    keys(window, Qt.Key.Key_V)
    assert len(warnings) == 1
    title, said = warnings[0]
    assert title == "Cannot Paste Position"
    assert words in said and "unchanged" in said
    assert controller.game is before and before.move_count == moves


@pytest.mark.parametrize(("change", "words"), [
    (lambda board: board.replace("JD ", "", 1), "missing: JD"),
    (lambda board: board.replace("2D", "JD", 1), "card JD is already on line"),
    (lambda board: board + "a line that is not a column\n", "unknown card"),
    (lambda board: board.replace("Freecells:", "Freecells: AH"), "card AH is already"),
])
def test_a_board_with_a_problem_is_refused_naming_the_first(window, controller, warnings,
                                                           change, words):
    before = controller.game
    QGuiApplication.clipboard().setText(change(freecell("deal", "1")))
    keys(window, Qt.Key.Key_V)
    assert len(warnings) == 1 and words in warnings[0][1], warnings
    assert controller.game is before


def test_a_card_where_the_rules_allow_none_is_refused_by_those_rules():
    from dataclasses import replace

    colours = Rules.preset("four-colours")
    start = Game.new(2, colours).start
    club = start.columns[0][-1]  # column 1 holds the clubs
    moved = replace(start, columns=(start.columns[0][:-1], *start.columns[1:]),
                    cells=(None, club, None, None))
    with pytest.raises(Exception, match=f"free cell b holds only diamonds, not the "
                                        f"{club.describe()}"):
        moved.check_fits(colours)
    rules, position = read_pasted(moved.to_text(), colours)
    assert position == moved and not rules.suit_cells  # another game of its shape holds it


def test_a_pasted_position_is_solved_saved_reopened_and_filed_apart_from_deals(
        qtbot, window, controller, prefs, modals, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from freecell_qt.storage.preferences import SolveSpeed
    from freecell_qt.storage.statistics import Result
    from freecell_qt.windows.end_dialogs import WonDialog

    monkeypatch.setattr(SolveSpeed, "step_ms", property(lambda speed: 4))
    prefs.set("automove", False)
    QGuiApplication.clipboard().setText(freecell("deal", "--game", "clink", "5"))
    keys(window, Qt.Key.Key_V)
    game = controller.game
    controller.play("ah1")
    played = game.position
    path = tmp_path / "pasted.freecell"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    window.save_as_action.trigger()
    window.start(None, Rules())
    window.open_action.trigger()
    reopened = controller.game
    assert reopened.position == played and reopened.start == game.start
    assert reopened.rules.game is Preset.CLINK and controller.code is None

    said: list[str] = []
    modals.answer(WonDialog, lambda dialog: (said.append(dialog.headline.text()),
                                             dialog.reject()))
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: reopened.is_won and bool(said), timeout=60_000)
    assert "Solved by the computer" in said[0]
    rows = window.statistics_ui.statistics.recent(reopened.rules.key, limit=5)
    assert rows and rows[0].code is None and rows[0].result is Result.WON
