"""``python -m freecell_qt.cli`` as a separate process: no traceback, no Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_python(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=False,
        timeout=120,
    )


def test_module_runs_deal():
    done = run_python("-m", "freecell_qt.cli", "deal", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[2] == "JD KD 2S 4C 3S 6D 6S"
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("args", "status"),
    [
        (["deal", "²"], 2),
        (["code", "FC1-C²-AAAAAKH"], 2),
        (["deal", "2147483648"], 2),
        (["play", "1", "--moves", "9z"], 2),
        (["play", "1", "--moves", "1h"], 1),
        (["play", "--board", "-", "--moves", "1a"], 2),
    ],
)
def test_module_failures_have_no_traceback(args, status):
    done = run_python("-m", "freecell_qt.cli", *args, stdin="KS\n")
    assert done.returncode == status
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_module_reads_moves_from_standard_input():
    done = run_python("-m", "freecell_qt.cli", "play", "1", "--moves", "-", stdin="5a\n5b\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1].split() == ["Freecells:", "6C", "8H", "-", "-"]


NO_QT = """
import sys
from freecell_qt.cli import commands as cli
assert "PySide6" not in sys.modules, "importing the cli imported Qt"
for argv in (["deal", "1"], ["code", "FC1-C4-AAAAAKH"], ["play", "1", "--moves", "5a"]):
    cli.main(argv)
print("qt loaded:", any(name.split(".")[0] == "PySide6" for name in sys.modules))
"""


def test_cli_imports_no_qt():
    done = run_python("-c", NO_QT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "qt loaded: False"


def test_a_reader_that_stops_early_gets_no_traceback():
    """``freecell ... | head`` closes the pipe; the command ends without a traceback."""
    import os

    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is already gone when the command writes
    try:
        result = subprocess.run(
            [sys.executable, "-m", "freecell_qt.cli", "deal", "1"],
            stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60,
        )
    finally:
        os.close(write_end)
    assert "Traceback" not in result.stderr
    assert result.stderr == ""
