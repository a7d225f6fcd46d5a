"""``freecell solve``: solutions that replay, proofs, timeouts and bad input."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.engine import Game, Position, Preset, Rules, Supermove
from freecell_qt.engine.rules import Build, EmptyFill
from tests.boards import DEADLOCK


def solution(out: str) -> list[str]:
    """The moves under a ``solved in M moves`` line, checking the count and layout."""
    lines = out.splitlines()
    match = re.fullmatch(r"solved in (\d+) moves", lines[0])
    assert match, out
    rows = [line.split() for line in lines[1:]]
    assert all(len(row) == 10 for row in rows[:-1])
    assert rows == [] or 1 <= len(rows[-1]) <= 10
    moves = [word for row in rows for word in row]
    assert len(moves) == int(match[1])
    return moves


def wins(game: Game, moves: list[str]) -> bool:
    game.automove = False
    for move in moves:
        game.play(move)
    return game.is_won


@pytest.mark.parametrize(
    ("argv", "rules"),
    [
        (["1"], Rules()),
        (["FC1-C4-AAAAAKH"], Rules()),
        (["7", "--cells", "3"], Rules(cells=3)),
        (["6", "--variant", "forecell"], Rules(Preset.FORECELL)),
        (["3", "--supermove", "linear"], Rules(supermove=Supermove.LINEAR)),
    ],
)
def test_a_deal_is_solved_with_moves_that_replay(freecell, argv, rules) -> None:
    run = freecell("solve", *argv)
    assert run.status == 0, run.err
    deal = 267 if argv[0].startswith("FC") else int(argv[0])
    assert wins(Game.new(deal, rules), solution(run.out))


def test_a_board_file_is_solved(freecell, board_file) -> None:
    text = Game.new(2).start.to_text()
    run = freecell("solve", "--board", board_file(text))
    assert run.status == 0
    assert wins(Game(Rules(), Position.from_text(text)), solution(run.out))


def test_a_board_from_standard_input(freecell) -> None:
    run = freecell("solve", "--board", "-", stdin=Game.new(3).start.to_text())
    assert run.status == 0
    assert wins(Game.new(3), solution(run.out))


def test_an_unsolvable_board(freecell, board_file) -> None:
    run = freecell("solve", "--board", board_file(DEADLOCK), "--cells", "1")
    assert (run.status, run.out) == (0, "unsolvable\n")


def test_an_unsolvable_deal_number(freecell) -> None:
    # Deal 3 with one cell is lost within a few hundred positions; the hard
    # proof (4-cell deal 11982) is the engine's, in tests/engine/test_solver.py.
    run = freecell("solve", "3", "--cells", "1")
    assert (run.status, run.out) == (0, "unsolvable\n")


def test_a_timeout_gives_unknown(freecell) -> None:
    run = freecell("solve", "11982", "--timeout", "0")
    assert run.status == 0
    assert re.fullmatch(r"unknown after \d+\.\d s\n", run.out), run.out


def test_a_search_past_its_memory_budget_says_so(freecell) -> None:
    """Kings deal 2 (two decks, kings only in empty columns) grows past
    150 MB without being settled: held to 5 MB, the search stops with
    "unknown" and names the budget."""
    run = freecell("solve", "2", "--game", "kings", "--max-memory", "5")
    assert run.status == 0
    assert re.fullmatch(r"unknown after \d+\.\d s: the search reached its 5 MB of memory\n",
                        run.out), run.out


def test_a_won_board_is_no_game_to_solve(freecell, board_file) -> None:
    """The answer Set Up Position and freecell-qt --board give it too."""
    won = "Foundations: H-K C-K D-K S-K\nFreecells: - - - -\n" + ":\n" * 8
    run = freecell("solve", "--board", board_file(won))
    assert (run.status, run.out) == (2, "")
    assert run.err == ("freecell: every card is on the foundations: there is nothing to "
                       "play\n")


@pytest.mark.parametrize(
    "argv",
    [
        ["0"],
        ["banana"],
        ["FC1-C9-AAAAAKH"],
        ["FC1-C4-AAAAAKH", "--cells", "3"],
        ["1", "--cells", "5"],
        ["1", "--variant", "forecell", "--cells", "3"],
        ["1", "--timeout", "-1"],
        ["1", "--timeout", "soon"],
        ["1", "--max-memory", "0"],
        ["1", "--max-memory", "lots"],
        ["1", "--max-memory", "-5"],
        ["1", "--max-memory", "1.5"],
        ["1", "--max-memory", "99999999"],
        ["1", "--supermove", "tripling"],
        ["1", "--board", "x.txt"],
        [],
    ],
)
def test_bad_input_exits_2(freecell, argv) -> None:
    run = freecell("solve", *argv)
    assert run.status == 2
    assert run.out == ""
    assert run.err


def test_an_unreadable_board_exits_2(freecell, board_file, tmp_path) -> None:
    assert freecell("solve", "--board", str(tmp_path / "missing.txt")).status == 2
    run = freecell("solve", "--board", board_file("AS AS\n"))
    assert run.status == 2
    assert "line 1" in run.err


@pytest.mark.parametrize(
    ("argv", "rules"),
    [
        (["2", "--game", "bakers-game"], Rules.preset("bakers-game")),
        # Won by the short depth-first searches; the long ones had not found
        # a way within the app's 12 s.
        (["123", "--cells", "2", "--timeout", "12"], Rules(cells=2)),
        (["79", "--cells", "1", "--timeout", "12"], Rules(cells=1)),
        (["2", "--game", "seahaven-towers"], Rules.preset("seahaven-towers")),
        (["1", "--game", "eight-off"], Rules.preset("eight-off")),
        (["3", "--game", "custom", "--columns", "10", "--cells", "2", "--build", "any",
          "--fill", "none"],
         Rules("custom", 2, columns=10, build=Build.ANY_SUIT, fill=EmptyFill.NONE)),
    ],
)
def test_other_games_are_solved_with_moves_that_replay(freecell, argv, rules) -> None:
    run = freecell("solve", *argv)
    assert run.status == 0, run.err
    assert wins(Game.new(int(argv[0]), rules), solution(run.out))


def test_no_cell_freecell_deal_1_is_unsolvable(freecell) -> None:
    run = freecell("solve", "1", "--cells", "0")
    assert (run.status, run.out) == (0, "unsolvable\n")


def test_the_installed_command_solves_another_game() -> None:
    command = Path(sys.executable).with_name("freecell")
    done = subprocess.run(
        [str(command), "solve", "2", "--game", "seahaven-towers"], capture_output=True,
        text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert wins(Game.new(2, Rules.preset("seahaven-towers")), solution(done.stdout))


def test_the_installed_command_wins_a_tight_deal_within_the_app_budget() -> None:
    """Two-cell deal 123 is won by the short depth-first searches; the long
    ones had not found a way within 12 s."""
    command = Path(sys.executable).with_name("freecell")
    done = subprocess.run(
        [str(command), "solve", "123", "--cells", "2", "--timeout", "12"], capture_output=True,
        text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert wins(Game.new(123, Rules(cells=2)), solution(done.stdout))


def test_max_positions_bounds_the_search_of_the_installed_command() -> None:
    """Deal 194 takes the opening in C all its share (8,000 of its own, 500 of the
    budget) and then some 1,300 positions in Python: 100 are not enough, the default is."""
    command = Path(sys.executable).with_name("freecell")
    capped, free = (
        subprocess.run([str(command), "solve", "194", *extra], capture_output=True, text=True,
                       timeout=120, check=False)
        for extra in (["--max-positions", "100"], [])
    )
    assert capped.returncode == 0, capped.stderr
    assert re.fullmatch(r"unknown after \d+\.\d s\n", capped.stdout), capped.stdout
    assert wins(Game.new(194), solution(free.stdout))


def test_a_timeout_alone_lifts_the_position_cap(freecell, monkeypatch) -> None:
    """With the default cap made small, deal 194 stops at it unless a timeout is given."""
    from freecell_qt.cli import commands as cli

    monkeypatch.setattr(cli, "DEFAULT_MAX_NODES", 100)
    assert freecell("solve", "194").out.startswith("unknown after ")
    assert wins(Game.new(194), solution(freecell("solve", "194", "--timeout", "100").out))


def test_the_budget_of_each_option() -> None:
    """Each option alone bounds the search by itself; neither: the default cap."""
    from freecell_qt.cli.batch import Budget
    from freecell_qt.cli.commands import solve_budget
    from freecell_qt.engine.solver import DEFAULT_MAX_NODES, SEARCH_MEMORY

    assert solve_budget(None, None) == Budget(DEFAULT_MAX_NODES, None)
    # The memory budget holds with every other, the app's unless given.
    assert solve_budget(None, None).max_bytes == SEARCH_MEMORY == 150 * 2**20
    assert solve_budget(1.0, None, 5 * 2**20) == Budget(None, 1.0, max_bytes=5 * 2**20)
    assert solve_budget(100.0, None) == Budget(None, 100.0)
    assert solve_budget(None, 5_000_000) == Budget(5_000_000, None)
    assert solve_budget(1.0, 50) == Budget(50, 1.0)


def test_with_both_limits_the_first_reached_stops(freecell) -> None:
    assert freecell("solve", "194", "--timeout", "100", "--max-positions", "100").out.startswith(
        "unknown after ")
    assert freecell("solve", "194", "--timeout", "0", "--max-positions", "100000").out.startswith(
        "unknown after ")
    assert freecell("solve", "194", "--timeout", "100", "--max-positions", "100000").out.startswith(
        "solved in ")


def test_the_solver_takes_no_position_cap() -> None:
    from freecell_qt.engine.solver import solve

    result = solve(Game.new(10).start, Rules(), max_nodes=None)
    assert result.solved and result.nodes > 100


@pytest.mark.parametrize("count", ["0", "-5", "many", "1" * 40])
def test_bad_max_positions_exit_2(freecell, count) -> None:
    run = freecell("solve", "1", f"--max-positions={count}")
    assert (run.status, run.out) == (2, "")
    assert run.err.count("\n") == 1
