"""Set Up Position in a game of Footling, in the real main window: the one
foundation stands on the editor's table, takes the aces first with the reason for
a card it refuses, and the position set up is played by Footling's rules."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from freecell_qt.engine import Card, GameCode, Pile, Rules
from tests.gui.conftest import Mouse
from tests.gui.test_setup_position import card_centre, open_editor

FOOTLING = Rules.preset("footling")


def slot_centre(dialog, pile: Pile) -> QPointF:
    x, y = dialog.scene.layout.slot_origin(pile)
    return QPointF(x + dialog.scene.layout.card_width / 2, y + 10)


def test_the_one_foundation_takes_the_aces_first_in_the_editor(qtbot, window, prefs):
    prefs.set("automove", False)
    window.start(GameCode.for_rules(FOOTLING, 2))
    dialog = open_editor(window)
    assert dialog.scene.layout.foundation_piles() == [Pile.foundation(0)]
    dialog.empty_button.click()
    mouse = Mouse(dialog.view)
    foundation = slot_centre(dialog, Pile.foundation(0))
    mouse.drag(card_centre(dialog, Card.parse("2S")), foundation)
    assert dialog.notice.text() == "The foundation takes rank ace next, not the 2 of spades."
    assert dialog.setup.foundations == [[]]
    mouse.drag(card_centre(dialog, Card.parse("AH")), foundation)
    assert dialog.setup.foundations == [[Card.parse("AH")]]
    assert dialog.notice.text() == ""
    dialog.reject()
