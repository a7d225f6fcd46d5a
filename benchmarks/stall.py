"""The longest stall of the GUI event loop while the solver works on deal 11982.

Run by hand: ``QT_QPA_PLATFORM=offscreen python benchmarks/stall.py``. A 10 ms
QTimer records how late each tick fires while the advisor proves the deal
unsolvable in its worker process; the target is a worst stall under 50 ms.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode
from freecell_qt.solving.advisor import Advisor, Verdict
from freecell_qt.storage.preferences import Preferences

TICK_MS = 10


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = tempfile.mkdtemp()
    prefs = Preferences(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    controller = GameController(prefs)
    advisor = Advisor(controller)
    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append((now - last[0]) * 1000 - TICK_MS)
        last[0] = now
        if advisor.verdict not in (Verdict.CHECKING, Verdict.OFF) or now - started > 30:
            app.quit()

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    started = time.perf_counter()
    controller.new_game(GameCode.parse("FC1-C4-AAAARSW"))  # deal 11982
    timer.start()
    app.exec()
    elapsed = time.perf_counter() - started
    advisor.service.shutdown()
    print(f"deal {controller.game.deal_number}: verdict {advisor.verdict.value} "
          f"after {elapsed:.2f} s (worker start-up included)")
    print(f"event loop: {len(lateness)} ticks of {TICK_MS} ms, longest stall "
          f"{max(lateness):.1f} ms, median lateness {statistics.median(lateness):.2f} ms")


if __name__ == "__main__":
    main()
