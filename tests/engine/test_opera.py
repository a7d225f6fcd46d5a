"""docs/rules.md, Face-down cards: Opera, FreeCell whose columns are dealt face
down but for their last card, as PySolFC plays it (pysollib/games/freecell.py,
Opera; stack.py's basicAcceptsCards and basicCanMoveCards refuse a face-down
card).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
    RulesError,
    rules_of_play,
)
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import BoardError
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import DealOrder, parse_rules_spec
from freecell_qt.engine.solver import hint, solve
from freecell_qt.engine.solver.generic import Keys

OPERA = Rules.preset(Preset.OPERA)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def pysolfc_deal(number: int) -> tuple[list[list[Card]], list[int]]:
    """Opera's deal as PySolFC's startGame makes it, written out step by step:
    five face-down rows to all eight columns, a sixth face-down row to the
    first four, then one face-up row to all eight. The columns, and the
    face-down cards of each."""
    deck = list(shuffled_deck(number))
    columns: list[list[Card]] = [[] for _ in range(8)]
    for _row in range(5):
        for column in columns:
            column.append(deck.pop(0))
    for column in columns[:4]:
        column.append(deck.pop(0))
    down = [len(column) for column in columns]
    for column in columns:
        column.append(deck.pop(0))
    assert not deck
    return columns, down


# -- the deal ------------------------------------------------------------------------


@pytest.mark.parametrize("number", [1, 2, 617, 11982, 2_147_483_647])
def test_opera_deals_as_pysolfc_face_down_rows_first_then_one_face_up(number):
    columns, down = pysolfc_deal(number)
    start = initial_position(OPERA, number)
    assert [list(column) for column in start.columns] == columns
    assert start.down == tuple(down) == (6, 6, 6, 6, 5, 5, 5, 5)
    assert start.cells == (None,) * 4 and not any(start.foundations)


def test_opera_is_freecell_with_the_cards_dealt_face_down():
    assert OPERA.face_down and not Rules().face_down
    assert OPERA.changed(face_down=False).game is Preset.FREECELL
    assert Rules(Preset.CUSTOM, face_down=True).game is Preset.OPERA
    assert not initial_position(Rules(), 1).hidden
    assert initial_position(Rules(), 1).down == (0,) * 8


def test_cards_are_dealt_face_down_only_row_by_row():
    with pytest.raises(RulesError, match="face down only in a deal row by row"):
        Rules(Preset.CUSTOM, columns=7, deal=DealOrder.SUITS, face_down=True)
    challenge = Rules(Preset.CUSTOM, deal=DealOrder.CHALLENGE, face_down=True)
    deepest = [column[0].rank for column in initial_position(challenge, 1).columns]
    assert deepest == [1, 1, 1, 1, 2, 2, 2, 2]


# -- turning up, and moving --------------------------------------------------------------


def test_a_face_down_card_turns_up_when_the_card_on_it_leaves_and_back_on_undo():
    game = Game.new(1, OPERA, automove=False)
    top = game.position.columns[0][-1]
    game.play("1a")
    assert game.position.cells[0] == top
    assert game.position.down[0] == 5
    assert str(game.position.columns[0][-1]) == "6D"
    assert game.position.columns[0][-1] not in game.position.face_down_cards()
    game.undo()
    assert game.position.down[0] == 6
    game.redo()
    assert game.position.down[0] == 5


def test_a_column_emptied_of_its_last_face_up_card_keeps_none_face_down():
    where = Position((cards("9S"), cards("5C 4H"), (), (), (), (), (), ()), (None,) * 4,
                     down=(0, 1, 0, 0, 0, 0, 0, 0))
    after = rules_of_play.apply(where, rules_of_play.resolve(where, OPERA, Move.parse("2a")),
                                OPERA)
    assert after.down == (0,) * 8
    gone = rules_of_play.apply(after, rules_of_play.resolve(after, OPERA, Move.parse("2b")),
                               OPERA)
    assert gone.columns[1] == () and gone.down == (0,) * 8


def test_a_face_down_card_is_never_part_of_a_run_nor_lifted():
    # The 8 of spades takes the 7 of hearts, but it lies face down.
    where = Position((cards("KC 8S 7H"), cards("9D"), (), (), (), (), (), ()), (None,) * 4,
                     down=(2, 0, 0, 0, 0, 0, 0, 0))
    assert where.run_length(0, OPERA) == 1
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.can_pick_up(where, OPERA, Pile.column(0), 2)
    assert refused.value.key == "face_down_card"
    with pytest.raises(IllegalMoveError):
        rules_of_play.resolve(where, OPERA, Move(Pile.column(0), Pile.column(2), 2))
    # Face up, the same two cards are a run.
    shown = Position(where.columns, where.cells, down=(1, 0, 0, 0, 0, 0, 0, 0))
    assert shown.run_length(0, OPERA) == 2
    rules_of_play.can_pick_up(shown, OPERA, Pile.column(0), 2)


def test_finish_waits_while_a_card_lies_face_down():
    up = tuple(tuple(Card(rank, suit) for rank in range(1, 12)) for suit in range(4))
    columns = (cards("KC QH"), cards("KD QS"), cards("KH QC"), cards("KS QD"),
               (), (), (), ())
    open_ = Position(columns, (None,) * 4, up)
    assert rules_of_play.can_finish(open_, OPERA)
    hidden = Position(columns, (None,) * 4, up, down=(1, 0, 0, 0, 0, 0, 0, 0))
    assert not rules_of_play.can_finish(hidden, OPERA)


def _moved(position: Position, move: Move) -> tuple[Card, ...]:
    return rules_of_play.moved_cards(position, move)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(1, 32000), choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_no_listed_move_carries_a_face_down_card_and_the_top_card_is_face_up(deal, choices):
    game = Game.new(deal, OPERA)
    for choice in choices:
        position = game.position
        assert all(down < len(column) or down == 0
                   for column, down in zip(position.columns, position.down, strict=True))
        moves = list(rules_of_play.legal_moves(position, OPERA))
        hidden = position.face_down_cards()
        for move in moves:
            assert not set(_moved(position, move)) & hidden
        if not moves:
            break
        game.play(moves[choice % len(moves)])


# -- boards, codes, saved games -----------------------------------------------------------


def test_a_board_writes_face_down_cards_in_brackets_and_reads_them_back():
    start = initial_position(OPERA, 1)
    text = start.to_text()
    assert text.splitlines()[2] == "[JD] [KD] [2S] [4C] [3S] [6D] 6C"
    assert Position.from_text(text) == start
    played = Game.new(1, OPERA, automove=False)
    played.play("1a")
    assert Position.from_text(played.position.to_text()) == played.position


def test_a_board_without_brackets_has_no_card_face_down():
    plain = initial_position(Rules(), 1)
    assert "[" not in plain.to_text()
    assert Position.from_text(plain.to_text()).down == (0,) * 8


@pytest.mark.parametrize("line", ["[JD] KD [2S] 4C 3S 6D 6C", "JD KD 2S 4C 3S 6D [6C]",
                                  "[JD] [KD] [2S] [4C] [3S] [6D] [6C]"])
def test_a_board_refuses_face_down_cards_over_face_up_ones_or_on_top(line):
    lines = initial_position(OPERA, 1).to_text().splitlines()
    lines[2] = line
    with pytest.raises(BoardError) as refused:
        Position.from_text("\n".join(lines))
    assert refused.value.key == "board_face_down_order"


def test_a_game_that_deals_every_card_face_up_refuses_a_board_with_face_down_cards():
    board = initial_position(OPERA, 1)
    with pytest.raises(FreeCellError) as refused:
        board.check_fits(Rules())
    assert refused.value.key == "board_face_down"
    board.check_fits(OPERA)
    initial_position(Rules(), 1).check_fits(OPERA)  # none face down: any board will do


def test_opera_codes_rules_and_saved_games_round_trip():
    code = GameCode.for_rules(OPERA, 617)
    assert str(code).startswith("OR1-C4-")
    assert GameCode.parse(str(code)).rules == OPERA
    assert OPERA.spec == "C4K8R0BAFAMSDRN"
    assert parse_rules_spec(OPERA.spec) == OPERA
    custom = Rules(Preset.CUSTOM, 2, columns=10, face_down=True)
    assert custom.spec == "C2K10R0BAFAMSDRN" and parse_rules_spec(custom.spec) == custom
    assert Rules.from_dict(custom.to_dict()) == custom
    game = Game.new(617, OPERA, automove=False)
    game.play("1a")
    again = Game.from_dict(game.to_dict())
    assert again.position == game.position and again.position.hidden


def test_a_game_from_a_board_with_face_down_cards_saves_and_loads_them():
    game = Game.new(5, OPERA, automove=False)
    game.play("1a")
    board = Position.from_text(game.position.to_text())
    from_board = Game(OPERA, board, None, False)
    again = Game.from_dict(from_board.to_dict())
    assert again.position == board and again.position.down == board.down


# -- the search ---------------------------------------------------------------------


def test_the_search_tells_apart_positions_that_differ_only_in_what_lies_face_down():
    keys = Keys(OPERA)
    start = initial_position(OPERA, 1)
    shown = Position(start.columns, start.cells, start.foundations, start.base,
                     (5, 6, 6, 6, 5, 5, 5, 5))
    assert keys(start) != keys(shown)
    assert keys(start) == keys(Position.from_text(start.to_text()))


@pytest.mark.parametrize("number", [1, 2, 3])
def test_opera_deals_are_solved_with_moves_that_replay_and_hinted(number):
    start = initial_position(OPERA, number)
    result = solve(start, OPERA, max_nodes=200_000)
    assert result.status == "solved"
    game = Game(OPERA, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won
    advice = hint(start, OPERA)
    assert advice is not None
    rules_of_play.resolve(start, OPERA, advice.move)


def test_a_pasted_board_with_face_down_cards_is_read_as_opera():
    from freecell_qt.engine.pasted import read_pasted

    start = initial_position(OPERA, 3)
    rules, position = read_pasted(start.to_text(), Rules())
    assert rules.game is Preset.OPERA and position == start
