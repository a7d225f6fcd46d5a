"""The solver: solutions that replay, proofs, budgets, determinism, cancelling."""

from __future__ import annotations

import dataclasses
import gc

import pytest

from freecell_qt.engine import (
    FreeCellError,
    Game,
    Move,
    Position,
    Preset,
    Rules,
    Supermove,
    rules_of_play,
)
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import (
    FIRST_SLICE,
    MAX_SLICE,
    PROVER,
    TIGHT,
    Hint,
    SolveResult,
    hint,
    native,
    solve,
)
from freecell_qt.engine.solver import search as search_module
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.orderings import PLAN, SHARE, Rotation
from freecell_qt.engine.solver.plan import OPENING, Role
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import from_position
from tests.boards import DEADLOCK

ONE_CELL = Rules(cells=1)
FORECELL = Rules(Preset.FORECELL)
LINEAR = Rules(supermove=Supermove.LINEAR)


def replays_to_win(position: Position, rules: Rules, result: SolveResult) -> bool:
    game = Game(rules, position, automove=False)
    for move in result.moves:
        game.play(move)
    return game.is_won


@pytest.mark.parametrize(
    ("deal", "rules"),
    [
        (1, Rules()),
        (2, Rules()),
        (617, Rules()),
        (1500, Rules()),
        (7, Rules(cells=3)),
        (100, Rules(cells=3)),
        (5, Rules(cells=2)),
        (30, Rules(cells=2)),
        (7, ONE_CELL),
        (11, ONE_CELL),
        (6, FORECELL),
        (14, FORECELL),
        (3, LINEAR),
        (7, Rules(cells=2, supermove=Supermove.LINEAR)),
    ],
)
def test_solutions_replay_to_a_win(deal: int, rules: Rules) -> None:
    position = initial_position(rules, deal)
    result = solve(position, rules, max_nodes=200_000)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)


def test_a_solution_from_a_game_in_progress_uses_the_real_cells() -> None:
    game = Game.new(1, automove=False)
    for move in ("3b", "3d", "7c"):
        game.play(move)
    assert game.position.cells[0] is None  # cell a free, b and c held
    result = solve(game.position, game.rules)
    assert result.status == "solved"
    assert replays_to_win(game.position, game.rules, result)


def test_solutions_are_in_canonical_notation() -> None:
    position = initial_position(Rules(), 1)
    result = solve(position, Rules())
    game = Game(Rules(), position, automove=False)
    for move in result.moves:
        step = game.play(move)
        assert str(move) == step.notation[0]


def test_deal_11982_is_unsolvable() -> None:
    result = solve(initial_position(Rules(), 11982), Rules())
    assert result.status == "unsolvable"
    assert result.moves == ()


def _exhaustive(position: Position, rules: Rules) -> bool:
    """Solvable? An independent check by the engine's own moves, for small spaces."""

    def key(position: Position) -> object:
        cells = tuple(sorted(card for card in position.cells if card is not None))
        return tuple(sorted(position.columns)), cells, position.counts

    seen = {key(position)}
    stack = [position]
    while stack:
        current = stack.pop()
        if current.is_won:
            return True
        for move in rules_of_play.legal_moves(current, rules):
            child = rules_of_play.apply(current, move)
            if key(child) not in seen:
                seen.add(key(child))
                stack.append(child)
    return False


@pytest.mark.parametrize(("deal", "rules"), [(6, ONE_CELL), (14, ONE_CELL), (19, FORECELL)])
def test_unsolvable_verdicts_agree_with_an_exhaustive_engine_search(
    deal: int, rules: Rules
) -> None:
    position = initial_position(rules, deal)
    assert solve(position, rules).status == "unsolvable"
    assert not _exhaustive(position, rules)


def test_a_deadlocked_position_is_unsolvable() -> None:
    position = Position.from_text(DEADLOCK, cells=1)
    result = solve(position, ONE_CELL)
    assert result.status == "unsolvable"
    assert result.nodes > 0


def test_take_backs_make_an_exhausted_search_inconclusive() -> None:
    rules = Rules(cells=1, takeback=True)
    result = solve(Position.from_text(DEADLOCK, cells=1), rules)
    assert result.status == "unknown"


def test_a_tiny_budget_gives_unknown() -> None:
    # In Python each position counts one against the budget ...
    result = solve(initial_position(Rules(), 1), Rules(), max_nodes=5, native=False)
    assert result.status == "unknown"
    assert result.moves == ()
    assert result.nodes == 5
    # ... and the opening in C counts one for each GREEDY_WEIGHT of its own.
    result = solve(initial_position(Rules(), 1), Rules(), max_nodes=1)
    assert result.status == "unknown"
    assert result.nodes == (native.GREEDY_WEIGHT if native.AVAILABLE else 1)


def test_a_zero_timeout_gives_unknown() -> None:
    result = solve(initial_position(Rules(), 1), Rules(), timeout=0)
    assert result.status == "unknown"


@pytest.mark.parametrize(("deal", "rules"), [(1, Rules()), (164, Rules(cells=2)), (5, FORECELL)])
def test_the_same_input_gives_the_same_moves(deal: int, rules: Rules) -> None:
    position = initial_position(rules, deal)
    first = solve(position, rules)
    second = solve(position, rules)
    assert first.status == "solved"
    assert first.moves == second.moves
    assert first.nodes == second.nodes


def test_the_cancel_hook_stops_the_search() -> None:
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    # 11982 would take tens of thousands of positions to prove.
    result = solve(initial_position(Rules(), 11982), Rules(), cancelled=cancelled)
    assert result.status == "unknown"
    assert calls == 4
    assert result.nodes < OPENING + 5_000  # the opening in C walks up to OPENING


def test_a_won_position_solves_with_no_moves() -> None:
    won = Position.counted(((),) * 8, (None,) * 4, (13, 13, 13, 13))
    result = solve(won, Rules())
    assert result.status == "solved"
    assert result.moves == ()


def test_a_finishable_position_solves_with_explicit_foundation_moves() -> None:
    text = "Foundations: H-Q C-K D-K S-K\nFreecells: KH\n" + ":\n" * 8
    position = Position.from_text(text)
    result = solve(position, Rules())
    assert [str(move) for move in result.moves] == ["ah"]
    assert replays_to_win(position, Rules(), result)


def test_a_hint_is_the_first_move_of_a_solution() -> None:
    position = initial_position(Rules(), 1)
    advice = hint(position, Rules())
    assert advice == Hint(solve(position, Rules()).moves[0], from_solution=True)


def test_without_a_solution_in_budget_the_hint_is_a_best_guess() -> None:
    position = initial_position(Rules(), 11982)
    advice = hint(position, Rules(), max_nodes=300)
    assert advice is not None
    assert not advice.from_solution
    Game(Rules(), position, automove=False).play(advice.move)  # legal


def test_a_deadlocked_position_still_gets_a_legal_hint() -> None:
    position = Position.from_text(DEADLOCK, cells=1)
    advice = hint(position, ONE_CELL)
    assert advice is not None
    assert not advice.from_solution
    Game(ONE_CELL, position, automove=False).play(advice.move)


def test_no_hint_for_a_won_game() -> None:
    won = Position.counted(((),) * 8, (None,) * 4, (13, 13, 13, 13))
    assert hint(won, Rules()) is None


def test_moves_are_engine_moves() -> None:
    result = solve(initial_position(Rules(), 1), Rules())
    assert all(isinstance(move, Move) for move in result.moves)


def test_the_position_and_the_rules_must_agree_on_the_cells() -> None:
    with pytest.raises(FreeCellError, match="cells"):
        solve(initial_position(Rules(), 1), Rules(cells=2))


def test_the_searches_share_a_budget_evenly() -> None:
    # Two-cell deal 835: none of the five members wins or runs dry within
    # 30,000 positions, so the whole budget goes in turns. Slices that doubled
    # without end left the last search a whole slice (6,400) behind. (The
    # prover in C, which takes the Python prover's place where it was built,
    # proves the deal lost within that budget: its share is checked in
    # test_solver_native.)
    rules = Rules(cells=2)
    portfolio = Portfolio(initial_position(rules, 835), rules, use_native=False)
    assert portfolio.run(Clock(30_000, None, None)) is None
    prover = portfolio.member(Role.PROVER)
    (wide,) = portfolio.all_of(Role.WIDE_BEST_FIRST)
    orderings = portfolio.member(Role.ORDERINGS)
    compound = portfolio.member(Role.COMPOUND)
    assert prover is not None and len(portfolio.members) == 5
    assert orderings is not None and not orderings.exhausted
    assert compound is not None and not compound.exhausted
    first = portfolio.first.expanded
    assert first + wide.expanded + prover.expanded + orderings.expanded + compound.expanded \
        == portfolio.positions == 30_000
    # The first search's lone start aside, every member ran within one slice
    # of the others, and slices are short against the budget (6,400 was not).
    shares = [first - FIRST_SLICE, wide.expanded, prover.expanded, orderings.expanded,
              compound.expanded]
    assert max(shares) - min(shares) <= MAX_SLICE <= 30_000 // 6, shares


def _pooled_pair(position: Position, rules: Rules) -> list[BestFirst]:
    start = from_position(position)
    move_rules = MoveRules.of(rules, len(position.columns))
    pair = [BestFirst(*start, move_rules, weights, complete=True) for weights in (*TIGHT, PROVER)]
    BestFirst.pool(pair)
    # Short alternate turns, so that each claims positions the other then meets.
    while not any(search.solved for search in pair) and not all(s.exhausted for s in pair):
        for search in pair:
            search.run(7)
    return pair


@pytest.mark.parametrize(("deal", "rules"), [(4, ONE_CELL), (9, FORECELL), (10, FORECELL)])
def test_pooled_searches_walk_the_space_once_and_prove_it(deal: int, rules: Rules) -> None:
    position = initial_position(rules, deal)
    lone = BestFirst(*from_position(position), MoveRules.of(rules, 8), PROVER, complete=True)
    while not lone.run(1000):
        pass
    assert lone.exhausted and lone.proves
    pair = _pooled_pair(position, rules)
    assert all(search.exhausted and search.proves for search in pair)
    assert all(search.expanded > 1 for search in pair)  # both took part
    # Every position once between them, but the start, which each expands.
    assert sum(search.expanded for search in pair) == lone.expanded + 1


def test_a_pooled_search_that_runs_dry_alone_proves_nothing() -> None:
    position = initial_position(ONE_CELL, 4)
    pair = _pooled_pair(position, ONE_CELL)
    pair[0].pruned = True  # as if it had dropped waiting positions
    assert not pair[1].proves and not pair[0].proves


@pytest.mark.parametrize(("deal", "rules"), [(4, ONE_CELL), (1, Rules(cells=2)), (9, FORECELL)])
def test_a_pooled_search_that_drops_positions_leaves_the_proof_standing(
    deal: int, rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An open list this short makes the best-first search drop positions
    # at once; before it does, it hands them to the depth-first one.
    monkeypatch.setattr(search_module, "OPEN_LIMIT", 50)
    tight, prover = _pooled_pair(initial_position(rules, deal), rules)
    assert tight.pruned and not prover.pruned
    assert tight.group == [] and prover.group == [prover]
    assert prover.exhausted and prover.proves
    assert not tight.proves
    # And so the whole portfolio's verdict: before, it gave up with "unknown".
    assert solve(initial_position(rules, deal), rules).status == "unsolvable"


def test_a_search_that_hands_its_positions_on_retires() -> None:
    position = initial_position(ONE_CELL, 4)
    start = from_position(position)
    move_rules = MoveRules.of(ONE_CELL, 8)
    tight, prover = (BestFirst(*start, move_rules, weights, complete=True)
                     for weights in (*TIGHT, PROVER))
    BestFirst.pool([tight, prover])
    tight.run(1)
    waiting = sum(len(entries) for entries in tight.open.values())
    for entries in tight.open.values():
        entries *= 1 + search_module.OPEN_LIMIT // waiting  # as long as a prune needs
    assert tight.run(1)
    assert tight.exhausted and not tight.proves and tight.group == []
    assert prover.group == [prover]
    handed = prover.stack[0].children
    assert len(handed) == waiting * (1 + search_module.OPEN_LIMIT // waiting)


@pytest.mark.parametrize(
    ("deal", "rules", "budget"),
    [(4, ONE_CELL, 10_000), (2, ONE_CELL, 10_000), (5, Rules(cells=2), 20_000),
     (123, Rules(cells=2), 20_000), (1, Rules(), 10_000)],
)
def test_a_depth_first_search_on_its_stack_expands_what_the_open_list_would(
    deal: int, rules: Rules, budget: int
) -> None:
    # A cost per move just short of DEPTH_FIRST is depth first as well, but
    # keeps its positions in the open list.
    position = initial_position(rules, deal)
    runs = []
    for weights in (PROVER, dataclasses.replace(PROVER, path=PROVER.path + 0.5)):
        search = BestFirst(*from_position(position), MoveRules.of(rules, 8), weights,
                           complete=True)
        while not search.run(500) and search.expanded < budget:
            pass
        runs.append((search.depth_first, search.expanded, search.solved, search.exhausted,
                     len(search._seen[0]), search.best,
                     search.real_moves(search.solution) if search.solved else None))
    (stack, *on_stack), (heap, *in_heap) = runs
    assert stack and not heap
    assert on_stack == in_heap


@pytest.mark.parametrize("deal", [2, 5, 8])
def test_pooled_searches_still_find_the_way_through(deal: int) -> None:
    position = initial_position(ONE_CELL, deal)
    winner = next(search for search in _pooled_pair(position, ONE_CELL) if search.solved)
    moves = engine_moves(position, winner.real_moves(winner.solution), winner.move_rules.safe)
    assert replays_to_win(position, ONE_CELL, SolveResult("solved", tuple(moves)))


def _orderings(position: Position, rules: Rules, budget: int = 1_000_000) -> Rotation:
    orderings = Rotation.depth_first(
        *from_position(position), MoveRules.of(rules, len(position.columns))
    )
    orderings.run(budget)
    return orderings


def test_a_search_under_another_ordering_finds_what_the_prover_misses() -> None:
    # Two-cell deal 123: the prover wanders past the orderings' whole share
    # (and past 300,000); the first ordering wins within 800.
    rules = Rules(cells=2)
    position = initial_position(rules, 123)
    prover = BestFirst(*from_position(position), MoveRules.of(rules, 8), PROVER, complete=True)
    prover.run(SHARE)
    assert not prover.solved
    orderings = _orderings(position, rules)
    assert orderings.solved and not orderings.exhausted
    assert orderings.expanded <= PLAN[0][1]
    moves = engine_moves(
        position, orderings.way(), orderings.move_rules.safe
    )
    assert replays_to_win(position, rules, SolveResult("solved", tuple(moves)))


def test_the_portfolio_wins_through_its_orderings() -> None:
    rules = Rules(cells=2)
    position = initial_position(rules, 123)
    result = solve(position, rules, max_nodes=40_000)
    assert result.solved and replays_to_win(position, rules, result)


def test_each_ordering_resumes_where_it_stopped_and_goes_as_far_again() -> None:
    # Two-cell deal 835: no ordering settles it within its share. Each turn
    # takes a search as far again as all its turns before, from where it
    # stopped: started afresh each time, it would stand at its last turn.
    rules = Rules(cells=2)
    first = [limit for _, limit in PLAN]
    orderings = _orderings(initial_position(rules, 835), rules, 2 * sum(first))
    assert [search.expanded for search in orderings.searches] == [2 * n for n in first]
    assert orderings.limits == [4 * n for n in first]
    orderings.run(2 * sum(first))
    assert [search.expanded for search in orderings.searches] == [4 * n for n in first]
    assert not orderings.exhausted and not orderings.solved


@pytest.mark.parametrize(("cells", "deal"), [(2, 9), (2, 236), (2, 554), (1, 553), (1, 695)])
def test_deals_the_prover_wanders_on_are_won_within_the_orderings_share(
    cells: int, deal: int
) -> None:
    # Each ran past 700,000 positions without a verdict when the orderings
    # were short searches started afresh (4,000 positions in all).
    rules = Rules(cells=cells)
    position = initial_position(rules, deal)
    result = solve(position, rules, max_nodes=250_000)
    assert result.solved and replays_to_win(position, rules, result)


def test_the_orderings_retire_unsolved_after_their_share() -> None:
    # Two-cell deal 982: no verdict within millions of positions, here or
    # from fc-solve.
    orderings = _orderings(initial_position(Rules(cells=2), 982), Rules(cells=2))
    assert orderings.exhausted and not orderings.solved and not orderings.proves
    assert orderings.expanded == SHARE
    assert orderings.run(1000) and orderings.expanded == SHARE
    # Retired, they give back their positions and claim no proof.
    assert not any(search.waiting or search.proves for search in orderings.searches)


@pytest.mark.parametrize(("deal", "rules"), [(4, ONE_CELL), (6, ONE_CELL), (9, FORECELL)])
def test_an_ordering_that_runs_dry_proves_the_deal_lost(deal: int, rules: Rules) -> None:
    # These spaces hold a few hundred positions, within the first turn.
    orderings = _orderings(initial_position(rules, deal), rules)
    assert orderings.proves and orderings.exhausted and not orderings.solved
    assert solve(initial_position(rules, deal), rules).status == "unsolvable"


def test_the_orderings_run_in_tight_games_and_where_every_search_makes_every_move() -> None:
    # Deals none of whose searches settles within the first slice.
    for rules, deal, runs in [(Rules(), 11982, False), (Rules(cells=3), 11982, False),
                              (Rules(cells=2), 982, True), (ONE_CELL, 607, True),
                              (FORECELL, 527, True)]:
        portfolio = Portfolio(initial_position(rules, deal), rules)
        budget = portfolio.plan.opening_work + FIRST_SLICE + 50
        assert portfolio.run(Clock(budget, None, None)) is None
        # the portfolio took turns (the prover in C, where it was built,
        # takes the Python prover's place in the tight games)
        assert (portfolio.member(Role.PROVER) is not None
                or portfolio.member(Role.COMPILED_PROVER) is not None)
        assert (portfolio.member(Role.ORDERINGS) is not None) == runs, rules


def test_an_open_list_past_its_limit_keeps_the_positions_it_would_take_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The tight search spreads wide: a cost per move keeps many positions waiting.
    search = BestFirst(*from_position(initial_position(Rules(cells=2), 5)),
                       MoveRules.of(Rules(cells=2), 8), TIGHT[0], complete=True)
    search.run(300)
    before = {level: list(entries) for level, entries in search.open.items()}
    waiting = sum(len(entries) for entries in before.values())
    assert len(before) > 3 and waiting > 100
    monkeypatch.setattr(search_module, "OPEN_LIMIT", waiting // 3 * 2)
    search.run(0)
    room = waiting // 3
    # The order the search takes them in: best level first, and within a
    # level the position pushed last.
    order = [entry for level in sorted(before) for entry in reversed(before[level])]
    kept = [entry for level in sorted(search.levels) for entry in reversed(search.open[level])]
    assert kept == order[:room]
    assert search.pruned and not search.proves
    assert sorted(search.levels) == sorted(search.open)


@pytest.mark.parametrize("enabled", [True, False])
def test_the_search_runs_without_the_cycle_collector_and_leaves_it_as_it_was(
    enabled: bool,
) -> None:
    during: list[bool] = []

    def cancelled() -> bool:
        during.append(gc.isenabled())
        return False

    position = initial_position(ONE_CELL, 4)
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        assert solve(position, ONE_CELL, cancelled=cancelled).status == "unsolvable"
        assert hint(position, ONE_CELL, cancelled=cancelled) is not None
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert during and not any(during)


@pytest.mark.parametrize(
    ("deal", "rules"),
    [(1, Rules(cells=2)), (5, ONE_CELL), (1, Rules()), (9, FORECELL)],
)
def test_a_finished_search_leaves_nothing_for_the_cycle_collector(deal: int, rules: Rules) -> None:
    # The search runs with the collector off: whatever it left in a cycle
    # would stay until the collector ran again, search after search.
    position = initial_position(rules, deal)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        solve(position, rules, max_nodes=20_000)
        hint(position, rules)
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
