"""The typed line of Game > Set Up Position reads pile numbers in the digits 0 to 9
only, and a line of any length gets one refusal in the status line, never "Something
went wrong" (tests/gui/conftest.py fails a test on any exception in a Qt handler)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Pile, Rules
from freecell_qt.engine.setup import MAX_TYPED_CHARS, Setup, SetupError, read_placement
from tests.gui.test_setup_position import open_editor

AH = Card.parse("AH")


@pytest.mark.parametrize(("typed", "shown"), [
    ("AH h²", "h²"),          # str.isdigit takes it; int() does not
    ("AH h٢", "h٢"),          # an Arabic-Indic 2: no foundation 2
    ("AH h" + "9" * 5000, "h" + "9" * 38 + "…"),  # past int()'s 4,300 digits, cut to show
])
def test_a_foundation_number_not_in_ascii_digits_is_refused_in_one_line(qtbot, window, typed,
                                                                       shown):
    dialog = open_editor(window)
    dialog.empty_button.click()
    dialog.typed.setFocus()
    dialog.typed.setText(typed)
    QTest.keyClick(dialog.typed, Qt.Key.Key_Return)
    assert dialog.notice.text().startswith(f"“{shown}” names no pile of this game"), \
        dialog.notice.text()
    assert dialog.setup.where(AH) is None  # nothing placed
    assert dialog.typed.text() == typed[:MAX_TYPED_CHARS]  # kept, to be put right
    dialog.reject()


def test_the_typed_line_is_bounded_and_a_foundation_number_in_ascii_still_places(qtbot,
                                                                                  window):
    dialog = open_editor(window)
    dialog.empty_button.click()
    dialog.typed.setFocus()
    assert dialog.typed.maxLength() == MAX_TYPED_CHARS
    QTest.keyClicks(dialog.typed, "ah h3")  # foundation 3 takes hearts
    QTest.keyClick(dialog.typed, Qt.Key.Key_Return)
    assert dialog.setup.where(AH) == Pile.foundation(2)
    dialog.reject()


@pytest.mark.parametrize("word", ["h²", "h٢", "h" + "9" * 5000, "h02x", "h١"])
def test_the_engine_refuses_the_same_words_with_its_own_key(word):
    with pytest.raises(SetupError) as caught:
        read_placement(f"AH {word}", Setup.empty(Rules()))
    assert caught.value.key == "setup_typed_pile"
    assert len(str(caught.value)) < 200
