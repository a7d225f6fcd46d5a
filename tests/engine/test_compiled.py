"""The solver compiled by mypyc (setup.py): complete, current, and the same as its source.

An install compiles the solver's hot modules to C extension modules, which
Python then imports instead of the ``.py`` beside them. So a source edited
after an editable install would be silently ignored; a module left out of the
build would run at the other speed; and a compiled module that behaved unlike
its source would leave the pure-Python install (no compiler) untested. Each of
these fails here.
"""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine import solver as solver_package
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve

ROOT = Path(__file__).resolve().parents[2]
SOLVER = ROOT / "freecell_qt" / "engine" / "solver"
EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)
#: Where the solver was imported from: the work tree, or an installed copy.
PACKAGE = Path(solver_package.__file__).parent


def _setup_constant(name: str) -> object:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"setup.py has no {name}")


COMPILED: tuple[str, ...] = _setup_constant("COMPILED")  # type: ignore[assignment]


def _compiled_file(name: str) -> Path | None:
    """The extension module imported for ``name``, or None for the source.

    Found beside the package's ``__init__.py``: a compiled module's own
    ``__file__`` is not its path when the shared runtime is in a package.
    """
    module = importlib.import_module(f"freecell_qt.engine.solver.{name}")
    if not isinstance(module.__loader__, importlib.machinery.ExtensionFileLoader):
        return None
    (found,) = [PACKAGE / f"{name}{suffix}" for suffix in EXTENSIONS
                if (PACKAGE / f"{name}{suffix}").is_file()]
    return found


def compiler_at_hand() -> bool:
    """Whether an install here compiles the solver (setup.py): it does unless
    the C compiler or Python's headers are missing, or the pure build was asked for."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return (shutil.which(compiler) is not None and headers.is_file()
            and not os.environ.get("FREECELL_QT_PURE"))


def test_every_compiled_module_is_a_solver_source():
    assert COMPILED
    for name in COMPILED:
        assert (SOLVER / f"{name}.py").is_file(), name


def test_the_solver_is_compiled_wherever_a_compiler_is_at_hand():
    """All of the listed modules or none: a partial build runs the search at
    a speed nobody measured, and a build on a machine with a compiler that
    compiled nothing means the build step is broken."""
    compiled = {name: _compiled_file(name) is not None for name in COMPILED}
    if compiler_at_hand():
        assert all(compiled.values()), compiled
    else:
        assert not any(compiled.values()), compiled


def test_no_compiled_module_is_older_than_its_source():
    for name in COMPILED:
        path = _compiled_file(name)
        if path is not None:
            source = PACKAGE / f"{name}.py"
            assert path.stat().st_mtime >= source.stat().st_mtime, (
                f"{path.name} was compiled before {source.name} last changed: "
                "rebuild with `make test` or `pip install -e .`"
            )


CASES = (
    (Rules(), 1),
    (Rules(), 617),
    (Rules(cells=2), 5),
    (Rules(cells=1), 4),  # proved lost
    (Rules(Preset.FORECELL), 9),  # proved lost
)

PURE_SOLVE = """
import json, sys
from freecell_qt.engine import Rules, Preset
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve
import freecell_qt.engine.solver.search as search
assert search.__file__.endswith(".py"), search.__file__
out = []
for cells, variant, deal in json.loads(sys.argv[1]):
    rules = Rules(Preset(variant), cells=cells)
    result = solve(initial_position(rules, deal), rules, native=False)
    out.append([result.status, [str(move) for move in result.moves], result.nodes])
print(json.dumps(out))
"""


def test_the_pure_sources_solve_exactly_as_the_installed_solver(tmp_path):
    """Same verdicts, moves and position counts from the ``.py`` files alone
    (a copy of the package with no extension module in it). The search in C
    has no Python source: it is left out on both sides, and held to the
    Python code in ``test_solver_native``."""
    shutil.copytree(ROOT / "freecell_qt", tmp_path / "freecell_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    cases = [[rules.cells, rules.game.value, deal] for rules, deal in CASES]
    result = subprocess.run(
        [sys.executable, "-c", PURE_SOLVE, json.dumps(cases)],
        capture_output=True, text=True, timeout=600, check=False,
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr
    pure = json.loads(result.stdout)
    installed = []
    for rules, deal in CASES:
        outcome = solve(initial_position(rules, deal), rules, native=False)
        installed.append([outcome.status, [str(move) for move in outcome.moves], outcome.nodes])
    assert pure == installed
    assert [status for status, _, _ in pure] == [
        "solved", "solved", "solved", "unsolvable", "unsolvable"]
