"""Saved game files: a round trip keeps everything, a bad file says what is wrong."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Actor, Game, Position, Rules
from freecell_qt.services.autosave import AUTOSAVE_NAME, Autosave
from freecell_qt.storage import game_files, paths
from freecell_qt.storage.game_files import (
    FILE_FORMAT,
    MAX_BYTES,
    MAX_ELAPSED,
    MAX_HINTS,
    MAX_MOVES,
    MAX_STEP_MOVES,
    MAX_STEPS,
    GameFileError,
    SavedGame,
    from_json,
    open_game_file,
    save_game_file,
    to_json,
    with_suffix,
)
from tests.storage import hostile
from tests.storage.conftest import history, played_game


def document(**changes) -> dict:
    data = json.loads(to_json(SavedGame(played_game(), 83.25, 2)))
    data.update(changes)
    return data


def encoded(data: object) -> bytes:
    return json.dumps(data).encode()


# -- round trips ---------------------------------------------------------------
def test_round_trip_keeps_history_redo_clock_and_hints():
    game = played_game()
    back = from_json(to_json(SavedGame(game, 83.25, 2)))
    assert history(back.game) == history(game)
    assert back.game.can_redo
    assert back.game.position == game.position
    assert back.game.score == game.score
    assert str(back.game.code) == "FC1-C4-AAAAAKH"
    assert back.elapsed == 83.25
    assert back.hints_used == 2


def test_round_trip_keeps_that_solve_played_part_of_the_game(tmp_path):
    path = tmp_path / "solved.freecell"
    game = played_game()
    game.play(game.legal_moves()[0], actor=Actor.SOLVE)
    assert save_game_file(path, SavedGame(game, 5.0, 1))
    assert json.loads(path.read_text())["solved_by_computer"] is True
    back = open_game_file(path)
    assert back.played_by_solve and back.hints_used == 1
    assert not from_json(to_json(SavedGame(played_game()))).played_by_solve


def test_a_file_whose_history_does_not_say_who_played_keeps_the_flag_s_word():
    # Written before each step said who played it: only the flag tells.
    data = document(solved_by_computer=True)
    data["game"].pop("played_by", None)
    back = from_json(encoded(data))
    assert back.played_by_solve
    assert json.loads(to_json(back))["game"]["earlier_played_by"] == ["solve"]


def test_a_file_written_before_solve_was_kept_is_the_player_s():
    data = document()
    del data["solved_by_computer"]
    assert from_json(encoded(data)).played_by_solve is False


def test_round_trip_of_a_board_without_a_code():
    rules = Rules(cells=2)
    start = played_game().start
    board = Position(start.columns, (None, None), start.foundations)
    game = Game(rules, board)
    game.play("5a")
    back = from_json(to_json(SavedGame(game)))
    assert back.game.code is None
    assert back.game.start == board
    assert back.game.rules.cells == 2
    assert history(back.game) == history(game)


def test_the_file_names_its_format_and_version():
    data = json.loads(to_json(SavedGame(played_game(), 1.0)))
    assert data["format"] == "freecell-qt-game"
    assert data["version"] == 1
    assert data["game"]["moves"] == ["1a", "2b", "3c"]
    assert data["game"]["redo"] == ["4d"]


def test_save_and_open_a_file(tmp_path):
    folder = tmp_path / "games"
    path = folder / "deal.freecell"
    assert save_game_file(path, SavedGame(played_game(), 12.0))
    back = open_game_file(path)
    assert history(back.game) == history(played_game())
    assert back.elapsed == 12.0
    assert [p.name for p in folder.iterdir()] == ["deal.freecell"]  # no temporary left


def test_save_into_a_folder_that_cannot_exist(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert not save_game_file(blocker / "deal.freecell", SavedGame(played_game()))


# -- only a regular file is ever replaced --------------------------------------
@pytest.fixture
def pipe(tmp_path):
    """A FIFO whose reading end is already open, without blocking.

    With a reader there, a write that wrongly opened the pipe would go
    through at once instead of waiting for ever: the test fails, never hangs.
    """
    path = tmp_path / "pipe.freecell"
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    yield path
    os.close(reader)


class NeverWrites:
    """Stands in for ``QSaveFile`` where the real one must not be reached: a write
    there would replace a device of the machine running the tests."""

    opened: ClassVar[list[str]] = []

    def __init__(self, name: str) -> None:
        self.name = name

    def setDirectWriteFallback(self, on: bool) -> None:
        pass

    def open(self, mode: object) -> bool:
        NeverWrites.opened.append(self.name)
        return False


@pytest.fixture
def never_writes(monkeypatch):
    NeverWrites.opened = []
    monkeypatch.setattr(paths, "QSaveFile", NeverWrites)
    return NeverWrites.opened


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(os.lstat(path).st_mode)


def test_a_pipe_is_refused_and_left_as_it_was(pipe, tmp_path):
    assert not save_game_file(pipe, SavedGame(played_game()))
    assert is_fifo(pipe)
    assert paths.is_special_file(pipe)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "pipe.freecell"]


def test_a_link_to_a_pipe_is_refused_and_both_stay(pipe, tmp_path):
    link = tmp_path / "link.freecell"
    link.symlink_to(pipe)
    assert not save_game_file(link, SavedGame(played_game()))
    assert link.is_symlink() and os.readlink(link) == str(pipe)
    assert is_fifo(pipe)
    assert paths.is_special_file(link)


@pytest.mark.parametrize("device", ["/dev/null", "/dev/full", "/dev/zero"])
def test_a_device_is_refused_before_anything_is_written(never_writes, tmp_path, device):
    if not stat.S_ISCHR(os.stat(device).st_mode):
        pytest.skip(f"{device} is no device here")
    link = tmp_path / "link.freecell"
    link.symlink_to(device)
    for target in (Path(device), link):
        assert not paths.write_text_atomic(target, "{}")
        assert paths.is_special_file(target)
    assert never_writes == []
    assert stat.S_ISCHR(os.stat(device).st_mode)


def test_a_folder_in_the_file_s_place_is_refused(never_writes, tmp_path):
    folder = tmp_path / "deal.freecell"
    (folder / "inside").mkdir(parents=True)
    assert not save_game_file(folder, SavedGame(played_game()))
    assert paths.is_special_file(folder) and (folder / "inside").is_dir()
    assert never_writes == []


def test_a_link_loop_is_refused(never_writes, tmp_path):
    first, second = tmp_path / "one.freecell", tmp_path / "two.freecell"
    first.symlink_to(second)
    second.symlink_to(first)
    assert not save_game_file(first, SavedGame(played_game()))
    assert first.is_symlink() and second.is_symlink()
    assert never_writes == []


def test_a_link_to_a_file_writes_the_file_it_points_to(tmp_path):
    """As editors do: the link stays a link, and the file it names gets the game."""
    games = tmp_path / "games"
    games.mkdir()
    real = games / "real.freecell"
    real.write_text("the old game")
    link = tmp_path / "link.freecell"
    link.symlink_to(real)
    assert save_game_file(link, SavedGame(played_game(), 7.0))
    assert link.is_symlink() and link.resolve() == real
    assert open_game_file(real).elapsed == 7.0
    assert [p.name for p in games.iterdir()] == ["real.freecell"]  # no temporary left
    assert not paths.is_special_file(link)


def test_a_regular_file_is_not_special(tmp_path):
    path = tmp_path / "deal.freecell"
    assert not paths.is_special_file(path)  # nothing there yet
    path.write_text("x")
    assert not paths.is_special_file(path)


def test_the_autosave_leaves_a_pipe_in_its_place_alone(controller, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / AUTOSAVE_NAME
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        autosave = Autosave(controller, folder)
        problems: list[str] = []
        autosave.problem.connect(problems.append)
        assert not autosave.save_now()
        assert is_fifo(path)
        assert len(problems) == 1 and str(folder) in problems[0]
    finally:
        os.close(reader)


def test_with_suffix():
    assert with_suffix("/tmp/deal") == "/tmp/deal.freecell"
    assert with_suffix("/tmp/deal.freecell") == "/tmp/deal.freecell"
    assert with_suffix("/tmp/deal.json") == "/tmp/deal.json"


# -- bad files -----------------------------------------------------------------
BAD = {
    "empty": (b"", "empty"),
    "blank": (b"  \n", "empty"),
    "not utf-8": (b"\xff\xfe\x00{", "UTF-8"),
    "bad json": (b'{"format": "freecell-qt-game", ', "not valid JSON"),
    "truncated": (to_json(SavedGame(played_game()))[:120].encode(), "cut short"),
    "nan": (b'{"format": "freecell-qt-game", "version": 1, "elapsed": NaN}', "JSON"),
    "deep": (b"[" * 100_000 + b"]" * 100_000, "JSON"),
    "a list": (b"[1, 2]", "no JSON object"),
    "other format": (encoded(document(format="chess-pgn")), "not a FreeCell Qt game"),
    "no format": (encoded({"version": 1}), "not a FreeCell Qt game"),
    "newer version": (encoded(document(version=2)), "newer"),
    "old version": (encoded(document(version=0)), "unknown file version"),
    "version true": (encoded(document(version=True)), "no version"),
    "version text": (encoded(document(version="1")), "no version"),
    "elapsed text": (encoded(document(elapsed="73")), "seconds"),
    "elapsed negative": (encoded(document(elapsed=-1)), "seconds"),
    "elapsed bool": (encoded(document(elapsed=True)), "seconds"),
    "hints float": (encoded(document(hints_used=1.5)), "hints"),
    "hints negative": (encoded(document(hints_used=-3)), "hints"),
    "solved a number": (encoded(document(solved_by_computer=1)), "true or false"),
    "solved text": (encoded(document(solved_by_computer="yes")), "true or false"),
    "solved null": (encoded(document(solved_by_computer=None)), "true or false"),
    "no game": (encoded(document(game=None)), "no game"),
    "game a list": (encoded(document(game=["1a"])), "no game"),
}


def bad_game(**changes) -> bytes:
    data = document()
    data["game"].update(changes)
    return encoded(data)


BAD_GAMES = {
    "illegal move": (bad_game(moves=["1a", "2b", "3c", "4d", "5a"]), "step 5 ('5a')"),
    "nonsense move": (bad_game(moves=["1a", "9z"]), "step 2"),
    "move not text": (bad_game(moves=["1a", 12]), "step 2 is not text"),
    "moves not a list": (bad_game(moves="1a 2b"), "must be lists"),
    "bad code": (bad_game(code="FC1-C9-AAAAAKH"), "not valid"),
    "code and rules disagree": (bad_game(rules={"cells": 2}), "does not match"),
    "rules wrong type": (bad_game(rules={"cells": "four"}), "whole number"),
    "no code nor board": (bad_game(code=None), "needs a code or a board"),
    "bad board": (bad_game(code=None, board=": KS KS"), "not valid"),
    "automove text": (bad_game(automove="yes"), "automove"),
}


@pytest.mark.parametrize("name", [*BAD, *BAD_GAMES])
def test_a_bad_file_says_what_is_wrong(name):
    data, words = {**BAD, **BAD_GAMES}[name]
    with pytest.raises(GameFileError) as caught:
        from_json(data)
    assert words in str(caught.value)


def test_a_bad_file_is_a_value_error():
    with pytest.raises(ValueError):
        from_json(b"{")


def test_too_big_a_file(tmp_path):
    path = tmp_path / "big.freecell"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(GameFileError, match="larger than 5 MB"):
        open_game_file(path)


def test_too_many_steps():
    moves = ["1a", "a1"] * (MAX_STEPS // 2 + 1)
    with pytest.raises(GameFileError, match="more than the"):
        from_json(bad_game(moves=moves))


def test_a_missing_file_or_a_folder(tmp_path):
    with pytest.raises(GameFileError, match="cannot be read"):
        open_game_file(tmp_path / "nowhere.freecell")
    with pytest.raises(GameFileError, match="not a regular file"):
        open_game_file(tmp_path)


# -- hostile files -------------------------------------------------------------
@pytest.fixture
def never_replayed(monkeypatch):
    """Fails the test if the engine is asked to replay the file at all: a crafted
    history must be refused by counting, before a single move is played."""
    def replay(data):
        raise AssertionError("the file was replayed before its length was checked")

    monkeypatch.setattr(Game, "from_dict", replay)


@pytest.mark.parametrize(("build", "words"), [
    (hostile.one_huge_step, "step 1 has more than the 100 moves"),
    (hostile.many_long_steps, "19,000 steps, more than the 10,000 allowed"),
])
def test_a_crafted_history_is_refused_before_it_is_replayed(tmp_path, never_replayed, build,
                                                            words):
    path = tmp_path / "crafted.freecell"
    path.write_bytes(build())
    assert path.stat().st_size < MAX_BYTES
    with pytest.raises(GameFileError, match=words):
        open_game_file(path)


def test_too_many_moves_in_all_is_refused_before_replaying(never_replayed):
    step = " ".join(["18", "81"] * (MAX_STEP_MOVES // 2))
    steps = [step] * (MAX_MOVES // MAX_STEP_MOVES + 1)
    with pytest.raises(GameFileError, match="more than the 10,000 moves allowed"):
        from_json(json.dumps(hostile.shuffling_document(steps)))


def test_a_long_but_possible_game_still_opens():
    # Far more than any real game: 500 steps, the longest as long as a step may be.
    steps = [" ".join(["18", "81"] * (MAX_STEP_MOVES // 2))] + ["18", "81"] * 250
    saved = from_json(json.dumps(hostile.shuffling_document(steps)))
    assert len(saved.game.steps) == 501


@pytest.mark.parametrize(("numbers", "words"), [
    ({"elapsed": 10**310}, "more than 10 years"),
    ({"elapsed": "1" + "0" * 4000}, "more than 10 years"),
    ({"elapsed": 1e300}, "more than 10 years"),
    ({"elapsed": MAX_ELAPSED + 1}, "more than 10 years"),
    ({"hints_used": 2**63}, "hints is more than 1,000,000"),
    ({"hints_used": 10**310}, "hints is more than"),
    ({"hints_used": MAX_HINTS + 1}, "hints is more than"),
    ({"version": 10**310}, "newer FreeCell Qt"),
])
def test_numbers_out_of_range_are_a_bad_file(numbers, words):
    with pytest.raises(GameFileError, match=words) as caught:
        from_json(hostile.with_numbers(document(), **numbers))
    assert len(str(caught.value)) < 200


def test_numbers_at_their_limits_are_kept():
    saved = from_json(hostile.with_numbers(document(), elapsed=MAX_ELAPSED, hints_used=MAX_HINTS))
    assert saved.elapsed == MAX_ELAPSED and saved.hints_used == MAX_HINTS


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    with hostile.fifo(tmp_path / "pipe.freecell") as path, \
            pytest.raises(GameFileError, match="not a regular file"):
        open_game_file(path)


def test_an_endless_device_is_refused():
    with pytest.raises(GameFileError, match="not a regular file"):
        open_game_file("/dev/zero")


def test_messages_stay_short_for_a_huge_value():
    with pytest.raises(GameFileError) as caught:
        from_json(encoded(document(format="x" * 10_000)))
    assert len(str(caught.value)) < 200


# -- fuzzing -------------------------------------------------------------------
def load_or_refuse(data: bytes | str) -> None:
    """Either a game comes back or GameFileError; any other exception fails the test."""
    try:
        saved = from_json(data)
    except GameFileError as error:
        assert str(error)
    else:
        assert isinstance(saved.game, Game)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.sampled_from([10**310, 2**63, -(2**63), 1e308])
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=5),
    max_leaves=20,
)
tokens = st.sampled_from(["1a", "2b", "3c", "4d", "a1", "15", "51", "1h", "ah", "38v3",
                          "finish 1h", "", " ", "9z", "1a 2b", "h1", "5a", "6b", "7c"])
odd = json_values  # anything at all, drawn now and then where a value is expected
game_dicts = st.fixed_dictionaries(
    {"code": st.sampled_from(["FC1-C4-AAAAAKH", "FC1-C4-AAAAAKH", "FC1-C2-AAAAAKH", "",
                              "FC1-C4-AAAAAAB", "FC9-C4-AAAAAKH"]) | odd},
    optional={
        "format": st.sampled_from([1, 1, 1, 2, "1", None]),
        "rules": st.dictionaries(
            st.sampled_from(["variant", "cells", "supermove", "takeback"]),
            st.sampled_from(["freecell", "forecell", "linear", "doubling", "x", 0, 1, 2, 4, 5,
                             True, None, -1]),
        ) | odd,
        "board": st.text(max_size=40) | odd,
        "moves": st.lists(tokens, max_size=3).map(lambda more: ["1a", "2b", "5h", *more])
        | st.lists(tokens, max_size=8) | st.lists(tokens | odd, max_size=4) | odd,
        "redo": st.lists(tokens, max_size=4) | odd,
        "automove": st.booleans() | odd,
    },
)
documents = st.fixed_dictionaries(
    {
        "format": st.sampled_from([FILE_FORMAT] * 9 + ["freecell"]),
        "version": st.sampled_from([1] * 9 + [2, True, "1", 1.0]),
        "game": game_dicts,
    },
    optional={
        "elapsed": st.floats(min_value=0, max_value=1e7) | odd,
        "hints_used": st.integers(min_value=0, max_value=50) | odd,
    },
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_fuzz_random_bytes(data):
    load_or_refuse(data)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_fuzz_any_json(value):
    load_or_refuse(json.dumps(value))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents)
def test_fuzz_documents_shaped_like_ours(value):
    load_or_refuse(json.dumps(value))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_fuzz_a_good_file_cut_or_flipped(data):
    text = to_json(SavedGame(played_game(), 5.0)).encode()
    cut = data.draw(st.integers(0, len(text)))
    position = data.draw(st.integers(0, len(text) - 1))
    flipped = text[:position] + bytes([data.draw(st.integers(0, 255))]) + text[position + 1:]
    load_or_refuse(text[:cut])
    load_or_refuse(flipped)


FIELDS = [("format",), ("version",), ("elapsed",), ("hints_used",), ("solved_by_computer",),
          ("game",),
          ("game", "format"), ("game", "rules"), ("game", "rules", "cells"),
          ("game", "rules", "variant"), ("game", "code"), ("game", "board"),
          ("game", "moves"), ("game", "redo"), ("game", "automove")]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(FIELDS), json_values | tokens | st.lists(tokens, max_size=6))
def test_fuzz_one_field_of_a_good_file(field, value):
    data = document()
    inner = data
    for key in field[:-1]:
        inner = inner[key]
    inner[field[-1]] = value
    load_or_refuse(json.dumps(data))


def test_module_documents_its_one_error():
    assert "GameFileError" in (game_files.__doc__ or "")
