"""The table scene: a view of the game that reconciles its cards with each change.

The scene never decides a rule and never changes the game: it shows the
controller's position, animates the difference after each ``Change``, and
hands mouse and keyboard requests back to the controller (kpat's split).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from freecell_qt.app.crash_report import reported
from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Card, Move, Pile, PileKind, Position, Rules
from freecell_qt.engine.cards import pack
from freecell_qt.engine.position import foundation_suit
from freecell_qt.engine.rules.rules_of_play import face_down_cards, moved_cards
from freecell_qt.table.animator import Animator, Flight
from freecell_qt.table.card_painter import CardPainter, SlotKind
from freecell_qt.table.clicking import ClickHandler
from freecell_qt.table.dragging import DragHandler
from freecell_qt.table.felt import FELTS, Felt, FeltKind, paint_felt
from freecell_qt.table.items import CardItem, DragShadow, Mark, SlotItem
from freecell_qt.table.keyboard import KeyboardHandler
from freecell_qt.table.layout import (
    MAX_WIDTH,
    Location,
    TableLayout,
    locations,
    longest_column,
)
from freecell_qt.table.tiered_layout import TieredLayout
from freecell_qt.table.touch import TouchHandler

# Durations in milliseconds at "normal" speed.
MOVE_MS = 190.0
AUTO_FIRST_MS, AUTO_MIN_MS, AUTO_SPEEDUP = 230.0, 70.0, 0.85
JUMP_MS = 170.0
DEAL_MS, DEAL_STAGGER_MS = 280.0, 16.0
# The celebration of a win: the longest time its cards take to leave, one
# card's leap, its bounce and its way home, and where they fly above the piles.
CHEER_STAGGER_MS, CHEER_OUT_MAX_MS = 28.0, 1500.0
CHEER_OUT_MS, CHEER_BOUNCE_MS, CHEER_HOME_MS = 650.0, 420.0, 380.0
CHEER_Z = 200
#: The share of Solve's pace a move of its may fly for: the card lands a
#: little before the next move, so each move is seen to end.
PACE_SHARE = 0.7


def _fit(width: float, height: float, position: Position, ranked: bool,
         card_cap: int = MAX_WIDTH, breaks: tuple[int, ...] = (),
         tiers: tuple[int, ...] = ()) -> TableLayout:
    """The layout for ``position``'s own piles: its columns, free cells and foundations
    (numbered where ``ranked``), with room for its longest column, cards no wider
    than ``card_cap``, a wider gap before each column of ``breaks``; piles in
    overlapping ``tiers`` where the game has them (Sarlacc)."""
    if tiers:
        return TieredLayout.fit_tiers(width, height, tiers, len(position.cells),
                                      len(position.foundations), card_cap)
    return TableLayout.fit(width, height, len(position.columns), len(position.cells),
                           len(position.foundations), ranked,
                           longest_column(position), card_cap, breaks)


def group_breaks(rules: Rules) -> tuple[int, ...]:
    """Where each group of columns that follow rules of their own begins, but
    the first: before Antares' right half, before the reserve piles. Piles in
    overlapping tiers each follow a rule of their own, and have no gaps."""
    if rules.overlap_rule.tiers:
        return ()
    return tuple(group.start for group in rules.column_groups()[1:] if group)


class TableScene(QGraphicsScene):
    """Cards, slots and marks on the felt, kept in step with the controller."""

    #: A sentence for the status bar about a request the table itself refused
    #: (a key naming a free cell this game does not have).
    message = Signal(str)

    def __init__(self, controller: GameController, painter: CardPainter) -> None:
        super().__init__()
        self.controller = controller
        self.painter = painter
        self.dpr = 1.0
        # The longest a move may fly (ms) while Solve plays at its own pace.
        self._move_limit: float | None = None
        #: The widest card the player wants (the Card size preference).
        self.card_cap = MAX_WIDTH
        self.layout = _fit(800, 600, controller.game.position, self._ranked(),
                           breaks=group_breaks(controller.game.rules),
                           tiers=controller.game.rules.overlap_rule.tiers)
        # Cards that show their backs: those flying out of a deal until it has
        # landed, and those the game keeps face down (Opera) until exposed.
        self._face_down: set[Card] = set()
        #: Top cards the game turns face down while they are in play (Flipper's
        #: columns whose free cell holds a card): the engine says which.
        self._covered: frozenset[Card] = frozenset()
        self._rendered_size = 0
        # The viewport size and pixel ratio the table was last laid out for.
        self._laid_out: tuple[float, float, float] | None = None
        #: An item for every card of the game's pack: with several decks, one
        #: for each copy (``Card.deck``), so a copy moves as itself.
        self.cards: dict[Card, CardItem] = {}
        self._add_cards(pack(controller.game.position.decks,
                             controller.game.rules.foundation_rule.jokers))
        self.slots: dict[Pile, SlotItem] = {}
        #: What the empty places show: the foundations' base rank (Penguin's; 1,
        #: none, from the ace), whether each cell shows its suit (Four Colours),
        #: and where the reserve piles begin (a column count).
        self._slot_marks = (controller.game.position.base, controller.game.rules.suit_cells,
                            controller.game.rules.columns)
        self.marks = {name: Mark(name) for name in Mark.STYLES}
        #: The move the hint marks show, so that a new table size can mark it again.
        self._hinted: Move | None = None
        for mark in self.marks.values():
            self.addItem(mark)
        self.drag_shadow = DragShadow()
        self.addItem(self.drag_shadow)
        self.felt: Felt = FELTS[FeltKind.GREEN]
        self._felt_drawn: tuple[FeltKind, float, float, float] | None = None
        self.animator = Animator(self)
        self.drag = DragHandler(self)
        self.touch = TouchHandler(self, parent=self)
        self.clicks = ClickHandler(self, parent=self)
        self.keys = KeyboardHandler(self)
        self._shown: Position = controller.game.position
        self._covered = face_down_cards(self._shown, controller.game.rules)
        self._celebrating = False
        controller.changed.connect(self.on_change)
        controller.won.connect(self.celebrate)

    def _add_cards(self, everything: tuple[Card, ...]) -> None:
        """Have an item for every card of the pack ``everything`` (its decks and
        jokers), and none for any other."""
        for card in [card for card in self.cards if card not in everything]:
            self.removeItem(self.cards.pop(card))
            self._face_down.discard(card)
        for card in everything:
            if card not in self.cards:
                item = self.cards[card] = CardItem(card)
                self.addItem(item)
                if self._rendered_size:  # a game of more decks than the last
                    item.hide()
                    item.setPixmap(self.painter.face(card, self._rendered_size, self.dpr))

    # -- geometry --------------------------------------------------------
    def set_size(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out for a new viewport size (re-renders faces once).

        The first game is dealt before the window is shown, for a table of no
        size yet. At the first real size that deal starts again rather than
        landing at once: its cards fly face down, so the first frame needs only
        the back's picture, and the faces are drawn once, at the size they are
        shown at, as the cards land.
        """
        if (width, height, dpr) == self._laid_out:
            return  # a show after a resize to this size: the deal flies on
        self._laid_out = (width, height, dpr)
        redeal = self._felt_drawn is None and self.dealing
        if redeal:
            self.animator.drop()
        else:
            self.finish_animations()
        self.setSceneRect(0, 0, width, height)
        rules = self.controller.game.rules
        self.layout = _fit(width, height, self._shown, self._ranked(), self.card_cap,
                           group_breaks(rules), rules.overlap_rule.tiers)
        rerender = self.layout.card_width != self._rendered_size or dpr != self.dpr
        self.dpr = dpr
        self._paint_felt(width, height)
        if rerender:
            self.render_faces()
        self._rebuild_slots()
        if redeal:
            self._deal(self._shown)
            return
        self.snap()
        if self._hinted is not None and self.marks["hint"].isVisible():
            self.show_hint(self._hinted)  # the cards moved: the marks follow them

    def set_card_cap(self, cap: int) -> None:
        """Cap the card width (the Card size preference), laid out again at once."""
        if cap == self.card_cap:
            return
        self.card_cap = cap
        if self._laid_out is not None:
            width, height, dpr = self._laid_out
            self._laid_out = None  # the same size, a new layout
            self.set_size(width, height, dpr)

    def render_faces(self) -> None:
        """Give every card its picture at the current size: face, or back while dealt."""
        width = self.layout.card_width
        back = self.painter.back(width, self.dpr)
        for card, item in self.cards.items():
            down = card in self._face_down or card in self._covered
            item.setPixmap(back if down else self.painter.face(card, width, self.dpr))
        self._rendered_size = width
        self._rebuild_slots()

    def set_high_contrast(self, high: bool) -> None:
        """The high-contrast look for cards, empty piles and every frame, or the usual one
        (the felt comes through ``set_felt``)."""
        for mark in self.marks.values():
            mark.set_high_contrast(high)
        if high != self.painter.high_contrast:
            self.painter.set_high_contrast(high)
            self.render_faces()

    def set_felt(self, felt: Felt) -> None:
        """Lay another cloth on the table (drawn at once if the table has a size)."""
        self.felt = felt
        if self._felt_drawn is not None:
            self._paint_felt(self.width(), self.height())

    def _paint_felt(self, width: float, height: float) -> None:
        # Rendered once per size into a pixmap: the texture and gradients would
        # otherwise be drawn again on every repaint of the area behind a drag.
        key = (self.felt.kind, width, height, self.dpr)
        if key == self._felt_drawn:
            return
        self._felt_drawn = key
        self.setBackgroundBrush(QBrush(paint_felt(self.felt, width, height, self.dpr)))

    def _rebuild_slots(self) -> None:
        for slot in self.slots.values():
            self.removeItem(slot)
        self.slots.clear()
        width = self.layout.card_width
        for pile in self.layout.piles():
            slot = SlotItem(pile)
            suit = None  # foundations by rank (Stalactites) take any suit
            if pile.kind is PileKind.FOUNDATION and not self.layout.ranked:
                suit = foundation_suit(pile.index)
            if pile.kind is PileKind.FOUNDATION and \
                    self.controller.game.rules.foundation_rule.holds_jokers(pile.index):
                slot.setPixmap(self.painter.joker_slot(width, self.dpr))
                slot.setPos(*self.layout.slot_origin(pile))
                self.addItem(slot)
                self.slots[pile] = slot
                continue
            if pile.kind is PileKind.CELL and self._slot_marks[1]:
                suit = foundation_suit(pile.index)  # cell i holds suit i % 4
            kind: SlotKind = "column" if pile.kind is PileKind.COLUMN else (
                "cell" if pile.kind is PileKind.CELL else "foundation")
            if self.controller.game.rules.is_reserve(pile.index) and kind == "column":
                kind = "cell"  # a reserve pile holds cards aside, as a cell does
            slot.setPixmap(self.painter.slot(kind, width, self.dpr, suit,
                                             self._slot_marks[0]))
            slot.setPos(*self.layout.slot_origin(pile))
            self.addItem(slot)
            self.slots[pile] = slot

    def card_rect(self, pile: Pile, index: int, length: int) -> QRectF:
        x, y = self.layout.card_origin(pile, index, length)
        return QRectF(x, y, self.layout.card_width, self.layout.card_height)

    def pile_rect(self, pile: Pile) -> QRectF:
        """The exposed card of a pile, or its slot when empty."""
        position = self._shown
        if pile.kind is PileKind.COLUMN:
            length = len(position.columns[pile.index])
            return self.card_rect(pile, max(length - 1, 0), length)
        return self.card_rect(pile, 0, 1)

    def pile_cards(self, pile: Pile) -> list[CardItem]:
        position = self._shown
        if pile.kind is PileKind.COLUMN:
            return [self.cards[c] for c in position.columns[pile.index]]
        if pile.kind is PileKind.CELL:
            card = position.cells[pile.index]
            return [self.cards[card]] if card else []
        top = position.foundation_top(pile.index)
        return [self.cards[top]] if top else []

    def radius(self) -> float:
        return self.layout.card_width * 0.07

    # -- showing the game ------------------------------------------------
    def _ranked(self) -> bool:
        """Whether the game's foundations are told apart by number, not by suit."""
        return self.controller.game.rules.foundation_rule.numbered

    @property
    def shown(self) -> Position:
        return self._shown

    @property
    def dealing(self) -> bool:
        """True while a deal's cards are on their way to their piles (face down)."""
        return bool(self._face_down)

    def snap(self) -> None:
        """Put every card where the game has it, without animation."""
        where = locations(self._shown)
        for card, item in self.cards.items():
            place = where.get(card)
            item.setVisible(place is not None)
            if place is not None:
                pile, index, length = place
                item.setPos(*self.layout.card_origin(pile, index, length))
                item.setZValue(self.layout.card_z(pile, index))
        self._sync_faces()
        self.keys.refresh()

    def _sync_faces(self) -> None:
        """Backs for the cards the shown position keeps face down, faces for
        every other (no deal is in flight when this is called)."""
        hidden = self._shown.face_down_cards()
        self._turn(hidden - self._face_down, face_down=True)
        self._turn(self._face_down - hidden, face_down=False)

    def _speed(self) -> float:
        """The animations' length factor: 0 (no flight) with animation off or
        reduced motion."""
        return float(self.controller.prefs.motion)

    def fit_moves_in(self, pace_ms: float | None) -> None:
        """Let each move fly for no longer than a share of ``pace_ms``, Solve's time
        between moves (None: as long as the animation preference says).

        Solve's pace is a preference of its own: at its fast speed a move must
        land before the next one starts even with animations at normal, and
        animations off still show no flight at all.
        """
        self._move_limit = None if pace_ms is None else pace_ms * PACE_SHARE

    @property
    def move_limit_ms(self) -> float | None:
        """The longest a move may fly, in milliseconds, as ``fit_moves_in`` set it;
        None while moves fly as long as the animation preference says."""
        return self._move_limit

    def finish_animations(self) -> None:
        if self.animator.busy:
            self.animator.finish()

    def on_change(self, change: Change) -> None:
        self.finish_animations()
        self.drag.cancel()
        self.touch.unpick()
        self.clicks.unpick()
        self.keys.cancel()
        for mark in ("target", "hint", "hint_target"):
            self.marks[mark].hide()
        rules = self.controller.game.rules
        marks = (change.final.base, rules.suit_cells, rules.columns)
        if marks != self._slot_marks:  # Penguin's deals each have their own base
            self._slot_marks = marks
            self._rebuild_slots()
        breaks = group_breaks(rules)
        if not self.layout.shows(change.final, self._ranked(), breaks):
            # Another game's table: as many columns, cells and foundations (and
            # so cards) as its position has.
            self._add_cards(pack(change.final.decks, rules.foundation_rule.jokers))
            self.layout = _fit(self.width(), self.height(), change.final, self._ranked(),
                               self.card_cap, breaks, rules.overlap_rule.tiers)
            if self.layout.card_width != self._rendered_size:
                self.render_faces()  # which rebuilds the slots too
            else:
                self._rebuild_slots()
            if change.kind is not ChangeKind.DEAL:
                self._shown = change.final
                self._show_covers(change.final)
                self.snap()
                return
        if change.kind is ChangeKind.DEAL:
            # The deal, then the cards it lets auto-move send up, as after a move.
            self._deal(change.positions[0])
            self._auto_chain(change.positions, self._speed())
            self._shown = change.final
            self._show_covers(change.final)
            if not self.animator.busy:
                self._sync_faces()  # the deal has landed already (no animation)
            return
        speed = self._speed()
        if change.kind is ChangeKind.PLAY and len(change.positions) > 1:
            # The player's own move at once, then the auto-moves as a visible
            # chain that speeds up.
            self._animate_between(change.positions[0], change.positions[1], MOVE_MS * speed)
            self._auto_chain(change.positions[1:], speed)
        elif change.kind is ChangeKind.FINISH and len(change.positions) > 1:
            self._auto_chain(change.positions, speed)
        else:
            self._animate_between(change.positions[0], change.final, JUMP_MS * speed)
        self._shown = change.final
        self._show_covers(change.final)
        self._sync_faces()
        self.keys.refresh()

    def _show_covers(self, position: Position) -> None:
        """Show the back of each card the game has face down in ``position``
        (a column's top card while its free cell holds a card, in Flipper),
        and the face of each card that was and no longer is: after every
        move, undo, redo and new game."""
        covered = face_down_cards(position, self.controller.game.rules)
        before, self._covered = self._covered, covered
        if covered == before or not self._rendered_size:
            return  # render_faces draws them at the first size
        width = self.layout.card_width
        back = self.painter.back(width, self.dpr)
        for card in covered - before:
            self.cards[card].setPixmap(back)
        for card in before - covered:
            if card in self.cards and card not in self._face_down:
                self.cards[card].setPixmap(self.painter.face(card, width, self.dpr))

    def shows_face_down(self, card: Card) -> bool:
        """Whether ``card`` shows its back: flying out of a deal, or turned
        face down by the game."""
        return card in self._face_down or card in self._covered

    def _auto_chain(self, positions: tuple[Position, ...], speed: float) -> None:
        """The game's own moves through ``positions``, one card after another, speeding up."""
        auto = AUTO_FIRST_MS
        for before, after in pairwise(positions):
            self._animate_between(before, after, auto * speed)
            auto = max(AUTO_MIN_MS, auto * AUTO_SPEEDUP)

    def _animate_between(self, before: Position, after: Position, duration: float) -> None:
        if self._move_limit is not None:
            duration = min(duration, self._move_limit)
        old, new = locations(before), locations(after)
        if before.decks > 1:
            self._keep_foundation_faces(old, new)
        flights = []
        for card, place in new.items():
            if old.get(card) != place:
                target = QPointF(*self.layout.card_origin(*place))
                flights.append(Flight(self.cards[card], target,
                                      self.layout.card_z(place[0], place[1]), 0.0, duration))
        self.animator.play(flights)

    def _keep_foundation_faces(self, old: dict[Card, Location],
                               new: dict[Card, Location]) -> None:
        """Let the copies on the foundations keep their places on the screen
        (``old`` then says where each card's item lies).

        Which copy of a card lies on which foundation of its suit is worked
        out from the copies in play (``Position.foundation_cards``), so a move
        may put another copy where one already lay and that one on another
        foundation. Their faces are the same: the item already showing a
        card on a foundation place the new position fills with a copy of it
        becomes that copy's, instead of one card flying from one foundation
        to another. Only items of copies of one card are exchanged, so every
        item still shows its own card's face.
        """
        def spot(place: Location | None) -> tuple[Pile, int] | None:
            return None if place is None else (place[0], place[1])

        faces: dict[tuple[int, int], list[Card]] = {}
        for card in new:
            faces.setdefault((card.rank, card.suit), []).append(card)
        for copies in faces.values():
            if (len(copies) < 2 or any(card not in old for card in copies)
                    or not any(new[card][0].kind is PileKind.FOUNDATION for card in copies)):
                continue
            shown = {spot(old.get(card)): self.cards[card] for card in copies}
            items: dict[Card, CardItem] = {}
            for card in copies:
                place = new[card]
                if place[0].kind is PileKind.FOUNDATION and spot(place) in shown:
                    items[card] = shown.pop(spot(place))
            left = list(shown.values())
            for card in copies:
                if card not in items:
                    own = self.cards[card]
                    items[card] = own if own in left else left[0]
                    left.remove(items[card])
            places = {self.cards[card]: old[card] for card in copies}
            for card, item in items.items():
                item.card = card
                self.cards[card] = item
                old[card] = places[item]  # where its item is now

    def _deal(self, position: Position) -> None:
        self._shown = position
        where = locations(position)
        speed = self._speed()
        start = QPointF((self.width() - self.layout.card_width) / 2, self.height())
        flights = []
        order = sorted(where.items(), key=lambda kv: (kv[1][1], kv[1][0].index))
        for n, (card, (pile, index, length)) in enumerate(order):
            item = self.cards[card]
            item.setVisible(True)
            item.setPos(start)
            target = QPointF(*self.layout.card_origin(pile, index, length))
            flights.append(Flight(item, target, self.layout.card_z(pile, index),
                                  n * DEAL_STAGGER_MS * speed,
                                  DEAL_MS * speed))
        for card, item in self.cards.items():
            if card not in where:
                item.setVisible(False)
        self._turn(where, face_down=True)
        self.animator.play(flights, then=self._sync_faces)
        self.keys.refresh()

    def _turn(self, cards: Iterable[Card], face_down: bool) -> None:
        """Show the backs of ``cards`` (a deal on its way) or turn them face up."""
        width = self.layout.card_width
        back = self.painter.back(width, self.dpr)
        for card in cards:
            if face_down:
                self._face_down.add(card)
                self.cards[card].setPixmap(back)
            elif card in self._face_down:
                self._face_down.discard(card)
                if card not in self._covered:  # a card the game keeps face down stays so
                    self.cards[card].setPixmap(self.painter.face(card, width, self.dpr))

    @property
    def celebrating(self) -> bool:
        """True while the cards of a won game leap about (``celebrate``)."""
        return self._celebrating

    def celebrate(self) -> None:
        """The cards leap off the foundations, bounce along the table's foot and
        go home again.

        Kings first, one foundation after another, each card thrown in an arc
        to the bottom of the table, then one smaller bounce further on, then
        back to its foundation: the won position is on the table again when
        it ends, for Review and Replay. It is only flights of the animator,
        so it blocks nothing: any click or key on the table lands every card
        at once (``finish_animations``), and a new game ends it too. With
        animation off or reduced motion there is none.
        """
        speed = self._speed()
        where = locations(self._shown)
        if speed == 0 or not where or not self.width():
            return
        width, height = self.width(), self.height()
        card_w, card_h = self.layout.card_width, self.layout.card_height
        floor = height - card_h
        # Top cards first, taking the foundations in turn.
        cards = sorted(where, key=lambda c: (-where[c][1], where[c][0].index))
        stagger = min(CHEER_STAGGER_MS, CHEER_OUT_MAX_MS / len(cards)) * speed
        out, bounce, home = [], [], []
        for n, card in enumerate(cards):
            item = self.cards[card]
            pile, index, length = where[card]
            origin = QPointF(*self.layout.card_origin(pile, index, length))
            # A spread that never repeats a lane: the golden ratio's steps.
            lane = (n * 0.618034) % 1.0
            side = -1.0 if lane < 0.5 else 1.0
            first = min(max(origin.x() + side * lane * width * 0.45, 0.0), width - card_w)
            second = min(max(first + side * width * 0.12, 0.0), width - card_w)
            rise = height * (0.25 + 0.15 * lane)
            out.append(Flight(item, QPointF(first, floor), CHEER_Z + n, n * stagger,
                              CHEER_OUT_MS * speed, arc=rise))
            bounce.append(Flight(item, QPointF(second, floor), CHEER_Z + n,
                                 n * stagger / 3, CHEER_BOUNCE_MS * speed, arc=rise / 3))
            home.append(Flight(item, origin, index + 1, n * stagger / 4,
                               CHEER_HOME_MS * speed))
        self._celebrating = True
        self.animator.play(out)
        self.animator.play(bounce)
        self.animator.play(home, then=self._celebrated)

    def _celebrated(self) -> None:
        self._celebrating = False

    def show_hint(self, move: Move) -> None:
        """Mark the cards a move carries and the place it puts them."""
        self.finish_animations()
        position = self._shown
        resolved = self.controller.game.check(move)
        self._hinted = move
        cards = moved_cards(position, resolved)
        first = self.cards[cards[0]].sceneBoundingRect()
        last = self.cards[cards[-1]].sceneBoundingRect()
        self.marks["hint"].cover(first.united(last), self.radius())
        dest = resolved.dest
        if dest.kind is PileKind.FOUNDATION and dest.index < 0:
            index = position.foundation_for(cards[0], self.controller.game.rules.foundation_rule)
            dest = Pile.foundation(cards[0].suit if index is None else index)
        self.marks["hint_target"].cover(self.pile_rect(dest), self.radius())

    def hide_hint(self) -> None:
        """Take the hint marks off the table (a lesson step skipped: its move is no
        longer the one wanted)."""
        self._hinted = None
        for mark in ("hint", "hint_target"):
            self.marks[mark].hide()

    # -- input -----------------------------------------------------------
    @reported
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.finish_animations()
        self.drag.press(event)

    @reported
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.move(event)
        if self.drag.dragging:
            self.clicks.unpick()  # a drag takes the place of a pick

    @reported
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.release(event)

    @reported
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.finish_animations()
        self.drag.double_click(event)

    @reported
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish_animations()
        if not self.keys.key(event):
            super().keyPressEvent(event)

    def card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item.isVisible():
                return item
        return None

    def pile_at(self, point: QPointF) -> Pile | None:
        """The pile under a point: a card's pile, or an empty slot."""
        item = self.card_at(point)
        if item is not None:
            return locations(self._shown)[item.card][0]
        for pile, slot in self.slots.items():
            if slot.sceneBoundingRect().contains(point):
                return pile
        return None
