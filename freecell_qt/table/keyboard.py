"""Keyboard play: a focus frame moved by the arrows, pick up and put down with
Space or Enter, Esc to cancel, and the notation keys (``3`` then ``a`` plays 3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from freecell_qt.engine import Pile, PileKind
from freecell_qt.table.layout import FOUNDATION_SUITS

if TYPE_CHECKING:
    from freecell_qt.table.scene import TableScene

_NOTATION = "12345678abcdh"


class KeyboardHandler:
    """Focus, picked pile and half-typed notation move."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.focus = Pile.column(0)
        self.focus_visible = False
        self.picked: Pile | None = None
        self.typed: Pile | None = None

    # -- piles in keyboard order -----------------------------------------
    def _top_row(self) -> list[tuple[int, Pile]]:
        cells = len(self.scene.shown.cells)
        row = [(i, Pile.cell(i)) for i in range(cells)]
        row += [(4 + n, Pile.foundation(suit)) for n, suit in enumerate(FOUNDATION_SUITS)]
        return row

    def _slot_of(self, pile: Pile) -> int:
        if pile.kind is PileKind.FOUNDATION:
            return 4 + FOUNDATION_SUITS.index(pile.index)  # type: ignore[arg-type]
        return pile.index

    def _step(self, key: int) -> Pile:
        top = self._top_row()
        slot = self._slot_of(self.focus)
        if self.focus.kind is PileKind.COLUMN:
            if key == Qt.Key.Key_Up:
                return min(top, key=lambda sp: (abs(sp[0] - slot), sp[0]))[1]
            if key == Qt.Key.Key_Down:
                return self.focus
            delta = -1 if key == Qt.Key.Key_Left else 1
            return Pile.column((slot + delta) % 8)
        if key == Qt.Key.Key_Down:
            return Pile.column(slot)
        if key == Qt.Key.Key_Up:
            return self.focus
        piles = [pile for _slot, pile in top]
        delta = -1 if key == Qt.Key.Key_Left else 1
        return piles[(piles.index(self.focus) + delta) % len(piles)]

    # -- events ----------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; False when it is not a table key."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.focus = self._step(key)
            self.focus_visible = True
            self.typed = None
            self.refresh()
            return True
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.focus_visible = True
            self._pick_or_put(self.focus)
            return True
        if key == Qt.Key.Key_Escape and (self.picked or self.typed):
            self.cancel()
            return True
        text = event.text().lower()
        if len(text) == 1 and text in _NOTATION and not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        ):
            self._notation(text)
            return True
        return False

    def _notation(self, letter: str) -> None:
        pile = Pile.from_letter(letter)
        if self.typed is None:
            if pile.kind is PileKind.FOUNDATION:
                return
            if pile.kind is PileKind.CELL and pile.index >= len(self.scene.shown.cells):
                return
            self.picked = None
            self.typed = pile
            self.refresh()
            return
        source, self.typed = self.typed, None
        self.refresh()
        if pile != source:
            self.scene.controller.move_to(source, pile)

    def _pick_or_put(self, pile: Pile) -> None:
        if self.picked is None:
            if self.scene.pile_cards(pile):
                self.picked = pile
                self.typed = None
            self.refresh()
            return
        source, self.picked = self.picked, None
        self.refresh()
        if source != pile:
            self.scene.controller.move_to(source, pile)

    def cancel(self) -> None:
        self.picked = self.typed = None
        self.refresh()

    # -- marks -----------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the focus frame and the picked cards' mark."""
        marks = self.scene.marks
        radius = self.scene.radius()
        if self.focus_visible:
            marks["focus"].cover(self.scene.pile_rect(self.focus), radius)
        else:
            marks["focus"].hide()
        chosen = self.picked or self.typed
        if chosen is None or not self.scene.pile_cards(chosen):
            marks["picked"].hide()
            return
        rect = self.scene.pile_rect(chosen)
        if chosen.kind is PileKind.COLUMN:
            run = self.scene.shown.run_length(chosen.index)
            cards = self.scene.pile_cards(chosen)
            first = cards[len(cards) - run].sceneBoundingRect()
            rect = QRectF(first.topLeft(), rect.bottomRight())
        marks["picked"].cover(rect, radius)
