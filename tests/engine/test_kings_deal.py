"""Kings, Cat's Tail, Snake and Retinue: two decks dealt one card at a time,
each king starting the next column (docs/rules.md, Presets).

The deal is checked against the procedure written out again here in another
way (the shuffle cut before every king), then each rule the four games add:
the last king dealt first where there is a column for each king, the aces
sent up as they come in Snake and Retinue, empty columns that never take a
card, the runs that may move, the codes and the words of a custom game.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import Card, Game, GameCode, IllegalMoveError, Move, Pile, Preset, Rules
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules import DealOrder, EmptyFill, SequenceMove
from freecell_qt.engine.rules.spec import parse_rules_spec
from freecell_qt.engine.solver import solve

KINGS, CATS_TAIL = Rules.preset("kings"), Rules.preset("cats-tail")
SNAKE, RETINUE = Rules.preset("snake"), Rules.preset("retinue")
GAMES = (KINGS, CATS_TAIL, SNAKE, RETINUE)
DEALS = (1, 2, 3, 617, 11982)


def expected(rules: Rules, number: int) -> tuple[list[list[Card]], list[Card]]:
    """The columns and the aces sent up, by cutting the shuffle before each king.

    PySolFC's Kings hook takes the king nearest the bottom of its talon (the
    king it would deal last) and puts it on top, to be dealt first; its deal
    then moves on a column whenever a king comes to a column that holds
    cards, which is a cut before every king but a king dealt first.
    """
    deck = shuffled_deck(number, 2)
    if rules.columns == 8:
        king = [card for card in deck if card.rank == 13][-1]
        deck = [king] + [card for card in deck if card is not king]
    aces = [card for card in deck if card.rank == 1] if rules.deal is DealOrder.KINGS_ACES else []
    pieces: list[list[Card]] = [[]]
    for card in deck:
        if card in aces:
            continue
        if card.rank == 13:
            pieces.append([])
        pieces[-1].append(card)
    if not pieces[0]:
        pieces.pop(0)
    pieces += [[] for _ in range(rules.columns - len(pieces))]
    return pieces, aces


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.key)
@pytest.mark.parametrize("number", DEALS)
def test_the_deal_cuts_the_shuffle_before_each_king(rules, number):
    position = Game.new(number, rules, automove=False).position
    columns, aces = expected(rules, number)
    assert [list(column) for column in position.columns] == columns
    assert sorted(card for pile in position.foundations for card in pile) == sorted(aces)
    assert position.cells == (None,) * rules.cells
    assert sum(map(len, position.columns)) + len(aces) == 104


@pytest.mark.parametrize("rules", (KINGS, RETINUE), ids=lambda rules: rules.key)
def test_with_a_column_for_each_king_every_column_starts_with_a_king(rules):
    for number in range(1, 40):
        position = Game.new(number, rules, automove=False).position
        assert [column[0].rank for column in position.columns] == [13] * 8, number


def test_cats_tail_leaves_its_last_column_empty_when_the_first_card_is_a_king():
    firsts = {}
    for number in range(1, 200):
        position = Game.new(number, CATS_TAIL, automove=False).position
        first = shuffled_deck(number, 2)[0]
        assert (position.columns[8] == ()) == (first.rank == 13), number
        assert position.columns[0][0] == first
        firsts[first.rank == 13] = number
    assert set(firsts) == {True, False}  # both happen in these deals


@pytest.mark.parametrize("rules", (SNAKE, RETINUE), ids=lambda rules: rules.key)
def test_snake_and_retinue_start_with_an_ace_on_each_of_the_eight_foundations(rules):
    position = Game.new(5, rules, automove=False).position
    assert [[card.rank for card in pile] for pile in position.foundations] == [[1]] * 8
    assert [pile[0].suit for pile in position.foundations] == [0, 1, 2, 3] * 2
    assert not any(card.rank == 1 for column in position.columns for card in column)


def test_an_empty_column_never_takes_a_card():
    # Cat's Tail deal 3 opens with a king, so its ninth column is empty from the start.
    game = Game.new(3, CATS_TAIL, automove=False)
    assert game.position.columns[8] == ()
    with pytest.raises(IllegalMoveError, match="empty column"):
        game.play(Move(Pile.column(0), Pile.column(8)))
    game.play(Move(Pile.column(0), Pile.cell(0)))
    with pytest.raises(IllegalMoveError, match="empty column"):
        game.play(Move(Pile.cell(0), Pile.column(8)))


def test_kings_and_cats_tail_move_any_run_snake_and_retinue_free_cells_plus_one():
    for rules in (KINGS, CATS_TAIL):
        assert rules.sequence is SequenceMove.UNLIMITED
        assert rules.capacity(0, 0) >= 13  # the longest run there can be
    for rules in (SNAKE, RETINUE):
        assert rules.fill is EmptyFill.NONE
        for free in range(rules.cells + 1):
            for empty in range(3):
                assert rules.capacity(free, empty) == free + 1


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.key)
def test_codes_and_specs_give_the_same_game_back(rules):
    code = GameCode.for_rules(rules, 617)
    assert GameCode.parse(str(code)).rules == rules
    assert Game.from_code(str(code)).position == Game.new(617, rules).position
    assert parse_rules_spec(rules.spec) == rules.without_options().changed()
    assert parse_rules_spec(rules.spec).game is rules.game
    assert "L" not in rules.spec  # the cards decide the lengths: no layout to write
    assert Rules.from_dict(rules.to_dict()) == rules


def test_the_four_specs_and_summaries_tell_the_games_apart():
    specs = {rules.spec for rules in GAMES}
    summaries = {rules.summary() for rules in GAMES}
    assert len(specs) == len(summaries) == 4
    assert "the last king first" in KINGS.summary()
    assert "the last king first" not in CATS_TAIL.summary()
    assert "aces go up as they are dealt" in SNAKE.summary()
    assert "lengths set by the deal" in RETINUE.summary()


def test_a_custom_game_dealt_by_kings_with_one_deck():
    rules = Rules(Preset.CUSTOM, 4, columns=4, decks=1, deal=DealOrder.KINGS)
    assert rules.is_custom and rules.king_first
    position = Game.new(1, rules, automove=False).position
    assert [column[0].rank for column in position.columns] == [13] * 4
    assert sum(map(len, position.columns)) == 52


@pytest.mark.parametrize(("spec", "why"), [
    ("C8K10R0BAFNMUDKP2", "need 8 or 9 columns, not 10"),
    ("C8K8R2BAFNMUDKP2", "no card is dealt to the cells"),
    ("C8K8R0BAFNMUDKP2L20.12.12.12.12.12.12.12", "takes no layout"),
    ("C8K8R0BAFNMUDKWP2", "by suit from the ace"),
])
def test_a_kings_deal_that_cannot_be_dealt_is_refused_with_one_reason(spec, why):
    with pytest.raises(RulesError, match=why):
        parse_rules_spec(spec)


@pytest.mark.parametrize(("rules", "number"), [(KINGS, 24), (RETINUE, 5)],
                         ids=lambda value: getattr(value, "key", str(value)))
def test_the_solver_wins_a_deal_that_replays_to_a_win(rules, number):
    game = Game.new(number, rules, automove=False)
    result = solve(game.position, rules)
    assert result.status == "solved"
    for move in result.moves:
        game.play(move)
    assert game.is_won
