"""Sarlacc where the player meets it: the real main window draws the 52 piles
in five overlapping tiers, each pile overlapping exactly the piles the rules
say lie over it; a drag between free piles plays, a drag of a blocked pile's
card is refused with the reason, a pile drops down onto the one it alone
covers, and the arrow keys go along a tier and between tiers
(docs/rules.md, Piles in overlapping tiers)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Preset, Rules
from freecell_qt.engine.rules import Tableau
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words import speech_words
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import pick_game
from tests.gui.test_keyboard_window import press

RULES = Rules.preset(Preset.SARLACC)
TIERS = ((0, 10), (10, 21), (21, 31), (31, 42), (42, 52))


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def start(controller, piles: dict[int, str]) -> None:
    columns = tuple(cards(piles.get(index, "")) for index in range(52))
    controller.prefs.set("automove", False)
    controller.set_game(Game(RULES, Position(columns, (None,) * 6, ((),) * 4)))


def shown_rect(window, index: int) -> QRectF:
    """Where pile ``index``'s first card lies on the table."""
    return window.scene.card_rect(Pile.column(index), 0, 1)


def drag(window, card: str, pile: Pile, strip: bool = False) -> None:
    """Drag ``card`` by its centre (or by the strip at its top that shows
    above the tier over it) so that it lands over ``pile``'s slot."""
    scene = window.scene
    rect = scene.cards[Card.parse(card)].sceneBoundingRect()
    grab = QPointF(rect.center().x(), rect.top() + rect.height() * 0.1) if strip \
        else rect.center()
    target = scene.slots[pile].sceneBoundingRect()
    Mouse(window.view).drag(grab, grab + (target.topLeft() - rect.topLeft()))
    scene.finish_animations()


@pytest.mark.parametrize("size", [(1100, 800), (800, 600)])
def test_the_piles_overlap_exactly_where_the_rules_lay_one_over_another(window, qtbot,
                                                                        size):
    window.resize(*size)
    window.start(GameCode.for_rules(RULES, 1))
    qtbot.waitUntil(lambda: len(window.scene.shown.columns) == 52, timeout=10_000)
    window.scene.finish_animations()
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    top_row = [window.scene.slots[pile].sceneBoundingRect()
               for pile in window.scene.slots if pile.kind.value != "column"]
    for tier, (first, after) in enumerate(TIERS):
        for index in range(first, after):
            rect = shown_rect(window, index)
            assert visible.contains(rect), (size, index)
            assert not any(rect.intersects(slot) for slot in top_row), index
            # Side by side within a tier.
            assert not any(rect.intersects(shown_rect(window, other))
                           for other in range(first, after) if other != index)
            if tier + 1 < len(TIERS):
                below = range(*TIERS[tier + 1])
                overlapping = {other for other in below
                               if rect.intersected(shown_rect(window, other)).width() > 1}
                assert overlapping == set(RULES.overlap_rule.over(index)), index
            # A later tier is drawn over this one.
            item = window.scene.cards[window.scene.shown.columns[index][0]]
            for other in RULES.overlap_rule.over(index):
                assert window.scene.cards[
                    window.scene.shown.columns[other][0]].zValue() > item.zValue()
    assert window.statusBar().currentMessage() == ""


def test_a_card_dragged_between_free_piles_plays(window, controller):
    start(controller, {42: "8H", 43: "9S", 0: "KD"})
    window.scene.finish_animations()
    drag(window, "8H", Pile.column(43))
    assert controller.game.position.columns[43] == cards("9S 8H")
    assert controller.game.position.columns[42] == ()


def test_a_blocked_piles_card_is_refused_with_the_reason(window, controller):
    start(controller, {31: "7C", 42: "8H", 44: "QS"})
    window.scene.finish_animations()
    drag(window, "7C", Pile.column(44), strip=True)
    assert controller.game.position.columns[31] == cards("7C")
    assert window.statusBar().currentMessage() == (
        "Pile 32 lies under pile 43, which holds a card.")
    reading = speech_words.pile_reading(controller.game.position, Pile.column(31), RULES)
    assert reading.startswith("Pile 32: 7 of clubs") and reading.endswith("under pile 43")


def test_a_pile_dragged_onto_the_one_it_alone_covers_drops_down(window, controller):
    """Pile 43 lies over pile 32 alone: its whole run drops onto the 9 of diamonds."""
    start(controller, {31: "9D", 42: "8S 7H", 0: "KD"})
    window.scene.finish_animations()
    drag(window, "8S", Pile.column(31), strip=True)
    assert controller.game.position.columns[31] == cards("9D 8S 7H")
    assert controller.game.position.columns[42] == ()


def test_the_arrow_keys_go_along_a_tier_and_between_tiers(window, controller, qtbot):
    window.start(GameCode.for_rules(RULES, 1))
    qtbot.waitUntil(lambda: len(window.scene.shown.columns) == 52, timeout=10_000)
    window.scene.finish_animations()
    keys = window.scene.keys
    keys.focus = Pile.column(0)
    press(window, "down")
    assert keys.focus == Pile.column(10)  # the nearer, left one of the two under it
    press(window, "right", "right")
    assert keys.focus == Pile.column(12)
    press(window, "down", "down", "down")
    assert keys.focus == Pile.column(43)
    press(window, "left")
    assert keys.focus == Pile.column(42)
    press(window, "left")
    assert keys.focus == Pile.column(51)  # round the tier's end
    press(window, "up")
    assert keys.focus == Pile.column(40)
    for _ in range(4):
        press(window, "up")
    assert keys.focus.kind.value in ("cell", "foundation")


def test_custom_fields_shown_from_sarlacc_keep_its_tiers(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(RULES)
    kept = dialog.custom.rules(4)
    assert (kept.tableau, kept.columns, kept.is_custom) == (Tableau.INTERLOCK, 52, True)
    assert dialog.custom.rules(6) == RULES.without_options()
    dialog.custom.show_rules(Rules())
    assert dialog.custom.rules(4).tableau is Tableau.PLAIN
    assert dialog.custom.columns_spin.isEnabled()


def test_set_up_position_shows_sarlaccs_piles_in_their_tiers(window, qtbot):
    """Game > Set Up Position in Sarlacc: the table in its tiers, the top tier
    under the piles of the next, each pile's card where the game draws it."""
    from tests.gui.test_setup_position import open_editor

    window.start(GameCode.for_rules(RULES, 1))
    qtbot.waitUntil(lambda: len(window.scene.shown.columns) == 52, timeout=10_000)
    dialog = open_editor(window)
    assert dialog.setup.position() == window.controller.game.position
    layout = dialog.scene.layout
    width = dialog.scene.width()
    for index in range(52):
        x = layout.slot_origin(Pile.column(index))[0]
        assert x >= 0 and x + layout.card_width <= width, index
    over = layout.slot_origin(Pile.column(10))
    under = layout.slot_origin(Pile.column(0))
    assert over[1] > under[1] and abs(over[0] - under[0]) < layout.card_width
    first = dialog.scene.cards[window.controller.game.position.columns[0][0]]
    top = dialog.scene.cards[window.controller.game.position.columns[10][0]]
    assert top.zValue() > first.zValue()
    dialog.reject()


def test_click_to_move_and_a_double_click_play_between_the_tiers(window, controller):
    start(controller, {31: "9D", 42: "8S", 45: "AH", 0: "KD"})
    controller.prefs.set("click_to_move", True)
    window.scene.finish_animations()
    mouse = Mouse(window.view)
    scene = window.scene
    mouse.click(scene.cards[Card.parse("8S")].sceneBoundingRect().center())
    strip = scene.cards[Card.parse("9D")].sceneBoundingRect()
    mouse.click(QPointF(strip.center().x(), strip.top() + strip.height() * 0.1))
    scene.finish_animations()
    assert controller.game.position.columns[31] == cards("9D 8S")  # a drop-down by clicks
    mouse.double_click(scene.cards[Card.parse("AH")].sceneBoundingRect().center())
    scene.finish_animations()
    assert controller.game.position.foundations[2] == cards("AH")


def test_the_focused_piles_name_says_which_pile_lies_over_it(window, controller):
    start(controller, {31: "7C", 42: "8H", 44: "QS"})
    window.scene.finish_animations()
    window.scene.keys.focus = Pile.column(43)
    press(window, "left")
    assert window.scene.keys.focus == Pile.column(42)
    press(window, "up")  # pile 32, under pile 43
    assert window.scene.keys.focus == Pile.column(31)
    assert window.view.accessibleName() == (
        "7 of clubs, pile 32, 1 cards, top card, under pile 43")


def test_how_to_play_tells_of_the_tiers_and_the_piles_no_key_names(window, modals, qtbot):
    from tests.gui.test_game_choice import how_to_play_text

    window.start(GameCode.for_rules(RULES, 1))
    qtbot.waitUntil(lambda: len(window.scene.shown.columns) == 52, timeout=10_000)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Sarlacc")
    assert "in 5 rows (tiers) of 10, 11, 10, 11, 10 piles from the top" in text
    assert "all the cards of that pile may drop onto it at once" in text
    assert "Only the 10 piles of the top tier take a card when empty" in text
    assert "Piles 15 and up have no key of their own" in text
