"""Games of two and three decks in the engine: the pack, the deal, the foundations.

The rules never look at which deck a card comes from; the engine keeps the copies
apart in play and works out which copy lies on which foundation (docs/rules.md,
Deals of two and three decks).
"""

from __future__ import annotations

import collections
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Card, Game, GameCode, Move, Pile, Position, Preset, Rules, Suit
from freecell_qt.engine.cards import ALL_CARDS, pack
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import BoardError, RulesError
from freecell_qt.engine.rules import Build, parse_rules_spec, rules_spec
from freecell_qt.engine.rules.rules_of_play import is_safe

DOUBLE = Rules(Preset.CUSTOM, 6, columns=10, decks=2)
TRIPLE = Rules(Preset.CUSTOM, 8, columns=13, decks=3)


def every_card(position: Position) -> list[Card]:
    return [*position.cards(), *(c for pile in position.foundations for c in pile)]


def test_one_deck_is_microsoft_s_deal_unchanged():
    assert shuffled_deck(1, 1) == shuffled_deck(1)
    assert [str(card) for card in shuffled_deck(1)[:4]] == ["JD", "2D", "9H", "JC"]
    assert pack(1) == ALL_CARDS


@pytest.mark.parametrize("decks", [2, 3])
def test_a_pack_of_several_decks_is_shuffled_whole(decks):
    cards = shuffled_deck(617, decks)
    assert len(cards) == len(set(cards)) == 52 * decks
    assert sorted(cards) == sorted(pack(decks))
    copies = collections.Counter((card.rank, card.suit) for card in cards)
    assert set(copies.values()) == {decks}
    assert shuffled_deck(617, decks) == cards
    assert shuffled_deck(618, decks) != cards
    # The pack is not dealt deck by deck: the first deck's cards are spread through it.
    first = [index for index, card in enumerate(cards) if card.deck == 0]
    assert first[0] < 20 and first[-1] > 52 * decks - 20


def test_the_pack_numbers_its_cards_deck_by_deck():
    card = Card(10, Suit.DIAMONDS, deck=2)
    assert card.pack_index == 2 * 52 + card.deck_index
    assert Card.from_pack_index(card.pack_index) == card
    assert Card(10, Suit.DIAMONDS) == Card.parse("TD") != card
    assert str(card) == "TD"


def test_the_rules_of_two_decks():
    assert DOUBLE.decks == 2 and DOUBLE.card_count == 104 and DOUBLE.foundation_count == 8
    assert sum(DOUBLE.layout) == 104 and DOUBLE.layout[0] == 11
    assert Rules().decks == 1 and Rules().foundation_count == 4
    assert DOUBLE.summary().startswith("2 decks, 10 columns")
    with pytest.raises(RulesError, match="decks must be 1 to 3"):
        Rules(Preset.CUSTOM, decks=4)
    with pytest.raises(RulesError, match="not 104"):
        Rules(Preset.CUSTOM, columns=8, layout=(7,) * 4 + (6,) * 4, decks=2)


def test_a_custom_code_spells_the_decks_and_one_deck_codes_are_unchanged():
    assert rules_spec(DOUBLE) == "C6K10R0BAFAMSDRP2"
    assert parse_rules_spec("C6K10R0BAFAMSDRP2") == DOUBLE
    assert rules_spec(Rules(Preset.CUSTOM, 5)) == "C5K8R0BAFAMSDR"
    code = GameCode.for_rules(TRIPLE, 5)
    assert GameCode.parse(str(code)).rules == TRIPLE
    assert DOUBLE.key == "custom:C6K10R0BAFAMSDRP2"


def test_saved_rules_keep_the_decks_and_old_ones_have_one():
    assert Rules.from_dict(DOUBLE.to_dict()) == DOUBLE
    old = Rules(Preset.CUSTOM, 5).to_dict()
    assert "decks" not in old
    assert Rules.from_dict(old).decks == 1


def test_a_deal_of_two_decks():
    game = Game.new(1, DOUBLE, automove=False)
    position = game.position
    assert len(position.columns) == 10 and len(position.counts) == 8
    assert sorted(position.cards()) == sorted(pack(2))
    assert position.to_text().splitlines()[0] == (
        "Foundations: H-0 C-0 D-0 S-0 H-0 C-0 D-0 S-0")


def board_with(up: dict[Suit, tuple[int, int]], shown: list[str]) -> Position:
    """A two-deck board: each suit's two foundations at ``up``, the cards of
    ``shown`` at the foot of column 1 (last one exposed), the rest in columns 2-10."""
    order = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
    tokens = [f"{suit.letter}-{'0A23456789TJQK'[up.get(suit, (0, 0))[copy]]}"
              for copy in range(2) for suit in order]
    seen = collections.Counter((c.rank, c.suit) for c in map(Card.parse, shown))
    for suit, tops in up.items():
        for top in tops:
            for rank in range(1, top + 1):
                seen[(rank, suit)] += 1
    rest = []
    for card in pack(1):
        rest += [str(card)] * (2 - seen[(card.rank, card.suit)])
    random.Random(5).shuffle(rest)
    columns = [" ".join(shown)] + [" ".join(rest[i::9]) for i in range(9)]
    text = "\n".join([f"Foundations: {' '.join(tokens)}", "Freecells: - - - - - -",
                      *(f": {c}" for c in columns)])
    return Position.from_text(text + "\n", 6, 10, 2)


def test_a_card_goes_up_to_the_foundation_of_its_suit_that_takes_it():
    position = board_with({Suit.SPADES: (4, 2)}, ["3S"])
    game = Game(DOUBLE, position, automove=False)
    game.play("1h")
    assert game.position.counts[Suit.SPADES] == 4
    assert game.position.counts[4 + Suit.SPADES] == 3
    assert sorted(every_card(game.position)) == sorted(pack(2))


def test_a_card_that_no_foundation_takes_says_which_card_comes_first():
    position = board_with({Suit.SPADES: (4, 2)}, ["6S"])
    with pytest.raises(Exception, match="the 5 of spades goes first"):
        Game(DOUBLE, position, automove=False).play("1h")


def test_a_card_taken_back_from_the_second_foundation_of_its_suit():
    rules = Rules(Preset.CUSTOM, 6, columns=10, decks=2, build=Build.ANY_SUIT)
    rules = rules.with_options(rules.supermove, True)
    position = board_with({Suit.SPADES: (4, 3)}, ["4D"])
    game = Game(rules, position, automove=False)
    top = position.foundation_top(4 + Suit.SPADES)
    assert top is not None and top.rank == 3
    move = Move(Pile.foundation(4 + Suit.SPADES), Pile.column(0))
    assert str(move) == "hs21" and Move.parse("hs21") == move
    assert Move.parse("hs1") == Move(Pile.foundation(Suit.SPADES), Pile.column(0))
    game.play(move)
    assert game.position.counts[4 + Suit.SPADES] == 2
    assert game.position.columns[0][-1] == top
    assert sorted(every_card(game.position)) == sorted(pack(2))


def test_built_by_suit_a_card_is_not_safe_while_the_other_copy_below_is_in_play():
    rules = Rules(Preset.CUSTOM, 6, columns=10, decks=2, build=Build.SAME_SUIT)
    waiting = board_with({Suit.SPADES: (4, 2)}, ["5S"])
    assert not is_safe(waiting, Card.parse("5S"), rules)
    both_up = board_with({Suit.SPADES: (4, 4)}, ["5S"])
    assert is_safe(both_up, Card.parse("5S"), rules)


def test_a_board_of_two_decks_reads_back_and_refuses_a_third_copy():
    position = Game.new(3, DOUBLE).position
    read = Position.from_text(position.to_text(), 6, 10, 2)
    # The text names no deck: copies are numbered as the board names them.
    assert read.to_text() == position.to_text()
    assert sorted(read.cards()) == sorted(pack(2))
    text = position.to_text().replace("Freecells: - - - - - -", "Freecells: AS - - - - -")
    with pytest.raises(BoardError, match="card AS is already 2 times on"):
        Position.from_text(text, 6, 10, 2)


def test_the_copies_on_the_foundations_are_the_ones_not_in_play():
    position = board_with({Suit.HEARTS: (5, 2), Suit.CLUBS: (13, 0)}, ["3H", "KC"])
    piles = position.foundations
    assert [len(pile) for pile in piles] == list(position.counts)
    assert sorted(every_card(position)) == sorted(pack(2))
    assert piles[Suit.CLUBS][-1] == position.foundation_top(Suit.CLUBS)


@settings(max_examples=10, deadline=None)
@given(st.integers(1, 10_000), st.sampled_from([DOUBLE, TRIPLE]), st.randoms(use_true_random=False))
def test_property_random_play_keeps_every_copy_once(number, rules, rng):
    game = Game.new(number, rules, automove=True)
    for _ in range(60):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        cards = every_card(game.position)
        assert len(cards) == len(set(cards)) == rules.card_count
    for _ in range(game.current):
        game.undo()
    assert game.position == game.start


def test_a_game_of_two_decks_whose_columns_are_runs_finishes():
    text = ("Foundations: H-K C-K D-K S-Q H-K C-K D-K S-J\nFreecells: - - - - - -\n"
            ": KS\n: QS\n: KS\n" + ":\n" * 7)
    game = Game(DOUBLE, Position.from_text(text, 6, 10, 2), automove=False)
    assert game.can_finish
    game.finish()
    assert game.is_won and game.position.counts == (13,) * 8


@pytest.mark.parametrize(("code", "words"), [
    ("CU1-C6K10R0BAFAMSDRP4-AAAAAAB", "the rules part is not like"),
    ("CU1-C6K10R0BAFAMSDRP1-AAAAAAB", "the rules part is not like"),
    ("CU1-C12K10R0BAFAMSDRP2-AAAAAAB", "cells must be 0 to 11, not 12"),
    ("CU1-C6K10R0BAFAMSDRP2L10.10.10.10.10.10.10.10.10.10-AAAAAAB", "not 104"),
])
def test_a_bad_code_of_several_decks_is_refused_with_one_line(code, words):
    from freecell_qt.engine.errors import FreeCellError

    with pytest.raises(FreeCellError, match=words) as caught:
        GameCode.parse(code)
    assert "\n" not in str(caught.value)


def test_a_foundation_the_game_does_not_have_is_refused():
    rules = DOUBLE.with_options(DOUBLE.supermove, True)
    game = Game.new(1, rules, automove=False)
    with pytest.raises(Exception, match="this game has 8 foundations; there is no foundation 12"):
        game.play("hs34")
