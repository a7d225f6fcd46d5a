"""The first lesson's position and step model (engine/lesson.py), without a window."""

from __future__ import annotations

import pytest

from freecell_qt.engine import IllegalMoveError, Move, Pile
from freecell_qt.engine.lesson import (
    TASKS,
    Lesson,
    Task,
    does,
    lesson_game,
    lesson_rules,
    refusal_to_try,
    suggestion,
)
from freecell_qt.engine.rules.rules_of_play import capacity, check_drop


def test_the_position_is_small_freecell_with_most_cards_up() -> None:
    game = lesson_game()
    position = game.position
    assert game.rules.columns == 4 and game.rules.cells == 4
    assert sum(len(column) for column in position.columns) == 15
    assert position.cards_on_foundations() == 52 - 15
    assert not position.is_won and not game.automove
    # Runs move by FreeCell's own formula: (4 free cells + 1) x 2^0 empty columns.
    assert capacity(position, game.rules, onto_empty=False) == 5


def play_suggested(game, task: Task) -> Move:
    move = suggestion(task, game.position, game.rules)
    assert move is not None, task
    before = game.position
    game.play(move)
    assert does(task, before, move)
    return move


def win_greedily(game) -> None:
    """Send up what can go; else park a column's foot in a cell (enough for this deal)."""
    while not game.is_won:
        moves = list(game.legal_moves())
        up = [move for move in moves if does(Task.FOUNDATION, game.position, move)]
        parked = [move for move in moves if does(Task.FREE_CELL, game.position, move)]
        game.play((up or parked)[0])


def test_each_step_s_suggested_move_does_it_in_order_and_the_deal_is_won() -> None:
    game = lesson_game()
    lesson = Lesson()
    for task in (Task.ONTO_COLUMN, Task.FREE_CELL, Task.FOUNDATION, Task.RUN):
        assert lesson.task is task
        before = game.position
        move = play_suggested(game, task)
        assert lesson.played(before, move)
    # The run step moves the queen of spades and the jack on it: two cards.
    assert game.steps[-1].player_move.count == 2
    assert lesson.task is Task.REFUSED
    refusal = refusal_to_try(game.position, game.rules)
    assert refusal is not None
    with pytest.raises(IllegalMoveError):
        check_drop(game.position, game.rules, refusal.source, refusal.dest, 1)
    assert refusal.card.is_red == refusal.onto.is_red  # the colour is what is wrong
    assert lesson.refused() and lesson.task is Task.UNDO
    game.undo()
    assert lesson.undone() and lesson.task is Task.HINT
    assert lesson.hinted() and lesson.task is Task.WIN
    game.redo()
    win_greedily(game)
    assert game.is_won
    assert lesson.won() and lesson.finished and lesson.task is None


def test_a_move_of_another_kind_does_not_pass_the_step() -> None:
    game = lesson_game()
    lesson = Lesson()
    before = game.position
    move = play_suggested(game, Task.FREE_CELL)  # asked: a card onto a column
    assert not lesson.played(before, move)
    assert lesson.task is Task.ONTO_COLUMN
    assert not lesson.refused() and not lesson.undone() and not lesson.hinted()
    assert lesson.task is Task.ONTO_COLUMN


def test_a_task_done_early_passes_its_step_when_it_comes() -> None:
    lesson = Lesson()
    game = lesson_game()
    before = game.position
    lesson.played(before, play_suggested(game, Task.ONTO_COLUMN))
    lesson.hinted()  # asked for a hint while the lesson wanted a free cell
    assert lesson.task is Task.FREE_CELL
    lesson.skip()
    lesson.skip()
    lesson.skip()
    lesson.skip()
    assert lesson.task is Task.UNDO
    lesson.undone()
    assert lesson.task is Task.WIN  # the hint step was done already


def test_skip_restart_and_a_win_at_any_step() -> None:
    lesson = Lesson()
    for expected in TASKS:
        assert lesson.task is expected
        lesson.skip()
    assert lesson.finished
    lesson.skip()
    assert lesson.finished
    lesson.restart()
    assert lesson.index == 0 and lesson.task is Task.ONTO_COLUMN
    assert lesson.won() and lesson.finished
    assert not lesson.won()


def test_no_suggestion_when_the_position_does_not_allow_the_step() -> None:
    game = lesson_game()
    # At the start no card can go up and no run can move.
    assert suggestion(Task.FOUNDATION, game.position, game.rules) is None
    assert suggestion(Task.RUN, game.position, game.rules) is None
    for task in (Task.REFUSED, Task.UNDO, Task.HINT, Task.WIN):
        assert suggestion(task, game.position, game.rules) is None


def test_the_rules_are_freecell_s_on_four_columns() -> None:
    rules = lesson_rules()
    assert rules.pile_count == 4
    assert rules.with_options(rules.supermove, rules.takeback) == rules


def test_the_run_step_names_a_card_to_move_onto() -> None:
    game = lesson_game()
    for token in ("32", "1a", "1h", "ah", "4a", "4b", "4c"):  # the fourth column emptied
        game.play(Move.parse(token))
    position = game.position
    assert position.columns[3] == ()
    move = suggestion(Task.RUN, position, game.rules)
    assert move is not None and position.columns[move.dest.index]
    into_empty = Move(move.source, Pile.column(3), 2)
    resolved = game.play(into_empty).player_move
    assert does(Task.RUN, position, resolved)


def test_no_run_suggested_when_only_an_empty_column_would_take_it() -> None:
    game = lesson_game()
    for token in ("32", "4a", "4b", "4c"):  # no red king free for the queen of spades
        game.play(Move.parse(token))
    assert game.position.columns[3] == ()
    assert suggestion(Task.RUN, game.position, game.rules) is None


def test_the_board_text_gives_the_same_game_as_a_pasted_board() -> None:
    from freecell_qt.engine import Rules
    from freecell_qt.engine.lesson import LESSON_BOARD
    from freecell_qt.engine.pasted import read_pasted

    rules, position = read_pasted(LESSON_BOARD, Rules())
    assert rules == lesson_rules() and position == lesson_game().start
