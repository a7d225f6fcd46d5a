"""Penguin's base card: the first card dealt sets the rank every foundation
starts from, and ranks go round from king to ace (docs/rules.md, Base card).

The engine's rules are checked one by one; the solver's verdicts on small
positions with a random base against a walk of every position.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import BoardError, FreeCellError
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import (
    COLUMN_BUILDS,
    Base,
    Build,
    EmptyFill,
    SequenceMove,
    parse_rules_spec,
)
from freecell_qt.engine.rules.rules_of_play import (
    apply,
    can_finish,
    is_safe,
    legal_moves,
    next_safe_move,
    resolve,
)
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.state import compact_card, from_position
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter
from tests.engine.test_solver_decks import solved_as_a_walk_says, winnable

PENGUIN = Rules.preset("penguin")
OPUS = Rules.preset("opus")


def made(base: int, counts: tuple[int, ...], cells: str, *columns: str) -> Position:
    """A hand-made position of 7 columns and 7 cells (not every card need be there).

    ``counts``: cards on the club, diamond, heart and spade foundations.
    """
    held = [Card.parse(c) for c in cells.split()]
    piles = [tuple(Card.parse(c) for c in column.split()) for column in columns]
    piles += [()] * (7 - len(piles))
    return Position.counted(tuple(piles), (*held, *[None] * (7 - len(held))), counts, base)


def test_the_presets_are_pysolfc_s_penguin_and_opus():
    for rules, cells in ((PENGUIN, 7), (OPUS, 5)):
        assert (rules.cells, rules.columns, rules.layout) == (cells, 7, (7,) * 7)
        assert (rules.build, rules.fill, rules.base) == (Build.SAME_SUIT, EmptyFill.KINGS,
                                                         Base.DEALT)
        assert rules.wraps and rules.dealt_count == 49
    assert str(GameCode.for_rules(PENGUIN, 5)) == "PE1-C7-AAAAAAF"
    assert GameCode.parse("op1-c5-aaaaaaf").rules == OPUS


@pytest.mark.parametrize("deal", [1, 2, 617, 11982])
def test_the_first_card_dealt_sets_the_base_and_its_copies_start_the_foundations(deal):
    position = Game.new(deal, PENGUIN).start
    beak = position.columns[0][0]
    assert position.base == beak.rank
    assert [len(column) for column in position.columns] == [7] * 7
    assert position.counts[beak.suit] == 0
    assert all(position.counts[suit] == 1 for suit in range(4) if suit != beak.suit)
    tops = [position.foundation_top(suit) for suit in range(4) if suit != beak.suit]
    assert all(top is not None and top.rank == beak.rank for top in tops)
    held = sorted(card.deck_index for card in position.cards())
    held += [top.deck_index for top in tops if top is not None]
    assert sorted(held) == list(range(52))


def test_the_other_cards_are_dealt_in_microsoft_s_order_row_by_row():
    deck = shuffled_deck(7)
    beak = deck[0]
    rest = [card for card in deck if card.rank != beak.rank or card == beak]
    columns = tuple(tuple(rest[row * 7 + column] for row in range(7)) for column in range(7))
    assert Game.new(7, PENGUIN).start.columns == columns


def test_a_king_goes_on_an_ace_and_empty_columns_take_the_rank_below_the_base():
    assert PENGUIN.builds_on(Card.parse("KS"), Card.parse("AS"))
    assert not PENGUIN.builds_on(Card.parse("KS"), Card.parse("AH"))
    assert not Rules.preset("bakers-game").builds_on(Card.parse("KS"), Card.parse("AS"))
    assert PENGUIN.may_fill(4, base=5) and not PENGUIN.may_fill(13, base=5)
    assert PENGUIN.may_fill(13, base=1)


def test_a_wrong_card_into_an_empty_column_is_refused_naming_the_rank():
    position = made(5, (1, 1, 1, 0), "", "5S 9H", "8D")
    with pytest.raises(IllegalMoveError) as error:
        resolve(position, PENGUIN, Move(Pile.column(0), Pile.column(3)))
    assert error.value.key == "top_rank_only"
    assert "only a 4" in str(error.value)
    fits = made(5, (1, 1, 1, 0), "", "5S 4H", "8D")
    assert resolve(fits, PENGUIN, Move(Pile.column(0), Pile.column(3))).count == 1


def test_foundations_start_from_the_base_and_go_round():
    position = made(11, (1, 1, 3, 0), "", "JS AH", "QS")
    with pytest.raises(IllegalMoveError) as error:
        resolve(position, PENGUIN, Move(Pile.column(1), Pile.foundation()))
    assert error.value.key == "base_first"
    assert "starts with the jack" in str(error.value)
    after = apply(position, resolve(position, PENGUIN, Move(Pile.column(0), Pile.foundation())))
    assert after.foundation_top(2) == Card.parse("AH") and after.counts[2] == 4
    after = apply(after, resolve(after, PENGUIN, Move(Pile.column(0), Pile.foundation())))
    assert after.foundation_top(3) == Card.parse("JS")
    assert after.foundations[2] == tuple(Card.parse(c) for c in ("JH", "QH", "KH", "AH"))


def test_the_base_card_is_never_sent_up_unasked_and_the_rest_only_when_safe():
    position = made(5, (1, 1, 1, 0), "5S", "6H", "7C")
    assert not is_safe(position, Card.parse("5S"), PENGUIN)
    assert is_safe(position, Card.parse("6H"), PENGUIN)  # built by suit: nothing else fits
    assert next_safe_move(position, PENGUIN) == Move(Pile.column(0), Pile.foundation())
    alternate = Rules(Preset.CUSTOM, 7, columns=7, base=Base.DEALT)
    assert not is_safe(position, Card.parse("6H"), alternate)  # the black 5s could go on it


def test_under_straight_columns_a_base_card_is_not_sent_up_while_the_rank_below_may_go_on_it():
    # Base 5, columns that do not go round: the 4 of hearts still goes on the
    # 5 of spades, and the 4s go up last, so the 5 waits; the 6 above the base
    # is safe as a two is from the ace, and an ace, on which nothing goes, too.
    straight = Rules(Preset.CUSTOM, 7, columns=7, base=Base.DEALT, column_wrap=False)
    position = made(5, (1, 1, 1, 0), "", "4H 5S", "6D", "AC")
    assert not is_safe(position, Card.parse("5S"), straight)
    assert is_safe(position, Card.parse("6D"), straight)
    assert is_safe(made(5, (9, 1, 1, 0), "", "AC"), Card.parse("AC"), straight)
    assert next_safe_move(made(5, (1, 1, 1, 0), "5S", "4H"), straight) is None
    wrapping = Rules(Preset.CUSTOM, 7, columns=7, base=Base.DEALT)
    assert not is_safe(position, Card.parse("5S"), wrapping)


def test_a_run_round_the_base_is_no_finish_but_one_down_to_it_is():
    # 6 5 4 of hearts with the base 5: the 4 goes up last, after the king.
    around = made(5, (13, 13, 0, 13), "", "6H 5H 4H", "KH QH JH TH 9H 8H 7H")
    assert not can_finish(around, PENGUIN)
    down = made(5, (13, 13, 0, 13), "", "4H 3H 2H AH KH QH JH TH 9H 8H 7H", "6H 5H")
    assert can_finish(down, PENGUIN)


def test_the_board_text_names_the_base_and_reads_it_back():
    start = Game.new(3, PENGUIN).start
    text = start.to_text()
    assert text.startswith(f"Base: {'A23456789TJQK'[start.base - 1]}\n")
    assert Position.from_text(text, 7, 7) == start
    assert "Base:" not in Game.new(3, Rules()).start.to_text()


@pytest.mark.parametrize(("line", "problem"), [
    ("Base: X", "line 1: the base 'X' is not a rank like 5 or Q"),
    ("Base: 0", "line 1: the base '0' is not a rank like 5 or Q"),
])
def test_a_bad_base_line_is_refused(line, problem):
    text = Game.new(3, PENGUIN).start.to_text().split("\n", 1)[1]
    with pytest.raises(BoardError) as error:
        Position.from_text(f"{line}\n{text}", 7, 7)
    assert str(error.value) == problem


def test_a_base_other_than_the_ace_does_not_fit_a_game_that_starts_from_the_ace():
    start = Game.new(1, PENGUIN).start  # the base is the jack
    start.check_fits(PENGUIN)
    with pytest.raises(FreeCellError, match="start from the jack"):
        start.check_fits(Rules(Preset.CUSTOM, 7, columns=7, layout=(7, 7, 7, 7, 8, 8, 8)))


def test_a_custom_game_with_a_dealt_base_has_its_own_code_and_saves():
    rules = Rules(Preset.CUSTOM, 4, columns=8, base=Base.DEALT)
    code = str(GameCode.for_rules(rules, 9))
    assert code == "CU1-C4K8R0BAFAMSDRW-AAAAAAJ"
    assert GameCode.parse(code).rules == rules
    assert parse_rules_spec("C4K8R0BAFAMSDRWP2").base is Base.DEALT
    assert Rules.from_dict(rules.to_dict()) == rules
    assert "base" not in Rules(Preset.CUSTOM, 5).to_dict()


def test_a_saved_penguin_game_reopens_where_it_was():
    game = Game.new(2, PENGUIN)
    for _ in range(10):
        game.play(next(legal_moves(game.position, PENGUIN)))
    again = Game.from_dict(game.to_dict())
    assert again.position == game.position and again.position.base == game.start.base


def random_wrapping(rng: random.Random, cells: int, columns: int) -> Position:
    """A small position of a random base: the last places of each suit in play,
    dealt at random over the columns and the cells; now and then one suit is
    all in play, its base card too."""
    base = rng.randrange(1, 14)
    floors = [5] * 4
    if rng.random() < 0.4:
        floors[rng.randrange(4)] = 0
    return dealt_over(rng, cells, columns, base, floors)


def dealt_over(rng: random.Random, cells: int, columns: int, base: int,
               floors: list[int]) -> Position:
    """A small position from ``base``: between 6 and 16 of the last places of
    the suits in play, each suit's foundation kept at ``floors`` cards or more,
    dealt at random over the columns and the cells."""
    counts = [13] * 4
    left = rng.randrange(6, 17)
    while sum(13 - count for count in counts) < left:
        suit = rng.randrange(4)
        if counts[suit] > floors[suit]:
            counts[suit] -= 1
    shape = Position.counted((), (), tuple(counts), base)
    cards = [Card(shape.rank_at(place), Suit(suit)) for suit in range(4)
             for place in range(counts[suit] + 1, 14)]
    rng.shuffle(cards)
    piles, held = scatter(rng, cards, columns, cells)
    return Position.counted(tuple(tuple(p) for p in piles),
                            (*held, *[None] * (cells - len(held))), tuple(counts), base)


@pytest.mark.parametrize(("build", "fill", "seed"), [
    (Build.SAME_SUIT, EmptyFill.KINGS, 1),
    (Build.ALTERNATE_COLOURS, EmptyFill.ANY, 2),
    (Build.ALTERNATE_COLOURS, EmptyFill.KINGS, 3),
    (Build.ANY_SUIT, EmptyFill.NONE, 4),
])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(build, fill, seed):
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(30):
        cells = rng.choice([0, 1, 1, 2])
        rules = Rules(Preset.CUSTOM, cells, columns=4, build=build, fill=fill,
                      sequence=SequenceMove.SUPERMOVE, base=Base.DEALT)
        position = random_wrapping(rng, cells, 4)
        verdicts.add(solved_as_a_walk_says(position, rules))
    assert verdicts == {True, False}


def test_a_card_the_search_sends_up_unasked_is_safe_by_the_engine_s_rule():
    rng = random.Random(7)
    for _ in range(200):
        build = rng.choice(COLUMN_BUILDS)
        rules = Rules(Preset.CUSTOM, 1, columns=4, build=build, base=Base.DEALT)
        position = random_wrapping(rng, 1, 4)
        _, _, found = from_position(position)
        needs = MoveRules.of(rules, 4).safe
        for card in position.cards():
            if compact_safe(compact_card(card, position.base), found, needs):
                assert is_safe(position, card, rules)


def test_auto_move_never_changes_whether_a_small_position_can_be_won():
    rng = random.Random(11)
    changed = 0
    while changed < 60:
        rules = Rules(Preset.CUSTOM, rng.choice([0, 1, 2]), columns=4,
                      build=rng.choice(COLUMN_BUILDS),
                      fill=rng.choice(list(EmptyFill)), base=Base.DEALT)
        position = random_wrapping(rng, rules.cells, 4)
        after = position
        while (move := next_safe_move(after, rules)) is not None:
            after = apply(after, move)
        if after != position:
            changed += 1
            assert winnable(after, rules) == winnable(position, rules), position.to_text()
