"""Penguin's base card where the player meets it: New Game, the table, the
refusals, How to Play and auto-move, in the real main window."""

from __future__ import annotations

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Preset, Rules, Suit
from freecell_qt.engine.rules import Base, Build, SequenceMove
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import how_to_play_text, open_new_game, pick_game, press_ok

PENGUIN = Rules.preset("penguin")


def test_a_custom_game_with_a_dealt_base_is_chosen_in_new_game(window, controller, modals):
    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        dialog.cells_spin.setValue(4)
        combo = dialog.custom.foundation_combo
        combo.setCurrentIndex(combo.findData("dealt"))
        assert combo.currentText() == "Suit, from the first card dealt"
        seen["summary"] = dialog.rules_label.text()
        seen["layout"] = dialog.preview.facts.layout
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert "the first card dealt sets the base" in str(seen["summary"])
    assert sum(seen["layout"]) == 49  # type: ignore[arg-type]
    game = controller.game
    assert game.rules.base is Base.DEALT and game.rules.build is Build.ALTERNATE_COLOURS
    start = game.start
    assert start.base == start.columns[0][0].rank
    assert sorted(start.counts) == [0, 1, 1, 1]
    assert all(item.isVisible() for item in window.scene.cards.values())


def test_the_custom_fields_of_penguin_are_penguin(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(Rules(Preset.CUSTOM, 7, columns=7, build=Build.SAME_SUIT,
                                   fill=PENGUIN.fill, sequence=SequenceMove.UNLIMITED,
                                   base=Base.DEALT))
    dialog.cells_spin.setValue(7)
    combo = dialog.custom.foundation_combo
    assert combo.currentData() == "dealt"
    combo.setCurrentIndex(combo.findData("ace"))
    combo.setCurrentIndex(combo.findData("dealt"))
    assert dialog.custom.rules(7).game is Preset.PENGUIN


def test_the_empty_foundation_shows_the_base_rank_and_a_new_deal_its_own(window):
    window.start(GameCode.for_rules(PENGUIN, 3))  # the base is the king of clubs
    scene = window.scene
    scene.finish_animations()

    def slot(suit: Suit, base: int = 1):
        return scene.painter.slot("foundation", scene.layout.card_width, scene.dpr, suit,
                                  base).toImage()

    clubs = scene.slots[Pile.foundation(Suit.CLUBS)].pixmap().toImage()
    assert clubs == slot(Suit.CLUBS, 13)
    assert clubs != slot(Suit.CLUBS)
    window.start(GameCode.for_rules(PENGUIN, 1))  # the base is the jack of diamonds
    scene.finish_animations()
    assert scene.slots[Pile.foundation(Suit.DIAMONDS)].pixmap().toImage() == \
        slot(Suit.DIAMONDS, 11)


def open_board(controller, text: str) -> None:
    controller.set_game(Game(PENGUIN, Position.from_text(text, 7, 7)))


def drag_to(window, card: str, pile: Pile) -> None:
    scene = window.scene
    target = scene.slots[pile].sceneBoundingRect().center()
    Mouse(window.view).drag(scene.cards[Card.parse(card)].sceneBoundingRect().center(), target)
    scene.finish_animations()


#: Base 5, the three other fives up, everything else in play; column 3 is empty,
#: and the 9 and the 4 of hearts are exposed.
BASE_FIVE = (
    "Base: 5\nFoundations: H-5 C-5 D-5 S-0\nFreecells: - - - - - - -\n"
    "AC 2C 3C 4C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 6D 7D 8D 9D TD JD QD KD\n"
    "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 6H 7H 8H TH JH QH KH 4H\n"
    ":\n9H\n:\n:\n:\n"
)


def test_an_empty_column_takes_only_the_rank_below_the_base_and_says_so(window, controller):
    open_board(controller, BASE_FIVE)
    drag_to(window, "9H", Pile.column(2))
    assert controller.game.position.columns[2] == ()
    assert "only a card of rank 4" in window.statusBar().currentMessage()
    drag_to(window, "4H", Pile.column(2))
    assert controller.game.position.columns[2] == (Card.parse("4H"),)


def test_a_king_goes_on_an_ace_on_the_table(window, controller):
    text = ("Base: 5\nFoundations: H-4 C-4 D-4 S-0\nFreecells: - - - - - - -\n"
            "5S 6S 7S 8S 9S TS JS QS AS\nKS\n2S 3S 4S\n:\n:\n:\n:\n")
    open_board(controller, text)
    drag_to(window, "KS", Pile.column(0))
    assert controller.game.position.columns[0][-2:] == (Card.parse("AS"), Card.parse("KS"))


def test_how_to_play_for_penguin_tells_of_the_base(window, modals):
    window.start(None, PENGUIN)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Penguin")
    assert "The first card dealt, at the bottom of the first column, sets the base" in text
    assert "a king goes on an ace" in text
    assert "Only a card of the rank just below the base" in text
    assert "The base card dealt first never goes up by itself" in text


def test_the_base_card_waits_for_the_player_and_goes_up_on_a_double_click(
    qtbot, window, controller, modals
):
    from freecell_qt.windows.end_dialogs import WonDialog

    won: list[str] = []
    modals.answer(WonDialog, lambda dialog: (won.append(dialog.headline.text()),
                                             dialog.reject()))
    # The beak, the 5 of spades, alone in column 1: auto-move leaves it there.
    text = ("Base: 5\nFoundations: H-4 C-4 D-4 S-0\nFreecells: - - - - - - -\n"
            "5S\n4S 3S 2S AS KS QS JS TS 9S 8S 7S 6S\n:\n:\n:\n:\n:\n")
    open_board(controller, text)
    window.scene.finish_animations()
    assert controller.game.position.columns[0] == (Card.parse("5S"),)
    beak = window.scene.cards[Card.parse("5S")]
    Mouse(window.view).double_click(beak.sceneBoundingRect().center())
    window.scene.finish_animations()
    # Up it goes, and then every spade after it by itself: the game is won.
    qtbot.waitUntil(lambda: bool(won))
    assert controller.game.position.is_won


def test_after_the_win_dance_each_foundation_shows_the_rank_below_the_base(window, controller,
                                                                          prefs):
    from freecell_qt.storage.preferences import AnimationSpeed

    window.start(GameCode.for_rules(PENGUIN, 3))  # the base is the king: queens go up last
    finished = controller.game.start
    won = Position.counted((() ,) * 7, (None,) * 7, (13,) * 4, finished.base)
    controller.set_game(Game(PENGUIN, won))
    prefs.set("animation_speed", AnimationSpeed.FAST)
    scene = window.scene
    scene.celebrate()
    scene.finish_animations()
    for suit in Suit:
        items = [scene.cards[card] for card in won.foundations[suit]]
        top = max(items, key=lambda item: item.zValue())
        assert top.card == Card(12, suit)


def test_the_empty_foundation_is_read_with_the_card_it_takes_first(window):
    from freecell_qt.words.speech_words import foundations_reading

    window.start(GameCode.for_rules(PENGUIN, 3))  # the king of clubs is the beak
    reading = foundations_reading(window.controller.game.position, range(4),
                                  window.controller.game.rules)
    assert "clubs, empty, takes king of clubs first" in reading
    assert "hearts, up to king of hearts" in reading
