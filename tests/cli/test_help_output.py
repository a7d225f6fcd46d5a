"""``--help`` and ``--version`` of the installed commands, and how ``freecell-qt`` refuses
its arguments.

Help that cannot be written (``> /dev/full``, a full disk) is an error the person must
hear of, as any other output of ``freecell`` is: one line and status 74, never a silent
0. And ``freecell-qt`` refuses a bad argument in one line, exit 2, as ``freecell`` does,
not with argparse's usage block.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.cli.test_hostile_input import FREECELL, FREECELL_QT, ROOT, TIME_LIMIT

FULL = Path("/dev/full")

CASES = [
    (FREECELL, "freecell", ["--help"]),
    (FREECELL, "freecell", ["--version"]),
    (FREECELL, "freecell", ["play", "--help"]),
    (FREECELL, "freecell", ["solve", "--help"]),
    (FREECELL_QT, "freecell-qt", ["--help"]),
    (FREECELL_QT, "freecell-qt", ["--version"]),
]


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize(("command", "name", "argv"), CASES,
                         ids=[f"{name} {' '.join(argv)}" for _, name, argv in CASES])
def test_help_into_a_full_device_is_one_line_and_status_74(command, name, argv) -> None:
    with FULL.open("w") as full:
        done = subprocess.run([*command, *argv], stdout=full, stderr=subprocess.PIPE,
                              text=True, timeout=TIME_LIMIT, check=False, cwd=ROOT)
    assert done.stderr == f"{name}: cannot write the output: No space left on device\n"
    assert done.returncode == 74


@pytest.mark.parametrize(("command", "argv"), [(FREECELL, ["--help"]),
                                                (FREECELL_QT, ["--help"]),
                                                (FREECELL_QT, ["--version"])])
def test_help_that_can_be_written_is_written_with_status_0(command, argv) -> None:
    done = subprocess.run([*command, *argv], capture_output=True, text=True,
                          timeout=TIME_LIMIT, check=False, cwd=ROOT)
    assert (done.returncode, done.stderr) == (0, ""), done
    assert done.stdout.strip()


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--deal"], "argument --deal: expected one argument"),
        (["--game", "poker"], "argument --game: invalid choice: 'poker'"),
        (["--deal", "1", "--code", "FC1-C4-AAAAAKH"],
         "argument --code: not allowed with argument --deal"),
        (["--no-such-option"], "unrecognized arguments: --no-such-option"),
    ],
)
def test_freecell_qt_refuses_a_bad_argument_in_one_line(argv, says) -> None:
    done = subprocess.run([*FREECELL_QT, *argv], capture_output=True, text=True,
                          timeout=TIME_LIMIT, check=False, cwd=ROOT)
    assert (done.returncode, done.stdout) == (2, ""), done
    assert done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(f"freecell-qt: {says}"), done.stderr
    assert done.stderr.endswith(" (see freecell-qt --help)\n"), done.stderr
