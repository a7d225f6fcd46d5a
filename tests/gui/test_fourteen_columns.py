"""Double Seahaven Towers, the widest table: fourteen columns, eight cells and
eight foundations in the real window.

The game is started as a player starts it from a code; the table then has a
pile for each of the 14 columns, every card shows inside the view with no two
piles overlapping, at 1280x800 and at 800x600, and a move typed with column
14's letter ``x`` moves the card from that column.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Pile, PileKind, Rules
from freecell_qt.engine.cards import pack

RULES = Rules.preset("double-seahaven-towers")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_fourteen_columns_show_and_take_a_typed_move(window, controller, size):
    window.prefs.set("automove", False)
    window.resize(*size)
    QTest.qWait(0)
    window.start(GameCode.for_rules(RULES, 1))
    scene, view = window.scene, window.view
    scene.finish_animations()
    assert controller.game.rules == RULES
    columns = sorted(pile.index for pile in scene.slots if pile.kind is PileKind.COLUMN)
    assert columns == list(range(14))
    assert len([pile for pile in scene.slots if pile.kind is PileKind.CELL]) == 8
    assert len([pile for pile in scene.slots if pile.kind is PileKind.FOUNDATION]) == 8
    assert set(scene.cards) == set(pack(2))
    position = scene.shown
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    for card, item in scene.cards.items():
        assert item.isVisible() and visible.contains(item.sceneBoundingRect()), card
    areas = {}
    for pile in scene.slots:
        if pile.kind is PileKind.COLUMN:
            length = len(position.columns[pile.index])
            areas[pile] = QRectF(*scene.layout.column_extent(pile.index, length))
        else:
            areas[pile] = scene.slots[pile].sceneBoundingRect()
        assert visible.contains(areas[pile]), pile
    piles = list(areas)
    for n, pile in enumerate(piles):
        for other in piles[n + 1:]:
            overlap = areas[pile].intersected(areas[other])
            assert overlap.width() <= 0 or overlap.height() <= 0, (pile, other)
    # Column 14's exposed card typed to cell g, one of the two the deal leaves empty.
    card = controller.game.position.columns[13][-1]
    assert controller.game.position.cells[6] is None
    window.activateWindow()
    view.setFocus()
    QTest.keyClicks(view, "xg")
    scene.finish_animations()
    assert controller.game.position.cells[6] == card
    assert card not in controller.game.position.columns[13]
    assert scene.cards[card].sceneBoundingRect().center() == (
        scene.slots[Pile.cell(6)].sceneBoundingRect().center())


def test_a_custom_game_of_14_columns_is_chosen_and_dealt(window, controller, modals):
    """New Game's column box goes up to 14, no further, and deals what it shows."""
    from tests.gui.test_game_choice import open_new_game, pick_game, press_ok

    seen: dict[str, object] = {}

    def choose(dialog) -> None:
        pick_game(dialog, "Custom")
        spin = dialog.custom.columns_spin
        spin.setValue(15)
        seen["most"] = spin.value()
        seen["layout"] = dialog.preview.facts.layout
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert seen["most"] == 14
    assert seen["layout"] == (4,) * 10 + (3,) * 4
    rules = controller.game.rules
    assert rules.is_custom and rules.columns == 14
    window.scene.finish_animations()
    assert len([p for p in window.scene.slots if p.kind is PileKind.COLUMN]) == 14
