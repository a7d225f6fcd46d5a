"""A Daily Deal saved, autosaved and resumed is still that date's Daily Deal."""

from __future__ import annotations

import json
from datetime import date

import pytest

from freecell_qt.controller import GameController
from freecell_qt.engine import Game, GameCode, Move, Rules, Supermove
from freecell_qt.engine.daily import daily_code
from freecell_qt.services.autosave import AUTOSAVE_NAME, Autosave
from freecell_qt.storage.game_files import SavedGame, from_json, to_json
from tests.storage.conftest import played_game

DAY = date(2026, 12, 1)
ISO = DAY.isoformat()


def daily_game() -> Game:
    game = Game.from_code(daily_code(DAY))
    game.play("1a")
    return game


def document(daily: object) -> str:
    data = json.loads(to_json(SavedGame(daily_game(), 5.0)))
    data["daily"] = daily
    return json.dumps(data)


def test_the_daily_date_goes_round_trip():
    text = to_json(SavedGame(daily_game(), 5.0, daily=ISO))
    assert json.loads(text)["daily"] == ISO
    back = from_json(text)
    assert back.daily == ISO and back.game.move_count == 1


def test_another_game_is_written_with_no_date():
    text = to_json(SavedGame(played_game()))
    assert json.loads(text)["daily"] is None
    assert from_json(text).daily is None


def test_a_file_written_before_the_daily_deal_reads_as_no_daily_deal():
    data = json.loads(document(ISO))
    del data["daily"]
    back = from_json(json.dumps(data))
    assert back.daily is None and back.game.move_count == 1


def test_the_player_s_options_keep_the_daily_deal():
    game = Game.from_code(daily_code(DAY), Rules(supermove=Supermove.LINEAR, takeback=True))
    assert from_json(to_json(SavedGame(game, daily=ISO))).daily == ISO


@pytest.mark.parametrize("value", [
    "2026-12-02",  # another date: its Daily Deal is another deal
    "2026-02-30", "20261201", "tomorrow", "", "2026-12-01" + "x" * 10_000,
    20261201, 1.5, True, ["2026-12-01"], {"date": "2026-12-01"},
])
def test_a_daily_date_that_does_not_fit_the_game_is_dropped_not_refused(value):
    back = from_json(document(value))
    assert back.daily is None
    assert back.game.move_count == 1 and back.elapsed == 5.0


def test_a_date_on_another_game_is_dropped():
    text = to_json(SavedGame(played_game(), daily=ISO))
    assert from_json(text).daily is None
    three_cells = Game.new(daily_code(DAY).deal_number, Rules(cells=3))
    assert from_json(to_json(SavedGame(three_cells, daily=ISO))).daily is None


def test_autosave_and_resume_keep_the_daily_deal(controller, prefs, data_folder):
    controller.new_game(daily_code(DAY), daily=ISO)
    controller.play(Move.parse("1a"))
    assert controller.saved_game().daily == ISO
    assert Autosave(controller).save_now()
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["daily"] == ISO

    again = GameController(prefs)
    assert Autosave(again).resume().resumed
    assert again.daily == ISO and again.game.code == controller.game.code


def test_the_autosave_during_a_replay_keeps_the_daily_deal_put_aside(controller, data_folder):
    controller.new_game(daily_code(DAY), daily=ISO)
    controller.play(Move.parse("1a"))
    controller.set_difficulty("medium")
    controller.enter_replay(Game.from_code("FC1-C4-AAAAAAB"))
    assert controller.daily is None and controller.difficulty is None
    assert Autosave(controller).save_now()
    assert json.loads((data_folder / AUTOSAVE_NAME).read_text())["daily"] == ISO
    controller.leave_replay()
    assert (controller.daily, controller.difficulty) == (ISO, "medium")


def test_a_new_deal_is_no_daily_deal(controller):
    controller.new_game(daily_code(DAY), daily=ISO)
    controller.set_difficulty("easy")
    controller.new_game(GameCode.parse("FC1-C4-AAAAAKH"))
    assert controller.daily is None and controller.difficulty is None
    controller.load_saved(SavedGame(daily_game(), daily=ISO))
    assert controller.daily == ISO
    controller.set_game(played_game())
    assert controller.daily is None
