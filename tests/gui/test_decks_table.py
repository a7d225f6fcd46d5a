"""Games of two and three decks on the real table: every copy of a card is an item
of its own, and the table shows 8 or 12 foundations, up to 11 cells and 13 columns.

The window plays Double FreeCell's shape (10 columns, 6 cells, 2 decks) and
Triple FreeCell's (13 columns, 10 cells, 3 decks) at 1280x800 and 800x600:
every card shows inside the view, no two piles overlap, a real mouse drag
moves the very copy it took, a refused one changes nothing, and the keys name
the cells after ``i``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Game, GameCode, Pile, PileKind, Position, Preset, Rules, Suit
from freecell_qt.engine.cards import pack
from freecell_qt.engine.position import foundation_suit
from freecell_qt.storage.preferences import AnimationSpeed
from freecell_qt.table.animator import Flight
from freecell_qt.words.speech_words import foundations_reading, pile_title
from tests.gui.conftest import Mouse

DOUBLE = Rules(Preset.CUSTOM, 6, columns=10, decks=2)
TRIPLE = Rules(Preset.CUSTOM, 10, columns=13, decks=3)
SIZES = [(1280, 800), (800, 600)]


def start(window, rules: Rules, size: tuple[int, int], deal: int = 1) -> None:
    # The whole deal stays in the columns: no exposed ace goes up at the deal.
    window.prefs.set("automove", False)
    window.resize(*size)
    QTest.qWait(0)
    window.start(GameCode.for_rules(rules, deal))
    window.scene.finish_animations()


def slot_rect(scene, pile: Pile) -> QRectF:
    return scene.slots[pile].sceneBoundingRect()


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def drag(mouse: Mouse, start_at: QPointF, end: QPointF) -> None:
    mouse.press(start_at)
    for step in range(1, 6):
        mouse.move(start_at + (end - start_at) * (step / 5))
    mouse.release(end)


def top_copy(position: Position, deck_at_least: int = 1) -> tuple[int, Card]:
    """A column whose top card is a copy of a later deck, and that card."""
    return next((index, column[-1]) for index, column in enumerate(position.columns)
                if column and column[-1].deck >= deck_at_least)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("rules", [DOUBLE, TRIPLE], ids=["two-decks", "three-decks"])
def test_every_card_shows_inside_the_view_and_no_piles_overlap(window, rules, size):
    start(window, rules, size)
    scene, view = window.scene, window.view
    position = scene.shown
    assert len(position.counts) == 4 * rules.decks
    assert set(scene.cards) == set(pack(rules.decks))
    assert sum(len(column) for column in position.columns) == 52 * rules.decks
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    for card, item in scene.cards.items():
        assert item.card == card
        assert item.isVisible(), card
        assert visible.contains(item.sceneBoundingRect()), (card, item.sceneBoundingRect())
    foundations = [pile for pile in scene.slots if pile.kind is PileKind.FOUNDATION]
    assert sorted(pile.index for pile in foundations) == list(range(4 * rules.decks))
    assert len([p for p in scene.slots if p.kind is PileKind.CELL]) == rules.cells
    # The room each pile takes: a column down to its last card, or a slot.
    areas = {}
    for pile in scene.slots:
        if pile.kind is PileKind.COLUMN:
            length = len(position.columns[pile.index])
            areas[pile] = QRectF(*scene.layout.column_extent(pile.index, length))
        else:
            areas[pile] = slot_rect(scene, pile)
        assert visible.contains(areas[pile]), pile
    piles = list(areas)
    for n, pile in enumerate(piles):
        for other in piles[n + 1:]:
            overlap = areas[pile].intersected(areas[other])
            assert overlap.width() <= 0 or overlap.height() <= 0, (pile, other)
    # A covered card shows at least its corner index.
    assert scene.layout.fan(12) >= scene.layout.card_height * 0.2


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("rules", "deal"), [(DOUBLE, 1), (TRIPLE, 3)],
                         ids=["two-decks", "three-decks"])
def test_a_drag_moves_the_copy_it_took(window, controller, rules, deal, size):
    # Deals with an ace on top of a column.
    start(window, rules, size, deal)
    scene, mouse = window.scene, Mouse(window.view)
    # An ace dropped on the last foundation of its suit goes up.
    ace = next(column[-1] for column in scene.shown.columns if column and column[-1].rank == 1)
    item = scene.cards[ace]
    last = Pile.foundation(4 * (rules.decks - 1) + ace.suit)
    drag(mouse, centre(item), slot_rect(scene, last).center())
    scene.finish_animations()
    position = controller.game.position
    assert ace not in set(position.cards())
    assert sum(position.counts[ace.suit::4]) >= 1
    on = next(i for i, cards in enumerate(position.foundations) if ace in cards)
    assert foundation_suit(on) is ace.suit
    assert scene.cards[ace].sceneBoundingRect().intersects(slot_rect(scene, Pile.foundation(on)))
    # A copy of a later deck dragged to a free cell is that very copy there.
    _column, copy = top_copy(position)
    item = scene.cards[copy]
    cell = Pile.cell(rules.cells - 1)
    drag(mouse, centre(item), slot_rect(scene, cell).center())
    scene.finish_animations()
    assert controller.game.position.cells[-1] == copy
    assert copy.deck >= 1
    assert item.card == copy
    assert item.sceneBoundingRect().center() == slot_rect(scene, cell).center()


def test_a_refused_drag_leaves_everything(window, controller):
    start(window, TRIPLE, SIZES[1])
    scene, mouse = window.scene, Mouse(window.view)
    before = controller.game.position
    places = {card: item.pos() for card, item in scene.cards.items()}
    # A card that is no ace, dropped on a foundation of its suit.
    card = next(column[-1] for column in before.columns if column and column[-1].rank > 1)
    target = Pile.foundation(4 + card.suit)
    drag(mouse, centre(scene.cards[card]), slot_rect(scene, target).center())
    scene.finish_animations()
    assert controller.game.position == before
    assert {card: item.pos() for card, item in scene.cards.items()} == places
    assert all(scene.cards[card].card == card for card in scene.cards)


def _board_with_a_spade_to_share(rules: Rules) -> Position:
    """Spades up to 5 on the first spade foundation and to 4 on the second, the
    other 5 of spades on top of column 1, kings and queens on the others."""
    up = {Card(rank, Suit.SPADES, deck) for rank in range(1, 5) for deck in range(2)}
    up.add(Card(5, Suit.SPADES, 1))
    five = Card(5, Suit.SPADES, 0)
    rest = sorted((c for c in pack(2) if c not in up and c != five),
                  key=lambda c: (c.rank, c.suit, c.deck))
    size = -(-len(rest) // rules.columns)
    columns = [tuple(rest[i * size:(i + 1) * size]) for i in range(rules.columns)]
    columns[0] += (five,)
    foundations = [0] * 8
    foundations[Suit.SPADES], foundations[4 + Suit.SPADES] = 5, 4
    return Position.counted(tuple(columns), (None,) * rules.cells, tuple(foundations))


def test_copies_that_change_foundations_do_not_fly_between_them(window, controller, prefs):
    start(window, DOUBLE, SIZES[0])
    controller.set_game(Game(DOUBLE, _board_with_a_spade_to_share(DOUBLE)))
    scene = window.scene
    scene.finish_animations()
    five = Card(5, Suit.SPADES, 0)
    shown_up = scene.cards[Card(5, Suit.SPADES, 1)]  # the 5 on the first spade foundation
    rising = scene.cards[five]
    first, second = Pile.foundation(Suit.SPADES), Pile.foundation(4 + Suit.SPADES)
    assert shown_up.sceneBoundingRect().center() == slot_rect(scene, first).center()
    flights: list[tuple[Flight, QPointF]] = []
    play = scene.animator.play

    def recorded(batch: list[Flight], then=None) -> None:
        flights.extend((flight, flight.item.pos()) for flight in batch)
        play(batch, then)

    scene.animator.play = recorded  # type: ignore[method-assign]
    prefs.set("animation_speed", AnimationSpeed.NORMAL)
    try:
        assert controller.move_to(Pile.column(0), Pile.foundation())
    finally:
        scene.finish_animations()
        prefs.set("animation_speed", AnimationSpeed.OFF)
    position = controller.game.position
    assert position.counts[Suit.SPADES] == position.counts[4 + Suit.SPADES] == 5
    # The card from the column flew to the second foundation, the one the
    # engine raised; the 5 already up stayed where it was, and flew nowhere.
    origins = {pile: scene.slots[pile].pos() for pile in (first, second)}
    moving = [(flight, start) for flight, start in flights if flight.end != start]
    assert [flight.item for flight, _ in moving if flight.end in origins.values()] == [rising]
    assert not any(start in origins.values() for _, start in moving)
    assert rising.sceneBoundingRect().center() == slot_rect(scene, second).center()
    assert shown_up.sceneBoundingRect().center() == slot_rect(scene, first).center()
    # Each item is its card's again, wherever the engine now has it.
    tops = [position.foundation_top(first.index), position.foundation_top(second.index)]
    assert {scene.cards[card] for card in tops} == {rising, shown_up}
    for card, item in scene.cards.items():
        assert item.card == card


def test_keys_name_the_cells_after_i(window, controller):
    start(window, TRIPLE, SIZES[0])
    said: list[str] = []
    window.view.speech.said.connect(lambda text, _assertive: said.append(text))
    window.activateWindow()
    window.view.setFocus()
    first, second = (controller.game.position.columns[i][-1] for i in (0, 1))
    QTest.keyClicks(window.view, "1m")  # cell m: the tenth
    QTest.keyClicks(window.view, "2l")  # cell l: the ninth, though L reads the cells elsewhere
    cells = controller.game.position.cells
    assert (cells[9], cells[8]) == (first, second)
    assert said and not any(text.startswith("Free cells") for text in said)
    QTest.keyClick(window.view, Qt.Key.Key_L, Qt.KeyboardModifier.ShiftModifier)
    assert said[-1].startswith("Free cells")
    assert controller.game.position.cells == cells


def test_foundations_are_named_with_their_number(window, controller):
    start(window, DOUBLE, SIZES[0])
    assert pile_title(Pile.foundation(Suit.SPADES), 2) == "Spades foundation 1"
    assert pile_title(Pile.foundation(4 + Suit.HEARTS), 2) == "Hearts foundation 2"
    assert pile_title(Pile.foundation(Suit.HEARTS)) == "Hearts foundation"
    position = controller.game.position
    order = [pile.index for pile in window.scene.layout.foundation_piles()]
    reading = foundations_reading(position, order, controller.game.rules)
    assert reading.startswith("Foundations: spades 1, empty; hearts 1, empty")
    assert "diamonds 2, empty" in reading
    # The arrows reach every foundation.
    seen = set()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Up)
    for _ in range(DOUBLE.cells + 8):
        seen.add(window.scene.keys.focus)
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert {p for p in seen if p.kind is PileKind.FOUNDATION} == {
        Pile.foundation(i) for i in range(8)}
