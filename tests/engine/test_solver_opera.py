"""The compact search in Opera, whose columns are dealt face down but for
their last card (docs/rules.md, Face-down cards; docs/solver.md, Face-down
cards): its columns flag the face-down cards (``state.FACE_DOWN``), no move
reaches one, and a card turns face up once the cards on it have left.

Its moves must be the engine's: along random games, the positions its moves
reach are exactly those the engine's legal moves reach, face-down counts
included; every compact move replays through ``Game.play``; the cards it
sends up unasked are those the engine's safe auto-move sends up; positions
that differ only in their face-down cards are two positions; small random
positions get the verdict of a walk of every position the engine's moves
reach; and its wins replay to a win.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove
from freecell_qt.engine.rules.rules_of_play import apply, legal_moves, next_safe_move
from freecell_qt.engine.solver import Route, route, solve
from freecell_qt.engine.solver.heuristic import (
    DOWN_BLOCKED,
    depth_term,
    face_down_targets,
    targets,
    totals,
    value,
)
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.plan import FIRST_WEIGHTS
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import (
    FACE_DOWN,
    Columns,
    Foundations,
    from_position,
    key_of,
)
from tests.boards import scatter
from tests.compact_checks import assert_compact_in_python_alone, count_values_in_place
from tests.engine.test_solver_decks import replays_to_win
from tests.engine.test_solver_decks import winnable as walked_winnable

OPERA = Rules.preset(Preset.OPERA)
#: Custom games with the face-down cards, each of another build, fill or
#: sequence rule, or of fewer cells and columns.
CASES = [
    OPERA,
    Rules(Preset.CUSTOM, 2, columns=7, build=Build.SAME_SUIT, face_down=True),
    Rules(Preset.CUSTOM, 4, columns=8, fill=EmptyFill.KINGS, sequence=SequenceMove.UNLIMITED,
          face_down=True),
    Rules(Preset.CUSTOM, 3, columns=6, build=Build.ANY_SUIT, sequence=SequenceMove.ONE_CARD,
          face_down=True),
    Rules(Preset.CUSTOM, 1, columns=8, fill=EmptyFill.NONE, face_down=True),
]
IDS = ["opera", "by suit, 2 cells, 7 columns", "kings only, unlimited",
       "any suit, one card", "no fill, 1 cell"]

State = tuple[Columns, bytes, Foundations]


def _reached(state: State) -> tuple[bytes, Foundations]:
    """A position as the search tells positions apart: its key (the columns
    sorted, their face-down cards flagged) and its foundations."""
    return key_of(state[0], state[1]), state[2]


def _settled(position: Position, rules: Rules) -> Position:
    """``position`` after the engine's safe auto-move (``next_safe_move``)."""
    while (up := next_safe_move(position, rules)) is not None:
        position = apply(position, up, rules)
    return position


def _pick(rng: random.Random, moves: list[tuple[int, ...]]) -> tuple[int, ...]:
    """A move at random, three times in four one that fills no cell where
    there is one: with few cards face up, a game of moves at random fills
    its cells and gets stuck within a few moves."""
    kept = [move for move in moves if move[0] != 2]
    return rng.choice(kept if kept and rng.random() < 0.75 else moves)


def _down(state: State) -> tuple[int, ...]:
    """The face-down cards of each column of a compact position, counted."""
    return tuple(sum(1 for card in column if card >= FACE_DOWN) for column in state[0])


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_face_down_games_go_to_the_compact_search_in_python(rules: Rules) -> None:
    move_rules = MoveRules.of(rules, rules.columns)
    assert move_rules.face_down
    assert_compact_in_python_alone(rules, move_rules)


def test_face_down_games_it_was_not_checked_on_stay_with_the_engine_s_rules() -> None:
    assert route(Rules(Preset.CUSTOM, 4, columns=8, decks=2, face_down=True)) is Route.GENERIC
    assert route(Rules(Preset.CUSTOM, 4, columns=8, column_wrap=True, face_down=True)) \
        is Route.GENERIC
    # Face-down cards beside cells that cover their columns (Flipper's, a
    # kind of its own): each kind was checked alone.
    assert route(Rules(Preset.CUSTOM, 7, columns=7, face_down=True, cells_cover=True)) \
        is Route.GENERIC


def test_the_deal_s_face_down_cards_are_flagged_and_the_top_cards_face_up() -> None:
    position = Game.new(1, OPERA).start
    state = from_position(position)
    assert position.down == (6, 6, 6, 6, 5, 5, 5, 5)
    assert _down(state) == position.down
    for column, real in zip(state[0], position.columns, strict=True):
        assert column[-1] < FACE_DOWN
        assert bytes(card & ~FACE_DOWN for card in column) \
            == bytes(card.deck_index for card in real)


def test_keys_differ_where_face_down_counts_differ() -> None:
    cards = ((Card(9, Suit.SPADES), Card(8, Suit.HEARTS), Card(7, Suit.CLUBS)),
             (Card(13, Suit.DIAMONDS),), (), ())
    cells = (None,) * 4
    keys = {key_of(*from_position(Position(cards, cells, down=down))[:2])
            for down in ((0, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0))}
    assert len(keys) == 3
    # The same cards face down in another column order are the same position.
    swapped = (cards[1], cards[0], cards[2], cards[3])
    assert key_of(*from_position(Position(cards, cells, down=(2, 0, 0, 0)))[:2]) \
        == key_of(*from_position(Position(swapped, cells, down=(0, 2, 0, 0)))[:2])


def test_a_run_stops_at_the_first_face_down_card() -> None:
    """8H on 9S builds, but with the 9S face down only the 8H moves."""
    columns = ((Card(13, Suit.HEARTS), Card(9, Suit.SPADES), Card(8, Suit.HEARTS)),
               (Card(13, Suit.CLUBS),), (), ())
    move_rules = MoveRules.of(Rules(Preset.CUSTOM, 2, columns=4, face_down=True), 4)
    up = from_position(Position(columns, (None, None)))
    down = from_position(Position(columns, (None, None), down=(2, 0, 0, 0)))
    assert (4, 0, 2, 2) in compact_moves(*up, move_rules, True)
    assert (4, 0, 2, 2) not in compact_moves(*down, move_rules, True)
    assert (4, 0, 2, 1) in compact_moves(*down, move_rules, True)
    assert not is_legal(*down, (4, 0, 2, 2), move_rules)
    # The 8H gone, the 9S turns face up; the KH stays face down.
    child = play(*down, (2, 0), move_rules)
    assert _down(child) == (1, 0, 0, 0)
    assert child[0][0][-1] == Card(9, Suit.SPADES).deck_index


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_moves_reach_the_engine_s_positions_and_replay(rules: Rules) -> None:
    """Along random games: the positions the compact moves reach (every move,
    none sent up unasked) are exactly those the engine's legal moves reach,
    face-down counts included, but the same position again; with the cards
    it sends up unasked each reaches the engine's position after its safe
    auto-move; each replays through ``Game.play`` to the same position."""
    rng = random.Random(rules.columns * 10 + rules.cells)
    move_rules = MoveRules.of(rules, rules.columns)
    turned = {kind: 0 for kind in range(5)}  # face-down cards turned up, by the move's kind
    turned_up_unasked = 0
    steps_played = 0
    for deal in range(1, 13):
        start = Game.new(deal, rules).start
        game = Game(rules, start, automove=False)
        for up in engine_moves(start, [], move_rules.safe):
            game.play(up)
        state = from_position(game.position)
        assert from_position(_settled(start, rules)) == state
        for _ in range(150):
            position = game.position
            assert from_position(position) == state
            here = _reached(state)
            columns, cells, found = state
            moves = compact_moves(columns, cells, found, move_rules, True)
            children: set[tuple[bytes, Foundations]] = set()
            for move in moves:
                assert is_legal(columns, cells, found, move, move_rules), move
                child = list(columns)
                child_found = list(found)
                child_cells = place(child, cells, child_found, move)
                children.add(_reached((tuple(child), child_cells, tuple(child_found))))
                placed = _down((tuple(child), b"", ()))
                turned[move[0]] += sum(_down(state)) - sum(placed)
                settled = play(columns, cells, found, move, move_rules)
                turned_up_unasked += sum(placed) - sum(_down(settled))
            assert children - {here} == {
                _reached(from_position(apply(position, move, rules)))
                for move in legal_moves(position, rules)} - {here}
            if not moves or game.is_won:
                break
            move = _pick(rng, moves)
            steps_played += 1
            after = play(columns, cells, found, move, move_rules)
            steps = engine_moves(position, [move], move_rules.safe)
            game.play(steps[0])
            assert from_position(_settled(game.position, rules)) == after
            for step in steps[1:]:
                game.play(step)
            assert game.position.down == _down(after)
            state = after
        assert from_position(game.position) == state
    assert steps_played > 60
    assert turned[2] and turned[4]
    assert turned_up_unasked


@pytest.mark.parametrize("rules", CASES[:3], ids=IDS[:3])
def test_a_child_valued_in_place_has_the_value_of_the_child_built(rules: Rules) -> None:
    """The search values most children from their parent's figures
    (``BestFirst._value_in_place``), before the card a move uncovers turns
    face up: each such value is the heuristic of the child built, the card
    turned up, face-down cards counted as the cards they are."""
    rng = random.Random(3)
    move_rules = MoveRules.of(rules, rules.columns)

    def built(_search: BestFirst, found: Foundations, child: list[bytes], cells: bytes,
              child_found: list[int]) -> float:
        blocked, empty = totals(child, DOWN_BLOCKED)
        wanted = face_down_targets(targets(found, FIRST_WEIGHTS))
        return value(move_rules.cards - sum(child_found), blocked,
                     depth_term(key_of(child, cells), wanted), empty, len(cells), FIRST_WEIGHTS)

    def sends_up(cols: Columns, cells: bytes, found: Foundations,
                 move: tuple[int, ...]) -> bool:
        # Built at once where it sends a card up: a card the move turns face
        # up may be one the foundations take.
        return sum(play(cols, cells, found, move, move_rules)[2]) > sum(found)

    checked, _ = count_values_in_place(from_position(Game.new(5, rules).start), move_rules,
                                       lambda moves: _pick(rng, moves), built, sends_up)
    assert checked


def small_position(rng: random.Random, cells: int, left: int) -> Position:
    """Four columns holding ``left`` cards, the highest of their suits, dealt
    at random over the columns and a few cells; in each column some cards at
    its foot lie face down, never its top card."""
    counts = [13] * 4
    while sum(13 - count for count in counts) < left:
        counts[rng.randrange(4)] -= 1
    in_play = [Card(rank, suit) for suit, count in zip(Suit, counts, strict=True)
               for rank in range(count + 1, 14)]
    rng.shuffle(in_play)
    columns, held = scatter(rng, in_play, 4, cells)
    piles = tuple(tuple(Card(rank, suit) for rank in range(1, count + 1))
                  for suit, count in zip(Suit, counts, strict=True))
    down = tuple(rng.randrange(len(column)) if column else 0 for column in columns)
    return Position(tuple(tuple(column) for column in columns),
                    (*held, *[None] * (cells - len(held))), piles, down=down)


def _down_key(p: Position) -> tuple[object, ...]:
    """A position told apart by its face-down counts too."""
    columns = tuple(sorted((tuple(card.deck_index for card in column), down)
                           for column, down in zip(p.columns, p.down, strict=True)))
    cells = tuple(sorted(card.deck_index for card in p.cells if card is not None))
    return columns, cells, p.counts


def winnable(position: Position, rules: Rules) -> bool:
    """Every position the engine's moves reach, walked, each told apart by
    its face-down counts too: the truth for a small one."""
    return walked_winnable(position, rules, _down_key)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(seed: int) -> None:
    """"unsolvable" only where no way wins, and a win that replays wherever
    one does; the face-down cards make some positions lost that would be won
    with every card face up."""
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(25):
        cells = rng.choice([0, 1, 1, 2])
        build = rng.choice([Build.ALTERNATE_COLOURS, Build.SAME_SUIT])
        rules = Rules(Preset.CUSTOM, cells, columns=4, build=build, face_down=True)
        position = small_position(rng, cells, rng.randrange(8, 16))
        truth = winnable(position, rules)
        result = solve(position, rules)
        assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
        if truth:
            assert replays_to_win(position, rules, result)
        verdicts.add(truth)
    assert verdicts == {True, False}


@pytest.mark.parametrize("deal", [1, 2, 83, 171])
def test_deals_won_replay_to_a_win(deal: int) -> None:
    position = Game.new(deal, OPERA).start
    result = solve(position, OPERA, max_nodes=100_000)
    assert result.solved
    assert replays_to_win(position, OPERA, result)
