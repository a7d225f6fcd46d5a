"""Clink's foundations in alternate colours (docs/rules.md "Foundations in alternate
colours"): the deal, the code, the board text and hostile boards, each refusal,
safe auto-move and Finish, saved games, and the search that solves it checked
against a search of the engine's own moves that shares nothing with it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    BoardError,
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
from freecell_qt.engine.cards import rank_above
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import rate
from freecell_qt.engine.rules import (
    Build,
    EmptyFill,
    FoundationBuild,
    SequenceMove,
    parse_rules_spec,
)
from freecell_qt.engine.rules.spec import rules_spec
from freecell_qt.engine.solver import hint, solve
from tests.engine.test_solver_rules import _exhaustive

CLINK = Rules.preset("clink")
#: What Clink's foundations take.
RULE = CLINK.foundation_rule


def card(text: str) -> Card:
    return Card.parse(text)


# -- the deal and the code -----------------------------------------------------------
def test_the_aces_of_clubs_and_hearts_start_the_foundations_and_the_rest_is_dealt_by_rows():
    for number in (1, 617, 2_147_483_647):
        rest = [c for c in shuffled_deck(number) if str(c) not in ("AC", "AH")]
        start = initial_position(CLINK, number)
        assert start.foundations == ((card("AC"),), (card("AH"),))
        assert start.counts == (1, 1)
        assert [c for row in range(6) for c in (col[row] for col in start.columns)] == rest[:48]
        assert start.cells == tuple(rest[48:])


def test_deal_1_s_code_gives_the_same_game_back():
    code = GameCode.for_rules(CLINK, 1)
    assert str(code).startswith("CK1-C2-")
    assert GameCode.parse(str(code)).rules == CLINK
    assert Game.from_code(str(code)).start == initial_position(CLINK, 1)


def test_the_rules_spell_and_read_back_and_refuse_what_does_not_go_together():
    spec = rules_spec(CLINK)
    assert spec == "C2K8R2BAFAMUDRZ"
    assert parse_rules_spec(spec) == CLINK.without_options().changed()
    assert Rules.from_dict(json.loads(json.dumps(CLINK.to_dict()))) == CLINK
    custom = Rules(Preset.CUSTOM, 2, reserve=2, sequence=SequenceMove.UNLIMITED,
                   layout=(6,) * 8, foundation=FoundationBuild.COLOURS)
    assert custom == CLINK.changed()  # a custom row equal to Clink's is Clink
    for fields in ({"decks": 2}, {"build": Build.SAME_SUIT}):
        with pytest.raises(RulesError, match="foundations in alternate colours need"):
            CLINK.changed(**fields)


# -- the board text ------------------------------------------------------------------
def test_the_board_text_writes_the_two_foundations_as_their_cards_and_reads_them_back():
    game = Game.new(1, CLINK, automove=False)
    game.play(Move(Pile.cell(0), Pile.foundation(0)))  # the 2H of the cells onto the AC
    text = game.position.to_text()
    assert text.startswith("Foundations: AC-2H AH\n")
    assert Position.from_text(text, 2, 8) == game.position


@pytest.mark.parametrize(("found", "reason"), [
    ("AC-2C AH", "the colours alternate"),
    ("AC-3H AH", "one rank above"),
    ("AC AH KD", r"3 foundations, not 4 \(or 2 in alternate colours\)"),
    ("AC 5H", "starts with an ace, not 5H"),
])
def test_a_hostile_foundations_line_is_refused_with_the_reason(found, reason):
    board = initial_position(CLINK, 1).to_text().replace("Foundations: AC AH",
                                                         f"Foundations: {found}")
    with pytest.raises(BoardError, match=reason):
        Position.from_text(board, 2, 8)


def test_a_board_of_foundations_by_suit_does_not_fit_clink():
    with pytest.raises(Exception, match="the position has 4 foundations but the rules say 2"):
        Game(CLINK, Game.new(1, Rules(Preset.FREECELL, 2)).start)


# -- moves up --------------------------------------------------------------------------
def board(*tops: str) -> Position:
    """Deal 1 with the cards ``tops`` moved to the foot of columns 1, 2, ..."""
    start = initial_position(CLINK, 1)
    wanted = [card(text) for text in tops]
    columns = [[c for c in column if c not in wanted] for column in start.columns]
    cells = tuple(None if c in wanted else c for c in start.cells)
    for index, top in enumerate(wanted):
        columns[index].append(top)
    return replace(start, columns=tuple(map(tuple, columns)), cells=cells)


def test_a_foundation_takes_the_next_rank_in_the_other_colour_whatever_the_suit():
    position = board("2D", "2S", "2C")
    assert position.foundation_takes(0, card("2D"), RULE)  # a red 2 on the ace of clubs
    assert not position.foundation_takes(0, card("2S"), RULE)
    assert position.foundation_takes(1, card("2S"), RULE)
    assert position.foundation_takes(1, card("2C"), RULE)
    assert position.foundation_for(card("2C"), RULE) == 1


@pytest.mark.parametrize(("move", "key", "words"), [
    ("2h1", "foundation_takes", "foundation 1 takes a red 2 next, not the 2 of spades"),
    ("1h2", "foundation_takes", "foundation 2 takes a black 2 next, not the 2 of diamonds"),
    ("3h", "no_rank_foundation", "the foundations take a red 2 and a black 2 next"),
    ("h1", "stay_up", "cards stay on the foundations"),
])
def test_each_refusal_says_why(move, key, words):
    game = Game(CLINK, board("2D", "2S", "KD"))
    with pytest.raises(IllegalMoveError, match=words) as raised:
        if move == "h1":
            game.play(Move(Pile.foundation(0), Pile.column(0)))
        else:
            game.play(move)
    assert raised.value.key == key


def test_ranks_go_round_twice_and_a_full_foundation_takes_no_more():
    ranks = "A23456789TJQK"
    # Foundation 1 from the ace of clubs: black on odd places, red on even, round twice,
    # so that it ends with every club and every diamond.
    first = [f"{ranks[k % 13]}{'CD'[k % 2]}" for k in range(26)]
    assert first[:3] == ["AC", "2D", "3C"] and first[12:15] == ["KC", "AD", "2C"]
    pile = tuple(card(text) for text in first)
    position = replace(initial_position(CLINK, 1), foundations=(pile[:-1], (card("AH"),)))
    assert first[-1] == "KD"  # the last card is a red king: the one before is a black queen
    assert position.foundation_takes(0, card("KH"), RULE)
    assert not position.foundation_takes(0, card("KS"), RULE)
    full = replace(position, foundations=(pile, (card("AH"),)))
    assert not any(full.foundation_takes(0, card(f"{rank}{suit}"), RULE)
                   for rank in ranks for suit in "CDHS")


# -- safe auto-move and Finish ---------------------------------------------------------
def table(first: str, second: str, *feet: str) -> Position:
    """The foundations ``first`` and ``second`` (cards joined by ``-``), the cards of
    ``feet[i]`` (deepest first, apart by spaces) at the foot of column ``i + 1``,
    every other card dealt round the columns under them; the cells empty."""
    piles = tuple(tuple(card(t) for t in pile.split("-")) for pile in (first, second))
    ends = [[card(t) for t in foot.split()] for foot in feet]
    placed = {c for end in ends for c in end}
    rest = [c for c in shuffled_deck(1) if c not in piles[0] + piles[1] and c not in placed]
    columns: list[list[Card]] = [[] for _ in range(8)]
    for index, held in enumerate(rest):
        columns[index % 8].append(held)
    for index, end in enumerate(ends):
        columns[index] += end
    return Position(tuple(map(tuple, columns)), (None, None), tuple(piles))


FIRST_ROUND = "AC-2D-3C-4D-5C-6D-7C-8D-9C-TD-JC-QD-KC"  # foundation 1 once round
SECOND_ROUND = "AH-2C-3H-4C-5H-6C-7H-8C-9H-TC-JH-QC-KH"  # foundation 2 once round


def test_an_ace_only_one_foundation_takes_is_safe():
    position = table(FIRST_ROUND, "AH", "AD")
    assert rules_of_play.is_safe(position, card("AD"), CLINK)
    assert rules_of_play.next_safe_move(position, CLINK) == Move(Pile.column(0),
                                                                  Pile.foundation())


def test_a_card_is_safe_once_both_cards_that_could_go_on_it_are_up():
    # Foundation 1 wants a black 2, foundation 2 a red 2; both red aces are up.
    position = table(FIRST_ROUND + "-AD", SECOND_ROUND + "-AS", "2S", "2H")
    assert rules_of_play.is_safe(position, card("2S"), CLINK)
    # Before the ace of diamonds went up it could still have gone on the 2 of spades.
    before = table(FIRST_ROUND, SECOND_ROUND + "-AS", "2S", "AD")
    assert not rules_of_play.is_safe(before, card("2S"), CLINK)


def test_a_card_both_foundations_take_is_the_player_s_to_place():
    # Both foundations want a red 2, and both black aces are up.
    position = table("AC", SECOND_ROUND + "-AS", "2D")
    assert position.foundation_takes(0, card("2D"), RULE)
    assert position.foundation_takes(1, card("2D"), RULE)
    assert not rules_of_play.is_safe(position, card("2D"), CLINK)
    game = Game(CLINK, position)
    game.play("1a")  # any move: auto-move sends nothing up
    assert game.position.counts == (1, 14)
    game.undo()
    game.play("1h2")
    assert game.position.foundations[1][-1] == card("2D")


def late_positions(rng: random.Random, rules: Rules, left: int) -> Position:
    """A Clink-like position with ``left`` cards still in play, spread at random over
    the columns and cells; the foundations hold the rest, each of its two copies of
    a rank and colour on either foundation at random."""
    ranks_up = rng.randint(26 - left, 26)
    counts = (ranks_up, 52 - left - ranks_up) if 52 - left - ranks_up >= 1 else (26, 26 - left)
    piles: list[list[Card]] = [[], []]
    twins: dict[tuple[int, bool], list[Suit]] = {}
    for rank in range(1, 14):
        for red in (False, True):
            suits = [Suit.DIAMONDS, Suit.HEARTS] if red else [Suit.CLUBS, Suit.SPADES]
            if rank == 1:  # the ace of clubs starts foundation 1, the ace of hearts 2
                suits.sort(key=lambda suit: suit not in (Suit.CLUBS, Suit.HEARTS))
                if red:
                    suits.reverse()
            else:
                rng.shuffle(suits)
            twins[(rank, red)] = suits
    for index, (count, red) in enumerate(zip(counts, (False, True), strict=True)):
        for place in range(count):
            rank, colour = place % 13 + 1, red ^ bool(place & 1)
            piles[index].append(Card(rank, twins[(rank, colour)][index if rank > 1 else
                                                                   (0 if place < 13 else 1)]))
    up = {c for pile in piles for c in pile}
    rest = [Card(rank, suit) for rank in range(1, 14) for suit in Suit
            if Card(rank, suit) not in up]
    rng.shuffle(rest)
    cells: list[Card | None] = [None] * rules.cells
    for index in range(rng.randint(0, min(rules.cells, len(rest)))):
        cells[index] = rest.pop()
    columns: list[list[Card]] = [[] for _ in range(rules.columns)]
    for held in rest:
        columns[rng.randrange(rules.columns)].append(held)
    position = Position(tuple(map(tuple, columns)), tuple(cells), tuple(map(tuple, piles)))
    position.check_fits(rules)
    return position


@st.composite
def small_games(draw: st.DrawFn) -> tuple[Rules, Position]:
    """A four-column game of foundations in alternate colours, any of the column
    rules, with 8 to 10 cards left: small enough to search every position."""
    rules = Rules(Preset.CUSTOM, draw(st.integers(0, 2)), columns=4, layout=(13, 13, 12, 12),
                  foundation=FoundationBuild.COLOURS,
                  build=draw(st.sampled_from([Build.ALTERNATE_COLOURS, Build.ANY_SUIT])),
                  fill=draw(st.sampled_from(list(EmptyFill))),
                  sequence=draw(st.sampled_from(list(SequenceMove))))
    rng = random.Random(draw(st.integers(0, 2**32)))
    return rules, late_positions(rng, rules, draw(st.integers(8, 10)))


def test_the_late_positions_are_what_they_say():
    position = late_positions(random.Random(5), CLINK, 10)
    assert sum(1 for _ in position.cards()) == 10
    for pile in position.foundations:
        for below, above in pairwise(pile):
            assert above.rank == rank_above(below.rank)
            assert above.is_red != below.is_red


@settings(max_examples=60, deadline=None)
@given(small_games())
def test_a_safe_move_up_never_changes_whether_a_game_can_be_won(case):
    rules, position = case
    move = rules_of_play.next_safe_move(position, rules)
    if move is None:
        return
    after = rules_of_play.apply(position, rules_of_play.resolve(position, rules, move))
    assert _exhaustive(after, rules, limit=2_000_000) == _exhaustive(position, rules,
                                                                     limit=2_000_000)


@settings(max_examples=60, deadline=None)
@given(small_games())
def test_the_search_wins_exactly_where_the_engine_s_own_search_does(case):
    rules, position = case
    result = solve(position, rules, max_nodes=None, timeout=60)
    assert result.status != "unknown"
    assert (result.status == "solved") == _exhaustive(position, rules, limit=2_000_000)
    if result.solved:
        game = Game(rules, position, automove=False)
        for move in result.moves:
            game.play(move)
        assert game.is_won


def test_finish_is_offered_only_when_moves_up_alone_win_and_then_wins():
    rng = random.Random(11)
    offered = refused = 0
    for _ in range(200):
        position = late_positions(rng, CLINK, 6)
        game = Game(CLINK, position)
        if game.can_finish:
            offered += 1
            game.finish()
            assert game.is_won
        else:
            refused += 1
            with pytest.raises(IllegalMoveError) as raised:
                game.finish()
            assert raised.value.key == "finish_not_ready_by_colour"
    assert offered and refused


# -- the solver, hints, ratings and saved games ---------------------------------------
def test_deals_are_won_and_proved_lost_and_a_hint_is_the_first_move_of_a_win():
    won = solve(initial_position(CLINK, 1), CLINK, max_nodes=None, timeout=30)
    assert won.solved
    game = Game.new(1, CLINK, automove=False)
    for move in won.moves:
        game.play(move)
    assert game.is_won
    # Deal 2 has no move at all; deal 124 is lost after a search of a few hundred positions.
    assert not list(rules_of_play.legal_moves(initial_position(CLINK, 2), CLINK))
    for number in (2, 124):
        assert solve(initial_position(CLINK, number), CLINK, max_nodes=None).status == "unsolvable"
    assert _exhaustive(initial_position(CLINK, 124), CLINK, limit=3_000_000) is False
    first = hint(initial_position(CLINK, 1), CLINK, timeout=30)
    assert first is not None and first.from_solution
    assert first.move == won.moves[0]


def test_a_deal_is_rated():
    rating = rate(initial_position(CLINK, 1), CLINK)
    assert rating.status == "rated" and rating.difficulty is not None


def test_a_saved_game_comes_back_whole():
    game = Game.new(1, CLINK)
    game.play(Move(Pile.cell(0), Pile.foundation(0)))
    back = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert back.position == game.position and back.rules == CLINK
    assert back.position.foundations[0] == (card("AC"), card("2H"))
