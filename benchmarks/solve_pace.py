"""How long Solve takes to play 100 moves at each Solve speed, in the real window.

Run by hand: ``QT_QPA_PLATFORM=offscreen python benchmarks/solve_pace.py``
(``--deal 267`` and ``--animation normal`` by default, the animation
preference a new player has). The engine's solver finds the deal's way first,
outside the clock, and the window learns it as it would from its worker; the
window's Solve action then plays it at each speed, and the time from its first
move to its last but one (the last would open the end-of-game dialog) is
printed per 100 moves, beside the pace the Solve speed sets. What each move
costs the window beyond that pace (the table, autosave, the status bar) is the
difference. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication

from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode, Rules
from freecell_qt.engine.solver import solve
from freecell_qt.storage import paths
from freecell_qt.storage.preferences import AnimationSpeed, Preferences, SolveSpeed
from freecell_qt.windows.main_window import MainWindow


def play(window: MainWindow, deal: int, speed: SolveSpeed) -> tuple[int, float]:
    """Solve on ``deal`` at ``speed``: the moves timed and the seconds they took."""
    controller = window.controller
    controller.prefs.set("solve_speed", speed)
    window.start(GameCode.for_rules(Rules(), deal))
    game = controller.game
    result = solve(game.start, game.rules)
    if not result.solved:
        raise SystemExit(f"deal {deal} was not solved: {result.status}")
    window.advisor.learn(game.start, game.rules, result)
    last = len(result.moves) - 1  # the winning move is left unplayed
    loop = QEventLoop()
    started: list[float] = []

    def moved() -> None:
        count = controller.game.move_count
        if count == 1:
            started.append(time.perf_counter())
        if count >= last:
            window.advisor.stop_demo()
            loop.quit()

    controller.changed.connect(moved)
    window.assist.solve_action.trigger()
    loop.exec()
    ended = time.perf_counter()
    controller.changed.disconnect(moved)
    return last - 1, ended - started[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=267)
    parser.add_argument("--animation", choices=[a.value for a in AnimationSpeed],
                        default=AnimationSpeed.NORMAL.value)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    paths.set_data_dir(folder / "data")
    prefs = Preferences(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    prefs.set("animation_speed", AnimationSpeed(args.animation))
    prefs.set("winnable_deals", "off")
    prefs.set("confirm_abandon", False)
    window = MainWindow(GameController(prefs))
    window.resize(1100, 800)
    window.show()
    app.processEvents()
    print(f"deal {args.deal}, animation {args.animation}")
    for speed in SolveSpeed:
        moves, seconds = play(window, args.deal, speed)
        per_100 = seconds / moves * 100
        paced = speed.step_ms / 10
        print(f"{speed.value:>6}: {moves} moves in {seconds:.1f} s, {per_100:.1f} s per 100 "
              f"moves (pace alone {paced:.1f} s; {(per_100 - paced) * 10:.0f} ms a move more)",
              flush=True)
    window.close()


if __name__ == "__main__":
    main()
