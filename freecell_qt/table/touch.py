"""Play by finger: taps, a long press and drags, from Qt's touch events.

Qt turns an unhandled touch into mouse events, but a finger is not a mouse:
it covers the card it lands on, it has no double click and no hover, and it
wants a move made of two taps. So the table takes the touch events itself
(and Qt then makes no mouse events of them):

- a tap on a card that can go up sends it up;
- a tap on any other card picks it (and the run below it) up, marked; a tap
  on another pile then puts it there, or says why not; a tap on the same
  pile, or on the felt, puts it back down;
- a long press shows where the pressed card would best go, as a hint;
- a finger moved past the drag distance drags the cards as the mouse does,
  through the same code, so what lands where is the same.

The press point is where the finger first touched, so the card picked is the
one under it, whatever the finger covers afterwards.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QApplication

from freecell_qt.engine import Move, Pile
from freecell_qt.table.input_table import InputTable
from freecell_qt.table.layout import locations

#: How long a finger stays still for a long press (Android's and GNOME's figure).
LONG_PRESS_MS = 500
#: A finger trembles more than a mouse: it must travel this many times Qt's drag
#: distance before a touch becomes a drag.
TOUCH_SLOP = 2


class _Drag(Protocol):
    """The drag handler, which a finger's drag goes through as the mouse's does."""

    def grabbable(self, pile: Pile, index: int, length: int) -> tuple[int, str]: ...

    def press_at(self, point: QPointF) -> None: ...

    def move_to(self, point: QPointF) -> None: ...

    def release_drag(self) -> bool: ...

    def cancel(self) -> None: ...


class TouchTable(InputTable, Protocol):
    """The table as a finger uses it (``TableScene`` is one)."""

    @property
    def drag(self) -> _Drag: ...

    def finish_animations(self) -> None: ...

    def snap(self) -> None: ...

    def show_hint(self, move: Move) -> None: ...


class TouchHandler(QObject):
    """The state of one finger's gesture, and of a card picked by a tap."""

    #: A touch reached the table: the window turns its touch mode on.
    touched = Signal()

    def __init__(self, scene: TouchTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._start = QPointF()
        self._down = False
        self._dragging = False
        self._long_pressed = False
        #: The pile and card count picked by a first tap, waiting for a second.
        self.picked: tuple[Pile, int] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LONG_PRESS_MS)
        self._timer.timeout.connect(self._long_press)

    @property
    def long_press_ms(self) -> int:
        """How long a finger stays down before its press is a long press."""
        return self._timer.interval()

    @long_press_ms.setter
    def long_press_ms(self, milliseconds: int) -> None:
        # A finger already down starts its wait again with the new length.
        self._timer.setInterval(milliseconds)

    # -- the gesture ------------------------------------------------------
    def begin(self, point: QPointF) -> None:
        self.touched.emit()
        self.scene.finish_animations()
        self._start, self._down = point, True
        self._dragging = self._long_pressed = False
        self._timer.start()

    def update(self, point: QPointF) -> None:
        if not self._down or self._long_pressed:
            return
        if not self._dragging:
            slop = TOUCH_SLOP * QApplication.startDragDistance()
            if (point - self._start).manhattanLength() < slop:
                return
            self._timer.stop()
            self._dragging = True
            self.unpick()
            self.scene.drag.press_at(self._start)
        self.scene.drag.move_to(point)

    def end(self, point: QPointF) -> None:
        if not self._down:
            return
        self._down = False
        self._timer.stop()
        if self._dragging:
            self.scene.drag.move_to(point)
            self.scene.drag.release_drag()
        elif not self._long_pressed:
            self._tap(self._start)

    def cancel(self) -> None:
        """The system took the touch away (a gesture of its own): nothing happens."""
        self._down = False
        self._timer.stop()
        if self._dragging:
            self.scene.drag.cancel()
            self.scene.snap()

    # -- what a tap and a long press do -------------------------------------
    def _tap(self, point: QPointF) -> None:
        scene = self.scene
        controller = scene.controller
        pile = scene.pile_at(point)
        if self.picked is not None:
            source, count = self.picked
            self.unpick()
            if pile is not None and pile != source:
                controller.drop(source, pile, count)
            return
        if pile is None or scene.card_at(point) is None:
            return
        move = controller.foundation_move(pile)
        if move is not None:
            controller.play(move)
            return
        self._pick(point, pile)

    def _pick(self, point: QPointF, pile: Pile) -> None:
        item = self.scene.card_at(point)
        if item is None:
            return
        where, index, length = locations(self.scene.shown)[item.card]
        count, refusal = self.scene.drag.grabbable(where, index, length)
        if not count:
            self.scene.message.emit(refusal)
            return
        self.picked = (pile, count)
        cards = self.scene.pile_cards(pile)[-count:]
        rect = cards[0].sceneBoundingRect().united(cards[-1].sceneBoundingRect())
        self.scene.marks["picked"].cover(rect, self.scene.radius())

    def unpick(self) -> None:
        self.picked = None
        self.scene.marks["picked"].hide()

    def _long_press(self) -> None:
        if not self._down or self._dragging:
            return
        self._long_pressed = True
        scene = self.scene
        pile = scene.pile_at(self._start)
        if pile is None or scene.card_at(self._start) is None:
            return
        self.unpick()
        move = scene.controller.best_move(pile)
        if move is None:
            # The words a double click says (the controller's), translated once.
            scene.message.emit(QCoreApplication.translate("GameController",
                                                          "This card has nowhere to go."))
            return
        scene.show_hint(move)
