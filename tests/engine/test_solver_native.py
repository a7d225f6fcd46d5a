"""The exhaustive search in C (``solver/_exhaust_*.c``) against the Python code
it must agree with, move for move, and in the portfolio."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import Build, EmptyFill, FoundationBuild, SequenceMove, Supermove
from freecell_qt.engine.solver import (
    PORTFOLIO,
    PROVER,
    TIGHT,
    memory,
    native,
    restarts,
    solve,
)
from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules, legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch, tables
from freecell_qt.engine.solver.plan import Role
from freecell_qt.engine.solver.portfolio import MAX_SLICE, Clock, Portfolio
from freecell_qt.engine.solver.restarts import ShortDepthFirst
from freecell_qt.engine.solver.route import compact_plays
from freecell_qt.engine.solver.search import OPEN_LIMIT, BestFirst
from freecell_qt.engine.solver.state import canonical, from_position, key_of, settle
from tests.engine.test_solver import replays_to_win

#: Without a compiler there is nothing to test but the fallback (the last
#: tests here, and every other solver test).
needs_it = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

FORECELL = Rules(Preset.FORECELL)
#: A rule set of each kind: every build rule, fill rule, capacity formula
#: and safe auto-move rule of the table, and the extreme cell counts.
RULE_SETS = [
    Rules(),
    Rules(cells=0),
    Rules(cells=1),
    Rules(cells=2),
    FORECELL,
    *(Rules(variant) for variant in Preset if variant not in (Preset.FREECELL,
                                                             Preset.FORECELL,
                                                             Preset.CUSTOM)),
    Rules(supermove=Supermove.LINEAR),
    Rules(Preset.CUSTOM, 8, columns=13, build=Build.ANY_SUIT, fill=EmptyFill.KINGS,
          sequence=SequenceMove.UNLIMITED),
    Rules(Preset.CUSTOM, 3, columns=4, build=Build.SAME_SUIT, fill=EmptyFill.NONE,
          sequence=SequenceMove.ONE_CARD),
    # Foundations twice round (Double FreeCell's are among the presets) under
    # the other build rules.
    Rules(Preset.CUSTOM, 4, columns=8, decks=2, foundation=FoundationBuild.TWICE,
          build=Build.SAME_SUIT, fill=EmptyFill.KINGS),
    Rules(Preset.CUSTOM, 2, columns=10, decks=2, foundation=FoundationBuild.TWICE,
          build=Build.ANY_SUIT, sequence=SequenceMove.ONE_CARD),
    # Footling's one foundation (Footling and Double Footling are among the
    # presets) under other rules, and with three decks.
    Rules(Preset.CUSTOM, 3, columns=7, foundation=FoundationBuild.FOURS, build=Build.SAME_SUIT,
          fill=EmptyFill.KINGS, sequence=SequenceMove.SUPERMOVE),
    Rules(Preset.CUSTOM, 6, columns=12, decks=3, foundation=FoundationBuild.FOURS,
          build=Build.ANY_SUIT, fill=EmptyFill.NONE),
]
#: The search in C holds up to three decks (one in the build for one deck) and
#: 12 cells any card may use, ranks that do not go round and foundations by
#: suit (foundations by rank are walked by solver/by_rank instead); the
#: others play in Python only. A one-deck game with more cells than the
#: one-deck build holds plays in the other. The games with reserve piles,
#: whose positions hold the piles after the columns, have tests of their own
#: (``test_solver_reserves.py``), and so does Sarlacc, whose piles in tiers
#: keep their places (``test_solver_tiers_native.py``), and Flipper, whose
#: cells cover their columns (``test_solver_covers_native.py``).
RULE_SETS = [rules for rules in [*RULE_SETS, Rules(Preset.CUSTOM, 10)]
             if compact_plays(rules) and native.supported(MoveRules.of(rules, rules.columns))
             and rules.pile_count == rules.columns
             and not MoveRules.of(rules, rules.columns).over
             and not MoveRules.of(rules, rules.columns).covers]


def _exhaust(rules: Rules, deal: int, most_slots: int = native.MOST_SLOTS,
             weights: Weights | None = PROVER, most_path: int = native.MOST_PATH) -> CompiledSearch:
    position = initial_position(rules, deal)
    move_rules = MoveRules.of(rules, len(position.columns))
    return CompiledSearch(*from_position(position, move_rules.twice), move_rules,
                  most_slots, weights, most_path)


def test_the_extension_is_built_and_current():
    """A build that quietly fell back to pure Python would leave the tight
    games' hardest proofs out of reach, and one older than its source would
    test old code."""
    from tests.engine.test_compiled import EXTENSIONS, PACKAGE, compiler_at_hand

    assert compiler_at_hand() == native.AVAILABLE
    for module in ("_exhaust", "_exhaust_decks", "_exhaust_tiers") if native.AVAILABLE else ():
        (built,) = [PACKAGE / f"{module}{suffix}" for suffix in EXTENSIONS
                    if (PACKAGE / f"{module}{suffix}").is_file()]
        for source in [*PACKAGE.glob("_exhaust_*.c"), PACKAGE / "_exhaust.h"]:
            assert built.stat().st_mtime >= source.stat().st_mtime, (module, source.name)


def settled_start(rules: Rules, deal: int
                  ) -> tuple[MoveRules, tuple[bytes, ...], bytes, tuple[int, ...]]:
    """A deal's start with the safe cards up, as the C search starts from it."""
    position = initial_position(rules, deal)
    move_rules = MoveRules.of(rules, len(position.columns))
    columns, cells, found = from_position(position, move_rules.twice)
    piles, ranks = list(columns), list(found)
    cells = settle(piles, cells, ranks, move_rules.safe, move_rules.twice)
    return move_rules, tuple(piles), cells, tuple(ranks)


@needs_it
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: rules.title)
def test_every_child_is_the_python_code_s_child(rules):
    """Along random games, the moves and children of the C search are
    exactly those of ``legal_moves`` (every move) and ``play``, and its keys
    those of ``key_of``: the same space, so its proofs are the Python
    search's proofs."""
    chooser = random.Random(rules.title)
    compared = 0
    for deal in range(1, 60):
        if compared >= 300:
            break
        move_rules, columns, cells, found = settled_start(rules, deal)
        search = CompiledSearch(columns, cells, found, move_rules, 1 << 12).core
        for _ in range(120):
            moves = legal_moves(columns, cells, found, move_rules, True)
            expected = sorted((move, play(columns, cells, found, move, move_rules))
                              for move in moves)
            assert sorted(search.children(columns, cells, found)) == expected
            assert _whole_runs(search, move_rules, columns, cells, found)
            assert search.key(columns, cells) == key_of(columns, cells)
            compared += 1
            if not moves:
                break
            columns, cells, found = play(columns, cells, found, chooser.choice(moves),
                                         move_rules)
    assert compared >= 100


def _whole_runs(search: object, move_rules: MoveRules, columns: tuple[bytes, ...], cells: bytes,
                found: tuple[int, ...]) -> bool:
    """Whether the C code's moves that keep runs whole (the best-first
    search's in tight games) are ``legal_moves(complete=False)``, in its order."""
    moves = legal_moves(columns, cells, found, move_rules, False)
    children = search.children(columns, cells, found, False)  # type: ignore[attr-defined]
    return [move for move, _ in children] == moves


#: The rule sets whose foundations go twice round (Double FreeCell's).
TWICE_ROUND = [rules for rules in RULE_SETS if rules.foundation is FoundationBuild.TWICE]
#: The rule sets with Footling's one foundation.
FOURS = [rules for rules in RULE_SETS if rules.foundation is FoundationBuild.FOURS]


@st.composite
def _any_position(draw: st.DrawFn, rule_sets: list[Rules] = RULE_SETS
                  ) -> tuple[Rules, tuple[bytes, ...], bytes, tuple[int, ...]]:
    """Any layout at all, not only one a game reaches: foundations at any
    height, the cards left shuffled into columns of any length (up to all
    of them in one) and into some of the cells. Twice round, a suit's
    second time round is under way only once its first is at the king;
    under Footling's one foundation, a rank only once the one below is up."""
    rules = draw(st.sampled_from(rule_sets))
    if MoveRules.of(rules, rules.columns).twice:
        first = tuple(draw(st.sampled_from([13, *range(14)])) for _ in range(4))
        found = (*first, *(draw(st.integers(0, 13)) if rank == 13 else 0 for rank in first))
    elif MoveRules.of(rules, rules.columns).fours:
        # As Footling's foundation holds them: every card below a rank up,
        # and some of that rank.
        low = draw(st.integers(0, 12))
        found = canonical(tuple(low + draw(st.integers(0, 1)) for _ in range(4 * rules.decks)))
    else:
        found = canonical(tuple(draw(st.integers(0, 13)) for _ in range(4 * rules.decks)))
    left = [rank * 4 + (index & 3) for index in range(len(found))
            for rank in range(found[index], 13)]
    left = draw(st.permutations(left))
    in_cells = draw(st.integers(0, min(rules.cells, len(left))))
    cells = bytes(sorted(left[:in_cells]))
    rest = left[in_cells:]
    cuts = sorted(draw(st.lists(st.integers(0, len(rest)), min_size=rules.columns - 1,
                                max_size=rules.columns - 1)))
    bounds = [0, *cuts, len(rest)]
    columns = tuple(bytes(rest[a:b]) for a, b in pairwise(bounds))
    return rules, columns, cells, found


@needs_it
@settings(max_examples=300, deadline=None)
@given(_any_position())
def test_any_position_has_the_python_code_s_children(case):
    """Long columns, many empty ones, full cells, foundations nearly done:
    the C search's moves and children match the Python code's on layouts
    no game may ever reach as well, so no bound of the C code is met only
    in play."""
    rules, columns, cells, found = case
    move_rules = MoveRules.of(rules, rules.columns)
    search = CompiledSearch((b"",) * rules.columns, b"", (13,) * (4 * rules.decks), move_rules,
                            1 << 12).core
    expected = sorted((move, play(columns, cells, found, move, move_rules))
                      for move in legal_moves(columns, cells, found, move_rules, True))
    assert sorted(search.children(columns, cells, found)) == expected
    assert _whole_runs(search, move_rules, columns, cells, found)
    assert search.key(columns, cells) == key_of(columns, cells)


@needs_it
@settings(max_examples=300, deadline=None)
@given(_any_position(TWICE_ROUND))
def test_any_position_twice_round_has_the_python_code_s_children(case):
    """The same, in the games whose foundations go twice round: a suit's
    second ace held back until its first time round is done, and the cards
    of the second time round sent up by that game's safe rule."""
    assert len(TWICE_ROUND) == 3
    test_any_position_has_the_python_code_s_children.hypothesis.inner_test(case)


@needs_it
@settings(max_examples=300, deadline=None)
@given(_any_position(FOURS))
def test_any_position_under_footling_s_foundation_has_the_python_code_s_children(case):
    """The same under Footling's one foundation, its foundations as the game
    holds them: a card goes up only once every foundation has reached its
    rank, and every card it takes goes up unasked."""
    assert len(FOURS) == 4
    test_any_position_has_the_python_code_s_children.hypothesis.inner_test(case)


@needs_it
@pytest.mark.parametrize(("rules", "deal"), [
    (Rules(cells=1), 1), (Rules(cells=1), 4), (Rules(cells=2), 21),
    (Rules(cells=2), 25), (FORECELL, 9), (FORECELL, 10), (Rules(Preset.BAKERS_GAME), 10),
    (Rules(Preset.BAKERS_GAME), 14), (Rules(Preset.SEAHAVEN_TOWERS), 21),
])
def test_it_proves_the_deals_the_python_searches_prove_lost(rules, deal):
    python = solve(initial_position(rules, deal), rules, max_nodes=None, native=False)
    assert python.status == "unsolvable"
    search = _exhaust(rules, deal)
    while not search.run(10_000):
        pass
    assert search.proves and not search.solved and search.exhausted


@needs_it
@pytest.mark.parametrize("ordered", [True, False], ids=["ordered", "plain"])
@pytest.mark.parametrize(("rules", "deal"), [
    (Rules(cells=1), 2), (Rules(cells=1), 26), (Rules(cells=2), 7), (FORECELL, 6),
    (Rules(), 3), (Rules(Preset.SEAHAVEN_TOWERS), 2), (Rules(Preset.BAKERS_GAME), 6),
])
def test_its_wins_replay_to_a_win_in_the_engine(rules, deal, ordered):
    """In the prover's order (as the portfolio runs it) or in the order the
    moves are made; made shorter first (``CompiledCore.shortcut``)."""
    search = _exhaust(rules, deal, weights=PROVER if ordered else None)
    assert _wins(search, rules, deal)
    assert len(search.solution) <= len(search.core.solution)


def _wins(search: CompiledSearch | ShortDepthFirst, rules: Rules, deal: int) -> bool:
    """Run ``search`` to its end: whether it found a way, proved nothing,
    and the way replays to a win in the engine."""
    from freecell_qt.engine.solver import SolveResult
    from freecell_qt.engine.solver.replay import engine_moves

    while not search.run(100_000):
        pass
    if not search.solved or search.proves:
        return False
    position = initial_position(rules, deal)
    moves = search.real_moves(search.solution)
    result = SolveResult("solved", tuple(engine_moves(position, moves, search.move_rules.safe)))
    return replays_to_win(position, rules, result)


@needs_it
def test_the_prover_s_order_finds_short_ways_and_the_shortcuts_cut_wandering_ones():
    """1-cell deal 2: in the order the moves are made the search wanders
    through some 26,000 positions to a way of over 10,000 moves; in the
    prover's order it wins within 7,000 positions, and cut short the way is
    under 150 moves, as long as the Python searches' ways."""
    plain = _exhaust(Rules(cells=1), 2, weights=None)
    ordered = _exhaust(Rules(cells=1), 2)
    plain.run(1_000_000)
    ordered.run(1_000_000)
    assert plain.solved and ordered.solved
    assert ordered.expanded * 3 < plain.expanded
    assert len(plain.core.solution) > 5_000
    assert len(plain.solution) * 5 < len(plain.core.solution)
    assert len(ordered.solution) < 150
    python = solve(initial_position(Rules(cells=1), 2), Rules(cells=1), native=False)
    assert len(ordered.solution) <= 2 * len(python.moves)


@needs_it
def test_a_full_visited_set_proves_nothing_and_gives_its_memory_back():
    search = _exhaust(Rules(cells=1), 447, most_slots=1 << 12)
    while not search.run(1_000):
        pass
    assert search.exhausted and not search.proves and not search.solved
    assert search.core.full and search.core.memory == 0
    assert 2_000 < search.expanded <= (1 << 12)


@needs_it
def test_a_path_past_its_room_proves_nothing_and_gives_its_memory_back():
    """2-cell deal 982: the depth-first path runs past 100,000 positions
    (a proof never went past 40,000), so its memory is bounded too; here
    to 4 MB, a few thousand positions deep."""
    search = _exhaust(Rules(cells=2), 982, most_path=4 << 20)
    deepest = 0
    while not search.run(1_000):
        deepest = max(deepest, search.core.depth)
        assert search.core.memory < (4 << 20) + 16 * native.MOST_SLOTS
    assert search.exhausted and not search.proves and not search.solved
    assert search.core.full and search.core.memory == 0
    assert deepest > 5_000 and search.expanded < native.MOST_SLOTS // 2


@needs_it
def test_hard_lost_deals_are_proved_within_the_app_s_budget():
    """1-cell deal 970: a proof of some 2 million positions, beyond the
    searches in Python (``benchmarks/python_alone.py``). The positions are
    counted, the budget weighs the C search's at ``WEIGHT`` to one."""
    rules = Rules(cells=1)
    result = solve(initial_position(rules, 970), rules, max_nodes=1_000_000)
    assert result.status == "unsolvable"
    assert result.nodes > 1_500_000


@pytest.fixture(scope="module")
def tight_portfolio() -> Portfolio:
    """2-cell deal 982 after a budget of 60,000 positions, which settles nothing;
    run once, for the tests that each look at a part of what it did."""
    rules = Rules(cells=2)
    portfolio = Portfolio(initial_position(rules, 982), rules)
    assert portfolio.run(Clock(60_000)) is None
    return portfolio


@needs_it
def test_in_a_tight_game_it_takes_the_prover_s_place_and_weighs_its_positions(
        tight_portfolio):
    """2-cell deal 982: no verdict within the budget, so every member takes
    its turns. The C search gets ``WEIGHT`` positions for each one of a
    turn, and is counted at that rate: within one slice of the others."""
    portfolio = tight_portfolio
    prover = portfolio.member(Role.COMPILED_PROVER)
    assert portfolio.member(Role.PROVER) is None and isinstance(prover, CompiledSearch)
    assert portfolio.nodes == 60_000
    # The first search goes on in C after its first slice.
    first = portfolio.all_of(Role.COMPILED_BEST_FIRST)[0].work
    assert abs(prover.work - first) <= MAX_SLICE
    assert prover.weight == native.WEIGHT
    assert prover.expanded >= native.WEIGHT * prover.work
    in_c = [search for role, search in portfolio.members if role.compiled]
    assert len(in_c) == 5
    assert portfolio.positions == portfolio.nodes + sum(
        search.expanded - search.work for search in in_c)


@needs_it
def test_where_every_search_makes_every_move_the_python_prover_stays():
    portfolio = Portfolio(initial_position(FORECELL, 527), FORECELL)
    assert portfolio.run(Clock(20_000)) is None
    prover, in_c = portfolio.member(Role.PROVER), portfolio.member(Role.COMPILED_PROVER)
    assert prover is not None and isinstance(in_c, CompiledSearch)
    assert prover.expanded > 0 and in_c.expanded > 0
    assert in_c.weight == native.SHARED_WEIGHT


def test_without_the_extension_the_portfolio_runs_as_before(monkeypatch):
    rules = Rules(cells=2)
    position = initial_position(rules, 25)
    with_it = solve(position, rules, max_nodes=None)
    monkeypatch.setattr(native, "AVAILABLE", False)
    portfolio = Portfolio(position, rules)
    assert not portfolio.use_native
    without = solve(position, rules, max_nodes=None)
    assert with_it.status == without.status == "unsolvable"
    assert without.nodes == solve(position, rules, max_nodes=None, native=False).nodes


def test_ratings_leave_it_out(monkeypatch):
    """A rating counts positions, and must be the same on a machine built
    without a compiler."""
    from freecell_qt.engine.rating import rate

    rules = Rules(cells=2)
    position = initial_position(rules, 5)
    rated = rate(position, rules)
    monkeypatch.setattr(native, "AVAILABLE", False)
    assert rate(position, rules) == rated


@needs_it
@pytest.mark.parametrize("path", [[(4, 99, 0, 1)], [(2, 0), (9, 1)], [(3, 51, 0)], [(0,)],
                                  [(4, 0, 1, 13)]])
def test_a_way_that_is_not_one_is_refused_not_played(path):
    """``shortcut`` plays only moves the position allows: a column or card
    out of range would otherwise reach past the table in C."""
    search = _exhaust(Rules(), 1)
    with pytest.raises((ValueError, TypeError)):
        search.core.shortcut(path)


@needs_it
@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"parents": b"\x00" * 10}, "parents"),
        ({"fills": b"\x01" * 51}, "fills"),
        ({"capacity": b""}, "capacity"),
        ({"columns": (bytes(range(40)), bytes(range(40)))}, "more cards than the decks hold"),
        ({"columns": (b"\x40",) + (b"",) * 7}, "out of range"),
        ({"found": (0, 0, 0)}, "four"),
        ({"found": (0, 0, 0, 14)}, "0 to 13"),
        ({"cells": bytes(range(5))}, "cells"),
        ({"most_open": 1, "greedy": True}, "most_open"),
        ({"beam": 100}, "beam"),
        ({"beam": -1, "greedy": True}, "beam"),
        ({"decks": 2}, "decks: 1 to 1"),
        ({"decks": 0}, "decks"),
    ],
)
def test_bad_input_is_refused_with_a_message(change, message):
    position = initial_position(Rules(), 1)
    columns, cells, found = from_position(position)
    arguments = {"columns": columns, "cells": cells, "found": found, "cell_count": 4,
                 "most_slots": 1 << 12,
                 **tables(MoveRules.of(Rules(), len(columns)))}
    arguments.update(change)
    if "columns" in change and len(change["columns"]) != 8:
        arguments["columns"] = (*change["columns"], *([b""] * (8 - len(change["columns"]))))
    with pytest.raises(ValueError, match=message):
        native.CompiledCore(**arguments)


@needs_it
@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"decks": 4}, "decks: 1 to 3"),
        ({"found": (0,) * 4}, "four ranks a deck"),
        ({"cell_count": 13}, "cells"),
        ({"columns": (bytes(range(52)) * 3 + b"\x00",) + (b"",) * 7}, "more cards"),
    ],
)
def test_the_build_for_several_decks_refuses_bad_input_too(change, message):
    rules = Rules(Preset.DOUBLE_FREECELL)
    move_rules = MoveRules.of(rules, rules.columns)
    columns, cells, found = from_position(initial_position(rules, 1))
    arguments = {"columns": columns, "cells": cells, "found": found, "cell_count": 8,
                 "most_slots": 1 << 12, "decks": 2, **tables(move_rules)}
    arguments.update(change)
    if "columns" in change:
        arguments["columns"] = (*change["columns"], *([b""] * (10 - len(change["columns"]))))
        arguments["decks"] = 3
        arguments["found"] = (0,) * 12
    with pytest.raises(ValueError, match=message):
        native.DecksCore(**arguments)


def _greedy(rules: Rules, deal: int, weights: Weights, complete: bool,
            most_slots: int = native.GREEDY_SLOTS, most_open: int = OPEN_LIMIT) -> CompiledSearch:
    position = initial_position(rules, deal)
    return CompiledSearch(*from_position(position), MoveRules.of(rules, len(position.columns)),
                  most_slots, weights, greedy=True, complete=complete, most_open=most_open)


@needs_it
@pytest.mark.parametrize(("rules", "deal"), [
    (Rules(cells=1), 1), (Rules(cells=2), 21), (Rules(cells=2), 25), (FORECELL, 9),
])
def test_best_first_over_every_move_walks_the_depth_first_proof_s_space(rules, deal):
    """Best first or depth first, a search that makes every move and lets
    no position go expands every position the deal reaches, once: the
    same count, and the same proof."""
    depth_first = _exhaust(rules, deal)
    while not depth_first.run(10_000):
        pass
    search = _greedy(rules, deal, PORTFOLIO[0], True, native.MOST_SLOTS, 10_000_000)
    while not search.run(10_000):
        pass
    assert depth_first.proves and search.proves and not search.solved
    # The start is expanded too; the depth-first search counts it apart.
    assert search.expanded == depth_first.expanded + 1


@needs_it
def test_best_first_that_keeps_runs_whole_never_proves_but_walks_the_python_search_s_space():
    """2-cell deal 267: the moves that keep runs whole run out after 25,353
    positions, in C as in Python (``search.BestFirst``), and that proves
    nothing, since the deal can be won by breaking runs."""

    rules = Rules(cells=2)
    search = _greedy(rules, 267, PORTFOLIO[0], complete=False)
    while not search.run(10_000):
        pass
    assert search.exhausted and not search.proves and not search.solved
    position = initial_position(rules, 267)
    python = BestFirst(*from_position(position), MoveRules.of(rules, 8), PORTFOLIO[0],
                       complete=False)
    while not python.run(10_000):
        pass
    assert python.exhausted and search.expanded == python.expanded == 25_353


@needs_it
def test_a_best_first_search_that_let_positions_go_proves_nothing():
    """An open list held to a few positions drops the rest: the search
    runs dry (2-cell deal 25 is lost) and says nothing."""
    rules = Rules(cells=2)
    search = _greedy(rules, 25, PORTFOLIO[0], True, most_open=50)
    while not search.run(10_000):
        pass
    assert search.exhausted and not search.proves and not search.solved
    assert search.expanded < _count_of_proof(rules, 25)


def _count_of_proof(rules: Rules, deal: int) -> int:
    search = _exhaust(rules, deal)
    while not search.run(100_000):
        pass
    assert search.proves
    return search.expanded


@needs_it
@pytest.mark.parametrize(("deal", "weights", "complete"), [
    (140, PORTFOLIO[0], False), (7, PORTFOLIO[0], False), (7, TIGHT[0], True),
    (12, PORTFOLIO[0], False),
])
def test_best_first_wins_replay_to_a_win_in_the_engine(deal, weights, complete):
    """2-cell deal 140 takes the first search 661,000 positions in C (0.9 s
    here), beyond its share of the app's budget in Python."""
    rules = Rules(cells=2)
    assert _wins(_greedy(rules, deal, weights, complete), rules, deal)


@needs_it
@pytest.mark.parametrize(("rules", "deal", "complete"), [
    (Rules(), 1, False), (Rules(), 2, True), (Rules(cells=3), 7, False),
])
def test_a_beam_search_wins_one_layer_a_move_between_columns_and_cells(rules, deal, complete):
    """Its layers are the moves between the columns and the cells, moves to
    the foundations free: its win takes one such move per layer expanded
    past the first, and replays to a win in the engine."""
    position = initial_position(rules, deal)
    search = CompiledSearch(*from_position(position), MoveRules.of(rules, len(position.columns)),
                            native.GREEDY_SLOTS, PORTFOLIO[0], greedy=True, complete=complete,
                            beam=200)
    assert _wins(search, rules, deal)
    way = search.real_moves(search.solution)
    states = [search.start]
    for move in way:
        states.append(play(*states[-1], move, search.move_rules))
    assert states[-1][2] == (13, 13, 13, 13)
    between = sum(1 for move in way if move[0] not in (0, 1))
    assert 0 < between < len(way)


@needs_it
def test_in_a_tight_game_the_heuristic_searches_go_on_in_c(tight_portfolio):
    """After its first slice the first search, and the searches of TIGHT,
    run in C; in Python only the first slice was spent."""
    from freecell_qt.engine.solver import FIRST_SLICE

    portfolio = tight_portfolio
    in_python = [search for search in portfolio.searches if isinstance(search, BestFirst)]
    assert in_python == [portfolio.first] and portfolio.first.expanded == FIRST_SLICE
    greedy = [*portfolio.all_of(Role.COMPILED_BEST_FIRST),
              *portfolio.all_of(Role.COMPILED_WIDE_BEST_FIRST)]
    assert [search.complete for search in greedy] == [False, True]
    assert all(isinstance(search, CompiledSearch) and search.expanded > 0
               and search.weight == native.GREEDY_WEIGHT for search in greedy)
    for rules in (Rules(), FORECELL):
        roomy = Portfolio(initial_position(rules, 982), rules)
        roomy.run(Clock(60_000))
        assert not any(role.heuristic and role.compiled for role, _ in roomy.members)


@needs_it
def test_a_2_cell_deal_the_searches_in_c_win_within_the_app_s_budget():
    """Deal 209 was "unknown" after a million positions before the searches in
    C joined (``benchmarks/python_alone.py`` shows the Python searches alone).
    The portfolio as the app runs it; deal 140, won by the first search in C,
    is checked on that search alone (``test_best_first_wins_replay_...``)."""
    rules = Rules(cells=2)
    position = initial_position(rules, 209)
    result = solve(position, rules, max_nodes=1_000_000)
    assert result.solved and replays_to_win(position, rules, result)


def test_the_luby_sequence():
    from freecell_qt.engine.solver.restarts import luby

    assert [luby(index) for index in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2,
                                                        4, 8]


def _restarts(rules: Rules, deal: int) -> ShortDepthFirst:
    position = initial_position(rules, deal)
    return ShortDepthFirst(*from_position(position), MoveRules.of(rules, len(position.columns)),
                    PROVER, restarts.WEIGHT)


@needs_it
def test_restarts_win_2_cell_deal_209_and_the_same_way_on_every_run():
    """No other search of the portfolio wins it within the app's budget;
    runs in orders of their own do within a few hundred thousand positions,
    the same runs every time (each run draws its chance from its number)."""
    rules = Rules(cells=2)
    first, second = _restarts(rules, 209), _restarts(rules, 209)
    assert _wins(first, rules, 209)
    assert first.runs > 1 and first.expanded < 2_000_000
    second.run(first.expanded // restarts.WEIGHT + 1)
    assert second.solved and first.expanded == second.expanded
    assert first.solution == second.solution


@needs_it
def test_restarts_prove_nothing_and_stop_when_a_run_walked_everything():
    """2-cell deal 25 is lost, in a space small enough for one run."""
    rules = Rules(cells=2)
    search = _restarts(rules, 25)
    while not search.run(1_000):
        assert search.expanded < 2_000_000
    assert search.exhausted and not search.proves and not search.solved




@pytest.fixture
def allowance():
    """``native.allow`` for one test, lifted after it whatever happens."""
    yield native.allow
    native.allow(None)


@needs_it
@pytest.mark.parametrize("greedy", [False, True], ids=["prover", "best first"])
def test_a_search_in_c_never_holds_more_than_it_is_allowed(allowance, greedy):
    """Cell 11 deal 2 (three decks) grows its tables past 100 MB within a
    million positions. Allowed 3 MB more than it holds, each search stops
    where a table would pass them (its visited set, path or lists), proving
    nothing, and never holds more, not even for the moment a table doubles."""
    rules = Rules.preset(Preset.CELL_11)
    move_rules = MoveRules.of(rules, rules.columns)
    position = initial_position(rules, 2)
    before, refused = native.held(), native.refused()
    allowance(3 * 2**20)
    search = CompiledSearch(*from_position(position), move_rules, native.MOST_SLOTS, PROVER,
                            weight=1, greedy=greedy)
    most = 0
    for _ in range(200):
        done = search.run(2_000)
        most = max(most, native.held() - before)
        if done:
            break
    assert most <= 3 * 2**20
    assert search.exhausted and not search.proves and 0 < search.expanded < 400_000
    assert native.refused() > refused  # it stopped for want of room
    search.retire()
    assert native.held() == before


@needs_it
def test_a_visited_set_in_c_with_no_room_to_double_fills_further_then_stops(allowance):
    """Its first table has 65,536 slots and doubles at 70% full; allowed too
    little to double, it takes positions up to 85% full (as the largest
    table allowed does) and only then stops, for want of room."""
    rules = Rules.preset(Preset.CELL_11)
    move_rules = MoveRules.of(rules, rules.columns)
    search = CompiledSearch(*from_position(initial_position(rules, 2)), move_rules,
                            native.MOST_SLOTS, PROVER, weight=1, greedy=True, most_open=1_000)
    refused = native.refused()
    # Room for the open list and the expanded positions' parents and moves,
    # not for the 2 MB of a doubled visited set.
    allowance(3 * 2**19)
    while not search.run(5_000):
        assert search.expanded < 60_000
    slots = 1 << 16
    assert search.exhausted and not search.proves and not search.solved
    assert 0.84 * slots <= search.expanded <= 0.85 * slots
    assert native.refused() > refused


@needs_it
def test_a_search_in_c_with_no_room_at_all_answers_and_proves_nothing(allowance):
    rules = Rules.preset(Preset.DOUBLE_FREECELL)
    move_rules = MoveRules.of(rules, rules.columns)
    allowance(0)
    allowance(1)  # one byte: no room for a first table
    search = CompiledSearch(*from_position(initial_position(rules, 1)), move_rules,
                            weights=PROVER)
    assert search.run(1_000) and search.exhausted and not search.proves


@needs_it
def test_a_portfolio_keeps_its_searches_in_c_within_what_is_left_of_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At each look the searches in C may take what is left of the budget;
    after the search they are free again."""
    allowed: list[int | None] = []
    monkeypatch.setattr(native, "allow", allowed.append)
    rules = Rules.preset(Preset.CELL_11)
    solve(initial_position(rules, 2), rules, max_nodes=3_000, max_bytes=100 * 2**20)
    bounds = [bound for bound in allowed if bound is not None]
    # The budget less its margin (``memory.within``), then what is left of that.
    assert bounds[0] == memory.within(100 * 2**20)
    assert all(0 <= bound <= bounds[0] for bound in bounds) and len(bounds) > 2
    assert allowed[-1] is None
