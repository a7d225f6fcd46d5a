"""Issue 48: the statistics name each game as a player does ("FreeCell 617",
"Penguin 2,404" grouped in the language's way), the code on hover and below."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from freecell_qt.engine import Game, GameCode, Rules
from freecell_qt.windows.main_window import MainWindow

PENGUIN = GameCode.for_rules(Rules.preset("penguin"), 2404)
FREECELL = GameCode.for_rules(Rules(), 617)


def played(window: MainWindow, code: GameCode) -> None:
    """Start ``code`` and make one move, so that it is a record."""
    window.start(code)
    controller = window.controller
    assert any(controller.play(move) for move in controller.game.legal_moves())
    window.statistics_ui.recorder.flush()


def open_statistics(window: MainWindow):
    window.statistics_ui.statistics_action.trigger()  # Game > Statistics...
    dialog = window.statistics_ui.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.fixture
def main(qtbot, controller) -> MainWindow:
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    return window


def test_games_are_named_with_grouped_numbers_and_the_code_on_hover(main):
    played(main, FREECELL)
    played(main, PENGUIN)
    dialog = open_statistics(main)
    assert dialog.table.item(0, 1).text() == "Penguin 2,404"
    assert dialog.table.item(0, 1).toolTip() == str(PENGUIN)
    dialog.table.selectRow(0)
    assert str(PENGUIN) in dialog.code_label.text()
    dialog.reject()
    main.start(FREECELL)
    dialog = open_statistics(main)
    rows = [dialog.table.item(row, 1) for row in range(dialog.table.rowCount())]
    assert [(i.text(), i.toolTip()) for i in rows] == [("FreeCell 617", str(FREECELL))]


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_number_is_grouped_as_the_language_writes_it(main, language):
    played(main, PENGUIN)
    dialog = open_statistics(main)
    assert dialog.table.item(0, 1).text().endswith(" 2.404")
    assert "2404" not in dialog.table.item(0, 1).text()


def test_a_board_with_no_deal_number_is_named_after_its_game(main):
    start = Game.new(5).start
    main.controller.set_game(Game(Rules(), start, None))
    assert any(main.controller.play(m) for m in main.controller.game.legal_moves())
    main.statistics_ui.recorder.flush()
    dialog = open_statistics(main)
    item = dialog.table.item(0, 1)
    assert item.text() == "FreeCell, custom board"
    dialog.table.selectRow(0)
    assert dialog.code_label.text() != ""
    QApplication.processEvents()
