"""The par of a deal: the shortest win the par search finds.

Small budgets keep each test well under a second; the figures over deals
1-1000 are the benchmark's (benchmarks/solver.py --only par).
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import FreeCellError, Game, Position, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solution import ParResult
from freecell_qt.engine.solver import native, solve
from freecell_qt.engine.solver import par as par_module
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.par import Beam, improves, par
from tests.boards import DEADLOCK

#: Positions for the par searches in these tests: enough to find shorter wins
#: on the deals below, small enough to stay fast.
SMALL = 20_000

#: Two kings to the foundations: the shortest win is two moves.
NEAR_END = """\
Foundations: H-Q C-K D-K S-Q
Freecells: - - - -
: KS
: KH
:
:
:
:
:
:
"""


def replays_to_win(position: Position, rules: Rules, result: ParResult) -> bool:
    game = Game(rules, position, automove=False)
    for move in result.moves:
        game.play(move)
    return game.is_won


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_the_par_replays_to_a_win_and_is_never_longer_than_solves_solution(deal: int) -> None:
    rules = Rules()
    position = initial_position(rules, deal)
    found = par(position, rules, SMALL)
    solution = solve(position, rules)
    assert found.solved
    assert replays_to_win(position, rules, found)
    assert found.solve_length == len(solution.moves)
    assert found.length is not None and found.length <= len(solution.moves)


@pytest.mark.skipif(not native.AVAILABLE, reason="the par searches run in C")
def test_the_par_search_finds_a_shorter_win_than_solve() -> None:
    rules = Rules()
    position = initial_position(rules, 2)
    found = par(position, rules, SMALL)
    assert found.length is not None and found.length < found.solve_length


@pytest.mark.skipif(not native.AVAILABLE, reason="the par searches run in C")
def test_a_beam_search_finds_a_shorter_par_than_the_best_first_searches(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal 10: a beam 2,000 wide, layer by layer in the moves the par
    counts, wins in fewer moves than the ladder and the searches along the
    win find with the same positions."""
    rules = Rules()
    position = initial_position(rules, 10)
    weights = par_module.BEAMS[0].weights
    monkeypatch.setattr(par_module, "BEAMS", ())
    without = par(position, rules, 100_000)
    monkeypatch.setattr(par_module, "BEAMS", (
        Beam(2_000, weights, 0.6),))
    with_beam = par(position, rules, 100_000)
    assert with_beam.length is not None and without.length is not None
    assert with_beam.length < without.length
    assert replays_to_win(position, rules, with_beam)


def test_without_a_budget_the_par_is_solves_own_solution() -> None:
    rules = Rules()
    position = initial_position(rules, 1)
    assert par(position, rules, 0).moves == solve(position, rules).moves


def test_the_par_is_the_same_every_run() -> None:
    rules = Rules()
    position = initial_position(rules, 3)
    assert par(position, rules, SMALL) == par(position, rules, SMALL)


def test_the_par_searches_keep_to_their_budget() -> None:
    rules = Rules()
    position = initial_position(rules, 1)
    without = par(position, rules, 0).positions
    assert par(position, rules, SMALL).positions - without <= SMALL


def test_a_lost_position_has_no_par_and_says_so() -> None:
    rules = Rules(cells=1)
    found = par(Position.from_text(DEADLOCK, cells=1), rules, SMALL)
    assert found.status == "unsolvable"
    assert found.moves == () and found.length is None


def test_a_won_position_has_a_par_of_no_moves() -> None:
    rules = Rules()
    won = Game(rules, Position.from_text(NEAR_END), automove=True)
    won.play(next(iter(won.legal_moves())))
    position = won.position
    assert position.is_won
    found = par(position, rules, SMALL)
    assert found.solved and found.length == 0


def test_a_position_one_move_from_a_win_has_a_par_of_its_moves() -> None:
    rules = Rules()
    position = Position.from_text(NEAR_END)
    found = par(position, rules, SMALL)
    assert found.length == 2 and replays_to_win(position, rules, found)


def test_a_cancelled_par_search_says_unknown() -> None:
    rules = Rules()
    found = par(initial_position(rules, 1), rules, SMALL, cancelled=lambda: True)
    assert found.status == "unknown" and found.moves == ()


def test_a_position_that_does_not_fit_the_rules_is_refused() -> None:
    with pytest.raises(FreeCellError):
        par(initial_position(Rules(), 1), Rules(cells=1), SMALL)


def test_the_par_is_the_same_in_a_process_whose_hashes_differ() -> None:
    """Python salts the hash of a string per process: a par whose search leant on
    the order of a set of them would change from one run to the next."""
    import os
    import subprocess
    import sys

    script = (
        "from freecell_qt.engine import Rules\n"
        "from freecell_qt.engine.game import initial_position\n"
        "from freecell_qt.engine.solver.par import par\n"
        f"found = par(initial_position(Rules(), 3), Rules(), {SMALL})\n"
        "print(' '.join(str(move) for move in found.moves))\n"
    )
    rules = Rules()
    here = " ".join(str(move) for move in par(initial_position(rules, 3), rules, SMALL).moves)
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}, timeout=300,
                              check=True)
        assert done.stdout.strip() == here


def test_a_game_of_several_decks_keeps_solves_solution_as_its_par() -> None:
    """The par searches are sized for one deck: with three decks the par is
    Solve's own solution, found by the searches in C within their budget."""
    rules = Rules.preset("triple-freecell")
    position = Game.new(1, rules).start
    result = par(position, rules)
    solved = solve(position, rules, max_bytes=None, timeout=None)
    assert result.status == "solved" and result.solve_length == len(result.moves)
    assert result.moves == solved.moves
    assert not improves(MoveRules.of(rules, rules.columns))
    assert improves(MoveRules.of(Rules(), 8)) == native.AVAILABLE


#: One preset of each kind of rule the compact search plays in its own way,
#: each with a first deal its searches win in about a second: cells that
#: cover columns, piles in tiers, reserve piles, face-down cards, jokers,
#: one foundation by rank, cells by suit, two decks, runs up to the base,
#: whole runs to the foundations.
KINDS = ["flipper", "sarlacc", "needle", "opera", "obstruction", "footling",
         "four-colours", "double-seahaven-towers", "stalactites", "spidercells"]


@pytest.mark.parametrize("preset", KINDS)
def test_the_par_of_each_kind_of_rule_replays_to_a_win(preset: str) -> None:
    """The par's way, shortened and renamed as each kind's state has it,
    is the engine's and wins: never longer than Solve's."""
    rules = Rules.preset(preset)
    position = Game.new(1, rules).start
    result = par(position, rules, SMALL)
    assert result.solved and replays_to_win(position, rules, result)
    assert result.length is not None and result.solve_length is not None
    assert result.length <= result.solve_length
