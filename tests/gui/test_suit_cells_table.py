"""Four Colours where the player meets it: New Game, the cells' suits on the
table, a drag into the wrong suit's cell refused with its reason, and the
double click that picks the suit's cell, in the real main window."""

from __future__ import annotations

from freecell_qt.engine import Card, GameCode, Pile, Preset, Rules, Suit
from freecell_qt.engine.rules import DealOrder, SequenceMove
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import how_to_play_text, open_new_game, pick_game, press_ok

FOUR_COLOURS = Rules.preset("four-colours")


def start(window, deal: int = 2) -> None:
    window.start(GameCode.for_rules(FOUR_COLOURS, deal))
    window.scene.finish_animations()


def test_each_cell_shows_its_suit_and_another_game_s_cells_do_not(window):
    start(window)
    scene = window.scene

    def cell(suit: Suit | None) -> object:
        return scene.painter.slot("cell", scene.layout.card_width, scene.dpr, suit).toImage()

    for suit in Suit:
        assert scene.slots[Pile.cell(suit)].pixmap().toImage() == cell(suit)
    window.start(GameCode.for_rules(Rules.preset("seven-by-four"), 2))  # as many piles
    scene.finish_animations()
    assert scene.slots[Pile.cell(0)].pixmap().toImage() == cell(None)


def test_a_drag_to_another_suit_s_cell_is_refused_and_to_its_own_lands(window, controller):
    start(window)
    scene = window.scene
    column = controller.game.position.columns[1]  # the diamonds
    card = column[-1]
    mouse = Mouse(window.view)
    at = scene.cards[card].sceneBoundingRect().center()
    mouse.drag(at, scene.slots[Pile.cell(Suit.CLUBS)].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.cells == (None,) * 4
    assert window.statusBar().currentMessage() == (
        f"Free cell a holds only clubs, not {_the(card)}.")
    mouse.drag(at, scene.slots[Pile.cell(Suit.DIAMONDS)].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.cells[Suit.DIAMONDS] == card


def _the(card: Card) -> str:
    names = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
    return f"the {names.get(card.rank, card.rank)} of {card.suit.english_name}"


def test_how_to_play_tells_of_the_suits_cells_and_the_deal(window, modals):
    window.start(None, FOUR_COLOURS)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Four Colours")
    assert "Each card is dealt face up to the column of its suit" in text
    assert "a free cell for each suit" in text
    assert "into the free cell of its suit, when it is empty;" in text


def test_a_custom_game_by_suits_with_suit_cells_is_chosen_in_new_game(window, controller,
                                                                     modals):
    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        dialog.cells_spin.setValue(4)
        custom = dialog.custom
        custom.columns_spin.setValue(8)
        custom.sequence_combo.setCurrentIndex(
            custom.sequence_combo.findData(SequenceMove.UNLIMITED))
        custom.deal_combo.setCurrentIndex(custom.deal_combo.findData(DealOrder.SUITS))
        custom.suit_cells_check.click()
        seen["summary"] = dialog.rules_label.text()
        seen["error"] = dialog.error_label.isVisible()
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert not seen["error"]
    assert "each suit dealt to its own column" in str(seen["summary"])
    rules = controller.game.rules
    assert rules.game is Preset.CUSTOM and rules.suit_cells and rules.deal is DealOrder.SUITS
    assert [len(c) for c in controller.game.start.columns] == [13] * 4 + [0] * 4


def test_suit_cells_with_supermoves_are_refused_in_new_game_with_the_reason(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.cells_spin.setValue(4)
    dialog.custom.suit_cells_check.click()
    assert "cards move one at a time or any run at once" in dialog.error_label.text()
    assert not dialog.ok_button.isEnabled()


def test_the_focus_on_an_empty_cell_says_its_suit(window, controller):
    from freecell_qt.words.speech_words import focus_sentence

    start(window)
    position = controller.game.position
    assert focus_sentence(position, Pile.cell(1), FOUR_COLOURS) == \
        "Free cell b, for diamonds, empty"
    assert focus_sentence(position, Pile.cell(1), Rules()) == "Free cell b, empty"
