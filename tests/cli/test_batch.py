"""``freecell solve 1-1000``: one parseable line per deal, in deal order, then a summary.

The installed command is run in a process of its own once for each behaviour, and for
what needs a process: worker processes, Ctrl+C, a terminal. The other cases of a
behaviour go through ``main`` in this process (tests/cli/in_process.py), since a Python
start per case would cost more than its checks. Runs with workers all stay processes:
in this process, the pool's resource tracker would outlive the run.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.in_process import freecell_here
from tests.cli.terminal import as_typed_at_a_terminal

COMMAND = Path(sys.executable).with_name("freecell")
HEADER = "# deal verdict moves positions seconds"
#: The least a pipe holds (Linux rounds a pipe's size up to whole pages).
PAGE = 4096
ROW = re.compile(r"(\d+) (solved|unsolvable|unknown) (\d+|-) (\d+) (\d+\.\d{3})")
SUMMARY = re.compile(
    r"# (\d+) deals: (\d+) solved, (\d+) unsolvable, (\d+) unknown; (\d+\.\d\d) s"
)


def installed(*argv: str, **options: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [str(COMMAND), *argv], capture_output=True, text=True, timeout=300, check=False,
        **options,
    )


def parse(out: str) -> dict[int, tuple[str, int | None]]:
    """Deal -> (verdict, moves) from a batch run, checking every line's form and the summary."""
    lines = out.splitlines()
    assert lines[0] == HEADER, out
    rows = [ROW.fullmatch(line) for line in lines[1:-1]]
    assert all(rows), out
    summary = SUMMARY.fullmatch(lines[-1])
    assert summary, out
    found = {int(row[1]): (row[2], None if row[3] == "-" else int(row[3]))
             for row in rows if row}
    deals = [int(row[1]) for row in rows if row]
    assert deals == sorted(set(deals)), "one line per deal, in deal order"
    verdicts = [verdict for verdict, _ in found.values()]
    assert int(summary[1]) == len(deals)
    assert [int(summary[n]) for n in (2, 3, 4)] == [
        verdicts.count(name) for name in ("solved", "unsolvable", "unknown")
    ]
    return found


def single(freecell, deal: int, *options: str) -> tuple[str, int | None]:
    run = freecell("solve", str(deal), *options)
    assert run.status == 0, run.err
    first = run.out.splitlines()[0]
    solved = re.fullmatch(r"solved in (\d+) moves", first)
    if solved:
        return "solved", int(solved[1])
    return first.split()[0], None


BATCHES = [
    ("3-5,1", [], [1, 3, 4, 5]),
    ("1-3", ["--cells", "1"], [1, 2, 3]),
    ("1-3", ["--game", "bakers-game"], [1, 2, 3]),
    ("6,2", ["--cells", "3", "--max-positions", "200"], [2, 6]),
]


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(("deals", "options", "expected"), BATCHES)
def test_each_line_matches_a_single_solve(freecell, jobs, deals, options, expected) -> None:
    """Without workers, the installed command runs the first batch and ``main`` here the
    others; every batch with workers is a process of its own."""
    argv = ("solve", deals, "--jobs", jobs, *options)
    in_process = jobs == "1" and deals != BATCHES[0][0]
    done = freecell_here(*argv) if in_process else installed(*argv)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # no progress bar when stderr is not a terminal
    found = parse(done.stdout)
    assert list(found) == expected
    for deal in expected:
        assert found[deal] == single(freecell, deal, *options), deal


def test_a_list_is_one_line_per_deal_in_order(freecell) -> None:
    run = freecell("solve", "10-12,1,11,2-3")
    assert run.status == 0, run.err
    assert list(parse(run.out)) == [1, 2, 3, 10, 11, 12]


def test_in_a_list_a_comma_separates_deals(freecell) -> None:
    """One rule, not a guess by size: ``1,2`` and ``12,120,136`` are lists alike."""
    run = freecell("solve", "1,2", "--max-positions", "50")
    assert run.status == 0, run.err
    assert list(parse(run.out)) == [1, 2]
    run = freecell("solve", "12,120,136,187,295,302", "--max-positions", "50")
    assert run.status == 0, run.err
    assert list(parse(run.out)) == [12, 120, 136, 187, 295, 302]


def test_a_list_that_reads_as_a_grouped_number_says_how_to_write_the_deal() -> None:
    """``1,000`` is deals 1 and 0 here; the refusal names the deal it may have meant.

    A bad list's one line from the installed command is run by the test below."""
    done = freecell_here("solve", "1,000")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "freecell: deal 0 is out of range: deals go from 1 to 2,147,483,647 "
        "(a comma separates deals in a list: deal 1000 is written 1000)\n"
    )


def test_one_deal_with_thousands_marks_is_that_deal(freecell) -> None:
    """Without a comma the argument is one deal, read as everywhere else."""
    grouped = freecell("solve", "1 000", "--max-positions", "50")
    assert grouped.status == 0, grouped.err
    assert grouped.out == freecell("solve", "1000", "--max-positions", "50").out


BAD_LISTS = [
    ("5-3", "backwards"),
    ("0-3", "out of range"),
    ("1-2147483648", "out of range"),
    ("1-2147483647", "too many"),
    ("1-600000,700000-1200000", "too many"),
    ("1-3,x", "not a list of deals"),
    ("1--3", "not a list of deals"),
    ("1-99999999999999999999", "deal 99999999999999999999 is out of range"),
]


@pytest.mark.parametrize(("deals", "says"), BAD_LISTS)
def test_bad_lists_are_refused_with_one_line(deals, says) -> None:
    """The installed command refuses the first; ``main`` here every other."""
    done = installed("solve", deals) if deals == BAD_LISTS[0][0] else freecell_here("solve", deals)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and says in done.stderr, done.stderr


@pytest.mark.parametrize("jobs", ["0", "257", "two", "-1"])
def test_bad_jobs_are_refused(freecell, jobs) -> None:
    run = freecell("solve", "1-3", f"--jobs={jobs}")
    assert run.status == 2
    assert run.out == ""


def test_progress_is_drawn_on_a_terminal_and_wiped() -> None:
    master, slave = pty.openpty()
    try:
        done = subprocess.run(
            [str(COMMAND), "solve", "1-4", "--jobs", "2"], stdout=subprocess.PIPE,
            stderr=slave, text=True, timeout=300, check=False,
        )
    finally:
        os.close(slave)
    shown = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the terminal's other end is closed: all is read
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    assert done.returncode == 0
    parse(done.stdout)
    text = shown.decode()
    assert "\r[" in text and "4/4 deals" in text, text
    assert re.search(r"\r +\r$", text), "the bar is wiped at the end"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_ends_a_run_with_one_line(jobs) -> None:
    """The terminal sends SIGINT to the command and its workers: one line, status 130."""
    run = subprocess.Popen(
        [str(COMMAND), "solve", "1-100000", "--jobs", jobs], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, process_group=0, preexec_fn=as_typed_at_a_terminal,
    )
    assert run.stdout is not None
    assert run.stdout.readline() == HEADER + "\n"
    assert ROW.fullmatch(run.stdout.readline().rstrip("\n"))
    os.killpg(run.pid, signal.SIGINT)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 130
    assert re.fullmatch(r"freecell: interrupted after \d+ of 100000 deals\n", err), err
    assert all(ROW.fullmatch(line) for line in out.splitlines())


@pytest.mark.skipif(not hasattr(fcntl, "F_SETPIPE_SZ"), reason="a pipe's size is set on Linux")
def test_ctrl_c_ends_a_single_solve_with_one_line() -> None:
    """A long search for one deal is stopped the same way: one line, status 130.

    Ctrl+C is sent once the command is known to run its own code, however slow
    the machine: the board (deal 982, searched for minutes with two cells) comes
    on standard input, padded with blank lines, through a pipe that holds one
    page, so writing it ends only once the command has read all but a page.
    """
    board = installed("deal", "982", "--cells", "2").stdout
    padded = (board + "\n" * (60_000 - len(board))).encode()  # within the board limit
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, PAGE)
    run = subprocess.Popen(
        [str(COMMAND), "solve", "--board", "-", "--cells", "2", "--timeout", "120"],
        stdin=read_end, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=as_typed_at_a_terminal,
    )
    os.close(read_end)
    with open(write_end, "wb") as board_in:
        board_in.write(padded)
    # The board is read but for a page at most; the search starts once it is all in.
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 130
    assert (out, err) == (b"", b"freecell: interrupted\n")


def test_the_installed_command_gives_workers_the_app_s_budget_and_searches() -> None:
    """Worker processes run the app's solve with its default budget (a million
    positions, the searches in C counted at their weight): the same on every
    machine, where seconds are not. The tight games' hardest deals are proved
    with that budget once, in ``tests/engine/test_solver_native.py``; here two
    deals settled in a few thousand positions show that both verdicts come back
    through the workers."""
    from freecell_qt.cli.batch import Budget
    from freecell_qt.cli.commands import solve_budget
    from freecell_qt.engine.solver import DEFAULT_MAX_NODES

    assert solve_budget(None, None) == Budget(DEFAULT_MAX_NODES, None)
    run = installed("solve", "3,695", "--cells", "1", "--jobs", "2")
    assert run.returncode == 0, run.stderr
    found = parse(run.stdout)
    assert found[3] == ("unsolvable", None)
    assert found[695][0] == "solved"
