"""Double FreeCell as PySolFC plays it (docs/rules.md, Foundations twice round): two decks,
ten columns, six free cells and four foundations, each by suit twice round from
an ace of the first deck. The deal checked against PySolFC's procedure written
out here, the old game's new title with its old word, letters and statistics
key, the code and the rules' short word, what a foundation takes and refuses
with the player's words, safe auto-move, Finish, and the board text and saved
games."""

from __future__ import annotations

import json

import pytest

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
    Suit,
    rules_of_play,
)
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.pasted import read_pasted
from freecell_qt.engine.rules import FoundationBuild, parse_rules_spec
from freecell_qt.engine.setup import Setup

ROUND = Rules.preset("double-freecell-round")
RULE = ROUND.foundation_rule
SUIT_ORDER = "CDHS"


def card(text: str, deck: int = 0) -> Card:
    parsed = Card.parse(text)
    return Card(parsed.rank, parsed.suit, deck)


def pysolfc_deal(number: int) -> tuple[list[list[Card]], dict[Suit, Card]]:
    """PySolFC's procedure (freecell.py, DoubleFreecell): the first deck's four
    aces go to the bottom of the talon, dealt last; nine rows and one more of
    ten cards go to the columns; the four aces go to their suits' foundations."""
    talon = shuffled_deck(number, 2)
    aces = [c for c in talon if c.rank == 1 and c.deck == 0]
    talon = [c for c in talon if c not in aces]
    columns: list[list[Card]] = [[] for _ in range(10)]
    for _row in range(10):
        for column in columns:
            column.append(talon.pop(0))
    assert not talon
    return columns, {ace.suit: ace for ace in aces}


def suit_run(suit: str, count: int) -> tuple[Card, ...]:
    """The first ``count`` cards a foundation of ``suit`` holds: the first deck's
    ace to king, then the second deck's."""
    ranks = "A23456789TJQK"
    return tuple(card(ranks[place % 13] + suit, place // 13) for place in range(count))


def position(columns: list[str], counts: dict[str, int], cells: tuple[str, ...] = ()
             ) -> Position:
    """A position of this game: the foundations hold ``counts`` cards of each suit
    (26 where not named), the columns the cards written (``"5H 4C 3H:1"``, a
    card's deck after a colon), the six cells ``cells``."""
    def parse(text: str) -> Card:
        face, _, deck = text.partition(":")
        return card(face, int(deck or 0))

    foundations = tuple(suit_run(suit, counts.get(suit, 26)) for suit in SUIT_ORDER)
    return Position(tuple(tuple(parse(t) for t in column.split()) for column in columns)
                    + ((),) * (10 - len(columns)),
                    tuple(parse(t) for t in cells) + (None,) * (6 - len(cells)),
                    foundations)


# -- the deal, the titles and the code ---------------------------------------------
@pytest.mark.parametrize("number", [1, 617, 11982, 2_147_483_647])
def test_the_deal_is_pysolfc_s_the_first_deck_s_aces_up_and_ten_rows_of_ten(number):
    columns, aces = pysolfc_deal(number)
    start = initial_position(ROUND, number)
    assert [list(column) for column in start.columns] == columns
    assert start.foundations == tuple((aces[suit],) for suit in Suit)
    assert all(ace.deck == 0 for ace in aces.values())
    assert start.cells == (None,) * 6
    assert ROUND.layout == (10,) * 10 and ROUND.foundation_count == 4


def test_the_old_double_freecell_is_the_traditional_one_under_its_old_word_and_letters():
    old = Rules.preset("double-freecell")
    assert old.title == "Double FreeCell (Traditional)"
    assert (old.key, Preset.DOUBLE_FREECELL.code_prefix, old.foundation_count) == (
        "double-freecell", "DF", 8)
    assert str(GameCode.for_rules(old, 5))[:2] == "DF"
    assert ROUND.title == "Double FreeCell"
    assert (ROUND.key, Preset.DOUBLE_FREECELL_ROUND.code_prefix) == (
        "double-freecell-round", "DR")
    assert Preset.from_prefix("DR") is Preset.DOUBLE_FREECELL_ROUND


def test_deal_1_s_code_and_the_rules_short_word_give_the_same_game_back():
    code = GameCode.for_rules(ROUND, 1)
    assert str(code)[:2] == "DR"
    assert GameCode.parse(str(code)).rules == ROUND
    assert Game.from_code(str(code)).start == initial_position(ROUND, 1)
    assert ROUND.spec == "C6K10R0BAFAMSDRTP2"
    assert parse_rules_spec(ROUND.spec).game is Preset.DOUBLE_FREECELL_ROUND
    custom = ROUND.changed(cells=5)
    assert custom.is_custom and custom.spec == "C5K10R0BAFAMSDRTP2"
    assert Rules.from_dict(json.loads(json.dumps(custom.to_dict()))) == custom
    assert GameCode.parse(str(GameCode.for_rules(custom, 9))).rules == custom


def test_foundations_twice_round_need_two_decks_dealt_row_by_row():
    with pytest.raises(RulesError, match="twice round need two decks"):
        Rules(Preset.CUSTOM, 4, foundation=FoundationBuild.TWICE)
    with pytest.raises(RulesError, match="twice round need two decks"):
        Rules(Preset.CUSTOM, 8, columns=13, decks=3, foundation=FoundationBuild.TWICE)


# -- what a foundation takes ------------------------------------------------------------
def test_after_the_king_the_foundation_takes_the_other_ace_then_goes_on_to_26():
    hearts_round = position(["5S 4H:1", "AH:1"], {"H": 13, "S": 4})
    up = rules_of_play.resolve(hearts_round, ROUND, Move(Pile.column(1), Pile.foundation()))
    after = rules_of_play.apply(hearts_round, up, ROUND)
    assert after.foundations[Suit.HEARTS][-2:] == (card("KH"), card("AH", 1))
    assert after.counts == (26, 26, 14, 4)
    full = position(["KH:1"], {"H": 25})
    won = rules_of_play.apply(full, Move(Pile.column(0), Pile.foundation()), ROUND)
    assert won.is_won and RULE.finished(won.foundations)


def test_a_card_the_foundation_does_not_take_yet_is_refused_with_the_card_that_comes_first():
    # Hearts went round once: the 5 of hearts waits for the other ace, not the 4.
    table = position(["5H:1"], {"H": 13})
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.resolve(table, ROUND, Move(Pile.column(0), Pile.foundation()))
    assert str(refused.value) == (
        "the 5 of hearts cannot go up yet: the ace of hearts goes first")
    early = position(["6C 5C"], {"C": 3})
    with pytest.raises(IllegalMoveError, match="the 4 of clubs goes first"):
        rules_of_play.resolve(early, ROUND, Move(Pile.column(0), Pile.foundation()))
    # A foundation whose ace came back down starts with the ace again.
    emptied = position(["2D"], {"D": 0})
    with pytest.raises(IllegalMoveError, match="foundation starts with the ace"):
        rules_of_play.resolve(emptied, ROUND, Move(Pile.column(0), Pile.foundation()))


# -- safe auto-move and Finish ----------------------------------------------------------
def test_no_card_goes_up_unasked_the_first_time_round():
    # The 2 of clubs fits, and nothing could go on it: its twin is still in play.
    table = position(["2C", "9D 2C:1"], {"C": 1, "D": 20, "H": 26, "S": 26})
    assert rules_of_play.next_safe_move(table, ROUND) is None
    start = Game.new(1, ROUND)
    assert start.position.counts == (1, 1, 1, 1)


def test_the_second_time_round_a_card_goes_up_once_no_card_could_go_on_it():
    # The other ace of clubs: nothing goes on an ace.
    ace = position(["9D AC:1"], {"C": 13, "D": 20})
    assert rules_of_play.next_safe_move(ace, ROUND) == Move(Pile.column(1 - 1),
                                                              Pile.foundation())
    # The second 2 of clubs waits until both red aces of the second round are up.
    waits = position(["9D 2C:1"], {"C": 14, "D": 13, "H": 20})
    assert rules_of_play.next_safe_move(waits, ROUND) is None
    goes = position(["9D 2C:1"], {"C": 14, "D": 14, "H": 20})
    assert rules_of_play.next_safe_move(goes, ROUND) == Move(Pile.column(0), Pile.foundation())


def test_finish_sends_up_what_goes_up_and_refuses_a_second_round_card_on_a_first_round_one():
    # Every column is a run, but the 3 of hearts' twin round comes only after the
    # 5 of hearts it covers (through the 4 of clubs): moves up alone stop.
    stuck = position(["5H 4C 3H:1"], {"H": 4, "C": 3})
    assert not rules_of_play.can_finish(stuck, ROUND)
    with pytest.raises(IllegalMoveError):
        rules_of_play.finishing_moves(stuck, ROUND)
    ready = position(["5H 4C"], {"H": 4, "C": 3})
    assert rules_of_play.can_finish(ready, ROUND)
    end = ready
    for move in rules_of_play.finishing_moves(ready, ROUND):
        end = rules_of_play.apply(end, move, ROUND)
    assert end.is_won


# -- board text and saved games --------------------------------------------------------
def test_the_deal_s_board_text_reads_back_to_the_same_position_and_a_saved_game_too():
    start = initial_position(ROUND, 3)
    text = start.to_text()
    assert text.startswith("Foundations: AC AD AH AS\n")
    read = Position.from_text(text, 6, 10, 2, RULE)
    # The reader numbers the copies of a card in reading order: the faces agree.
    assert read.to_text() == text and read.foundations == start.foundations
    game = Game(ROUND, start)
    first = next(rules_of_play.legal_moves(start, ROUND))
    game.play(first)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.position.to_text() == game.position.to_text() and again.rules == ROUND


def test_a_pasted_board_with_a_foundation_gone_round_is_read_as_this_game():
    start = initial_position(ROUND, 1)
    up = [Card(rank, Suit.CLUBS) for rank in range(1, 14)] + [card("AC", 1)]
    columns = tuple(tuple(c for c in column if c not in up) for column in start.columns)
    board = Position(columns, start.cells, ((*up,), *start.foundations[1:]))
    text = board.to_text()
    assert text.startswith("Foundations: AC-2C-3C-4C-5C-6C-7C-8C-9C-TC-JC-QC-KC-AC AD AH AS\n")
    rules, read = read_pasted(text, Rules())
    assert rules.game is Preset.DOUBLE_FREECELL_ROUND and read.to_text() == text


def test_set_up_position_puts_the_other_ace_on_a_king_and_refuses_a_two():
    start = initial_position(ROUND, 1)
    up = [Card(rank, Suit.CLUBS) for rank in range(1, 14)]
    columns = tuple(tuple(c for c in column if c not in up) for column in start.columns)
    setup = Setup.of(Position(columns, start.cells, ((*up,), *start.foundations[1:])), ROUND)
    refused = setup.refusal([card("2C", 1)], Pile.foundation(Suit.CLUBS))
    assert str(refused) == ("the clubs foundation takes the card one rank above the king of "
                            "clubs, not the 2 of clubs")
    setup.place([card("AC", 1)], Pile.foundation(Suit.CLUBS))
    assert setup.problem() is None and setup.position().counts == (14, 1, 1, 1)
