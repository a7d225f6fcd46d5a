"""Foundations by rank (Stalactites, docs/rules.md "Foundations by rank"): the deal,
the code, the board text and hostile boards, each refusal, the notation that names a
foundation, auto-move and Finish, saved games, and the walk that solves it checked
against a search that shares nothing with it."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    BoardError,
    Card,
    FreeCellError,
    Game,
    GameCode,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Pile,
    Position,
    Preset,
    Rules,
    RulesError,
    Suit,
    rules_of_play,
)
from freecell_qt.engine.cards import rank_above
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import rate
from freecell_qt.engine.rules import Build, EmptyFill, FoundationBuild, parse_rules_spec
from freecell_qt.engine.rules.spec import rules_spec
from freecell_qt.engine.solver import hint, solve
from tests.engine.test_solver_rules import _exhaustive

STALACTITES = Rules.preset("stalactites")


def card(text: str) -> Card:
    return Card.parse(text)


# -- the deal and the code -----------------------------------------------------------
def test_the_last_four_cards_start_the_foundations_and_the_rest_is_dealt_by_rows():
    for number in (1, 617, 2_147_483_647):
        deck = shuffled_deck(number)
        start = initial_position(STALACTITES, number)
        assert start.foundations == tuple((c,) for c in deck[-4:])
        assert start.counts == (1, 1, 1, 1)
        assert [c for row in range(6) for c in (col[row] for col in start.columns)] == deck[:48]
        assert start.cells == (None, None)


def test_deal_1_s_foundations_and_code():
    start = initial_position(STALACTITES, 1)
    assert [str(pile[0]) for pile in start.foundations] == ["6S", "9C", "2H", "6H"]
    code = GameCode.for_rules(STALACTITES, 1)
    assert str(code) == "SL1-C2-AAAAAAB"
    assert GameCode.parse(str(code)).rules == STALACTITES
    assert Game.from_code(str(code)).start == start


def test_the_rules_spell_and_read_back_and_refuse_what_does_not_go_together():
    spec = rules_spec(STALACTITES)
    assert spec.startswith("C2K8R0BOFNMODR") and "Y" in spec
    assert parse_rules_spec(spec) == STALACTITES.without_options().changed()
    assert Rules.from_dict(json.loads(json.dumps(STALACTITES.to_dict()))) == STALACTITES
    with pytest.raises(RulesError, match="only with foundations built by rank"):
        Rules(Preset.CUSTOM, 2, build=Build.NONE, fill=EmptyFill.NONE)
    with pytest.raises(RulesError, match="foundations by rank need"):
        STALACTITES.changed(fill=EmptyFill.ANY)
    with pytest.raises(RulesError, match="foundations by rank need"):
        Rules(Preset.CUSTOM, 2, foundation=FoundationBuild.RANK)


def test_a_custom_row_equal_to_stalactites_is_stalactites():
    rules = Rules(Preset.CUSTOM, 2, build=Build.NONE, fill=EmptyFill.NONE,
                  sequence=STALACTITES.sequence, foundation=FoundationBuild.RANK,
                  layout=(6,) * 8)
    assert rules.game is Preset.STALACTITES


# -- the board text -----------------------------------------------------------------
def test_the_board_text_writes_each_foundation_as_its_cards_and_reads_it_back():
    game = Game.new(1, STALACTITES, automove=False)
    game.play("8h2")  # the 10 of clubs onto the 9 of clubs
    game.play("8h1")  # the 7 of diamonds onto the 6 of spades
    text = game.position.to_text()
    assert text.splitlines()[0] == "Foundations: 6S-7D 9C-TC 2H 6H"
    assert Position.from_text(text, 2, 8) == game.position


def _text(found: str, cells: str = "- -") -> str:
    start = initial_position(STALACTITES, 1)
    body = "\n".join(": " + " ".join(map(str, column)) for column in start.columns)
    return f"Foundations: {found}\nFreecells: {cells}\n{body}\n"


@pytest.mark.parametrize(("found", "reason"), [
    ("6S-8S 9C 2H 6H", "8S cannot follow 6S"),
    ("6S 9C 2H", "3 foundations, not 4"),
    ("6S 9C 2H 6H 7H", "5 foundations, not 4"),
    ("6S 9C 2H 6H-6H", "6H is already on line 1"),
    ("6S 9C 2H 6H-7S", "7S is already"),
    ("6S 9C 2H XH", "XH"),
])
def test_a_hostile_foundations_line_is_refused_with_the_line_and_the_reason(found, reason):
    with pytest.raises(BoardError, match=reason):
        Position.from_text(_text(found), 2, 8)


def test_a_foundation_of_more_than_13_cards_is_refused():
    ranks = [rank_above(5 + i) for i in range(14)]
    pile = "-".join(str(Card(rank, Suit(i % 4))) for i, rank in enumerate(ranks))
    with pytest.raises(BoardError):
        Position.from_text(f"Foundations: {pile} 9C 2H 6H\n" + ":\n" * 8, 2, 8)


def test_a_board_and_rules_that_disagree_on_the_foundations_are_refused():
    piles = Position.from_text(_text("6S 9C 2H 6H"), 2, 8)
    with pytest.raises(FreeCellError, match="hold cards of any suit"):
        piles.check_fits(Rules(Preset.FREECELL, 2))
    by_suit = replace(piles, foundations=((),) * 4)
    with pytest.raises(FreeCellError, match="starts with a card of its own"):
        by_suit.check_fits(STALACTITES)


# -- moves and refusals -------------------------------------------------------------
def test_notation_names_a_foundation_by_its_number():
    move = Move.parse("1h3")
    assert move == Move(Pile.column(0), Pile.foundation(2))
    assert str(move) == "1h3" and str(Move.parse("ah")) == "ah"
    for text in ("1h5", "1h0", "1h3v2", "13h", "hs3y"):
        with pytest.raises(InvalidMoveError):
            Move.parse(text)


def _seven_up() -> Position:
    """Deal 1 with the 7 of diamonds exposed on column 1: foundations 1 and 4 take it."""
    start = initial_position(STALACTITES, 1)
    columns = [[c for c in column if c != card("7D")] for column in start.columns]
    columns[0].append(card("7D"))
    return replace(start, columns=tuple(map(tuple, columns)))


def test_a_card_goes_to_the_foundation_named_or_to_the_first_that_takes_it():
    position = _seven_up()
    named = rules_of_play.resolve(position, STALACTITES, Move.parse("1h4"))
    after_named = rules_of_play.apply(position, named, STALACTITES)
    assert after_named.foundations[3] == (card("6H"), card("7D"))
    first = rules_of_play.resolve(position, STALACTITES, Move.parse("1h"))
    assert first.dest == Pile.foundation(0)
    after = rules_of_play.apply(position, first)
    assert after.foundations[0] == (card("6S"), card("7D")) and after.counts == (2, 1, 1, 1)
    ups = [m for m in rules_of_play.legal_moves(position, STALACTITES)
           if m.dest.kind.value == "foundation" and m.source == Pile.column(0)]
    assert ups == [Move(Pile.column(0), Pile.foundation(0)),
                   Move(Pile.column(0), Pile.foundation(3))]


@pytest.mark.parametrize(("move", "key", "words"), [
    ("1h2", "foundation_takes", "foundation 2 takes a 10 next, not the 7 of diamonds"),
    ("21", "no_building", "in Stalactites no card goes on a column"),
    ("2h", "no_rank_foundation", "the 8 of spades cannot go up: the foundations take a 7, "
                                 "a 10, a 3 and a 7 next"),
])
def test_each_refusal_says_why(move, key, words):
    with pytest.raises(IllegalMoveError) as raised:
        rules_of_play.resolve(_seven_up(), STALACTITES, Move.parse(move))
    assert raised.value.key == key and str(raised.value) == words


def test_cards_stay_on_the_foundations_and_a_full_one_takes_no_more():
    position = _seven_up()
    with pytest.raises(IllegalMoveError) as raised:
        rules_of_play.resolve(position, STALACTITES, Move(Pile.foundation(0), Pile.column(1)))
    assert raised.value.key == "stay_up"
    takeback = STALACTITES.with_options(STALACTITES.supermove, True)
    assert not any(m.source.kind.value == "foundation"
                   for m in rules_of_play.legal_moves(position, takeback))
    with pytest.raises(IllegalMoveError) as raised:
        rules_of_play.resolve(_full_first(), STALACTITES, Move.parse("1h1"))
    assert raised.value.key == "foundation_full" and str(raised.value) == "foundation 1 is full"


def _full_first() -> Position:
    """Foundation 1 full, from the 6 of spades to the 5 of hearts, and a 6 exposed
    on column 1 that would come next on it were there room."""
    pile = tuple(card(t) for t in (
        "6S", "7D", "8S", "9D", "TS", "JD", "QS", "KD", "AS", "2D", "3S", "4D", "5H"
    ))
    others = (card("9C"), card("2H"), card("6H"))
    rest = [c for c in shuffled_deck(1) if c not in pile and c not in others]
    six = next(c for c in rest if c.rank == 6)
    rest.remove(six)
    columns = [rest[i::8] for i in range(8)]
    columns[0].append(six)
    return Position(tuple(map(tuple, columns)), (None, None), (pile, *((c,) for c in others)))


# -- auto-move and Finish -----------------------------------------------------------
def test_no_card_is_ever_safe_so_auto_move_sends_nothing_up():
    position = _seven_up()
    assert not rules_of_play.is_safe(position, card("7D"), STALACTITES)
    game = Game(STALACTITES, position, automove=True)
    game.play("2a")
    assert game.position.counts == (1, 1, 1, 1)
    assert game.position.columns[0][-1] == card("7D")


@st.composite
def _finishable(draw: st.DrawFn) -> Position:
    """A random deal played out until no column holds more than one card: every card
    left in reach, the foundations wherever random play took them."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = shuffled_deck(draw(st.integers(1, 32_000)))
    piles = [[c] for c in deck[-4:]]
    left = deck[:-4]
    # Send cards up in a random order the rules allow, from anywhere, until 8 or fewer.
    while len(left) > 8:
        wanted = {rank_above(p[-1].rank) for p in piles if len(p) < 13}
        fits = [c for c in left if c.rank in wanted]
        chosen = rng.choice(fits)
        target = rng.choice([p for p in piles if len(p) < 13
                             and rank_above(p[-1].rank) == chosen.rank])
        target.append(chosen)
        left.remove(chosen)
    rng.shuffle(left)
    cells = left[:2]
    columns = [(c,) for c in left[2:]] + [()] * (8 - len(left[2:]))
    return Position(tuple(columns), (*cells, *[None] * (2 - len(cells))),
                    tuple(map(tuple, piles)))


@settings(max_examples=60, deadline=None)
@given(_finishable())
def test_finish_wins_once_no_column_holds_two_cards(position):
    game = Game(STALACTITES, position, automove=False)
    assert game.can_finish
    game.finish()
    assert game.is_won


def test_finish_waits_while_a_column_holds_two_cards():
    game = Game.new(1, STALACTITES)
    assert not game.can_finish
    with pytest.raises(IllegalMoveError) as raised:
        game.finish()
    assert raised.value.key == "finish_not_ready_by_rank"


# -- saved games --------------------------------------------------------------------
def test_a_saved_game_and_a_saved_board_come_back_whole():
    game = Game.new(1, STALACTITES)
    for move in ("8h2", "8h1", "1a"):
        game.play(move)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.position == game.position and again.rules == STALACTITES
    boarded = Game(STALACTITES, game.position)
    boarded.play("7b")
    data = json.loads(json.dumps(boarded.to_dict()))
    assert "board" in data
    back = Game.from_dict(data)
    assert back.start == game.position and back.position == boarded.position


# -- the solver ---------------------------------------------------------------------
@st.composite
def _small_positions(draw: st.DrawFn) -> tuple[Position, Rules]:
    """A random deal with most cards already up: 10 to 16 left in short columns
    and the cells, the foundations as random legal play left them; 0 to 2 cells."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = shuffled_deck(draw(st.integers(1, 32_000)))
    piles = [[c] for c in deck[-4:]]
    left = deck[:-4]
    keep = draw(st.integers(10, 16))
    while len(left) > keep:
        wanted = {rank_above(p[-1].rank) for p in piles if len(p) < 13}
        chosen = rng.choice([c for c in left if c.rank in wanted])
        rng.choice([p for p in piles if len(p) < 13
                    and rank_above(p[-1].rank) == chosen.rank]).append(chosen)
        left.remove(chosen)
    rng.shuffle(left)
    cells = draw(st.integers(0, 2))
    held = left[:draw(st.integers(0, cells))]
    rest = left[len(held):]
    columns: list[list[Card]] = [[] for _ in range(8)]
    for c in rest:
        columns[rng.randrange(4)].append(c)  # four deep columns: the order matters
    rules = STALACTITES if cells == 2 else STALACTITES.changed(cells=cells)
    position = Position(tuple(map(tuple, columns)),
                        (*held, *[None] * (cells - len(held))),
                        tuple(map(tuple, piles)))
    return position, rules


@settings(max_examples=150, deadline=None)
@given(_small_positions())
def test_the_walk_wins_exactly_where_the_engine_s_own_search_does(case):
    position, rules = case
    result = solve(position, rules, max_nodes=None)
    assert result.status in ("solved", "unsolvable")
    assert result.solved == _exhaustive(position, rules, limit=10_000_000)
    if result.solved:
        game = Game(rules, position, automove=True)
        for move in result.moves:
            game.play(move)
        assert game.is_won


def test_deals_are_won_and_proved_lost_and_a_hint_is_the_first_move_of_a_win():
    won = solve(initial_position(STALACTITES, 2), STALACTITES)
    assert won.solved
    lost = solve(initial_position(STALACTITES, 3), STALACTITES)
    assert lost.status == "unsolvable"
    assert _exhaustive(initial_position(STALACTITES, 3), STALACTITES) is False
    start = initial_position(STALACTITES, 2)
    given_hint = hint(start, STALACTITES)
    assert given_hint is not None and given_hint.from_solution
    game = Game(STALACTITES, start, automove=False)
    game.play(given_hint.move)
    assert solve(game.position, STALACTITES).solved


def test_a_deal_is_rated_and_fewer_cells_keep_the_foundations():
    rating = rate(initial_position(STALACTITES, 2), STALACTITES)
    assert rating.status == "rated" and rating.difficulty is not None
    assert rating.fewest_cells is not None and rating.fewest_cells <= 2
