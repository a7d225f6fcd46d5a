"""The win rate as Game > Statistics shows it: a half per cent rounds up, in any language."""

from __future__ import annotations

import pytest

from freecell_qt.app import i18n
from tests.gui.test_statistics_dialog import add, shown

ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_one_win_in_eight_is_13_per_cent(window, qtbot, language):
    statistics = window.statistics_ui.statistics
    add(statistics, "FC1-C4-AAAAAKH", "won")
    for _ in range(7):
        add(statistics, "FC1-C4-AAAAAKH", "lost")
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    # 12.5 %: not "12 %", half to even; in the language's own digits (١٣ in Arabic).
    assert shown(dialog)["win_rate"] == f"{i18n.format_number(13)} %"
    assert shown(dialog)["win_rate"].translate(ARABIC_DIGITS) == "13 %"
    dialog.close()
