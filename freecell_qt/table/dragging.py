"""Mouse play: drag-and-drop of cards and runs, single and double clicks.

Built on the scene's own mouse events rather than ``QDrag``: a card drag is
a move of items inside one scene, ``QDrag`` would add a pixmap window and
does nothing on the offscreen platform that the tests use.

What may be picked up and where it may land is the engine's to say, through
the controller and with the game's own rules; the table only asks, so that
what it lets the player lift and what the game then accepts always agree.
"""

from __future__ import annotations

import time
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from freecell_qt.engine import Pile, PileKind
from freecell_qt.table.animator import FLYING_Z, Animator, Flight
from freecell_qt.table.input_table import InputTable
from freecell_qt.table.items import CardItem, DragShadow, SlotItem
from freecell_qt.table.layout import locations

GLIDE_BACK_MS = 150.0


class _Clicks(Protocol):
    """The click-to-move handler: a click that is no drag is its to read."""

    @property
    def on(self) -> bool: ...

    def click(self, point: QPointF) -> bool: ...

    def unpick(self) -> None: ...


class DragTable(InputTable, Protocol):
    """The table as the mouse's drags and clicks use it (``TableScene`` is one)."""

    @property
    def dpr(self) -> float: ...

    @property
    def slots(self) -> dict[Pile, SlotItem]: ...

    @property
    def drag_shadow(self) -> DragShadow: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def clicks(self) -> _Clicks: ...


class DragHandler:
    """The state of one press-move-release gesture."""

    def __init__(self, scene: DragTable) -> None:
        self.scene = scene
        self._source: Pile | None = None
        self._count = 0
        self._items: list[CardItem] = []
        self._press = QPointF()
        self._offsets: list[QPointF] = []
        self._dragging = False
        self._refusal = ""  # why the pressed cards cannot be lifted, said if dragged
        self._last_click_moved = 0.0
        #: A press of the button began this gesture (not the second press of a
        #: double click, which Qt sends as a double click event instead).
        self._pressed = False
        #: The last click put picked cards down: the double click it may begin
        #: has nothing left to do (a flag, not a clock, since Qt sends the double
        #: click event right after that click's release).
        self._click_put = False

    @property
    def dragging(self) -> bool:
        return self._dragging

    def cancel(self) -> None:
        """Forget the gesture (the cards stay where they are: a change moves them)."""
        self._source, self._count, self._items = None, 0, []
        self._dragging = False
        self._refusal = ""
        self.scene.marks["target"].hide()
        self.scene.drag_shadow.hide()

    # -- gesture ---------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        self.cancel()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._pressed, self._click_put = True, False
        self.press_at(event.scenePos())

    def press_at(self, point: QPointF) -> None:
        """A press (of the mouse or a finger) at ``point`` on the table."""
        self.cancel()
        self._press = point
        item = self.scene.card_at(self._press)
        if item is None:
            return
        pile, index, length = locations(self.scene.shown)[item.card]
        self._source = pile
        self._count = self._grabbable(pile, index, length)
        cards = self.scene.pile_cards(pile)
        self._items = cards[len(cards) - self._count :] if self._count else []
        self._offsets = [i.pos() - self._press for i in self._items]

    def grabbable(self, pile: Pile, index: int, length: int) -> tuple[int, str]:
        """How many cards a press on card ``index`` of ``pile`` picks up, and why
        none when that is 0."""
        count = self._grabbable(pile, index, length)
        return count, self._refusal

    def _grabbable(self, pile: Pile, index: int, length: int) -> int:
        """How many cards a press on card ``index`` picks up (0: none, and why in ``_refusal``).

        A foundation shows only its top card, so a press there means that one.
        """
        if index != length - 1 and pile.kind is not PileKind.COLUMN:
            return 0
        count = length - index if pile.kind is PileKind.COLUMN else 1
        self._refusal = self.scene.controller.check_pick_up(pile, count)
        return 0 if self._refusal else count

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        self.move_to(event.scenePos())

    def move_to(self, point: QPointF) -> None:
        """The press moved to ``point``: past the drag distance, the cards follow."""
        if not self._items:
            if self._refusal and (point - self._press).manhattanLength() >= (
                    QApplication.startDragDistance()):
                # A drag of cards that cannot be lifted: say why, once.
                refusal, self._refusal = self._refusal, ""
                self.scene.message.emit(refusal)
            return
        if not self._dragging:
            if (point - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            for n, item in enumerate(self._items):
                item.setZValue(FLYING_Z + n)
            self._lift_shadow()
        for item, offset in zip(self._items, self._offsets, strict=True):
            item.setPos(point + offset)
        self.scene.drag_shadow.follow(self._items[0].pos())
        target, legal = self._target()
        mark = self.scene.marks["target"]
        if target is not None and legal:
            mark.cover(self.scene.pile_rect(target), self.scene.radius())
        else:
            mark.hide()

    def _lift_shadow(self) -> None:
        stack = self._items[0].sceneBoundingRect().united(self._items[-1].sceneBoundingRect())
        scene = self.scene
        scene.drag_shadow.lift(stack, scene.layout.card_width, scene.radius(), scene.dpr)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        source, pressed, self._pressed = self._source, self._pressed, False
        if self.release_drag():
            return
        clicks = self.scene.clicks
        if clicks.on:
            # A single click picks or puts down: it sends nothing up by itself.
            if pressed:
                self._click_put = clicks.click(self._press)
            return
        if source is not None:
            moved = self.scene.controller.click(source)
            self._last_click_moved = time.monotonic() if moved else 0.0

    def release_drag(self) -> bool:
        """End the gesture: drop the dragged cards where they are, or send them
        back; ``False`` when no card was dragged (a click, or a tap)."""
        source, count, items, dragging = self._source, self._count, self._items, self._dragging
        self.cancel()
        if source is None or not dragging:
            return False
        target, _legal = self._target_for(items, source)
        if target is None or not self.scene.controller.drop(source, target, count):
            self._glide_back(items)
        return True

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        interval = QApplication.doubleClickInterval() / 1000
        if time.monotonic() - self._last_click_moved < interval or self._click_put:
            return  # the first click of the pair already played the card
        self.scene.clicks.unpick()  # the pick its first click made
        pile = self.scene.pile_at(event.scenePos())
        if pile is not None and self.scene.card_at(event.scenePos()) is not None:
            self.scene.controller.smart_move(pile)

    # -- targets ---------------------------------------------------------
    def _target(self) -> tuple[Pile | None, bool]:
        if self._source is None:
            return None, False
        return self._target_for(self._items, self._source)

    def _target_for(self, items: list[CardItem], source: Pile) -> tuple[Pile | None, bool]:
        """The pile the dragged cards mostly cover; legal ones win over illegal."""
        if not items:
            return None, False
        lead = items[0].sceneBoundingRect()
        scored: list[tuple[bool, float, Pile]] = []
        for pile in self.scene.slots:
            if pile == source:
                continue
            area = _overlap(lead, self._drop_area(pile))
            if area <= 0:
                continue
            move, _reason = self.scene.controller.check_drop(source, pile, len(items))
            scored.append((move is not None, area, pile))
        if not scored:
            return None, False
        legal, _area, pile = max(scored, key=lambda s: (s[0], s[1]))
        return pile, legal

    def _drop_area(self, pile: Pile) -> QRectF:
        if pile.kind is PileKind.COLUMN:
            length = len(self.scene.shown.columns[pile.index])
            return QRectF(*self.scene.layout.column_extent(pile.index, length))
        return self.scene.slots[pile].sceneBoundingRect()

    def _glide_back(self, items: list[CardItem]) -> None:
        speed = self.scene.controller.prefs.motion  # 0 with reduced motion
        where = locations(self.scene.shown)
        flights = []
        for item in items:
            pile, index, length = where[item.card]
            home = QPointF(*self.scene.layout.card_origin(pile, index, length))
            flights.append(Flight(item, home, self.scene.layout.card_z(pile, index), 0.0,
                                  GLIDE_BACK_MS * speed))
        self.scene.animator.play(flights)


def _overlap(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return max(0.0, inter.width()) * max(0.0, inter.height())
