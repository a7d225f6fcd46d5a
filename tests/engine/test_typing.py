"""``mypy --strict`` holds on the engine, and ``make test`` checks the whole package.

The engine is the part every other layer builds on; strict typing keeps its
small value types honest (a ``Card`` is a named tuple, so a property called
``index`` would hide ``tuple.index`` and break code that treats cards as
tuples). ``make test`` runs the same command before pytest.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.engine import Card, Suit

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ["-m", "mypy", "--strict", "freecell_qt/engine"]


def test_make_test_runs_mypy_strict_on_the_whole_package():
    """The engine is checked here without Qt; ``make test`` checks every package."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    target = re.search(r"^test:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert target is not None
    lines = [line.strip() for line in target.group(1).splitlines()]
    assert "$(BIN)/python -m mypy --strict freecell_qt" in lines


def test_mypy_strict_passes_on_the_engine(tmp_path):
    pytest.importorskip("mypy", reason="mypy is in the test extra: pip install -e '.[test]'")
    done = subprocess.run(
        [sys.executable, *COMMAND, "--cache-dir", str(tmp_path / "mypy")],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success")


def test_a_card_keeps_the_methods_of_a_tuple():
    """``Card.index`` used to be Microsoft's card number and hid ``tuple.index``."""
    card = Card.parse("TD")
    assert card.index(Suit.DIAMONDS) == 1
    assert card.deck_index == 37
    assert Card.from_index(card.deck_index) == card
