"""The compact search in Sarlacc's piles in overlapping tiers (docs/rules.md,
Piles in overlapping tiers; docs/solver.md, Piles in overlapping tiers). Its
state keeps the 52 piles in their places (``solver.interlock``).

Its moves must be the engine's: along random games, the positions its moves
reach are those the engine's legal moves reach (drop-down moves included),
every compact move replays through ``Game.play``, the cards it sends up
unasked are those the engine's safe auto-move sends up, its check of a move
is the engine's, its wins replay to a win, and a small position gets the
verdict of a walk of every position the engine's moves reach.
"""

from __future__ import annotations

import itertools
import random
from collections import deque

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Move, Position, Preset, Rules
from freecell_qt.engine.moves import Pile
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove
from freecell_qt.engine.rules.options import Tableau
from freecell_qt.engine.rules.rules_of_play import apply, legal_moves, next_safe_move, resolve
from freecell_qt.engine.solver import Route, route, solve
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import Columns, Foundations, from_position
from tests.boards import scatter
from tests.compact_checks import count_moves_between
from tests.fc_solve import fc_solve_options

SARLACC = Rules.preset(Preset.SARLACC)
#: Custom games of the same tiers: fewer cells, built by suit, kings only
#: into the top tier's empty piles, one card at a time.
CUSTOM = (
    Rules(Preset.CUSTOM, 3, tableau=Tableau.INTERLOCK, build=Build.SAME_SUIT,
          fill=EmptyFill.KINGS),
    Rules(Preset.CUSTOM, 4, tableau=Tableau.INTERLOCK, sequence=SequenceMove.ONE_CARD),
)
CASES = [SARLACC, *CUSTOM]
IDS = ["sarlacc", "suit and kings", "one card"]

State = tuple[Columns, bytes, Foundations]


def _rules(rules: Rules) -> MoveRules:
    return MoveRules.of(rules, rules.columns)


def _canonical(state: State, move_rules: MoveRules) -> tuple[object, ...]:
    """A position up to the order of its free top-tier piles: each is free
    for good and lies over no pile, so any two may trade places (the search
    offers only the first empty one as a destination)."""
    columns, cells, found = state
    top = move_rules.top
    free = sorted(columns[index] for index in range(top)
                  if not any(columns[above] for above in move_rules.over[index]))
    held = tuple(columns[index] if any(columns[above] for above in move_rules.over[index])
                 else None for index in range(top))
    return (*free, held, *columns[top:]), cells, found


def _engine_children(position: Position, rules: Rules) -> set[State]:
    """The positions the engine's legal moves reach, none sent up unasked."""
    return {from_position(apply(position, move, rules)) for move in legal_moves(position, rules)}


def _compact_children(state: State, move_rules: MoveRules) -> set[State]:
    columns, cells, found = state
    out = set()
    for move in compact_moves(columns, cells, found, move_rules, True):
        child = list(columns)
        child_found = list(found)
        child_cells = place(child, cells, child_found, move)
        out.add((tuple(child), child_cells, tuple(child_found)))
    return out


def _replay(game: Game, move_rules: MoveRules, compact: list[tuple[int, ...]]) -> None:
    for step in engine_moves(game.position, compact, move_rules.safe, over=move_rules.over):
        game.play(step)


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_games_go_to_the_compact_search(rules: Rules) -> None:
    """And fc-solve, which knows no tiers, is never asked (it would play
    another game). The C search plays them too: test_solver_tiers_native.py."""
    move_rules = _rules(rules)
    assert len(move_rules.over) == 52 and move_rules.top == 10
    assert move_rules.over[0] == (10, 11) and move_rules.over[51] == ()
    assert route(rules) is Route.COMPACT
    assert fc_solve_options(rules) is None


def test_other_builds_stay_with_the_search_over_the_engine_s_rules() -> None:
    rules = Rules(Preset.CUSTOM, 6, tableau=Tableau.INTERLOCK, build=Build.ANY_SUIT)
    assert route(rules) is Route.GENERIC
    assert route(Rules.preset(Preset.ANTARES)) is not Route.COMPACT


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_moves_reach_the_engine_s_positions_and_replay(rules: Rules) -> None:
    """Along random games: the positions the compact moves reach (every
    move) are among those the engine's legal moves reach, and are all of
    them up to the order of the free top-tier piles, but the same position
    again; each compact move replays in the engine, and the cards it sends
    up unasked are those the engine's safe auto-move sends up after it."""
    rng = random.Random(rules.cells)
    move_rules = _rules(rules)
    drops = 0
    for deal in range(1, 9):
        start = Game.new(deal, rules).start
        game = Game(rules, start, automove=False)
        _replay(game, move_rules, [])
        assert next_safe_move(game.position, rules) is None
        state = from_position(game.position)
        for _ in range(120):
            assert from_position(game.position) == state
            here = _canonical(state, move_rules)
            compact = _compact_children(state, move_rules)
            engine = _engine_children(game.position, rules)
            assert compact <= engine
            assert ({_canonical(child, move_rules) for child in compact} - {here}
                    == {_canonical(child, move_rules) for child in engine} - {here})
            columns, cells, found = state
            moves = compact_moves(columns, cells, found, move_rules, True)
            drops += sum(1 for move in moves if move[0] == 4
                         and move[1] in move_rules.over[move[2]])
            if not moves or game.is_won:
                break
            move = rng.choice(moves)
            assert is_legal(columns, cells, found, move, move_rules)
            # The move alone, then the engine's own safe auto-move.
            first = engine_moves(game.position, [move], move_rules.safe,
                                 over=move_rules.over)[0]
            auto = Game(rules, game.position, automove=True)
            auto.play(first)
            _replay(game, move_rules, [move])
            state = play(columns, cells, found, move, move_rules)
            assert from_position(auto.position) == state
        assert from_position(game.position) == state
    assert drops


def _drop_position() -> Position:
    """Pile 1 (the top tier) holds the red 8 under pile 12 alone, pile 11
    is empty, and pile 12 holds a black 7 and a red 6: both may drop onto
    the 8 at once. Piles 22 and 23 over pile 12 are empty; of the other
    cards only the kings are dealt, one to each of four bottom-tier piles."""
    piles: list[tuple[Card, ...]] = [() for _ in range(52)]
    piles[0] = (Card.parse("8H"),)
    piles[11] = (Card.parse("7S"), Card.parse("6D"))
    for at, king in enumerate(("KC", "KD", "KH", "KS")):
        piles[42 + at] = (Card.parse(king),)
    counts = (0, 0, 0, 0)
    return Position.counted(tuple(piles), (None,) * 6, counts)


def test_a_drop_down_move_is_offered_and_checked_as_the_engine_does() -> None:
    rules = SARLACC
    move_rules = _rules(rules)
    position = _drop_position()
    state = from_position(position)
    drop = (4, 11, 0, 2)
    assert drop in compact_moves(*state, move_rules, True)
    assert drop in compact_moves(*state, move_rules, False)
    assert is_legal(*state, drop, move_rules)
    assert not is_legal(*state, (4, 11, 0, 1), move_rules)  # part of the pile
    resolve(position, rules, Move(Pile.column(11), Pile.column(0), 2))
    with pytest.raises(IllegalMoveError):
        resolve(position, rules, Move(Pile.column(11), Pile.column(0), 1))
    assert from_position(apply(position, resolve(
        position, rules, Move(Pile.column(11), Pile.column(0), 2)), rules)) \
        == play(*state, drop, move_rules)


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_check_of_a_move_is_the_engine_s(rules: Rules) -> None:
    """``is_legal`` (the shortening's check) accepts exactly the moves
    between two piles, of each count, that the engine accepts with that
    count, and they reach the engine's position; and the moves to and from
    the cells and up; along a random game."""
    rng = random.Random(11)
    move_rules = _rules(rules)
    game = Game(rules, Game.new(5, rules).start, automove=False)
    _replay(game, move_rules, [])
    state = from_position(game.position)
    accepted = 0
    for _ in range(25):
        columns, cells, found = state
        held = [index for index, column in enumerate(columns) if column]
        accepted += count_moves_between(
            game.position, rules, move_rules, state,
            ((i, j, count) for i, j, count in itertools.product(held, range(52), range(1, 6))
             if i != j and count <= len(columns[i])))
        for i in held:
            assert is_legal(columns, cells, found, (2, i), move_rules) \
                == _accepts(game.position, rules, Pile.column(i), Pile.cell(_free(game)))
            assert is_legal(columns, cells, found, (0, i), move_rules) \
                == _accepts(game.position, rules, Pile.column(i), Pile.foundation())
        for at, card in enumerate(game.position.cells):
            if card is None:
                continue
            for j in range(52):
                assert is_legal(columns, cells, found, (3, card.deck_index, j), move_rules) \
                    == _accepts(game.position, rules, Pile.cell(at), Pile.column(j)), (card, j)
        moves = compact_moves(columns, cells, found, move_rules, True)
        if not moves:
            break
        chosen = rng.choice(moves)
        _replay(game, move_rules, [chosen])
        state = play(columns, cells, found, chosen, move_rules)
    assert accepted


def _free(game: Game) -> int:
    return next((at for at, card in enumerate(game.position.cells) if card is None), 0)


def _accepts(position: Position, rules: Rules, source: Pile, dest: Pile) -> bool:
    try:
        resolve(position, rules, Move(source, dest))
    except IllegalMoveError:
        return False
    return True


@pytest.mark.parametrize("deal", [2, 3, 5])
def test_its_wins_replay_to_a_win(deal: int) -> None:
    rules = SARLACC
    start = Game.new(deal, rules).start
    result = solve(start, rules, max_nodes=20_000)
    assert result.status == "solved"
    game = Game(rules, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won


def _walk_wins(position: Position, rules: Rules, limit: int = 100_000) -> bool | None:
    """Every position the engine's moves reach, walked: whether one is won
    (None past ``limit`` positions). Positions are told apart with the piles
    in their places, but for the free top-tier piles, each free for good and
    over no pile, whose cards are sorted: any two may trade places."""
    over = MoveRules.of(rules, rules.columns).over

    def key(p: Position) -> tuple[object, ...]:
        columns = [tuple(card.deck_index for card in column) for column in p.columns]
        free = sorted(columns[index] for index in range(10)
                      if not any(columns[above] for above in over[index]))
        held = [columns[index] if any(columns[above] for above in over[index]) else None
                for index in range(10)]
        return (tuple(free), tuple(held), tuple(columns[10:]),
                tuple(sorted(card.deck_index for card in p.cells if card)), p.counts)

    seen = {key(position)}
    waiting = deque([position])
    while waiting:
        here = waiting.popleft()
        if here.is_won:
            return True
        for move in legal_moves(here, rules):
            child = apply(here, move, rules)
            marked = key(child)
            if marked not in seen:
                if len(seen) > limit:
                    return None
                seen.add(marked)
                waiting.append(child)
    return False


def _verdict_is_the_walk_s(position: Position, rules: Rules) -> bool:
    """Whether the compact search's verdict on ``position`` (a proof where it
    finds no win) is that of a walk of every position; a win must replay to
    a win. Returns the verdict."""
    truth = _walk_wins(position, rules)
    assert truth is not None
    result = solve(position, rules, max_nodes=200_000)
    assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
    if truth:
        game = Game(rules, position, automove=False)
        for move in result.moves:
            game.play(move)
        assert game.is_won
    return truth


@pytest.mark.parametrize("seed", range(6))
def test_a_small_position_gets_the_verdict_of_a_walk_of_every_position(seed: int) -> None:
    """A few high cards left over the tiers, no free cell: the compact
    search's verdict is the walk's."""
    rng = random.Random(seed)
    rules = Rules(Preset.CUSTOM, 0, tableau=Tableau.INTERLOCK)
    left = [Card.from_index(index) for index in range(45, 52) if index != 47]
    rng.shuffle(left)
    piles, _ = scatter(rng, left[:5], 42, 0)
    piles += [[] for _ in range(10)]
    piles[42].append(left[5])  # one card in the bottom tier, always free
    position = Position.counted(tuple(tuple(pile) for pile in piles), (), (12, 11, 11, 12))
    _verdict_is_the_walk_s(position, rules)


#: Built by suit, kings alone into the top tier's empty piles, no free cell.
_SUIT_KINGS = Rules(Preset.CUSTOM, 0, tableau=Tableau.INTERLOCK, build=Build.SAME_SUIT,
                    fill=EmptyFill.KINGS)


def _hearts(where: dict[int, tuple[str, ...]]) -> Position:
    """Every suit up but the hearts from the ten on, which lie in the piles
    ``where`` says."""
    piles = tuple(tuple(Card.parse(card) for card in where.get(index, ())) for index in range(52))
    return Position.counted(piles, (), (13, 13, 9, 13))


def test_a_win_that_needs_the_drop_down_move() -> None:
    """The 10 lies under piles 43 and 44 (the queen and the jack); the queen
    goes nowhere but all of pile 43 onto the king of pile 32, which pile 43
    alone lies over: then the jack goes on the queen and the 10 is free."""
    position = _hearts({31: ("KH",), 42: ("QH",), 43: ("JH",), 32: ("TH",)})
    over = MoveRules.of(_SUIT_KINGS, 52).over
    assert over[31] == (42,) and over[32] == (42, 43)
    assert _verdict_is_the_walk_s(position, _SUIT_KINGS)


def test_a_small_lost_position_is_proved_lost() -> None:
    """The jack lies under the king in pile 32, which pile 43's queen alone
    blocks: the queen may drop onto the king, but the jack stays under them."""
    position = _hearts({31: ("JH", "KH"), 42: ("QH",), 43: ("TH",)})
    assert not _verdict_is_the_walk_s(position, _SUIT_KINGS)
