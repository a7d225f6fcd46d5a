"""Every pile of the table as an accessible object of its own, for review modes.

Qt shows assistive technology a graphics view as one widget: the cards are
paint, not objects. Speech gets by with that (the view's name follows the
focus frame, see ``accessible.py``), but a screen reader's review mode (Orca's
flat review, NVDA's object navigation) walks the objects on the screen by
where they are, and found nothing inside the table. So the view gets an
accessible interface of its own, made by a factory as Qt lets any widget
class have one (PySide lets Python subclass ``QAccessibleWidget`` and
``QAccessibleInterface`` for it). Its children are the piles, as the eye
reads them: the row or rows over the columns, left to right, then the
columns. Each is named with its cards in the words the R key reads
(``"Column 3: 7 of hearts, 6 of spades, 2 cards"``, ``"Free cell b: empty"``,
``"Hearts foundation: up to 5 of hearts"``) and has its place on the screen.
A column is a list whose items are its cards, each placed on the strip of it
that shows. A free cell or a foundation, which shows one card at most, is a
group without items: a review mode reads a pile that has items by its items
alone (Orca's flat review does), and "3 of diamonds" alone would not say
where it lies.

The piles and cards are interfaces with no ``QObject`` behind them, as Qt's
own table cells are. Qt's accessibility cache owns such an interface once it
is registered and deletes it only when told to or when the application ends;
so each is made once per view and pile (or column and depth) and kept,
defunct while the game in play lacks its pile, and the view's destruction
deletes them all from the cache, as Qt's ``QAccessibleTable`` does with its
cells. Python keeps a reference to each until then, so none that Qt may call
is ever freed under it.

The focus frame's pile has the focused state, but the focus stays the view's:
a focus event on a pile would move the screen reader there and have it read
the whole pile at every arrow key, instead of the short sentence the view's
name says. When cards move, each pile or card whose name changed tells so,
and a column tells of each card it gained or lost (a game with other piles,
of each pile), so a screen reader that keeps what it read of the tree reads
the table as it is.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from freecell_qt.app.crash_report import reported
from freecell_qt.engine import Card, Pile, PileKind, Position
from freecell_qt.table.layout import Arrangement
from freecell_qt.table.scene import TableScene
from freecell_qt.words import speech_words

_F = TypeVar("_F", bound=Callable[..., Any])
_Role = QAccessible.Role
_Text = QAccessible.Text
_Event = QAccessible.Event

#: Every interface made here, kept so that Python frees none that Qt's cache
#: still holds; an entry goes when its view is destroyed and Qt has let it go.
_kept: dict[int, list[QAccessibleInterface]] = {}
_installed: list[type[QGraphicsView]] = []


def install(view_class: type[QGraphicsView]) -> None:
    """Have Qt ask this module for the interface of every ``view_class`` widget.

    Called before the first such widget exists: Qt caches the interface it
    makes for a widget, and a widget asked about before the factory is in
    place keeps the plain one for its whole life.
    """
    if view_class in _installed:
        return
    _installed.append(view_class)
    name = view_class.__name__

    def factory(key: str, candidate: QObject | None) -> QAccessibleInterface | None:
        # Qt calls this for every class of every object it is asked about:
        # the class name is the cheap test, and nothing here may raise.
        if key != name or not isinstance(candidate, view_class):
            return None
        return _made(candidate)

    QAccessible.installFactory(factory)


@reported
def _made(view: QGraphicsView) -> QAccessibleInterface:
    return TableAccessible(view)


def _answer(default: object) -> Callable[[_F], _F]:
    """Wrap a method Qt calls, so that an error in it is reported and Qt still
    gets an answer of the type it expects (``reported`` alone gives ``None``)."""

    def wrap(method: _F) -> _F:
        guarded = reported(method)

        @functools.wraps(method)
        def answered(*args: object) -> object:
            result = guarded(*args)
            return default if result is None else result

        return cast(_F, answered)

    return wrap


#: What a pile or card that the game in play lacks says of itself.
_DEFUNCT = QAccessible.State()
_DEFUNCT.invalid = True


class TableAccessible(QAccessibleWidget):
    """The view: its own name and states, with the piles as its first children.

    The view's own child widgets (the Finish button, when shown) follow the
    piles; its viewport, an unnamed pane the size of the view, is left out,
    since the piles are what lies on it.

    Qt may ask for this interface while the view is being built, before it
    has its scene: it then has no piles, and it joins the scene the first
    time it is asked about them. The scene is the one the view shows
    (``QGraphicsView.scene``): a view of anything but the table has no piles.
    """

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, _Role.Client)
        self.view = view
        self._scene: TableScene | None = None
        self.piles: dict[Pile, PileAccessible] = {}
        self.cards: dict[tuple[Pile, int], CardAccessible] = {}
        self._ids: list[int] = []
        self._said: dict[Pile, tuple[str, tuple[Card, ...], int]] = {}
        self._order: list[Pile] = []
        self._joined = False
        key = id(self)
        _kept[key] = [self]
        ids, drops = self._ids, (self.piles.clear, self.cards.clear)
        view.destroyed.connect(lambda *_: _forget(key, ids, drops))
        self.ready()

    # -- the piles shown ----------------------------------------------------
    def ready(self) -> bool:
        """Whether the view is alive and has its scene (joined on the first call that finds it)."""
        if not (shiboken6.isValid(self) and shiboken6.isValid(self.view)):
            return False
        if not self._joined:
            scene = self.view.scene()
            if not isinstance(scene, TableScene):
                return False
            self._joined = True
            self._scene = scene
            scene.keys.watchers.append(self.table_changed)
            self._order = self.shown_piles()
            self._said = {pile: self._words(pile) for pile in self._order}
        return True

    @property
    def scene(self) -> TableScene:
        """The table scene the view shows, once ``ready`` has joined it."""
        if self._scene is None:
            raise LookupError("the view shows no table yet")
        return self._scene

    def shown_piles(self) -> list[Pile]:
        """The piles the game in play has, the rows over the columns first, as laid out."""
        scene = self.scene
        position = scene.shown
        cells = [Pile.cell(i) for i in range(len(position.cells))]
        foundations = scene.layout.foundation_piles()
        top = cells + foundations
        if scene.layout.arrangement is Arrangement.TWO_ROWS:
            top = foundations + cells
        return top + [Pile.column(i) for i in range(len(position.columns))]

    def pile(self, pile: Pile) -> PileAccessible:
        """The one interface of ``pile`` on this view, made and registered the first time."""
        made = self.piles.get(pile)
        if made is None:
            made = self.piles[pile] = PileAccessible(self, pile)
            self._register(made)
        return made

    def card(self, pile: Pile, depth: int) -> CardAccessible:
        """The one interface of the card at ``depth`` in ``pile``, made the first time."""
        made = self.cards.get((pile, depth))
        if made is None:
            made = self.cards[pile, depth] = CardAccessible(self, pile, depth)
            self._register(made)
        return made

    def _register(self, interface: QAccessibleInterface) -> None:
        _kept[id(self)].append(interface)
        self._ids.append(QAccessible.registerAccessibleInterface(interface))

    def screen_rect(self, scene_rect: QRectF) -> QRect:
        """A rectangle of the scene on the screen, cut to the view's viewport."""
        viewport = self.view.viewport()
        local = self.view.mapFromScene(scene_rect).boundingRect()
        local = local.intersected(viewport.rect())
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())

    def has_focus(self, pile: Pile) -> bool:
        """Whether the focus frame is on ``pile`` and the keys come to the table."""
        return self.view.hasFocus() and self.scene.keys.focus == pile

    # -- keeping assistive technology up to date ---------------------------------
    def _words(self, pile: Pile) -> tuple[str, tuple[Card, ...], int]:
        """A pile's name, the cards it lists and how many of them lie face
        down, to compare with what was said before."""
        position = self.scene.shown
        down = position.down[pile.index] if pile.kind is PileKind.COLUMN else 0
        return (speech_words.pile_reading(position, pile, self.scene.controller.game.rules),
                tuple(_listed(position, pile)), down)

    @reported
    def table_changed(self) -> None:
        """After every refresh of the table: tell of each pile and card that came,
        went or changed its name."""
        if not self.ready():
            return
        order = self.shown_piles()
        for pile in self._order:
            if pile not in order:  # another game, without this pile
                self._leave(self.pile(pile))
                self._said.pop(pile, None)
        self._order = order
        for pile in order:
            words = self._words(pile)
            before = self._said.get(pile)
            if words == before:
                continue
            self._said[pile] = words
            if before is None:
                self._send(QAccessibleEvent(self.pile(pile), _Event.ObjectCreated))
                continue
            if words[0] != before[0]:
                self._send(QAccessibleEvent(self.pile(pile), _Event.NameChanged))
            cards, old = words[1], before[1]
            for depth in range(len(cards), len(old)):
                self._leave(self.card(pile, depth))
            for depth in range(len(old), len(cards)):
                self._send(QAccessibleEvent(self.card(pile, depth), _Event.ObjectCreated))
            for depth in range(min(len(cards), len(old))):
                # A card turned face up is named anew, though it is the same card.
                if cards[depth] != old[depth] or (depth < words[2]) != (depth < before[2]):
                    self._send(QAccessibleEvent(self.card(pile, depth), _Event.NameChanged))

    def _leave(self, interface: PileAccessible | CardAccessible) -> None:
        """Tell that a pile or card is gone: Qt's bridge tells only of an object
        that still answers, so it does while the event is sent."""
        interface.leaving = True
        try:
            self._send(QAccessibleEvent(interface, _Event.ObjectDestroyed))
        finally:
            interface.leaving = False

    @staticmethod
    def _send(event: QAccessibleEvent) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(event)

    # -- QAccessibleInterface ------------------------------------------------
    # Each ``type: ignore[override]`` below and in the pile and card classes is
    # for a PySide6 stub bug: the stubs of QAccessibleInterface, QAccessibleObject
    # and QAccessibleWidget type child(), childAt(), focusChild(), parent(),
    # object() and window() as never None, where Qt's API returns a pointer that
    # may be null ("no such child", "no object behind this interface") and PySide
    # turns a Python override's None into that null pointer.
    def _widgets(self) -> list[QAccessibleInterface]:
        """The view's child widgets that show, bar the viewport (the scroll bars' boxes
        are hidden: the table always fits)."""
        viewport = self.view.viewport()
        found = []
        for index in range(super().childCount()):
            child = super().child(index)
            if (child is not None and child.object() is not viewport
                    and not child.state().invisible):
                found.append(child)
        return found

    def _piles(self) -> list[Pile]:
        return self.shown_piles() if self.ready() else []

    @_answer(0)
    def childCount(self) -> int:
        if not shiboken6.isValid(self):
            return 0
        return len(self._piles()) + len(self._widgets())

    @_answer(None)
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self) or index < 0:
            return None
        piles = self._piles()
        if index < len(piles):
            return self.pile(piles[index])
        widgets = self._widgets()
        index -= len(piles)
        return widgets[index] if index < len(widgets) else None

    @_answer(-1)
    def indexOfChild(self, child: QAccessibleInterface | None) -> int:
        if child is None or not shiboken6.isValid(self):
            return -1
        piles = self._piles()
        if isinstance(child, PileAccessible):
            if child.table is self and child.pile in piles:
                return piles.index(child.pile)
            return -1
        target = child.object()
        for index, widget in enumerate(self._widgets()):
            if target is not None and widget.object() is target:
                return len(piles) + index
        return -1

    @_answer(None)
    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self):
            return None
        point = QPoint(x, y)
        for widget in self._widgets():  # the Finish button lies over the felt
            if widget.rect().contains(point):
                return widget
        for pile in self._piles():
            interface = self.pile(pile)
            if interface.rect().contains(point):
                return interface
        return None


class PileAccessible(QAccessibleInterface):
    """One pile, named with its cards: a column is a list of them, its cards the
    items; a free cell or a foundation, which shows one card at most, a group.

    A review mode reads a pile with items by its items alone (Orca's flat
    review does), so a cell or foundation has none: its own name says which
    it is and what it holds, where "3 of diamonds" alone would not.
    """

    def __init__(self, table: TableAccessible, pile: Pile) -> None:
        super().__init__()
        self.table = table
        self.pile = pile
        #: While the table tells that this pile has gone.
        self.leaving = False

    def live(self) -> bool:
        return self.table.ready() and self.pile in self.table.shown_piles()

    def listed_cards(self) -> list[Card]:
        return _listed(self.table.scene.shown, self.pile)

    @_answer(False)
    def isValid(self) -> bool:
        return self.leaving or self.live()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    @_answer(None)
    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window() if self.table.ready() else None

    @_answer(None)
    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table if self.table.ready() else None

    @_answer(0)
    def childCount(self) -> int:
        return len(self.listed_cards()) if self.live() else 0

    @_answer(None)
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self.childCount():
            return None
        return self.table.card(self.pile, index)

    @_answer(-1)
    def indexOfChild(self, child: QAccessibleInterface | None) -> int:
        if (isinstance(child, CardAccessible) and child.table is self.table
                and child.pile == self.pile and child.depth < self.childCount()):
            return child.depth
        return -1

    @_answer(None)
    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        point = QPoint(x, y)
        for index in reversed(range(self.childCount())):  # the top card lies over the rest
            card = self.table.card(self.pile, index)
            if card.rect().contains(point):
                return card
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    @_answer("")
    def text(self, kind: QAccessible.Text) -> str:
        if kind != _Text.Name or not self.live():
            return ""
        return speech_words.pile_reading(self.table.scene.shown, self.pile,
                                         self.table.scene.controller.game.rules)

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The cards are the game's to change: a pile's name is read only."""

    @_answer(QRect())
    def rect(self) -> QRect:
        """The pile's whole area: a column from its first card to its last."""
        if not self.live():
            return QRect()
        scene = self.table.scene
        if self.pile.kind is PileKind.COLUMN:
            length = len(scene.shown.columns[self.pile.index])
            area = QRectF(*scene.layout.column_extent(self.pile.index, length))
        else:
            area = scene.card_rect(self.pile, 0, 1)
        return self.table.screen_rect(area)

    def role(self) -> QAccessible.Role:
        return _Role.List if self.pile.kind is PileKind.COLUMN else _Role.Grouping

    @_answer(_DEFUNCT)
    def state(self) -> QAccessible.State:
        if not self.live():
            return _DEFUNCT
        state = QAccessible.State()
        state.focusable = True
        state.readOnly = True
        state.focused = self.table.has_focus(self.pile)
        return state


class CardAccessible(QAccessibleInterface):
    """The card at one depth of a column; its name is whichever card lies there now."""

    def __init__(self, table: TableAccessible, pile: Pile, depth: int) -> None:
        super().__init__()
        self.table = table
        self.pile = pile
        self.depth = depth
        #: While the table tells that this card has gone from its column.
        self.leaving = False

    def _cards(self) -> list[Card]:
        interface = self.table.piles.get(self.pile)
        if interface is None or not interface.live():
            return []
        return interface.listed_cards()

    def _card(self) -> Card | None:
        cards = self._cards()
        return cards[self.depth] if self.depth < len(cards) else None

    @_answer(False)
    def isValid(self) -> bool:
        return self.leaving or self._card() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    @_answer(None)
    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window() if self.table.ready() else None

    @_answer(None)
    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table.piles.get(self.pile) if self.table.ready() else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface | None) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    @_answer("")
    def text(self, kind: QAccessible.Text) -> str:
        card = self._card()
        if kind != _Text.Name or card is None:
            return ""
        scene = self.table.scene
        return speech_words.shown_card_title(scene.shown, card, scene.controller.game.rules)

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """A card's name is the card's: read only."""

    @_answer(QRect())
    def rect(self) -> QRect:
        """The part of the card that shows: a covered card's strip, the top card whole."""
        length = len(self._cards())
        if self.depth >= length:
            return QRect()
        scene = self.table.scene
        area = scene.card_rect(self.pile, self.depth, length)
        if self.depth < length - 1:
            area.setHeight(scene.layout.fan(length))
        return self.table.screen_rect(area)

    def role(self) -> QAccessible.Role:
        return _Role.ListItem

    @_answer(_DEFUNCT)
    def state(self) -> QAccessible.State:
        if self._card() is None:
            return _DEFUNCT
        state = QAccessible.State()
        state.readOnly = True
        return state


def _listed(position: Position, pile: Pile) -> list[Card]:
    """The cards listed as a pile's items: a column's, from the first dealt; none else."""
    return list(position.columns[pile.index]) if pile.kind is PileKind.COLUMN else []


def _forget(key: int, ids: list[int], drops: tuple[Callable[[], None], ...]) -> None:
    """The view is gone: have Qt delete its piles' and cards' interfaces, then drop them.

    The view's own interface Qt deletes by itself, with the view.
    """
    for unique in ids:
        QAccessible.deleteAccessibleInterface(unique)
    ids.clear()
    for drop in drops:
        drop()
    _kept.pop(key, None)
