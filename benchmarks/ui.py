"""UI figures: start to first frame against a bare window, memory, drag frame cost,
re-layout after a resize.

Run by hand: ``python benchmarks/ui.py`` (offscreen), or on a real X screen with
``QT_QPA_PLATFORM=xcb DISPLAY=:0 python benchmarks/ui.py``; ``--theme
green|blue|dark|auto`` lays that felt for the in-process figures (default: auto).
Prints figures; asserts nothing. The first frame is the real ``freecell-qt`` start
(fresh home, no game to resume) against a bare PySide6 window with a graphics
view, menus and a status bar, alternating, in fresh processes: the ratio is the
figure to hold (at most 1.8x). A third window, the bare one after making every
Qt class the app's first frame names, shows what PySide alone charges for those
classes and their enums before a line of the game runs. Memory is every process
of the app, its solver workers included, while the deal is judged and once the
table is looked at (at most 100 MB). Drag frame < 8 ms (with the drag shadow),
felt < 40 ms, resize < 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUN_LONG = """\
: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS
: AC 2C 3C 4C 5C 6C 7C
: 8C 9C TC JC QC KC
: AD 2D 3D 4D 5D 6D 7D
: 8D 9D TD JD QD KD
: QS TS 8S 6S 4S 2S
: KH JH 9H 7H 5H 3H AH
:
"""

# The bare window: what any PySide6 app with a graphics view, a menu and a status
# bar pays before its first frame, whatever it does. Measured in the same run as
# the game, so the ratio between the two is what the machine's load cannot move.
BARE = r"""
import os, sys, time
t0 = float(os.environ["FC_BENCH_T0"])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            first = time.time() - t0
            obj.removeEventFilter(self)
            QTimer.singleShot(2500, lambda: finish(first))
        return False

def finish(first):
    rss = next(int(line.split()[1]) for line in open("/proc/self/status")
               if line.startswith("VmRSS:"))
    print(f"{first:.3f} {rss / 1024:.1f}")
    app.quit()

# With FC_BENCH_QT_CLASSES, the bare window first makes every Qt class the app's
# first frame uses: PySide builds each class and its enums on first use, a cost
# that no code of ours can avoid once it uses that class.
import importlib, json
for module, names in json.loads(os.environ.get("FC_BENCH_QT_CLASSES", "{}")).items():
    found = importlib.import_module(module)
    for name in names:
        getattr(found, name, None)
window = QMainWindow()
for title in ("&Game", "&Move", "&View", "&Settings", "&Help"):
    window.menuBar().addMenu(title).addAction("Entry")
scene = QGraphicsScene()
scene.addRect(0, 0, 100, 140)
view = QGraphicsView(scene)
window.setCentralWidget(view)
window.statusBar().showMessage("Ready")
spy = FirstPaint()
view.viewport().installEventFilter(spy)
window.resize(1100, 780)
window.show()
app.exec()
"""

# The game as a player starts it (``freecell-qt --code ...``, through the real entry
# point: arguments, system check, single instance, preferences, autosave), timed
# to the first paint of the table; then, once the deal has settled and the solver
# workers are up, the memory of the whole process tree.
OURS = r"""
import os, sys, time
t0 = float(os.environ["FC_BENCH_T0"])
# As the installed command does: the start module (and its engine) before any Qt.
from freecell_qt.app.start import main
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])

def rss_kb(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0

def tree(pid):
    kids = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            kids += open(f"/proc/{pid}/task/{task}/children").read().split()
        except OSError:
            pass
    return [pid] + [p for kid in kids for p in tree(int(kid))]

first = []
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if not first and event.type() == QEvent.Type.Paint:
            first.append(time.time() - t0)
            QTimer.singleShot(2500, busy)  # the deal lands, the workers start and rate it
            QTimer.singleShot(7000, finish)  # the table looked at: idle workers gone
        return False

def memory():
    pids = tree(os.getpid())
    return sum(rss_kb(p) for p in pids) / 1024, rss_kb(os.getpid()) / 1024

def busy():
    first.append(memory()[0])

def finish():
    total, own = memory()
    print(f"{first[0]:.3f} {first[1]:.1f} {own:.1f} {total:.1f}")
    for widget in app.topLevelWidgets():
        widget.close()

# The table's viewport is watched, as the bare window's is. Not the whole
# application: an application-wide filter in Python has PySide wrap every object
# that gets an event, building each one's class and enums, and every class of its
# module besides (some 25 ms and several MB that the game itself never spends).
spy = FirstPaint()
shown = QMainWindow.show

def show(window):
    view = window.centralWidget()
    if isinstance(view, QGraphicsView):
        view.viewport().installEventFilter(spy)
    shown(window)

QMainWindow.show = show
main(["--code", "FC1-C4-AAAAAKH"])
"""


# The Qt classes the modules of the first frame name, by module: imported as the
# start imports them, before any window exists.
QT_CLASSES = r"""
import json, sys
import PySide6.QtCore
from freecell_qt.app import start
from freecell_qt.app import crash_report, i18n
from freecell_qt.controller import GameController
from freecell_qt.services.autosave import Autosave
from freecell_qt.services.single_instance import SingleInstance
from freecell_qt.storage.preferences import Preferences
from freecell_qt.windows import session
from freecell_qt.windows.colour_scheme import scheme
from freecell_qt.windows.main_window import MainWindow
classes = {}
for module in list(sys.modules.values()):
    if getattr(module, "__name__", "").startswith("freecell_qt"):
        for value in vars(module).values():
            home = getattr(value, "__module__", None) or ""
            if isinstance(value, type) and home.startswith("PySide6."):
                classes.setdefault(home, set()).add(value.__name__)
print(json.dumps({home: sorted(names) for home, names in classes.items()},
                 separators=(",", ":")))  # one word: the children's output is split
"""


#: Bytecode for the children, as an installed app has it (pip and the frozen build
#: compile every module once): a machine that sets PYTHONDONTWRITEBYTECODE would
#: otherwise compile the whole app from source on every start.
_PYCACHE = tempfile.mkdtemp(prefix="fc-bench-pycache-")


def _child(code: str, home: Path, classes: str = "") -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPYCACHEPREFIX=_PYCACHE)
    env.update(PYTHONPATH=str(ROOT), FC_BENCH_T0=repr(time.time()), HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home / "run"))
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    if classes:
        env["FC_BENCH_QT_CLASSES"] = classes
    env["FC_BENCH_T0"] = repr(time.time())
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, check=True, timeout=120).stdout.split()


def first_frames(runs: int = 7) -> dict[str, list[float]]:
    """Bare window, bare window with the app's Qt classes, and game, alternating,
    each in a fresh process and a fresh home (no saved game to resume): start to
    first frame and RSS of each bare window; the game's first frame, its process
    tree's RSS 2.5 s after it, its window's and its tree's 7 s after."""
    with tempfile.TemporaryDirectory() as folder:
        classes = _child(QT_CLASSES, Path(folder))[0]
    figures: dict[str, list[float]] = {name: [] for name in (
        "bare", "bare_rss", "floor", "floor_rss", "ours", "busy_rss", "window_rss", "idle_rss")}
    for code in (BARE, OURS):  # a first start of each writes its bytecode
        with tempfile.TemporaryDirectory() as folder:
            _child(code, Path(folder))
    for _ in range(runs):
        for key, extra in (("bare", ""), ("floor", classes)):
            with tempfile.TemporaryDirectory() as folder:
                out = _child(BARE, Path(folder), extra)
                figures[key].append(float(out[0]))
                figures[f"{key}_rss"].append(float(out[1]))
        with tempfile.TemporaryDirectory() as folder:
            out = _child(OURS, Path(folder))
        for key, value in zip(("ours", "busy_rss", "window_rss", "idle_rss"), out, strict=True):
            figures[key].append(float(value))
    figures["classes"] = [float(sum(len(names) for names in json.loads(classes).values()))]
    return figures


def in_process_figures(theme: str) -> tuple[list[float], list[float], list[float]]:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPointF, QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from freecell_qt.controller import GameController
    from freecell_qt.engine import Card, Game, Position, Rules
    from freecell_qt.storage.preferences import AnimationSpeed, Preferences, TableTheme
    from freecell_qt.table.card_painter import CardPainter
    from freecell_qt.table.felt import felt_for, paint_felt
    from freecell_qt.table.scene import TableScene
    from freecell_qt.table.view import TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        prefs = Preferences(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        prefs.set("animation_speed", AnimationSpeed.OFF)
        controller = GameController(prefs)
        scene = TableScene(controller, CardPainter())
        felt = felt_for(TableTheme(theme), dark=False)
        scene.set_felt(felt)
        view = TableView(scene)
        view.resize(1920, 1080)
        view.show()
        app.processEvents()
        controller.set_game(Game(Rules(), Position.from_text(RUN_LONG)))
        app.processEvents()
        # Drag the 13-card run (KS..AS) around: one frame = move the cards and
        # render the whole scene into a 1920x1080 image.
        run = "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS".split()  # noqa: SIM905
        items = [scene.cards[Card.parse(t)] for t in run]
        offsets = [item.pos() - items[0].pos() for item in items]
        # Lifted as a mouse drag lifts them: with the shadow under the run.
        stack = items[0].sceneBoundingRect().united(items[-1].sceneBoundingRect())
        scene.drag_shadow.lift(stack, scene.layout.card_width, scene.radius(), scene.dpr)
        image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
        frames = []
        for n in range(120):
            start = time.perf_counter()
            anchor = QPointF(200 + 10 * (n % 60), 300 + 3 * (n % 40))
            for item, offset in zip(items, offsets, strict=True):
                item.setPos(anchor + offset)
            scene.drag_shadow.follow(anchor)
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
            frames.append((time.perf_counter() - start) * 1000)
        resizes = []
        for width, height in [(1280, 800), (800, 600), (600, 1000), (1920, 1080)] * 5:
            start = time.perf_counter()
            view.resize(width, height)
            view.relayout()
            resizes.append((time.perf_counter() - start) * 1000)
        felts = []
        for _ in range(10):
            start = time.perf_counter()
            paint_felt(felt, 1920, 1080, 1.0)
            felts.append((time.perf_counter() - start) * 1000)
        view.close()
    return frames, resizes, felts


def main() -> None:
    # Offscreen unless asked otherwise (DISPLAY with QT_QPA_PLATFORM=xcb for a real
    # screen): the children inherit it, so every figure of a run is on one platform.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--theme", choices=["auto", "green", "blue", "dark"], default="auto",
                        help="the table's felt (auto: green, as in light mode)")
    theme = parser.parse_args().theme
    print(f"theme: {theme}; platform: {os.environ['QT_QPA_PLATFORM']}")
    f = first_frames()
    median = {key: statistics.median(values) for key, values in f.items()}
    print(f"bare PySide6 window (view, menus, status bar), start to first frame: median "
          f"{median['bare']:.3f} s (min {min(f['bare']):.3f}, max {max(f['bare']):.3f})")
    print(f"the same window after making the {median['classes']:.0f} Qt classes the app's "
          f"first frame names: median {median['floor']:.3f} s, "
          f"{median['floor'] / median['bare']:.2f}x the bare window")
    print(f"freecell-qt --code FC1-C4-AAAAAKH, start to first frame of the table: median "
          f"{median['ours']:.3f} s (min {min(f['ours']):.3f}, max {max(f['ours']):.3f}), "
          f"{len(f['ours'])} runs each, alternating")
    print(f"ratio to the bare window: {median['ours'] / median['bare']:.2f}x"
          f" (target: at most 1.8x)")
    print(f"RSS of every process of the app, 2.5 s after the first frame (the deal "
          f"judged and rated): median {median['busy_rss']:.1f} MB; 7 s after, the "
          f"table looked at: {median['idle_rss']:.1f} MB, the window alone "
          f"{median['window_rss']:.1f} MB; the bare window {median['bare_rss']:.1f} MB, "
          f"with the app's Qt classes {median['floor_rss']:.1f} MB (target: at most 100 MB)")
    drag, resize, felt = in_process_figures(theme)
    print(f"drag frame, 13-card run, 1920x1080 render: median {statistics.median(drag):.2f} ms "
          f"(p95 {sorted(drag)[int(len(drag) * 0.95)]:.2f} ms)")
    print(f"felt at 1920x1080: median {statistics.median(felt):.2f} ms")
    print(f"re-layout after a resize (incl. re-rendering faces): median "
          f"{statistics.median(resize):.2f} ms (max {max(resize):.2f} ms)")


if __name__ == "__main__":
    main()
