"""What the start leaves for after the first frame: the solver processes wait for
the table's first paint, the first deal starts again at the table's real size
with its cards face down (so the first frame needs the back's picture alone),
and the modules the first frame does not need are not loaded before it."""

from __future__ import annotations

import subprocess
import sys

from freecell_qt.engine import GameCode, Position, Rules
from freecell_qt.solving.messages import SolveAnswer, SolveRequest
from freecell_qt.solving.service import SolverService
from freecell_qt.storage.preferences import AnimationSpeed
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.scene import TableScene
from tests.patience import settle

NEAR_END = """\
Foundations: H-Q C-K D-K S-Q
Freecells: - - - -
: KH KS
:
:
:
:
:
:
:
"""


def test_a_held_service_asks_nothing_until_released(qtbot):
    service = SolverService()
    service.hold()
    answers = []
    service.answered.connect(answers.append)
    position = Position.from_text(NEAR_END)
    service.ask(SolveRequest(Position.from_text(NEAR_END.replace("H-Q", "H-J")
                                                .replace(": KH KS", ": QH KH KS")),
                             Rules(), 5.0))
    ident = service.ask(SolveRequest(position, Rules(), 5.0))  # only the latest waits
    assert service.busy and service.worker is None
    settle(qtbot)  # anything the questions set going has run by now
    assert answers == [] and service.worker is None
    service.release()
    qtbot.waitUntil(lambda: bool(answers), timeout=60_000)
    [reply] = answers
    assert reply.ident == ident and isinstance(reply.answer, SolveAnswer)
    assert reply.answer.request.position == position and reply.answer.result.solved
    service.shutdown()


def test_a_question_withdrawn_while_held_is_never_asked(qtbot):
    service = SolverService()
    service.hold()
    service.ask(SolveRequest(Position.from_text(NEAR_END), Rules(), 5.0))
    service.cancel()
    assert not service.busy
    service.release()
    assert service.worker is None  # nothing waited: no process to start
    service.shutdown()


def test_the_window_starts_its_solvers_after_its_first_frame(qtbot, controller, prefs):
    from freecell_qt.windows.main_window import MainWindow

    prefs.set("show_verdict", True)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    assert window.advisor.service.busy  # the verdict is asked for...
    assert window.advisor.service.worker is None  # ...and waits for the first frame
    assert window.rating_ui.rater.service.worker is None
    window.show()
    qtbot.waitUntil(lambda: window.advisor.service.worker is not None)
    qtbot.waitUntil(lambda: not window.advisor.service.busy, timeout=60_000)
    assert window.advisor.verdict.name == "WINNABLE"


def test_the_first_deal_flies_face_down_at_the_real_size(qtbot, controller, prefs):
    prefs.set("animation_speed", AnimationSpeed.FAST)
    painter = CardPainter()
    scene = TableScene(controller, painter)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAKH"))  # dealt with no size yet
    assert scene.dealing
    scene.set_size(1100, 760, 1.0)
    width = scene.layout.card_width
    back = painter.back(width, 1.0).cacheKey()
    assert scene.dealing and scene.animator.busy  # it starts again, at this size
    assert all(item.pixmap().cacheKey() == back for item in scene.cards.values())
    scene.set_size(1100, 760, 1.0)  # the same size again (a show after a resize)
    assert scene.animator.busy
    qtbot.waitUntil(lambda: not scene.animator.busy)
    assert not scene.dealing
    faces = {item.pixmap().cacheKey() for item in scene.cards.values()}
    assert back not in faces and len(faces) == 52


def test_the_first_frame_loads_no_solver_no_process_pool_and_no_dialog():
    loaded = subprocess.run([sys.executable, "-c", (
        "import sys\n"
        "import freecell_qt.app.start\n"
        "import freecell_qt.windows.main_window\n"
        "print(' '.join(sorted(sys.modules)))\n")], capture_output=True, text=True,
        check=True).stdout.split()
    assert "freecell_qt.windows.main_window" in loaded
    for later in ("multiprocessing", "freecell_qt.engine.solver", "freecell_qt.cli.batch",
                  "freecell_qt.solving.worker", "freecell_qt.windows.new_game_dialog",
                  "freecell_qt.windows.preferences_dialog", "freecell_qt.windows.end_dialogs",
                  "freecell_qt.windows.statistics_dialog", "freecell_qt.windows.setup_dialog",
                  "freecell_qt.windows.review_dialog", "freecell_qt.engine.pasted",
                  "freecell_qt.solving.channel"):
        assert later not in loaded, later


ANSWERED = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from freecell_qt.engine import Position, Rules
from freecell_qt.solving.messages import SolveRequest
from freecell_qt.solving.service import SolverService
app = QCoreApplication([])
service = SolverService()
answers = []
service.answered.connect(answers.append)
service.answered.connect(app.quit)
service.ask(SolveRequest(Position.from_text(sys.stdin.read()), Rules(), 30.0))
QTimer.singleShot(60_000, app.quit)
app.exec()
service.shutdown()
print(answers[0].answer.result.status if answers else "none")
print(" ".join(sorted(sys.modules)))
"""


def test_the_window_reads_the_solvers_answers_without_loading_the_solver():
    # An answer is unpickled in the window: its classes must not bring along the
    # solver's searches, nor multiprocessing's pipe, some 3-4 MB of the window.
    out = subprocess.run([sys.executable, "-c", ANSWERED], input=NEAR_END,
                         capture_output=True, text=True, check=True, timeout=120).stdout
    status, modules = out.splitlines()[:2]
    assert status == "solved"
    loaded = modules.split()
    assert "freecell_qt.engine.solution" in loaded  # the answer's own classes
    for never in ("freecell_qt.engine.solver", "multiprocessing", "multiprocessing.connection",
                  "freecell_qt.solving.worker"):
        assert never not in loaded, never


def test_the_worker_is_this_python_started_again_with_a_socket(qtbot):
    from freecell_qt.solving.process import _Child

    service = SolverService()
    answers = []
    service.answered.connect(answers.append)
    service.ask(SolveRequest(Position.from_text(NEAR_END), Rules(), 5.0))
    qtbot.waitUntil(lambda: bool(answers), timeout=60_000)
    child = service.worker
    assert isinstance(child, _Child)  # not multiprocessing's, which needs a resource tracker
    assert child.process.args[:4] == [sys.executable, "-P", "-m", "freecell_qt.solving.worker"]
    # Told to stop as an idle worker is (``shutdown`` ends one that takes over a
    # second, which a busy machine may need): it ends by itself.
    service.retire()
    qtbot.waitUntil(lambda: child.process.poll() is not None)
    assert child.process.returncode == 0
    service.shutdown()


def test_an_idle_service_lets_its_worker_go_and_starts_another_when_asked(qtbot):
    service = SolverService()
    service.retire_when_idle(50)
    answers = []
    service.answered.connect(answers.append)
    service.ask(SolveRequest(Position.from_text(NEAR_END), Rules(), 5.0))
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=60_000)
    first = service.worker
    assert first is not None
    qtbot.waitUntil(lambda: service.worker is None)
    qtbot.waitUntil(lambda: not first.is_alive())  # it ended by itself
    service.ask(SolveRequest(Position.from_text(NEAR_END), Rules(), 5.0))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=60_000)
    assert answers[1].answer.result.solved and service.worker is not first
    service.shutdown()


def test_the_rater_lets_its_worker_go_once_idle(qtbot, controller):
    from freecell_qt.solving.advisor import Advisor
    from freecell_qt.solving.deal_rating import IDLE_MS, DealRater

    rater = DealRater(controller, Advisor(controller))
    assert rater.service.retire_after == IDLE_MS


def test_the_entry_point_leaves_multiprocessing_to_a_frozen_app():
    probe = ("import sys\n"
             "import freecell_qt.app.start as start\n"
             "start.main = lambda: 0\n"
             "try:\n"
             "    start.run()\n"
             "except SystemExit as end:\n"
             "    print(end.code, 'multiprocessing' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == ["0", "False"]
