"""The search in C (``solver/_exhaust``) where each free cell covers its
column (Flipper), against the Python code it must agree with
(``solver.covers``): the same moves in the same order (a move to a cell
naming its cell), the same children (safe cards sent up from the cells and
from uncovered columns alone), the same keys (the pairs of a column and its
cell sorted) and the same heuristic values (the cells in use counted, not
the cells' bytes), so that the prover in C walks the Python prover's
positions; and wins of the searches in C and of ``solve`` that replay
through the engine."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from freecell_qt.engine import Game, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove
from freecell_qt.engine.solver import PORTFOLIO, PROVER, Route, covers, native, route, solve
from freecell_qt.engine.solver.heuristic import BLOCKED, Weights, depth_term, targets, totals
from freecell_qt.engine.solver.heuristic import value as heuristic_value
from freecell_qt.engine.solver.moves import MoveRules, legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.par import improves, par
from freecell_qt.engine.solver.plan import Role, plan_for
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.shorten import shorten
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations
from tests.compact_checks import assert_children_agree, provers_agree
from tests.engine.test_solver import replays_to_win

needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

FLIPPER = Rules.preset("flipper")


def small_flipper(columns: int) -> Rules:
    """Flipper's rules on a table of ``columns`` columns, a cell for each
    (as tests/engine/test_solver_flipper.py plays them)."""
    return Rules(Preset.CUSTOM, columns, columns=columns, cells_cover=True,
                 build=Build.ALTERNATE_COLOURS, fill=EmptyFill.ANY,
                 sequence=SequenceMove.UNLIMITED)


CASES = [FLIPPER, small_flipper(5)]
IDS = ["flipper", "five columns"]
#: The weightings the portfolio's searches value positions by.
WEIGHTINGS = [PROVER, *PORTFOLIO]

State = tuple[Columns, bytes, Foundations]


def _rules(rules: Rules) -> MoveRules:
    return MoveRules.of(rules, rules.columns)


def _python_value(state: State, weights: Weights) -> float:
    """``heuristic.value`` as the Python search takes it where cells cover
    columns: the key's depth term, the cells in use (``covers.held``)."""
    columns, cells, found = state
    blocked, empty = totals(list(columns), BLOCKED)
    return heuristic_value(52 - sum(found), blocked,
                           depth_term(covers.key_of(columns, cells), targets(found, weights)),
                           empty, covers.held(cells), weights)


def _agree(core: object, state: State, move_rules: MoveRules, weights: Weights) -> None:
    """Asserts that the C search's moves at ``state`` (every move, and those
    that keep runs whole) are ``legal_moves``' in its order, each child
    ``play``'s, and its key and value the Python ones."""
    assert_children_agree(core, state, move_rules)
    columns, cells, found = state
    assert core.key(columns, cells) == covers.key_of(columns, cells)  # type: ignore[attr-defined]
    assert core.value(columns, cells, found) == _python_value(state, weights)  # type: ignore[attr-defined]


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_along_random_games_the_c_search_makes_the_python_moves_in_order(rules: Rules) -> None:
    """Along random games from the deals: the same moves in the same order
    (the prover orders equal values by it), the same children, keys and
    values under each weighting of the portfolio; the games pass through
    covered columns and moves into cells of every kind."""
    move_rules = _rules(rules)
    chooser = random.Random(rules.title + str(rules.columns))
    compared = covered = 0
    for deal in range(1, 25):
        weights = WEIGHTINGS[deal % len(WEIGHTINGS)]
        search = CompiledSearch(*covers.from_position(initial_position(rules, deal)),
                                move_rules, 1 << 12, weights)
        state = search.start
        for _ in range(150):
            _agree(search.core, state, move_rules, weights)
            compared += 1
            covered += covers.held(state[1]) > 0
            moves = legal_moves(*state, move_rules, True)
            if not moves:
                break
            state = play(*state, chooser.choice(moves), move_rules)
    assert compared >= 150 and covered >= 50


def _scattered(rng: random.Random, count: int) -> State:
    """Any layout: each suit up to a height at random, the cards left dealt
    at random over the columns and some of the cells, columns empty under
    held cells and free ones, safe cards on covered and uncovered columns."""
    found = tuple(rng.randrange(0, 8) for _ in range(4))
    left = [rank * 4 + suit for suit in range(4) for rank in range(found[suit], 13)]
    rng.shuffle(left)
    cells = bytearray((covers.VACANT,) * count)
    held = rng.randrange(0, min(count, len(left)) + 1)
    for at, card in zip(rng.sample(range(count), held), left[:held], strict=True):
        cells[at] = card
    used = rng.sample(range(count), rng.randrange(1, count + 1))
    columns = [bytearray() for _ in range(count)]
    for card in left[held:]:
        columns[rng.choice(used)].append(card)
    return tuple(bytes(column) for column in columns), bytes(cells), found


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_on_any_layout_the_c_search_settles_as_the_python_code(rules: Rules) -> None:
    """Scattered layouts, not settled: the C search's children are the
    Python code's, each settled as ``covers.settle`` does (a safe card goes
    up from a cell or an uncovered column alone, and a cell emptied so
    uncovers its column); the search's start is settled so too, a safe card
    on a covered column left where it is."""
    move_rules = _rules(rules)
    rng = random.Random(len(rules.title) + rules.columns)
    held_back = 0
    for _ in range(150):
        state = _scattered(rng, rules.columns)
        _agree(CompiledSearch(*state, move_rules, 1 << 12, PROVER).core, state, move_rules,
               PROVER)
        columns, found = list(state[0]), list(state[2])
        cells = covers.settle(columns, state[1], found, move_rules.safe)
        assert CompiledSearch(*state, move_rules, 1 << 12).start == (tuple(columns), cells,
                                                                     tuple(found))
        held_back += any(column and column[-1] >> 2 == found[column[-1] & 3]
                         for column in columns)
    assert held_back > 0


def test_positions_that_differ_by_the_order_of_their_pairs_have_one_key_in_c() -> None:
    """The pairs of a column and its cell moved together: one key, as in
    ``covers.key_of``; a cell moved alone to another column: another key."""
    if not native.AVAILABLE:
        pytest.skip("installed without a C compiler")
    move_rules = _rules(FLIPPER)
    rng = random.Random(7)
    core = CompiledSearch(*covers.from_position(initial_position(FLIPPER, 1)), move_rules,
                          1 << 12).core
    for _ in range(40):
        columns, cells, _ = _scattered(rng, FLIPPER.columns)
        order = rng.sample(range(FLIPPER.columns), FLIPPER.columns)
        shuffled = tuple(columns[k] for k in order)
        shuffled_cells = bytes(cells[k] for k in order)
        assert core.key(columns, cells) == core.key(shuffled, shuffled_cells)  # type: ignore[attr-defined]
        assert core.key(columns, cells) == covers.key_of(columns, cells)  # type: ignore[attr-defined]


#: Lost deals of the five-column Flipper that the Python prover walks in a
#: second or two.
LOST = [1, 2, 6, 8]


@needs_c
@pytest.mark.parametrize("deal", LOST)
def test_the_prover_in_c_walks_the_python_prover_s_positions_of_a_lost_deal(deal: int) -> None:
    """The prover in C walks every position the Python prover walks, the
    same number (the C search counts the start apart), and proves the deal
    lost: its fingerprints tell apart what the keys tell apart."""
    rules = CASES[1]
    assert not provers_agree(covers.from_position(initial_position(rules, deal)), _rules(rules))


def _wins(search: CompiledSearch, deal: int) -> bool:
    """Whether ``search`` wins ``deal`` of Flipper and its way replays to a win."""
    while not search.run(10_000):
        pass
    if not search.solved:
        return False
    game = Game.new(deal, FLIPPER, automove=False)
    for move in engine_moves(game.position, search.way(), search.move_rules.safe, covers=True):
        game.play(move)
    return game.is_won


@needs_c
@pytest.mark.parametrize("greedy", [False, True], ids=["prover", "best first"])
def test_the_searches_in_c_win_ways_that_replay_through_the_engine(greedy: bool) -> None:
    """The prover in C and its best-first search on Flipper's deals: their
    ways, the search's own (moves to cells naming them), replay through
    ``Game.play`` to a win."""
    move_rules = _rules(FLIPPER)
    won = 0
    for deal in range(2, 6):
        search = CompiledSearch(*covers.from_position(initial_position(FLIPPER, deal)),
                                move_rules, 1 << 20,
                                weights=PROVER if not greedy else PORTFOLIO[0],
                                greedy=greedy, complete=not greedy)
        won += _wins(search, deal)
    assert won >= 2


@needs_c
@pytest.mark.parametrize("deal", [9, 18])
def test_solve_runs_its_members_in_c_and_its_wins_replay(deal: int) -> None:
    """Through ``solve`` (a budget of positions, so the run is the same each
    time), on two of the deals the Python plan was slowest on: its win
    replays through the engine, and the plan's prover and best-first
    searches ran in C."""
    position = initial_position(FLIPPER, deal)
    result = solve(position, FLIPPER, max_nodes=200_000)
    assert result.status == "solved" and replays_to_win(position, FLIPPER, result)
    portfolio = Portfolio(position, FLIPPER)
    finished = portfolio.run(Clock(200_000))
    assert finished is not None and finished.solved
    in_c = [search for role, search in portfolio.members
            if role in (Role.COMPILED_PROVER, Role.COMPILED_BEST_FIRST)]
    assert len(in_c) == 4 and all(isinstance(search, CompiledSearch) for search in in_c)


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_c_search_plays_covering_cells_without_compound_moves(rules: Rules) -> None:
    """The games go to the compact search; where the C search was built it
    plays them, in its one-deck build, and the plan's members run in C
    without compound moves; the par's searches run there too."""
    move_rules = _rules(rules)
    assert route(rules) is Route.COMPACT and move_rules.covers
    assert native.supported(move_rules) == native.AVAILABLE
    assert improves(move_rules) == native.AVAILABLE
    plan = plan_for(move_rules, native.AVAILABLE)
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in plan.members)
    if native.AVAILABLE:
        assert native.core_type(move_rules) is native.CompiledCore
        assert Role.COMPILED_PROVER in {share.role for share in plan.members}
    else:
        assert not plan.compiled


@needs_c
@pytest.mark.parametrize("deal", [3, 5])
def test_the_first_search_in_python_wins_an_easy_deal_with_its_shorter_way(deal: int) -> None:
    """The plan has no opening in C, whose greedy search finds longer ways:
    the first search in Python, taking the first turn, wins an easy deal
    itself, and Solve's way is its way."""
    position = initial_position(FLIPPER, deal)
    portfolio = Portfolio(position, FLIPPER)
    finished = portfolio.run(Clock(200_000))
    assert finished is not None and finished.solved
    assert not isinstance(finished, CompiledSearch)
    result = solve(position, FLIPPER, max_nodes=200_000)
    assert result.status == "solved" and replays_to_win(position, FLIPPER, result)


@needs_c
def test_bad_covering_cells_are_refused_with_a_message() -> None:
    """Cells that cover columns need a cell for each column, and no compound moves."""
    move_rules = _rules(FLIPPER)
    table = native.tables(move_rules)
    columns, cells, found = covers.from_position(initial_position(FLIPPER, 1))
    arguments: dict[str, object] = {
        "columns": columns, "cells": cells, "found": found, "cell_count": FLIPPER.cells,
        "parents": table["parents"], "fills": table["fills"], "capacity": table["capacity"],
        "needs": table["needs"], "most_slots": 1 << 12, "covers": True,
    }
    with pytest.raises(ValueError, match="covers: a cell for each column"):
        native.CompiledCore(**{**arguments, "compound": True})
    with pytest.raises(ValueError, match="cells: bytes, one a column"):
        native.CompiledCore(**{**arguments, "cells": cells[:-1]})


def _won_by_c(deal: int, greedy: bool) -> CompiledSearch:
    """A search in C that has won ``deal`` of Flipper."""
    search = CompiledSearch(*covers.from_position(initial_position(FLIPPER, deal)),
                            _rules(FLIPPER), 1 << 20,
                            weights=PORTFOLIO[0] if greedy else PROVER,
                            greedy=greedy, complete=not greedy)
    while not search.run(10_000):
        pass
    assert search.solved
    return search


def _replays(deal: int, way: list[CompactMove]) -> bool:
    """Whether ``way`` (the table's columns and cells) wins ``deal`` of
    Flipper through ``Game.play``."""
    game = Game.new(deal, FLIPPER, automove=False)
    for move in engine_moves(game.position, way, _rules(FLIPPER).safe, covers=True):
        game.play(move)
    return game.is_won


def _made_shorter(
    ways: Callable[[int], tuple[list[CompactMove], list[CompactMove]]],
) -> int:
    """Over Flipper deals the searches in C win, how many of the search's
    own ways ``ways`` makes shorter: each way it gives is never longer than
    the own one, and wins through ``Game.play``."""
    shorter = 0
    for deal in (2, 3, 4, 5, 7, 8):
        own, way = ways(deal)
        assert len(way) <= len(own)
        assert _replays(deal, way)
        shorter += len(way) < len(own)
    return shorter


@needs_c
@pytest.mark.parametrize("greedy", [False, True], ids=["prover", "best first"])
def test_the_ways_of_the_searches_in_c_are_made_shorter_and_still_win(greedy: bool) -> None:
    """The C search's shortcut knows the cells' places: the way it hands
    back is never longer than the search's own, shorter on some deals, and
    still wins through ``Game.play``."""
    def ways(deal: int) -> tuple[list[CompactMove], list[CompactMove]]:
        search = _won_by_c(deal, greedy)
        return search.core.solution, search.solution

    assert _made_shorter(ways) >= 2


@needs_c
def test_the_shortening_pass_merges_a_cards_moves_where_cells_cover_columns() -> None:
    """``shorten`` where each cell covers its column: a card's two moves
    merge into one that names its cell (a card sent to a cell and on again),
    and the shorter way wins through ``Game.play``; on the prover's own
    ways, not made shorter in C first."""
    def ways(deal: int) -> tuple[list[CompactMove], list[CompactMove]]:
        search = _won_by_c(deal, False)
        states: list[State] = []
        own = search.real_moves(search.core.solution, states)
        return own, shorten(own, states, _rules(FLIPPER))

    assert _made_shorter(ways) >= 2


@needs_c
def test_the_c_shortcut_refuses_a_card_sent_to_a_cell_in_use() -> None:
    """The C shortcut takes only a way the position's moves make, each
    landing on the next position column for column and cell for cell: a
    second card sent to the cell the first took is no way through, and
    nothing is handed back."""
    deal = 2
    search = _won_by_c(deal, True)
    start = covers.from_position(initial_position(FLIPPER, deal))
    into_a_cell = [move for move in legal_moves(*start, _rules(FLIPPER)) if move[0] == 2]
    first = into_a_cell[0]
    state = play(*start, first, _rules(FLIPPER))
    second = next(move for move in legal_moves(*state, _rules(FLIPPER))
                  if move[0] == 2 and move[1] != first[1])
    assert search.core.shortcut([first, second], pairs=False)  # a cell of its own: played
    with pytest.raises(ValueError, match="not a way through"):
        search.core.shortcut([first, (2, second[1], first[2])], pairs=False)


def test_flippers_par_is_shorter_than_solves_way_and_wins_through_the_engine() -> None:
    """The par where each cell covers its column: its searches in C take a
    position cell for cell, in place, and find a shorter win than Solve's
    (deal 18: 82 moves against 342, given the par's default budget); each
    move to a cell names it, so the way replays through ``Game.play``."""
    position = initial_position(FLIPPER, 18)
    found = par(position, FLIPPER)
    assert found.solved and found.length is not None and found.solve_length is not None
    if native.AVAILABLE:
        assert found.length < found.solve_length
    game = Game(FLIPPER, position, automove=False)
    for move in found.moves:
        game.play(move)
    assert game.is_won
