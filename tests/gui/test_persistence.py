"""Never lose a game: autosave and resume, game files, and a second start, in the window."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QKeySequence
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QCheckBox, QFileDialog, QMessageBox

from freecell_qt.app.start import APP_NAME, ORGANIZATION, code_from_arguments
from freecell_qt.controller import GameController
from freecell_qt.engine import Game, GameCode, Move, Pile, Position, Preset, Rules
from freecell_qt.services.autosave import AUTOSAVE_NAME, Autosave
from freecell_qt.services.single_instance import SingleInstance, server_name
from freecell_qt.storage import paths
from freecell_qt.storage.game_files import SavedGame, to_json
from freecell_qt.storage.statistics import FILE_NAME as STATISTICS_NAME
from freecell_qt.storage.statistics import Result, Statistics
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from freecell_qt.windows.end_dialogs import WonDialog
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from freecell_qt.windows.session import start_first_game
from tests.gui.conftest import Mouse
from tests.gui.test_advisor import NEAR_END
from tests.patience import settle
from tests.storage import hostile

ROOT = Path(__file__).resolve().parents[2]
DEAL = GameCode.parse("FC1-C4-AAAAAKH")


@pytest.fixture
def make_window(qtbot, prefs):
    def make(controller: GameController | None = None) -> MainWindow:
        window = MainWindow(controller or GameController(prefs))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def window(make_window, controller):
    window = make_window(controller)
    window.start(DEAL)
    return window


def game_menu(window: MainWindow) -> dict[str, object]:
    menu = window.menuBar().actions()[0].menu()
    return {action.text().replace("&", ""): action for action in menu.actions()}


def history(game) -> tuple[tuple[str, ...], int]:
    return tuple(step.text for step in game.steps), game.current


def play(controller: GameController, *tokens: str) -> None:
    for token in tokens:
        assert controller.play(Move.parse(token))


# -- autosave and resume -------------------------------------------------------
def test_every_change_reaches_the_disk(qtbot, window, controller, data_folder):
    autosave = Autosave(controller, delay_ms=50, parent=window)
    window.use_autosave(autosave)
    with qtbot.waitSignal(autosave.saved):
        play(controller, "1a")
    data = json.loads((data_folder / AUTOSAVE_NAME).read_text())
    assert data["game"]["moves"] == ["1a"]


def test_closing_saves_and_the_next_start_resumes_exactly(make_window, window, controller,
                                                          prefs):
    window.use_autosave(Autosave(controller, delay_ms=60_000, parent=window))
    play(controller, "1a", "2b", "3c")
    controller.undo()
    controller.restore_hints(1)
    before = controller.game
    played = controller.elapsed()
    window.close()  # the timer has not fired: only closing saved

    again = make_window()
    start_first_game(again, Autosave(again.controller, parent=again))
    game = again.controller.game
    assert history(game) == history(before) == (("1a", "2b", "3c"), 2)
    assert game.position == before.position
    assert again.controller.elapsed() >= played
    assert again.controller.hints_used == 1
    assert again.redo_action.isEnabled()
    assert again.moves_label.text() == "Moves: 2"


def test_a_deal_asked_for_wins_over_the_saved_game(qtbot, window, controller, prefs, modals):
    window.use_autosave(Autosave(controller, parent=window))
    play(controller, "1a")
    window.close()
    # As the app starts: the game on the table before the window shows.
    again = MainWindow(GameController(prefs))
    qtbot.addWidget(again)
    other = GameCode.for_rules(Rules(), 11982)
    # The saved game has a move: given up only once the player says so.
    modals.answer(AbandonQuestion, lambda box: box.abandon_button.click())
    start_first_game(again, Autosave(again.controller, parent=again), code=other)
    again.show()
    qtbot.waitUntil(lambda: again.controller.code == other)
    assert again.controller.game.move_count == 0
    assert AbandonQuestion in modals.kinds()


def test_resume_can_be_turned_off(qtbot, make_window, window, controller, prefs):
    window.use_autosave(Autosave(controller, parent=window))
    play(controller, "1a")
    window.close()
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    box = dialog.checks["resume"]
    assert isinstance(box, QCheckBox) and box.isChecked()
    box.click()
    assert prefs.resume is False
    again = make_window()
    start_first_game(again, Autosave(again.controller, parent=again))
    assert again.controller.game.move_count == 0


def test_a_corrupt_autosave_is_set_aside_and_said_once(qtbot, make_window, data_folder):
    (data_folder / AUTOSAVE_NAME).write_text('{"format": "freecell-qt-game", "vers')
    window = make_window()
    start_first_game(window, Autosave(window.controller, parent=window))

    def notice() -> QMessageBox | None:
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        return boxes[0] if boxes else None

    qtbot.waitUntil(lambda: notice() is not None)
    assert "could not be read" in notice().text()
    assert window.controller.game.move_count == 0 and window.controller.code is not None
    assert len(list(data_folder.glob(f"{AUTOSAVE_NAME}.corrupt-*"))) == 1
    notice().accept()


def visible_notices(window: MainWindow) -> list[str]:
    return [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]


def first_step_saved(path: Path) -> str:
    """The one step of the saved game, without the auto-moves a random deal may add
    (after the move, or at the deal: an ``auto`` step before it)."""
    steps = json.loads(path.read_text())["game"]["moves"]
    [step] = [step for step in steps if not step.startswith("auto ")]
    return step.split()[0]


def saved_game(moves: tuple[str, ...] = ("1a",)) -> dict:
    game = Game.from_code(DEAL)
    for token in moves:
        game.play(Move.parse(token))
    return json.loads(to_json(SavedGame(game, 12.0)))


@pytest.mark.parametrize("numbers", [{"elapsed": 10**310}, {"hints_used": 2**63}],
                         ids=["elapsed of 310 digits", "hints of 2^63"])
def test_an_autosave_with_numbers_out_of_range_is_set_aside_and_said_once(
        qtbot, make_window, data_folder, numbers):
    (data_folder / AUTOSAVE_NAME).write_text(hostile.with_numbers(saved_game(), **numbers))
    window = make_window()
    start_first_game(window, Autosave(window.controller, parent=window))
    qtbot.waitUntil(lambda: visible_notices(window) != [])
    settle(qtbot)
    [notice] = visible_notices(window)
    assert "could not be read" in notice
    assert len(list(data_folder.glob(f"{AUTOSAVE_NAME}.corrupt-*"))) == 1
    assert window.controller.game.move_count == 0 and window.controller.hints_used == 0
    play(window.controller, "1a")  # play goes on, and is kept on quit
    window.close()
    assert first_step_saved(data_folder / AUTOSAVE_NAME) == "1a"

    again = make_window()  # the next start resumes it and has nothing to say
    start_first_game(again, Autosave(again.controller, parent=again))
    settle(qtbot)
    assert visible_notices(again) == [] and again.controller.game.move_count == 1


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_an_autosave_that_is_not_a_file_does_not_hold_up_the_start(qtbot, make_window,
                                                                    data_folder, kind):
    path = data_folder / AUTOSAVE_NAME
    window = make_window()
    with contextlib.ExitStack() as stack:
        if kind == "fifo":
            stack.enter_context(hostile.fifo(path))
        else:
            path.mkdir()
        start_first_game(window, Autosave(window.controller, parent=window))
    qtbot.waitUntil(lambda: visible_notices(window) != [])
    settle(qtbot)
    [notice] = visible_notices(window)
    assert "not a regular file" in notice
    assert window.controller.code is not None and window.controller.game.move_count == 0
    play(window.controller, "1a")
    window.close()
    assert first_step_saved(path) == "1a"


def test_quitting_saves_the_last_move_when_the_statistics_fail(qtbot, window, controller,
                                                               data_folder, monkeypatch):
    window.use_autosave(Autosave(controller, delay_ms=60_000, parent=window))
    play(controller, "1a", "2b")

    def broken() -> None:
        raise OSError("the statistics file went away")

    monkeypatch.setattr(window.statistics_ui.recorder, "flush", broken)
    with qtbot.capture_exceptions() as reported:
        window.quit_action.trigger()
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["game"]["moves"] == [
        "1a", "2b"]
    # Not swallowed: the app's hook logs it to errors.log (see crash_report).
    assert [str(error) for _kind, error, _trace in reported] == [
        "the statistics file went away"]


def test_a_hint_count_too_big_for_the_statistics_costs_no_move(window, controller,
                                                               data_folder):
    window.use_autosave(Autosave(controller, delay_ms=60_000, parent=window))
    play(controller, "1a")
    controller.restore_hints(2**63)  # no file can bring this in now; SQLite cannot hold it
    play(controller, "2b")
    window.close()
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["game"]["moves"] == [
        "1a", "2b"]
    assert "cannot be saved" in window.statistics_ui.statistics.problem


def test_statistics_rows_of_an_unknown_kind_do_not_stop_the_start(qtbot, make_window,
                                                                  data_folder):
    # An earlier run left a game in progress (and a later version wrote rows this
    # one cannot show): the start resumes the game and the dialog opens.
    statistics = Statistics()
    game = Game.from_code(DEAL)
    game.play(Move.parse("1a"))
    for column, value in (("variant", "'spider'"), ("seconds", "9e999")):
        for result in ("in_progress", "won"):
            row = statistics.start_game(game)
            hostile.written_by_another_program(
                statistics.path, f"UPDATE games SET result = '{result}', moves = 1, "
                f"{column} = {value} WHERE id = ?", (row,))
    statistics.close()
    (data_folder / AUTOSAVE_NAME).write_text(json.dumps(saved_game()))
    window = make_window()
    start_first_game(window, Autosave(window.controller, parent=window))
    assert window.controller.game.move_count == 1
    window.statistics_ui.show_statistics()
    qtbot.waitUntil(lambda: window.statistics_ui.dialog is not None
                    and window.statistics_ui.dialog.isVisible())
    settle(qtbot)
    window.statistics_ui.dialog.close()


def test_a_folder_in_place_of_the_statistics_is_moved_aside_and_said_once(qtbot, make_window,
                                                                          data_folder):
    (data_folder / STATISTICS_NAME).mkdir()
    window = make_window()
    qtbot.waitUntil(lambda: visible_notices(window) != [])
    settle(qtbot)
    [notice] = visible_notices(window)
    assert "a new one was started" in notice
    assert (data_folder / STATISTICS_NAME).is_file()
    assert len(list(data_folder.glob(f"{STATISTICS_NAME}.corrupt-*"))) == 1
    window.close()
    again = make_window()  # the next start has nothing to say
    settle(qtbot)
    assert visible_notices(again) == []


def test_a_folder_that_refuses_writes_is_said_in_the_status_bar(qtbot, window, controller,
                                                                tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("nothing can be created under a regular file, even by root")
    autosave = Autosave(controller, folder=blocker / "data", delay_ms=50, parent=window)
    window.use_autosave(autosave)
    with qtbot.waitSignal(autosave.problem):
        play(controller, "1a")
    assert "cannot be saved" in window.statusBar().currentMessage()
    play(controller, "2b")  # play goes on
    assert controller.game.move_count == 2


# -- a game Solve played part of stays Solve's -------------------------------------
def solve_a_little(qtbot, window: MainWindow) -> None:
    """Move > Solve on a game near its end, then a click on the table once Solve has
    played a move, as a player stops it: the game is left unfinished."""
    controller = window.controller
    controller.set_game(Game(Rules(), Position.from_text(NEAR_END)))
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: controller.game.move_count >= 1)
    Mouse(window.view).click(QPointF(5, 5))
    assert not window.advisor.demo_running and not controller.game.is_won
    assert controller.played_by_solve


def finish_by_hand(controller: GameController) -> None:
    """Send up whatever card fits, as a player's double clicks would, until the game is won."""
    piles = [*(Pile.column(i) for i in range(8)), *(Pile.cell(i) for i in range(4))]
    while not controller.game.is_won:
        move = next(filter(None, map(controller.foundation_move, piles)))
        assert controller.play(move)


def assert_solved_never_won(window: MainWindow, headlines: list[str]) -> None:
    statistics = window.statistics_ui.statistics
    [row] = statistics.recent(Preset.FREECELL, 4)
    assert row.result is Result.WON and row.played_by_solve and not row.won
    summary = statistics.summary(Preset.FREECELL, 4)
    assert summary.won == 0 and summary.current_winning_streak == 0
    assert ["Solved by the computer" in headline for headline in headlines] == [True]


def test_a_game_solve_played_part_of_stays_solve_s_after_quit_and_resume(
        qtbot, make_window, window, controller, data_folder, modals):
    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    window.use_autosave(Autosave(controller, delay_ms=60_000, parent=window))
    solve_a_little(qtbot, window)
    window.close()
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["solved_by_computer"] is True

    again = make_window()
    start_first_game(again, Autosave(again.controller, parent=again))
    assert again.controller.game.move_count >= 1 and again.controller.played_by_solve
    finish_by_hand(again.controller)
    qtbot.waitUntil(lambda: bool(headlines))
    assert_solved_never_won(again, headlines)


def test_a_game_solve_played_part_of_stays_solve_s_in_a_game_file(
        qtbot, make_window, window, controller, tmp_path, monkeypatch, modals):
    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    solve_a_little(qtbot, window)
    path = tmp_path / "half solved.freecell"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    game_menu(window)["Save Game As..."].trigger()
    assert json.loads(path.read_text())["solved_by_computer"] is True
    window.close()

    again = make_window()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    game_menu(again)["Open Game..."].trigger()
    assert again.controller.game.move_count >= 1 and again.controller.played_by_solve
    finish_by_hand(again.controller)
    qtbot.waitUntil(lambda: bool(headlines))
    assert_solved_never_won(again, headlines)


# -- game files ----------------------------------------------------------------
def test_the_game_menu_has_open_and_save_as(window):
    entries = game_menu(window)
    assert entries["Open Game..."].shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    save_as = QKeySequence(QKeySequence.StandardKey.SaveAs)
    assert entries["Save Game As..."].shortcut() == save_as


def test_save_as_then_open_from_the_menu(window, controller, tmp_path, monkeypatch):
    play(controller, "1a", "2b")
    controller.undo()
    before = history(controller.game)
    asked = {}

    def save_dialog(parent, title, start, filters):
        asked["filter"] = filters
        return str(tmp_path / "my game"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    game_menu(window)["Save Game As..."].trigger()
    saved = tmp_path / "my game.freecell"
    assert saved.exists()
    assert asked["filter"] == "FreeCell games (*.freecell)"

    controller.new_game()
    assert history(controller.game) != before
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: (str(saved), "FreeCell games (*.freecell)"))
    game_menu(window)["Open Game..."].trigger()
    assert history(controller.game) == before
    assert controller.code == DEAL


def test_opening_over_a_game_in_play_asks_first(window, controller, tmp_path, monkeypatch):
    path = tmp_path / "other.freecell"
    path.write_text(to_json(SavedGame(Game.from_code("FC1-C4-AAAAAAB"), 3.0)))
    play(controller, "1a")
    before = controller.game
    monkeypatch.setattr(window.statistics_ui, "may_abandon", lambda: False)
    assert not window.open_game(str(path))
    assert controller.game is before
    monkeypatch.setattr(window.statistics_ui, "may_abandon", lambda: True)
    assert window.open_game(str(path))
    assert str(controller.code) == "FC1-C4-AAAAAAB"


def test_cancelled_dialogs_change_nothing(window, controller, monkeypatch):
    before = controller.game
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    assert not window.open_game()
    assert not window.save_game_as()
    assert controller.game is before


def bad_files() -> dict[str, bytes]:
    good = json.loads(to_json(SavedGame(Game.from_code(DEAL), 5.0)))
    illegal = json.loads(json.dumps(good))
    illegal["game"]["moves"] = ["1a", "1a"]
    wrong_types = json.loads(json.dumps(good))
    wrong_types["elapsed"] = "five"
    other = json.loads(json.dumps(good))
    other["format"] = "something-else"
    return {
        "bad JSON": b'{"format": "freecell-qt-game",',
        "wrong format": json.dumps(other).encode(),
        "illegal move": json.dumps(illegal).encode(),
        "wrong types": json.dumps(wrong_types).encode(),
    }


@pytest.mark.parametrize("name", list(bad_files()))
def test_a_bad_file_says_so_and_changes_nothing(window, controller, tmp_path, monkeypatch,
                                                name):
    play(controller, "1a")
    before, before_history, code = controller.game, history(controller.game), controller.code
    path = tmp_path / "bad.freecell"
    path.write_bytes(bad_files()[name])
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: warnings.append((title, text)))
    assert not window.open_game(str(path))
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Cannot Open Game"
    assert "bad.freecell cannot be opened" in text and "unchanged" in text
    assert controller.game is before and history(before) == before_history
    assert controller.code == code


def test_save_as_into_a_place_that_refuses(window, controller, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: warnings.append(title))
    assert not window.save_game_as(str(blocker / "game.freecell"))
    assert warnings == ["Cannot Save Game"]


def test_a_crafted_game_file_is_refused_before_it_is_replayed(window, controller, tmp_path,
                                                              monkeypatch):
    path = tmp_path / "crafted.freecell"
    path.write_bytes(hostile.one_huge_step())
    before = controller.game

    def replay(data: object) -> Game:
        raise AssertionError("the file was replayed before its length was checked")

    monkeypatch.setattr(Game, "from_dict", replay)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: warnings.append(text))
    game_menu(window)["Open Game..."].trigger()
    assert len(warnings) == 1 and "step 1 has more than the 100 moves" in warnings[0]
    assert controller.game is before


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_open_game_refuses_what_is_not_a_file_at_once(window, controller, tmp_path,
                                                      monkeypatch, kind):
    before = controller.game
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: warnings.append(text))
    with contextlib.ExitStack() as stack:
        if kind == "fifo":
            path = stack.enter_context(hostile.fifo(tmp_path / "pipe.freecell"))
        elif kind == "folder":
            path = tmp_path / "folder.freecell"
            path.mkdir()
        else:
            path = Path("/dev/zero")
        assert not window.open_game(str(path))
    assert len(warnings) == 1
    assert f"{path.name} cannot be opened: the file is not a regular file" in warnings[0]
    assert controller.game is before


# -- a second start ------------------------------------------------------------
def test_a_second_start_brings_the_window_forward_with_its_deal(qtbot, window, controller):
    name = f"freecell-qt-test-{uuid.uuid4().hex[:12]}"
    first = SingleInstance(name, parent=window)
    assert first.listen()
    first.received.connect(lambda args: window.answer_second_start(code_from_arguments(args)))
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert SingleInstance(name).forward(["--deal", "11982", "--cells", "3"])
    qtbot.waitUntil(lambda: controller.code is not None and controller.code.deal_number == 11982)
    assert controller.code.cells == 3
    assert not window.isMinimized()
    first.close()


def test_a_second_start_of_the_same_deal_keeps_the_progress(window, controller):
    play(controller, "1a")
    window.answer_second_start(DEAL)
    assert controller.game.move_count == 1
    window.answer_second_start(None)
    assert controller.game.move_count == 1


@pytest.mark.parametrize(("arguments", "expected"), [
    (["--deal", "5"], "deal 5"),
    (["--code", "FC1-C4-AAAAAKH"], "FC1-C4-AAAAAKH"),
    ([], None),
    (["--variant", "forecell"], None),
    (["--deal", "0"], None),
    (["--code", "FC1-C9-AAAAAKH"], None),
    (["--deal", "5", "--variant", "forecell", "--cells", "2"], None),
    (["--deal", "5", "--variant", "forecell"], "FO1-C4-AAAAAAF"),
    (["--deal", "5", "--game", "eight-off"], "EO1-C8-AAAAAAF"),
    (["--deal", "5", "--game", "freecell", "--cells", "0"], "FC1-C0-AAAAAAF"),
    (["--deal", "5", "--game", "eight-off", "--cells", "3"], None),
    (["--deal", "5", "--game", "forecell", "--variant", "freecell"], None),
    (["--no-such-option"], None),
])
def test_code_from_arguments(arguments, expected, capsys):
    code = code_from_arguments(arguments)
    if expected is None:
        assert code is None
    elif expected.startswith("deal"):
        assert code is not None and code.deal_number == int(expected.split()[1])
    else:
        assert str(code) == expected


# -- the real app, twice -------------------------------------------------------
def app_environment(tmp_path, data_folder) -> dict[str, str]:
    """The environment of a real app start that touches only the test's folders."""
    env = dict(os.environ)
    env.update({
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])),
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "share"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        paths.DATA_DIR_VARIABLE: str(data_folder),
    })
    return env


def test_two_real_starts(qtbot, tmp_path, data_folder):
    """The whole path through app.main: a second process hands over and exits 0."""
    env = app_environment(tmp_path, data_folder)
    command = [sys.executable, "-m", "freecell_qt"]
    first = subprocess.Popen([*command, "--deal", "5"], env=env, cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        name = server_name(folder=data_folder)

        def listening() -> bool:
            probe = QLocalSocket()
            probe.connectToServer(name)
            alive = probe.waitForConnected(100)
            probe.abort()
            return alive

        qtbot.waitUntil(lambda: listening() or first.poll() is not None, timeout=60_000)
        assert first.poll() is None, first.stderr.read().decode() if first.stderr else ""
        second = subprocess.run([*command, "--deal", "7"], env=env, cwd=ROOT, timeout=120,
                                capture_output=True, text=True, check=False)
        assert second.returncode == 0, second.stderr
        wanted = str(GameCode.for_rules(Rules(), 7))

        def saved_code() -> str | None:
            try:
                return json.loads((data_folder / AUTOSAVE_NAME).read_text())["game"]["code"]
            except (OSError, ValueError, KeyError):
                return None

        qtbot.waitUntil(lambda: saved_code() == wanted, timeout=60_000)
    finally:
        first.kill()  # a kill at any moment: the autosave must stay whole
        first.wait(timeout=60)
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["game"]["code"] == wanted
    assert not list(data_folder.glob("*.corrupt-*"))


def test_the_real_app_starts_over_a_hostile_autosave_and_settings_file(qtbot, tmp_path,
                                                                       data_folder):
    """The whole start through app.main, over an autosave with a number of 310 digits
    (it crashed every start) and a FIFO for a settings file (it blocked every start):
    both are moved aside, a new game is dealt and kept."""
    hostile_text = hostile.with_numbers(saved_game(), elapsed=10**310)
    (data_folder / AUTOSAVE_NAME).write_text(hostile_text)
    settings_folder = tmp_path / "config" / ORGANIZATION
    settings_folder.mkdir(parents=True)
    os.mkfifo(settings_folder / f"{APP_NAME}.conf")
    env = app_environment(tmp_path, data_folder)
    app = subprocess.Popen([sys.executable, "-m", "freecell_qt"], env=env, cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def new_game_saved() -> bool:
        try:
            data = json.loads((data_folder / AUTOSAVE_NAME).read_text())
        except (OSError, ValueError):
            return False
        # A new deal: no step, or only the cards the deal itself sent up.
        fresh = all(step.startswith("auto ") for step in data["game"]["moves"])
        return fresh and data["elapsed"] < 3600

    try:
        qtbot.waitUntil(lambda: new_game_saved() or app.poll() is not None, timeout=60_000)
        assert app.poll() is None, app.stderr.read().decode() if app.stderr else ""
    finally:
        app.kill()
        app.wait(timeout=60)
    [aside] = data_folder.glob(f"{AUTOSAVE_NAME}.corrupt-*")
    assert aside.read_text() == hostile_text
    [settings_aside] = settings_folder.glob(f"{APP_NAME}.conf.corrupt-*")
    assert settings_aside.is_fifo()


# -- a board from the command line -----------------------------------------------------
def test_a_board_from_the_command_line_wins_over_the_saved_game(qtbot, window, controller,
                                                                prefs, tmp_path, modals):
    from freecell_qt.app.start import build_parser, requested_board

    window.use_autosave(Autosave(controller, parent=window))
    play(controller, "1a")
    window.close()
    board = Game.new(5, Rules.preset("clink")).start
    path = tmp_path / "clink.txt"
    path.write_text(board.to_text(), encoding="utf-8")
    asked = requested_board(build_parser().parse_args(["--board", str(path)]))
    # As the app starts: the game on the table before the window shows.
    again = MainWindow(GameController(prefs))
    qtbot.addWidget(again)
    # The saved game has a move: given up only once the player says so.
    modals.answer(AbandonQuestion, lambda box: box.abandon_button.click())
    start_first_game(again, Autosave(again.controller, parent=again), board=asked)
    again.show()
    qtbot.waitUntil(lambda: again.controller.game.position == board, timeout=10_000)
    assert AbandonQuestion in modals.kinds()
    game = again.controller.game
    assert game.position == board and game.rules.game is Preset.CLINK
    assert again.controller.code is None and game.move_count == 0


def test_a_second_start_with_a_board_plays_it_from_the_folder_it_was_named_in(
        qtbot, window, controller, tmp_path, monkeypatch):
    from freecell_qt.app.start import _with_board_path_absolute, board_from_arguments

    name = f"freecell-qt-test-{uuid.uuid4().hex[:12]}"
    first = SingleInstance(name, parent=window)
    assert first.listen()
    first.received.connect(lambda args: window.answer_second_start(
        code_from_arguments(args), board_from_arguments(args)))
    board = Game.new(7, Rules.preset("bakers-game")).start
    (tmp_path / "mine.txt").write_text(board.to_text(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    arguments = _with_board_path_absolute(["--board", "mine.txt"])
    assert arguments == ["--board", str(tmp_path / "mine.txt")]
    monkeypatch.chdir(ROOT)  # the running window's own folder
    assert SingleInstance(name).forward(arguments)
    qtbot.waitUntil(lambda: controller.game.position == board)
    assert controller.code is None
    first.close()
