"""Fixtures for driving the real table widgets."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from freecell_qt.controller import GameController
from freecell_qt.engine import Game, Position, Rules
from freecell_qt.storage.preferences import FIELDS, AnimationSpeed, Preferences, SolveSpeed
from freecell_qt.table import card_painter
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.scene import TableScene
from freecell_qt.table.view import TableView

if TYPE_CHECKING:
    from tests.gui.test_startup import Player


#: Card sizes whose pictures a test process keeps, where the app keeps a few.
SIZES_KEPT_IN_TESTS = 24
#: The app's own number, read before any test changes it.
APP_SIZES_KEPT = card_painter.SIZES_KEPT


@pytest.fixture(scope="session", autouse=True)
def card_pictures_kept_across_tests() -> Iterator[int]:
    """The card pictures of more sizes kept from test to test; gives the app's number.

    The app keeps the pictures of its last few card sizes (``SIZES_KEPT``): a
    player resizes one window. A test process opens windows of every game at
    several sizes, one after another, and with only a few sizes kept it drew
    the same 52 faces again for most tests, a third of the window tests' time.
    The pictures are the same whenever drawn (every option that changes them is
    in their key), so what each test checks is unchanged; the test of the limit
    itself (test_card_painter.py) puts the app's number back. tests/i18n puts
    the fixture in force too, so a process may set it up twice: each gives the
    number read at import, never the one the other set.
    """
    card_painter.SIZES_KEPT = max(APP_SIZES_KEPT, SIZES_KEPT_IN_TESTS)
    yield APP_SIZES_KEPT
    card_painter.SIZES_KEPT = APP_SIZES_KEPT


@pytest.fixture(autouse=True)
def settling_held(monkeypatch) -> None:
    """The settler's searches (minutes long, behind play) wait unanswered in every test
    but those that answer them (``advisor.settler.service.release()``, see
    tests/gui/test_settling.py): a deal the scripted verdict leaves unknown stays
    "still searching" instead of starting a real worker for minutes."""
    from freecell_qt.solving import settler
    from tests.gui.held_solver import HeldService

    def held(parent: object = None, *, lowered: bool = False) -> HeldService:
        service = HeldService({})
        service.holding = True
        return service

    monkeypatch.setattr(settler, "SolverService", held)


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


#: What the windows of the tests start with: no animation; Solve at its fast
#: pace (tests of the pace choose theirs); no background solver process per
#: window (tests of the verdict turn it on); random deals at once, unproven
#: (tests of winnable-only deals turn it on); no offer of the first lesson
#: (its own test turns it on).
TEST_PREFERENCES = {"animation_speed": AnimationSpeed.OFF, "solve_speed": SolveSpeed.FAST,
                    "show_verdict": False, "winnable_deals": "off", "offer_lesson": False}


def preferences_for_tests(settings: QSettings) -> Preferences:
    """Preferences on ``settings`` with ``TEST_PREFERENCES`` already in place.

    Written into the settings before they are read rather than by
    ``Preferences.set``, which writes the file through to the disk at once:
    three waits on the disk for each of some thousand tests.
    """
    for key, value in TEST_PREFERENCES.items():
        settings.setValue(key, FIELDS[key].store(value))
    prefs = Preferences(settings)
    assert all(getattr(prefs, key) == value for key, value in TEST_PREFERENCES.items())
    return prefs


@pytest.fixture
def prefs(qapp, settings):
    return preferences_for_tests(settings)


@pytest.fixture
def controller(prefs):
    return GameController(prefs)


@pytest.fixture
def view(qtbot, controller):
    scene = TableScene(controller, CardPainter())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    return view


def load_board(controller: GameController, text: str, rules: Rules | None = None) -> None:
    rules = rules or Rules()
    controller.set_game(Game(rules, Position.from_text(text, rules.cells)))


class Mouse:
    """Real mouse events on a view's viewport, in scene coordinates."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.viewport = view.viewport()

    def _point(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def press(self, at: QPointF) -> None:
        QTest.mousePress(self.viewport, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, self._point(at))

    def release(self, at: QPointF) -> None:
        QTest.mouseRelease(self.viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, self._point(at))

    def move(self, at: QPointF) -> None:
        local = QPointF(self._point(at))
        event = QMouseEvent(QMouseEvent.Type.MouseMove, local,
                            QPointF(self.viewport.mapToGlobal(local)),
                            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.viewport, event)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        self.press(start)
        for n in range(1, steps + 1):
            self.move(start + (end - start) * (n / steps))
        self.release(end)

    def click(self, at: QPointF) -> None:
        QTest.mouseClick(self.viewport, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, self._point(at))

    def double_click(self, at: QPointF) -> None:
        point = self._point(at)
        QTest.mousePress(self.viewport, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point)
        QTest.mouseRelease(self.viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, point)
        QTest.mouseDClick(self.viewport, Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, point)


@pytest.fixture
def mouse(view):
    return Mouse(view)


@pytest.fixture
def window(qtbot, controller):
    """The main window on deal 267 (FC1-C4-AAAAAKH)."""
    from freecell_qt.engine import GameCode
    from freecell_qt.windows.main_window import MainWindow

    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    return window


@pytest.fixture
def modals():
    """Answers the modal dialogs a test expects, and rejects any other."""
    from tests.gui.modals import ModalAnswers

    answers = ModalAnswers()
    yield answers
    answers.stop()


@pytest.fixture
def language(request, qapp):
    """The app in ``request.param``'s language (parametrize with ``indirect=True``);
    English again afterwards."""
    from freecell_qt.app import i18n

    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def player(qapp, tmp_path: Path) -> Iterator[Player]:
    """A home of its own for the installed app's processes (``test_startup.Player``)."""
    from tests.gui.test_startup import Player

    # A socket path must stay under about 100 bytes: tmp_path can be longer.
    runtime = Path(tempfile.mkdtemp(prefix="fcq-"))
    home = Player(tmp_path / "player", runtime)
    try:
        yield home
    finally:
        home.stop_all()
        shutil.rmtree(runtime, ignore_errors=True)
