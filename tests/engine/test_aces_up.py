"""FreeCell with the aces up: the aces on the foundations before the deal."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, GameCode, Preset, Rules
from freecell_qt.engine.cards import Card
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.fewest_cells import aces_up_rules
from freecell_qt.engine.rules import Base, DealOrder
from freecell_qt.engine.solver import solve


def test_the_aces_start_on_the_foundations_and_the_rest_is_dealt_in_order():
    rules = aces_up_rules()
    game = Game.new(1, rules)
    assert [pile for pile in game.position.foundations] == [(Card(1, suit),) for suit in
                                                              range(4)]
    assert [len(column) for column in game.position.columns] == [6] * 8
    assert game.position.cells == (None,) * 4
    # The other 48 cards in the shuffle's order, row by row as FreeCell deals them.
    rest = [card for card in shuffled_deck(1) if card.rank != 1]
    rows = [game.position.columns[i % 8][i // 8] for i in range(48)]
    assert rows == rest


def test_the_code_carries_the_aces_up_and_gives_the_same_game_back():
    rules = aces_up_rules()
    code = GameCode.for_rules(rules, 617)
    assert str(code) == "CU1-C4K8R0BAFAMSDU-AAAAAXT"
    again = GameCode.parse(str(code))
    assert again.rules == rules and again.deal_number == 617
    assert Game.from_code(str(code)).position == Game.new(617, rules).position


def test_it_is_a_game_of_its_own_in_the_statistics():
    assert aces_up_rules().key != Rules().key
    assert aces_up_rules().game is Preset.CUSTOM


def test_aces_up_deals_are_won():
    rules = aces_up_rules()
    game = Game.new(11982, rules, automove=False)  # FreeCell's one lost deal
    result = solve(game.position, rules)
    assert result.solved
    for move in result.moves:
        game.play(move)
    assert game.is_won


def test_the_aces_go_up_only_onto_foundations_by_suit_from_the_ace():
    with pytest.raises(RulesError, match="aces start on the foundations"):
        aces_up_rules().changed(base=Base.DEALT)


def test_the_deal_order_reads_from_its_word():
    assert DealOrder("aces-up") is DealOrder.ACES_UP
