"""Four Colours: a free cell for each suit, and each suit dealt to a column of
its own (docs/rules.md, Cells by suit).

The engine's rules one by one, and the solver's verdicts on small positions
against a walk of every position.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.move_choice import best_move, between
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import Build, DealOrder, EmptyFill, SequenceMove, parse_rules_spec
from freecell_qt.engine.rules.rules_of_play import cell_for, legal_moves, resolve
from freecell_qt.engine.solver import native
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.state import COLUMN_TO_CELL, from_position
from tests.engine.test_solver_decks import solved_as_a_walk_says

FOUR_COLOURS = Rules.preset("four-colours")


def made(cells: str, *columns: str) -> Position:
    """A hand-made position of 7 columns and the 4 suit cells ("-" for empty)."""
    held = [None if c == "-" else Card.parse(c) for c in cells.split()]
    piles = [tuple(Card.parse(c) for c in column.split()) for column in columns]
    piles += [()] * (7 - len(piles))
    return Position(tuple(piles), tuple(held))


def test_the_preset_is_pysolfc_s_four_colours():
    rules = FOUR_COLOURS
    assert (rules.cells, rules.columns, rules.layout) == (4, 7, (13, 13, 13, 13, 0, 0, 0))
    assert (rules.deal, rules.sequence, rules.suit_cells) == (DealOrder.SUITS,
                                                              SequenceMove.UNLIMITED, True)
    assert str(GameCode.for_rules(rules, 5)) == "CO1-C4-AAAAAAF"
    assert GameCode.parse("co1-c4-aaaaaaf").rules == rules


@pytest.mark.parametrize("deal", [1, 617, 11982])
def test_each_card_is_dealt_to_the_column_of_its_suit_in_the_shuffle_s_order(deal):
    start = Game.new(deal, FOUR_COLOURS).start
    for suit in Suit:
        assert start.columns[suit] == tuple(c for c in shuffled_deck(deal) if c.suit == suit)
    assert start.columns[4:] == ((), (), ())
    assert start.cells == (None,) * 4


def test_a_card_goes_only_to_the_cell_of_its_suit_and_the_refusal_says_which():
    position = made("- - - -", "KC 7C", "KD 7D")
    assert resolve(position, FOUR_COLOURS, Move(Pile.column(0), Pile.cell(0))).dest.index == 0
    with pytest.raises(IllegalMoveError) as error:
        resolve(position, FOUR_COLOURS, Move(Pile.column(1), Pile.cell(0)))
    assert error.value.key == "cell_for_suit"
    assert str(error.value) == "cell a holds only clubs, not the 7 of diamonds"
    to_cells = {move for move in legal_moves(position, FOUR_COLOURS)
                if move.dest.kind.value == "cell"}
    assert to_cells == {Move(Pile.column(0), Pile.cell(0)), Move(Pile.column(1), Pile.cell(1))}


def test_a_click_or_a_key_sends_a_card_to_its_suit_s_cell():
    position = made("- - - -", "KS 9C 7D", "KD 8H")
    assert cell_for(position, FOUR_COLOURS, Card.parse("7D")) == 1
    assert between(position, FOUR_COLOURS, Pile.column(0), Pile.cell(0)) == Move(
        Pile.column(0), Pile.cell(1))
    full = made("- 2D - -", "KS 9C 7D", "QH", "QC", "QS", "JH", "JC", "JS")
    assert cell_for(full, FOUR_COLOURS, Card.parse("7D")) is None
    assert best_move(full, FOUR_COLOURS, Pile.column(0)) is None


@pytest.mark.parametrize(("fields", "problem"), [
    ({"cells": 3, "sequence": SequenceMove.ONE_CARD},
     "a free cell for each suit needs 4, 8 or 12 cells, not 3"),
    ({"cells": 4}, "with a free cell for each suit, cards move one at a time or any run "
                   "at once"),
])
def test_cells_by_suit_are_refused_where_they_cannot_work(fields, problem):
    cells = fields.pop("cells")
    with pytest.raises(RulesError) as error:
        Rules(Preset.CUSTOM, cells, suit_cells=True, **fields)
    assert str(error.value) == problem


def test_a_deal_by_suits_needs_four_columns_and_nothing_in_the_cells():
    with pytest.raises(RulesError, match="a deal by suits needs 4 columns or more"):
        Rules(Preset.CUSTOM, 4, reserve=2, deal=DealOrder.SUITS)
    rules = Rules(Preset.CUSTOM, 4, columns=10, deal=DealOrder.SUITS)
    assert rules.layout == (13, 13, 13, 13, 0, 0, 0, 0, 0, 0)


def test_a_custom_game_writes_both_in_its_code_and_its_save():
    rules = Rules(Preset.CUSTOM, 8, columns=9, deal=DealOrder.SUITS, suit_cells=True,
                  sequence=SequenceMove.UNLIMITED, decks=2)
    code = str(GameCode.for_rules(rules, 3))
    assert code == "CU1-C8K9R0BAFAMUDSXP2-AAAAAAD"
    assert GameCode.parse(code).rules == rules
    assert parse_rules_spec("C4K7R0BAFAMUDSX") == FOUR_COLOURS
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Game.new(3, rules).start.columns[0][:2] != ()  # 26 clubs of two decks
    assert [len(c) for c in Game.new(3, rules).start.columns] == [26] * 4 + [0] * 5


def test_the_search_sends_a_card_only_to_a_cell_of_its_suit():
    position = made("9C - - -", "KH 7C", "KD 7D")
    columns, cells, found = from_position(position)
    rules = MoveRules.of(FOUR_COLOURS, 7)
    to_cell = [m for m in compact_moves(columns, cells, found, rules) if m[0] == COLUMN_TO_CELL]
    assert to_cell == [(COLUMN_TO_CELL, 1)]
    assert not native.supported(rules)


def random_suit_cells(rng: random.Random, columns: int) -> Position:
    """A small one-deck position: the high cards of each suit in play, a few in
    their suit's cell."""
    counts = [13] * 4
    left = rng.randrange(6, 15)
    while sum(13 - count for count in counts) < left:
        suit = rng.randrange(4)
        if counts[suit] > 5:
            counts[suit] -= 1
    cards = [Card(rank, Suit(suit)) for suit in range(4) for rank in range(counts[suit] + 1, 14)]
    rng.shuffle(cards)
    piles: list[list[Card]] = [[] for _ in range(columns)]
    held: list[Card | None] = [None] * 4
    for card in cards:
        if held[card.suit] is None and rng.random() < 0.15:
            held[card.suit] = card
        else:
            piles[rng.randrange(columns)].append(card)
    return Position.counted(tuple(tuple(p) for p in piles), tuple(held), tuple(counts))


@pytest.mark.parametrize(("sequence", "build", "seed"), [
    (SequenceMove.ONE_CARD, Build.ALTERNATE_COLOURS, 1),
    (SequenceMove.UNLIMITED, Build.ALTERNATE_COLOURS, 2),
    (SequenceMove.ONE_CARD, Build.SAME_SUIT, 3),
])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(sequence, build, seed):
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(25):
        rules = Rules(Preset.CUSTOM, 4, columns=4, build=build, sequence=sequence,
                      fill=rng.choice(list(EmptyFill)), suit_cells=True)
        position = random_suit_cells(rng, 4)
        verdicts.add(solved_as_a_walk_says(position, rules))
    assert verdicts == {True, False}


def test_a_saved_rule_set_with_a_bad_new_field_is_refused_with_one_line():
    good = Rules(Preset.CUSTOM, 4, columns=8, suit_cells=True,
                 sequence=SequenceMove.ONE_CARD).to_dict()
    assert good["suit_cells"] is True
    for field, value, words in (("suit_cells", "yes", "rules.suit_cells must be true or false"),
                                ("base", "sideways", "unknown base 'sideways'"),
                                ("deal", 7, "rules.deal")):
        with pytest.raises(RulesError) as error:
            Rules.from_dict({**good, field: value})
        assert words in str(error.value)
    with pytest.raises(RulesError, match="cards move one at a time"):
        Rules.from_dict({**good, "sequence": "supermove"})


def test_a_rating_takes_no_cell_away_from_a_game_with_a_cell_for_each_suit():
    from freecell_qt.engine.rating import rate

    rating = rate(Game.new(2, FOUR_COLOURS).start, FOUR_COLOURS)
    assert rating.status == "rated"
    assert rating.fewest_cells == 4  # three cells would be another game
