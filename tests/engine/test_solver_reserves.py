"""The compact search in the games with reserve piles (docs/rules.md, Reserve
piles; docs/solver.md, Reserve piles): Needle, Haystack, Pitchfork, Limpopo
and Headquarters. Its state keeps the piles after the columns, as the
engine's position does (``solver.piles``).

Its moves must be the engine's: along random games, the positions its moves
reach are those the engine's legal moves reach, every compact move replays
through ``Game.play``, the cards it sends up unasked are safe by the
engine's rule, piles and columns are each interchangeable within their own
group only, and its wins replay to a win.
"""

from __future__ import annotations

import itertools
import random

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Move, Position, Preset, Rules
from freecell_qt.engine.moves import Pile
from freecell_qt.engine.rules.options import Reserves
from freecell_qt.engine.rules.rules_of_play import apply, is_safe, legal_moves, resolve
from freecell_qt.engine.solver import Route, native, route, solve
from freecell_qt.engine.solver.heuristic import depth_term, targets, totals, value
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.piles import TAKES_ONE_CARD, parked
from freecell_qt.engine.solver.plan import FIRST_WEIGHTS, Role, RuleClass, plan_for, rule_class
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import Columns, Foundations, from_position, key_of
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.engine.test_solver_decks import replays_to_win
from tests.fc_solve import fc_solve_options

GAMES = (Preset.NEEDLE, Preset.HAYSTACK, Preset.PITCHFORK, Preset.LIMPOPO,
         Preset.HEADQUARTERS)
#: A custom game with free cells beside its piles: cards go between the two.
WITH_CELLS = Rules(Preset.CUSTOM, 2, columns=7, reserves=Reserves.FOUR_CARDS)
CASES = [*(Rules.preset(game) for game in GAMES), WITH_CELLS,
         Rules(Preset.CUSTOM, 1, columns=8, reserves=Reserves.RUNS)]
IDS = [*(game.value for game in GAMES), "four-card piles and cells", "run piles and a cell"]

State = tuple[Columns, bytes, Foundations]


def _reached(state: State, real: int) -> tuple[bytes, Foundations]:
    """A position as the search tells positions apart: its key (columns and
    piles each sorted) and its foundations."""
    return key_of(state[0], state[1], real), state[2]


def _engine_children(position: Position, rules: Rules, real: int
                     ) -> set[tuple[bytes, Foundations]]:
    """The positions the engine's legal moves reach, none sent up unasked."""
    return {_reached(from_position(apply(position, move, rules)), real)
            for move in legal_moves(position, rules)}


def _compact_children(state: State, move_rules: MoveRules
                      ) -> set[tuple[bytes, Foundations]]:
    columns, cells, found = state
    out = set()
    for move in compact_moves(columns, cells, found, move_rules, True):
        child = list(columns)
        child_found = list(found)
        child_cells = place(child, cells, child_found, move)
        out.add(_reached((tuple(child), child_cells, tuple(child_found)),
                         move_rules.real_columns))
    return out


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_games_go_to_the_compact_search_in_python(rules: Rules) -> None:
    assert route(rules) is Route.COMPACT
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert move_rules.real_columns == rules.columns
    assert not native.supported(move_rules)
    plan = plan_for(move_rules, True)
    assert not plan.compiled and plan.opening is None
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in plan.members)
    # fc-solve has no reserve piles: it would play another game.
    assert fc_solve_options(rules) is None


def test_headquarters_runs_whole_as_the_roomy_games_do() -> None:
    """Its columns are never filled, but its empty piles take whole runs:
    the heuristic searches keep runs whole there, as in the roomy games; the
    Needle games move one card at a time, so every move counts."""
    def class_of(game: Preset) -> RuleClass:
        rules = Rules.preset(game)
        return rule_class(MoveRules.of(rules, rules.pile_count))

    assert class_of(Preset.HEADQUARTERS) is RuleClass.ROOMY
    assert class_of(Preset.LIMPOPO) is RuleClass.ROOMY
    assert class_of(Preset.NEEDLE) is RuleClass.EVERY_MOVE
    # Fill none without piles: every move, as before.
    assert class_of(Preset.SEAHAVEN_TOWERS) is RuleClass.EVERY_MOVE


@pytest.mark.parametrize("deal", [5, 13, 17])
def test_pitchfork_deals_a_walk_of_every_position_lost_are_proved_lost(deal: int) -> None:
    """Deals a walk of every position the engine's moves reach found lost
    (docs/rules.md, Reserve piles): the compact search's proof agrees."""
    rules = Rules.preset(Preset.PITCHFORK)
    assert solve(Game.new(deal, rules).start, rules, max_nodes=50_000).status == "unsolvable"


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_moves_reach_the_engine_s_positions_and_replay(rules: Rules) -> None:
    """Along random games: the positions the compact moves reach (every move)
    are exactly those the engine's legal moves reach, but the same position
    again; each compact move, with the safe cards it sends up, replays in
    the engine, and the position reached is the engine's; the cards it
    sends up unasked are safe by the engine's rule."""
    rng = random.Random(rules.pile_count + rules.cells)
    move_rules = MoveRules.of(rules, rules.pile_count)
    real = move_rules.real_columns
    one_deck = rules.decks == 1
    for deal in range(1, 4):
        start = Game.new(deal, rules).start
        game = Game(rules, start, automove=False)
        for up in engine_moves(start, [], move_rules.safe):
            game.play(up)
        state = from_position(game.position)
        for _ in range(150):
            assert from_position(game.position) == state
            here = _reached(state, real)
            assert _compact_children(state, move_rules) - {here} \
                == _engine_children(game.position, rules, real) - {here}
            columns, cells, found = state
            for card in game.position.cards():
                compact = card.deck_index
                if compact_safe(compact, found, move_rules.safe):
                    assert is_safe(game.position, card, rules), (card, game.position.to_text())
                elif one_deck and any(top == card for _, top in _tops(game.position)):
                    assert not is_safe(game.position, card, rules), card
            moves = compact_moves(columns, cells, found, move_rules, True)
            if not moves or game.is_won:
                break
            move = rng.choice(moves)
            assert is_legal(columns, cells, found, move, move_rules)
            for step in engine_moves(game.position, [move], move_rules.safe):
                game.play(step)
            state = play(columns, cells, found, move, move_rules)
        assert from_position(game.position) == state


def _tops(position: Position) -> list[tuple[int, Card]]:
    """The top card of each column and pile that holds one."""
    return [(index, column[-1]) for index, column in enumerate(position.columns) if column]


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_check_of_a_move_is_the_engine_s(rules: Rules) -> None:
    """``is_legal`` (the shortening's check) accepts exactly the moves
    between two piles or columns, of each count, that the engine accepts
    with that count, and they reach the engine's position; along a random
    game."""
    rng = random.Random(5)
    move_rules = MoveRules.of(rules, rules.pile_count)
    game = Game(rules, Game.new(7, rules).start, automove=False)
    state = from_position(game.position)
    size = len(state[0])
    accepted = 0
    for _ in range(30):
        columns, cells, found = state
        for i, j, count in itertools.product(range(size), range(size), range(1, 14)):
            if i == j:
                continue  # the engine's legal moves never move a pile onto itself
            move = (4, i, j, count)
            try:
                resolved = resolve(game.position, rules, Move(Pile.column(i), Pile.column(j),
                                                              count))
            except IllegalMoveError:
                resolved = None
            engine = resolved is not None and (resolved.count or 1) == count
            assert is_legal(columns, cells, found, move, move_rules) == engine, \
                (move, game.position.to_text())
            if engine:
                assert resolved is not None
                accepted += 1
                child = list(columns)
                child_found = list(found)
                child_cells = place(child, cells, child_found, move)
                assert from_position(apply(game.position, resolved, rules)) \
                    == (tuple(child), child_cells, tuple(child_found))
        moves = compact_moves(columns, cells, found, move_rules, True)
        if not moves:
            break
        chosen = rng.choice(moves)
        for step in engine_moves(game.position, [chosen], move_rules.safe):
            game.play(step)
        state = play(columns, cells, found, chosen, move_rules)
    assert accepted


def test_keys_sort_columns_and_piles_each_apart() -> None:
    rules = Rules.preset(Preset.LIMPOPO)
    real = rules.columns
    columns = (*tuple(bytes((card,)) for card in range(8)), b"\x08\t", b"")
    swapped_piles = (*columns[:8], b"", b"\x08\t")
    swapped_columns = (columns[1], columns[0], *columns[2:])
    pile_into_column = (b"\x08\x09", *columns[1:8], columns[0], b"")
    assert key_of(columns, b"", real) == key_of(swapped_piles, b"", real)
    assert key_of(columns, b"", real) == key_of(swapped_columns, b"", real)
    assert key_of(columns, b"", real) != key_of(pile_into_column, b"", real)
    # Without the groups, the same cards would be the same position.
    assert key_of(columns, b"") == key_of(pile_into_column, b"")


@pytest.mark.parametrize("game", GAMES, ids=[game.value for game in GAMES])
def test_deals_won_replay_to_a_win(game: Preset) -> None:
    rules = Rules.preset(game)
    won = 0
    for deal in (1, 2, 3, 4):
        position = Game.new(deal, rules).start
        result = solve(position, rules, max_nodes=20_000)
        assert result.status != "unsolvable" or not rules.takeback
        if result.solved:
            assert replays_to_win(position, rules, result)
            won += 1
    assert won


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_a_child_valued_in_place_has_the_value_of_the_child_built(rules: Rules) -> None:
    """The search values most children from their parent's figures
    (``BestFirst._value_in_place``); where piles take cards one at a time,
    the cards parked in them count as cells in use. Along a random game,
    each such value is the heuristic of the child built."""
    rng = random.Random(11)
    move_rules = MoveRules.of(rules, rules.pile_count)
    real = move_rules.real_columns
    state = from_position(Game.new(3, rules).start)
    checked = 0
    for _ in range(60):
        search = BestFirst(*state, move_rules, FIRST_WEIGHTS, complete=True)
        waiting = search._take()
        assert waiting is not None
        opened = search._open(waiting)
        assert opened is not None
        figures = search._figures(opened)
        cols, cells, found = opened.cols, opened.cells, opened.found
        wanted = targets(found, FIRST_WEIGHTS)
        for move in compact_moves(cols, cells, found, move_rules, True):
            if search._sends_up(cols, found, move):
                continue
            child = list(cols)
            child_found = list(found)
            child_cells = place(child, cells, child_found, move)
            blocked, empty = totals(child)
            used = len(child_cells) + parked(child, search._parking)
            built = value(move_rules.cards - sum(child_found), blocked,
                          depth_term(key_of(child, child_cells, real), wanted), empty, used,
                          FIRST_WEIGHTS)
            assert search._value_in_place(cols, figures, move) == pytest.approx(built), move
            checked += 1
        moves = compact_moves(*state, move_rules, True)
        if not moves:
            break
        state = play(*state, rng.choice(moves), move_rules)
    assert checked
    assert (search._parking > 0) == (rules.reserve_rule.dealt > 0
                                     and move_rules.pile_intake == TAKES_ONE_CARD)
