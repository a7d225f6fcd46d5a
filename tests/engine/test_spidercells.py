"""Spidercells' foundations that take whole runs (docs/rules.md, Foundations
that take whole runs): the deal, the code, what a foundation takes and
refuses with the player's reason, the 13-card move up whatever the cells
hold, safe auto-move, Finish, the notation and a saved game."""

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
from freecell_qt.engine.rules import Build, FoundationBuild, parse_rules_spec

SPIDERCELLS = Rules.preset("spidercells")
RULE = SPIDERCELLS.foundation_rule


def run(black_king: bool, black: Suit, red: Suit) -> tuple[Card, ...]:
    """A whole run from king to ace in alternate colours, the king first."""
    return tuple(Card(rank, black if (rank % 2 == 1) == black_king else red)
                 for rank in range(13, 0, -1))


#: The four runs a deck splits into, two headed by a black king, two by a red one.
RUNS = (run(True, Suit.SPADES, Suit.HEARTS), run(True, Suit.CLUBS, Suit.DIAMONDS),
        run(False, Suit.SPADES, Suit.HEARTS), run(False, Suit.CLUBS, Suit.DIAMONDS))


def board(*columns: tuple[Card, ...], cells: tuple[Card | None, ...] = (None,) * 4,
          foundations: tuple[tuple[Card, ...], ...] = ((),) * 4) -> Position:
    padded = tuple(columns) + ((),) * (8 - len(columns))
    return Position(padded, cells, foundations)


def test_the_deal_is_freecell_s_row_by_row_with_four_empty_foundations_of_any_suit():
    for number in (1, 617, 2_147_483_647):
        deck = shuffled_deck(number)
        start = initial_position(SPIDERCELLS, number)
        assert [len(column) for column in start.columns] == [7, 7, 7, 7, 6, 6, 6, 6]
        assert [start.columns[i % 8][i // 8] for i in range(52)] == list(deck)
        assert start.foundations == ((),) * 4
        assert start == initial_position(Rules.preset("freecell"), number)


def test_the_code_and_the_rule_word_give_the_same_game_back():
    code = GameCode.for_rules(SPIDERCELLS, 1)
    assert str(code).startswith("SP1-C4-")
    assert Game.from_code(str(code)).start == initial_position(SPIDERCELLS, 1)
    assert SPIDERCELLS.spec == "C4K8R0BAFAMSDRV"
    assert parse_rules_spec(SPIDERCELLS.spec).foundation is FoundationBuild.RUNS
    assert Rules.from_dict(json.loads(json.dumps(SPIDERCELLS.to_dict()))) == SPIDERCELLS


def test_whole_run_foundations_refuse_rules_they_were_not_thought_through_for():
    with pytest.raises(RulesError, match="whole runs"):
        Rules(Preset.CUSTOM, 4, build=Build.SAME_SUIT, foundation=FoundationBuild.RUNS)


def test_a_whole_run_goes_up_in_one_move_whatever_the_cells_and_columns_hold():
    # Every cell full and no column empty: a supermove could carry one card.
    rest = [c for r in RUNS[1:] for c in r]
    columns = (RUNS[0], *(tuple(rest[i::7][:-1]) for i in range(7)))
    cells = tuple(rest[i::7][-1] for i in range(4))
    spare = [c for i in range(4, 7) for c in rest[i::7][-1:]]
    columns = (*columns[:5], columns[5] + (spare[0],), columns[6] + (spare[1],),
               columns[7] + (spare[2],))
    game = Game(SPIDERCELLS, board(*columns, cells=cells), automove=False)
    assert rules_of_play.capacity(game.position, SPIDERCELLS, onto_empty=False) == 1
    step = game.play("1h")
    assert step.notation == ("1h",)
    assert game.position.foundations[0] == RUNS[0]
    assert game.position.foundation_top(0) == Card(1, Suit.SPADES)
    assert game.score == 130
    assert not game.position.columns[0]


def test_a_single_card_a_broken_run_and_a_cell_s_card_are_refused_with_the_reason():
    king_alone = (RUNS[0][0],)
    broken = RUNS[1][:6] + RUNS[2][6:]  # from a black king, but red 7 on red 8
    short = RUNS[3][1:]  # queen to ace, no king
    position = board(king_alone, broken, short, RUNS[2][:6], RUNS[0][1:], RUNS[1][6:],
                     RUNS[3][:1], cells=(None,) * 4)
    for source in ("1", "2", "3", "4"):
        with pytest.raises(IllegalMoveError) as refused:
            rules_of_play.resolve(position, SPIDERCELLS, Move.parse(source + "h"))
        assert refused.value.key == "whole_run_only"
        assert "only a whole run from king to ace in alternate colours goes up" in str(
            refused.value)
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.check_drop(position, SPIDERCELLS, Pile.column(4), Pile.foundation(), 12)
    assert refused.value.key == "whole_run_only"
    with_cell = board(RUNS[0], cells=(Card(1, Suit.CLUBS), None, None, None))
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.resolve(with_cell, SPIDERCELLS, Move.parse("ah"))
    assert refused.value.key == "whole_run_only"


def test_cards_never_come_back_down():
    game = Game(SPIDERCELLS.with_options(SPIDERCELLS.supermove, True),
                board(*RUNS[1:], cells=(None,) * 4, foundations=(RUNS[0], (), (), ())),
                automove=False)
    with pytest.raises(IllegalMoveError) as refused:
        game.play(Move(Pile.foundation(0), Pile.column(3)))
    assert refused.value.key == "stay_up"


def test_a_drag_of_the_whole_run_goes_up_and_lists_among_the_legal_moves():
    position = board(RUNS[0][:3], RUNS[0][3:], *RUNS[1:])
    move = rules_of_play.check_drop(position, SPIDERCELLS, Pile.column(2), Pile.foundation(), 13)
    assert move == Move(Pile.column(2), Pile.foundation(), 13)
    ups = [m for m in rules_of_play.legal_moves(position, SPIDERCELLS)
           if m.dest.kind.value == "foundation"]
    assert ups == [Move(Pile.column(index), Pile.foundation(), 13) for index in (2, 3, 4)]


def test_auto_move_sends_a_whole_run_up_after_the_move_that_completes_it():
    # The 3 to ace of the first run lie in column 3; moving them onto its 4 completes it.
    position = board(RUNS[0][:10], RUNS[1], RUNS[0][10:], RUNS[2], RUNS[3])
    game = Game(SPIDERCELLS, position, automove=True)
    step = game.play("31")
    assert game.position.is_won
    assert step.notation[0] == "31"
    assert set(step.notation[1:]) == {"1h", "2h", "4h", "5h"}


def test_finish_waits_for_whole_runs_and_then_sends_them_up():
    stacked = board(RUNS[0] + RUNS[1], RUNS[2][:4], RUNS[2][4:], RUNS[3])
    game = Game(SPIDERCELLS, stacked, automove=False)
    assert not game.can_finish
    with pytest.raises(IllegalMoveError) as refused:
        game.finish()
    assert refused.value.key == "finish_not_ready_runs"
    game.play("32")
    assert game.can_finish
    game.finish()
    assert game.position.is_won


def test_a_saved_game_with_a_run_up_reads_back():
    game = Game(SPIDERCELLS, board(*RUNS), automove=False)
    game.play("1h")
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.position == game.position
    assert again.position.foundations[0] == RUNS[0]


def test_set_up_position_refuses_a_card_on_a_foundation_and_takes_a_board_with_runs_up():
    from freecell_qt.engine.setup import Setup

    setup = Setup.empty(SPIDERCELLS)
    refused = setup.refusal([Card(13, Suit.SPADES)], Pile.foundation(0))
    assert refused is not None and refused.key == "setup_whole_runs"
    played = board(*RUNS[1:], foundations=(RUNS[0], (), (), ()))
    assert Setup.of(played, SPIDERCELLS).position() == played


def test_the_solver_wins_a_late_position_and_its_moves_replay():
    from freecell_qt.engine.solver import solve

    position = board(RUNS[0][:5], RUNS[1][:9], RUNS[0][5:9], RUNS[2][:3], RUNS[1][9:],
                     RUNS[2][3:], RUNS[0][9:], RUNS[3])
    result = solve(position, SPIDERCELLS, timeout=20)
    assert result.status == "solved"
    game = Game(SPIDERCELLS, position, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.position.is_won
