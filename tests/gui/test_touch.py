"""Play by finger in the real main window, with real touch events on the table's
viewport: a tap sends a card up, two taps move one, a tap elsewhere is refused
with its reason, a long press shows the hint for the card, a finger drags as the
mouse does, and the window turns its touch mode on with a touch and off with the
mouse."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Game, Pile, Position, Rules
from freecell_qt.table.touch import LONG_PRESS_MS
from freecell_qt.table.view import FINGER_PX


@pytest.fixture(scope="module")
def finger():
    return QTest.createTouchDevice()


#: Longer than any test takes: a press is a long press only where a test says.
NEVER_MS = 10 * 60 * 1000


@pytest.fixture(autouse=True)
def slow_long_press(window):
    """A tap or a press stays short however slow the machine is: the long
    press's wait is the app's only in the test of the long press."""
    window.scene.touch.long_press_ms = NEVER_MS


class Finger:
    """One finger on the table, in scene coordinates."""

    def __init__(self, window, device) -> None:
        self.window, self.device = window, device
        self.viewport = window.view.viewport()

    def _at(self, point: QPointF) -> QPoint:
        return self.window.view.mapFromScene(point)

    def press(self, point: QPointF) -> None:
        QTest.touchEvent(self.viewport, self.device).press(0, self._at(point), self.viewport) \
            .commit()

    def move(self, point: QPointF) -> None:
        QTest.touchEvent(self.viewport, self.device).move(0, self._at(point), self.viewport) \
            .commit()

    def release(self, point: QPointF) -> None:
        QTest.touchEvent(self.viewport, self.device).release(0, self._at(point),
                                                              self.viewport).commit()
        self.window.scene.finish_animations()

    def tap(self, point: QPointF) -> None:
        self.press(point)
        self.release(point)


def centre(window, card: Card) -> QPointF:
    return window.scene.cards[card].sceneBoundingRect().center()


def open_position(window, position: Position) -> Game:
    window.controller.set_game(Game(Rules(), position))
    window.scene.finish_animations()
    return window.controller.game


def with_top(top: Card, column: int = 0) -> Position:
    """Deal 1 with ``top`` taken from where it lies to the foot of ``column``."""
    start = Game.new(1).start
    columns = [[c for c in col if c != top] for col in start.columns]
    columns[column].append(top)
    return replace(start, columns=tuple(map(tuple, columns)))


def test_a_tap_on_a_card_that_can_go_up_sends_it(window, prefs, finger):
    prefs.set("automove", False)
    game = open_position(window, with_top(Card.parse("AH")))
    Finger(window, finger).tap(centre(window, Card.parse("AH")))
    assert game.position.counts[Card.parse("AH").suit] == 1


def test_two_taps_move_a_card_and_the_first_marks_it(window, prefs, finger):
    prefs.set("automove", False)
    game = window.controller.game
    move = next(m for m in game.legal_moves()
                if m.source.kind.value == "column" and m.dest.kind.value == "column"
                and game.position.columns[m.dest.index])
    card = game.position.columns[move.source.index][-1]
    target = game.position.columns[move.dest.index][-1]
    hand = Finger(window, finger)
    hand.tap(centre(window, card))
    assert window.scene.marks["picked"].isVisible()
    assert window.scene.touch.picked == (move.source, 1)
    hand.tap(centre(window, target))
    assert game.move_count == 1 and game.position.columns[move.dest.index][-1] == card
    assert not window.scene.marks["picked"].isVisible()


def test_a_second_tap_where_the_card_cannot_go_says_why_and_moves_nothing(window, prefs,
                                                                        finger):
    prefs.set("automove", False)
    game = window.controller.game
    position = game.position
    source, dest = next(
        (s, d) for s in range(8) for d in range(8)
        if s != d and window.controller.check_drop(Pile.column(s), Pile.column(d), 1)[0] is None)
    hand = Finger(window, finger)
    hand.tap(centre(window, position.columns[source][-1]))
    hand.tap(centre(window, position.columns[dest][-1]))
    assert game.move_count == 0
    reason = window.controller.check_drop(Pile.column(source), Pile.column(dest), 1)[1]
    assert reason and window.statusBar().currentMessage() == reason


def test_a_long_press_shows_where_the_card_would_best_go(qtbot, window, prefs, finger):
    prefs.set("automove", False)
    game = window.controller.game
    column = next(i for i in range(8) if window.controller.best_move(Pile.column(i)))
    card = game.position.columns[column][-1]
    hand = Finger(window, finger)
    assert not window.scene.marks["hint"].isVisible()
    hand.press(centre(window, card))
    assert not window.scene.marks["hint"].isVisible()  # a press alone is not a long press
    # The finger stays down for the app's own wait, however long the machine
    # takes to get there.
    window.scene.touch.long_press_ms = LONG_PRESS_MS
    qtbot.waitUntil(window.scene.marks["hint"].isVisible)
    hand.release(centre(window, card))
    assert game.move_count == 0
    assert window.scene.marks["hint"].isVisible()
    lit = window.scene.marks["hint"].path().boundingRect()
    assert lit.contains(window.scene.cards[card].sceneBoundingRect().center())


def test_a_finger_drags_a_card_onto_its_place(window, prefs, finger):
    prefs.set("automove", False)
    game = window.controller.game
    move = next(m for m in game.legal_moves() if m.source.kind.value == "column"
                and m.dest.kind.value == "cell")
    card = game.position.columns[move.source.index][-1]
    start = centre(window, card)
    end = window.scene.pile_rect(Pile.cell(1)).center()
    hand = Finger(window, finger)
    hand.press(start)
    for step in range(1, 6):
        hand.move(start + (end - start) * (step / 5))
    hand.release(end)
    assert game.position.cells[1] == card and game.move_count == 1


def test_a_touch_turns_touch_mode_on_and_the_mouse_turns_it_off(window, finger):
    view = window.view
    before = window.toolbar.iconSize()
    # The felt's corner, nothing to play there (and on the test screen, which the
    # window's bottom edge passes).
    Finger(window, finger).tap(QPointF(5, 5))
    assert view.touch_mode and window.toolbar.iconSize() == QSize(FINGER_PX, FINGER_PX)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not view.touch_mode and window.toolbar.iconSize() == before

