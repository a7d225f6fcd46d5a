"""Every game as the player meets it in the window: Hint, the verdict, Solve and Finish.

For each preset and one custom rule set, a deal the solver wins is opened in the
real main window. H lights a card and a place that form a legal move, the live
verdict says the deal is winnable, Solve plays it to the end, the end dialog
says the computer solved it, and statistics file it under that game as solved,
not won. Finish and auto-finish are then tried on near-finished tables of a
game built by suit and of one built in alternate colours (docs/rules.md, Presets).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from freecell_qt.engine import (
    PRESETS,
    Actor,
    Build,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Pile,
    PileKind,
    Preset,
    Rules,
)
from freecell_qt.engine.rules import EmptyFill
from freecell_qt.storage.statistics import Result
from freecell_qt.windows.end_dialogs import WonDialog
from freecell_qt.words.engine_words import explain
from tests.gui.conftest import Mouse, load_board

#: A deal of each game that the solver wins in well under a second.
DEALS: dict[Preset, int] = {
    Preset.FREECELL: 1,
    Preset.FORECELL: 2,
    Preset.BAKERS_GAME: 1,
    Preset.KING_ONLY_BAKERS_GAME: 2,
    Preset.EIGHT_OFF: 1,
    Preset.SEAHAVEN_TOWERS: 1,
    Preset.RELAXED_SEAHAVEN_TOWERS: 1,
    Preset.RELAXED_FREECELL: 1,
    Preset.CHALLENGE_FREECELL: 1,
    Preset.SUPER_CHALLENGE_FREECELL: 2,
    Preset.SEVEN_BY_FOUR: 1,
    Preset.SEVEN_BY_FIVE: 1,
    Preset.BATH: 2,
    Preset.DOUBLE_FREECELL: 3,
    Preset.DOUBLE_FREECELL_ROUND: 1,
    Preset.TRIPLE_FREECELL: 5,
    Preset.REPAIR: 1,
    Preset.CELL_11: 1,
    Preset.PENGUIN: 1,
    Preset.OPUS: 2,
    Preset.FOUR_COLOURS: 2,
    Preset.GERMAN_FREECELL: 2,
    Preset.KINGCELL: 1,
    Preset.STALACTITES: 2,
    Preset.CLINK: 1,
    Preset.KINGS: 24,
    Preset.CATS_TAIL: 17,
    Preset.SNAKE: 1,
    Preset.RETINUE: 5,
    Preset.TUXEDO: 1,
    Preset.PETAL: 3,
    Preset.DOUBLE_EIGHT_OFF: 2,
    Preset.DOUBLE_SEAHAVEN_TOWERS: 117,
    Preset.BIG_CELL: 3,
    Preset.DEEP: 1,
    Preset.FOOTLING: 2,
    Preset.SPIDERCELLS: 2,
    Preset.HEADQUARTERS: 3,
    Preset.NEEDLE: 2,
    Preset.HAYSTACK: 4,
    Preset.PITCHFORK: 4,
    Preset.FLIPPER: 2,
    Preset.ANTARES: 1,
    Preset.OPERA: 1,
    Preset.SARLACC: 2,
    Preset.OBSTRUCTION: 3,
}

#: Games of which no search wins a deal in a test's time: Double Footling, two decks
#: on one foundation, goes to the search over the engine's rules, which settled none
#: of deals 1-50 in 12 seconds; its window is tried in test_footling_table.py.
#: Limpopo too: that search settled none of deals 1-6 in 30 seconds; its window is
#: tried in test_reserve_piles_table.py.
UNSETTLED: frozenset[Preset] = frozenset({Preset.DOUBLE_FOOTLING, Preset.LIMPOPO})

#: The widest custom table: thirteen columns, eight cells, any card on the next higher.
CUSTOM = Rules(Preset.CUSTOM, 8, columns=13, build=Build.ANY_SUIT, fill=EmptyFill.ANY)

GAMES: list[tuple[Rules, int]] = [
    *((Rules.preset(preset), DEALS[preset]) for preset in PRESETS if preset not in UNSETTLED),
    (CUSTOM, 1),
]


def test_every_preset_has_a_deal_here():
    assert set(DEALS) | UNSETTLED == set(PRESETS)


@pytest.fixture
def quick_demo(monkeypatch):
    """Solve's moves one after another without the pause a watching player needs."""
    from freecell_qt.storage.preferences import SolveSpeed

    monkeypatch.setattr(SolveSpeed, "step_ms", property(lambda speed: 4))


def lit_move(window) -> Move:
    """The move the hint marks show: the lit cards, from their pile to the lit place."""
    scene = window.scene
    # The mark reaches 2 px round the cards; a pixel of slack for rounding.
    lit = scene.marks["hint"].path().boundingRect().adjusted(1, 1, -1, -1)
    cards = [item for item in scene.cards.values()
             if item.isVisible() and lit.contains(item.sceneBoundingRect())]
    assert cards, "the hint lights at least one card"
    sources = {scene.pile_at(item.sceneBoundingRect().center()) for item in cards}
    assert len(sources) == 1, sources
    [source] = sources
    target: QRectF = scene.marks["hint_target"].path().boundingRect()
    dest = scene.pile_at(target.center())
    assert dest is not None and dest != source
    if dest.kind is PileKind.FOUNDATION and not window.controller.game.rules.by_rank:
        dest = Pile.foundation()  # by suit the move names no foundation; by rank, the one lit
    count = len(cards) if source.kind is PileKind.COLUMN and len(cards) > 1 else None
    return Move(source, dest, count) if count else Move(source, dest)


@pytest.fixture
def solver_in_process(monkeypatch):
    """The window's advisor gets the worker's answers without a worker process, and
    its rater a scripted rating; to ask for before ``window``, which it changes."""
    from freecell_qt.solving import advisor, deal_rating
    from tests.gui.held_solver import HeldService, InProcessService

    monkeypatch.setattr(advisor, "SolverService", lambda parent=None: InProcessService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: HeldService({}))


#: Moves of its solution that Solve plays through the window in each game; the
#: game is handed to the window with the moves before them already played, as
#: Solve's, in the engine (whose replay of whole solutions is the engine tests').
SOLVE_SHOWN = 8


def late_in_the_solution(controller, window) -> Game:
    """The game on the table with all but ``SOLVE_SHOWN`` moves of the verdict's
    solution played as Solve's, built in the engine as the controller would."""
    game = controller.game
    solution = window.advisor.cached(game.position)
    assert solution is not None and solution.solved
    late = Game.new(game.deal_number, game.rules)
    if controller.prefs.automove:
        late.open()
    assert late.position == game.position
    for move in solution.moves[:-SOLVE_SHOWN]:
        late.play(move, automove=False, actor=Actor.SOLVE)
    assert not late.is_won
    return late


def hint_verdict_and_solve(qtbot, window, controller, prefs, modals, rules: Rules, deal: int,
                           *, late: bool) -> None:
    """The verdict, H and Solve in ``rules``'s deal; with ``late``, H and Solve come
    in the same game ``SOLVE_SHOWN`` moves from the end of the verdict's solution."""
    said: list[tuple[str, str]] = []
    modals.answer(WonDialog, lambda dialog: (
        said.append((dialog.windowTitle(), dialog.headline.text())), dialog.reject()))
    prefs.set("show_verdict", True)
    window.start(GameCode.for_rules(rules, deal))
    game = controller.game
    assert game.rules.without_options() == rules
    assert len(game.position.columns) == rules.pile_count
    assert len(game.position.cells) == rules.cells

    # The live verdict.
    label = window.assist.verdict_label
    qtbot.waitUntil(lambda: label.text() == "Winnable")
    assert label.isVisible()
    if late:
        controller.set_game(late_in_the_solution(controller, window))
        game = controller.game
        assert label.text() == "Winnable"

    # H on the table lights a card and a place: a move the rules allow here.
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    hint_mark = window.scene.marks["hint"]
    qtbot.waitUntil(hint_mark.isVisible)
    assert window.scene.marks["hint_target"].isVisible()
    move = lit_move(window)
    before = game.position
    assert controller.play(move), move
    assert game.position != before
    controller.undo()
    assert game.position == before

    # Solve plays it to a win that is the computer's.
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: game.is_won and bool(said), timeout=60_000)
    assert controller.played_by_solve and not window.advisor.demo_running
    # Nothing is left to stop: the status bar no longer offers to.
    assert "to stop" not in window.statusBar().currentMessage()
    [(title, headline)] = said
    assert title == "Solved"
    assert "Solved by the computer" in headline and "Congratulations" not in headline
    statistics = window.statistics_ui.statistics
    [row] = statistics.recent(rules.key, limit=5)
    assert row.key == rules.key
    assert row.result is Result.WON and row.played_by_solve and not row.won
    assert statistics.results(rules.key) == [False]


def test_hint_verdict_and_solve_through_the_window_s_own_worker(qtbot, window, controller,
                                                                 prefs, modals, quick_demo):
    """End to end once: the worker process the window starts answers, and Solve
    plays the whole solution on the screen."""
    from freecell_qt.solving.service import SolverService

    assert isinstance(window.advisor.service, SolverService)
    hint_verdict_and_solve(qtbot, window, controller, prefs, modals, Rules(),
                           DEALS[Preset.FREECELL], late=False)


@pytest.mark.parametrize(("rules", "deal"), GAMES, ids=lambda v: getattr(v, "key", str(v)))
def test_hint_verdict_and_solve_in_every_game(qtbot, solver_in_process, window, controller,
                                              prefs, modals, quick_demo, rules, deal):
    from tests.gui.held_solver import InProcessService

    assert isinstance(window.advisor.service, InProcessService)
    hint_verdict_and_solve(qtbot, window, controller, prefs, modals, rules, deal, late=True)


def refused_drop(game) -> tuple[Move, IllegalMoveError]:
    """A card dropped on another column's card that the rules refuse, with the reason."""
    columns = game.position.columns
    for source, dest in ((s, d) for s in range(len(columns)) for d in range(len(columns))):
        if source != dest and columns[source] and columns[dest]:
            move = Move(Pile.column(source), Pile.column(dest))
            try:
                game.check(move)
            except IllegalMoveError as error:
                return move, error
    raise AssertionError("every card fits every column")


def drag_card(window, source: Pile, dest: Pile) -> None:
    """The top card of ``source`` dragged with the mouse onto ``dest``."""
    scene = window.scene
    start = scene.pile_cards(source)[-1].sceneBoundingRect().center()
    target = scene.pile_cards(dest)
    end = (target[-1].sceneBoundingRect() if target else scene.pile_rect(dest)).center()
    Mouse(window.view).drag(start, end)


@pytest.mark.parametrize(("rules", "deal"), GAMES, ids=lambda v: getattr(v, "key", str(v)))
def test_moves_refusals_and_a_saved_game_in_every_game(window, controller, prefs, tmp_path,
                                                       monkeypatch, rules, deal):
    """A refused drag says why and moves nothing, a legal one plays, and the game
    saved with Save Game As comes back whole with Open Game."""
    prefs.set("automove", False)
    code = GameCode.for_rules(rules, deal)
    window.start(code)
    game = controller.game

    move, error = refused_drop(game)
    drag_card(window, move.source, move.dest)
    assert game.move_count == 0
    assert window.statusBar().currentMessage().startswith(explain(error))

    # One card from a column (to a cell, a column or its foundation).
    legal = next(m for m in game.legal_moves()
                 if m.source.kind is PileKind.COLUMN and m.count in (None, 1))
    moved = game.position.columns[legal.source.index][-1]
    dest = legal.dest
    if dest.kind is PileKind.FOUNDATION and dest.index < 0:
        dest = Pile.foundation(moved.suit)
    drag_card(window, legal.source, dest)
    assert game.move_count == 1
    assert moved not in game.position.columns[legal.source.index]
    played = game.position

    path = tmp_path / "game.freecell"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    window.save_as_action.trigger()
    assert path.is_file()
    window.start(GameCode.for_rules(rules, deal + 1))
    assert controller.game.position != played
    window.open_action.trigger()
    reopened = controller.game
    assert reopened.rules.without_options() == rules
    assert reopened.position == played and reopened.move_count == 1
    assert str(reopened.code) == str(code)


# -- Finish and auto-finish ---------------------------------------------------------
BOARD = "Foundations: H-J C-J D-J S-J\nFreecells: {cells}\n{columns}\n"


def board(cells: str, *columns: str) -> str:
    rows = [f": {column}".rstrip() for column in columns]
    rows += [":"] * (8 - len(rows))
    return BOARD.format(cells=cells, columns="\n".join(rows))


def expect_win(modals) -> list[str]:
    """The headlines of the end dialogs to come, each answered by closing it."""
    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    return headlines


def won_headline(qtbot, controller, headlines: list[str]) -> str:
    qtbot.waitUntil(lambda: bool(headlines))
    assert controller.game.is_won and not controller.played_by_solve
    return headlines[0]


FINISHABLE = [
    # Baker's Game builds by suit: each column one suit, descending.
    (Rules.preset(Preset.BAKERS_GAME), board("QC - - -", "KH QH", "KS QS", "KD QD", "KC")),
    # FreeCell builds in alternate colours.
    (Rules(), board("- - - -", "KC QH", "KD QS", "KH QC", "KS QD")),
]


@pytest.mark.parametrize(("rules", "text"), FINISHABLE, ids=["suit", "alternate"])
def test_finish_ends_a_finishable_game(qtbot, window, controller, prefs, modals, rules, text):
    prefs.set("auto_finish", False)
    headlines = expect_win(modals)
    load_board(controller, text, rules)
    assert window.finish_action.isEnabled()
    window.finish_action.trigger()
    assert "Congratulations" in won_headline(qtbot, controller, headlines)


def test_in_a_suit_built_game_alternate_colours_are_not_finishable(window, controller,
                                                                   prefs):
    prefs.set("auto_finish", True)
    load_board(controller, board("- - - -", "KC QH", "KD QS", "KH QC", "KS QD"),
               Rules.preset(Preset.BAKERS_GAME))
    assert not window.finish_action.isEnabled()
    assert not controller.game.is_won


AUTO_FINISH = [
    # QD from the king of spades onto its own king; then every column is one suit.
    (Rules.preset(Preset.BAKERS_GAME),
     board("QC - - -", "KH QH", "KS QD", "KD", "KC", "QS"), "23"),
    # The queen of clubs off the king of spades onto the king of diamonds.
    (Rules(), board("- - - -", "KD", "KS QC", "KH QS", "KC QH", "QD"), "21"),
]


@pytest.mark.parametrize(("rules", "text", "move"), AUTO_FINISH, ids=["suit", "alternate"])
def test_auto_finish_ends_the_game_after_the_last_needed_move(
        qtbot, window, controller, prefs, modals, rules, text, move):
    prefs.set("automove", False)
    prefs.set("auto_finish", True)
    headlines = expect_win(modals)
    load_board(controller, text, rules)
    assert not controller.game.can_finish and not window.finish_action.isEnabled()
    assert controller.play(Move.parse(move))
    assert "Congratulations" in won_headline(qtbot, controller, headlines)


def test_auto_finish_during_solve_leaves_the_win_the_computer_s(qtbot, window, controller,
                                                                prefs, modals, quick_demo):
    """With auto-finish on, the game may end before Solve's last move: still Solve's."""
    said: list[str] = []
    modals.answer(WonDialog, lambda dialog: (said.append(dialog.headline.text()),
                                             dialog.reject()))
    prefs.set("auto_finish", True)
    rules = Rules.preset(Preset.BAKERS_GAME)
    window.start(GameCode.for_rules(rules, DEALS[Preset.BAKERS_GAME]))
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: bool(said), timeout=60_000)
    assert controller.game.is_won and not window.advisor.demo_running
    assert "Solved by the computer" in said[0]
    assert "to stop" not in window.statusBar().currentMessage()
    [row] = window.statistics_ui.statistics.recent(rules.key, limit=5)
    assert row.played_by_solve and not row.won
