"""What a screen reader on Linux receives, over a real AT-SPI bus.

The app runs as players run it (X11, Qt's AT-SPI bridge on) on a private
X server, D-Bus session and accessibility bus; a reader in the system Python
(``atspi_reader.py``, pyatspi) walks its accessible tree and writes down the
events it hears while the game is played with keys sent through the X
server. The assertions are on those words: the names of the menus, toolbar
buttons and table, the focused pile's name as the frame moves, the
announcements of a move with its automatic moves and of a refusal, and the
table as a review mode walks it: every column, free cell and foundation of
the game in play, named with its cards and placed where it is shown, kept up
to date by the app's events as cards move.

Everything started here is stopped by its process id at the end, pass or
fail, with whatever each process started in turn.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from freecell_qt.engine import Game

SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
READER = Path(__file__).with_name("atspi_reader.py")
REPO = Path(__file__).resolve().parents[2]
PACKAGES = "at-spi2-core python3-pyatspi gir1.2-atspi-2.0 python3-gi dbus-daemon dbus-bin " \
           "xdotool xvfb"
#: Marks the processes of one run, and what D-Bus starts for them.
MARK = "FREECELL_ATSPI_TEST_RUN"
#: AT-SPI's politeness of an announcement (``AtspiLive``), sent as its detail1.
POLITE, ASSERTIVE = 1, 2
#: How long to wait for an event before giving up: generous, the machine is shared.
PATIENCE = 90.0
#: The game the app plays unless a test asks for another.
DEAL_1 = "FC1-C4-AAAAAAB"


def missing_stack() -> str:
    """What of the AT-SPI stack this machine lacks, in words; empty when it has it all."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    lacking = [tool for tool in ("Xvfb", "dbus-daemon", "dbus-send", "xdotool")
               if shutil.which(tool) is None]
    lacking += [path for path in (BUS_LAUNCHER, SYSTEM_PYTHON) if not os.access(path, os.X_OK)]
    if not lacking:
        probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                               check=False)
        if probe.returncode:
            lacking.append("pyatspi for " + SYSTEM_PYTHON)
    return ", ".join(lacking)


@pytest.fixture(scope="module")
def stack_ready() -> None:
    lacking = missing_stack()
    if not lacking:
        return
    reason = f"the AT-SPI stack is missing ({lacking}); install the Debian packages {PACKAGES}"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)  # CI installs them (.ci/run): there it must run
    pytest.skip(reason)


class Processes:
    """Processes started for one test, stopped by id with all they started in turn.

    What they started is found two ways: by parent, and by a mark in the
    environment, which D-Bus activated services (the AT-SPI registry) inherit
    though they are handed to init at once.
    """

    def __init__(self, mark: str) -> None:
        self.mark = mark
        self.started: list[subprocess.Popen] = []

    def start(self, args: list[str], env: dict[str, str], **options) -> subprocess.Popen:
        process = subprocess.Popen(args, env={**env, MARK: self.mark}, **options)
        self.started.append(process)
        return process

    def _ours(self) -> list[int]:
        """Live processes that descend from those started here or carry the mark."""
        children: dict[int, list[int]] = {}
        marked: list[int] = []
        needle = f"{MARK}={self.mark}".encode()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError, IndexError):
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                children.setdefault(parent, []).append(int(entry.name))
            with contextlib.suppress(OSError):
                if needle in (entry / "environ").read_bytes().split(b"\0"):
                    marked.append(int(entry.name))
        found: list[int] = []
        stack = [process.pid for process in self.started] + marked
        while stack:
            pid = stack.pop()
            if pid not in found and pid != os.getpid():
                found.append(pid)
                stack.extend(children.get(pid, []))
        return found

    @staticmethod
    def _running(pid: int) -> bool:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            return False
        return state != "Z"

    def stop(self) -> None:
        """Those started here last first (the app quits cleanly and ends its own
        solver processes), then anything of theirs still running."""
        ours = self._ours()
        for process in reversed(self.started):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        for pid in ours:
            if self._running(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 5
        while any(self._running(pid) for pid in ours) and time.monotonic() < deadline:
            time.sleep(0.05)
        for pid in ours:
            if self._running(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)


def wait_for(what: str, test: Callable[[], object], log: Path) -> object:
    """Poll ``test`` until it answers; fail with the reader's log when it never does."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        answer = test()
        if answer:
            return answer
        time.sleep(0.1)
    pytest.fail(f"never came: {what} (what the reader heard: {log})")


def read_log(log: Path) -> str:
    return log.read_text(encoding="utf-8") if log.exists() else "(nothing)"


def records(log: Path) -> list[dict]:
    if not log.exists():
        return []
    lines = log.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip().endswith("}")]


def start_x(processes: Processes, env: dict[str, str], folder: Path) -> str:
    """A private X server on a display it picks itself (``-displayfd``): no clash."""
    read, write = os.pipe()
    # -noreset: a server that resets as its last client leaves refuses the
    # next one for a moment, and each xdotool call is a client.
    processes.start(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24",
                     "-nolisten", "tcp", "-noreset"], env, pass_fds=(write,),
                    stdout=subprocess.DEVNULL, stderr=(folder / "xvfb.log").open("w"))
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number.isdigit(), "Xvfb gave no display number"
    return f":{number}"


def start_session_bus(processes: Processes, env: dict[str, str]) -> str:
    bus = processes.start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert bus.stdout is not None
    address = bus.stdout.readline().strip()
    assert address, "dbus-daemon gave no address"
    return address


def bus_has(env: dict[str, str], name: str) -> bool:
    answer = subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
         "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", f"string:{name}"],
        env=env, capture_output=True, text=True, check=False)
    return "boolean true" in answer.stdout


@pytest.fixture
def desktop(request, tmp_path, stack_ready) -> Iterator[dict[str, object]]:
    """X, D-Bus, the AT-SPI bus, the app and the reader, all private.

    The app plays deal 1 of FreeCell, or the game code a test gives as the
    fixture's parameter; a parameter ``(code, {"LANG": ...})`` also sets the
    app's environment, as a desktop in that language does.
    """
    param = getattr(request, "param", DEAL_1)
    code, app_settings = (param, {}) if isinstance(param, str) else param
    tmp_path = tmp_path / "desktop"
    tmp_path.mkdir()
    processes = Processes(str(tmp_path))
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("DBUS_", "AT_SPI", "QT_", "XDG_", "WAYLAND"))}
    for name in ("config", "data", "cache", "runtime"):
        (tmp_path / name).mkdir(mode=0o700)
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_RUNTIME_DIR=str(tmp_path / "runtime"))
    log, stop = tmp_path / "heard.jsonl", tmp_path / "stop"
    try:
        env["DISPLAY"] = start_x(processes, env, tmp_path)
        env["DBUS_SESSION_BUS_ADDRESS"] = start_session_bus(processes, env)
        processes.start([BUS_LAUNCHER, "--launch-immediately"], env,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the AT-SPI bus on the session bus", lambda: bus_has(env, "org.a11y.Bus"), log)
        app_env = {**env, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb",
                   "PYTHONPATH": str(REPO)}
        if app_settings:
            for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
                app_env.pop(name, None)
            app_env.update(app_settings)
        app = processes.start([sys.executable, "-m", "freecell_qt", "--code", code], app_env,
                              cwd=REPO, stdout=(tmp_path / "app.log").open("w"),
                              stderr=subprocess.STDOUT)
        processes.start([SYSTEM_PYTHON, str(READER), str(log), str(stop), "freecell-qt"], env,
                        stdout=(tmp_path / "reader.out").open("w"), stderr=subprocess.STDOUT)
        wait_for("the reader's walk of the app", lambda: any(
            r["kind"] in ("ready", "error") for r in records(log)), log)
        yield {"env": env, "log": log, "app": app, "folder": tmp_path, "code": code}
    finally:
        stop.touch()
        processes.stop()


def window_id(env: dict[str, str], pid: int) -> str:
    answer = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=env,
                            capture_output=True, text=True, check=False)
    ids = answer.stdout.split()
    return ids[-1] if ids else ""


def keys(env: dict[str, str], window: str, *names: str) -> None:
    """Keys typed on the X server into the app's window, as from a keyboard."""
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True,
                   capture_output=True)
    for name in names:
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], env=env, check=True,
                       capture_output=True)


def heard_after(log: Path, start: int, kind: str) -> list[dict]:
    return [r for r in records(log)[start:] if r["kind"] == "event" and r["type"] == kind]


def walk_again(desktop: dict, fresh: bool = False) -> list[dict]:
    """Have the reader walk the app's tree again, as a review mode does; its nodes.

    A walk reads what the AT-SPI library holds of the tree (the app's events keep
    it up to date), or with ``fresh`` all of it read again from the app.
    """
    log = desktop["log"]

    def trees() -> list[dict]:
        return [r for r in records(log) if r["kind"] == "tree"]

    before = len(trees())
    # Written whole, then named: the reader never sees half a request.
    request = Path(f"{log}.walk.new")
    request.write_text("fresh" if fresh else "cached", encoding="utf-8")
    request.replace(f"{log}.walk")
    wait_for("another walk of the tree", lambda: len(trees()) > before, log)
    return trees()[-1]["nodes"]


def table_of(tree: list[dict], described: str = "Card table.") -> dict:
    """The table's node from a walk, with its children's nodes under ``"children"``,
    and theirs (a pile's cards) under each child's ``"children"``."""
    start = next((n for n, node in enumerate(tree)
                  if node["description"].startswith(described)), None)
    assert start is not None, "no table in the tree"
    depth = tree[start]["depth"]
    table = {**tree[start], "children": []}
    for node in tree[start + 1:]:
        if node["depth"] <= depth:
            break
        if node["depth"] == depth + 1:
            table["children"].append({**node, "children": []})
        elif node["depth"] == depth + 2:
            table["children"][-1]["children"].append(node)
    return table


def piles(table: dict) -> list[dict]:
    """The table's piles: the columns are lists, the cells and foundations panels."""
    return [child for child in table["children"] if child["role"] in ("list", "panel")]


def piles_read(table: dict) -> dict[str, list[str]]:
    """Each pile's name, with the names of the cards listed under it."""
    return {pile["name"]: [card["name"] for card in pile["children"]] for pile in piles(table)}


def expected_piles(position, rules=None) -> dict[str, list[str]]:
    """What the engine says each pile of ``position`` holds, in the table's words,
    under the game's ``rules`` (FreeCell's when not given)."""
    from freecell_qt.engine import Pile, Rules

    rules = Rules() if rules is None else rules
    from freecell_qt.table.layout import FOUNDATION_SUITS
    from freecell_qt.words.speech_words import card_title, pile_reading

    expected = {}
    for index, column in enumerate(position.columns):
        expected[pile_reading(position, Pile.column(index), rules)] = [
            card_title(c) for c in column]
    # A cell or a foundation lists no card: its name says what it holds.
    for index in range(len(position.cells)):
        expected[pile_reading(position, Pile.cell(index), rules)] = []
    for suit in FOUNDATION_SUITS:
        expected[pile_reading(position, Pile.foundation(suit), rules)] = []
    return expected


def inside(inner: list[int], outer: list[int]) -> bool:
    x, y, width, height = inner
    left, top, outer_width, outer_height = outer
    return (width > 0 and height > 0 and left <= x and top <= y
            and x + width <= left + outer_width and y + height <= top + outer_height)


def assert_in_place(table: dict) -> None:
    """Every pile lies on the table, and every card on its pile: a review mode
    orders them by where they are."""
    for pile in piles(table):
        assert "showing" in pile["states"] and "focusable" in pile["states"], pile
        assert inside(pile["extents"], table["extents"]), (pile, table["extents"])
        for card in pile["children"]:
            assert card["role"] == "list item", card
            assert inside(card["extents"], pile["extents"]), (card, pile["extents"])


def test_a_screen_reader_hears_the_table(desktop):
    keeping_what_was_heard(desktop, play_and_listen)


def quits_cleanly(desktop: dict) -> None:
    """Asked to quit as at a logout, the app ends with status 0: nothing of the
    table's accessible objects, which Qt and Python both hold, is freed twice."""
    app = desktop["app"]
    app.terminate()
    assert app.wait(timeout=PATIENCE) == 0, read_log(desktop["folder"] / "app.log")


def keeping_what_was_heard(desktop: dict, test: Callable[[dict], None]) -> None:
    log = desktop["log"]
    try:
        test(desktop)
    finally:
        # Kept beside the test's other files, and shown by pytest when the test fails.
        (desktop["folder"] / "heard.txt").write_text(read_log(log), encoding="utf-8")
        print(f"--- what the reader heard ({log}) ---\n{read_log(log)}")


def play_and_listen(desktop: dict) -> None:
    log = desktop["log"]
    env = desktop["env"]
    first = records(log)
    # Events the app sends as it settles may already follow "ready".
    assert [r["kind"] for r in first if r["kind"] in ("ready", "error")] == ["ready"], first
    tree = next(r for r in first if r["kind"] == "tree")["nodes"]
    named = {(node["role"], node["name"]) for node in tree}
    # The menus, their items and the toolbar's buttons, by name.
    for title in ("Game", "Move", "View", "Settings", "Help", "Undo", "Hint", "How to Play"):
        assert ("menu item", title) in named
    buttons = {name for role, name in named if role in ("push button", "toggle button")}
    assert {"New Game", "Undo", "Redo", "Finish", "Hint"} <= buttons
    # The table: named after the focused pile (column 1 of deal 1 ends with the 6 of
    # spades) and described with its keys.
    table = [node for node in tree if node["name"].startswith("6 of spades, column 1")]
    assert table and table[0]["description"].startswith("Card table.")

    window = wait_for("the app's window", lambda: window_id(env, desktop["app"].pid), log)
    start = len(records(log))
    # The frame moves to column 2, which ends with the 9 of clubs.
    keys(env, window, "Right")
    wait_for("the name of column 2", lambda: any(
        r["data"] == "9 of clubs, column 2, 7 cards, top card"
        for r in heard_after(log, start, "object:property-change:accessible-name")), log)
    # A review mode finds every pile on the table, named with its cards, the cards
    # listed under it, each where it is shown; the frame's pile is the focused one.
    # Read fresh: the focus stays the table's, so no pile sends a focus event that
    # would bring what the library holds of its states up to date.
    game = Game.from_code(DEAL_1)
    table = table_of(walk_again(desktop, fresh=True))
    assert len(piles(table)) == 8 + 4 + 4
    assert piles_read(table) == expected_piles(game.position)
    assert_in_place(table)
    focused = [pile["name"] for pile in piles(table) if "focused" in pile["states"]]
    assert focused == ["Column 2: 2 of diamonds, king of clubs, king of spades, 5 of clubs, "
                       "10 of diamonds, 8 of spades, 9 of clubs, 7 cards"]
    # Column 6 ends 2C 3D: the 3 of diamonds goes to a free cell, then the 2 of clubs,
    # which bares the aces of clubs and spades: they and the 2 go up by themselves.
    start = len(records(log))
    keys(env, window, "6", "a")
    first_move = wait_for("the first move", lambda: [
        r for r in heard_after(log, start, "object:announcement")
        if r["data"] == "3 of diamonds to a free cell"], log)
    # Said by the table, politely (AT-SPI's live politeness: 1 polite, 2 assertive).
    assert first_move[0]["source"]["id"].endswith(".TableView")
    assert first_move[0]["detail1"] == POLITE
    keys(env, window, "6", "a")
    expected = ("2 of clubs to a free cell. Automatically: ace of clubs to the foundation; "
                "ace of spades to the foundation; 2 of clubs to the foundation")
    wait_for("the move with its automatic moves", lambda: any(
        r["data"] == expected for r in heard_after(log, start, "object:announcement")), log)
    # Each pile the moves changed tells of its new name.
    renamed = {"Free cell a: 3 of diamonds", "Column 6: 7 of hearts, queen of clubs, 2 cards",
               "Clubs foundation: up to 2 of clubs", "Spades foundation: up to ace of spades"}
    wait_for("the piles' new names", lambda: renamed <= {
        r["source"]["name"] for r in heard_after(log, start,
                                                  "object:property-change:accessible-name")
        if r["source"]["role"] in ("list", "panel")}, log)
    # The column that lost cards tells that its list of them changed.
    wait_for("column 6's cards changed", lambda: any(
        r["source"]["name"] == "Column 6: 7 of hearts, queen of clubs, 2 cards"
        for r in records(log)[start:]
        if r["kind"] == "event" and r["type"].startswith("object:children-changed")), log)
    # What the library holds of the tree, kept up to date by those events, is the table.
    game.play("6a")
    game.play("6b")  # the table put it in the first free cell
    assert piles_read(table_of(walk_again(desktop))) == expected_piles(game.position)
    # Column 1 ends with the 6 of spades, column 2 with the 9 of clubs: refused.
    start = len(records(log))
    keys(env, window, "1", "2")
    refusal = ("The 6 of spades cannot go on the 9 of clubs: a black 6 goes on a red 7.")
    said = wait_for("the refusal", lambda: [
        r for r in heard_after(log, start, "object:announcement") if r["data"] == refusal], log)
    assert said[0]["detail1"] == ASSERTIVE  # it interrupts: it answers the key just pressed
    # R reads the pile under the frame, whole.
    start = len(records(log))
    keys(env, window, "r")
    wait_for("column 2 read in full", lambda: any(
        r["data"] == ("Column 2: 2 of diamonds, king of clubs, king of spades, 5 of clubs, "
                      "10 of diamonds, 8 of spades, 9 of clubs, 7 cards")
        for r in heard_after(log, start, "object:announcement")), log)
    quits_cleanly(desktop)


@pytest.mark.parametrize("desktop", ["EO1-C8-AAAAAAB", "FC1-C0-AAAAAAB",
                                     "CU1-C2K13R0BAFAMSDR-AAAAAAB"],
                         ids=["eight-off", "freecell-no-cells", "custom-13-columns"],
                         indirect=True)
def test_a_review_mode_finds_every_pile_of_any_game(desktop):
    """Eight cells, none at all, thirteen columns: as many piles as the game has."""
    keeping_what_was_heard(desktop, read_the_whole_table)


def read_the_whole_table(desktop: dict) -> None:
    wait_for("the app's window", lambda: window_id(desktop["env"], desktop["app"].pid),
             desktop["log"])
    game = Game.from_code(desktop["code"])
    position = game.position
    table = table_of(walk_again(desktop, fresh=True))
    assert len(piles(table)) == len(position.columns) + len(position.cells) + 4
    assert piles_read(table) == expected_piles(position, game.rules)
    assert_in_place(table)
    quits_cleanly(desktop)


def arabic(context: str, source: str) -> str:
    """``source`` as the Arabic catalog words it (without its accelerator mark)."""
    from PySide6.QtCore import QTranslator

    from freecell_qt.resources import translation_catalog

    translator = QTranslator()
    assert translator.load(str(translation_catalog("ar")))
    return translator.translate(context, source).replace("&", "")


@pytest.mark.parametrize("desktop", [(DEAL_1, {"LANG": "ar_EG.UTF-8"})], indirect=True)
def test_an_arabic_desktop_gets_a_mirrored_window_and_the_table_in_its_order(desktop, qapp):
    keeping_what_was_heard(desktop, read_mirrored)


def read_mirrored(desktop: dict) -> None:
    log = desktop["log"]
    first = records(log)
    assert [r["kind"] for r in first if r["kind"] in ("ready", "error")] == ["ready"], first
    tree = next(r for r in first if r["kind"] == "tree")["nodes"]
    # The menu bar runs right to left: Game (first) at the right, Help (last) at the left.
    shown = {node["name"]: node["extents"] for node in tree
             if node["role"] == "menu item" and node["extents"] and node["extents"][2] > 0}
    game, help_menu = arabic("MainWindow", "&Game"), arabic("MainWindow", "&Help")
    assert game in shown and help_menu in shown, sorted(shown)
    assert shown[game][0] > shown[help_menu][0], (shown[game], shown[help_menu])
    # The table keeps its order: column 1 (seven cards in deal 1) is the leftmost list.
    table = table_of(walk_again(desktop, fresh=True),
                     arabic("TableSpeech", "Card table. Arrow keys move between the piles, "
                            "Space picks up and puts down, R reads the pile, L the free "
                            "cells, U the foundations, Alt with a digit a column.")[:12])
    columns = [pile for pile in piles(table) if pile["role"] == "list"]
    assert len(columns) == 8
    assert len(columns[0]["children"]) == 7 and len(columns[7]["children"]) == 6
    lefts = [column["extents"][0] for column in columns]
    assert lefts == sorted(lefts), lefts
    assert_in_place(table)
    quits_cleanly(desktop)
