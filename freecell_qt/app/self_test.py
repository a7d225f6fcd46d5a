"""``freecell-qt --self-test``: proof that an installed or frozen copy really works.

A bundle can build cleanly and still miss a Qt plugin, an icon or a module
that only a later import needs. This plays a known deal through the same
controller and window a player uses, offscreen and with throw-away settings,
so that it runs on a build machine with no display and never touches the
player's files. It prints one line: what passed and how fast the first frame
came, or why it failed (exit status 1).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from freecell_qt.app import system_check
from freecell_qt.engine import Game, GameCode, Move, Position, Rules, initial_position

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

DEAL = 1
#: Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and
#: two of clubs, which go up with the ace of spades; 7b then fills a cell.
MOVES = ("6a", "6b", "7b")
AFTER_MOVES = """\
Foundations: H-0 C-2 D-0 S-A
Freecells: 3D 8C - -
JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC
7C KH AH 4D JH
5H 3H 3C 7S 7D TC
"""
SCORE_AFTER_MOVES = 30
TIMEOUT_S = 20.0


class SelfTestError(Exception):
    """A check that failed; its message is the one line the player sees."""


def seconds_since_start() -> float | None:
    """How long this process has been running, start-up of the interpreter included.

    Linux keeps the start time in /proc; elsewhere there is no cheap way to
    read it, and the figure is simply left out.
    """
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        ticks = int(fields[19])  # field 22, "starttime", counted after the name
        started = ticks / os.sysconf("SC_CLK_TCK")
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started
    except (OSError, IndexError, ValueError, AttributeError):
        return None


def deal_in_child(number: int) -> str:
    """Runs in a spawned process: proves that a frozen app can start its workers."""
    return initial_position(Rules(), number).to_text()


def solve_in_child(number: int) -> tuple[str, bool]:
    """Runs in a spawned process, as the app's solver does: the verdict on the
    deal, and whether the compiled solver (setup.py) was the one that ran."""
    from freecell_qt.engine.solver import compiled, solve

    return solve(initial_position(Rules(), number), Rules()).status, compiled()


def _check(condition: bool, reason: str) -> None:
    if not condition:
        raise SelfTestError(reason)


def _wait(app: QApplication, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not done():
        if time.monotonic() > deadline:
            raise SelfTestError(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.005)


def _isolate(folder: Path) -> None:
    """Point every per-user location into ``folder`` before Qt reads them."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = str(folder / name.lower())
    os.environ.setdefault("XDG_RUNTIME_DIR", str(folder))


def _check_icons(app: QApplication) -> int:
    from PySide6.QtGui import QImage

    from freecell_qt.resources import ICON_SIZES, icon_png

    for size in ICON_SIZES:
        image = QImage.fromData(icon_png(size).read_bytes())
        _check(image.width() == size == image.height(), f"the {size} px icon is missing")
    _check(not app.windowIcon().isNull(), "the window has no icon")
    return len(ICON_SIZES)


def _check_translations() -> int:
    """Each language's catalog is there and answers: a lost ``.qm`` would show only
    as an English window on a French or Romanian desktop, never as an error."""
    from PySide6.QtCore import QTranslator

    from freecell_qt.app.i18n import LANGUAGES, SOURCE_LANGUAGE
    from freecell_qt.resources import translation_catalog

    translated = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]
    for language in translated:
        catalog = translation_catalog(language)
        translator = QTranslator()
        _check(catalog.is_file() and translator.load(str(catalog)),
               f"the {language} translation is missing")
        _check(translator.translate("MainWindow", "&Game") not in ("", "&Game"),
               f"the {language} translation is empty")
    return len(translated)


def _check_picture(widget: QWidget) -> None:
    """The window shows a table, not a blank: count the colours of a coarse grid."""
    image = widget.grab().toImage()
    _check(not image.isNull() and image.width() > 100, "the window could not be drawn")
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), 23)
        for y in range(0, image.height(), 23)
    }
    _check(len(colours) > 8, f"the window looks blank ({len(colours)} colours)")


def _quiet_offscreen(kind: object, context: object, message: str) -> None:
    """Pass Qt's messages on, less the offscreen platform's notes about what it lacks."""
    if "does not support" not in message:
        sys.stderr.write(message + "\n")


def _check_worker() -> bool:
    """Deal and solve in a worker process; True when its solver was compiled."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    with context.Pool(1) as pool:
        text = pool.apply(deal_in_child, (DEAL,))
        status, compiled = pool.apply(solve_in_child, (DEAL,))
    _check(text == initial_position(Rules(), DEAL).to_text(),
           "a worker process dealt another game")
    _check(status == "solved", f"the solver's verdict on deal {DEAL} was {status}")
    _check_game_worker()
    return compiled


def _check_game_worker() -> None:
    """The worker the game itself starts (``solving/process.py``) answers a verdict."""
    from freecell_qt.solving.messages import Asked, Reply, SolveAnswer, SolveRequest
    from freecell_qt.solving.process import start_worker

    process, connection = start_worker()
    try:
        position = initial_position(Rules(), DEAL)
        connection.send(Asked(1, SolveRequest(position, Rules(), 30.0)))
        _check(connection.poll(60.0), "the game's solver worker gave no answer in 60 s")
        reply = connection.recv()
        _check(isinstance(reply, Reply) and isinstance(reply.answer, SolveAnswer)
               and reply.answer.result.solved,
               f"the game's solver worker did not solve deal {DEAL}")
        # A worker that holds much once it has answered ends by itself
        # (``worker.RECYCLE_AT``): then there is no one left to tell.
        with contextlib.suppress(OSError):
            connection.send(None)
    finally:
        connection.close()
        process.join(5.0)
        if process.is_alive():
            process.terminate()


def _play(folder: Path, make_application: Callable[[], QApplication]
          ) -> tuple[int, int, float | None, bool]:
    from PySide6.QtCore import QEvent, QObject, QSettings, qInstallMessageHandler

    from freecell_qt.controller import GameController
    from freecell_qt.storage.preferences import AnimationSpeed, Preferences
    from freecell_qt.windows.main_window import MainWindow

    app = make_application()
    qInstallMessageHandler(_quiet_offscreen)
    icons = _check_icons(app)
    translations = _check_translations()

    prefs = Preferences(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    prefs.set("animation_speed", AnimationSpeed.OFF)
    controller = GameController(prefs)
    window = MainWindow(controller)

    first_frame: list[float | None] = []

    class FrameWatch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not first_frame:
                first_frame.append(seconds_since_start())
            return False

    watch = FrameWatch()
    window.view.viewport().installEventFilter(watch)
    window.show()
    window.start(GameCode.for_rules(Rules(), DEAL))
    _wait(app, lambda: bool(first_frame), "the first frame")

    game = controller.game
    _check(game.deal_number == DEAL and game.position == initial_position(Rules(), DEAL),
           f"deal {DEAL} was not dealt")
    for text in MOVES:
        _check(controller.play(Move.parse(text)), f"the move {text} was refused")
    expected = Position.from_text(AFTER_MOVES)
    _check(controller.game.position == expected, f"after {' '.join(MOVES)} the cards are wrong")
    _check(controller.game.score == SCORE_AFTER_MOVES,
           f"the score is {controller.game.score}, not {SCORE_AFTER_MOVES}")

    replay = Game.new(DEAL, Rules())
    for text in MOVES[:-1]:
        replay.play(text)
    controller.undo()
    _check(controller.game.position == replay.position, "undo did not take the move back")
    controller.redo()
    _check(controller.game.position == expected, "redo did not play the move again")

    app.processEvents()
    _check_picture(window)
    compiled = _check_worker()
    window.close()
    app.processEvents()
    return icons, translations, first_frame[0], compiled


def run_self_test(make_application: Callable[[], QApplication]) -> int:
    """Exit status 0 when every check passed, 1 with a one-line reason otherwise.

    ``make_application`` is the app's own maker of its QApplication (names,
    icon, desktop file), handed in by the start-up code that calls this, so
    that the test builds the very application a player gets without this
    module importing the start-up module that imports it.
    """
    name = "freecell-qt"
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="freecell-qt-self-test-",
                                     ignore_cleanup_errors=True) as scratch:
        folder = Path(scratch)
        _isolate(folder)
        try:
            problems = system_check.problems()
            if problems:
                raise SelfTestError(problems[0].replace("\n", " "))
            icons, translations, first_frame, compiled = _play(folder, make_application)
        except SelfTestError as error:
            sys.stderr.write(f"{name}: self-test failed: {error}\n")
            return 1
        except Exception as error:  # anything unexpected is a failure too, named
            sys.stderr.write(f"{name}: self-test failed: {type(error).__name__}: {error}\n")
            return 1
    frame = f", first frame {first_frame * 1000:.0f} ms after start" if first_frame else ""
    print(f"{name}: self-test passed: deal {DEAL}, {len(MOVES)} moves, undo and redo, "
          f"{icons} icon sizes, {translations} translations, a worker process "
          f"and its {'compiled' if compiled else 'pure-Python'} solver{frame}, "
          f"{(time.monotonic() - started) * 1000:.0f} ms in the test")
    return 0
