"""Clink's two foundations in alternate colours where the player meets them, in the
real main window: the deal from New Game's code, a drop on a foundation and a
refusal with its reason, a card both foundations take landing where it is
dropped, safe auto-move, Finish, How to Play and what a screen reader hears. Hint,
the verdict, Solve and a saved game are tried in every game (test_every_game.py)."""

from __future__ import annotations

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Rules
from freecell_qt.windows.end_dialogs import WonDialog
from tests.engine.test_clink import table
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import how_to_play_text

CLINK = Rules.preset("clink")
FIRST_ROUND = "AC-2D-3C-4D-5C-6D-7C-8D-9C-TD-JC-QD-KC"
SECOND_ROUND = "AH-2S-3H-4S-5H-6S-7H-8S-9H-TS-JH-QS-KH"


def card(text: str) -> Card:
    return Card.parse(text)


def open_board(window, position: Position) -> Game:
    window.controller.set_game(Game(CLINK, position))
    window.scene.finish_animations()
    return window.controller.game


def drag(window, held: Card, pile: Pile) -> None:
    scene = window.scene
    Mouse(window.view).drag(scene.cards[held].sceneBoundingRect().center(),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


def test_deal_1_opens_from_its_code_with_the_two_aces_up_and_two_cards_in_the_cells(window):
    window.start(GameCode.for_rules(CLINK, 1))
    game = window.controller.game
    assert game.rules == CLINK.with_options(game.rules.supermove, game.rules.takeback)
    assert game.position.foundations == ((card("AC"),), (card("AH"),))
    scene = window.scene
    assert [item.card for item in scene.pile_cards(Pile.foundation(0))] == [card("AC")]
    assert [item.card for item in scene.pile_cards(Pile.foundation(1))] == [card("AH")]
    xs = [scene.slots[Pile.foundation(index)].pos().x() for index in range(2)]
    assert xs[0] < xs[1] and xs[0] > scene.slots[Pile.cell(1)].pos().x()
    assert game.position.cells == (card("2H"), card("6H"))


def test_a_red_two_goes_on_the_ace_of_clubs_and_a_six_on_the_ace_of_hearts_is_refused(window):
    window.start(GameCode.for_rules(CLINK, 1))
    game = window.controller.game
    drag(window, card("6H"), Pile.foundation(1))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "Foundation 2 takes a black 2 next, not the 6 of hearts.")
    drag(window, card("2H"), Pile.foundation(0))
    assert game.position.foundations[0] == (card("AC"), card("2H"))
    assert window.scene.pile_cards(Pile.foundation(0))[-1].card == card("2H")


def test_a_card_both_foundations_take_lands_on_the_one_it_is_dropped_on(window, prefs):
    prefs.set("automove", True)
    game = open_board(window, table("AC", SECOND_ROUND + "-AS", "2D"))
    assert game.position.counts == (1, 14)  # auto-move left the 2 alone: both take it
    drag(window, card("2D"), Pile.foundation(1))
    assert game.position.foundations[1][-1] == card("2D")
    window.undo_action.trigger()
    window.scene.finish_animations()
    drag(window, card("2D"), Pile.foundation(0))
    assert game.position.foundations[0] == (card("AC"), card("2D"))


def test_auto_move_sends_up_a_card_only_one_foundation_takes_once_nothing_can_go_on_it(
        window, prefs):
    prefs.set("automove", True)
    # Foundation 1 wants a red ace, the ace of diamonds, which lies under the 5 of
    # spades; foundation 2 wants a black 2. Nothing goes on an ace.
    game = open_board(window, table(FIRST_ROUND, "AH", "AD 5S"))
    drag(window, card("5S"), Pile.cell(0))
    assert game.move_count == 1
    assert game.position.foundations[0][-1] == card("AD")
    assert window.scene.pile_cards(Pile.foundation(0))[-1].card == card("AD")


def test_finish_wins_once_every_card_left_can_go_up(qtbot, window, prefs, modals):
    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    prefs.set("auto_finish", False)
    prefs.set("automove", False)
    # Five cards short: a black queen and a red king for foundation 1, a black jack, a
    # red queen and a black king for foundation 2, each where it can go up in turn.
    first = FIRST_ROUND + "-AD-2C-3D-4C-5D-6C-7D-8C-9D-TC-JD"
    second = SECOND_ROUND + "-AS-2H-3S-4H-5S-6H-7S-8H-9S-TH"
    game = open_board(window, Position.from_text(
        f"Foundations: {first} {second}\nFreecells: QH -\n: KD\n: QC KS\n: JS\n:\n:\n:\n:\n:\n",
        2, 8))
    assert game.can_finish and window.finish_action.isEnabled()
    window.finish_action.trigger()
    qtbot.waitUntil(lambda: bool(headlines))
    assert game.is_won and "Congratulations" in headlines[0]


def test_finish_waits_while_a_card_left_cannot_go_up_in_turn(window):
    window.start(GameCode.for_rules(CLINK, 1))
    assert not window.controller.game.can_finish
    assert not window.finish_action.isEnabled()


def test_how_to_play_for_clink_tells_of_the_foundations_in_alternate_colours(window, modals):
    window.start(None, CLINK)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Clink")
    assert "The ace of clubs and the ace of hearts start them" in text
    assert "in alternate colours whatever the suit" in text
    assert "48 cards are dealt face up into the columns, 6 to each." in text
    assert "The last 2 cards are dealt to the free cells." in text
    assert "only one foundation takes it" in text


def test_the_foundations_are_read_by_number_with_the_rank_and_colour_they_take(window):
    from freecell_qt.words.speech_words import focus_sentence, foundations_reading

    window.start(GameCode.for_rules(CLINK, 1))
    position = window.controller.game.position
    assert foundations_reading(position, range(2), CLINK).startswith(
        "Foundations: 1, up to ace of clubs, takes a red 2 next; "
        "2, up to ace of hearts, takes a black 2 next")
    assert focus_sentence(position, Pile.foundation(1), CLINK) == \
        "Foundation 2, up to ace of hearts, takes a black 2 next"


def test_the_hint_marks_follow_the_cards_when_the_window_is_resized(window):
    from PySide6.QtTest import QTest

    from freecell_qt.engine import Move

    window.resize(1280, 800)
    QTest.qWait(0)
    window.start(GameCode.for_rules(CLINK, 1))
    window.scene.finish_animations()
    scene = window.scene
    scene.show_hint(Move(Pile.cell(0), Pile.foundation(0)))
    window.resize(800, 600)
    QTest.qWait(0)
    lit = scene.marks["hint"].path().boundingRect()
    assert lit.contains(scene.cards[card("2H")].sceneBoundingRect())
    assert scene.marks["hint_target"].path().boundingRect().contains(
        scene.slots[Pile.foundation(0)].sceneBoundingRect().center())


def test_custom_fields_of_foundations_in_alternate_colours_make_clink(window, controller,
                                                                      modals):
    from freecell_qt.engine import SequenceMove
    from freecell_qt.windows.new_game_dialog import NewGameDialog
    from tests.gui.test_game_choice import open_new_game, pick_game, press_ok

    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        dialog.cells_spin.setValue(2)
        custom = dialog.custom
        custom.reserve_spin.setValue(2)
        custom.sequence_combo.setCurrentIndex(
            custom.sequence_combo.findData(SequenceMove.UNLIMITED))
        combo = custom.foundation_combo
        combo.setCurrentIndex(combo.findData("colours"))
        seen["text"] = combo.currentText()
        seen["error"] = dialog.error_label.isVisible()
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert seen == {"text": "Alternate colours, from two aces", "error": False}
    assert controller.game.rules.game is CLINK.game  # a custom row equal to Clink's is Clink


def test_custom_foundations_by_rank_say_what_else_they_need(qtbot, prefs):
    from freecell_qt.engine import Build, EmptyFill, SequenceMove
    from freecell_qt.windows.new_game_dialog import NewGameDialog
    from tests.gui.test_game_choice import pick_game

    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    custom = dialog.custom
    custom.foundation_combo.setCurrentIndex(custom.foundation_combo.findData("rank"))
    assert "no building on the columns, empty columns that stay empty" in \
        dialog.error_label.text()
    assert not dialog.ok_button.isEnabled()
    custom.build_combo.setCurrentIndex(custom.build_combo.findData(Build.NONE))
    custom.fill_combo.setCurrentIndex(custom.fill_combo.findData(EmptyFill.NONE))
    assert dialog.ok_button.isEnabled()
    assert custom.rules(4).by_rank and custom.rules(4).is_custom
    custom.sequence_combo.setCurrentIndex(custom.sequence_combo.findData(SequenceMove.ONE_CARD))
    assert custom.rules(2).game.value == "stalactites"  # Stalactites' own row
