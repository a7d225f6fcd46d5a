"""The engine, the solver and the ``freecell`` command work where Qt is not installed.

The engine is pure Python by design: the command line, the solver's worker
process and these tests use it without a QApplication, and a machine without
PySide6 must still be able to run them. Each check runs a fresh Python in
which importing PySide6 fails as it does where it is not installed (a
meta-path finder refuses it), so an import of Qt anywhere on the way, in the
package or in the tests' own fixtures, shows up as a failure here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Makes ``import PySide6`` (and any of its modules) fail as if it were not installed.
BLOCK_QT = """
import sys

class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NoQt())
"""

ENGINE_AND_COMMAND = """
import importlib, io, pkgutil, sys
import freecell_qt.engine
for info in pkgutil.walk_packages(freecell_qt.engine.__path__, "freecell_qt.engine."):
    importlib.import_module(info.name)
from freecell_qt.cli import commands as cli
from freecell_qt.engine import Game
from freecell_qt.engine.solver import solve

assert cli.main(["deal", "1"]) == 0
assert cli.main(["code", "267", "--cells", "2"]) == 0
assert cli.main(["play", "1", "--moves", "3a 6b 6c", "--automove"]) == 0
assert cli.main(["solve", "1"]) == 0
game = Game.new(1)
assert solve(game.start, game.rules).status == "solved"
loaded = sorted(name for name in sys.modules if name.split(".")[0] == "PySide6")
print("PySide6 modules:", loaded)
"""


def run_without_qt(code: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    return subprocess.run(
        [sys.executable, "-c", BLOCK_QT + code], cwd=ROOT, env=env, capture_output=True,
        text=True, timeout=timeout, check=False,
    )


def test_the_blocker_really_hides_qt():
    """Else the checks below would prove nothing."""
    done = run_without_qt("import PySide6.QtCore")
    assert done.returncode != 0
    assert "ModuleNotFoundError: No module named 'PySide6" in done.stderr


def test_engine_solver_and_command_run_without_qt():
    done = run_without_qt(ENGINE_AND_COMMAND)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "PySide6 modules: []"
    assert "FC1-C2-AAAAAKH" in done.stdout.splitlines()
    assert "solved in " in done.stdout


PYTEST_WITHOUT_QT = """
import pytest
sys.exit(pytest.main(ARGS))
"""

def test_the_engine_and_command_tests_run_without_qt():
    """Every engine and command test module is imported (collected), and the
    tests of two of them run through the fixtures of both folders' conftests.

    pytest-qt is switched off, as it loads Qt when pytest starts; a machine
    without PySide6 runs ``pytest -p no:pytest-qt tests/engine tests/cli``.
    """
    # The two modules by their file names: ``-k test_cli`` alone also picked
    # test_clink.py, whose solver searches the suite's own run already makes.
    argv = ["-p", "no:pytest-qt", "-p", "no:cacheprovider", "-q",
            "-W", "ignore::pytest.PytestConfigWarning",
            "tests/engine", "tests/cli", "-k", "test_notation.py or test_cli.py"]
    done = run_without_qt(PYTEST_WITHOUT_QT.replace("ARGS", repr(argv)), timeout=600)
    summary = done.stdout.splitlines()[-1] if done.stdout else ""
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert " passed" in summary and " deselected" in summary and "error" not in summary
