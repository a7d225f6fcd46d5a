"""Run Python here as if the package had been installed without a C compiler.

A pure-Python install (``FREECELL_QT_PURE=1``, or no compiler: setup.py) has
neither the search in C (``solver._exhaust``) nor the solver modules mypyc
compiles; it imports the ``.py`` sources instead. Building such an install
takes minutes and a second copy of Qt, so the tests fake one: with this
folder on ``PYTHONPATH``, Python imports this module at start-up, and from
then on the C search cannot be imported and each compiled module is loaded
from its source. Subprocesses inherit ``PYTHONPATH``, so the installed
commands a test starts run without C as well.

Used by ``tests/packaging/test_pure_python.py``; by hand::

    FREECELL_QT_PURE=1 PYTHONPATH=tests/without_c .venv/bin/python -m pytest tests/engine
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.machinery
import importlib.util
import pkgutil
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

SOLVER = "freecell_qt.engine.solver"


def _compiled() -> tuple[str, ...]:
    """setup.py's COMPILED, read rather than copied so the two cannot part."""
    setup = Path(__file__).resolve().parents[2] / "setup.py"
    for node in ast.parse(setup.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "COMPILED"):
            names: tuple[str, ...] = ast.literal_eval(node.value)
            return names
    raise RuntimeError("setup.py has no COMPILED")


#: What a pure install lacks altogether: the C search and mypyc's runtime.
ABSENT = frozenset({f"{SOLVER}._exhaust", f"{SOLVER}.native__mypyc"})
#: What it has only as source.
FROM_SOURCE = frozenset(f"{SOLVER}.{name}" for name in _compiled())


class WithoutC(importlib.abc.MetaPathFinder):
    """First on ``sys.meta_path``: refuses the C modules, and finds the
    compiled ones' sources before the path finder finds their extensions."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname in ABSENT:
            raise ModuleNotFoundError(f"No module named {fullname!r} (installed without C)",
                                      name=fullname)
        if fullname in FROM_SOURCE and path:
            source = Path(path[0]) / (fullname.rpartition(".")[2] + ".py")
            return importlib.util.spec_from_file_location(fullname, source)
        return None


_iter_modules = pkgutil.iter_modules


def _present_modules(path: Iterable[str] | None = None,
                     prefix: str = "") -> Iterator[pkgutil.ModuleInfo]:
    """``pkgutil.iter_modules`` without the absent modules, whose files a pure
    install does not have (``walk_packages`` lists through it too)."""
    for info in _iter_modules(path, prefix):
        folder = getattr(info.module_finder, "path", "")
        full = info.name if prefix else f"{SOLVER}.{info.name}"
        if full in ABSENT and (prefix or Path(folder).parts[-3:] == tuple(SOLVER.split("."))):
            continue
        yield info


sys.meta_path.insert(0, WithoutC())
pkgutil.iter_modules = _present_modules
