"""What an installed deck costs the first frame and a resize, against our own deck.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_decks.py
    QT_QPA_PLATFORM=offscreen python benchmarks/card_decks.py --deck kde:svg-oxygen-white \\
        --deck gnome:anglo --width 100 --dpr 1

For each deck (ours, and each ``--deck``; by default the first KDE and GNOME
decks found), prints the milliseconds to list the decks (done at every start),
to load the deck's SVG (once, when it is chosen), then the first frame's
pictures (52 faces and the back at ``--width``, a cold cache) and a resize's
(the same at ``--width`` + 12 pixels), as the median of ``--rounds``.

Then the player's view of it: the real ``freecell-qt --code FC1-C4-AAAAAKH
--deck ID`` started ``--starts`` times for each deck, alternating, each in a
fresh home, timed from the start to the table's first paint; and the real
window resized five times to sizes not drawn yet, timed until the table is
laid out and drawn again. Figures only; nothing is asserted.
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

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine.cards import Card, Suit
from freecell_qt.table import decks
from freecell_qt.table.card_painter import CardPainter

CARDS = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]
ROOT = Path(__file__).resolve().parent.parent

# The real start, timed to the first paint of the table's viewport.
START = r"""
import os, sys, time
t0 = float(os.environ["FC_BENCH_T0"])
from freecell_qt.app.start import main
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            print(f"{time.time() - t0:.4f}")
            # A priming start stays until the deck's sheet is in the cache.
            QTimer.singleShot(int(os.environ.get("FC_BENCH_LINGER_MS", "0")),
                              lambda: [w.close() for w in app.topLevelWidgets()])
        return False
spy = FirstPaint()
shown = QMainWindow.show
def show(window):
    view = window.centralWidget()
    if isinstance(view, QGraphicsView):
        view.viewport().installEventFilter(spy)
    shown(window)
QMainWindow.show = show
main(["--code", "FC1-C4-AAAAAKH", "--deck", sys.argv[1]])
"""


def first_frame(deck_id: str, cache: Path | None = None, linger_ms: int = 0) -> float:
    """Seconds from starting ``freecell-qt --deck`` to the table's first paint; with
    ``cache``, the cache folder that earlier starts left (else an empty one)."""
    with tempfile.TemporaryDirectory(prefix="fc-decks-") as folder:
        home = Path(folder)
        (home / "run").mkdir(mode=0o700)
        (home / "config" / "FreeCell Qt").mkdir(parents=True)
        (home / "config" / "FreeCell Qt" / "freecell-qt.conf").write_text(
            "[General]\nshow_verdict=false\n")
        env = dict(os.environ, PYTHONPATH=str(ROOT), FC_BENCH_T0=repr(time.time()),
                   HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"),
                   XDG_CACHE_HOME=str(cache or home / "cache"),
                   XDG_RUNTIME_DIR=str(home / "run"), FREECELL_QT_DATA_DIR=str(home / "fc"),
                   FC_BENCH_LINGER_MS=str(linger_ms))
        done = subprocess.run([sys.executable, "-c", START, deck_id], env=env,
                              capture_output=True, text=True, timeout=120)
        if not done.stdout.split():
            raise SystemExit(f"{deck_id}: no first frame: {done.stderr.strip()}")
        return float(done.stdout.split()[-1])


def resizes(deck_id: str) -> list[float]:
    """Milliseconds for the real window to lay out and draw five new sizes."""
    from freecell_qt.controller import GameController
    from freecell_qt.engine import GameCode
    from freecell_qt.storage.preferences import AnimationSpeed, Preferences
    from freecell_qt.windows.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="fc-decks-") as folder:
        prefs = Preferences(QSettings(str(Path(folder) / "p.ini"), QSettings.Format.IniFormat))
        prefs.set("animation_speed", AnimationSpeed.OFF)
        prefs.set("show_verdict", False)
        prefs.set("deck", deck_id)
        window = MainWindow(GameController(prefs))
        window.resize(1100, 780)
        window.show()
        window.start(GameCode.parse("FC1-C4-AAAAAKH"))
        app.processEvents()
        figures = []
        for step in range(1, 6):
            start = time.perf_counter()
            window.resize(1100 + 37 * step, 780 + 23 * step)
            app.processEvents()
            window.view.viewport().repaint()
            figures.append((time.perf_counter() - start) * 1000)
        window.close()
        window.deleteLater()
        app.processEvents()
    return figures


def _all_pictures(painter: CardPainter, width: int, dpr: float) -> float:
    start = time.perf_counter()
    for card in CARDS:
        painter.face(card, width, dpr)
    painter.back(width, dpr)
    return (time.perf_counter() - start) * 1000


def measure(deck_id: str, width: int, dpr: float, rounds: int) -> None:
    """Load, first frame's pictures and a resize's, from the SVG (an empty cache)
    and, for a deck, again from the sheet the first left in the cache."""
    load: list[float] = []
    first: list[float] = []
    resize: list[float] = []
    cached: list[float] = []
    for _ in range(rounds):
        painter = CardPainter(shared=False)
        info = decks.find_deck(deck_id)
        if info is None:
            print(f"{deck_id}: not installed")
            return
        with tempfile.TemporaryDirectory(prefix="fc-decks-cache-") as cache:
            os.environ["XDG_CACHE_HOME"] = cache
            if deck_id != decks.OURS:
                decks._LOADED.clear()  # a cold load each round
                start = time.perf_counter()
                painter.set_deck(decks.load_deck(info))
                load.append((time.perf_counter() - start) * 1000)
            first.append(_all_pictures(painter, width, dpr))
            resize.append(_all_pictures(painter, width - 12, dpr))
            if deck_id != decks.OURS:
                app = QApplication.instance()
                assert app is not None
                deadline = time.monotonic() + 10
                while not any(Path(cache).rglob("*.png")) and time.monotonic() < deadline:
                    app.processEvents()  # the sheet written, as a game lets it be
                    time.sleep(0.05)
                decks._LOADED.clear()  # as a later start finds it
                painter = CardPainter(shared=False)
                start = time.perf_counter()
                painter.set_deck(decks.load_deck(info))
                _all_pictures(painter, width, dpr)
                cached.append((time.perf_counter() - start) * 1000)
    loaded = f"parse {statistics.median(load):6.1f} ms, " if load else "parse      -   , "
    later = f", later start {statistics.median(cached):6.1f} ms" if cached else ""
    print(f"{deck_id:28} {loaded}first frame {statistics.median(first):6.1f} ms, "
          f"resize {statistics.median(resize):6.1f} ms{later}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", action="append", default=[], metavar="ID")
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--dpr", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--starts", type=int, default=5)
    args = parser.parse_args()
    _app = QApplication(sys.argv[:1])
    start = time.perf_counter()
    found = decks.find_decks()
    print(f"listing {len(found)} decks: {(time.perf_counter() - start) * 1000:.1f} ms")
    wanted = args.deck or [next((d.id for d in found if d.origin == origin), "")
                           for origin in ("kde", "gnome")]
    print(f"width {args.width}, dpr {args.dpr}, median of {args.rounds}")
    chosen = [decks.OURS, *[w for w in wanted if w]]
    for deck_id in chosen:
        measure(deck_id, args.width, args.dpr, args.rounds)
    starts: dict[str, list[float]] = {deck_id: [] for deck_id in chosen}
    warm: dict[str, list[float]] = {deck_id: [] for deck_id in chosen}
    with tempfile.TemporaryDirectory(prefix="fc-decks-cache-") as cache:
        for deck_id in chosen:
            # Each deck's sheet into the shared cache, as a first game leaves it.
            first_frame(deck_id, Path(cache), linger_ms=decks.SAVE_DELAY_MS + 2000)
        for _ in range(args.starts):
            for deck_id in chosen:
                starts[deck_id].append(first_frame(deck_id))
                warm[deck_id].append(first_frame(deck_id, Path(cache)))
    print(f"real start to first frame, {args.starts} starts each, alternating: the first "
          f"start with a deck (empty cache), then later starts (its sheet cached)")
    for deck_id in chosen:
        cold, later = starts[deck_id], warm[deck_id]
        sizes = resizes(deck_id)
        print(f"{deck_id:32} first start {statistics.median(cold):.3f} s "
              f"(min {min(cold):.3f}), later starts {statistics.median(later):.3f} s "
              f"(min {min(later):.3f}); window resize: median "
              f"{statistics.median(sizes):.1f} ms (max {max(sizes):.1f})")


if __name__ == "__main__":
    main()
