"""Tests ask objects public questions, not their private attributes.

A test that reads ``window._x`` holds the code to how it is built today: a
rename or a refactoring breaks the test while the player sees no change, and
the question it asked (is a worker running? how long until the demo's next
move?) stays unanswerable to any other caller. So the product answers such
questions publicly (``SolverService.worker``, ``Advisor.next_demo_move_ms``,
...) and tests use that.

Some private reaches are the only honest way to do what a test needs: to
simulate a failure through a private seam, to set up a state no real game
reaches, or to shorten a timer. Those are listed in ``ALLOWED`` with their
reason. Each entry is a file and the expression as written there; one that is
no longer used fails too, so the list only shrinks.

Scanned: ``X._name`` (read or written) where ``X`` is not ``self``, ``cls``
or ``super()``, and ``getattr(X, "_name")``. Not scanned: replacing a private
seam by name (``monkeypatch.setattr(obj, "_name", ...)``), which reads nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent

ENGINE = "the engine is not to be changed from here: its own tests may look inside it"
DB = ("a failure only the statistics' own connection can meet: a connection setting "
      "(read-only, a page limit standing for a full disk, its lock timeout)")

VALUED_IN_PLACE = ("the search's hot loop values a child from its parent's figures, a shortcut "
                   "with no public face: only set beside the child built is it seen to agree; "
                   + ENGINE)

#: (file, expression) -> why the private reach is the honest way there.
ALLOWED: dict[tuple[str, str], str] = {
    # The engine's internals, reached by its own tests.
    ("tests/engine/test_board_text.py", "module._BoardReader"):
        f"a reader that loses cards, put in through a private seam; {ENGINE}",
    ("tests/engine/test_solver.py", "search._seen"): ENGINE,
    ("tests/engine/test_solver_compound.py", "search._children"): ENGINE,
    ("tests/engine/test_solver_macros.py", "search._children"): ENGINE,
    ("tests/compact_checks.py", "search._figures"): VALUED_IN_PLACE,
    ("tests/compact_checks.py", "search._open"): VALUED_IN_PLACE,
    ("tests/compact_checks.py", "search._sends_up"): VALUED_IN_PLACE,
    ("tests/compact_checks.py", "search._take"): VALUED_IN_PLACE,
    ("tests/compact_checks.py", "search._value_in_place"): VALUED_IN_PLACE,
    # A state no game reaches: a way of 5,000 moves set into a running demo.
    ("tests/gui/test_advisor.py", "advisor._demo"):
        "sets up a way of thousands of moves, which no deal's solution has",
    ("tests/gui/test_advisor.py", "advisor._demo_length"):
        "sets up a way of thousands of moves, which no deal's solution has",
    ("tests/gui/test_advisor.py", "advisor._demo_step"):
        "plays one step of that way at once instead of waiting for its timer",
    # Failures simulated on the statistics' own SQLite connection.
    ("tests/storage/test_statistics.py", "stats._db"): DB,
    ("tests/gui/test_statistics_dialog.py", "ui.statistics._db"): DB,
    # Timers shortened so that a test need not wait their real seconds.
    ("tests/gui/test_replay.py", "bar._timer"): "the replay's step, shortened",
    ("tests/storage/test_recorder.py", "recorder._timer"): "the 2 s debounce, shortened",
    ("tests/storage/test_daily_statistics.py", "recorder._timer"):
        "the 2 s debounce, shortened",
    # A seam replaced, or a failure made underneath the public interface.
    ("tests/gui/test_table_looks.py", "felt_module._SEED"):
        "another seed for the felt's grain, to show that the picture depends on it",
    ("tests/solving/test_channel.py", "a._socket"):
        "a message split across two writes on the raw socket, as a loaded system splits it",
    ("tests/solving/test_queued_channel.py", "channel._socket"):
        "waits until the raw socket takes bytes again",
    ("tests/solving/test_spawned_worker.py", "process._spawned"):
        "the Windows way of starting a worker (multiprocessing's spawn), run on this system",
}


def private_reaches(path: Path) -> Iterator[tuple[int, str]]:
    """Line and expression of each reach into another object's private parts."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Attribute):
            target, name = node.value, node.attr
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "getattr" and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            target, name = node.args[0], node.args[1].value
        else:
            continue
        if not name.startswith("_") or name.startswith("__"):
            continue
        if isinstance(target, ast.Name) and target.id in ("self", "cls"):
            continue
        if (isinstance(target, ast.Call) and isinstance(target.func, ast.Name)
                and target.func.id == "super"):
            continue  # a subclass's own override calling the one it overrides
        yield node.lineno, f"{ast.unparse(target)}.{name}"


def all_reaches() -> dict[tuple[str, str], list[int]]:
    found: dict[tuple[str, str], list[int]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        for line, expression in private_reaches(path):
            found.setdefault((relative, expression), []).append(line)
    return found


def test_no_test_reads_another_object_s_private_attributes():
    found = all_reaches()
    new = [f"{file}:{min(lines)}: {expression}"
           for (file, expression), lines in sorted(found.items())
           if (file, expression) not in ALLOWED]
    assert not new, ("Ask a public question instead (add a read-only property with a "
                     "docstring saying why), or add the reach to ALLOWED with its reason:\n"
                     + "\n".join(new))


def test_every_allowed_reach_is_still_there_and_says_why():
    found = all_reaches()
    stale = [f"{file}: {expression}" for file, expression in ALLOWED
             if (file, expression) not in found]
    assert not stale, "No longer used: take these out of ALLOWED:\n" + "\n".join(stale)
    assert all(ALLOWED.values()), [key for key, reason in ALLOWED.items() if not reason]


def test_the_scan_sees_each_form_of_reach(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("window._a\nwindow.view._b = 1\ngetattr(scene, '_c')\nself._d\n"
                      "cls._e\nsuper()._f()\nwindow.__dict__\nwindow.f\n", encoding="utf-8")
    assert sorted(private_reaches(sample)) == [(1, "window._a"), (2, "window.view._b"),
                                             (3, "scene._c")]
