"""The examples in the engine's docstrings run and hold.

The engine's docstrings show its API at work (``Card.parse("TD")``, a game
code's round trip, ...); run here like any test, so an example that drifts
from the code fails the suite instead of misleading a reader.
"""

from __future__ import annotations

import doctest
import importlib
import io
import pkgutil

import pytest

import freecell_qt.engine

MODULES = [
    "freecell_qt.engine",
    *sorted(
        info.name
        for info in pkgutil.walk_packages(freecell_qt.engine.__path__, "freecell_qt.engine.")
    ),
]


def run_doctests(name: str) -> tuple[doctest.TestResults, str]:
    module = importlib.import_module(name)
    report = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctest.DocTestFinder().find(module, name):
        runner.run(test, out=report.write)
    return runner.summarize(verbose=False), report.getvalue()


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name):
    results, report = run_doctests(name)
    assert results.failed == 0, report


def test_the_examples_readers_rely_on_are_there():
    """Card parsing and the game code round trip are shown, and so run."""
    attempted = {name: run_doctests(name)[0].attempted for name in MODULES}
    assert attempted["freecell_qt.engine.cards"] >= 3
    assert attempted["freecell_qt.engine.codes"] >= 2
    assert sum(attempted.values()) >= 15
