"""``make test`` runs ``mypy --strict`` on the whole package, and the engine's types stay honest.

The engine is the part every other layer builds on; strict typing keeps its
small value types honest (a ``Card`` is a named tuple, so a property called
``index`` would hide ``tuple.index`` and break code that treats cards as
tuples).
"""

from __future__ import annotations

import re
from pathlib import Path

from freecell_qt.engine import Card, Suit

ROOT = Path(__file__).resolve().parents[2]


def test_make_test_runs_mypy_strict_on_the_whole_package():
    """One type check of every package, before pytest, rather than a second one here."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    target = re.search(r"^test:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert target is not None
    lines = [line.strip() for line in target.group(1).splitlines()]
    assert "$(BIN)/python -m mypy --strict freecell_qt" in lines


def test_a_card_keeps_the_methods_of_a_tuple():
    """``Card.index`` used to be Microsoft's card number and hid ``tuple.index``."""
    card = Card.parse("TD")
    assert card.index(Suit.DIAMONDS) == 1
    assert card.deck_index == 37
    assert Card.from_index(card.deck_index) == card
