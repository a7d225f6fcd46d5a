"""The whole app's memory with a big game on the table, its verdict searched for.

Run by hand (Linux): ``QT_QPA_PLATFORM=offscreen python benchmarks/app_memory.py``
(``--game cell-11 --deal 2 --seconds 90`` by default: the three-deck deal whose
search grew largest). The installed command's start, ``freecell_qt --game G
--deal N``, in a fresh home with the verdict shown; every 100 ms the resident
set size (RSS) of the app and of every process it started is read from /proc
and summed. The peak of the sum, and each process's own peak, are printed.

The verdict's search (12 s), then the search that goes on behind play when
those seconds were not enough, are what grow; the rating's worker comes and
goes. The figure to hold: under 200 MB for the whole app.

``--move-at-rating``: the app is started through a small script that plays a
move (any legal one, off the solver's way when one is known) as soon as the
deal's rating is being searched, so that the move's verdict would be searched
at the same time as the rating; only the first rating, once.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_SECONDS = 0.1

#: ``python -c`` this, then the app's own arguments: the app, with a watch on its
#: window that plays one move once the rating's worker is searching.
MOVE_AT_RATING = """
import runpy, sys
from PySide6.QtCore import QTimer
from freecell_qt.windows import main_window

made = main_window.MainWindow.__init__

def made_and_watched(window, *args, **kwargs):
    made(window, *args, **kwargs)
    timer = QTimer(window)

    def look():
        service = window.rating_ui.rater.service
        if not (service.busy and service.worker is not None):
            return
        timer.stop()
        game = window.controller.game
        known = window.advisor.cached(game.position)
        first = known.moves[0] if known is not None and known.solved else None
        move = next(move for move in game.legal_moves() if move != first)
        window.controller.play(move)
        print(f"move {move} played as the rating searches", flush=True)

    timer.timeout.connect(look)
    timer.start(50)

main_window.MainWindow.__init__ = made_and_watched
sys.argv = ["freecell_qt", *sys.argv[1:]]
runpy.run_module("freecell_qt", run_name="__main__")
"""


def rss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree(pid: int) -> list[int]:
    """``pid`` and every process below it."""
    kids: list[str] = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as children:
                    kids += children.read().split()
            except OSError:
                pass
    except OSError:
        return []
    return [pid] + [p for kid in kids for p in tree(int(kid))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="cell-11")
    parser.add_argument("--deal", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=90.0)
    parser.add_argument("--move-at-rating", action="store_true",
                        help="play a move as soon as the deal's rating is searched")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="fc-app-memory-"))
    (home / "run").mkdir(mode=0o700)
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home / "run"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = ["-c", MOVE_AT_RATING] if args.move_at_rating else ["-m", "freecell_qt"]
    app = subprocess.Popen([sys.executable, *start, "--game", args.game,
                            "--deal", str(args.deal)], env=env)
    peak_total = 0
    peaks: dict[int, int] = {}
    start = time.monotonic()
    try:
        while time.monotonic() - start < args.seconds and app.poll() is None:
            pids = tree(app.pid)
            sizes = {pid: rss_kb(pid) for pid in pids}
            total = sum(sizes.values())
            if total > peak_total:
                peak_total = total
                print(f"{time.monotonic() - start:6.1f} s: {total / 1024:6.1f} MB in "
                      f"{len(pids)} processes", flush=True)
            for pid, size in sizes.items():
                peaks[pid] = max(peaks.get(pid, 0), size)
            time.sleep(SAMPLE_SECONDS)
    finally:
        app.send_signal(signal.SIGTERM)
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    print(f"{args.game} deal {args.deal}: whole app peak {peak_total / 1024:.1f} MB "
          f"over {args.seconds:g} s")
    for pid, size in sorted(peaks.items(), key=lambda item: -item[1]):
        role = "window" if pid == app.pid else "worker"
        print(f"  {role} {pid}: peak {size / 1024:.1f} MB")


if __name__ == "__main__":
    main()
