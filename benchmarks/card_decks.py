"""What an installed deck costs the first frame and a resize, against our own deck.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_decks.py
    QT_QPA_PLATFORM=offscreen python benchmarks/card_decks.py --deck kde:svg-oxygen-white \\
        --deck gnome:anglo --width 100 --dpr 1

For each deck (ours, and each ``--deck``; by default the first KDE and GNOME
decks found), prints the milliseconds to list the decks (done at every start),
to load the deck's SVG (once, when it is chosen), then the first frame's
pictures (52 faces and the back at ``--width``, a cold cache) and a resize's
(the same at ``--width`` + 12 pixels), as the median of ``--rounds``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from PySide6.QtGui import QGuiApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine.cards import Card, Suit
from freecell_qt.table import decks
from freecell_qt.table.card_painter import CardPainter

CARDS = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]


def _all_pictures(painter: CardPainter, width: int, dpr: float) -> float:
    start = time.perf_counter()
    for card in CARDS:
        painter.face(card, width, dpr)
    painter.back(width, dpr)
    return (time.perf_counter() - start) * 1000


def measure(deck_id: str, width: int, dpr: float, rounds: int) -> None:
    load: list[float] = []
    first: list[float] = []
    resize: list[float] = []
    for _ in range(rounds):
        painter = CardPainter(shared=False)
        if deck_id != decks.OURS:
            info = decks.find_deck(deck_id)
            if info is None:
                print(f"{deck_id}: not installed")
                return
            decks._LOADED.clear()  # a cold load each round
            start = time.perf_counter()
            painter.set_deck(decks.load_deck(info))
            load.append((time.perf_counter() - start) * 1000)
        first.append(_all_pictures(painter, width, dpr))
        resize.append(_all_pictures(painter, width + 12, dpr))
    loaded = f"load {statistics.median(load):7.1f} ms, " if load else "load       -    , "
    print(f"{deck_id:32} {loaded}first frame {statistics.median(first):7.1f} ms, "
          f"resize {statistics.median(resize):7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", action="append", default=[], metavar="ID")
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--dpr", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    _app = QGuiApplication(sys.argv[:1])
    start = time.perf_counter()
    found = decks.find_decks()
    print(f"listing {len(found)} decks: {(time.perf_counter() - start) * 1000:.1f} ms")
    wanted = args.deck or [next((d.id for d in found if d.origin == origin), "")
                           for origin in ("kde", "gnome")]
    print(f"width {args.width}, dpr {args.dpr}, median of {args.rounds}")
    for deck_id in (decks.OURS, *[w for w in wanted if w]):
        measure(deck_id, args.width, args.dpr, args.rounds)


if __name__ == "__main__":
    main()
