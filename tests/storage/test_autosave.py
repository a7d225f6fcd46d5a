"""The autosave: debounced, atomic, resumed exactly, and never fatal."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_qt.controller import GameController
from freecell_qt.engine import Game, Move, Position, Preset, Rules
from freecell_qt.services.autosave import AUTOSAVE_NAME, Autosave, read_autosave
from freecell_qt.storage import paths
from freecell_qt.storage.game_files import GameFileError, SavedGame, to_json
from tests.storage.conftest import history, played_game
from tests.storage.hostile import fifo, with_numbers

WON = "\n".join(["Foundations: H-K C-K D-K S-K", "Freecells: - - - -", *[":"] * 8])


class RecordingWriter:
    """Stands in for the disk: keeps each text, or fails like a read-only folder."""

    def __init__(self, works: bool = True) -> None:
        self.works = works
        self.texts: list[str] = []

    def __call__(self, path: Path, text: str) -> bool:
        self.texts.append(text)
        return self.works


def saved_on_disk(folder: Path) -> dict:
    return json.loads((folder / AUTOSAVE_NAME).read_text())


def aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{AUTOSAVE_NAME}.corrupt-*"))


def play_some(controller: GameController) -> None:
    controller.set_game(played_game(), elapsed=95.0)
    controller.restore_hints(3)


# -- saving --------------------------------------------------------------------
def test_save_now_writes_the_whole_game(controller, data_folder):
    play_some(controller)
    autosave = Autosave(controller)
    assert autosave.path == data_folder / AUTOSAVE_NAME
    assert autosave.save_now()
    data = saved_on_disk(data_folder)
    assert data["format"] == "freecell-qt-game" and data["version"] == 1
    assert data["game"]["code"] == "FC1-C4-AAAAAKH"
    assert data["game"]["moves"] == ["1a", "2b", "3c"]
    assert data["game"]["redo"] == ["4d"]
    assert data["elapsed"] >= 95.0
    assert data["hints_used"] == 3
    assert os.listdir(data_folder) == [AUTOSAVE_NAME]  # QSaveFile left no temporary


def test_changes_within_a_second_ride_along(qtbot, controller):
    writer = RecordingWriter()
    autosave = Autosave(controller, writer=writer, delay_ms=200)
    controller.changed.connect(autosave.schedule)
    with qtbot.waitSignal(autosave.saved):
        for token in ("1a", "2b", "3c"):
            controller.play(Move.parse(token))
        assert autosave.pending
    assert len(writer.texts) == 1
    assert json.loads(writer.texts[0])["game"]["moves"] == ["1a", "2b", "3c"]
    assert not autosave.pending


def test_a_change_after_the_save_schedules_another(qtbot, controller):
    writer = RecordingWriter()
    autosave = Autosave(controller, writer=writer, delay_ms=50)
    controller.changed.connect(autosave.schedule)
    with qtbot.waitSignal(autosave.saved):
        controller.play(Move.parse("1a"))
    with qtbot.waitSignal(autosave.saved):
        controller.undo()
    assert len(writer.texts) == 2
    assert json.loads(writer.texts[1])["game"]["redo"] == ["1a"]


def test_save_now_cancels_the_pending_save(controller):
    writer = RecordingWriter()
    autosave = Autosave(controller, writer=writer, delay_ms=60_000)
    autosave.schedule()
    assert autosave.pending
    autosave.save_now()
    assert not autosave.pending and len(writer.texts) == 1


def test_a_folder_that_refuses_writes_is_reported_once(qtbot, controller, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("a regular file, so nothing can be created under it, even by root")
    autosave = Autosave(controller, folder=blocker / "data")
    problems: list[str] = []
    autosave.problem.connect(problems.append)
    assert not autosave.save_now()
    assert not autosave.save_now()
    assert len(problems) == 1
    assert "cannot be saved" in problems[0] and str(blocker / "data") in problems[0]
    controller.play(Move.parse("1a"))  # play goes on
    assert controller.game.move_count == 1


def test_after_a_success_a_new_failure_is_reported_again(controller):
    writer = RecordingWriter(works=False)
    autosave = Autosave(controller, writer=writer)
    problems: list[str] = []
    autosave.problem.connect(problems.append)
    autosave.save_now()
    writer.works = True
    autosave.save_now()
    writer.works = False
    autosave.save_now()
    autosave.save_now()
    assert len(problems) == 2


# -- resuming ------------------------------------------------------------------
def test_resume_brings_back_position_history_clock_and_hints(qapp, controller, prefs):
    play_some(controller)
    Autosave(controller).save_now()
    before = controller.game

    again = GameController(prefs)
    outcome = Autosave(again).resume()
    assert outcome.resumed and outcome.message == ""
    game = again.game
    assert history(game) == history(before)
    assert game.position == before.position and game.start == before.start
    assert game.score == before.score
    again.redo()  # the redo part came back too
    replayed = played_game()
    replayed.redo()
    assert again.game.current == 4 and again.game.position == replayed.position
    assert again.elapsed() >= 95.0
    assert again.hints_used == 3


def test_a_game_solve_played_part_of_is_resumed_as_solve_s(controller, prefs, data_folder):
    play_some(controller)
    assert controller.play_demo_step(Move.parse("5d"))  # one move by Solve
    Autosave(controller).save_now()
    assert saved_on_disk(data_folder)["solved_by_computer"] is True

    again = GameController(prefs)
    assert Autosave(again).resume().resumed
    assert again.played_by_solve and again.hints_used == 3


def test_an_autosave_written_before_solve_was_kept_resumes_as_the_player_s(controller, prefs,
                                                                          data_folder):
    data = json.loads(to_json(SavedGame(played_game(), 10.0)))
    del data["solved_by_computer"]
    (data_folder / AUTOSAVE_NAME).write_text(json.dumps(data))
    assert Autosave(controller).resume().resumed
    assert not controller.played_by_solve and controller.game.move_count == 3


def test_the_autosave_during_a_replay_is_the_game_put_aside(controller, data_folder):
    play_some(controller)
    assert controller.play_demo_step(Move.parse("5d"))
    replay = Game.from_code("FC1-C4-AAAAAAB")
    replay.play("1a")
    controller.enter_replay(replay)
    assert controller.read_only and not controller.played_by_solve
    autosave = Autosave(controller)
    assert autosave.save_now()
    data = saved_on_disk(data_folder)
    assert data["game"]["code"] == "FC1-C4-AAAAAKH"
    assert data["game"]["moves"] == ["1a", "2b", "3c", "5d"] and data["game"]["redo"] == []
    assert data["solved_by_computer"] is True
    assert data["hints_used"] == 3 and data["elapsed"] >= 95.0


def test_resume_a_board_without_a_code(controller, prefs):
    start = Game.from_code("FC1-C4-AAAAAKH").start
    rules = Rules(cells=3)
    game = Game(rules, Position(start.columns, (None,) * 3, start.foundations))
    game.play("1a")
    controller.set_game(game)
    Autosave(controller).save_now()
    again = GameController(prefs)
    assert Autosave(again).resume().resumed
    assert again.game.code is None
    assert again.game.start == game.start and again.game.rules.cells == 3
    assert history(again.game) == history(game)


def test_nothing_to_resume(controller):
    before = controller.game
    outcome = Autosave(controller).resume()
    assert not outcome.resumed and outcome.message == ""
    assert controller.game is before


def test_a_won_game_is_not_resumed(controller, prefs):
    controller.set_game(Game(Rules(), Position.from_text(WON, 4)))
    Autosave(controller).save_now()
    again = GameController(prefs)
    before = again.game
    outcome = Autosave(again).resume()
    assert not outcome.resumed and outcome.message == ""
    assert again.game is before


def test_a_game_of_another_kind_than_asked_is_not_resumed(controller, prefs):
    play_some(controller)
    Autosave(controller).save_now()
    again = GameController(prefs)
    assert not Autosave(again).resume(preset=Preset.FORECELL).resumed
    assert not Autosave(again).resume(cells=2).resumed
    assert Autosave(again).resume(preset=Preset.FREECELL, cells=4).resumed


@pytest.mark.parametrize("content", [
    b"\x00\x01garbage\xff",
    to_json(SavedGame(played_game(), 10.0)).encode()[:100],  # cut short by a crash
    b"",
    b'{"format": "freecell-qt-game", "version": 1, "game": {"code": "FC1-C4-AAAAAKH", '
    b'"moves": ["1a", "1a"]}}',
], ids=["garbage", "truncated", "empty", "illegal move"])
def test_a_bad_autosave_is_moved_aside_and_a_new_game_starts(controller, data_folder, content):
    (data_folder / AUTOSAVE_NAME).write_bytes(content)
    before = controller.game
    outcome = Autosave(controller).resume()
    assert not outcome.resumed
    assert controller.game is before
    kept = aside_files(data_folder)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert not (data_folder / AUTOSAVE_NAME).exists()
    assert "could not be read" in outcome.message and kept[0].name in outcome.message
    # The next start finds nothing to complain about.
    assert Autosave(controller).resume() == type(outcome)(False, "")


def hostile_numbers(**numbers: object) -> str:
    data = json.loads(to_json(SavedGame(played_game(), 10.0)))
    return with_numbers(data, **numbers)


@pytest.mark.parametrize("numbers", [
    {"elapsed": 10**310}, {"elapsed": 1e300}, {"hints_used": 2**63}, {"hints_used": -1},
], ids=["elapsed 310 digits", "elapsed 1e300", "hints 2^63", "hints -1"])
def test_an_autosave_with_numbers_out_of_range_is_moved_aside(controller, data_folder,
                                                              numbers):
    content = hostile_numbers(**numbers)
    (data_folder / AUTOSAVE_NAME).write_text(content)
    outcome = Autosave(controller).resume()
    assert not outcome.resumed and "could not be read" in outcome.message
    kept = aside_files(data_folder)
    assert len(kept) == 1 and kept[0].read_text() == content
    assert controller.hints_used == 0


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_an_autosave_that_is_not_a_file_is_moved_aside_without_blocking(controller,
                                                                       data_folder, kind):
    path = data_folder / AUTOSAVE_NAME
    with contextlib.ExitStack() as stack:
        if kind == "fifo":
            stack.enter_context(fifo(path))
        else:
            path.mkdir()
        outcome = Autosave(controller).resume()
    assert not outcome.resumed and "not a regular file" in outcome.message
    assert not path.exists() and len(aside_files(data_folder)) == 1
    assert Autosave(controller).save_now()  # and the next save has its place back
    assert path.is_file()


def test_a_bad_autosave_that_cannot_be_moved(controller, data_folder, monkeypatch):
    (data_folder / AUTOSAVE_NAME).write_text("{")

    def refuse(path: Path) -> Path:
        raise PermissionError(path)

    monkeypatch.setattr(paths, "move_aside", refuse)
    outcome = Autosave(controller).resume()
    assert not outcome.resumed and "nor moved aside" in outcome.message


def test_read_autosave_raises_only_the_documented_error(data_folder):
    path = data_folder / AUTOSAVE_NAME
    assert read_autosave(path) is None
    path.write_text("[]")
    with pytest.raises(GameFileError):
        read_autosave(path)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.binary(max_size=200) | st.builds(lambda v: json.dumps(v).encode(), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)))
def test_fuzz_the_autosave_loader(controller, data):
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / AUTOSAVE_NAME).write_bytes(data)
        outcome = Autosave(controller, folder=Path(folder)).resume()
        assert outcome.resumed is False
        assert outcome.message


# -- paths ---------------------------------------------------------------------
def test_move_aside_never_overwrites(tmp_path):
    when = datetime(2025, 3, 1, 12, 30, 5)
    bad = tmp_path / "autosave.json"
    first = paths.aside_name(bad, when)
    assert first.name == "autosave.json.corrupt-20250301-123005"
    first.write_text("one")
    second = paths.aside_name(bad, when)
    assert second != first and second.name.startswith(first.name)
    bad.write_text("bad")
    moved = paths.move_aside(bad)
    assert moved.read_text() == "bad" and not bad.exists()


def test_data_dir_override_and_variable(tmp_path, monkeypatch):
    paths.set_data_dir(None)
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(tmp_path / "from-env"))
    assert paths.data_dir() == tmp_path / "from-env" and (tmp_path / "from-env").is_dir()
    paths.set_data_dir(tmp_path / "set")
    assert paths.data_dir() == tmp_path / "set"


def test_data_dir_that_cannot_be_made_is_still_named(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    paths.set_data_dir(blocker / "data")
    assert paths.data_dir() == blocker / "data"
    assert not paths.write_text_atomic(paths.data_dir() / "x.json", "{}")


def test_write_text_atomic_replaces_whole(tmp_path):
    target = tmp_path / "f.json"
    assert paths.write_text_atomic(target, "first")
    assert paths.write_text_atomic(target, "second é")
    assert target.read_text(encoding="utf-8") == "second é"
