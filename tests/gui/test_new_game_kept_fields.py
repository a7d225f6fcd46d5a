"""New Game's custom fields keep every field they have no control for, as the
field registry marks it (``kept_by_new_game``): a game shown there and started
again is still that game's kind (docs/rules.md, The rules table)."""

from __future__ import annotations

import pytest

from freecell_qt.engine import PRESETS, Rules
from freecell_qt.engine.rules.fields import FIELDS
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.test_game_choice import pick_game

KEPT = [field for field in FIELDS if field.kept_by_new_game]


@pytest.mark.parametrize("rules", [Rules.preset(preset) for preset in PRESETS],
                         ids=lambda rules: rules.game.value)
def test_custom_fields_shown_from_a_game_keep_what_they_cannot_show(qtbot, prefs, rules):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(rules)
    made = dialog.custom.rules(rules.cells)
    # Every field comes back, by its control or kept; but the layout, which
    # the dialog deals row by row (Tuxedo's 8,7,7,8,7,7,8 has no control).
    for field in FIELDS:
        if field.name != "layout":
            assert field.value(made) == field.value(rules), field.name
    # Shown FreeCell, none of them is kept.
    dialog.custom.show_rules(Rules())
    plain = dialog.custom.rules(4)
    assert all(field.left_out(plain) for field in KEPT)
