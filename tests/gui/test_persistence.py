"""Never lose a game: autosave and resume, game files, and a second start, in the window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QCheckBox, QFileDialog, QMessageBox

from freecell_qt.app import code_from_arguments
from freecell_qt.controller import GameController
from freecell_qt.engine import Game, GameCode, Move, Rules
from freecell_qt.storage import paths
from freecell_qt.storage.autosave import AUTOSAVE_NAME, Autosave
from freecell_qt.storage.game_files import SavedGame, to_json
from freecell_qt.storage.single_instance import SingleInstance, server_name
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from freecell_qt.windows.session import start_first_game

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
    with qtbot.waitSignal(autosave.saved, timeout=5000):
        play(controller, "1a")
    data = json.loads((data_folder / AUTOSAVE_NAME).read_text())
    assert data["game"]["moves"] == ["1a"]


def test_closing_saves_and_the_next_start_resumes_exactly(make_window, window, controller,
                                                          prefs):
    window.use_autosave(Autosave(controller, delay_ms=60_000, parent=window))
    play(controller, "1a", "2b", "3c")
    controller.undo()
    controller.hints_used = 1
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


def test_a_deal_asked_for_wins_over_the_saved_game(make_window, window, controller):
    window.use_autosave(Autosave(controller, parent=window))
    play(controller, "1a")
    window.close()
    again = make_window()
    other = GameCode.for_rules(Rules(), 11982)
    start_first_game(again, Autosave(again.controller, parent=again), code=other)
    assert again.controller.code == other and again.controller.game.move_count == 0


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

    qtbot.waitUntil(lambda: notice() is not None, timeout=5000)
    assert "could not be read" in notice().text()
    assert window.controller.game.move_count == 0 and window.controller.code is not None
    assert len(list(data_folder.glob(f"{AUTOSAVE_NAME}.corrupt-*"))) == 1
    notice().accept()


def test_a_folder_that_refuses_writes_is_said_in_the_status_bar(qtbot, window, controller,
                                                                tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("nothing can be created under a regular file, even by root")
    autosave = Autosave(controller, folder=blocker / "data", delay_ms=50, parent=window)
    window.use_autosave(autosave)
    with qtbot.waitSignal(autosave.problem, timeout=5000):
        play(controller, "1a")
    assert "cannot be saved" in window.statusBar().currentMessage()
    play(controller, "2b")  # play goes on
    assert controller.game.move_count == 2


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


# -- a second start ------------------------------------------------------------
def test_a_second_start_brings_the_window_forward_with_its_deal(qtbot, window, controller):
    name = f"freecell-qt-test-{uuid.uuid4().hex[:12]}"
    first = SingleInstance(name, parent=window)
    assert first.listen()
    first.received.connect(lambda args: window.answer_second_start(code_from_arguments(args)))
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert SingleInstance(name).forward(["--deal", "11982", "--cells", "3"])
    qtbot.waitUntil(lambda: controller.code is not None and controller.code.deal_number == 11982,
                    timeout=5000)
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
def test_two_real_starts(qtbot, tmp_path, data_folder):
    """The whole path through app.main: a second process hands over and exits 0."""
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
