"""The recorder: rows opened, kept current and closed as the controller plays."""

from __future__ import annotations

import pytest

from freecell_qt.controller import PlayedBefore
from freecell_qt.engine import Actor, Game, GameCode, Move, Position, Preset, Rules
from freecell_qt.services.recorder import GameRecorder
from freecell_qt.storage.statistics import Progress, Result, Statistics

DEAL = GameCode.parse("FC1-C4-AAAAAKH")
NEARLY_WON = "\n".join([
    "Foundations: H-Q C-K D-K S-Q",
    "Freecells: - - - -",
    ": KS", ": KH", ":", ":", ":", ":", ":", ":",
])




@pytest.fixture
def recorder(qtbot, controller, stats):
    controller.new_game(DEAL)
    recorder = GameRecorder(controller, stats)
    recorder._timer.setInterval(10)  # the debounce, shortened for the tests
    return recorder


def rows(stats: Statistics) -> list:
    return stats.recent(Preset.FREECELL, 4)


def test_a_dealt_game_gets_no_row_until_the_first_move(recorder, controller, stats):
    assert rows(stats) == []
    assert not recorder.would_count_as_loss()
    controller.play(Move.parse("1a"))
    [row] = rows(stats)
    assert row.result is Result.IN_PROGRESS and row.code == str(DEAL)
    assert recorder.would_count_as_loss()


def test_the_row_follows_the_game(qtbot, recorder, controller, stats):
    controller.play(Move.parse("1a"))
    controller.play(Move.parse("2b"))
    controller.undo()
    qtbot.waitUntil(lambda: rows(stats)[0].undos == 1)
    row = rows(stats)[0]
    assert row.moves == 1
    assert row.saved["moves"] == ["1a"] and row.saved["redo"]


def test_replacing_a_played_game_records_a_loss(recorder, controller, stats):
    controller.play(Move.parse("1a"))
    controller.new_game(DEAL)
    [row] = rows(stats)
    assert row.result is Result.LOST and row.moves == 1
    assert stats.summary(Preset.FREECELL, 4).played == 1


def test_replacing_an_untouched_game_records_nothing(recorder, controller, stats):
    controller.new_game(DEAL)
    controller.restart()
    assert rows(stats) == []


def load_nearly_won(controller) -> None:
    controller.set_game(Game(Rules(), Position.from_text(NEARLY_WON, 4)))


def test_a_win_is_recorded(recorder, controller, stats):
    load_nearly_won(controller)
    controller.play(Move.parse("1h"))
    controller.play(Move.parse("2h"))
    assert controller.game.is_won
    [row] = stats.recent(Preset.FREECELL, 4)
    assert row.result is Result.WON and row.won and row.code is None
    assert not recorder.would_count_as_loss()
    controller.restart()  # a won game is not turned into a loss
    assert stats.summary(Preset.FREECELL, 4).won == 1


def test_a_win_by_solve_is_flagged(recorder, controller, stats):
    load_nearly_won(controller)
    controller.play_demo_step(Move.parse("1h"))  # Solve played a part: never a win
    controller.play(Move.parse("2h"))
    [row] = rows(stats)
    assert row.played_by_solve and not row.won
    assert stats.summary(Preset.FREECELL, 4).won == 0


def test_a_resumed_game_takes_over_its_row(qtbot, controller, stats):
    earlier = Game.from_code(DEAL)
    earlier.play("1a")
    row_id = stats.start_game(earlier)
    stats.update(row_id, Progress(1, 0, 30.0, 3, 0, earlier.to_dict()))
    stale = stats.start_game(Game.from_code("FC1-C4-AAAAAAB"))
    stats.update(stale, Progress(moves=4))

    recorder = GameRecorder(controller, stats)
    resumed = Game.from_dict(earlier.to_dict())
    controller.set_game(resumed, 30.0)
    assert recorder.would_count_as_loss()
    # Once the start is over, the row nobody resumed is closed as lost.
    qtbot.waitUntil(lambda: stats.record(stale).result is Result.LOST)
    assert stats.record(row_id).result is Result.IN_PROGRESS
    controller.play(Move.parse("2b"))
    recorder.flush()
    assert stats.record(row_id).moves == 2
    assert stats.record(row_id).undos == 3  # the earlier run's undos are kept
    assert len(rows(stats)) == 2


def test_an_opened_game_with_moves_counts_from_the_first_action(controller, stats):
    recorder = GameRecorder(controller, stats)
    opened = Game.from_code(DEAL)
    opened.play("1a")
    controller.set_game(opened)
    assert not recorder.would_count_as_loss()
    controller.new_game(DEAL)
    assert rows(stats) == []
    controller.set_game(Game.from_dict(opened.to_dict()))
    controller.undo()
    [row] = rows(stats)
    assert row.result is Result.IN_PROGRESS and row.undos == 1


def test_nothing_is_recorded_while_read_only(recorder, controller, stats):
    replay = Game.from_code(DEAL)
    replay.play("1a")
    replay.play("2b")
    replay.go_to(0)
    controller.enter_replay(replay)
    controller.go_to(2)
    controller.go_to(1)
    assert rows(stats) == [] and not recorder.would_count_as_loss()
    controller.take_over_replay()  # the player takes the game over: a game with a move
    assert recorder.would_count_as_loss()
    controller.play(Move.parse("3c"))
    recorder.flush()
    [row] = rows(stats)
    assert row.moves == 2 and row.undos == 0  # moving through the replay is no undo


def test_a_replay_puts_the_game_in_play_aside_with_its_row(recorder, controller, stats):
    controller.play(Move.parse("1a"))
    game = controller.game
    replay = Game.from_code(DEAL)
    replay.play("1a", actor=Actor.SOLVE)
    controller.enter_replay(replay, PlayedBefore(60.0, 2))
    assert recorder.would_count_as_loss()  # the game put aside would be given up
    controller.go_to(0)
    controller.leave_replay()
    assert controller.game is game and not controller.read_only
    controller.play(Move.parse("2b"))
    recorder.flush()
    [row] = rows(stats)
    assert row.result is Result.IN_PROGRESS and row.moves == 2 and row.hints == 0


def test_taking_over_a_replay_gives_up_the_game_put_aside(recorder, controller, stats):
    controller.play(Move.parse("1a"))
    replay = Game.from_code(DEAL)
    replay.play("1a", actor=Actor.SOLVE)
    controller.enter_replay(replay, PlayedBefore(60.0, 2))
    controller.go_to(1)
    controller.take_over_replay()
    assert (controller.hints_used, controller.played_by_solve) == (2, True)
    assert controller.elapsed() >= 60.0
    lost, taken = sorted(rows(stats), key=lambda row: row.id)
    assert lost.result is Result.LOST and lost.moves == 1 and not lost.played_by_solve
    assert taken.result is Result.IN_PROGRESS and taken.hints == 2 and taken.seconds >= 60.0


def test_an_unwritable_file_is_said_once(qtbot, tmp_path, controller):
    blocker = tmp_path / "file"
    blocker.write_text("")
    broken = Statistics(blocker / "statistics.sqlite3")
    with qtbot.waitSignal(GameRecorder(controller, broken).trouble) as said:
        pass
    assert "cannot be saved" in said.args[0]
    controller.new_game(DEAL)
    controller.play(Move.parse("1a"))
    controller.new_game(DEAL)  # play goes on
    assert controller.game.move_count == 0
