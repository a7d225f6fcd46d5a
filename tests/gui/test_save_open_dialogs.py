"""Save Game As and Open Game in the window: where their dialogs start, and what they refuse.

The file dialogs are replaced by stand-ins that record the folder they were
given and answer with a path, so everything after the dialog is the app's
own: the writer, the reader, the message boxes and the preferences.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode, Move
from freecell_qt.storage import paths
from freecell_qt.windows.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
DEAL = GameCode.parse("FC1-C4-AAAAAKH")
NAME = f"{DEAL}.freecell"


class Dialogs:
    """Stands in for ``QFileDialog``: records where each dialog starts, answers ``choose``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.saves: list[str] = []
        self.opens: list[str] = []
        self.choose = ""
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._save)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._open)

    def _save(self, parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        self.saves.append(start)
        return self.choose, filters

    def _open(self, parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        self.opens.append(start)
        return self.choose, filters


class Warnings:
    """Records every warning box instead of showing it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.shown: list[tuple[str, str]] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            lambda parent, title, text, *rest: self.shown.append((title, text)))


@pytest.fixture
def dialogs(monkeypatch):
    return Dialogs(monkeypatch)


@pytest.fixture
def warnings(monkeypatch):
    return Warnings(monkeypatch)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home folder of the test's own, with the usual Documents folder in it."""
    folder = tmp_path / "home"
    (folder / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(folder))
    # Where a user-dirs.dirs would move Documents elsewhere: there is none.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / ".config"))
    return folder


@pytest.fixture
def window(qtbot, prefs):
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start(DEAL)
    return window


@pytest.fixture
def pipe(tmp_path):
    """A FIFO whose reading end is already open, without blocking: a write that wrongly
    opened it would go through at once, so a test fails rather than hangs."""
    path = tmp_path / "pipe.freecell"
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    yield path
    os.close(reader)


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(os.lstat(path).st_mode)


def save_as(window: MainWindow, dialogs: Dialogs, path: Path) -> None:
    dialogs.choose = str(path)
    window.save_as_action.trigger()


def open_game(window: MainWindow, dialogs: Dialogs, path: Path) -> None:
    dialogs.choose = str(path)
    window.open_action.trigger()


# -- what Save As refuses ------------------------------------------------------
def assert_refused(window: MainWindow, warnings: Warnings, target: Path, history: list) -> None:
    assert len(warnings.shown) == 1
    title, text = warnings.shown[0]
    assert title == "Cannot Save Game"
    assert f"{target} is not a regular file" in text and "unchanged" in text
    assert "still on the table" in text
    assert [step.text for step in window.controller.game.steps] == history


def test_save_as_onto_a_pipe_refuses_and_keeps_the_pipe(window, dialogs, warnings, pipe):
    window.controller.play(Move.parse("1a"))
    save_as(window, dialogs, pipe)
    assert_refused(window, warnings, pipe, ["1a"])
    assert is_fifo(pipe)


def test_save_as_onto_a_link_to_a_pipe_refuses_and_keeps_both(window, dialogs, warnings,
                                                               pipe, tmp_path):
    link = tmp_path / "link.freecell"
    link.symlink_to(pipe)
    save_as(window, dialogs, link)
    assert_refused(window, warnings, link, [])
    assert link.is_symlink() and is_fifo(pipe)


class NeverWrites:
    """Where the real ``QSaveFile`` must not be reached: it would replace /dev/null."""

    def __init__(self, name: str) -> None:
        raise AssertionError(f"a write to {name} was attempted")


def test_save_as_onto_a_link_to_dev_null_refuses(window, dialogs, warnings, tmp_path,
                                                 monkeypatch):
    if not stat.S_ISCHR(os.stat(os.devnull).st_mode):
        pytest.skip("no /dev/null device here")
    monkeypatch.setattr(paths, "QSaveFile", NeverWrites)
    link = tmp_path / "null.freecell"
    link.symlink_to(os.devnull)
    save_as(window, dialogs, link)
    assert_refused(window, warnings, link, [])
    assert link.is_symlink()


def test_save_as_onto_a_link_to_a_file_writes_the_file(window, dialogs, warnings, tmp_path):
    real = tmp_path / "kept" / "real.freecell"
    real.parent.mkdir()
    real.write_text("an older game")
    link = tmp_path / "link.freecell"
    link.symlink_to(real)
    window.controller.play(Move.parse("1a"))
    save_as(window, dialogs, link)
    assert warnings.shown == []
    assert link.is_symlink()
    assert json.loads(real.read_text())["game"]["moves"] == ["1a"]


# -- where the dialogs start ---------------------------------------------------
def test_both_dialogs_start_in_documents_at_first(window, dialogs, home):
    window.save_as_action.trigger()
    window.open_action.trigger()
    assert dialogs.saves == [str(home / "Documents" / NAME)]
    assert dialogs.opens == [str(home / "Documents")]


def test_without_documents_both_dialogs_start_at_home(window, dialogs, home):
    (home / "Documents").rmdir()
    window.save_as_action.trigger()
    window.open_action.trigger()
    assert dialogs.saves == [str(home / NAME)]
    assert dialogs.opens == [str(home)]


def test_both_dialogs_follow_the_last_game_saved_or_opened(window, dialogs, home, tmp_path):
    saved_in = tmp_path / "my games"
    saved_in.mkdir()
    save_as(window, dialogs, saved_in / "first.freecell")
    assert (saved_in / "first.freecell").is_file()
    dialogs.choose = ""
    window.save_as_action.trigger()
    window.open_action.trigger()
    assert dialogs.saves[-1] == str(saved_in / NAME)
    assert dialogs.opens[-1] == str(saved_in)

    opened_from = tmp_path / "from a friend"
    opened_from.mkdir()
    (saved_in / "first.freecell").rename(opened_from / "mailed.freecell")
    open_game(window, dialogs, opened_from / "mailed.freecell")
    assert window.controller.code == DEAL
    dialogs.choose = ""
    window.save_as_action.trigger()
    window.open_action.trigger()
    assert dialogs.saves[-1] == str(opened_from / NAME)
    assert dialogs.opens[-1] == str(opened_from)


#: The next start, in a process of its own so that nothing but the settings file carries
#: over: the window's dialogs, stood in for, print the folder each was given.
NEXT_START = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFileDialog
from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode
from freecell_qt.storage.preferences import Preferences
from freecell_qt.windows.main_window import MainWindow

app = QApplication([])
QFileDialog.getOpenFileName = lambda parent, title, start, filters: (print(start), ("", ""))[1]
QFileDialog.getSaveFileName = lambda parent, title, start, filters: (print(start), ("", ""))[1]
prefs = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window = MainWindow(GameController(prefs))
window.start(GameCode.parse(sys.argv[2]))
window.open_action.trigger()
window.save_as_action.trigger()
"""


def test_the_last_folder_is_remembered_at_the_next_start(window, dialogs, home, tmp_path,
                                                        settings):
    saved_in = tmp_path / "my games"
    saved_in.mkdir()
    save_as(window, dialogs, saved_in / "first.freecell")
    window.close()

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "FREECELL_QT_DATA_DIR": str(tmp_path / "data"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    result = subprocess.run([sys.executable, "-c", NEXT_START, settings.fileName(), str(DEAL)],
                            env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(saved_in), str(saved_in / NAME)]


def test_a_folder_since_removed_gives_way_to_documents(window, dialogs, home, tmp_path):
    gone = tmp_path / "usb stick"
    gone.mkdir()
    save_as(window, dialogs, gone / "game.freecell")
    (gone / "game.freecell").unlink()
    gone.rmdir()
    dialogs.choose = ""
    window.open_action.trigger()
    assert dialogs.opens == [str(home / "Documents")]


def test_a_refused_save_does_not_move_the_folder(window, dialogs, warnings, home, pipe):
    save_as(window, dialogs, pipe)
    dialogs.choose = ""
    window.open_action.trigger()
    assert dialogs.opens == [str(home / "Documents")]


# -- a name typed without its suffix -------------------------------------------
class Questions:
    """Records every question box and answers it with ``answer``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch,
                 answer: QMessageBox.StandardButton) -> None:
        self.asked: list[str] = []
        self.answer = answer
        monkeypatch.setattr(QMessageBox, "question", self._ask)

    def _ask(self, parent: object, title: str, text: str, *rest: object
             ) -> QMessageBox.StandardButton:
        self.asked.append(text)
        return self.answer


@pytest.mark.parametrize("answer, replaced", [
    (QMessageBox.StandardButton.No, False),
    (QMessageBox.StandardButton.Yes, True),
])
def test_a_name_without_suffix_asks_before_replacing_the_file_with_it(
        window, dialogs, warnings, tmp_path, monkeypatch, answer, replaced):
    older = tmp_path / "mine.freecell"
    older.write_text("an older game")
    questions = Questions(monkeypatch, answer)
    window.controller.play(Move.parse("1a"))
    save_as(window, dialogs, tmp_path / "mine")
    assert len(questions.asked) == 1 and "mine.freecell already exists" in questions.asked[0]
    assert warnings.shown == []
    if replaced:
        assert json.loads(older.read_text())["game"]["moves"] == ["1a"]
    else:
        assert older.read_text() == "an older game"
    assert not (tmp_path / "mine").exists()


def test_a_new_name_without_suffix_is_written_without_a_question(
        window, dialogs, warnings, tmp_path, monkeypatch):
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    save_as(window, dialogs, tmp_path / "fresh")
    assert questions.asked == []
    assert (tmp_path / "fresh.freecell").is_file()
