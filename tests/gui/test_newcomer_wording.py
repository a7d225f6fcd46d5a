"""Words a newcomer met in the window: a run's hint names its card, one move is
"1 move", the Abandon question's title is whole, and the window is the app's."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QStyle

from freecell_qt.engine import Game, Move, Position, Rules
from freecell_qt.engine.solution import Hint
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from tests.boards import RULES_EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
#: Generous: the machine running the tests may be busy.
PATIENCE_S = 90


def test_a_hint_for_a_run_names_the_card_that_leads_it(window, controller):
    controller.set_game(Game(Rules(), Position.from_text(RULES_EXAMPLE), automove=False))
    window.advisor.hintReady.emit(Hint(Move.parse("12"), from_solution=True))
    assert window.statusBar().currentMessage() == (
        "Hint: jack of spades and 9 cards below it onto the queen of diamonds")
    window.advisor.hintReady.emit(Hint(Move.parse("18v2"), from_solution=True))
    assert window.statusBar().currentMessage() == (
        "Hint: 3 of spades and 1 card below it to column 8")


def test_the_review_of_one_move_says_1_move(qtbot, window, controller, modals):
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(ReviewDialog, lambda dialog: None)  # left open: the test reads it
    controller.play(Move.parse("1a"))
    window.review_action.trigger()
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=60_000)
    text = dialog.headline.text()
    assert "You played 1 move;" in text, text
    assert "1 moves" not in text


def test_the_abandon_question_shows_its_whole_title(qtbot, window):
    question = AbandonQuestion(window)
    qtbot.addWidget(question)
    question.show()
    qtbot.waitExposed(question)
    # As the platform shows it, with the app's name; in a bar whose font is a
    # quarter larger and bold, beside an icon and three buttons.
    title = f"{question.windowTitle()} \N{EM DASH} {QGuiApplication.applicationDisplayName()}"
    font = question.font()
    font.setBold(True)
    bar = question.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    needed = QFontMetrics(font).horizontalAdvance(title) * 5 // 4 + 4 * bar
    assert question.width() >= needed, (question.width(), needed)
    question.close()


@pytest.mark.skipif(os.name != "posix" or shutil.which("Xvfb") is None
                    or shutil.which("xwininfo") is None, reason="needs Xvfb and xwininfo")
def test_the_window_class_is_the_apps_name_under_python_m(tmp_path):
    """``make run`` starts ``python -m freecell_qt``: the window's class is still the app's.

    On a private X server, the app as ``make run`` starts it; ``xwininfo`` lists
    each window with its class (instance and class names, WM_CLASS).
    """
    read, write = os.pipe()
    # -noreset: a server that resets as its last client leaves refuses the
    # next one for a moment (2% of back-to-back clients), and the app follows
    # the probe that found the server up.
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               "1280x1024x24", "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    app = None
    try:
        with os.fdopen(read) as numbers:
            display = ":" + numbers.readline().strip()
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("QT_", "WAYLAND_", "XDG_"))}
        env.update({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path),
                    "FREECELL_QT_DATA_DIR": str(tmp_path / "data"),
                    "XDG_CONFIG_HOME": str(tmp_path / "config"),
                    "XDG_RUNTIME_DIR": str(tmp_path)})
        # The server answers before the app is started: where it cannot be
        # reached (it went, or another's exit took its socket), say so.
        deadline = time.monotonic() + PATIENCE_S
        while subprocess.run(["xwininfo", "-root"], env=env, capture_output=True).returncode:
            assert server.poll() is None and time.monotonic() < deadline, \
                f"the X server on {display} cannot be reached"
            time.sleep(0.05)  # polled until it answers, however long that takes
        app = subprocess.Popen([sys.executable, "-m", "freecell_qt", "--deal", "5"], cwd=ROOT,
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True)
        deadline = time.monotonic() + PATIENCE_S
        titled: list[str] = []
        while not titled and app.poll() is None and time.monotonic() < deadline:
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env,
                                  capture_output=True, text=True).stdout
            titled = [line for line in tree.splitlines() if "deal 5" in line]
            time.sleep(0.05)  # polled until the window is there, however long that takes
        assert titled, app.stderr.read() if app.poll() is not None else "no window"
        [line] = titled
        assert '("freecell-qt" "freecell-qt")' in line, line
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait()
        # Ended as the other tests end theirs, so that it takes its lock and
        # socket away itself (killed, it left them for the next server).
        server.terminate()
        server.wait(PATIENCE_S)
