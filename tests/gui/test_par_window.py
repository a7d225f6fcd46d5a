"""The par of the deal in play, in the real window: asked for in the background
once the deal is rated, and shown beside the player's moves when they win."""

from __future__ import annotations

from typing import ClassVar

import pytest

from freecell_qt.engine import Game, GameCode, Move
from freecell_qt.engine.par_count import par_count
from freecell_qt.engine.solution import ParResult
from freecell_qt.engine.solver import solve
from freecell_qt.solving.messages import Answer, ParAnswer, ParRequest, Request
from freecell_qt.windows.end_dialogs import WonDialog
from tests.gui.held_solver import HeldService

WAIT_MS = 10_000


class ParService(HeldService):
    """The rater's worker: a rating from the table, and a par scripted per deal."""

    #: The par's length to answer with, by deal; absent deals are "unknown".
    lengths: ClassVar[dict[object, int]] = {}

    def _answer(self, request: Request) -> Answer | None:
        if isinstance(request, ParRequest):
            length = self.lengths.get(request.position)
            if length is None:
                return ParAnswer(request, ParResult("unknown"))
            game = Game(request.rules, request.position, automove=False)
            moves = tuple(game.legal_moves()[:1]) * length
            return ParAnswer(request, ParResult("solved", moves))
        return super()._answer(request)


@pytest.fixture
def par_services(monkeypatch):
    from freecell_qt.solving import advisor, deal_rating

    ParService.lengths = {}
    monkeypatch.setattr(advisor, "SolverService", lambda parent=None: HeldService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: ParService({}))


def solution_length(game: Game) -> int:
    result = solve(game.start, game.rules, max_nodes=200_000)
    assert result.solved
    return len(result.moves)


def win_by_hand(window, controller, modals, qtbot) -> WonDialog:
    """Play Solve's solution as the player's own moves; the win dialog it ends in."""
    shown: list[WonDialog] = []
    modals.answer(WonDialog, lambda box: (shown.append(box), box.reject()))
    result = solve(controller.game.start, controller.game.rules, max_nodes=200_000)
    for move in result.moves:
        assert controller.play(move)
    assert controller.game.is_won and not controller.played_by_solve
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    return shown[0]


def test_the_par_is_asked_in_the_background_and_a_new_game_drops_it(
        par_services, window, controller, prefs, qtbot):
    start = controller.game.start
    ParService.lengths = {start: 77}
    prefs.set("show_verdict", True)
    par = window.rating_ui.par
    qtbot.waitUntil(lambda: par.par == 77, timeout=WAIT_MS)
    service = window.rating_ui.rater.service
    assert any(isinstance(r, ParRequest) and r.position == start for r in service.asked)
    # Another deal has no par until its own is in: the old one is not shown for it.
    service.holding = True
    window.start(GameCode.parse("FC1-C4-AAAAAKI"))
    assert par.par is None
    service.release_later()
    qtbot.waitUntil(lambda: not service.busy, timeout=WAIT_MS)
    assert par.par is None  # "unknown" for that deal: no par
    # Back to the first deal: its par is known at once, not asked again.
    asked = len(service.asked)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    assert par.par == 77
    qtbot.waitUntil(lambda: not service.busy, timeout=WAIT_MS)
    assert not any(isinstance(r, ParRequest) for r in service.asked[asked:])


@pytest.mark.parametrize(("over", "mark"), [(5, "Under par!"), (0, "At par!"), (-1, None)])
def test_the_win_dialog_shows_the_par_beside_the_moves_counted_its_way(
        par_services, window, controller, prefs, modals, qtbot, over, mark):
    prefs.set("automove", False)  # Solve's solution names every move
    length = solution_length(controller.game)
    ParService.lengths = {controller.game.start: length + over}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == length + over, timeout=WAIT_MS)
    dialog = win_by_hand(window, controller, modals, qtbot)
    assert par_count(controller.game) == length
    assert dialog.par_label is not None
    assert dialog.par_label.text() == f"{length + over} (your game: {length}, auto-moves included)"
    assert (dialog.par_mark.text() if dialog.par_mark is not None else None) == mark


def test_no_par_row_while_the_par_is_not_known(par_services, window, controller, prefs,
                                               modals, qtbot):
    prefs.set("automove", False)
    dialog = win_by_hand(window, controller, modals, qtbot)
    assert dialog.par_label is None and dialog.par_mark is None


def test_a_win_at_par_is_kept_and_counted_in_the_statistics(par_services, window, controller,
                                                             prefs, modals, qtbot):
    prefs.set("automove", False)
    length = solution_length(controller.game)
    ParService.lengths = {controller.game.start: length}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == length, timeout=WAIT_MS)
    win_by_hand(window, controller, modals, qtbot)
    stats = window.statistics_ui.statistics
    qtbot.waitUntil(lambda: bool(stats.read("SELECT par FROM games WHERE par IS NOT NULL")),
                    timeout=WAIT_MS)
    [row] = stats.read("SELECT par, par_moves, moves FROM games WHERE result = 'won'")
    assert (row["par"], row["par_moves"]) == (length, length)
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None
    assert dialog.values["at_par"].text() == "1"
    dialog.reject()


def test_a_game_solve_played_is_not_counted_at_par(par_services, window, controller, prefs,
                                                    modals, qtbot):
    prefs.set("automove", False)
    length = solution_length(controller.game)
    ParService.lengths = {controller.game.start: length + 10}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == length + 10, timeout=WAIT_MS)
    shown: list[WonDialog] = []
    modals.answer(WonDialog, lambda box: (shown.append(box), box.reject()))
    result = solve(controller.game.start, controller.game.rules, max_nodes=200_000)
    for move in result.moves:
        assert controller.play_demo_step(move)
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT_MS)
    assert controller.played_by_solve
    assert shown[0].par_label is not None and shown[0].par_mark is None
    stats = window.statistics_ui.statistics
    qtbot.waitUntil(lambda: bool(stats.read("SELECT par FROM games WHERE par IS NOT NULL")),
                    timeout=WAIT_MS)
    assert stats.wins_at_par("freecell:4") == 0


@pytest.mark.parametrize(("over", "earned"), [(0, True), (-1, False)])
def test_a_win_at_par_earns_on_par(par_services, window, controller, prefs, modals, qtbot,
                                    over, earned):
    prefs.set("automove", False)
    length = solution_length(controller.game)
    ParService.lengths = {controller.game.start: length + over}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == length + over, timeout=WAIT_MS)
    win_by_hand(window, controller, modals, qtbot)
    records = window.daily_challenges_ui.records
    qtbot.waitUntil(lambda: bool(records.awards()) or not earned, timeout=WAIT_MS)
    assert ("on-par" in records.awards()) is earned
    assert ("On Par" in window.statusBar().currentMessage()) is earned


def test_the_review_shows_the_par_beside_the_game_counted_its_way(par_services, window,
                                                                   controller, prefs, modals,
                                                                   qtbot):
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(ReviewDialog, lambda dialog: None)  # left open: the test reads it
    ParService.lengths = {controller.game.start: 81}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == 81, timeout=WAIT_MS)
    for _ in range(3):
        assert controller.play(controller.game.legal_moves()[0])
    counted = par_count(controller.game)
    window.review_action.trigger()
    dialog = window.review_dialog
    assert dialog.par_label is not None
    assert dialog.par_label.text() == (f"The deal's par is 81 moves; your game counted the same "
                                       f"way (auto-moves included): {counted}.")
    dialog.reject()
    # A deal whose par is not known: no par line.
    window.start(GameCode.parse("FC1-C4-AAAAAKI"))
    assert controller.play(controller.game.legal_moves()[0])
    window.review_action.trigger()
    assert window.review_dialog.par_label is None
    window.review_dialog.reject()


def test_a_win_is_counted_the_pars_way_once_for_the_record_the_awards_and_the_dialog(
        par_services, window, controller, prefs, modals, qtbot, monkeypatch):
    import sys

    from freecell_qt.engine import par_count as counting

    prefs.set("automove", False)
    length = solution_length(controller.game)
    ParService.lengths = {controller.game.start: length}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: window.rating_ui.par.par == length, timeout=WAIT_MS)
    # Every module's counter is watched; each counts one more than the moves,
    # so a count taken anywhere shows in what it reports.
    counts: list[int] = []
    count = counting.par_count

    def watched(game):
        counts.append(count(game) + 1)
        return counts[-1]

    for module in list(sys.modules.values()):
        if (getattr(module, "__name__", "").startswith("freecell_qt")
                and getattr(module, "par_count", None) is count):
            monkeypatch.setattr(module, "par_count", watched)
    # What counts during play (before the winning move is done) is not the win's.
    controller.changed.connect(counts.clear)
    dialog = win_by_hand(window, controller, modals, qtbot)
    assert counts == [length + 1]
    assert dialog.par_label is not None
    assert dialog.par_label.text() == f"{length} (your game: {length + 1}, auto-moves included)"
    stats = window.statistics_ui.statistics
    qtbot.waitUntil(lambda: bool(stats.read("SELECT par FROM games WHERE par IS NOT NULL")),
                    timeout=WAIT_MS)
    [row] = stats.read("SELECT par, par_moves FROM games WHERE result = 'won'")
    assert (row["par"], row["par_moves"]) == (length, length + 1)
    # One more than the par: the award agrees with the record and the dialog.
    assert "on-par" not in window.daily_challenges_ui.records.awards()


# Hearts from the 2 up are left; KH covers 2H, and with it out of the way 2H and
# then 3H go up by themselves (auto-moves); QH tops a column of the other hearts.
HEARTS_LEFT = """\
Foundations: H-A C-K D-K S-K
Freecells: - - - -
: 2H KH
: 3H
: 4H 5H 6H 7H 8H 9H TH JH QH
:
:
:
:
:
"""


def par_shown(window) -> str | None:
    """The par in the status bar as the player sees it, or None where there is none."""
    label = window.par_label
    return label.text() if label.isVisibleTo(window) else None


def par_known_and_one_move_played(window, controller, prefs, qtbot) -> None:
    """Deal 267's par (77) in the status bar, and a move played."""
    ParService.lengths = {controller.game.start: 77}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: par_shown(window) is not None, timeout=WAIT_MS)
    assert controller.play(controller.game.legal_moves()[0])


def test_the_status_bar_counts_every_move_the_pars_way_beside_the_par(
        par_services, window, controller, prefs, qtbot):
    from tests.gui.conftest import load_board

    prefs.set("automove", True)
    load_board(controller, HEARTS_LEFT)
    assert par_shown(window) is None  # none while the verdict is hidden: none asked
    ParService.lengths = {controller.game.start: 14}
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: par_shown(window) is not None, timeout=WAIT_MS)
    assert par_shown(window) == "Par: 0 / 14"
    assert "foundations" in window.par_label.toolTip()
    assert controller.play(Move.parse("1a"))  # KH to a cell: 2H and 3H go up by themselves
    assert par_shown(window) == "Par: 3 / 14"
    assert window.moves_label.text() == "Moves: 1"  # the player's own moves, beside it
    assert controller.play(Move.parse("3b"))  # QH to a cell, nothing follows
    assert par_shown(window) == "Par: 4 / 14"
    controller.undo()
    assert par_shown(window) == "Par: 3 / 14"
    controller.undo()
    assert par_shown(window) == "Par: 0 / 14"
    controller.redo()
    assert par_shown(window) == "Par: 3 / 14"
    # The verdict hidden hides the par, which tells as much.
    prefs.set("show_verdict", False)
    assert par_shown(window) is None
    prefs.set("show_verdict", True)
    assert par_shown(window) == "Par: 3 / 14"


def test_a_new_deal_shows_no_par_until_its_own_is_known(par_services, window, controller,
                                                         prefs, qtbot):
    par_known_and_one_move_played(window, controller, prefs, qtbot)
    assert par_shown(window) == f"Par: {par_count(controller.game)} / 77"
    service = window.rating_ui.rater.service
    service.holding = True
    window.start(GameCode.parse("FC1-C4-AAAAAKI"))
    assert par_shown(window) is None
    ParService.lengths[controller.game.start] = 90
    service.release_later()
    qtbot.waitUntil(lambda: par_shown(window) is not None, timeout=WAIT_MS)
    assert par_shown(window) == f"Par: {par_count(controller.game)} / 90"


def test_no_par_is_shown_while_a_replay_is_on_the_table(par_services, window, controller,
                                                         prefs, qtbot):
    par_known_and_one_move_played(window, controller, prefs, qtbot)
    shown = par_shown(window)
    replay = Game(controller.game.rules, controller.game.start, automove=False)
    replay.play(replay.legal_moves()[0], automove=False)
    controller.enter_replay(replay)
    assert par_shown(window) is None
    controller.leave_replay()
    assert par_shown(window) == shown


def test_no_par_is_shown_in_a_game_the_par_search_does_not_play(par_services, window,
                                                                 controller, prefs, qtbot):
    prefs.set("show_verdict", True)
    window.start(GameCode.parse("CK1-C2-AAAAAAF"))  # Clink: outside the FreeCell family
    ParService.lengths = {controller.game.start: 40}
    qtbot.waitUntil(lambda: window.rating_ui.rater.rating is not None, timeout=WAIT_MS)
    service = window.rating_ui.rater.service
    qtbot.waitUntil(lambda: not service.busy, timeout=WAIT_MS)
    assert controller.play(controller.game.legal_moves()[0])
    assert par_shown(window) is None
    assert not any(isinstance(r, ParRequest) and r.position == controller.game.start
                   for r in service.asked)
