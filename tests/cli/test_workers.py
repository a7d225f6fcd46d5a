"""The worker processes of ``freecell solve LIST --jobs N``: how many, and that they end.

Each test runs the installed command. Deal 982 with two free cells keeps a
worker searching for minutes, long past any test; deal 1 and 983 are settled
at once, so the first line of a run says that its pool is up.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

import pytest

from freecell_qt.cli.batch import usable_processors, worker_count
from tests.cli.terminal import as_typed_at_a_terminal

COMMAND = Path(sys.executable).with_name("freecell")
HEADER = "# deal verdict moves positions seconds"
#: The long deals: a worker on 982 searches for minutes without a limit.
LONG_RUN = ["solve", "1,982-983", "--cells", "2", "--timeout", "600"]
#: Far beyond how long a worker takes to notice its parent is gone (well under a second).
PATIENCE = 60.0

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="the processes are read from /proc")


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a process, ``None`` once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the name may hold spaces
    return fields[0], int(fields[1])


def children(parent: int) -> dict[int, str]:
    """The running children of ``parent``, each with its command line."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            stat = _stat(int(entry))
            if stat is not None and stat[1] == parent and stat[0] != "Z":
                try:
                    line = Path(f"/proc/{entry}/cmdline").read_bytes()
                except OSError:
                    continue
                found[int(entry)] = line.replace(b"\0", b" ").decode(errors="replace")
    return found


def workers(parent: int) -> list[int]:
    return [pid for pid, line in children(parent).items() if "spawn_main" in line]


def alive(pid: int) -> bool:
    """Running or sleeping; a zombie (ended, not yet reaped by init) has ended."""
    stat = _stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def wait_for(condition: Callable[[], bool], limit: float = PATIENCE) -> bool:
    """Poll ``condition`` until it holds or ``limit`` seconds have passed."""
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def read_line(stream: IO[str], limit: float = PATIENCE) -> str:
    """The next line of ``stream``, or ``""`` if none comes within ``limit`` seconds."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()), daemon=True).start()
    try:
        return lines.get(timeout=limit)
    except queue.Empty:
        return ""


def start(*argv: str) -> subprocess.Popen[str]:
    return subprocess.Popen([str(COMMAND), *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=as_typed_at_a_terminal)


def end_leftovers(pids: list[int]) -> None:
    """Stop any process this test started that is still running, by its id."""
    for pid in pids:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)


def test_workers_end_soon_after_their_parent_is_killed() -> None:
    """``kill -9`` of the run leaves no worker searching on, and nothing is printed:
    no traceback from a worker's broken pipe, no warning of leaked semaphores."""
    run = start(*LONG_RUN, "--jobs", "2")
    assert run.stdout is not None and run.stderr is not None
    started: list[int] = []
    try:
        assert read_line(run.stdout) == HEADER + "\n"
        assert read_line(run.stdout).startswith("1 ")  # the pool is up, 982 is being searched
        started = list(children(run.pid))  # the workers and multiprocessing's tracker
        assert len(workers(run.pid)) == worker_count(2, 3)
        run.kill()
        run.wait(timeout=PATIENCE)
        assert wait_for(lambda: not any(alive(pid) for pid in started)), (
            "a worker outlived its parent")
        # The tracker held the stderr pipe open; it has ended, so this read ends.
        assert run.stderr.read() == ""
    finally:
        run.kill()
        end_leftovers(started)
        run.communicate(timeout=PATIENCE)


@pytest.mark.skipif(usable_processors() < 2, reason="one processor: no worker processes")
def test_a_worker_count_far_beyond_the_deals_starts_one_worker_per_deal_at_most() -> None:
    """``--jobs 16`` on three deals starts at most three workers, and no more than the
    processors; Ctrl+C then ends them all."""
    run = start(*LONG_RUN, "--jobs", "16")
    assert run.stdout is not None
    started: list[int] = []
    try:
        assert read_line(run.stdout) == HEADER + "\n"
        assert read_line(run.stdout).startswith("1 ")  # every worker of the pool is started
        started = workers(run.pid)
        assert len(started) == min(3, usable_processors())
        run.send_signal(signal.SIGINT)
        _, err = run.communicate(timeout=PATIENCE)
        assert run.returncode == 130
        assert err.startswith("freecell: interrupted after 1 of 3 deals"), err
        assert wait_for(lambda: not any(alive(pid) for pid in started))
    finally:
        run.kill()
        end_leftovers(started)
        run.communicate(timeout=PATIENCE)


def test_a_run_that_finishes_prints_nothing_on_standard_error() -> None:
    """With every warning shown, a finished run with workers still writes nothing there."""
    done = subprocess.run(
        [str(COMMAND), "solve", "1-6", "--jobs", "2", "--max-positions", "2000"],
        capture_output=True, text=True, timeout=300, check=False,
        env={**os.environ, "PYTHONWARNINGS": "always"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.splitlines()[-1].startswith("# 6 deals: ")


@pytest.mark.parametrize(
    ("jobs", "deals", "processors", "expected"),
    [
        (256, 2, 64, 2),  # no worker without a deal
        (256, 1_000, 4, 4),  # none beyond the processors
        (3, 1_000, 8, 3),  # as asked when it fits
        (1, 5, 8, 1),
        (8, 1, 8, 1),  # one deal is solved in the run itself
    ],
)
def test_the_worker_count_is_the_least_of_jobs_deals_and_processors(
        monkeypatch, jobs, deals, processors, expected) -> None:
    monkeypatch.setattr("freecell_qt.cli.batch.usable_processors", lambda: processors)
    assert worker_count(jobs, deals) == expected


def test_the_help_says_how_many_workers_start() -> None:
    done = subprocess.run([str(COMMAND), "solve", "--help"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert "no more are started than there are deals or processors" in " ".join(
        done.stdout.split())

