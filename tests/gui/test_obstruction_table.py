"""Obstruction where the player meets it, in the real main window: the jokers
drawn with a face of their own, the jokers' foundation on the table, a joker
dragged to a free cell and refused onto a column with its reason, and the
jokers sent up by auto-move once the clubs, spades and hearts are complete
(docs/rules.md, Obstruction). Hint, the verdict, Solve and a saved game are
tried in every game (test_every_game.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Rules
from freecell_qt.engine.cards import JOKERS
from freecell_qt.windows.end_dialogs import WonDialog
from freecell_qt.words import speech_words
from tests.gui.conftest import Mouse

OBSTRUCTION = Rules.preset("obstruction")
FIRST, SECOND = JOKERS


def suit_up(letter: str, count: int) -> tuple[Card, ...]:
    return tuple(Card.parse(f"{'A23456789TJQK'[rank]}{letter}") for rank in range(count))


def drag(window, card: Card, pile: Pile) -> None:
    scene = window.scene
    Mouse(window.view).drag(scene.cards[card].sceneBoundingRect().center(),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


def jokers_on_top(window, controller) -> Game:
    """Deal 1 with each joker moved to the top of a column (1 and 2)."""
    start = Game.new(1, OBSTRUCTION).start
    columns = [[card for card in column if not card.is_joker] for column in start.columns]
    columns[0].append(FIRST)
    columns[1].append(SECOND)
    position = Position(tuple(tuple(column) for column in columns), start.cells,
                        start.foundations)
    controller.set_game(Game(OBSTRUCTION, position))
    window.scene.finish_animations()
    return controller.game


def test_the_jokers_are_drawn_with_a_face_of_their_own_and_their_foundation_shows(
        window, controller, qtbot):
    window.start(GameCode.for_rules(OBSTRUCTION, 1))
    scene = window.scene
    scene.finish_animations()
    assert controller.game.rules.game is OBSTRUCTION.game
    width = scene.layout.card_width
    faces = {card: scene.painter.face(card, width, scene.dpr).toImage()
             for card in OBSTRUCTION.pack}
    for joker in JOKERS:
        qtbot.waitUntil(lambda joker=joker: scene.cards[joker].pixmap().toImage()
                        == faces[joker], timeout=10_000)
        assert scene.cards[joker].isVisible()
        assert all(faces[joker] != image for card, image in faces.items() if card != joker)
    slot = scene.slots[Pile.foundation(4)]
    assert slot.isVisible()
    assert scene.sceneRect().contains(slot.sceneBoundingRect())
    others = [scene.slots[Pile.foundation(index)].sceneBoundingRect() for index in range(4)]
    assert not any(rect.intersects(slot.sceneBoundingRect()) for rect in others)
    assert speech_words.pile_title(Pile.foundation(4), jokers=True) == "Jokers' foundation"


def test_a_joker_goes_to_a_free_cell_and_is_refused_onto_a_column_with_its_reason(
        window, controller):
    game = jokers_on_top(window, controller)
    drag(window, SECOND, Pile.column(2))
    assert game.position.columns[1][-1] == SECOND and game.move_count == 0
    expected = QCoreApplication.translate(
        "EngineWords", "%1 never goes on a column, not even an empty one: a joker goes to a "
                       "free cell or up.").replace("%1", "The second joker")
    assert window.statusBar().currentMessage() == expected
    drag(window, SECOND, Pile.cell(0))
    assert game.position.cells[0] == SECOND
    # Nothing goes on the first joker.
    top = game.position.columns[1][-1]
    drag(window, top, Pile.column(0))
    assert game.position.columns[0][-1] == FIRST
    assert window.statusBar().currentMessage() == (
        "Nothing goes on a joker (the first joker).")


def test_auto_move_sends_the_jokers_up_once_clubs_spades_and_hearts_are_complete(
        window, controller, qtbot, modals):
    modals.answer(WonDialog, lambda dialog: dialog.reject())
    position = Position(((Card.parse("KH"),), (FIRST,), *((),) * 6),
                        (SECOND, None, None, None),
                        (suit_up("C", 13), suit_up("D", 13), suit_up("H", 12),
                         suit_up("S", 13), ()))
    controller.set_game(Game(OBSTRUCTION, position))
    window.scene.finish_animations()
    game = controller.game
    drag(window, Card.parse("KH"), Pile.foundation(2))
    qtbot.waitUntil(lambda: controller.game.is_won, timeout=10_000)
    assert set(controller.game.position.foundations[4]) == {FIRST, SECOND}
    assert game.position.is_won
