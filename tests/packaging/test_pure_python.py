"""The tests themselves on a pure-Python install: what needs C skips, the rest runs.

Where the package was installed without a C compiler (or with
``FREECELL_QT_PURE=1``: setup.py), there is no search in C
(``solver._exhaust``, ``native.AVAILABLE`` false) and no solver module
compiled by mypyc. A test module that imports the C search at its top then
fails to be collected, and takes every test beside it down with it, the
Python-only ones included: a packager's ``pytest`` run goes red for nothing
wrong in the package. Here the suite runs in a subprocess as such an install
runs it (``tests/without_c/sitecustomize.py`` hides the compiled modules).
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WITHOUT_C = ROOT / "tests" / "without_c"
#: The modules of tests of the C search, and in each a test that needs C and
#: one that does not.
NATIVE = "tests/engine/test_solver_native.py"
COMPOUND = "tests/engine/test_solver_compound.py"
NEEDS_C = ("test_a_full_visited_set_proves_nothing_and_gives_its_memory_back",
           "test_every_child_is_the_python_code_s_child",
           "test_it_is_depth_first_in_its_own_order_only")
PYTHON_ONLY = ("test_the_luby_sequence", "test_without_the_extension_they_run_in_python")
#: Generous: a loaded machine may take its time; nothing here is timed.
TIMEOUT_S = 600


def run_without_c(*arguments: str) -> subprocess.CompletedProcess[str]:
    """``python *arguments`` in the checkout, as on an install without C."""
    environment = dict(os.environ, FREECELL_QT_PURE="1")
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(WITHOUT_C), *filter(None, [os.environ.get("PYTHONPATH")])])
    return subprocess.run([sys.executable, *arguments], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=TIMEOUT_S, check=False)


def test_the_run_without_c_has_neither_the_c_search_nor_the_compiled_modules():
    probe = run_without_c("-c", "from freecell_qt.engine.solver import native, search\n"
                                "print(native.AVAILABLE, search.__file__.endswith('.py'))")
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.split() == ["False", "True"]


def test_every_test_module_is_collected_without_c(tmp_path):
    """No module errors at collection: one that did would hide all its tests."""
    run = run_without_c("-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                        "tests")
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " error" not in run.stdout.splitlines()[-1], run.stdout[-4000:]


def test_tests_that_need_c_skip_and_say_why_and_the_others_pass(tmp_path):
    report = tmp_path / "report.xml"
    run = run_without_c("-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        f"--junitxml={report}", "-k", " or ".join(NEEDS_C + PYTHON_ONLY),
                        NATIVE, COMPOUND)
    assert report.is_file(), run.stdout[-4000:] + run.stderr[-2000:]
    outcomes: dict[str, str] = {}
    for case in ElementTree.parse(report).iter("testcase"):
        kinds = [child for child in case if child.tag in ("skipped", "failure", "error")]
        outcome = "passed" if not kinds else kinds[0].tag
        if outcome == "skipped":
            assert "C compiler" in kinds[0].get("message", ""), kinds[0].attrib
        outcomes[case.get("name", "").partition("[")[0]] = outcome
    assert outcomes == {**dict.fromkeys(NEEDS_C, "skipped"),
                        **dict.fromkeys(PYTHON_ONLY, "passed")}, run.stdout[-4000:]
    assert run.returncode == 0, run.stdout[-4000:]
