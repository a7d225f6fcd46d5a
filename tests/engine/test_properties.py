"""Properties of play from random deals, checked with Hypothesis.

Random games start from any deal number under any rule options and play random
legal moves, with undo, redo and finish mixed in.
"""

from __future__ import annotations

import contextlib
import json
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    MAX_DEAL,
    Card,
    Game,
    IllegalMoveError,
    Move,
    Pile,
    PileKind,
    Position,
    Preset,
    Rules,
    Suit,
    Supermove,
    rules_of_play,
)

PROPERTY = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

rules_st = st.one_of(
    st.builds(
        Rules,
        st.just(Preset.FREECELL),
        st.integers(1, 4),
        st.sampled_from(Supermove),
        st.booleans(),
    ),
    st.builds(
        Rules, st.just(Preset.FORECELL), st.just(4), st.sampled_from(Supermove), st.booleans()
    ),
)
deals = st.integers(1, MAX_DEAL)
randoms = st.randoms(use_true_random=False)


def new_game(number: int, rules: Rules, automove: bool) -> Game:
    return Game.new(number, rules, automove=automove)


def random_action(game: Game, rng: random.Random, undo_redo: bool = True) -> bool:
    """One random action; False when the game cannot go on (won or stuck)."""
    roll = rng.random()
    if undo_redo and roll < 0.08 and game.can_undo:
        game.undo()
    elif undo_redo and roll < 0.12 and game.can_redo:
        game.redo()
    elif game.can_finish and roll < 0.6:
        game.finish()
    else:
        moves = game.legal_moves()
        if not moves:
            return False
        game.play(rng.choice(moves))
    return True


def all_cards(position: Position) -> list[Card]:
    up = [Card(rank, suit) for suit in Suit for rank in range(1, position.counts[suit] + 1)]
    return [*position.cards(), *up]


# Every move the notation can write, to try against a position.
ALL_TOKENS = (
    [a + b for a in "12345678abcd" for b in "12345678abcdh" if a != b]
    + [f"{a}{b}v{n:x}" for a in "12345678" for b in "12345678" if a != b for n in range(2, 14)]
    + [f"h{s}{c}" for s in "cdhs" for c in "12345678"]
)
ALL_MOVES = [Move.parse(token) for token in ALL_TOKENS]


def brute_force_moves(position: Position, rules: Rules) -> set[Move]:
    found = set()
    for move in ALL_MOVES:
        with contextlib.suppress(IllegalMoveError):
            found.add(rules_of_play.resolve(position, rules, move))
    return found


@PROPERTY
@given(deals, rules_st, st.booleans(), randoms)
def test_property_random_play_keeps_52_distinct_cards(number, rules, automove, rng):
    game = new_game(number, rules, automove)
    for _ in range(80):
        if not random_action(game, rng):
            break
        cards = all_cards(game.position)
        assert len(cards) == 52
        assert len(set(cards)) == 52
        assert len(game.position.cells) == rules.cells
        assert len(game.position.columns) == 8


@PROPERTY
@given(deals, rules_st, st.booleans(), randoms, st.data())
def test_property_undo_n_steps_gives_back_position_and_score(number, rules, automove, rng, data):
    game = new_game(number, rules, automove)
    points = [(game.position, game.score)]
    for _ in range(60):
        if not random_action(game, rng, undo_redo=False):
            break
        points.append((game.position, game.score))
    done = len(points) - 1
    steps = game.steps
    back = data.draw(st.integers(0, done), label="undo")
    for _ in range(back):
        game.undo()
    assert (game.position, game.score) == points[done - back]
    assert game.current == done - back
    # Redo replays to the same positions, step by step.
    for index in range(done - back + 1, done + 1):
        game.redo()
        assert (game.position, game.score) == points[index]
    assert game.steps == steps
    assert not game.can_redo


@PROPERTY
@given(deals, rules_st, randoms)
def test_property_legal_moves_are_every_move_the_rules_allow(number, rules, rng):
    """``legal_moves`` (and so "stuck") agrees with trying every move of the notation."""
    game = new_game(number, rules, automove=False)
    for turn in range(60):
        if turn % 6 == 0:
            position = game.position
            listed = set(game.legal_moves())
            every = brute_force_moves(position, rules)
            assert listed <= every
            free = [i for i, card in enumerate(position.cells) if card is None]
            for move in every - listed:
                # Only moves to another empty cell than the first are left out.
                assert move.dest.kind is PileKind.CELL
                assert Move(move.source, Pile.cell(free[0])) in listed
            assert game.is_stuck == (not every)
        if not random_action(game, rng, undo_redo=False):
            assert game.is_won or game.is_stuck
            break


@PROPERTY
@given(deals, rules_st, randoms)
def test_property_legal_move_notation_round_trips(number, rules, rng):
    """Every legal move, written and read back, is the same move in its position."""
    game = new_game(number, rules, automove=True)
    for _ in range(40):
        for move in game.legal_moves():
            assert game.check(Move.parse(str(move))) == move
        if not random_action(game, rng, undo_redo=False):
            break


@PROPERTY
@given(deals, rules_st, st.booleans(), randoms)
def test_property_board_text_round_trips(number, rules, automove, rng):
    game = new_game(number, rules, automove)
    for _ in range(50):
        position = game.position
        for colon in (False, True):
            text = position.to_text(colon=colon)
            assert Position.from_text(text, cells=rules.cells) == position
        if not random_action(game, rng):
            break


@PROPERTY
@given(deals, rules_st, st.booleans(), randoms, st.booleans())
def test_property_save_dict_round_trips(number, rules, automove, rng, from_board):
    if from_board:
        start = new_game(number, rules, automove).start
        game = Game(rules, start, automove=automove)
    else:
        game = new_game(number, rules, automove)
    for _ in range(rng.randint(0, 50)):
        if not random_action(game, rng):
            break
    for _ in range(rng.randint(0, game.current)):
        game.undo()
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data)
    assert again.rules == game.rules
    assert again.automove == game.automove
    assert again.start == game.start
    assert again.position == game.position
    assert again.score == game.score
    assert again.current == game.current
    assert again.steps == game.steps
    while game.can_redo:
        assert again.redo() == game.redo()
    assert not again.can_redo


piles = st.one_of(
    st.builds(Pile.column, st.integers(0, 7)), st.builds(Pile.cell, st.integers(0, 3))
)


@st.composite
def notation_moves(draw) -> Move:
    kind = draw(st.sampled_from(["plain", "count", "back"]))
    if kind == "back":
        suit = draw(st.sampled_from(Suit))
        return Move(Pile.foundation(suit), Pile.column(draw(st.integers(0, 7))))
    if kind == "count":
        source, dest = draw(
            st.lists(st.integers(0, 7), min_size=2, max_size=2, unique=True)
        )
        return Move(Pile.column(source), Pile.column(dest), draw(st.integers(2, 4096)))
    source = draw(piles)
    dest = draw(st.one_of(piles, st.just(Pile.foundation())).filter(lambda p: p != source))
    return Move(source, dest)


@settings(max_examples=300, deadline=None)
@given(notation_moves())
def test_property_move_notation_round_trips(move):
    text = str(move)
    assert Move.parse(text) == move
    assert Move.parse(text.upper()) == move


def fits(card: Card, top: Card) -> bool:
    """docs/rules.md: one rank lower and of the opposite colour."""
    red = {Suit.HEARTS, Suit.DIAMONDS}
    return card.rank + 1 == top.rank and (card.suit in red) != (top.suit in red)


@st.composite
def finishable_positions(draw) -> tuple[Position, int]:
    """Every column one descending alternate-colour run; cards in cells too."""
    tops = draw(st.lists(st.integers(0, 13), min_size=4, max_size=4))
    cell_count = draw(st.integers(1, 4))
    left = [Card(rank, suit) for suit in Suit for rank in range(tops[suit] + 1, 14)]
    left = sorted(draw(st.permutations(left)), key=lambda card: -card.rank)
    columns: list[list[Card]] = [[] for _ in range(8)]
    cells: list[Card] = []
    for card in left:
        stack = [i for i, column in enumerate(columns) if column and fits(card, column[-1])]
        empty = [i for i, column in enumerate(columns) if not column]
        wish = draw(st.sampled_from(["stack", "empty", "cell"]))
        if wish == "cell" and len(cells) < cell_count:
            cells.append(card)
        elif wish == "empty" and empty:
            columns[draw(st.sampled_from(empty))].append(card)
        elif stack:
            columns[draw(st.sampled_from(stack))].append(card)
        elif empty:
            columns[empty[0]].append(card)
        elif len(cells) < cell_count:
            cells.append(card)
        else:
            assume(False)
    cells += [None] * (cell_count - len(cells))
    cells = draw(st.permutations(cells))
    position = Position.counted(tuple(map(tuple, columns)), tuple(cells), tuple(tops))
    return position, len(left)


# Some random layouts cannot hold every card (no fitting column, no free
# space); those are discarded, which is expected rather than a slow strategy.
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(finishable_positions(), st.booleans())
def test_property_finish_always_wins(drawn, automove):
    position, count = drawn
    game = Game(Rules(cells=len(position.cells)), position, automove=automove)
    if count == 0:
        assert game.is_won and not game.can_finish
        return
    assert game.can_finish
    game.finish()
    assert game.is_won
    assert game.score == 10 * count
    game.undo()
    assert game.position == position
