"""Rule sets sent to another process: the batch's and the window's solver workers.

A worker gets its rules pickled. They must come out as the same game that a
rule set made in the worker is, down to the rule objects worked out from the
fields, or the solver takes another route there: a run of ``--jobs 2`` once
searched 1-cell FreeCell with the slow search over the engine's rules, and
called deal 695 unknown where one process wins it in a second.
"""

from __future__ import annotations

import pickle

import pytest

from freecell_qt.engine import PRESETS, Rules
from freecell_qt.engine.rules import Supermove, Tableau
from freecell_qt.engine.solver.route import route

RULE_SETS = [
    *(Rules.preset(preset) for preset in PRESETS),
    Rules(cells=1),
    Rules(cells=2).with_options(Supermove.LINEAR, True),
    Rules.preset("flipper").changed(cells=3),
    Rules.preset("custom").changed(tableau=Tableau.HALVES),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: f"{rules.game.value}-{rules.cells}")
def test_pickled_rules_are_the_same_game_on_the_same_route(rules: Rules) -> None:
    again = pickle.loads(pickle.dumps(rules))
    assert again == rules
    assert (again.supermove, again.takeback) == (rules.supermove, rules.takeback)
    assert again.column_rule == rules.column_rule
    assert again.cover_rule is rules.cover_rule
    assert again.overlap_rule is rules.overlap_rule
    assert route(again) is route(rules)
