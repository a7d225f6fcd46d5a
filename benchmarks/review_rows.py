"""How long the Review dialog takes to show a very long game, and its verdicts.

A game of ``--steps`` steps (deal 267: one move, then a card taken to a free
cell and put back, over and over): the time to build the dialog with every step listed, and the
time to show the verdict on every row once the review's answer comes (the
answer itself is made up here; the searches are the worker's and are not
measured). Run by hand: ``python benchmarks/review_rows.py`` (offscreen).
Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

from freecell_qt.engine import Game, Rules
from freecell_qt.solving.review import Review


class Source(QObject):
    """A review source that answers only when told."""

    reviewReady = Signal(object)

    def request_review(self) -> None:
        pass


def long_game(steps: int) -> Game:
    game = Game.new(267, Rules(), automove=False)
    game.play("41")
    for n in range(steps - 1):
        game.play("1a" if n % 2 == 0 else "a1")
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=10_000)
    arguments = parser.parse_args()
    app = QApplication([])
    from freecell_qt.windows.review_dialog import ReviewDialog

    game = long_game(arguments.steps)
    source = Source()
    started = time.perf_counter()
    dialog = ReviewDialog(game, source, lambda _point: None)
    dialog.show()
    app.processEvents()
    listed = time.perf_counter()
    source.reviewReady.emit(Review(game.current + 1, game.current // 2, True, 90))
    app.processEvents()
    shown = time.perf_counter()
    print(f"{arguments.steps} steps: listed in {listed - started:.3f} s, "
          f"verdicts shown in {shown - listed:.3f} s, "
          f"{shown - started:.3f} s in all")
    dialog.close()


if __name__ == "__main__":
    main()
