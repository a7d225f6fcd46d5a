"""docs/rules.md, Obstruction: FreeCell with one deck and two jokers, as PySolFC
plays it (pysollib/games/freecell.py, Obstruction_RowStack and
Obstruction_Foundation; stack.py's isAlternateColorSequence and
SuperMoveStack_StackMethods._getMaxMove).
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import (
    Card,
    FreeCellError,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Pile,
    Position,
    Preset,
    Rules,
    Supermove,
    rules_of_play,
)
from freecell_qt.engine.cards import JOKERS, pack
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import BoardError, CardError
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import FoundationBuild, parse_rules_spec
from freecell_qt.engine.solver import hint, solve

OBSTRUCTION = Rules.preset(Preset.OBSTRUCTION)
FIRST, SECOND = JOKERS


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def suit_up(text: str, count: int) -> tuple[Card, ...]:
    """The first ``count`` cards of the suit of letter ``text``, ace first."""
    return tuple(Card.parse(f"{'A23456789TJQK'[rank]}{text}") for rank in range(count))


def position(columns: list[str], cells: str = "", up: tuple[int, int, int, int] = (0, 0, 0, 0),
             jokers_up: str = "") -> Position:
    """A position of Obstruction: ``up`` gives the clubs, diamonds, hearts and
    spades foundations' counts (our suit order); empty columns make up eight."""
    columns = columns + [""] * (8 - len(columns))
    found = tuple(suit_up(letter, count) for letter, count in zip("CDHS", up, strict=True))
    held = [Card.parse(token) for token in cells.split()]
    return Position(tuple(cards(column) for column in columns),
                    tuple(held + [None] * (4 - len(held))),
                    (*found, cards(jokers_up)))


def refusal(start: Position, move: Move, rules: Rules = OBSTRUCTION) -> str:
    with pytest.raises(IllegalMoveError) as caught:
        rules_of_play.resolve(start, rules, move)
    return caught.value.key


# -- the pack and the deal -----------------------------------------------------------
def test_the_pack_is_one_deck_and_two_jokers() -> None:
    assert OBSTRUCTION.card_count == 54 and len(OBSTRUCTION.pack) == 54
    assert set(OBSTRUCTION.pack) == set(pack(1)) | {FIRST, SECOND}
    assert OBSTRUCTION.foundation_count == 5
    assert (FIRST.deck_index, SECOND.deck_index) == (52, 53)
    assert str(FIRST) == "*1" and Card.parse("*2") == SECOND


def test_our_shuffle_of_54_cards_is_dealt_row_by_row_seven_to_the_first_six() -> None:
    """PySolFC: five rows to all eight, one more row, then six cards to
    columns 1-6; in our shuffle's order, whose pack puts the jokers last."""
    for number in (1, 617, 11982):
        deck = shuffled_deck(number, 1, 2)
        assert sorted(card.deck_index for card in deck) == list(range(54))
        start = initial_position(OBSTRUCTION, number)
        assert tuple(len(column) for column in start.columns) == (7, 7, 7, 7, 7, 7, 6, 6)
        assert start.cells == (None,) * 4 and start.foundations == ((),) * 5
        dealt = [start.columns[column][row] for row in range(7) for column in range(8)
                 if row < len(start.columns[column])]
        assert dealt == deck


def test_the_first_52_draws_are_those_of_the_54_card_pack_not_of_the_deck() -> None:
    """The draws take a card from 54 as the 2-3 deck shuffle does from its
    pack: the jokers change the order from the first draw on."""
    assert shuffled_deck(1, 1, 2)[:3] != shuffled_deck(1)[:3]
    assert [str(card) for card in shuffled_deck(1)][:4] == ["JD", "2D", "9H", "JC"]


# -- the columns' rule for jokers ----------------------------------------------------
def test_a_joker_goes_to_a_free_cell() -> None:
    start = position(["KS *1", "QH"])
    move = rules_of_play.resolve(start, OBSTRUCTION, Move.parse("1a"))
    assert rules_of_play.apply(start, move, OBSTRUCTION).cells[0] == FIRST


def test_a_joker_never_goes_on_a_column_not_even_an_empty_one() -> None:
    start = position(["KS", "", "3S"], cells="*1 *2")
    assert refusal(start, Move.parse("a2")) == "joker_to_column"
    assert refusal(start, Move.parse("b1")) == "joker_to_column"
    # A joker on a 3 and on a 2 by its run rank: still no landing.
    assert refusal(start, Move.parse("b3")) == "joker_to_column"
    column = position(["KS", "", "3S *2"])
    assert refusal(column, Move.parse("32")) == "joker_to_column"
    with pytest.raises(IllegalMoveError) as caught:
        rules_of_play.check_drop(column, OBSTRUCTION, Pile.column(2), Pile.column(1), 1)
    assert caught.value.key == "joker_to_column"


def test_nothing_goes_on_a_joker() -> None:
    start = position(["KS *2", "AH"], cells="AD")
    assert refusal(start, Move.parse("a1")) == "onto_joker"
    assert refusal(start, Move.parse("21")) == "onto_joker"
    with pytest.raises(IllegalMoveError) as caught:
        rules_of_play.check_drop(start, OBSTRUCTION, Pile.column(1), Pile.column(0), 1)
    assert caught.value.key == "onto_joker"


def test_a_joker_rides_inside_a_run_at_its_rank() -> None:
    """isAlternateColorSequence compares ranks and colours only: the second
    joker (rank 2, a colour of its own) lies in a run under any 3 and over
    any ace; the first (an ace) under any 2."""
    start = position(["4S", "9D 3H *2 AC", "2C *1"])
    assert start.run_length(1, OBSTRUCTION) == 3
    assert start.run_length(2, OBSTRUCTION) == 2
    move = rules_of_play.resolve(start, OBSTRUCTION, Move.parse("21"))
    assert move.count == 3
    after = rules_of_play.apply(start, move, OBSTRUCTION)
    assert after.columns[0] == cards("4S 3H *2 AC")
    # The run's foot without its 3 would land the joker first.
    assert refusal(start, Move(Pile.column(1), Pile.column(3), 2)) == "joker_to_column"


def test_built_by_suit_a_joker_matches_no_card_in_a_run() -> None:
    rules = Rules(Preset.CUSTOM, foundation=FoundationBuild.JOKERS,
                  build=Rules.preset(Preset.BAKERS_GAME).build)
    assert position(["3H *2"]).run_length(0, rules) == 1
    assert position(["3H *2"]).run_length(0, OBSTRUCTION) == 2


def test_capacity_counts_the_empty_target_column_as_pysolfc_s_joker_columns_do() -> None:
    """Obstruction_RowStack skips the target's own check, so only the cards'
    leaving counts: (F + 1) x 2^E with every empty column, the target too."""
    columns = ["KS QH JS", "", "5D", "6D", "7D", "8D", "9D", "TD"]
    start = position(columns, cells="2D 3D 4D")  # one free cell, one empty column
    assert rules_of_play.capacity(start, OBSTRUCTION, onto_empty=True) == 4
    assert rules_of_play.resolve(start, OBSTRUCTION, Move(Pile.column(0), Pile.column(1), 3))
    freecell = Rules()
    assert rules_of_play.capacity(start, freecell, onto_empty=True) == 2
    assert refusal(start, Move(Pile.column(0), Pile.column(1), 3), freecell) == "over_capacity"
    # The linear formula with the same E: (F + 1) x (E + 1).
    linear = OBSTRUCTION.with_options(Supermove.LINEAR, False)
    assert rules_of_play.capacity(start, linear, onto_empty=True) == 4
    none_free = position(columns, cells="2D 3D 4D 5C")
    assert rules_of_play.capacity(none_free, OBSTRUCTION, onto_empty=True) == 2


# -- the jokers' foundation ----------------------------------------------------------
def test_the_jokers_go_up_once_clubs_spades_and_hearts_are_complete() -> None:
    waiting = position(["*1"], cells="*2", up=(13, 0, 12, 13))
    assert refusal(waiting, Move.parse("1h")) == "joker_waits"
    assert refusal(waiting, Move.parse("ah")) == "joker_waits"
    ready = position(["*1"], cells="*2", up=(13, 0, 13, 13))
    after = rules_of_play.apply(
        ready, rules_of_play.resolve(ready, OBSTRUCTION, Move.parse("ah")), OBSTRUCTION)
    assert after.foundations[4] == (SECOND,)
    # The diamonds are not asked: their foundation is still empty.
    assert after.foundations[1] == ()


def test_an_empty_jokers_foundation_is_named_as_such_when_a_card_is_taken_back() -> None:
    rules = OBSTRUCTION.with_options(Supermove.DOUBLING, True)
    start = position(["KS"], up=(1, 0, 0, 0))
    with pytest.raises(IllegalMoveError) as caught:
        rules_of_play.resolve(start, rules, Move(Pile.foundation(4), Pile.column(1)))
    assert caught.value.key == "jokers_empty"
    assert rules_of_play.resolve(start, rules, Move(Pile.foundation(0), Pile.column(1)))


def test_no_joker_goes_on_a_suit_foundation_and_no_card_on_the_jokers() -> None:
    rule = OBSTRUCTION.foundation_rule
    piles = position([], up=(13, 0, 13, 13)).foundations
    assert rule.choices(piles, FIRST, 1) == (4,)
    assert rule.choices(piles, Card.parse("AD"), 1) == (1,)
    assert not rule.takes_among(piles, 0, FIRST, 1)
    empty = position([]).foundations
    assert rule.choices(empty, Card.parse("AC"), 1) == (0,)
    assert rule.choices(empty, FIRST, 1) == ()


def test_auto_move_sends_the_jokers_up_once_allowed() -> None:
    start = position(["QH", "KH", "*1"], cells="*2",
                     up=(13, 13, 11, 13))
    game = Game(OBSTRUCTION, start)
    game.play(Move.parse("1h"))
    assert game.is_won
    assert game.position.foundations[4] in ((FIRST, SECOND), (SECOND, FIRST))


def test_finish_sends_a_joker_from_a_cell_and_the_cards_under_nothing() -> None:
    """A joker lying on a heart that must go up first: moves up alone stall
    only if the joker cannot leave; from a cell it waits for its suits."""
    start = position(["KH QH *1"], cells="*2", up=(13, 13, 11, 13))
    assert not rules_of_play.can_finish(start, OBSTRUCTION)
    free = position(["KH QH"], cells="*1 *2", up=(13, 13, 11, 13))
    assert rules_of_play.can_finish(free, OBSTRUCTION)
    game = Game(OBSTRUCTION, free, automove=False)
    for move in rules_of_play.finishing_moves(free, OBSTRUCTION):
        game.play(move)
    assert game.is_won


# -- text: boards, codes --------------------------------------------------------------
def test_a_board_with_jokers_reads_back_as_written() -> None:
    start = initial_position(OBSTRUCTION, 1)
    text = start.to_text()
    assert "*1" in text and "*2" in text
    assert Position.from_text(text, 4, 8, 1, OBSTRUCTION.foundation_rule) == start
    later = position(["KD"], cells="*1", up=(13, 12, 13, 13), jokers_up="*2")
    assert "*2\n" in later.to_text().splitlines()[0] + "\n"
    assert Position.from_text(later.to_text(), 4, 8, 1, OBSTRUCTION.foundation_rule) == later


def test_a_saved_game_of_obstruction_comes_back() -> None:
    game = Game.new(5, OBSTRUCTION)
    game.play(game.legal_moves()[0])
    again = Game.from_dict(game.to_dict())
    assert again.position == game.position and again.rules == OBSTRUCTION


def test_hostile_boards_with_jokers_get_a_clear_error() -> None:
    text = initial_position(OBSTRUCTION, 1).to_text()
    with pytest.raises(BoardError) as caught:  # three jokers: one named twice
        Position.from_text(text.replace("2S\n", "*1\n", 1), 4, 8, 1,
                           OBSTRUCTION.foundation_rule)
    assert caught.value.key == "board_card_again"
    with pytest.raises(BoardError) as unknown:
        Position.from_text(text.replace("*2", "*3"), 4, 8, 1, OBSTRUCTION.foundation_rule)
    assert unknown.value.key == "board_unknown_card"
    freecell = initial_position(Rules(), 1).to_text().replace("JD", "*1", 1)
    with pytest.raises(BoardError) as none:
        Position.from_text(freecell, 4, 8, 1, Rules().foundation_rule)
    assert none.value.key == "board_no_jokers" and "joker" in str(none.value)
    with pytest.raises(CardError):
        Card.joker(3)


def test_obstruction_s_code_and_custom_spelling() -> None:
    code = GameCode.parse("OB1-C4-AAAAAAB")
    assert code.rules == OBSTRUCTION and code.deal_number == 1
    custom = Rules(Preset.CUSTOM, foundation=FoundationBuild.JOKERS)
    assert custom.game is Preset.OBSTRUCTION
    assert OBSTRUCTION.spec.endswith("K")
    assert parse_rules_spec(OBSTRUCTION.spec) == OBSTRUCTION
    with pytest.raises(FreeCellError):
        Rules(Preset.CUSTOM, foundation=FoundationBuild.JOKERS, decks=2)


# -- the search ----------------------------------------------------------------------
@pytest.mark.parametrize("deal", [1, 3])
def test_solutions_replay_to_a_win_with_the_jokers_up(deal: int) -> None:
    start = initial_position(OBSTRUCTION, deal)
    result = solve(start, OBSTRUCTION, max_nodes=400_000)
    assert result.status == "solved"
    game = Game(OBSTRUCTION, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won and len(game.position.foundations[4]) == 2


def test_a_hint_is_a_legal_move() -> None:
    start = initial_position(OBSTRUCTION, 3)
    found = hint(start, OBSTRUCTION)
    assert found is not None
    assert found.from_solution
    rules_of_play.resolve(start, OBSTRUCTION, found.move)
