"""The tight games' hardest deals with the searches in C and with Python alone.

Run by hand: ``python benchmarks/python_alone.py``. Each deal gets the app's
position budget (``DEFAULT_MAX_NODES``), once with the searches in C taking
part (as the app, the command line and the tests run them) and once with the
Python searches alone (``native=False``), and prints the verdict, the
positions and the seconds of each. These deals are why the searches in C
joined the tight games: with Python alone they stay ``unknown``. The tests
prove each of them once with the searches in C; how Python alone does on them
is a figure, not a behaviour, so it is measured here.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Rules, initial_position
from freecell_qt.engine.solver import DEFAULT_MAX_NODES, native, solve

#: (free cells, deal): won only with the searches in C (2 cells) or proved lost
#: only by the exhaustive search in C (1 cell).
DEALS = ((2, 140), (2, 209), (2, 267), (1, 970))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-positions", type=int, default=DEFAULT_MAX_NODES)
    options = parser.parse_args()
    if not native.AVAILABLE:
        print("the searches in C are not built here (no C compiler at install)")
        return 1
    print(f"{'cells':>5} {'deal':>5}  {'with C':<32} {'Python alone':<32}")
    for cells, deal in DEALS:
        rules = Rules(cells=cells)
        figures = []
        for use_c in (True, False):
            started = time.perf_counter()
            result = solve(initial_position(rules, deal), rules,
                           max_nodes=options.max_positions, native=use_c)
            seconds = time.perf_counter() - started
            figures.append(f"{result.status} {result.nodes:>9,} {seconds:6.1f} s")
        print(f"{cells:>5} {deal:>5}  {figures[0]:<32} {figures[1]:<32}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
