"""The GUI process's memory over many New Games, each verdict and rating worked out.

Run by hand: ``QT_QPA_PLATFORM=offscreen python benchmarks/memory_new_games.py``
(``--games 600`` by default). The real main window deals each game with its
New Game action and waits, as a player reading the status bar would, until
the solver workers have given the verdict and the rating; the resident set
size (RSS) is read after the first game and after the last, with what the
advisor and the rater keep. What is kept of past deals is bounded, so the
figure levels off instead of growing with every game.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from freecell_qt.controller import GameController
from freecell_qt.solving.advisor import Verdict
from freecell_qt.storage import paths
from freecell_qt.storage.preferences import AnimationSpeed, Preferences
from freecell_qt.windows.main_window import MainWindow

#: A game whose verdict or rating takes longer than this is left unrated.
GAME_SECONDS = 30.0


def rss_mb() -> float:
    """The resident set size now (Linux), else the peak so far, in MB."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def settled(window: MainWindow) -> bool:
    rater = window.rating_ui.rater
    return window.advisor.verdict is not Verdict.CHECKING and rater.rating is not None


def entries(window: MainWindow) -> str:
    """What the advisor and the rater hold, whatever the shape of their caches."""
    advisor, rater = window.advisor, window.rating_ui.rater
    cache = getattr(advisor, "cache", None) or getattr(advisor, "_cache", {})
    ratings = getattr(rater, "ratings", None) or getattr(rater, "_ratings", {})
    values = cache.values() if hasattr(cache, "values") else []
    positions = sum(len(v) if isinstance(v, dict) else 1 for v in values)
    return f"advisor {len(cache)} keys / {positions} positions, ratings {len(ratings)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    games = parser.parse_args().games
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    paths.set_data_dir(folder / "data")
    prefs = Preferences(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    prefs.set("animation_speed", AnimationSpeed.OFF)
    prefs.set("show_verdict", True)
    prefs.set("winnable_deals", "off")
    prefs.set("confirm_abandon", False)
    window = MainWindow(GameController(prefs))
    window.show()

    def deal() -> bool:
        window.new_action.trigger()
        deadline = time.monotonic() + GAME_SECONDS
        while not settled(window) and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.002)
        return settled(window)

    deal()
    gc.collect()
    before = rss_mb()
    print(f"after 1 game: RSS {before:.1f} MB; {entries(window)}", flush=True)
    started, unsettled = time.monotonic(), 0
    for n in range(2, games + 1):
        unsettled += not deal()
        if n % 100 == 0:
            gc.collect()
            print(f"after {n} games: RSS {rss_mb():.1f} MB; {entries(window)}", flush=True)
    gc.collect()
    after = rss_mb()
    print(f"after {games} games: RSS {after:.1f} MB ({after - before:+.1f} MB) in "
          f"{time.monotonic() - started:.0f} s; {unsettled} games left unsettled; "
          f"{entries(window)}")
    window.close()


if __name__ == "__main__":
    main()
