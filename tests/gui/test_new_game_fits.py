"""The New Game dialog fits an 800x600 screen with every custom field shown.

Window frames and a panel take some 40 pixels of a 600-pixel screen, so the
dialog itself may be at most 560 tall for OK to stay on screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from freecell_qt.app import i18n
from freecell_qt.engine import Preset
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.test_game_choice import open_new_game, pick_game

MAX_HEIGHT = 560
MAX_WIDTH = 800


def test_custom_new_game_fits_a_600_pixel_screen_with_ok_in_view(window, modals):
    seen: dict[str, object] = {}

    def measure(dialog: NewGameDialog) -> None:
        seen["before"] = dialog.sizeHint()
        pick_game(dialog, "Custom")
        # The tallest state: every custom field, a long summary and a refusal.
        dialog.custom.columns_spin.setValue(13)
        dialog.cells_spin.setValue(2)
        dialog.custom.reserve_spin.setValue(4)
        assert dialog.custom.sequence_combo.isVisible() and dialog.error_label.isVisible()
        seen["hint"] = dialog.sizeHint()
        seen["size"] = dialog.size()
        ok = dialog.ok_button
        seen["ok_visible"] = ok.isVisible()
        seen["ok_inside"] = dialog.rect().contains(
            QRect(ok.mapTo(dialog, QPoint(0, 0)), ok.size()))
        seen["preview_width"] = dialog.preview.width()

    open_new_game(window, modals, measure)
    hint, size = seen["hint"], seen["size"]
    assert hint.height() <= MAX_HEIGHT and size.height() <= MAX_HEIGHT, (hint, size)
    assert hint.width() <= MAX_WIDTH and size.width() <= MAX_WIDTH, (hint, size)
    assert seen["ok_visible"] and seen["ok_inside"]
    assert seen["preview_width"] >= 180  # the drawing still shows the table



@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_custom_new_game_fits_in_every_language(qtbot, prefs, language):
    """Longer words (French's are) may cut a long choice short, never push OK off screen."""
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(Preset.CUSTOM))
    assert dialog.custom.sequence_combo.isVisible()
    qtbot.waitUntil(lambda: dialog.height() >= dialog.minimumSizeHint().height())
    assert dialog.width() <= MAX_WIDTH and dialog.height() <= MAX_HEIGHT, dialog.size()
    ok = dialog.ok_button
    assert ok.isVisible()
    assert dialog.rect().contains(QRect(ok.mapTo(dialog, QPoint(0, 0)), ok.size()))
    # A choice cut short is still read whole in its tooltip.
    sequence = dialog.custom.sequence_combo
    assert sequence.toolTip() == sequence.currentText()
