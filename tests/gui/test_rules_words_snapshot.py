"""How to Play, the summaries and the game's name read word for word as they
did before each kind of foundation came to state its own words: every preset
and a custom game of each kind, in English (``rules_words_snapshot``).

A deliberate change of wording regenerates the expected file with
``python tests/gui/rules_words_snapshot.py`` and shows in its diff."""

from __future__ import annotations

import json

import pytest

from tests.gui.rules_words_snapshot import EXPECTED, render, rule_sets

_EXPECTED: dict[str, dict[str, object]] = json.loads(EXPECTED.read_text(encoding="utf-8"))


def test_every_rule_set_held_is_rendered() -> None:
    assert sorted(_EXPECTED) == sorted(rule_sets())


@pytest.mark.parametrize("name", sorted(rule_sets()))
def test_the_words_of_a_game_are_unchanged(qapp, name: str) -> None:
    assert render(rule_sets()[name]) == _EXPECTED[name]


def test_every_kind_of_foundation_has_its_words() -> None:
    """The words find a kind's sentences by its rule's key, one table for all."""
    from freecell_qt.engine.rules.foundations import RULES
    from freecell_qt.words.rules_words import KIND_WORDS

    assert sorted(KIND_WORDS) == sorted(rule.key for rule in RULES.values())
