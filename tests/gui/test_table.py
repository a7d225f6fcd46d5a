"""The card table driven with real mouse and key events on the view."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, GameCode, Pile, PileKind, Suit
from tests.boards import RULES_EXAMPLE
from tests.gui.conftest import load_board

EXAMPLE = RULES_EXAMPLE
# The same with 7H parked in a cell: capacity drops from 10 to (3 + 1) x 2 = 8.
EXAMPLE_ONE_CELL_USED = EXAMPLE.replace("Freecells:", "Freecells: 7H").replace(
    ": 3H 5H 7H", ": 3H 5H"
)


def centre(view, card: Card) -> QPointF:
    return view.table.cards[card].sceneBoundingRect().center()


def grip(view, card: Card) -> QPointF:
    """A point on the visible strip of a card (its top edge), as a player grabs it."""
    rect = view.table.cards[card].sceneBoundingRect()
    return QPointF(rect.center().x(), rect.top() + 6)


def slot_centre(view, pile: Pile) -> QPointF:
    return view.table.slots[pile].sceneBoundingRect().center()


def c(text: str) -> Card:
    return Card.parse(text)


def no_automove(prefs):
    prefs.set("automove", False)


def test_drag_one_card_to_a_free_cell(view, controller, mouse):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    card = controller.game.position.columns[0][-1]
    mouse.drag(centre(view, card), slot_centre(view, Pile.cell(1)))
    assert controller.game.position.cells[1] == card
    assert view.table.cards[card].pos() == QPointF(*view.table.layout.slot_origin(Pile.cell(1)))


def test_drag_one_card_onto_a_column(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    # 2H (bottom of column 1) cannot go anywhere but a cell; 8S onto the empty column.
    mouse.drag(centre(view, c("8S")), slot_centre(view, Pile.column(7)))
    assert controller.game.position.columns[7] == (c("8S"),)
    # And back onto a red 9? None is exposed, so a refused drop leaves it in place.
    mouse.drag(centre(view, c("8S")), centre(view, c("KD")))
    assert controller.game.position.columns[7] == (c("8S"),)


def test_drag_to_a_foundation(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    mouse.drag(centre(view, c("2H")), slot_centre(view, Pile.foundation(Suit.HEARTS)))
    assert controller.game.position.counts[Suit.HEARTS] == 2
    assert controller.game.score == 10


def test_drag_a_run_within_capacity(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    mouse.drag(grip(view, c("JS")), centre(view, c("QD")))
    assert len(controller.game.position.columns[1]) == 11
    assert controller.game.position.columns[0] == (c("KS"), c("QH"))


def test_drag_a_run_over_capacity_is_refused(view, controller, mouse, prefs, qtbot):
    no_automove(prefs)
    load_board(controller, EXAMPLE_ONE_CELL_USED)
    messages = []
    controller.message.connect(messages.append)
    before = controller.game.position
    homes = {card: view.table.cards[card].pos() for card in before.columns[0]}
    mouse.drag(grip(view, c("JS")), centre(view, c("QD")))
    assert controller.game.position == before
    assert messages == ["10 cards, at most 8 can move now."]
    view.table.finish_animations()
    assert {card: view.table.cards[card].pos() for card in before.columns[0]} == homes


def test_drop_on_nothing_puts_the_cards_back(view, controller, mouse):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    before = controller.game.position
    card = before.columns[3][-1]
    home = view.table.cards[card].pos()
    empty_felt = QPointF(view.width() / 2, view.height() - 5)
    mouse.drag(centre(view, card), empty_felt)
    view.table.finish_animations()
    assert controller.game.position == before
    assert view.table.cards[card].pos() == home


def test_a_press_on_a_card_that_is_not_part_of_a_run_drags_nothing(view, controller, mouse):
    load_board(controller, EXAMPLE)
    before = controller.game.position
    # 3H is covered by 5H, which does not go on it: no drag starts.
    mouse.drag(grip(view, c("3H")), slot_centre(view, Pile.cell(0)))
    assert controller.game.position == before


def test_single_click_sends_a_card_to_its_foundation(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    mouse.click(centre(view, c("QD")))
    assert controller.game.position.counts[Suit.DIAMONDS] == 12


def test_single_click_can_be_turned_off(view, controller, mouse, prefs):
    prefs.set("single_click_foundation", False)
    load_board(controller, EXAMPLE)
    before = controller.game.position
    mouse.click(centre(view, c("QD")))
    assert controller.game.position == before


def test_double_click_finds_the_best_place(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    # 8S cannot go up and no red 9 is exposed: the empty column takes it.
    mouse.double_click(centre(view, c("8S")))
    assert controller.game.position.columns[7] == (c("8S"),)
    assert controller.game.move_count == 1


def test_double_click_after_a_click_that_played_does_nothing_more(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    mouse.double_click(centre(view, c("QD")))
    assert controller.game.position.counts[Suit.DIAMONDS] == 12
    assert controller.game.move_count == 1


def test_notation_keys(view, controller, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    QTest.keyClick(view, Qt.Key.Key_A)
    assert controller.game.position.cells[0] == c("2H")
    QTest.keyClick(view, Qt.Key.Key_2)
    QTest.keyClick(view, Qt.Key.Key_H)
    assert controller.game.position.counts[Suit.DIAMONDS] == 12


def test_arrow_keys_pick_up_and_put_down(view, controller, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        QTest.keyClick(view, key)  # to column 5 (8S)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.table.marks["picked"].isVisible()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        QTest.keyClick(view, key)  # to column 8, empty
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert controller.game.position.columns[7] == (c("8S"),)
    # Esc cancels a pick-up.
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not view.table.marks["picked"].isVisible()


def test_auto_move_off_changes_what_happens(view, controller, mouse, prefs):
    load_board(controller, EXAMPLE)
    mouse.drag(centre(view, c("2H")), slot_centre(view, Pile.foundation(Suit.HEARTS)))
    with_auto = controller.game.position.cards_on_foundations()
    prefs.set("automove", False)
    load_board(controller, EXAMPLE)
    mouse.drag(centre(view, c("2H")), slot_centre(view, Pile.foundation(Suit.HEARTS)))
    without_auto = controller.game.position.cards_on_foundations()
    assert without_auto == 28  # 27 + the 2 of hearts
    assert with_auto > without_auto  # the 3 of spades (and more) followed by itself


def test_every_card_lies_inside_the_view_after_a_resize(view, controller, qtbot):
    controller.new_game(GameCode.parse("FC1-C2-AAAAAKH"))
    for m in ("1a", "2b"):
        from freecell_qt.engine import Move

        controller.play(Move.parse(m))
    for width, height in ((1280, 800), (800, 600), (420, 900), (1600, 420)):
        view.resize(width, height)

        def every_card_inside(width: int = width, height: int = height) -> None:
            assert (view.width(), view.height()) == (width, height)
            area = QRectF(view.viewport().rect())
            for card, item in view.table.cards.items():
                if item.isVisible():
                    assert area.contains(item.sceneBoundingRect()), (width, height, card)

        qtbot.waitUntil(every_card_inside)  # the new size reaches the view, then the table


def test_table_shows_only_the_game_cells(view, controller):
    controller.new_game(GameCode.parse("FC1-C2-AAAAAKH"))
    cells = [p for p in view.table.slots if p.kind is PileKind.CELL]
    assert sorted(p.index for p in cells) == [0, 1]


def test_take_back_drag_needs_the_preference(view, controller, mouse, prefs):
    no_automove(prefs)
    load_board(controller, EXAMPLE)
    before = controller.game.position
    jack = c("JD")  # top of the diamond foundation; goes back onto the black queen
    mouse.drag(centre(view, jack), centre(view, c("QS")))
    assert controller.game.position == before
    prefs.set("takeback", True)
    mouse.drag(centre(view, jack), centre(view, c("QS")))
    assert controller.game.position.columns[5][-1] == jack
    assert controller.game.position.counts[Suit.DIAMONDS] == 10
