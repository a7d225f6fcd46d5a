"""Flipper where the player meets it: the real main window draws a covered
column's top card face down, refuses a drag from it or onto it with the reason,
and turns it face up again after an undo, a move out of the cell and a new game
(docs/rules.md, Cells that cover columns)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Preset, Rules
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words import speech_words
from tests.gui.test_base_card_table import drag_to
from tests.gui.test_game_choice import pick_game

FLIPPER = Rules.preset("flipper")
REFUSED = "Column 1's top card is face down while free cell a holds a card."


def card(text: str) -> Card:
    return Card.parse(text)


def shown(window, text: str) -> QImage:
    return window.scene.cards[card(text)].pixmap().toImage()


def back(window) -> QImage:
    scene = window.scene
    return scene.painter.back(scene.layout.card_width, scene.dpr).toImage()


def face(window, text: str) -> QImage:
    scene = window.scene
    return scene.painter.face(card(text), scene.layout.card_width, scene.dpr).toImage()


def start_flipper(window, controller) -> None:
    columns = ((card("KS"), card("QH"), card("JC")), (card("JS"),), (card("9D"),)) + ((),) * 4
    controller.set_game(Game(FLIPPER, Position(columns, (None,) * 7, ((), (), (), ()))))
    window.scene.finish_animations()


def test_a_covered_column_shows_its_top_card_face_down_and_gives_and_takes_nothing(
        window, controller):
    start_flipper(window, controller)
    assert shown(window, "QH") == face(window, "QH")
    drag_to(window, "JC", Pile.cell(0))
    assert controller.game.position.cells[0] == card("JC")
    assert shown(window, "QH") == back(window)
    assert shown(window, "JS") == face(window, "JS")
    # The jack of spades would go on the queen of hearts, were she face up.
    drag_to(window, "JS", Pile.column(0))
    assert controller.game.position.columns[0][-1] == card("QH")
    assert window.statusBar().currentMessage() == REFUSED
    window.statusBar().clearMessage()
    drag_to(window, "QH", Pile.column(4))
    assert controller.game.position.columns[4] == ()
    assert window.statusBar().currentMessage() == REFUSED
    # The screen reader hears what the eye sees.
    reading = speech_words.pile_reading(controller.game.position, Pile.column(0), FLIPPER)
    assert "a face-down card" in reading and "queen of hearts" not in reading
    # Undo turns it up, redo down again.
    window.undo_action.trigger()
    window.scene.finish_animations()
    assert shown(window, "QH") == face(window, "QH")
    window.redo_action.trigger()
    window.scene.finish_animations()
    assert shown(window, "QH") == back(window)
    # The jack of clubs out of cell a into an empty column: the queen is face up.
    drag_to(window, "JC", Pile.column(4))
    assert controller.game.position.columns[4] == (card("JC"),)
    assert shown(window, "QH") == face(window, "QH")
    drag_to(window, "JS", Pile.column(0))
    assert controller.game.position.columns[0][-1] == card("JS")


def test_a_new_game_shows_every_card_face_up(window, controller):
    start_flipper(window, controller)
    drag_to(window, "JC", Pile.cell(0))
    assert shown(window, "QH") == back(window)
    window.start(GameCode.for_rules(FLIPPER, 5))
    window.scene.finish_animations()
    assert controller.game.rules.game is Preset.FLIPPER
    for column in controller.game.position.columns:
        assert shown(window, str(column[-1])) == face(window, str(column[-1]))


def test_custom_fields_shown_from_flipper_give_it_back(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(FLIPPER)
    assert dialog.custom.rules(7).cells_cover
    dialog.custom.show_rules(Rules())
    assert not dialog.custom.rules(4).cells_cover
