"""What a column takes as one rule object (``rules.columns``), and the two
games that split "ranks go round on the columns" from the foundations' base:
Tuxedo (columns go round, foundations from the ace) and Petal (foundations
go round from the first card's rank, all four of its cards up before the
deal, columns straight), as PySolFC plays them (docs/rules.md, Columns;
docs/rules.md, Base card).
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import Base, Build, EmptyFill, SequenceMove, parse_rules_spec
from freecell_qt.engine.rules.columns import ColumnRule
from freecell_qt.engine.rules.rules_of_play import apply, can_finish, is_safe, legal_moves, resolve
from freecell_qt.engine.solver import Route, route, solve
from tests.engine.test_base_card import random_wrapping
from tests.engine.test_solver_decks import solved_as_a_walk_says

TUXEDO = Rules.preset("tuxedo")
PETAL = Rules.preset("petal")


def card(text: str) -> Card:
    return Card.parse(text)


# -- the column rule object ------------------------------------------------------
@pytest.mark.parametrize("build", list(Build), ids=lambda b: b.value)
def test_a_column_rule_is_one_object_a_build_wrap_and_fill(build: Build) -> None:
    rule = ColumnRule.of(build, True, EmptyFill.ANY)
    assert rule is ColumnRule.of(build, True, EmptyFill.ANY)
    assert rule.kind is build and rule.wraps
    assert rule is not ColumnRule.of(build, False, EmptyFill.ANY)


def test_whether_the_columns_go_round_is_the_column_rule_s_not_the_base_s() -> None:
    penguin = Rules.preset("penguin")
    assert penguin.column_rule.wraps and penguin.deal_sets_base
    assert TUXEDO.column_rule.wraps and not TUXEDO.deal_sets_base
    assert not PETAL.column_rule.wraps and PETAL.deal_sets_base
    assert not Rules().column_rule.wraps and not Rules().deal_sets_base
    # A king goes on an ace of its suit in Tuxedo's columns, not in Petal's.
    assert TUXEDO.builds_on(card("KS"), card("AS"))
    assert not TUXEDO.builds_on(card("KS"), card("AH"))
    assert not PETAL.builds_on(card("KS"), card("AH"))
    assert PETAL.builds_on(card("7H"), card("8S"))


# -- the declarations ------------------------------------------------------------
def test_tuxedo_and_petal_are_presets_with_pysolfcs_rows() -> None:
    assert TUXEDO.game is Preset.TUXEDO and PETAL.game is Preset.PETAL
    assert (TUXEDO.cells, TUXEDO.columns, TUXEDO.layout, TUXEDO.reserve, TUXEDO.build,
            TUXEDO.fill, TUXEDO.sequence.value, TUXEDO.base) == (
        7, 7, (8, 7, 7, 8, 7, 7, 8), 0, Build.SAME_SUIT, EmptyFill.ANY, "unlimited", Base.ACE)
    assert (PETAL.cells, PETAL.columns, PETAL.layout, PETAL.reserve, PETAL.build,
            PETAL.fill, PETAL.sequence.value, PETAL.base) == (
        4, 8, (6, 6, 6, 6, 5, 5, 5, 5), 4, Build.ALTERNATE_COLOURS, EmptyFill.ANY,
        "supermove", Base.ALL_UP)
    # The same fields with straight columns are no Tuxedo.
    assert TUXEDO.changed(column_wrap=False).is_custom


def rows(cards: list[Card], layout: tuple[int, ...]) -> list[list[Card]]:
    """PySolFC's deal, written out: rows across the columns that still take cards."""
    columns: list[list[Card]] = [[] for _ in layout]
    pending = list(cards)
    row = 0
    while pending:
        for index, size in enumerate(layout):
            if size > row and pending:
                columns[index].append(pending.pop(0))
        row += 1
    return columns


@pytest.mark.parametrize("number", [1, 617, 11982, 2_000_000_000])
def test_tuxedo_deals_six_rows_a_seventh_then_columns_1_4_and_7(number: int) -> None:
    deck = shuffled_deck(number)
    start = Game.new(number, TUXEDO).start
    columns: list[list[Card]] = [[] for _ in range(7)]
    for index, dealt in enumerate(deck[:49]):
        columns[index % 7].append(dealt)
    for column, dealt in zip((0, 3, 6), deck[49:], strict=True):
        columns[column].append(dealt)
    assert [list(column) for column in start.columns] == columns
    assert start.base == 1 and not any(start.foundations) and not any(start.cells)


@pytest.mark.parametrize("number", [1, 617, 11982, 2_000_000_000])
def test_petal_sends_every_card_of_the_first_rank_up_then_deals(number: int) -> None:
    deck = shuffled_deck(number)
    base = deck[0].rank
    start = Game.new(number, PETAL).start
    assert start.base == base
    assert start.foundations == tuple((Card(base, suit),) for suit in range(4))
    rest = [dealt for dealt in deck if dealt.rank != base]
    assert [list(column) for column in start.columns] == rows(rest[:44], PETAL.layout)
    assert list(start.cells) == rest[44:]


# -- what the columns take -------------------------------------------------------
def tuxedo_position() -> Position:
    columns = ((card("5D"), card("AS")), (card("KS"),), (card("KH"),), (card("9C"),),
               (card("2S"), card("AH")), (), ())
    return Position(columns, (None,) * 7, ((), (), (), ()))


def test_in_tuxedo_a_king_goes_on_the_ace_of_its_suit() -> None:
    position = tuxedo_position()
    assert resolve(position, TUXEDO, Move(Pile.column(1), Pile.column(0))) == Move(
        Pile.column(1), Pile.column(0), 1)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(position, TUXEDO, Move(Pile.column(2), Pile.column(0)))
    assert str(refused.value) == (
        "KH cannot go on AS: a king of hearts goes on the ace of the same suit")


def test_in_petal_nothing_goes_on_an_ace_and_a_king_goes_on_no_card() -> None:
    columns = ((card("AS"),), (card("KH"),), (card("2D"),), (card("QC"),), (), (), (), ())
    position = Position(columns, (None,) * 4, tuple((Card(6, suit),) for suit in range(4)), 6)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(position, PETAL, Move(Pile.column(1), Pile.column(0)))
    assert str(refused.value) == (
        "KH cannot go on AS: nothing goes above a king: it only fills an empty column")
    assert resolve(position, PETAL, Move(Pile.column(0), Pile.column(2))).count == 1


def test_in_petal_the_foundations_go_round_from_the_base() -> None:
    """Base 6: the clubs go 6 to queen, then the king, then the ace."""
    columns = ((card("KC"),), (card("AC"),), (card("7C"),), (), (), (), (), ())
    piles = (tuple(Card(rank, 0) for rank in range(6, 13)), (Card(6, 1),), (Card(6, 2),),
             (Card(6, 3),))
    position = Position(columns, (None,) * 4, piles, 6)
    assert resolve(position, PETAL, Move(Pile.column(0), Pile.foundation())) == Move(
        Pile.column(0), Pile.foundation())
    with pytest.raises(IllegalMoveError) as refused:
        resolve(position, PETAL, Move(Pile.column(1), Pile.foundation()))
    assert str(refused.value) == "the ace of clubs cannot go up yet: the king of clubs goes first"


def test_safe_auto_move_asks_the_columns_not_the_base() -> None:
    # Tuxedo: an ace never goes up unasked (a king could still go on it), a two does.
    position = Position(((card("AS"),), (card("2C"),), (), (), (), (), ()), (None,) * 7,
                        ((card("AC"),), (), (), ()))
    assert not is_safe(position, card("AS"), TUXEDO)
    assert is_safe(position, card("2C"), TUXEDO)
    # Petal, base 6: nothing goes on an ace in its columns, so an ace that fits goes up.
    piles = (tuple(Card(rank, 0) for rank in (6, 7, 8, 9, 10, 11, 12, 13)), (Card(6, 1),),
             (Card(6, 2),), (Card(6, 3),))
    petal = Position(((card("AC"),), (), (), (), (), (), (), ()), (None,) * 4, piles, 6)
    assert is_safe(petal, card("AC"), PETAL)


def test_a_run_that_passes_the_ace_in_tuxedo_does_not_finish() -> None:
    """3, 2, ace, king of spades is a run in Tuxedo's columns, but the king
    would wait for the queen above it: Finish is not offered until it moves."""
    spades = [Card(rank, 3) for rank in range(12, 3, -1)]
    columns = ((card("3S"), card("2S"), card("AS"), card("KS")), tuple(spades)) + ((),) * 5
    piles = (*(tuple(Card(rank, suit) for rank in range(1, 14)) for suit in range(3)), ())
    position = Position(columns, (None,) * 7, piles)
    position.check_fits(TUXEDO)
    assert position.run_length(0, TUXEDO) == 4
    assert not can_finish(position, TUXEDO)
    moved = Position((columns[0][:3], (*spades, card("KS"))) + ((),) * 5, (None,) * 7, piles)
    assert not can_finish(moved, TUXEDO)  # the king lies on the 4, out of any run
    apart = Position((columns[0][:3], tuple(spades), (card("KS"),)) + ((),) * 4, (None,) * 7,
                     piles)
    assert can_finish(apart, TUXEDO)


# -- codes, saved games, custom games ----------------------------------------------
@pytest.mark.parametrize("rules", [TUXEDO, PETAL], ids=["tuxedo", "petal"])
def test_codes_and_saved_games_round_trip(rules: Rules) -> None:
    code = GameCode.for_rules(rules, 617)
    assert GameCode.parse(str(code)).rules == rules
    assert Rules.from_dict(rules.to_dict()) == rules


def test_existing_games_keep_their_spelling_keys_and_saved_form() -> None:
    penguin = Rules.preset("penguin")
    assert penguin.key == "penguin" and penguin.spec == "C7K7R0BSFKMUDRW"
    custom = Rules(Preset.CUSTOM, 5, build=Build.SAME_SUIT, base=Base.DEALT, columns=9)
    assert custom.column_wrap and "column_wrap" not in custom.to_dict()
    assert parse_rules_spec(custom.spec) == custom
    assert Rules().spec == "C4K8R0BAFAMSDR"


@pytest.mark.parametrize("fields", [
    {"column_wrap": True},
    {"base": Base.DEALT, "column_wrap": False},
    {"base": Base.ALL_UP, "reserve": 4},
    {"base": Base.ALL_UP, "reserve": 4, "column_wrap": True},
])
def test_a_custom_game_spells_and_saves_its_columns_and_base(fields: dict[str, object]) -> None:
    rules = Rules(Preset.CUSTOM, 4, build=Build.SAME_SUIT, **fields)  # type: ignore[arg-type]
    assert parse_rules_spec(rules.spec) == rules
    assert Rules.from_dict(rules.to_dict()) == rules
    if "column_wrap" in fields:
        assert rules.column_wrap is fields["column_wrap"]


# -- the solver -------------------------------------------------------------------
def test_petal_goes_to_the_compact_search_a_dealt_base_under_straight_columns_does_not() -> None:
    assert route(PETAL) is Route.COMPACT
    assert route(TUXEDO) is Route.COMPACT
    assert route(Rules()) is Route.COMPACT
    assert route(Rules.preset("penguin")) is Route.COMPACT
    assert route(Rules.preset("opus")) is Route.COMPACT
    assert route(Rules(Preset.CUSTOM, 7, build=Build.SAME_SUIT, base=Base.DEALT,
                       column_wrap=False)) is Route.GENERIC


@pytest.mark.parametrize(("rules", "number"), [(TUXEDO, 1), (PETAL, 3)],
                         ids=["tuxedo", "petal"])
def test_a_solver_win_replays_to_a_win_through_the_game(rules: Rules, number: int) -> None:
    start = Game.new(number, rules, automove=False).position
    result = solve(start, rules, max_nodes=200_000)
    assert result.status == "solved"
    game = Game(rules, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won


# -- every build, base, wrap and fill together ---------------------------------------
COMBINATIONS = [
    (build, base, wrap, fill)
    for build in (Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT)
    for base in (Base.ACE, Base.DEALT, Base.ALL_UP)
    for wrap in (None, True, False)
    for fill in EmptyFill
]


@pytest.mark.parametrize(("build", "base", "wrap", "fill"), COMBINATIONS,
                         ids=lambda value: getattr(value, "value", str(value)))
def test_every_combination_spells_saves_deals_and_plays_by_its_column_rule(
        build: Build, base: Base, wrap: bool | None, fill: EmptyFill) -> None:
    rules = Rules(Preset.CUSTOM, 4, build=build, base=base, column_wrap=wrap, fill=fill,
                  reserve=4 if base is Base.ALL_UP else 0)
    going_round = base.columns_wrap if wrap is None else wrap
    assert rules.column_wrap is going_round is rules.column_rule.wraps
    assert rules.column_rule.kind is build and rules.column_rule.fill is fill
    assert parse_rules_spec(rules.spec) == rules
    assert Rules.from_dict(rules.to_dict()) == rules
    kings_on_aces = any(rules.builds_on(Card(13, suit), Card(1, other))
                        for suit in Suit for other in Suit)
    assert kings_on_aces is going_round
    start = Game.new(7, rules, automove=False).position
    cards = sum(1 for _ in start.cards()) + start.cards_on_foundations()
    assert cards == 52
    assert start.cards_on_foundations() == {Base.ACE: 0, Base.DEALT: 3, Base.ALL_UP: 4}[base]
    for move in legal_moves(start, rules):
        after = apply(start, move, rules)
        assert sum(1 for _ in after.cards()) + after.cards_on_foundations() == 52
    lost_to_compact = base is Base.DEALT and not going_round
    assert route(rules) is (Route.GENERIC if lost_to_compact else Route.COMPACT)


# -- the solver against a walk of every position ---------------------------------------
@pytest.mark.parametrize(("base", "wrap", "build", "seed"), [
    (Base.ACE, True, Build.SAME_SUIT, 1),  # Tuxedo's columns: the compact search
    (Base.ACE, True, Build.ALTERNATE_COLOURS, 2),
    (Base.ALL_UP, False, Build.ALTERNATE_COLOURS, 3),  # Petal's: the compact search too
    (Base.ALL_UP, False, Build.SAME_SUIT, 4),
])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(
        base: Base, wrap: bool, build: Build, seed: int) -> None:
    rng = random.Random(seed)
    verdicts = set()
    tried = 0
    while tried < 25:
        cells = rng.choice([0, 1, 1, 2])
        position = random_wrapping(rng, cells, 4)
        if (position.base == 1) is not (base is Base.ACE):
            continue
        tried += 1
        rules = Rules(Preset.CUSTOM, cells, columns=4, build=build, base=base,
                      column_wrap=wrap, sequence=SequenceMove.SUPERMOVE)
        verdicts.add(solved_as_a_walk_says(position, rules))
    assert verdicts == {True, False}
