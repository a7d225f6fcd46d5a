"""docs/rules.md, Columns of two kinds: Antares as PySolFC plays it
(pysollib/games/demonsandthieves.py, Antares; stack.py, Yukon_SS_RowStack).

Columns 1-4 build down in alternate colours, give alternate-colour runs and
take any pile whose first card fits; columns 5-8 build down by suit, give any
number of their cards at once and take only a king-headed pile when empty.
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
from freecell_qt.engine.rules import Tableau, parse_rules_spec
from freecell_qt.engine.solver import solve

RULES = Rules.preset(Preset.ANTARES)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def table(*columns: str, cells: tuple[Card | None, ...] = (None,) * 4) -> Position:
    return Position(tuple(cards(column) for column in columns), cells)


def resolve(where: Position, token: str) -> Move:
    return rules_of_play.resolve(where, RULES, Move.parse(token))


def test_antares_deals_rows_of_eight_then_four_all_face_up():
    """startGame: five rows, one row, then a row to columns 1-4."""
    deck = list(shuffled_deck(4))
    start = initial_position(RULES, 4)
    columns: list[list[Card]] = [[] for _ in range(8)]
    for row in range(7):
        for index in range(8 if row < 6 else 4):
            columns[index].append(deck.pop(0))
    assert [list(column) for column in start.columns] == columns
    assert RULES.cells == 4 and start.cells == (None,) * 4


def test_the_right_columns_give_any_of_their_cards_in_sequence_or_not():
    where = table("9S", "", "", "", "KH 4C 8H 2D", "", "", "")
    move = resolve(where, "52v3")  # 4C 8H 2D, no run, into an empty left column
    assert rules_of_play.moved_cards(where, move) == cards("4C 8H 2D")
    assert rules_of_play.can_pick_up(where, RULES, Move.parse("51").source, 4) is None


def test_a_left_column_takes_any_pile_whose_first_card_fits():
    where = table("9S", "", "", "", "KH 8H 4C 2D", "", "", "")
    move = resolve(where, "51v3")  # the 8H leads 8H 4C 2D onto the 9S
    assert rules_of_play.moved_cards(where, move) == cards("8H 4C 2D")
    after = rules_of_play.apply(where, move, RULES)
    assert after.columns[0] == cards("9S 8H 4C 2D")
    with pytest.raises(IllegalMoveError):
        resolve(where, "51v2")  # the 4C does not go on the 9S


def test_a_left_column_gives_only_a_run_in_alternate_colours():
    where = table("TS 9H 4C", "", "", "", "5C", "", "", "")
    assert rules_of_play.moved_cards(where, resolve(where, "15")) == cards("4C")
    with pytest.raises(IllegalMoveError) as refused:
        rules_of_play.can_pick_up(where, RULES, Move.parse("15").source, 2)
    assert refused.value.key == "not_a_run"


def test_a_right_column_builds_by_suit_and_takes_only_a_king_when_empty():
    where = table("QS 8H", "7H", "", "", "9H", "", "KD 7C", "")
    assert rules_of_play.moved_cards(where, resolve(where, "15")) == cards("8H")
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, "25")  # the 7H does not go on the 9H
    assert refused.value.key == "no_fit" and refused.value.params["build"] == "suit"
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, "26")
    assert refused.value.key == "king_only"
    king = resolve(where, "76v2")
    assert rules_of_play.moved_cards(where, king) == cards("KD 7C")
    assert rules_of_play.moved_cards(where, resolve(where, "24")) == cards("7H")


def test_every_card_of_a_right_column_that_fits_is_a_move_of_its_own():
    """Two red 7s in a column that gives any cards: both go on a black 8."""
    where = table("8S", "", "", "", "KC 7H 2S 7D 3C", "", "", "")
    onto = {move.count for move in rules_of_play.legal_moves(where, RULES)
            if move.source == Move.parse("51").source and move.dest == Move.parse("51").dest}
    assert onto == {2, 4}
    game = Game(RULES, where, automove=False)
    step = game.play("51v4")
    assert step.notation == ("51v4",)  # the count says which 7
    assert game.position.columns[0] == cards("8S 7H 2S 7D 3C")


def test_columns_of_two_kinds_round_trip_through_codes_and_saves():
    rules = Rules(Preset.CUSTOM, 2, columns=10, tableau=Tableau.HALVES)
    assert parse_rules_spec(rules.spec) == rules
    assert GameCode.parse(str(GameCode.for_rules(rules, 3))).rules == rules
    game = Game.new(3, rules)
    assert Game.from_dict(game.to_dict()).rules == rules
    with pytest.raises(RulesError, match="even number of columns"):
        Rules(Preset.CUSTOM, columns=7, tableau=Tableau.HALVES)


@pytest.mark.parametrize("deal", [1, 2])
def test_antares_deals_are_solved_with_moves_that_replay(deal):
    start = initial_position(RULES, deal)
    result = solve(start, RULES, max_nodes=200_000)
    assert result.status == "solved"
    game = Game(RULES, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won
