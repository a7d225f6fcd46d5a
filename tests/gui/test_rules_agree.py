"""The table and the engine agree on the rules: the game's own, whatever the preferences say.

Driven through the main window with real mouse and key events, on games opened
from real files whose options differ from the preferences for new games.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Rules, Suit
from freecell_qt.storage.game_files import SavedGame, save_game_file
from tests.gui.conftest import Mouse

RANKS = "A23456789TJQK"


def one_ace_up() -> Position:
    """The ace of hearts on its foundation and the two of clubs, which takes it back,
    at the foot of column 1; no ace at the foot of a column, so nothing moves by itself."""
    rest = [f"{r}{s}" for s in "CDHS" for r in RANKS if f"{r}{s}" not in ("AH", "2C")]
    columns: list[list[str]] = [[] for _ in range(8)]
    for index, card in enumerate(rest):
        columns[index % 8].append(card)
    columns[0].append("2C")
    text = "\n".join(["Foundations: H-A C-0 D-0 S-0", "Freecells: - - - -",
                      *(": " + " ".join(column) for column in columns)])
    return Position.from_text(text, 4)


def open_with_takeback(window, tmp_path, takeback: bool) -> Game:
    path = tmp_path / "takeback.freecell"
    assert save_game_file(path, SavedGame(Game(Rules(takeback=takeback), one_ace_up())))
    assert window.open_game(str(path))
    assert window.controller.game.rules.takeback is takeback
    return window.controller.game


def drag_ace_back(window) -> None:
    scene = window.scene
    start = scene.slots[Pile.foundation(Suit.HEARTS)].sceneBoundingRect().center()
    end = scene.cards[Card.parse("2C")].sceneBoundingRect().center()
    Mouse(window.view).drag(start, end)


def test_a_game_with_takeback_lets_a_card_come_back_while_the_preference_is_off(
        window, prefs, tmp_path):
    prefs.set("takeback", False)
    game = open_with_takeback(window, tmp_path, takeback=True)
    drag_ace_back(window)
    assert game.position.counts[Suit.HEARTS] == 0
    assert game.position.columns[0][-1] == Card.parse("AH")
    assert prefs.takeback is False  # the preference for new games is left alone


def test_a_game_without_takeback_says_so_without_blaming_the_preference(
        window, prefs, tmp_path):
    prefs.set("takeback", True)
    game = open_with_takeback(window, tmp_path, takeback=False)
    before = game.position
    drag_ace_back(window)
    assert game.position == before
    message = window.statusBar().currentMessage()
    assert "in this game" in message and "Preferences" not in message


def test_with_takeback_off_everywhere_the_preference_is_named(window, prefs, tmp_path):
    prefs.set("takeback", False)
    game = open_with_takeback(window, tmp_path, takeback=False)
    before = game.position
    drag_ace_back(window)
    assert game.position == before
    assert "Preferences" in window.statusBar().currentMessage()


@pytest.mark.parametrize(("code", "keys", "cell"), [
    ("FC1-C2-AAAAAKH", (Qt.Key.Key_8, Qt.Key.Key_C), "c"),
    ("FC1-C1-AAAAAKH", (Qt.Key.Key_3, Qt.Key.Key_B), "b"),
])
def test_typing_a_cell_the_game_does_not_have_says_so(window, code, keys, cell):
    window.start(GameCode.parse(code))
    before = window.controller.game.position
    window.view.setFocus()
    for key in keys:
        QTest.keyClick(window.view, key)
    assert f"there is no free cell {cell}" in window.statusBar().currentMessage()
    assert window.controller.game.position == before


def test_the_controller_refuses_a_cell_the_game_does_not_have(qtbot, controller):
    controller.new_game(GameCode.parse("FC1-C2-AAAAAKH"))
    before = controller.game.position
    with qtbot.waitSignal(controller.message) as said:
        assert controller.move_to(Pile.column(7), Pile.cell(2)) is False
    assert "there is no free cell c" in said.args[0]
    assert controller.game.position == before
