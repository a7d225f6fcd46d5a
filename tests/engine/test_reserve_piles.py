"""docs/rules.md, Reserve piles: Limpopo, Headquarters, Needle, Haystack and
Pitchfork, as PySolFC plays them (pysollib/games/freecell.py: Limpopo,
Headquarters; needle.py: Needle, Haystack, Pitchfork).

A position keeps the reserve piles after the columns, so a move names one by
its column letter: in Limpopo (8 columns) ``9`` and ``t`` are the two piles.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import (
    Card,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Position,
    Preset,
    Rules,
    RulesError,
    rules_of_play,
)
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import parse_rules_spec
from freecell_qt.engine.rules.options import Reserves


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def position(columns: list[str], piles: list[str], rules: Rules,
             foundations: tuple[tuple[Card, ...], ...] | None = None) -> Position:
    """A position of ``rules`` with the columns and reserve piles given (the
    rest of the deck nowhere: the move rules never count the cards)."""
    empty = tuple(() for _ in range(rules.foundation_count))
    return Position(tuple(cards(c) for c in columns) + tuple(cards(p) for p in piles),
                    (None,) * rules.cells, foundations or empty)


def resolve(where: Position, rules: Rules, token: str) -> Move:
    return rules_of_play.resolve(where, rules, Move.parse(token))


# -- the games ----------------------------------------------------------------------


@pytest.mark.parametrize(("preset", "piles", "dealt"), [
    (Preset.LIMPOPO, 2, 0), (Preset.HEADQUARTERS, 6, 0), (Preset.NEEDLE, 1, 8),
    (Preset.HAYSTACK, 1, 8), (Preset.PITCHFORK, 1, 8),
])
def test_each_game_keeps_its_reserve_piles_after_the_columns(preset, piles, dealt):
    rules = Rules.preset(preset)
    start = initial_position(rules, 1)
    assert rules.cells == 0 and rules.pile_count == rules.columns + piles
    assert len(start.columns) == rules.pile_count
    assert [len(pile) for pile in start.columns[rules.columns:]] == [dealt] + [0] * (piles - 1)


def test_needle_deals_its_first_eight_cards_to_the_reserve_then_a_v_of_columns():
    """needle.py startGame: eight rows to the reserve, then rows[:i] and rows[-i:]
    for i = 4, 4, 3, 3, 2, 2, 2, 2."""
    rules = Rules.preset(Preset.NEEDLE)
    deck = list(shuffled_deck(1))
    start = initial_position(rules, 1)
    assert start.columns[9] == tuple(deck[:8])
    columns: list[list[Card]] = [[] for _ in range(9)]
    rest = deck[8:]
    for i in (4, 4, 3, 3, 2, 2, 2, 2):
        for index in [*range(i), *range(9 - i, 9)]:
            columns[index].append(rest.pop(0))
    assert not rest
    assert [list(column) for column in start.columns[:9]] == columns
    assert [len(column) for column in columns] == [8, 8, 4, 2, 0, 2, 4, 8, 8]


@pytest.mark.parametrize("preset", [Preset.LIMPOPO, Preset.HEADQUARTERS])
def test_limpopo_and_headquarters_deal_thirteen_cards_to_each_of_eight_columns(preset):
    """_startDealNumRowsAndDealSingleRow(12): 13 rows of 8, both decks."""
    rules = Rules.preset(preset)
    deck = list(shuffled_deck(3, 2))
    start = initial_position(rules, 3)
    assert [list(column) for column in start.columns[:8]] == [deck[i::8] for i in range(8)]
    assert not any(start.columns[8:])


# -- Limpopo: two piles of up to four cards -------------------------------------------


def test_a_limpopo_pile_takes_one_card_of_any_kind_until_it_holds_four():
    rules = Rules.preset(Preset.LIMPOPO)
    where = position(["KS QH", "5D", "9C", "2S", "3S", "4S", "6S", "7S"],
                     ["TD 4C JH", ""], rules)
    assert resolve(where, rules, "19").count == 1  # the QH onto TD 4C JH: any card
    full = position(["KS QH", "5D", "9C", "2S", "3S", "4S", "6S", "7S"],
                    ["TD 4C JH 8S", ""], rules)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(full, rules, "19")
    assert refused.value.key == "reserve_full"
    assert resolve(full, rules, "1t").count == 1


def test_a_limpopo_pile_gives_its_top_card_only_and_takes_no_run():
    rules = Rules.preset(Preset.LIMPOPO)
    where = position(["KS QH", "5D", "9C", "2S", "3S", "4S", "6S", "7S"],
                     ["TD 4C", ""], rules)
    assert rules_of_play.moved_cards(where, resolve(where, rules, "92")) == cards("4C")
    with pytest.raises(IllegalMoveError):
        resolve(where, rules, "91")  # the 4C does not go on the QH
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.can_pick_up(where, rules, Move.parse("91").source, 2)
    assert refused.value.key == "not_a_run"
    run = position(["KS QH JS", "2H", "9C", "2S", "3S", "4S", "6S", "7S"], ["", ""], rules)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(run, rules, "19v2")
    assert refused.value.key == "reserve_one_at_a_time"


def test_an_empty_reserve_pile_is_no_empty_column_and_says_so():
    rules = Rules.preset(Preset.LIMPOPO)
    where = position(["KS", "5D", "9C", "2S", "3S", "4S", "6S", "7S"], ["", ""], rules)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, rules, "91")
    assert refused.value.key == "reserve_empty"
    assert "reserve pile 1 is empty" in str(refused.value)


# -- Headquarters: an empty pile takes a run, any part of which leaves ------------------


def test_an_empty_headquarters_pile_takes_a_whole_run_and_a_full_one_nothing():
    rules = Rules.preset(Preset.HEADQUARTERS)
    where = position(["KS QH JC TD", "5D", "9C", "2S", "3S", "4S", "6S", "7S"],
                     ["", "", "", "", "", "8H"], rules)
    move = resolve(where, rules, "19v3")
    assert rules_of_play.moved_cards(where, move) == cards("QH JC TD")
    after = rules_of_play.apply(where, move, rules)
    assert after.columns[8] == cards("QH JC TD")
    with pytest.raises(IllegalMoveError) as refused:
        resolve(after, rules, "2x")  # the sixth pile holds the 8H
    assert refused.value.key == "reserve_not_empty"


def test_any_part_of_a_headquarters_run_may_leave_and_columns_are_never_filled():
    rules = Rules.preset(Preset.HEADQUARTERS)
    where = position(["KS", "", "9C", "2S", "3S", "4S", "6S", "JS"],
                     ["QH JC TD 9S", "", "", "", "", ""], rules)
    assert rules_of_play.moved_cards(where, resolve(where, rules, "98")) == cards("TD 9S")
    assert resolve(where, rules, "9tv3").count == 3  # to an empty pile: three of the run
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, rules, "92")
    assert refused.value.key == "no_fill"


# -- Needle, Haystack, Pitchfork ----------------------------------------------------------


@pytest.mark.parametrize(("preset", "room"), [(Preset.NEEDLE, 18), (Preset.HAYSTACK, 8)])
def test_the_needle_pile_takes_a_card_until_it_holds_its_room(preset, room):
    rules = Rules.preset(preset)
    deck = [str(card) for card in shuffled_deck(9)]
    pile = " ".join(deck[: room - 1])
    where = position(["KS QH", "", "", "", "", "", "", "", ""], [pile], rules)
    assert resolve(where, rules, "1t").count == 1
    full = rules_of_play.apply(where, resolve(where, rules, "1t"), rules)
    assert len(full.columns[9]) == room
    with pytest.raises(IllegalMoveError) as refused:
        resolve(full, rules, "1t")
    assert refused.value.key == "reserve_full"


def test_the_pitchfork_pile_only_gives():
    rules = Rules.preset(Preset.PITCHFORK)
    where = position(["KS QH", "", "", "", "", "", "", "", ""], ["5C 6D"], rules)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, rules, "1t")
    assert refused.value.key == "reserve_gives_only"
    assert rules_of_play.moved_cards(where, resolve(where, rules, "t2")) == cards("6D")


def test_needle_moves_one_card_at_a_time():
    rules = Rules.preset(Preset.NEEDLE)
    where = position(["KS QH JC", "", "", "", "", "", "", "", ""], [""], rules)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, rules, "12v2")
    assert refused.value.key == "one_at_a_time"


# -- codes, saved games, boards, custom games --------------------------------------------


@pytest.mark.parametrize("kind", [kind for kind in Reserves if kind is not Reserves.NONE])
def test_a_custom_game_with_reserve_piles_round_trips_through_its_code_and_save(kind):
    rules = Rules(Preset.CUSTOM, 2, columns=7, reserves=kind)
    assert rules.is_custom and rules.reserves is kind
    assert parse_rules_spec(rules.spec) == rules
    game = Game.new(7, rules)
    code = GameCode.for_rules(rules, 7)
    assert GameCode.parse(str(code)).rules == rules
    assert Game.from_dict(game.to_dict()).rules == rules
    board = game.start.to_text()
    assert Position.from_text(board, rules.cells, rules.pile_count, rules.decks,
                              rules.foundation_rule).to_text() == board


def test_reserve_piles_are_refused_where_the_notation_runs_out_of_letters():
    with pytest.raises(RulesError, match="more than 14 piles"):
        Rules(Preset.CUSTOM, columns=9, reserves=Reserves.RUNS)


def test_finish_waits_for_a_reserve_pile_that_holds_a_card_under_a_lower_one():
    rules = Rules.preset(Preset.NEEDLE)
    up = tuple(tuple(Card(rank, suit) for rank in range(1, 12)) for suit in range(4))
    blocked = Position((cards("QC"), cards("QD"), cards("QH"), cards("QS"), (), (), (), (), (),
                        cards("KC KD KH KS")), (), up)
    assert rules_of_play.can_finish(blocked, rules)
    # The clubs up to the 10: the pile's queen lies on the jack the foundation wants.
    short = (up[0][:10], *up[1:])
    stuck = Position((cards("KC"), cards("QD"), cards("QH"), cards("QS"), cards("KD"),
                      cards("KH"), cards("KS"), (), (), cards("JC QC")), (), short)
    assert not rules_of_play.can_finish(stuck, rules)
    stuck_later = Position((*stuck.columns[:9], cards("QC JC")), (), short)
    assert rules_of_play.can_finish(stuck_later, rules)
