"""Reserve piles and columns of two kinds where the player meets them: the real
main window takes a drag onto a reserve pile, refuses one it cannot take with
the reason, names the pile for a screen reader, and New Game's custom fields
keep a game's reserve piles and kinds of columns (docs/rules.md, Reserve piles;
Columns of two kinds)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from freecell_qt.engine import Card, Game, Pile, Position, Preset, Rules
from freecell_qt.engine.rules import Reserves, Tableau
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words import speech_words
from tests.gui.conftest import Mouse
from tests.gui.test_base_card_table import drag_to
from tests.gui.test_game_choice import pick_game

LIMPOPO = Rules.preset("limpopo")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def start(controller, rules: Rules, columns: list[str]) -> None:
    piles = tuple(cards(column) for column in columns)
    controller.prefs.set("automove", False)
    controller.set_game(Game(rules, Position(piles, (None,) * rules.cells,
                                             ((),) * rules.foundation_count)))


def test_a_card_dragged_onto_a_reserve_pile_goes_there_until_it_is_full(window, controller):
    start(controller, LIMPOPO, ["KS QH", "5D", "9C", "2S", "3S", "4S", "6S", "7S",
                                "TD 4C JH", ""])
    window.scene.finish_animations()
    drag_to(window, "QH", Pile.column(8))
    assert controller.game.position.columns[8] == cards("TD 4C JH QH")
    drag_to(window, "KS", Pile.column(8))
    assert controller.game.position.columns[0] == cards("KS")
    assert window.statusBar().currentMessage() == "Reserve pile 1 is full: it holds 4 cards."
    reading = speech_words.pile_reading(controller.game.position, Pile.column(8), LIMPOPO)
    assert reading.startswith("Reserve pile 1")
    # Only the top card leaves: the queen goes back onto nothing but a black king.
    drag_to(window, "QH", Pile.column(0))
    assert controller.game.position.columns[0] == cards("KS QH")


def test_a_headquarters_pile_takes_a_whole_run_when_empty(window, controller):
    rules = Rules.preset("headquarters")
    start(controller, rules, ["KS QH JC TD", "5D", "9C", "2S", "3S", "4S", "6S", "7S",
                              "", "", "", "", "", "8H"])
    window.scene.finish_animations()
    # Grabbed by its exposed top edge, the queen carries the run below her.
    scene = window.scene
    queen = scene.cards[Card.parse("QH")].sceneBoundingRect()
    grab = QPointF(queen.center().x(), queen.top() + queen.height() * 0.1)
    Mouse(window.view).drag(grab, scene.slots[Pile.column(8)].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.columns[8] == cards("QH JC TD")
    drag_to(window, "5D", Pile.column(13))
    assert controller.game.position.columns[1] == cards("5D")
    assert window.statusBar().currentMessage() == (
        "Reserve pile 6 holds cards: a reserve pile takes cards only when it is empty.")


def test_custom_fields_shown_from_a_game_keep_its_reserve_piles_and_columns(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(LIMPOPO)
    assert dialog.custom.rules(0).reserves is Reserves.FOUR_CARDS
    dialog.custom.show_rules(Rules.preset(Preset.ANTARES))
    assert dialog.custom.rules(4).tableau is Tableau.HALVES
    dialog.custom.show_rules(Rules())
    custom = dialog.custom.rules(4)
    assert (custom.reserves, custom.tableau) == (Reserves.NONE, Tableau.PLAIN)


def test_a_wider_gap_opens_before_each_group_of_columns(window, controller):
    """Antares' right half and Limpopo's reserve piles stand apart from the columns
    before them, so the eye sees where other rules begin."""
    for rules, start in ((Rules.preset(Preset.ANTARES), 4), (LIMPOPO, 8)):
        controller.set_game(Game.new(3, rules))
        window.scene.finish_animations()
        left = [window.scene.slots[Pile.column(index)].sceneBoundingRect().left()
                for index in range(start + 1)]
        assert left[start] - left[start - 1] > 1.3 * (left[start - 1] - left[start - 2])
        assert left[2] - left[1] == pytest.approx(left[1] - left[0])


def test_antares_right_columns_give_any_group_by_its_first_card(window, controller):
    """A drag from columns 5-8 carries the grabbed card and every card on it,
    run or not; it lands where that first card fits."""
    rules = Rules.preset(Preset.ANTARES)
    start(controller, rules, ["9S", "", "", "", "KH 8H 4C 2D", "", "", ""])
    window.scene.finish_animations()
    scene = window.scene
    eight = scene.cards[Card.parse("8H")].sceneBoundingRect()
    grab = QPointF(eight.center().x(), eight.top() + eight.height() * 0.1)
    Mouse(window.view).drag(grab, scene.slots[Pile.column(0)].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.columns[0] == cards("9S 8H 4C 2D")
    assert controller.game.position.columns[4] == cards("KH")
    # A left column gives a run only: the 2 of diamonds alone, not the 4 with it.
    four = scene.cards[Card.parse("4C")].sceneBoundingRect()
    grab = QPointF(four.center().x(), four.top() + four.height() * 0.1)
    Mouse(window.view).drag(grab, scene.slots[Pile.column(1)].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.columns[1] == ()
