"""Footling's one foundation where the player meets it, in the real main window:
the deal from its code with one foundation slot right of the cells, a drop refused
with the rank the foundation takes next, an ace taken, every card it takes sent
up unasked, How to Play, and what a screen reader hears. Hint, the verdict,
Solve and a saved game are tried in every game (test_every_game.py)."""

from __future__ import annotations

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Rules
from freecell_qt.engine.deals import shuffled_deck
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import how_to_play_text

FOOTLING = Rules.preset("footling")
DOUBLE = Rules.preset("double-footling")


def card(text: str) -> Card:
    return Card.parse(text)


def table(up: list[str], column: list[str]) -> Position:
    """``up`` on the foundation, ``column`` in column 1 (the last on top), the other
    cards spread over the other columns with no ace exposed."""
    placed = {card(text) for text in up + column}
    rest = [c for c in shuffled_deck(1) if c not in placed]
    aces = [c for c in rest if c.rank == 1]
    others = [c for c in rest if c.rank != 1]
    # The aces deepest, so that none lies on top of its column.
    columns = [tuple(card(text) for text in column)] + [
        tuple(aces[i::7] + others[i::7]) for i in range(7)]
    return Position(tuple(columns), (None,) * 4, (tuple(card(text) for text in up),))


def open_board(window, position: Position) -> Game:
    window.controller.set_game(Game(FOOTLING, position))
    window.scene.finish_animations()
    return window.controller.game


def drag(window, held: Card, pile: Pile) -> None:
    scene = window.scene
    Mouse(window.view).drag(scene.cards[held].sceneBoundingRect().center(),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


def test_deal_2_opens_from_its_code_with_one_foundation_right_of_the_cells(window, prefs):
    prefs.set("automove", False)
    window.start(GameCode.for_rules(FOOTLING, 2))
    game = window.controller.game
    assert game.rules == FOOTLING.with_options(game.rules.supermove, game.rules.takeback)
    assert game.position.foundations == ((),)
    scene = window.scene
    foundations = [pile for pile in scene.slots if pile.kind.name == "FOUNDATION"]
    assert foundations == [Pile.foundation(0)]
    cells_right = max(scene.slots[Pile.cell(index)].pos().x() for index in range(4))
    assert scene.slots[Pile.foundation(0)].pos().x() > cells_right


def test_a_two_is_refused_until_every_ace_is_up_and_an_ace_goes_up(window):
    game = open_board(window, table(["AH", "AS"], ["AD", "2C"]))
    drag(window, card("2C"), Pile.foundation(0))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "The 2 of clubs cannot go up: the foundation takes rank ace next.")
    drag(window, card("2C"), Pile.cell(0))
    drag(window, card("AD"), Pile.foundation(0))
    assert game.position.foundations[0] == (card("AH"), card("AS"), card("AD"))
    assert window.scene.pile_cards(Pile.foundation(0))[-1].card == card("AD")


def test_auto_move_sends_up_every_card_the_foundation_takes(window, prefs):
    prefs.set("automove", True)
    game = open_board(window, table(["AH", "AS", "AD"], ["2C", "AC"]))
    drag(window, card("AC"), Pile.cell(0))  # the ace, then the 2 it covered, go up unasked
    up = game.position.foundations[0]
    assert up[3] == card("AC")
    assert card("2C") in up
    assert game.position.cells == (None,) * 4


def test_how_to_play_tells_of_the_one_foundation(window, modals):
    window.start(None, DOUBLE)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Double Footling")
    assert "Move all 104 cards to the one foundation" in text
    assert "all 8 cards of a rank before the next rank" in text
    assert "every card the foundation takes goes up by itself" in text


def test_the_foundation_is_read_as_the_one_foundation_with_the_rank_it_takes(window):
    from freecell_qt.words.speech_words import focus_sentence, foundations_reading

    game = open_board(window, table(["AH", "AS", "AD", "AC", "2H"], ["KS"]))
    assert focus_sentence(game.position, Pile.foundation(0), FOOTLING) == \
        "Foundation, up to 2 of hearts, takes any 2 next"
    assert foundations_reading(game.position, [0], FOOTLING) == \
        "Foundation: up to 2 of hearts, takes any 2 next"
    empty = open_board(window, table([], ["KS"]))
    assert focus_sentence(empty.position, Pile.foundation(0), FOOTLING) == \
        "Foundation, empty, takes any ace first"
