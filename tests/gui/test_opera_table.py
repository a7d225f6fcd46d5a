"""Opera where the player meets it, in the real main window: the face-down
cards drawn as the card back, turned up when a drag exposes them and down
again on undo, a drag of a face-down card refused with its reason, and the
screen reader's words that never name a face-down card (docs/rules.md,
Face-down cards). Hint, the verdict, Solve and a saved game are tried in every
game (test_every_game.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from freecell_qt.engine import Card, GameCode, Move, Pile, Rules
from freecell_qt.words import speech_words
from tests.gui.conftest import Mouse
from tests.gui.test_accessibility import children, names, pile_named

OPERA = Rules.preset("opera")


def backs_and_faces(window) -> tuple[set[Card], set[Card]]:
    """The cards in play the table draws as the back, and as their face."""
    scene = window.scene
    width = scene.layout.card_width
    back = scene.painter.back(width, scene.dpr).toImage()
    position = window.controller.game.position
    backs, faces = set(), set()
    for card in position.cards():
        image = scene.cards[card].pixmap().toImage()
        if image == back:
            backs.add(card)
        elif image == scene.painter.face(card, width, scene.dpr).toImage():
            faces.add(card)
    return backs, faces


def test_face_down_cards_are_drawn_as_backs_and_turn_up_when_a_drag_exposes_them(
        window, controller, qtbot):
    window.start(GameCode.for_rules(OPERA, 1))
    window.scene.finish_animations()
    game = controller.game
    assert game.rules.game is OPERA.game
    hidden = game.position.face_down_cards()
    assert len(hidden) == 44
    qtbot.waitUntil(lambda: backs_and_faces(window)[0] == hidden, timeout=10_000)
    backs, faces = backs_and_faces(window)
    assert faces == set(game.position.cards()) - hidden
    exposed = game.position.columns[0][-2]
    assert exposed in backs
    scene = window.scene
    top = game.position.columns[0][-1]
    Mouse(window.view).drag(scene.cards[top].sceneBoundingRect().center(),
                            scene.pile_rect(Pile.cell(0)).center())
    scene.finish_animations()
    assert game.position.cells[0] == top
    assert game.position.down[0] == 5
    backs, faces = backs_and_faces(window)
    assert exposed in faces and exposed not in backs
    assert backs == game.position.face_down_cards()
    window.undo_action.trigger()
    scene.finish_animations()
    assert game.position.down[0] == 6
    assert exposed in backs_and_faces(window)[0]


def test_a_drag_of_a_face_down_card_moves_nothing_and_says_why(window, controller):
    window.start(GameCode.for_rules(OPERA, 1))
    scene = window.scene
    scene.finish_animations()
    game = controller.game
    deepest = game.position.columns[0][0]
    rect = scene.cards[deepest].sceneBoundingRect()
    grip = QPointF(rect.center().x(), rect.top() + 2)  # the strip no card covers
    assert scene.card_at(grip) is scene.cards[deepest]
    before = game.position
    Mouse(window.view).drag(grip, scene.pile_rect(Pile.cell(0)).center())
    scene.finish_animations()
    assert game.position == before and game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "A face-down card cannot move: it turns face up once the cards on it have left.")


def test_the_screen_reader_hears_a_face_down_card_without_its_name(window, controller):
    window.start(GameCode.for_rules(OPERA, 1))
    window.scene.finish_animations()
    position = controller.game.position
    reading = speech_words.pile_reading(position, Pile.column(0), OPERA)
    assert reading == "Column 1: 6 face-down cards, 6 of clubs, 7 cards"
    column = pile_named(window, "Column 1:")
    assert names(children(column)) == ["A face-down card"] * 6 + ["6 of clubs"]
    controller.play(Move.parse("1a"))
    window.scene.finish_animations()
    column = pile_named(window, "Column 1:")
    assert names(children(column)) == ["A face-down card"] * 5 + ["6 of diamonds"]
