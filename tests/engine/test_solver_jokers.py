"""The compact search in Obstruction, the game with two jokers (docs/rules.md,
Obstruction; docs/solver.md, Jokers). Its state holds the jokers as cards 52
and 53, which land on nothing and take nothing but lie in runs, and sends
them up unasked once the clubs, spades and hearts are complete; a move onto
an empty column counts that column among its relays.

Its moves must be the engine's: along random games, the positions its moves
reach are those the engine's legal moves reach, every compact move replays
through ``Game.play``, the cards it sends up unasked are the engine's safe
auto-move, small random positions get the verdict of a walk of every
position, and its wins replay to a win.
"""

from __future__ import annotations

import itertools
import random

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Move, Position, Preset, Rules
from freecell_qt.engine.cards import JOKERS, Suit
from freecell_qt.engine.moves import Pile, PileKind
from freecell_qt.engine.rules.rules_of_play import (
    apply,
    is_safe,
    legal_moves,
    next_safe_move,
    resolve,
)
from freecell_qt.engine.solver import Route, route, solve
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import (
    Columns,
    CompactMove,
    Foundations,
    from_position,
    key_of,
    settle,
)
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter
from tests.compact_checks import assert_compact_in_python_alone, count_moves_along_a_game
from tests.engine.test_solver_decks import replays_to_win, solved_as_a_walk_says

OBSTRUCTION = Rules.preset(Preset.OBSTRUCTION)

State = tuple[Columns, bytes, Foundations]


def _reached(state: State) -> tuple[bytes, Foundations]:
    """A position as the search tells positions apart: its key and foundations."""
    return key_of(state[0], state[1]), state[2]


def _engine_children(position: Position, rules: Rules) -> set[tuple[bytes, Foundations]]:
    """The positions the engine's legal moves reach, none sent up unasked, but
    for a joker going up: the search only ever sends one up unasked, and
    ``test_a_joker_is_safe_as_the_engine_says`` holds it to the engine."""
    return {_reached(from_position(apply(position, move, rules)))
            for move in legal_moves(position, rules)
            if not (move.dest.kind is PileKind.FOUNDATION and _card(position, move).is_joker)}


def _card(position: Position, move: Move) -> Card:
    """The card ``move`` takes from a cell or the foot of a column."""
    source = move.source
    if source.kind is PileKind.CELL:
        card = position.cells[source.index]
        assert card is not None
        return card
    return position.columns[source.index][-1]


def _compact_children(state: State, move_rules: MoveRules) -> set[tuple[bytes, Foundations]]:
    columns, cells, found = state
    out = set()
    for move in compact_moves(columns, cells, found, move_rules, True):
        child = list(columns)
        child_found = list(found)
        child_cells = place(child, cells, child_found, move)
        out.add(_reached((tuple(child), child_cells, tuple(child_found))))
    return out


def _jokers_in_play(position: Position) -> int:
    return sum(1 for card in position.cards() if card.is_joker)


def test_obstruction_goes_to_the_compact_search_in_python() -> None:
    move_rules = MoveRules.of(OBSTRUCTION, OBSTRUCTION.columns)
    assert move_rules.jokers and move_rules.target_apart == 0
    assert_compact_in_python_alone(OBSTRUCTION, move_rules)


@pytest.mark.parametrize("deal", [1, 2, 3, 32])
def test_its_moves_reach_the_engine_s_positions_and_replay(deal: int) -> None:
    """Along random games: the positions the compact moves reach (every move)
    are exactly those the engine's legal moves reach, but the same position
    again; each compact move, with the jokers and cards it sends up, replays
    in the engine and reaches the engine's position; what it sends up
    unasked is safe by the engine's rule, and a card it keeps is not."""
    rules = OBSTRUCTION
    rng = random.Random(deal)
    move_rules = MoveRules.of(rules, rules.columns)
    start = Game.new(deal, rules).start
    game = Game(rules, start, automove=False)
    for up in engine_moves(start, [], move_rules.safe):
        game.play(up)
    state = from_position(game.position)
    for _ in range(400):
        assert from_position(game.position) == state
        here = _reached(state)
        assert _compact_children(state, move_rules) - {here} \
            == _engine_children(game.position, rules) - {here}, game.position.to_text()
        columns, cells, found = state
        for card in game.position.cards():
            if compact_safe(card.deck_index, found, move_rules.safe):
                assert is_safe(game.position, card, rules), (card, game.position.to_text())
            elif any(column and column[-1] == card for column in game.position.columns) \
                    or card in game.position.cells:
                # Left in play by the search: the engine would not send it up.
                assert not is_safe(game.position, card, rules), (card, game.position.to_text())
        moves = compact_moves(columns, cells, found, move_rules, True)
        if not moves or game.is_won:
            break
        # Moves up now and then, so that games reach the jokers' foundation.
        ups = [move for move in moves if move[0] < 2]
        move = rng.choice(ups if ups and rng.random() < 0.5 else moves)
        assert is_legal(columns, cells, found, move, move_rules)
        for step in engine_moves(game.position, [move], move_rules.safe):
            game.play(step)
        state = play(columns, cells, found, move, move_rules)
    assert from_position(game.position) == state


def test_its_check_of_a_move_is_the_engine_s() -> None:
    """``is_legal`` (the shortening's check) accepts exactly the moves between
    two columns, of each count, that the engine accepts with that count,
    empty targets counted as relays, and they reach the engine's position."""
    rules = OBSTRUCTION
    assert count_moves_along_a_game(rules, MoveRules.of(rules, rules.columns), 7, 40, seed=5)


def _with_runs(rng: random.Random) -> Position:
    """A random position of Obstruction whose columns hold runs with jokers in
    them: each suit up to a random rank, the other cards dealt in a random
    order, each laid where it follows the top of a column as a run would
    have it (``Rules.follows``: a joker as an ace or a 2 of its own colour)
    more often than not, else on a random column or now and then in a cell;
    some columns left empty."""
    up = [rng.choice((*range(9), 13, 13, 13)) for _ in Suit]
    left = [Card(rank, suit) for suit in Suit for rank in range(up[suit] + 1, 14)]
    left += JOKERS
    rng.shuffle(left)
    used = rng.randint(5, OBSTRUCTION.columns)
    columns: list[list[Card]] = [[] for _ in range(OBSTRUCTION.columns)]
    held: list[Card] = []
    for card in left:
        fits = [column for column in columns[:used]
                if column and OBSTRUCTION.follows(card, column[-1])]
        if fits and rng.random() < 0.9:
            rng.choice(fits).append(card)
        elif len(held) < OBSTRUCTION.cells and rng.random() < 0.1:
            held.append(card)
        else:
            columns[rng.randrange(used)].append(card)
    found = tuple(tuple(Card(rank, suit) for rank in range(1, up[suit] + 1)) for suit in Suit)
    return Position(tuple(tuple(column) for column in columns),
                    tuple(held + [None] * (OBSTRUCTION.cells - len(held))), (*found, ()))


def test_in_random_positions_with_jokers_in_runs_its_moves_are_the_engine_s() -> None:
    """Random positions whose runs hold jokers: the positions the compact
    moves reach are those the engine's legal moves reach, and ``is_legal``
    accepts exactly the moves between two columns, of each count, that the
    engine accepts with that count, empty targets counted as relays. Some of
    the moves carry a joker inside a run, and some a joker is the top of."""
    rules = OBSTRUCTION
    move_rules = MoveRules.of(rules, rules.columns)
    rng = random.Random(53)
    inside = onto_joker_tops = jokers_up = 0
    for _ in range(150):
        position = _with_runs(rng)
        state = from_position(position)
        here = _reached(state)
        assert _compact_children(state, move_rules) - {here} \
            == _engine_children(position, rules) - {here}, position.to_text()
        columns, cells, found = state
        size = len(columns)
        for i, j, count in itertools.product(range(size), range(size), range(1, 14)):
            if i == j:
                continue
            try:
                resolved = resolve(position, rules, Move(Pile.column(i), Pile.column(j), count))
            except IllegalMoveError:
                resolved = None
            engine = resolved is not None and (resolved.count or 1) == count
            assert is_legal(columns, cells, found, (4, i, j, count), move_rules) == engine, \
                (i, j, count, position.to_text())
            if engine and any(card >= 52 for card in columns[i][-count:]):
                inside += 1
            if columns[j] and columns[j][-1] >= 52:
                onto_joker_tops += 1
        for move, engine_move in _single_card_moves(position, state):
            try:
                resolve(position, rules, engine_move)
                engine = True
            except IllegalMoveError:
                engine = False
            if move[0] < 2 and _card(position, engine_move).is_joker:
                jokers_up += engine
                engine = False  # never asked for: a joker goes up unasked
            assert is_legal(columns, cells, found, move, move_rules) == engine, \
                (move, position.to_text())
    assert inside > 10 and onto_joker_tops > 100 and jokers_up >= 3


def _single_card_moves(position: Position, state: State) -> list[tuple[CompactMove, Move]]:
    """Every move of one card up, to a cell or from a cell, as the compact
    search names it and as the engine does."""
    columns = state[0]
    free = next((at for at, card in enumerate(position.cells) if card is None), 0)
    out: list[tuple[CompactMove, Move]] = []
    for i, column in enumerate(columns):
        if column:
            out.append(((0, i), Move(Pile.column(i), Pile.foundation())))
            out.append(((2, i), Move(Pile.column(i), Pile.cell(free))))
    for at, card in enumerate(position.cells):
        if card is not None:
            out.append(((1, card.deck_index), Move(Pile.cell(at), Pile.foundation())))
            out.extend(((3, card.deck_index, j), Move(Pile.cell(at), Pile.column(j)))
                       for j in range(len(columns)))
    return out


def test_a_joker_is_safe_as_the_engine_says() -> None:
    """A joker in a cell or at the foot of a column is safe exactly when the
    engine's safe auto-move would send it up: once the clubs, spades and
    hearts are complete, whatever the diamonds; and the search then sends it
    up unasked, and what it showed too."""
    rules = OBSTRUCTION
    move_rules = MoveRules.of(rules, rules.columns)
    for up in itertools.product((12, 13), (5, 13), (12, 13), (13,)):
        for text in ("*2", "*1"):
            joker = Card.parse(text)
            diamonds = [Card(rank, Suit.DIAMONDS) for rank in range(up[1] + 1, 14)]
            others = [Card(13, suit) for suit in Suit if up[suit] == 12]
            position = Position(((joker,), tuple(reversed(diamonds)), tuple(others), *((),) * 5),
                                (JOKERS[text == "*1"], None, None, None),
                                (*(tuple(Card(rank, suit) for rank in range(1, up[suit] + 1))
                                   for suit in Suit), ()))
            state = from_position(position)
            for card in (joker, JOKERS[text == "*1"]):
                assert compact_safe(card.deck_index, state[2], move_rules.safe) \
                    == is_safe(position, card, rules), (card, up)
            columns = list(state[0])
            found = list(state[2])
            cells = settle(columns, state[1], found, move_rules.safe)
            while (safe := next_safe_move(position, rules)) is not None:
                position = apply(position, resolve(position, rules, safe), rules)
            assert from_position(position) == (tuple(columns), cells, tuple(found))


#: Obstruction with one free cell: small positions are then lost now and then.
ONE_CELL = OBSTRUCTION.changed(cells=1)


def _small(rng: random.Random) -> Position | None:
    """A small random position of Obstruction with one cell: each suit up to
    a random rank, the rest of the deck and both jokers scattered over the
    columns and the cell; None where more than 12 cards are left, which a
    walk of every position would take too long over."""
    up = [rng.randint(9, 13) for _ in Suit]
    left = [Card(rank, suit) for suit in Suit for rank in range(up[suit] + 1, 14)]
    left += JOKERS
    rng.shuffle(left)
    if len(left) > 12:
        return None
    piles, held = scatter(rng, left, ONE_CELL.columns, ONE_CELL.cells)
    found = tuple(tuple(Card(rank, suit) for rank in range(1, up[suit] + 1)) for suit in Suit)
    return Position(tuple(tuple(pile) for pile in piles),
                    tuple(held + [None] * (ONE_CELL.cells - len(held))), (*found, ()))


def test_small_positions_get_the_verdict_of_a_walk() -> None:
    """Small random positions, jokers included, are solved exactly when a
    walk of every position the engine's moves reach finds a win, and each win
    replays to one (``solved_as_a_walk_says``); some of each verdict."""
    assert route(ONE_CELL) is Route.COMPACT
    rng = random.Random(54)
    verdicts = []
    for _ in range(40):
        small = _small(rng)
        if small is not None:
            verdicts.append(solved_as_a_walk_says(small, ONE_CELL))
    assert verdicts.count(False) >= 2 and verdicts.count(True) >= 10


def test_along_a_win_its_moves_and_auto_moves_are_the_engine_s() -> None:
    """Along a win of a deal, jokers going up included: at each position the
    search would hold (every safe card up), the positions the compact moves
    reach are those the engine's legal moves reach, and a card in play is
    safe by the engine's rule exactly where the search sends it up."""
    rules = OBSTRUCTION
    move_rules = MoveRules.of(rules, rules.columns)
    start = Game.new(2, rules).start
    result = solve(start, rules, timeout=60)
    assert result.status == "solved"
    game = Game(rules, start, automove=False)
    checked = jokers_up = 0
    for move in result.moves:
        state = from_position(game.position)
        columns, cells, found = state
        child = list(columns)
        child_found = list(found)
        child_cells = settle(child, cells, child_found, move_rules.safe)
        if (tuple(child), child_cells, tuple(child_found)) == state:
            checked += 1
            here = _reached(state)
            assert _compact_children(state, move_rules) - {here} \
                == _engine_children(game.position, rules) - {here}, game.position.to_text()
            for card in game.position.cards():
                exposed = card in game.position.cells or any(
                    column and column[-1] == card for column in game.position.columns)
                if exposed:
                    assert is_safe(game.position, card, rules) \
                        == compact_safe(card.deck_index, found, move_rules.safe)
        before = _jokers_in_play(game.position)
        game.play(move)
        if _jokers_in_play(game.position) < before:
            jokers_up += 1
    assert game.is_won and checked > 20 and jokers_up == 2


@pytest.mark.parametrize("deal", [1, 5, 9])
def test_its_wins_replay_to_a_win(deal: int) -> None:
    start = Game.new(deal, OBSTRUCTION).start
    result = solve(start, OBSTRUCTION, timeout=60)
    assert result.status == "solved"
    assert replays_to_win(start, OBSTRUCTION, result)
    assert _jokers_in_play(start) == 2


def test_deal_32_is_proved_lost() -> None:
    """Deal 32, which a walk of every position the engine's moves reach finds
    lost (docs/rules.md, Obstruction): the compact search's proof agrees."""
    start = Game.new(32, OBSTRUCTION).start
    assert solve(start, OBSTRUCTION, max_nodes=400_000).status == "unsolvable"
