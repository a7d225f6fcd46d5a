"""``freecell solve N --shortest``: the par solution, in the format of ``solve``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from freecell_qt.engine import Game, Move, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve
from tests.cli.in_process import freecell_here

COMMAND = Path(sys.executable).with_name("freecell")
#: A small budget for the par searches: quick, and still shorter than Solve on deal 2.
BUDGET = "20000"
ROW = re.compile(r"(\d+) (solved|unsolvable|unknown) (\d+|-) (\d+) (\d+\.\d{3})")
PAR_SUMMARY = re.compile(
    r"# par: median (\d+(?:\.5)?), max (\d+); Solve's solutions: median (\d+(?:\.5)?); "
    r"shorter than Solve's on (\d+) of (\d+) deals?"
)


def moves_of(out: str) -> tuple[int, list[str]]:
    """The count on the first line and the moves below it."""
    lines = out.splitlines()
    solved = re.fullmatch(r"solved in (\d+) moves", lines[0])
    assert solved, out
    return int(solved[1]), " ".join(lines[1:]).split()


def test_shortest_prints_a_par_that_wins_and_is_shorter_than_solve() -> None:
    run = freecell_here("solve", "2", "--shortest", "--max-positions", BUDGET)
    assert run.returncode == 0, run.stderr
    count, words = moves_of(run.stdout)
    assert count == len(words)
    rules = Rules()
    game = Game(rules, initial_position(rules, 2), automove=False)
    for word in words:
        game.play(Move.parse(word))
    assert game.is_won
    assert count < len(solve(initial_position(rules, 2), rules).moves)


def test_shortest_in_a_list_gives_each_deals_par_and_a_summary() -> None:
    run = freecell_here("solve", "1-2", "--shortest", "--max-positions", BUDGET)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    rows = [ROW.fullmatch(line) for line in lines[1:3]]
    assert all(rows), run.stdout
    for row in rows:
        assert row is not None
        single = freecell_here("solve", row[1], "--shortest", "--max-positions", BUDGET)
        assert int(row[3]) == moves_of(single.stdout)[0]
    summary = PAR_SUMMARY.fullmatch(lines[-1])
    assert summary, run.stdout
    assert int(summary[5]) == 2


def test_shortest_refuses_a_timeout_with_one_line() -> None:
    run = freecell_here("solve", "1", "--shortest", "--timeout", "5")
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.count("\n") == 1 and "--max-positions" in run.stderr


def test_shortest_of_a_lost_position_says_unsolvable() -> None:
    run = freecell_here("solve", "11982", "--shortest", "--max-positions", BUDGET,
                        "--cells", "1")
    assert run.returncode == 0, run.stderr
    assert run.stdout == "unsolvable\n"


def test_the_help_names_shortest() -> None:
    run = freecell_here("solve", "--help")
    assert "--shortest" in run.stdout


def test_the_installed_command_runs_a_list_with_two_jobs() -> None:
    done = subprocess.run(
        [str(COMMAND), "solve", "2-3", "--shortest", "--jobs", "2", "--max-positions", BUDGET],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert [line.split()[0] for line in lines[1:3]] == ["2", "3"]
    assert PAR_SUMMARY.fullmatch(lines[-1]), done.stdout


def test_shortest_in_flipper_prints_a_par_that_names_its_cells_and_wins() -> None:
    """Where each free cell covers its column the par names the cell each
    card goes to, and the game plays it to a win: shorter than Solve's way
    (84 moves against 104 on deal 2)."""
    run = freecell_here("solve", "2", "--game", "flipper", "--shortest",
                        "--max-positions", BUDGET)
    assert run.returncode == 0, run.stderr
    count, words = moves_of(run.stdout)
    assert count == len(words)
    rules = Rules.preset("flipper")
    game = Game(rules, initial_position(rules, 2), automove=False)
    for word in words:
        game.play(Move.parse(word))
    assert game.is_won
    assert count < len(solve(initial_position(rules, 2), rules).moves)
