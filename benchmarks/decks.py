"""The solver on deals of two and three decks, with the app's position budget.

Run by hand: ``python benchmarks/decks.py --deals 1-50``. For each game (10
columns, 6 cells, two decks, like PySolFC's Double FreeCell; 13 columns, 10
cells, three decks, like its Triple FreeCell; optionally the two-deck game
built by suit) it solves each deal with ``solve``'s default budget, checks
that every solution replays to a win through the engine, and prints the
tallies (solved, unsolvable, unknown), the median and worst seconds and the
median solution length. The searches in C cannot hold these games, so this
is the plan in Python (``native.supported``). ``--seconds`` stops a game's
run once that much time has gone, so that a run keeps to a few minutes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Game, Preset, Rules, initial_position
from freecell_qt.engine.rules import Build
from freecell_qt.engine.solver import DEFAULT_MAX_NODES, compiled, solve

GAMES = {
    "double": Rules(Preset.CUSTOM, 6, columns=10, decks=2),
    "triple": Rules(Preset.CUSTOM, 10, columns=13, decks=3),
    "double-suit": Rules(Preset.CUSTOM, 6, columns=10, decks=2, build=Build.SAME_SUIT),
    # The presets of several decks (docs/rules.md, Presets).
    **{preset.value: Rules.preset(preset) for preset in (
        Preset.DOUBLE_FREECELL, Preset.TRIPLE_FREECELL, Preset.REPAIR, Preset.CELL_11)},
}


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def run(name: str, rules: Rules, deals: range, max_nodes: int, seconds: float,
        verbose: bool = False) -> None:
    tally = {"solved": 0, "unsolvable": 0, "unknown": 0}
    times: list[float] = []
    lengths: list[int] = []
    unknown: list[int] = []
    started = time.perf_counter()
    done = 0
    for deal in deals:
        if time.perf_counter() - started > seconds:
            break
        position = initial_position(rules, deal)
        result = solve(position, rules, max_nodes=max_nodes)
        done += 1
        tally[result.status] += 1
        times.append(result.seconds)
        if result.solved:
            game = Game(rules, position, automove=False)
            for move in result.moves:
                game.play(move)
            if not game.is_won:
                print(f"  deal {deal}: the solution does not replay to a win")
            lengths.append(len(result.moves))
        elif result.status == "unknown":
            unknown.append(deal)
        if verbose:
            print(f"  {deal:>5} {result.status:<10} {result.nodes:>9,} positions "
                  f"{result.seconds:7.2f} s {len(result.moves):>6} moves", flush=True)
    print(f"{name}: deals {deals.start}-{deals.start + done - 1} ({done})  "
          f"solved {tally['solved']}  unsolvable {tally['unsolvable']}  "
          f"unknown {tally['unknown']}")
    if times:
        print(f"  seconds: median {statistics.median(times):.2f}  worst {max(times):.2f}  "
              f"total {sum(times):.1f}")
    if lengths:
        print(f"  moves: median {statistics.median(lengths):.0f}  "
              f"shortest {min(lengths)}  longest {max(lengths)}")
    if unknown:
        print(f"  unknown: {' '.join(map(str, unknown))}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-50", help="deals, as 1-50 (default)")
    parser.add_argument("--games", nargs="+", choices=sorted(GAMES), default=["double", "triple"])
    parser.add_argument("--max-positions", type=int, default=DEFAULT_MAX_NODES)
    parser.add_argument("--seconds", type=float, default=300.0,
                        help="stop a game's run after this many seconds (default 300)")
    parser.add_argument("--verbose", action="store_true", help="a line for each deal")
    options = parser.parse_args()
    print(f"compiled: {compiled()}, budget {options.max_positions:,} positions")
    for name in options.games:
        run(name, GAMES[name], deal_range(options.deals), options.max_positions,
            options.seconds, options.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
