"""Click to move: a click picks cards up, a click on another pile puts them there.

Some players find a drag tiring or hard to aim (a trackpad, a shaky hand);
Aisleriot's "click to move" and PySolFC's point-and-click answer that with two
clicks. With the preference on, a click that is not a drag:

- on a card, picks it and the cards on it, when the engine lets them be lifted
  together (the same question a drag asks), and marks them as the keyboard's
  pick is marked; otherwise it says why and picks nothing;
- with cards picked, on another pile, moves them there as a drop there would,
  or the status bar gives the engine's reason; either way the pick is let go;
- with cards picked, on the same pile or on the felt, puts them back down
  (Esc does too, through the keyboard handler).

So a single click picks rather than sending a card up: that is what makes the
second click mean "here". A double click still plays the card to its best place.

What was picked and what was put back is signalled for the screen reader
(``table/accessible.py``); a move is heard as every move is.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Signal

from freecell_qt.engine import Pile
from freecell_qt.table.input_table import InputTable
from freecell_qt.table.layout import locations


class _Grabs(Protocol):
    """The drag handler, as the one that knows what a press may lift."""

    def grabbable(self, pile: Pile, index: int, length: int) -> tuple[int, str]: ...


class _Keys(Protocol):
    """The keyboard handler, whose pick gives way to a click's and draws the marks."""

    def cancel(self) -> None: ...

    def refresh(self) -> None: ...


class ClickTable(InputTable, Protocol):
    """The table as click to move uses it (``TableScene`` is one)."""

    @property
    def drag(self) -> _Grabs: ...

    @property
    def keys(self) -> _Keys: ...


class ClickHandler(QObject):
    """The cards a first click picked, waiting for the click that puts them down."""

    #: Cards were picked: their pile and how many, from the bottom.
    pickedUp = Signal(object, int)
    #: The picked cards were put back where they lie, unmoved.
    putBack = Signal()

    def __init__(self, scene: ClickTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        #: The pile and card count picked, or None.
        self.picked: tuple[Pile, int] | None = None

    @property
    def on(self) -> bool:
        """Whether clicks pick and put (the player's preference)."""
        return bool(self.scene.controller.prefs.click_to_move)

    def click(self, point: QPointF) -> bool:
        """A click at ``point``; True when it put picked cards down (moved or refused),
        so that a double click ending on it does not act a second time."""
        scene = self.scene
        pile = scene.pile_at(point)
        if self.picked is not None:
            source, count = self.picked
            if pile is None or pile == source:
                self.let_go()
                return False
            self.unpick()
            scene.controller.drop(source, pile, count)  # the controller says any refusal
            return True
        item = scene.card_at(point)
        if item is None:
            return False
        where, index, length = locations(scene.shown)[item.card]
        count, refusal = scene.drag.grabbable(where, index, length)
        if not count:
            scene.message.emit(refusal)
            return False
        scene.keys.cancel()  # one pick at a time: the keys' pick or typed move goes
        self.picked = (where, count)
        self.mark()
        self.pickedUp.emit(where, count)
        return False

    def let_go(self) -> None:
        """Put the picked cards back down, and say so."""
        if self.picked is not None:
            self.unpick()
            self.putBack.emit()

    def unpick(self) -> None:
        """Forget the pick quietly (a move, a drag or a new deal took its place)."""
        if self.picked is None:
            return
        self.picked = None
        self.scene.keys.refresh()  # which draws the keys' own pick, if any, or nothing

    def rect(self) -> QRectF | None:
        """Where the picked cards lie on the table, or None when nothing is picked."""
        if self.picked is None:
            return None
        pile, count = self.picked
        cards = self.scene.pile_cards(pile)
        if len(cards) < count:  # the table changed under the pick
            return None
        run = cards[len(cards) - count:]
        return run[0].sceneBoundingRect().united(run[-1].sceneBoundingRect())

    def mark(self) -> None:
        rect = self.rect()
        if rect is not None:
            self.scene.marks["picked"].cover(rect, self.scene.radius())
