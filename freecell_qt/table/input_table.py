"""What the table's input handlers see of the table scene.

The scene owns the handlers (mouse, finger, click to move, keys) and hands
them each event; they in turn ask it where the cards are and mark them. If
they imported the scene for that, each would import the module that imports
it. Instead each handler states what it uses: this ``InputTable`` holds what
they all ask for, and each handler's module extends it with the little more
it needs (``ClickTable``, ``DragTable``, ``KeyTable``, ``TouchTable``), other
handlers included, seen through small protocols of their own.
``TableScene`` satisfies all of them as it is; mypy checks that it does where
the scene makes its handlers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF, QRectF, SignalInstance

    from freecell_qt.controller import GameController
    from freecell_qt.engine import Pile, Position
    from freecell_qt.table.items import CardItem, Mark
    from freecell_qt.table.layout import TableLayout


class InputTable(Protocol):
    """The table scene as every input handler uses it."""

    @property
    def controller(self) -> GameController:
        """Who is asked whether a move is allowed, and plays it."""
        ...

    @property
    def shown(self) -> Position:
        """The position the cards on the table show now (it lags the game's
        while the cards of a change are still flying)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where each pile lies at the table's present size."""
        ...

    @property
    def marks(self) -> dict[str, Mark]:
        """The frames drawn over cards: focus, picked, target, hints."""
        ...

    @property
    def message(self) -> SignalInstance:
        """A sentence for the status bar about a request the table refused."""
        ...

    def radius(self) -> float:
        """The corner radius of a card at the present size, for the marks."""
        ...

    def pile_cards(self, pile: Pile) -> list[CardItem]:
        """The items of the cards a pile shows, bottom first."""
        ...

    def pile_rect(self, pile: Pile) -> QRectF:
        """The exposed card of a pile, or its slot when empty."""
        ...

    def card_at(self, point: QPointF) -> CardItem | None:
        """The topmost card shown at a point of the scene."""
        ...

    def pile_at(self, point: QPointF) -> Pile | None:
        """The pile under a point: a card's pile, or an empty slot."""
        ...
