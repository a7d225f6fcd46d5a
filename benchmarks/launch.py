"""Launch to a painted window on a real X screen: freecell-qt against kpat, alternating.

Run by hand on an X screen (it prints figures, asserts nothing); a few more rounds
read the memory of each app's processes once it has settled::

    xvfb-run -a -s "-screen 0 1280x900x24" python benchmarks/launch.py
    DISPLAY=:0 python benchmarks/launch.py --rounds 11

Each round starts ``freecell-qt --code FC1-C4-AAAAAKH`` and then ``kpat --gametype
freecell`` (Debian's kpat), each in a fresh home, and times from the start of
the process to the first moment the centre of its window is painted: the pixel
there is no longer the black of a window nothing has drawn in yet. Both are
then ended. The medians and their ratio are printed; rounds alternate, so that
a busy moment of a shared machine falls on both.

freecell-qt runs with bytecode, as an installed app has it (pip and the frozen
build compile every module once): a machine that sets PYTHONDONTWRITEBYTECODE
would otherwise compile the whole app from source on every start. A first,
untimed start of each writes it (and warms the disk cache for both).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "FC1-C4-AAAAAKH"
KPAT = ("kpat", "/usr/games/kpat")
POLL_S = 0.004
TIMEOUT_S = 30.0


def freecell_qt_command() -> list[str]:
    installed = Path(sys.executable).parent / "freecell-qt"
    if installed.exists():
        return [str(installed), "--code", CODE]
    return [sys.executable, "-m", "freecell_qt", "--code", CODE]


def kpat_command() -> list[str] | None:
    found = next((path for name in KPAT if (path := shutil.which(name)) is not None), None)
    return None if found is None else [found, "--gametype", "freecell"]


def home_env(home: Path, pycache: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONDONTWRITEBYTECODE", "QT_QPA_PLATFORM")}
    run = home / "run"
    run.mkdir(mode=0o700, exist_ok=True)
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_RUNTIME_DIR=str(run), PYTHONPYCACHEPREFIX=pycache,
               PYTHONPATH=str(ROOT))
    return env


def window_of(pid: int) -> int | None:
    """The visible window of process ``pid``, if it has one yet (``xdotool``)."""
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                         capture_output=True, text=True, check=False).stdout.split()
    return int(out[-1]) if out else None


def centre(window: int) -> tuple[int, int] | None:
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", str(window)],
                         capture_output=True, text=True, check=False).stdout
    values = dict(line.split("=", 1) for line in out.split() if "=" in line)
    try:
        x, y = int(values["X"]), int(values["Y"])
        width, height = int(values["WIDTH"]), int(values["HEIGHT"])
    except (KeyError, ValueError):
        return None
    if width < 100 or height < 100:
        return None  # not the main window yet
    return x + width // 2, y + height // 2


def tree_rss_mb(pid: int) -> float:
    """The resident memory of ``pid`` and of every process under it, in MB, as ``ps``
    gives each (pages two processes share count in both)."""
    total_kb = 0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total_kb = int(line.split()[1])
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return 0.0
    kids: list[int] = []
    for task in tasks:
        with contextlib.suppress(OSError):
            kids += [int(kid) for kid in (task / "children").read_text().split()]
    return total_kb / 1024 + sum(tree_rss_mb(kid) for kid in kids)


def time_to_paint(command: list[str], env: dict[str, str],
                  settle: float | None = None) -> tuple[float, float]:
    """Seconds from the start of ``command`` to a painted centre of its window, and
    with ``settle`` the memory of its processes that many seconds after (else 0)."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        spot: tuple[int, int] | None = None
        while time.perf_counter() - start < TIMEOUT_S:
            if spot is None:
                window = window_of(process.pid)
                spot = centre(window) if window is not None else None
            if spot is not None:
                pixel = screen.grabWindow(0, spot[0], spot[1], 1, 1).toImage().pixel(0, 0)
                if pixel & 0xFFFFFF:
                    painted = time.perf_counter() - start
                    if settle is None:
                        return painted, 0.0
                    time.sleep(settle)
                    return painted, tree_rss_mb(process.pid)
            time.sleep(POLL_S)
        raise RuntimeError(f"{command[0]} showed no painted window in {TIMEOUT_S:.0f} s")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def session_bus() -> tuple[str, int] | None:
    """A D-Bus session bus of this run's own (address, pid): kpat, a KDE app, will not
    start without one. Both apps get it, so that both start the same way."""
    if shutil.which("dbus-daemon") is None:
        return None
    out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                          "--print-pid=1"], capture_output=True, text=True, check=True)
    address, pid = out.stdout.split()[:2]
    return address, int(pid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--memory-rounds", type=int, default=3,
                        help="rounds that also read each app's memory, %(default)s by default")
    args = parser.parse_args()
    rounds = args.rounds
    if not os.environ.get("DISPLAY"):
        sys.exit("launch.py needs an X screen: run it under xvfb-run, or set DISPLAY")
    if shutil.which("xdotool") is None:
        sys.exit("launch.py needs xdotool")
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # for the screen grabs
    commands = {"freecell-qt": freecell_qt_command()}
    kpat = kpat_command()
    if kpat is not None:
        commands["kpat"] = kpat
    else:
        print("kpat: not installed (Debian's kpat), freecell-qt alone")
    times: dict[str, list[float]] = {name: [] for name in commands}
    bus = session_bus()
    if bus is not None:
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = bus[0]
    memory: dict[str, list[float]] = {name: [] for name in commands}
    try:
        run_rounds(commands, times, rounds)
        run_memory_rounds(commands, memory, args.memory_rounds)
    finally:
        if bus is not None:
            os.kill(bus[1], signal.SIGTERM)
    report(times)
    report_memory(memory)
    del app


def run_rounds(commands: dict[str, list[str]], times: dict[str, list[float]],
               rounds: int) -> None:
    with tempfile.TemporaryDirectory() as pycache:
        for command in commands.values():  # untimed: bytecode, disk cache
            with tempfile.TemporaryDirectory() as home:
                time_to_paint(command, home_env(Path(home), pycache))
        for _ in range(rounds):
            for name, command in commands.items():
                with tempfile.TemporaryDirectory() as home:
                    times[name].append(time_to_paint(command, home_env(Path(home), pycache))[0])


#: Seconds after the first paint that the memory is read: the deal dealt, judged and
#: rated, and the rater's idle worker gone (as ``benchmarks/ui.py`` reads it).
SETTLE_S = 7.0


def run_memory_rounds(commands: dict[str, list[str]], memory: dict[str, list[float]],
                      rounds: int) -> None:
    with tempfile.TemporaryDirectory() as pycache:
        for _ in range(rounds):
            for name, command in commands.items():
                with tempfile.TemporaryDirectory() as home:
                    env = home_env(Path(home), pycache)
                    memory[name].append(time_to_paint(command, env, SETTLE_S)[1])


def report_memory(memory: dict[str, list[float]]) -> None:
    for name, sizes in memory.items():
        if sizes:
            print(f"{name}: memory of all its processes {SETTLE_S:g} s after the first "
                  f"paint, median {statistics.median(sizes):.1f} MB "
                  f"({', '.join(f'{size:.1f}' for size in sizes)})")
    if memory.get("kpat") and memory.get("freecell-qt"):
        ratio = statistics.median(memory["freecell-qt"]) / statistics.median(memory["kpat"])
        print(f"freecell-qt / kpat, memory: {ratio:.2f}x")


def report(times: dict[str, list[float]]) -> None:
    for name, seconds in times.items():
        print(f"{name}: start to a painted window, median {statistics.median(seconds):.3f} s "
              f"(min {min(seconds):.3f}, max {max(seconds):.3f}, {len(seconds)} runs)")
    if "kpat" in times:
        ratio = statistics.median(times["freecell-qt"]) / statistics.median(times["kpat"])
        print(f"freecell-qt / kpat: {ratio:.2f}x")


if __name__ == "__main__":
    main()
