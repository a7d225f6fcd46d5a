"""Where the output of the installed ``freecell`` cannot go: a full device, a closed pipe.

A full disk is an error the person must hear of (one line, status 74); a
reader that stops early is the reader's choice, and the command ends quietly.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

COMMAND = Path(sys.executable).with_name("freecell")
FULL = Path("/dev/full")

COMMANDS = [
    ["deal", "1"],
    ["code", "1"],
    ["code", "FC1-C4-AAAAAKH"],
    ["play", "1", "--moves", "3a"],
    ["solve", "1"],
    ["solve", "1-3", "--max-positions", "100"],
    ["solve", "1-3", "--max-positions", "100", "--jobs", "2"],
]


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("argv", COMMANDS, ids=[" ".join(argv) for argv in COMMANDS])
def test_an_output_that_takes_nothing_is_one_line_and_status_74(argv) -> None:
    with FULL.open("w") as full:
        done = subprocess.run([str(COMMAND), *argv], stdout=full, stderr=subprocess.PIPE,
                              text=True, timeout=120, check=False)
    assert done.stderr == "freecell: cannot write the output: No space left on device\n"
    assert done.returncode == 74


def test_a_reader_that_stops_after_one_line_of_a_batch_leaves_the_terminal_quiet() -> None:
    """``freecell solve 1-400 --jobs 2 | head -1``: no traceback, from the run or a worker."""
    run = subprocess.Popen(
        [str(COMMAND), "solve", "1-400", "--jobs", "2", "--max-positions", "2000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert run.stdout is not None and run.stderr is not None
    try:
        assert run.stdout.readline().startswith("# deal")
        run.stdout.close()  # the reader goes away while the workers still send lines
        err = run.stderr.read()
        run.wait(timeout=120)
    finally:
        run.kill()
        run.wait(timeout=120)
    assert err == ""
    assert run.returncode == 1


@pytest.mark.parametrize("argv", [["deal", "1"], ["solve", "1"]])
def test_a_pipe_closed_before_the_first_byte_leaves_the_terminal_quiet(argv) -> None:
    run = subprocess.Popen([str(COMMAND), *argv], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    assert run.stdout is not None
    run.stdout.close()
    _, err = run.communicate(timeout=120)
    assert err == ""
