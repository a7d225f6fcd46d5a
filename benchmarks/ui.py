"""UI figures: start to first frame, memory, drag frame cost, re-layout after a resize.

Run by hand: ``QT_QPA_PLATFORM=offscreen python benchmarks/ui.py`` (or on a real
X display); ``--theme green|blue|dark|auto`` lays that felt (default: auto, the
green felt in light mode). Prints figures; asserts nothing. Targets on the
development machine: first frame < 0.35 s, RSS < 120 MB, drag frame < 8 ms
(with the drag shadow), felt < 40 ms, resize < 50 ms.
"""

from __future__ import annotations

import argparse
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

CHILD = r"""
import os, sys, time
t0 = float(os.environ["FC_BENCH_T0"])
from PySide6.QtCore import QEvent, QObject, QTimer, QSettings
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
app.setOrganizationName("FreeCell Qt Bench"); app.setApplicationName("bench")
from freecell_qt.controller import GameController
from freecell_qt.storage.preferences import Preferences, TableTheme
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.engine import GameCode

class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, report)
        return False

def rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")

first = []
def report():
    first.append(time.time() - t0)
    QTimer.singleShot(700, finish)  # let the deal animation run and settle

def finish():
    print(f"{first[0]:.3f} {rss_mb():.1f}")
    app.quit()

prefs = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
prefs.set("table_theme", TableTheme(sys.argv[2]))
controller = GameController(prefs)
window = MainWindow(controller)
spy = FirstPaint()
window.view.viewport().installEventFilter(spy)
window.show()
window.start(GameCode.parse("FC1-C4-AAAAAKH"))
app.exec()
"""


def first_frame_and_rss(theme: str, runs: int = 5) -> tuple[list[float], list[float]]:
    frames, rss = [], []
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            env["FC_BENCH_T0"] = repr(time.time())
            out = subprocess.run(
                [sys.executable, "-c", CHILD, str(Path(folder) / "s.ini"), theme],
                env=env, capture_output=True, text=True, check=True,
            ).stdout.split()
            frames.append(float(out[0]))
            rss.append(float(out[1]))
    return frames, rss


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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--theme", choices=["auto", "green", "blue", "dark"], default="auto",
                        help="the table's felt (auto: green, as in light mode)")
    theme = parser.parse_args().theme
    print(f"theme: {theme}")
    frames, rss = first_frame_and_rss(theme)
    print(f"process start to first painted frame: median {statistics.median(frames):.3f} s "
          f"(min {min(frames):.3f}, max {max(frames):.3f}, {len(frames)} runs)")
    print(f"RSS after the deal: median {statistics.median(rss):.1f} MB")
    drag, resize, felt = in_process_figures(theme)
    print(f"drag frame, 13-card run, 1920x1080 render: median {statistics.median(drag):.2f} ms "
          f"(p95 {sorted(drag)[int(len(drag) * 0.95)]:.2f} ms)")
    print(f"felt at 1920x1080: median {statistics.median(felt):.2f} ms")
    print(f"re-layout after a resize (incl. re-rendering faces): median "
          f"{statistics.median(resize):.2f} ms (max {max(resize):.2f} ms)")


if __name__ == "__main__":
    main()
