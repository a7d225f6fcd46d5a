"""The rule sets whose words ``test_rules_words_snapshot`` holds, and their
words as one JSON-ready value (``render``); run as a script, it writes the
expected file from the code as it stands."""

from __future__ import annotations

import json
from pathlib import Path

from freecell_qt.engine import PRESETS, Build, EmptyFill, Preset, Rules, SequenceMove
from freecell_qt.engine.rules import FoundationBuild
from freecell_qt.words import rules_words

EXPECTED = Path(__file__).with_name("rules_words_expected.json")


def rule_sets() -> dict[str, Rules]:
    """Every preset with each take-back choice, and custom games with each
    kind of foundation beside other options, by a name for the failure."""
    found: dict[str, Rules] = {}
    for preset in PRESETS:
        for takeback in (False, True):
            rules = Rules.preset(preset).with_options(Rules().supermove, takeback)
            found[f"{preset.value}:{takeback}"] = rules
    customs = {
        "fours-2-decks-kings": Rules(Preset.CUSTOM, 2, decks=2, columns=10,
                                     foundation=FoundationBuild.FOURS, fill=EmptyFill.KINGS),
        "fours-any-suit": Rules(Preset.CUSTOM, 4, build=Build.ANY_SUIT,
                                foundation=FoundationBuild.FOURS),
        "colours-any-suit": Rules(Preset.CUSTOM, 1, build=Build.ANY_SUIT,
                                  foundation=FoundationBuild.COLOURS),
        "twice-suit-one-card": Rules(Preset.CUSTOM, 6, decks=2, columns=10,
                                     build=Build.SAME_SUIT, sequence=SequenceMove.ONE_CARD,
                                     foundation=FoundationBuild.TWICE),
        "runs-unlimited": Rules(Preset.CUSTOM, 3, sequence=SequenceMove.UNLIMITED,
                                foundation=FoundationBuild.RUNS),
        "rank-no-cells": Rules(Preset.CUSTOM, 0, build=Build.NONE, fill=EmptyFill.NONE,
                               foundation=FoundationBuild.RANK),
    }
    for name, rules in customs.items():
        for takeback in (False, True):
            found[f"{name}:{takeback}"] = rules.with_options(rules.supermove, takeback)
    return found


def render(rules: Rules) -> dict[str, object]:
    """What the player reads of ``rules``: How to Play, the summaries and the name."""
    return {
        "sections": [list(pair) for pair in rules_words.sections(rules)],
        "summary": rules_words.summary(rules),
        "name": rules_words.game_name(rules),
        "engine_summary": rules.summary(),
    }


def render_all() -> dict[str, dict[str, object]]:
    return {name: render(rules) for name, rules in rule_sets().items()}


if __name__ == "__main__":
    EXPECTED.write_text(json.dumps(render_all(), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
