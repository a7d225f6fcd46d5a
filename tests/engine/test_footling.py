"""Footling and Double Footling (docs/rules.md "Footling"): one foundation that
takes every ace, then every 2, and so on, four of a rank a deck; the deal as
PySolFC deals it, each refusal with the player's message, the safe auto-move,
cards that stay up, the code, the board text and the saved game."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    Card,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Pile,
    Position,
    Preset,
    Rules,
    RulesError,
    rules_of_play,
)
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import (
    Base,
    EmptyFill,
    FoundationBuild,
    SequenceMove,
    parse_rules_spec,
)
from freecell_qt.engine.rules.options import COLUMN_BUILDS, SafeAutomove
from tests.engine.test_solver_rules import _exhaustive

FOOTLING = Rules.preset("footling")
DOUBLE = Rules.preset("double-footling")


def card(text: str, deck: int = 0) -> Card:
    parsed = Card.parse(text)
    return Card(parsed.rank, parsed.suit, deck)


def _dealt_by_rows(deck: list[Card], columns: int) -> list[list[Card]]:
    """PySolFC's Footling deal, written out: whole rows across every column
    while a row can be had, then the cards left to the first columns."""
    piles: list[list[Card]] = [[] for _ in range(columns)]
    rows, rest = divmod(len(deck), columns)
    for row in range(rows):
        for column in range(columns):
            piles[column].append(deck[row * columns + column])
    for column in range(rest):
        piles[column].append(deck[rows * columns + column])
    return piles


# -- the table and the deal ----------------------------------------------------------
@pytest.mark.parametrize(("rules", "columns", "cells", "lengths"), [
    (FOOTLING, 8, 4, (7,) * 4 + (6,) * 4),
    (DOUBLE, 10, 5, (11,) * 4 + (10,) * 6),
])
def test_every_card_is_dealt_by_rows_and_the_one_foundation_starts_empty(
        rules: Rules, columns: int, cells: int, lengths: tuple[int, ...]) -> None:
    for number in (1, 617, 2_147_483_647):
        start = initial_position(rules, number)
        assert start.foundations == ((),)
        assert start.cells == (None,) * cells
        assert tuple(len(column) for column in start.columns) == lengths
        expected = _dealt_by_rows(shuffled_deck(number, rules.decks), columns)
        assert [list(column) for column in start.columns] == expected
    assert rules.foundation_count == 1
    assert rules.sequence is SequenceMove.UNLIMITED


def test_the_games_have_their_words_codes_and_letters() -> None:
    assert Preset.from_prefix("FT") is Preset.FOOTLING
    assert Preset.from_prefix("DT") is Preset.DOUBLE_FOOTLING
    assert FOOTLING.spec == "C4K8R0BAFAMUDRQ"
    assert DOUBLE.spec == "C5K10R0BAFAMUDRQP2"
    for rules in (FOOTLING, DOUBLE):
        code = GameCode.for_rules(rules, 1)
        assert GameCode.parse(str(code)).rules == rules
        assert Game.from_code(str(code)).start == initial_position(rules, 1)
        assert parse_rules_spec(rules.spec) == rules.without_options().changed()
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    custom = Rules(Preset.CUSTOM, 2, layout=(7,) * 4 + (6,) * 4,
                   foundation=FoundationBuild.FOURS)
    assert custom.is_custom
    assert Rules.from_dict(json.loads(json.dumps(custom.to_dict()))) == custom
    assert parse_rules_spec(custom.spec) == custom
    with pytest.raises(RulesError, match="one foundation by rank"):
        Rules(Preset.CUSTOM, base=Base.DEALT, foundation=FoundationBuild.FOURS)


# -- what the foundation takes ----------------------------------------------------------
def _position(rules: Rules, up: list[Card], column: list[Card]) -> Position:
    """``up`` on the foundation, ``column`` in column 1 (its last card on top),
    every other card spread over the other columns."""
    placed = set(up) | set(column)
    rest = [c for c in shuffled_deck(1, rules.decks) if c not in placed]
    others = rules.columns - 1
    columns = [tuple(column)] + [tuple(rest[i::others]) for i in range(others)]
    return Position(tuple(columns), (None,) * rules.cells, (tuple(up),))


def _up(position: Position, rules: Rules, pile: Pile) -> Position:
    move = rules_of_play.resolve(position, rules, Move(pile, Pile.foundation()))
    return rules_of_play.apply(position, move, rules)


def test_the_foundation_takes_an_ace_first_then_every_ace_then_the_twos() -> None:
    rule = FOOTLING.foundation_rule
    aces = [card("AH"), card("AS"), card("AD")]
    assert rule.takes((), 0, card("AC"), 1)
    assert not rule.takes((), 0, card("2C"), 1)
    assert rule.takes(tuple(aces), 0, card("AC"), 1)
    assert not rule.takes(tuple(aces), 0, card("2C"), 1)
    four = (*aces, card("AC"))
    assert not rule.takes(four, 0, card("AC"), 1)
    assert rule.takes(four, 0, card("2S"), 1)
    assert rule.takes((*four, card("2S")), 0, card("2H"), 1)
    assert not rule.takes((*four, card("2S")), 0, card("3H"), 1)
    full = tuple(Card(rank, suit) for rank in range(1, 14)
                 for suit in (card("AC").suit, card("AD").suit, card("AH").suit,
                              card("AS").suit))
    assert rule.finished((full,))
    assert rule.next_wanted(full) is None


def test_with_two_decks_it_takes_eight_of_each_rank() -> None:
    rule = DOUBLE.foundation_rule
    aces = tuple(card(text, deck) for deck in (0, 1) for text in ("AC", "AD", "AH", "AS"))
    assert rule.room == 104
    assert rule.takes(aces[:4], 0, aces[4], 1)
    assert not rule.takes(aces[:4], 0, card("2C"), 1)
    assert not rule.takes(aces[:7], 0, card("2C"), 1)
    assert rule.takes(aces, 0, card("2C"), 1)
    assert not rule.takes(aces, 0, card("AC", 1), 1)


def test_a_card_it_does_not_take_is_refused_with_the_rank_it_takes_next() -> None:
    position = _position(FOOTLING, [card("AH"), card("AS")], [card("2C")])
    with pytest.raises(IllegalMoveError) as refused:
        _up(position, FOOTLING, Pile.column(0))
    assert refused.value.key == "one_foundation_takes"
    assert refused.value.params["rank"] == 1
    assert "takes rank ace next" in str(refused.value)
    with pytest.raises(IllegalMoveError) as named:
        rules_of_play.resolve(position, FOOTLING, Move(Pile.column(0), Pile.foundation(0)))
    assert named.value.key == "one_foundation_takes"


def test_cards_stay_on_the_foundation_even_with_take_back_on() -> None:
    rules = FOOTLING.with_options(FOOTLING.supermove, True)
    position = _position(rules, [card("AH")], [card("KS")])
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.resolve(position, rules, Move(Pile.foundation(0), Pile.column(1)))
    assert refused.value.key == "stay_up"
    assert not any(move.source.kind.name == "FOUNDATION"
                   for move in rules_of_play.legal_moves(position, rules))


def test_every_card_the_foundation_takes_goes_up_by_itself() -> None:
    assert FOOTLING.safe_automove is SafeAutomove.TAKEN
    # Column 1 ends 2C on AH; the three other aces are up, and the 2 waits for the fourth.
    position = _position(FOOTLING, [card("AD"), card("AS"), card("AC")],
                         [card("2C"), card("AH")])
    assert rules_of_play.next_safe_move(position, FOOTLING) == Move(
        Pile.column(0), Pile.foundation())
    after = _up(position, FOOTLING, Pile.column(0))
    assert rules_of_play.is_safe(after, card("2C"), FOOTLING)
    assert not rules_of_play.is_safe(after, card("3C"), FOOTLING)


def test_a_game_sends_the_cards_up_by_themselves_after_a_move() -> None:
    position = _position(FOOTLING, [card("AD"), card("AS"), card("AC")],
                         [card("2C"), card("AH")])
    game = Game(FOOTLING, position)
    game.play(Move(Pile.column(0), Pile.cell(0)))  # the ace to a cell: both go up unasked
    up = game.position.foundations[0]
    assert up[3] == card("AH")
    assert card("2C") in up[4:]
    assert game.position.cells == (None,) * 4


def test_the_board_text_and_a_saved_game_come_back_the_same() -> None:
    game = Game.new(1, DOUBLE)
    for _ in range(6):
        moves = game.legal_moves()
        ups = [move for move in moves if move.dest.kind.name == "FOUNDATION"]
        game.play((ups or moves)[0])
    text = game.position.to_text()
    back = Position.from_text(text, DOUBLE.cells, DOUBLE.columns, DOUBLE.decks,
                              DOUBLE.foundation_rule)
    assert back.to_text() == text
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.rules == DOUBLE
    assert again.position == game.position


# -- Set Up Position ----------------------------------------------------------------
def test_set_up_position_takes_the_aces_first_and_needs_no_starting_card() -> None:
    from freecell_qt.engine.setup import Setup, SetupError, read_placement

    def place(setup: Setup, text: str) -> None:
        cards, pile = read_placement(text, setup)
        assert pile is not None
        setup.place(cards, pile)

    setup = Setup.empty(FOOTLING)
    assert len(setup.foundations) == 1
    with pytest.raises(SetupError) as refused:
        place(setup, "2c h")
    assert refused.value.key == "setup_foundation_rank"
    for text in ("ah", "ac", "ad", "as", "2h"):
        place(setup, f"{text} h")
    with pytest.raises(SetupError):
        place(setup, "3h h")
    setup.deal_rest(random.Random(5))
    assert setup.problem() is None
    position = setup.position()
    assert position.foundations == ((card("AH"), card("AC"), card("AD"), card("AS"),
                                     card("2H")),)
    assert Game(FOOTLING, position).position == position


def test_finish_is_offered_once_moves_up_alone_win() -> None:
    suits = ("C", "D", "H", "S")
    up = [card(f"{rank}{suit}") for rank in "A23456789TJ" for suit in suits]

    def game(columns: list[list[str]]) -> Game:
        piles = [tuple(card(text) for text in column) for column in columns]
        piles += [()] * (FOOTLING.columns - len(piles))
        cells = (card("QD"), card("QC"), card("KD"), card("KC"))
        return Game(FOOTLING, Position(tuple(piles), cells, (tuple(up),)), automove=False)

    blocked = game([["KH", "QS"], ["QH", "KS"]])  # the queen of hearts lies under a king
    assert not blocked.can_finish
    with pytest.raises(IllegalMoveError):
        blocked.finish()
    ready = game([["QS"], ["QH"], ["KS"], ["KH"]])
    assert ready.can_finish
    ready.finish()
    assert ready.is_won


def test_the_solver_s_win_of_deal_2_replays_to_a_win_through_the_game() -> None:
    from freecell_qt.engine.solver import solve

    found = solve(initial_position(FOOTLING, 2), FOOTLING, max_nodes=20_000, timeout=None)
    assert found.status == "solved"
    game = Game.new(2, FOOTLING, automove=False)
    for move in found.moves:
        game.play(move, automove=False)
    assert game.is_won
    assert len(game.position.foundations[0]) == 52


# -- safe auto-move against a search of every position ---------------------------------
@st.composite
def late_games(draw: st.DrawFn) -> tuple[Rules, Position]:
    """A rule set with Footling's foundation and a late position of it: every card
    below a rank up, some of that rank too, and the cards left (five to twelve)
    spread over four or five columns and up to two cells."""
    columns = draw(st.integers(4, 5))
    cells = draw(st.integers(0, 2))
    rules = Rules(Preset.CUSTOM, cells, columns=columns,
                  build=draw(st.sampled_from(COLUMN_BUILDS)),
                  fill=draw(st.sampled_from(list(EmptyFill))),
                  sequence=draw(st.sampled_from(list(SequenceMove))),
                  foundation=FoundationBuild.FOURS)
    rank = draw(st.integers(11, 12))
    deck = [Card(r, suit) for r in range(1, 14) for suit in Suit]
    below = [c for c in deck if c.rank < rank]
    same = draw(st.permutations([c for c in deck if c.rank == rank]))
    up_of_rank = draw(st.integers(0, 3))
    up = below + list(same[:up_of_rank])
    left = draw(st.permutations([c for c in deck if c not in up]))
    held = min(cells, draw(st.integers(0, 2)))
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for c in left[held:]:
        piles[draw(st.integers(0, columns - 1))].append(c)
    cell_cards = list(left[:held]) + [None] * (cells - held)
    return rules, Position(tuple(tuple(p) for p in piles), tuple(cell_cards), (tuple(up),))


@settings(max_examples=15, deadline=None, derandomize=True)
@given(late_games())
def test_the_cards_auto_move_sends_up_never_lose_a_won_game(game: tuple[Rules, Position]):
    """Every position the engine's own moves reach, with and without the cards
    auto-move would send up first: the game stays won whenever it was."""
    rules, position = game
    after = position
    while (move := rules_of_play.next_safe_move(after, rules)) is not None:
        after = rules_of_play.apply(after, rules_of_play.resolve(after, rules, move), rules)
    before_won = _exhaustive(position, rules, 5_000)
    after_won = _exhaustive(after, rules, 5_000)
    if before_won is not None and after_won is not None:
        assert before_won == after_won
