"""The model of Set Up Position: cards placed one by one, each refusal named, and
only positions that the rules can play (and the board text can carry) let through."""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import PRESETS, Card, Game, Pile, Position, Preset, Rules
from freecell_qt.engine.pasted import read_as
from freecell_qt.engine.setup import Setup, SetupError, read_placement

C = Card.parse


def place(setup: Setup, text: str) -> None:
    cards, pile = read_placement(text, setup)
    if pile is None:
        setup.remove(cards)
    else:
        setup.place(cards, pile)


def refusal(setup: Setup, text: str) -> SetupError:
    with pytest.raises(SetupError) as caught:
        place(setup, text)
    return caught.value


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.value)
def test_every_deal_set_up_from_the_table_is_the_same_position(preset):
    rules = Rules.preset(preset)
    game = Game.new(7, rules)
    setup = Setup.of(game.start, rules)
    assert setup.unplaced() == []
    # Set Up Position lays every card out face up (Opera's too).
    start = game.start
    assert setup.position() == Position(start.columns, start.cells, start.foundations,
                                        start.base)


def test_an_empty_table_has_every_card_to_place_in_suit_and_rank_order():
    setup = Setup.empty(Rules.preset("double-freecell"))
    left = setup.unplaced()
    assert len(left) == 104
    assert left[:3] == [C("AC"), Card(1, C("AC").suit, 1), C("2C")]
    assert setup.problem().key == "setup_unplaced" and setup.problem().params["count"] == 104


def test_typed_cards_go_to_columns_cells_and_foundations_and_back():
    setup = Setup.empty(Rules())
    place(setup, "ks qh jc 1")
    assert setup.columns[0] == [C("KS"), C("QH"), C("JC")]
    place(setup, "5d b")
    assert setup.cells[1] == C("5D")
    place(setup, "ah h")
    place(setup, "2h h")
    assert setup.foundations[C("AH").suit] == [C("AH"), C("2H")]
    place(setup, "qh 3")  # a card moves from where it lay, the cards below it stay
    assert setup.columns[0] == [C("KS"), C("JC")] and setup.columns[2] == [C("QH")]
    place(setup, "jc 5d -")
    assert setup.where(C("JC")) is None and setup.cells[1] is None
    assert len(setup.unplaced()) == 52 - 4


@pytest.mark.parametrize(("text", "key"), [
    ("7h", "setup_typed_short"),
    ("7x 3", "setup_typed_card"),
    ("7h 7h 3", "setup_typed_twice"),
    ("7h 9z", "setup_typed_pile"),
    ("7h 9", "setup_typed_pile"),  # FreeCell has 8 columns
    ("7h e", "setup_typed_pile"),  # and 4 cells
    ("7h h5", "setup_typed_pile"),  # and 4 foundations
    ("7h " * 53 + "1", "setup_typed_long"),  # more cards than the game has
])
def test_a_typed_line_that_is_no_placement_is_refused(text, key):
    setup = Setup.empty(Rules())
    assert refusal(setup, text).key == key
    assert len(setup.unplaced()) == 52


def test_the_piles_refuse_what_the_rules_cannot_hold():
    setup = Setup.empty(Rules())
    place(setup, "5d a")
    assert refusal(setup, "6d a").key == "setup_cell_full"
    assert refusal(setup, "2s h").key == "setup_foundation_base"
    assert refusal(setup, "2s h1").key == "setup_foundation_suit"  # h1: clubs
    place(setup, "as h")
    assert refusal(setup, "3s h").key == "setup_suit_next"
    place(setup, "2s h")
    assert refusal(setup, "as 1").key == "setup_under"
    with pytest.raises(SetupError) as caught:
        setup.place([C("9C"), C("8D")], Pile.cell(2))
    assert caught.value.key == "setup_cell_one"
    with pytest.raises(SetupError) as caught:
        setup.place([C("AC"), C("2C")], Pile.foundation(0))
    assert caught.value.key == "setup_foundation_one"
    for rank in "3456789TJQK":
        place(setup, f"{rank}s h")
    assert setup.foundations[3][-1] == C("KS")
    assert refusal(setup, "as h4").key in ("setup_suit_full", "setup_under")


def test_cells_by_suit_and_foundations_by_rank_and_by_colour_are_kept():
    four = Setup.empty(Rules.preset("four-colours"))
    assert refusal(four, "7d a").key == "setup_cell_suit"  # cell a holds clubs
    place(four, "7d b")
    stalactites = Setup.empty(Rules.preset("stalactites"))
    place(stalactites, "6s h1")
    place(stalactites, "7d h1")  # any suit, one rank up
    assert refusal(stalactites, "9c h1").key == "setup_foundation_next"
    clink = Setup.empty(Rules.preset("clink"))
    assert refusal(clink, "5h h1").key == "setup_colours_ace"
    place(clink, "ac h1")
    assert refusal(clink, "2c h1").key == "setup_foundation_next"  # the colours alternate
    place(clink, "2h h1")


def test_a_base_card_game_takes_its_base_from_the_first_foundation_card():
    setup = Setup.empty(Rules.preset("penguin"))
    place(setup, "8c h")  # any rank may start the first foundation
    assert setup.base() == 8
    assert refusal(setup, "ad h").key == "setup_foundation_base"
    place(setup, "8d h")
    setup.deal_rest(random.Random(3))
    position = setup.position()
    assert position.base == 8
    assert read_as(position.to_text(colon=True), Rules.preset("penguin")) == position


def test_foundations_by_rank_must_each_start_with_a_card():
    setup = Setup.empty(Rules.preset("stalactites"))
    setup.deal_rest(random.Random(1))
    assert setup.problem().key == "setup_foundation_empty"


def test_a_table_with_every_card_up_is_nothing_to_play():
    setup = Setup.of(Game.new(1).start, Rules())
    setup.clear()
    for suit in "CDHS":
        for rank in "A23456789TJQK":
            place(setup, f"{rank}{suit} h")
    assert setup.problem().key == "setup_won"


def test_other_rules_keep_what_fits_and_return_the_rest():
    start = Game.new(1).start
    setup = Setup.of(start, Rules())
    place(setup, "ks a")  # a FreeCell cell
    fewer = setup.with_rules(Rules(Preset.FREECELL, 1))
    assert fewer.cells == [C("KS")]
    seven = setup.with_rules(Rules.preset("seven-by-four"))
    assert len(seven.columns) == 7
    assert sorted(seven.unplaced()) == sorted(start.columns[7])
    two_decks = setup.with_rules(Rules.preset("double-freecell"))
    assert len(two_decks.unplaced()) == 52  # the second deck's copies


def test_a_pasted_page_in_the_typed_line_is_refused_at_once():
    setup = Setup.empty(Rules.preset("triple-freecell"))
    for text in ("7h " * 16_000 + "1", " ".join(["ah", "2h"] * 8_000) + " 1"):
        error = refusal(setup, text)
        assert error.key in ("setup_typed_long", "setup_typed_twice")
    assert len(setup.unplaced()) == 156


def test_a_second_copy_typed_is_the_one_still_to_place():
    setup = Setup.empty(Rules.preset("double-freecell"))
    place(setup, "7h 1")
    place(setup, "7h 2")
    assert setup.columns[0][0].deck != setup.columns[1][0].deck
    place(setup, "7h -")  # back: one of the two on top of its column
    assert len(setup.unplaced()) == 103


def test_every_refusal_key_is_worded_for_the_player():
    from freecell_qt.words.setup_words import KNOWN_KEYS

    source = Path("freecell_qt/engine/setup.py").read_text(encoding="utf-8")
    raised = set(re.findall(r'key="(setup_[a-z_]+)"', source))
    assert raised == KNOWN_KEYS


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), preset=st.sampled_from(PRESETS), moves=st.integers(0, 40))
def test_whatever_is_set_up_is_a_position_the_board_text_carries(seed, preset, moves):
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    setup = Setup.of(Game.new(seed + 1, rules).start, rules)
    piles = ([Pile.column(i) for i in range(rules.columns)]
             + [Pile.cell(i) for i in range(rules.cells)]
             + [Pile.foundation(i) for i in range(rules.foundation_count)])
    for _ in range(moves):
        placed = [card for card, _pile in setup.placed()]
        card = rng.choice(placed)
        with contextlib.suppress(SetupError):  # a refused place changes nothing
            setup.place([card], rng.choice(piles))
    problem = setup.problem()
    if problem is None:
        position = setup.position()
        text = position.to_text(colon=True)
        # The text tells no copy of a card from another: it reads back as the same
        # board, its copies numbered in the order it names them.
        assert read_as(text, rules).to_text(colon=True) == text
        assert Setup.of(position, rules).position() == position
    else:
        with pytest.raises(SetupError):
            setup.position()


def test_a_joker_alone_on_its_foundation_leaves_the_base_at_the_ace():
    """Obstruction: the joker on the jokers' foundation gave the foundations the
    joker's rank as their base, and reading the position back failed."""
    rules = Rules.preset(Preset.OBSTRUCTION)
    setup = Setup.of(Game.new(279, rules).start, rules)
    joker = next(card for card, _pile in setup.placed() if card.is_joker)
    setup.place([joker], Pile.foundation(4))
    assert setup.problem() is None
    position = setup.position()
    assert position.base == 1
    assert position.foundations[4] == (joker,)
