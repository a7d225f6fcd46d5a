"""Sound effects: each event heard once with sound on, nothing at all with it off.

A recording player stands in for the speakers; the real ones are checked
where they can be without sound hardware: the synthesised files themselves,
and a player program started as a separate process.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import signal
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QStatusBar

from freecell_qt.engine import Card, Pile
from freecell_qt.sound import REPEAT_GAP_S, Sound, players, synth
from freecell_qt.windows.end_dialogs import WonDialog
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from tests.gui.conftest import Mouse, load_board

ROOT = Path(__file__).resolve().parents[2]

#: One move from the end: KS goes up, and the KH then follows (auto-move) or
#: is left for Finish (auto-move off).
LAST_MOVE = "\n".join([
    "Foundations: H-Q C-K D-K S-Q",
    "Freecells: - - - -",
    ": KS", ": KH", ":", ":", ":", ":", ":", ":",
])


class Recorder:
    """A player that remembers what it was asked to play, and the files it was made with."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.files: dict[str, Path] = {}
        self.made = 0

    def make(self, files, _parent):
        self.made += 1
        self.files = dict(files)
        return self

    def play(self, name: str) -> None:
        self.played.append(name)

    def stop(self) -> None:
        pass


class Clock:
    """A clock the test moves by hand, so that no assertion depends on real time."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def later(self) -> None:
        self.now += 10 * REPEAT_GAP_S


@pytest.fixture
def recorder(window, tmp_path):
    recorder = Recorder()
    window.sound.use(recorder.make, tmp_path / "sounds")
    window.sound.clock = Clock()
    return recorder


@pytest.fixture
def said(window):
    """Every sentence the status bar shows from now on."""
    seen: list[str] = []
    bar: QStatusBar = window.statusBar()
    bar.messageChanged.connect(lambda text: seen.append(text) if text else None)
    return seen


def centre(window, card: str) -> QPointF:
    return window.scene.cards[Card.parse(card)].sceneBoundingRect().center()


def top_strip(window, card: str) -> QPointF:
    """A point of ``card`` that the cards fanned over it leave showing."""
    rect = window.scene.cards[Card.parse(card)].sceneBoundingRect()
    return QPointF(rect.center().x(), rect.top() + 4)


def pile_centre(window, pile: Pile) -> QPointF:
    return window.scene.pile_rect(pile).center()


def drag(window, card: str, dest: Pile) -> None:
    Mouse(window.view).drag(centre(window, card), pile_centre(window, dest))


def every_event(window, controller, modals) -> None:
    """A deal, a legal drag, an illegal drag, a drag of cards that cannot be
    lifted, and a win, each by the player's own hand."""
    clock = window.sound.clock
    window.restart_action.trigger()  # no move made yet: nothing to abandon
    clock.later()
    # Deal 267: column 7 ends 4D 3D, column 8 ends 5S 4S; column 5 ends QD.
    assert controller.check_drop(Pile.column(6), Pile.column(7), 1)[0] is not None
    drag(window, "3D", Pile.column(7))
    assert controller.game.move_count == 1
    clock.later()
    assert controller.check_drop(Pile.column(0), Pile.column(4), 1)[0] is None
    drag(window, "8S", Pile.column(4))
    assert controller.game.move_count == 1
    clock.later()
    # 2H lies under 8S: the two are no run, so they cannot be lifted together.
    Mouse(window.view).drag(top_strip(window, "2H"), pile_centre(window, Pile.cell(0)))
    assert controller.game.move_count == 1
    clock.later()
    modals.answer(WonDialog, lambda dialog: dialog.reject())
    load_board(controller, LAST_MOVE)
    clock.later()
    Mouse(window.view).double_click(centre(window, "KS"))
    assert controller.game.is_won


def test_each_event_plays_its_sound_once(window, controller, recorder, modals):
    window.prefs.set("sound", True)
    assert recorder.played == ["move"]  # turning it on lets the player hear it
    recorder.played.clear()
    every_event(window, controller, modals)
    # The board loaded for the win is dealt too; the last move and the KH that
    # auto-move sends after it are one move.
    assert recorder.played == ["deal", "move", "refuse", "refuse", "deal", "move", "win"]
    assert recorder.made == 1


def test_nothing_at_all_with_sound_off(window, controller, recorder, modals, tmp_path):
    assert window.prefs.sound is False  # the default
    every_event(window, controller, modals)
    assert recorder.played == []
    assert recorder.made == 0
    assert not (tmp_path / "sounds").exists()  # no file made either


def test_a_move_and_the_finish_it_sets_off_are_one_sound(window, controller, recorder, modals):
    prefs = window.prefs
    prefs.set("automove", False)
    prefs.set("auto_finish", True)
    prefs.set("sound", True)
    modals.answer(WonDialog, lambda dialog: dialog.reject())
    load_board(controller, LAST_MOVE)
    window.sound.clock.later()
    recorder.played.clear()
    Mouse(window.view).double_click(centre(window, "KS"))
    assert controller.game.is_won
    # The move (KS up) and Finish (KH up) came within the repeat gap: one sound.
    assert recorder.played == ["move", "win"]


def test_a_refused_move_repeated_at_once_thuds_once(window, controller, recorder):
    window.prefs.set("sound", True)
    window.sound.clock.later()
    recorder.played.clear()
    for _ in range(3):
        drag(window, "8S", Pile.column(4))
    assert recorder.played == ["refuse"]
    window.sound.clock.later()
    drag(window, "8S", Pile.column(4))
    assert recorder.played == ["refuse", "refuse"]


def test_a_replay_refuses_moves_aloud_but_taking_it_over_is_no_refusal(
        window, controller, recorder, said):
    from freecell_qt.engine import Game, GameCode

    game = Game.from_code(GameCode.parse("FC1-C4-AAAAAKH"))
    for token in ("1a", "2b"):
        game.play(token)
    window.prefs.set("sound", True)
    window.sound.clock.later()
    recorder.played.clear()
    assert window.statistics_ui.replay(game, "FC1-C4-AAAAAKH")
    window.sound.clock.later()
    drag(window, "3D", Pile.column(7))  # a replay is watched, not played
    assert controller.read_only
    window.sound.clock.later()
    said.clear()
    window.statistics_ui.replay_bar.continue_action.trigger()
    assert not controller.read_only
    assert said and said[-1].startswith("Your game now")  # a message came, and no thud
    assert recorder.played == ["deal", "refuse"]


def click(qtbot, box) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def test_the_preferences_dialog_turns_sound_on_and_off_at_once(qtbot, window, controller,
                                                               recorder, tmp_path):
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.checks["sound"]
    assert not box.isChecked()

    click(qtbot, box)
    assert window.prefs.sound is True
    assert recorder.played == ["move"]
    assert sorted(recorder.files) == sorted(synth.NAMES)
    assert all(path.parent == tmp_path / "sounds" and path.is_file()
               for path in recorder.files.values())
    window.sound.clock.later()
    controller.play(controller.best_move(Pile.column(6)))  # 3D onto 4S
    assert recorder.played == ["move", "move"]

    click(qtbot, box)
    assert window.prefs.sound is False
    window.sound.clock.later()
    controller.undo()
    controller.play(controller.best_move(Pile.column(6)))
    assert recorder.played == ["move", "move"]
    assert recorder.made == 1


def test_no_player_is_said_once_and_play_goes_on(window, controller, tmp_path, said):
    window.sound.use(lambda _files, _parent: None, tmp_path / "sounds")
    window.sound.clock = Clock()
    window.prefs.set("sound", True)
    assert len(said) == 1 and "no" in said[0].lower() and "player" in said[0].lower()
    window.sound.clock.later()
    assert controller.play(controller.best_move(Pile.column(6)))
    window.prefs.set("sound", False)
    window.prefs.set("sound", True)
    assert len(said) == 1


def test_a_folder_that_cannot_take_the_files_is_said_once(window, controller, tmp_path, said):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder would go")
    recorder = Recorder()
    window.sound.use(recorder.make, blocker / "sounds")
    window.prefs.set("sound", True)
    assert len(said) == 1 and str(blocker) in said[0]
    assert recorder.made == 0
    assert controller.play(controller.best_move(Pile.column(6)))
    assert len(said) == 1


# -- the files ---------------------------------------------------------------
def read(path: Path):
    with wave.open(str(path), "rb") as file:
        params = file.getparams()
        data = array("h", file.readframes(params.nframes))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


def test_the_synthesised_files_are_short_mono_wavs_with_sound_in_them(tmp_path):
    files = synth.write_sounds(tmp_path / "sounds")
    assert sorted(files) == sorted(s.value for s in Sound)
    for name, path in files.items():
        params, data = read(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, synth.RATE)
        assert params.nframes == round(synth.DURATIONS[name] * synth.RATE)
        peak = max(abs(s) for s in data)
        rms = math.sqrt(sum(s * s for s in data) / len(data))
        assert 0.4 * 32767 < peak < 32767, name  # loud enough, never clipped
        assert rms > 0.03 * 32767, name  # not a click in silence
        assert abs(data[0]) < 0.02 * 32767 and abs(data[-1]) < 0.02 * 32767, name  # no pop


def test_the_sounds_are_the_same_every_time(tmp_path):
    first = {name: synth.wav_bytes(name) for name in synth.NAMES}
    assert first == {name: synth.wav_bytes(name) for name in synth.NAMES}
    assert len(set(first.values())) == len(first)  # and each its own


def test_files_are_made_once_and_remade_when_cut_short(tmp_path):
    folder = tmp_path / "sounds"
    files = synth.write_sounds(folder)
    stamps = {name: path.stat().st_mtime_ns for name, path in files.items()}
    whole = files["win"].read_bytes()
    files["win"].write_bytes(whole[:100])
    os.utime(files["deal"], ns=(1, 1))
    again = synth.write_sounds(folder)
    assert again == files
    assert files["win"].read_bytes() == whole
    assert files["deal"].stat().st_mtime_ns == 1  # whole, so left alone
    assert stamps["move"] == files["move"].stat().st_mtime_ns
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        synth.file_name(name) for name in synth.NAMES)  # no partial file left


# -- the platform's player ----------------------------------------------------
def fake_player(folder: Path, name: str, log: Path) -> None:
    folder.mkdir(exist_ok=True)
    program = folder / name
    program.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{log}.part"\nmv "{log}.part" "{log}"\n')
    program.chmod(0o755)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows plays through winsound")
def test_the_first_installed_command_plays_the_file_in_its_own_process(qtbot, tmp_path):
    files = synth.write_sounds(tmp_path / "sounds")
    bin_folder, log = tmp_path / "bin", tmp_path / "played.txt"
    fake_player(bin_folder, "aplay", log)
    player = players.command_player(files, players.UNIX_COMMANDS, str(bin_folder))
    assert player is not None and player.command == (str(bin_folder / "aplay"), "-q")
    player.play("refuse")
    qtbot.waitUntil(log.exists)
    assert log.read_text().split("\n")[:2] == ["-q", str(files["refuse"])]
    fake_player(bin_folder, "pw-play", log)  # PipeWire's, when there, comes first
    chosen = players.command_player(files, players.UNIX_COMMANDS, str(bin_folder))
    assert chosen is not None and chosen.command == (str(bin_folder / "pw-play"),)
    assert players.command_player(files, players.UNIX_COMMANDS, str(tmp_path / "none")) is None


#: A player that never ends: it ignores the polite request to stop (SIGTERM),
#: as a player waiting on a sound server that never answers may, and writes
#: its process number first so that the test can find it.
HANGING_PLAYER = """#!{python}
import os, signal, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
with open({log!r}, "a") as log:
    log.write(f"{{os.getpid()}}\\n")
while True:
    time.sleep(3600)
"""


def alive(pid: int) -> bool:
    """True while process ``pid`` runs (a zombie waiting to be reaped has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


class Hanging:
    """The hanging player installed first on ``PATH``, and the processes it ran as."""

    def __init__(self, folder: Path) -> None:
        self.log = folder / "pids.txt"
        self.bin = folder / "bin"
        self.bin.mkdir(parents=True)
        program = self.bin / "pw-play"
        program.write_text(HANGING_PLAYER.format(python=sys.executable, log=str(self.log)))
        program.chmod(0o755)

    def started(self) -> list[int]:
        return [int(line) for line in self.log.read_text().split()] if self.log.exists() else []

    def running(self) -> list[int]:
        return [pid for pid in self.started() if alive(pid)]

    def kill_all(self) -> None:
        """Kill every process of the hanging player, the ones yet to log themselves too."""
        program = str(self.bin).encode()
        pids = set(self.running())
        for entry in Path("/proc").iterdir():
            with contextlib.suppress(OSError):
                if entry.name.isdigit() and program in (entry / "cmdline").read_bytes():
                    pids.add(int(entry.name))
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@pytest.fixture
def hanging(window, tmp_path, monkeypatch):
    """Sound on in the window, played by the hanging player; every one it
    started is killed at the end, whatever the test found."""
    player = Hanging(tmp_path / "hanging")
    monkeypatch.setenv("PATH", f"{player.bin}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setattr(players, "qt_player", lambda _files, _parent: None)
    window.sound.use(None, tmp_path / "sounds")  # the player this system has: the fake
    window.sound.clock = Clock()
    yield player
    player.kill_all()


@pytest.mark.skipif(sys.platform != "linux", reason="reads the processes in /proc")
def test_a_player_that_hangs_never_piles_up_and_ends_with_the_window(qtbot, window, hanging):
    window.prefs.set("sound", True)  # plays one sound at once
    for _ in range(40):
        window.sound.clock.later()
        drag(window, "8S", Pile.column(4))  # refused: a thud each time
        assert len(hanging.running()) <= players.MAX_PLAYING
    # The first players did start (and hang), so the bound was put to the test.
    qtbot.waitUntil(lambda: len(hanging.started()) >= players.MAX_PLAYING)
    assert len(hanging.running()) <= players.MAX_PLAYING
    assert len(hanging.started()) <= players.MAX_PLAYING
    started = hanging.started()
    window.close()
    assert [pid for pid in started if alive(pid)] == []
    assert hanging.running() == []


@pytest.mark.skipif(sys.platform != "linux", reason="reads the processes in /proc")
def test_a_stuck_player_is_killed_and_the_next_sound_plays(qtbot, window, hanging,
                                                          monkeypatch):
    monkeypatch.setattr(players, "STUCK_MS", 200)
    monkeypatch.setattr(players, "MAX_PLAYING", 1)
    window.prefs.set("sound", True)
    qtbot.waitUntil(lambda: len(hanging.started()) == 1)
    [first] = hanging.started()
    qtbot.waitUntil(lambda: not alive(first))
    window.sound.clock.later()
    drag(window, "8S", Pile.column(4))
    # A wait, not a figure: on a loaded machine the next player can take seconds to start.
    qtbot.waitUntil(lambda: len(hanging.started()) == 2)
    assert hanging.running() == hanging.started()[1:]


# -- what sound off costs ------------------------------------------------------
CHILD = r"""
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
app.setOrganizationName("FreeCell Qt Test"); app.setApplicationName("sound-test")
from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode, Move
from freecell_qt.storage.preferences import AnimationSpeed, Preferences
from freecell_qt.windows.main_window import MainWindow
prefs = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
prefs.set("animation_speed", AnimationSpeed.OFF)
prefs.set("show_verdict", False)
prefs.set("winnable_deals", "off")
prefs.set("sound", sys.argv[2] == "on")
window = MainWindow(GameController(prefs))
window.show()
window.start(GameCode.parse("FC1-C4-AAAAAKH"))
window.controller.play(Move.parse("78"))
app.processEvents()
sound_modules = ("freecell_qt.sound.synth", "freecell_qt.sound.players")
loaded = sorted(m for m in sys.modules if "QtMultimedia" in m or m in sound_modules)
print(json.dumps(loaded))
"""


def run_child(tmp_path: Path, sound: str) -> tuple[list[str], Path, Path]:
    cache, log = tmp_path / f"cache-{sound}", tmp_path / f"played-{sound}.txt"
    bin_folder = tmp_path / "bin"
    fake_player(bin_folder, "pw-play", log)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(cache),
               FREECELL_QT_DATA_DIR=str(tmp_path / f"data-{sound}"),
               PATH=f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}",
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path / f"{sound}.ini"), sound],
                         env=env, capture_output=True, text=True, timeout=300, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1]), cache, log


@pytest.mark.skipif(sys.platform != "linux", reason="the player program stands in for Linux's")
def test_with_sound_off_nothing_is_loaded_written_or_started(qtbot, tmp_path):
    loaded, cache, log = run_child(tmp_path, "off")
    assert loaded == []
    assert not list(cache.rglob("*.wav"))
    assert not log.exists()
    # The same run with sound on does all three, so the checks above can fail.
    loaded, cache, log = run_child(tmp_path, "on")
    assert "freecell_qt.sound.synth" in loaded and "freecell_qt.sound.players" in loaded
    assert len(list(cache.rglob("*.wav"))) == len(synth.NAMES)
    if "PySide6.QtMultimedia" not in loaded:  # else QSoundEffect plays, not a program
        qtbot.waitUntil(log.exists)
        assert log.read_text().strip().endswith(".wav")
