"""New Game with Options opens on the game in play, not on whatever the dialog last dealt."""

from __future__ import annotations

import pytest

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.windows.new_game_dialog import NewGameDialog


@pytest.mark.parametrize(("last_chosen", "in_progress"), [
    (Rules.preset("eight-off"), Rules(cells=2)),
    (Rules(), Rules.preset("bakers-game")),
], ids=["freecell-2-cells", "bakers-game"])
def test_new_game_with_options_opens_on_the_game_in_play(window, controller, prefs, modals,
                                                         last_chosen, in_progress):
    prefs.choose_game(last_chosen)  # what the dialog was last set to
    window.start(GameCode.for_rules(in_progress, 5))
    shown: list[tuple[Preset, int]] = []

    def read(dialog: NewGameDialog) -> None:
        shown.append((dialog.game_combo.currentData(), dialog.cells_spin.value()))
        dialog.reject()

    modals.answer(NewGameDialog, read)
    window.new_dialog_action.trigger()
    assert shown == [(in_progress.game, in_progress.cells)]
    assert controller.code == GameCode.for_rules(in_progress, 5)  # nothing dealt
