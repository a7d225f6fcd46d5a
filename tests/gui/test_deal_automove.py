"""Issue 48: an ace the deal leaves exposed goes up at once, in the real window,
scored as an auto-move, part of the start (undo never puts it back down)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from freecell_qt.engine import Card, GameCode, Pile, PileKind, Rules
from freecell_qt.storage.preferences import AnimationSpeed
from freecell_qt.table.layout import locations

#: Deal 3 leaves the aces of columns 5 and 6 exposed.
ACES = GameCode.for_rules(Rules(), 3)


def on_foundations(window) -> list[Card]:
    """The cards the table shows on a foundation, where their items really are."""
    scene = window.scene
    found = []
    for card, (pile, index, length) in locations(scene.controller.game.position).items():
        if pile.kind is PileKind.FOUNDATION:
            spot = QPointF(*scene.layout.card_origin(pile, index, length))
            if scene.cards[card].pos() == spot:
                found.append(card)
    return found


def test_exposed_aces_go_up_at_the_deal(window, qtbot):
    window.start(ACES)
    game = window.controller.game
    assert sorted(game.position.counts) != [0, 0, 0, 0]
    assert len(on_foundations(window)) == 2
    assert game.move_count == 0 and game.score == 20
    assert window.score_label.text() == "Score: 20"
    assert window.moves_label.text() == "Moves: 0"
    assert not window.undo_action.isEnabled()
    window.controller.move_to(Pile.column(0), Pile.cell(0))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert len(on_foundations(window)) == 2, "undo stops at the start, aces up"
    assert not window.undo_action.isEnabled()


def test_after_the_deal_animation_the_aces_fly_up(window, prefs, qtbot):
    prefs.set("animation_speed", AnimationSpeed.FAST)
    window.start(ACES)
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=20000)
    assert len(on_foundations(window)) == 2


def test_nothing_goes_up_when_auto_move_is_off(window, prefs):
    prefs.set("automove", False)
    window.start(ACES)
    assert window.controller.game.position.counts == (0, 0, 0, 0)
    assert window.controller.game.steps == ()
