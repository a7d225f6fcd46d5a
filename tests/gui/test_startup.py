"""Starting the real app as a player does: several starts at once, a start while the
first is busy, a flood of idle connections, and logging out.

Each test runs ``freecell-qt`` in its own processes (offscreen) on a home of its
own: data, settings, runtime and temporary folders all under the test's
folders. Every process a test starts is stopped by its PID when the test ends.
A few tests wrap the app in a short script (``python -c``) that pauses it or
watches its window; the app itself runs unchanged.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest
from PySide6.QtCore import QLockFile

from freecell_qt.engine import Game, GameCode, Rules
from freecell_qt.services.autosave import AUTOSAVE_NAME
from freecell_qt.services.single_instance import LOCK_NAME
from freecell_qt.storage.game_files import SavedGame, to_json

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and socket files: Unix")

ROOT = Path(__file__).resolve().parents[2]
#: Generous: six people share two cores, and a Qt start can take a while there.
START_TIMEOUT_MS = 90_000
EXIT_TIMEOUT_S = 90


def app_command() -> list[str]:
    """The installed ``freecell-qt`` next to this Python, else the same code via ``-m``."""
    script = Path(sys.executable).with_name("freecell-qt")
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "freecell_qt"]


def code_of(deal: int) -> str:
    return str(GameCode.for_rules(Rules(), deal))


class Player:
    """One player's home: private folders, and the app processes started in it."""

    def __init__(self, root: Path, runtime: Path) -> None:
        self.root = root
        self.data = root / "data"
        self.runtime = runtime
        self.tmp = root / "tmp"
        config = root / "config"
        for folder in (self.tmp, config / "FreeCell Qt"):
            folder.mkdir(parents=True, exist_ok=True)
        # No background solver per window: the machine is small.
        (config / "FreeCell Qt" / "freecell-qt.conf").write_text(
            "[General]\nshow_verdict=false\noffer_lesson=false\n")
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("XDG_", "QT_", "DISPLAY", "WAYLAND_"))}
        env.update({
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])),
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(root / "home"),
            "XDG_CONFIG_HOME": str(config),
            "XDG_DATA_HOME": str(root / "share"),
            "XDG_CACHE_HOME": str(root / "cache"),
            "XDG_RUNTIME_DIR": str(runtime),
            "TMPDIR": str(self.tmp),
            "FREECELL_QT_DATA_DIR": str(self.data),
        })
        self.env = env
        self.started: list[subprocess.Popen[str]] = []
        self._logs: list[IO[str]] = []

    @property
    def autosave(self) -> Path:
        return self.data / AUTOSAVE_NAME

    def start(self, *args: str, command: list[str] | None = None,
              stdout: int = subprocess.DEVNULL,
              stdin: IO[str] | None = None) -> subprocess.Popen[str]:
        log = (self.root / f"stderr-{len(self.started)}.txt").open("w")
        self._logs.append(log)
        process = subprocess.Popen([*(command or app_command()), *args], env=self.env, cwd=ROOT,
                                   stdin=stdin, stdout=stdout, stderr=log, text=True)
        self.started.append(process)
        return process

    def stderr(self, process: subprocess.Popen[str]) -> str:
        return (self.root / f"stderr-{self.started.index(process)}.txt").read_text()

    def saved_code(self) -> str | None:
        """The deal in the autosave, ``None`` while there is none (or it is being replaced)."""
        try:
            return json.loads(self.autosave.read_text())["game"]["code"]
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def stop_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=EXIT_TIMEOUT_S)
        for log in self._logs:
            log.close()


def wait_exit(process: subprocess.Popen[str]) -> int:
    return process.wait(timeout=EXIT_TIMEOUT_S)


# -- one window, whatever the timing -------------------------------------------
def test_three_starts_at_once_leave_one_window(qtbot, player):
    starts = [player.start("--deal", str(deal)) for deal in (11, 12, 13)]
    qtbot.waitUntil(lambda: sum(p.poll() is not None for p in starts) >= 2,
                    timeout=START_TIMEOUT_MS)
    running = [p for p in starts if p.poll() is None]
    assert len(running) == 1, [player.stderr(p) for p in starts]
    for process in starts:
        if process is not running[0]:
            assert process.returncode == 0, player.stderr(process)
            assert "Traceback" not in player.stderr(process)
    # The one left plays on, saves, and ends cleanly.
    qtbot.waitUntil(lambda: player.saved_code() in {code_of(d) for d in (11, 12, 13)},
                    timeout=START_TIMEOUT_MS)
    assert running[0].poll() is None
    running[0].send_signal(signal.SIGTERM)
    assert wait_exit(running[0]) == 0, player.stderr(running[0])
    assert "Traceback" not in player.stderr(running[0])
    assert not (player.data / LOCK_NAME).exists()


# The first start's resume, held until the test lets it go: a long save to open.
PAUSED_RESUME = r"""
import sys, time
from pathlib import Path
from freecell_qt.services.autosave import Autosave

gate = Path(sys.argv[1])
original = Autosave.resume

def paused(self, *args, **kwargs):
    gate.with_suffix(".resuming").touch()
    while not gate.exists():
        time.sleep(0.02)
    return original(self, *args, **kwargs)

Autosave.resume = paused
from freecell_qt.app.start import main
sys.exit(main(sys.argv[2:]))
"""


def test_a_start_while_the_first_resumes_hands_over(qtbot, player):
    player.data.mkdir(parents=True)
    player.autosave.write_text(to_json(SavedGame(Game.new(617, Rules()), 5.0, 0)))
    gate = player.root / "gate"
    first = player.start(str(gate), command=[sys.executable, "-c", PAUSED_RESUME])
    qtbot.waitUntil(lambda: gate.with_suffix(".resuming").exists() or first.poll() is not None,
                    timeout=START_TIMEOUT_MS)
    assert first.poll() is None, player.stderr(first)
    second = player.start("--deal", "5")
    try:
        assert wait_exit(second) == 0, player.stderr(second)
    finally:
        gate.touch()
    # Once resumed, the first plays the deal the second start asked for.
    qtbot.waitUntil(lambda: player.saved_code() == code_of(5), timeout=START_TIMEOUT_MS)
    assert first.poll() is None


# Notes what the main window holds the first time it is shown.
FIRST_SHOWN = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from freecell_qt.windows.main_window import MainWindow

class FirstShow(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Show and isinstance(watched, MainWindow):
            note = Path(sys.argv[1])
            if not note.exists():
                # Whole or not at all: the test reads the note as soon as it exists.
                draft = note.with_suffix(".draft")
                draft.write_text(str(watched.controller.code))
                draft.replace(note)
        return False

app = QApplication(sys.argv[:1])
spy = FirstShow()
app.installEventFilter(spy)
from freecell_qt.app.start import main
sys.exit(main(sys.argv[2:]))
"""


def test_the_window_first_shows_the_resumed_game(qtbot, player):
    player.data.mkdir(parents=True)
    player.autosave.write_text(to_json(SavedGame(Game.new(617, Rules()), 5.0, 0)))
    note = player.root / "first-shown"
    process = player.start(str(note), command=[sys.executable, "-c", FIRST_SHOWN])
    qtbot.waitUntil(lambda: note.exists() or process.poll() is not None,
                    timeout=START_TIMEOUT_MS)
    assert note.read_text() == code_of(617), player.stderr(process)


def saved_board(player: Player) -> str | None:
    """The board of a game of no deal in the autosave, ``None`` while there is none."""
    try:
        return json.loads(player.autosave.read_text())["game"]["board"]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def test_a_second_start_hands_over_the_board_on_its_standard_input(qtbot, player, tmp_path):
    """``freecell deal 7 | freecell-qt --board -`` while a window runs: that window plays
    the board, which it could not read from its own standard input."""
    first = player.start("--deal", "617")
    qtbot.waitUntil(lambda: player.saved_code() == code_of(617), timeout=START_TIMEOUT_MS)
    board = Game.new(7).start
    piped = tmp_path / "piped.txt"
    piped.write_text(board.to_text(), encoding="utf-8")
    with piped.open(encoding="utf-8") as stdin:
        second = player.start("--board", "-", stdin=stdin)
        assert wait_exit(second) == 0, player.stderr(second)
    qtbot.waitUntil(lambda: saved_board(player) == board.to_text(colon=True),
                    timeout=START_TIMEOUT_MS)
    assert first.poll() is None and "Traceback" not in player.stderr(first)


# -- logging out, shutting down -------------------------------------------------
def test_sigterm_saves_the_game_and_exits_0(qtbot, player):
    first = player.start("--deal", "617")
    qtbot.waitUntil(lambda: player.saved_code() == code_of(617), timeout=START_TIMEOUT_MS)
    # A change of game, handed over by a second start, reaches the disk too.
    assert wait_exit(player.start("--deal", "618")) == 0
    qtbot.waitUntil(lambda: player.saved_code() == code_of(618), timeout=START_TIMEOUT_MS)
    player.autosave.unlink()  # from here only the final save can write it
    first.send_signal(signal.SIGTERM)
    assert wait_exit(first) == 0, player.stderr(first)
    assert player.saved_code() == code_of(618)
    assert "Traceback" not in player.stderr(first)


# -- a holder that does not answer ----------------------------------------------
# The app as it is, with a short hand-over wait and the message box written out.
NO_ANSWER = r"""
import sys
from PySide6.QtWidgets import QMessageBox
from freecell_qt.services import single_instance

single_instance.HANDOVER_WAIT_S = 0.5
QMessageBox.warning = staticmethod(lambda parent, title, text, *rest: print("box:", text))
from freecell_qt.app.start import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_start_that_cannot_reach_the_holder_says_so_and_touches_nothing(player):
    player.data.mkdir(parents=True)
    lock = QLockFile(str(player.data / LOCK_NAME))  # a living instance that never listens
    assert lock.tryLock(0)
    try:
        process = player.start("--deal", "5", command=[sys.executable, "-c", NO_ANSWER],
                               stdout=subprocess.PIPE)
        output, _ = process.communicate(timeout=EXIT_TIMEOUT_S)
    finally:
        lock.unlock()
    assert process.returncode == 1
    lines = player.stderr(process).splitlines()
    assert [line for line in lines if line.startswith("freecell-qt:")] == lines[-1:]
    assert "already running" in lines[-1] and "does not answer" in lines[-1]
    assert output.startswith("box: ") and "does not answer" in output
    assert sorted(p.name for p in player.data.iterdir()) == []  # the lock is gone too


# -- many idle connections ------------------------------------------------------
#: The app with fewer files allowed open than the flood below connects.
FEW_FILES = r"""
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
from freecell_qt.app.start import main
sys.exit(main(sys.argv[1:]))
"""


def flood(path: Path, count: int) -> list[socket.socket]:
    """Up to ``count`` connections that say nothing. Each waits a moment (the
    kernel's send time-out) for room in the server's queue; five in a row that
    find none, or a server that is gone, end the flood."""
    held: list[socket.socket] = []
    misses = 0
    for _ in range(count):
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, struct.pack("ll", 0, 50_000))
        try:
            client.connect(str(path))
        except (BlockingIOError, TimeoutError):
            client.close()
            misses += 1
            if misses == 5:
                break
            continue
        except OSError:
            client.close()
            break  # refused, or the socket file is gone: nobody listens any more
        misses = 0
        held.append(client)
    return held


def test_idle_connections_do_not_stop_the_hand_over(qtbot, player):
    first = player.start("--deal", "21", command=[sys.executable, "-c", FEW_FILES])
    qtbot.waitUntil(lambda: player.saved_code() == code_of(21), timeout=START_TIMEOUT_MS)
    # The socket is the player's own, in the private runtime folder, not in /tmp.
    sockets = list(player.runtime.iterdir())
    assert len(sockets) == 1 and sockets[0].lstat().st_uid == os.getuid()
    assert not list(player.tmp.glob("freecell-qt*"))
    held: list[socket.socket] = []
    try:
        held = flood(sockets[0], 1100)
    finally:
        for client in held:
            client.close()
    assert first.poll() is None, player.stderr(first)
    assert wait_exit(player.start("--deal", "22")) == 0
    qtbot.waitUntil(lambda: player.saved_code() == code_of(22), timeout=START_TIMEOUT_MS)
