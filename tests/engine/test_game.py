"""docs/rules.md, "Finish", "End of the game", "Score" and "Undo"; and saved games."""

from __future__ import annotations

import json

import pytest

from freecell_qt.engine import (
    Actor,
    Game,
    IllegalMoveError,
    Position,
    Preset,
    Rules,
    SaveDataError,
    StepKind,
)

FILL = "*"


# -- finish ---------------------------------------------------------------------


RUNS = """\
Foundations: H-3 C-2 D-4 S-A
Freecells: 3C 2S 4C -
: KS QH JC TH 9S 8H 7S 6H 5S 4H
: KH QC JH TS 9H 8S 7H 6S 5H
: KC QD JS TD 9C 8D 7C 6D
: KD QS
: JD TC 9D 8C 7D 6C 5D 4S
: 5C
: 3S
:
"""


def runs_position() -> Position:
    return Position.from_text(RUNS)


def test_finish_when_every_column_is_one_run():
    game = Game(Rules(), runs_position(), automove=False)
    assert game.can_finish
    cards_up = 52 - game.position.cards_on_foundations()
    assert cards_up == 42
    step = game.finish()
    assert step.kind is StepKind.FINISH
    assert game.is_won
    assert len(step.moves) == cards_up
    assert game.score == 10 * cards_up
    game.undo()
    assert game.position == runs_position()
    assert game.score == 0


def test_finish_not_offered_when_a_column_is_not_one_run():
    game = Game(Rules(), Position.from_text(RUNS.replace(": KD QS", ": QS KD")))
    assert not game.can_finish
    with pytest.raises(IllegalMoveError):
        game.finish()
    game = Game(Rules(), Position.from_text(RUNS.replace("9D 8C 7D", "9D 7D 8C")))
    assert not game.can_finish


# -- won and stuck ----------------------------------------------------------------


def test_won_when_all_52_cards_are_on_the_foundations(make_game):
    game = make_game(["KS", "", "", "", "", "", "", ""], foundations="H-K C-K D-K S-Q")
    assert not game.is_won
    assert not game.is_stuck
    game.play("1h")
    assert game.is_won
    assert game.position.cards_on_foundations() == 52
    assert not game.is_stuck
    assert not game.can_finish
    with pytest.raises(IllegalMoveError):
        game.play("1a")


EXPOSED = ("9S", "9H", "9D", "9C", "5S", "5H", "5D", "5C")
DECK = [r + s for r in "A23456789TJQK" for s in "SHDC"]


def stuck_board(
    exposed=EXPOSED, cells=("7S", "7H", "7D", "7C"), foundations: str = ""
) -> str:
    """Cells full, no exposed card fits another one or a foundation, aces buried.

    Each column gets buried cards (lowest first, so the card under the exposed
    one is high and makes no run with it), then one card of ``exposed``; the
    columns beyond ``len(exposed)`` stay empty.
    """
    up = set()
    for token in foundations.split():
        suit, top = token.split("-")
        up |= {r + suit for r in "A23456789TJQK"[: "0A23456789TJQK".index(top)]}
    buried = [c for c in DECK if c not in exposed and c not in cells and c not in up]
    piles: list[list[str]] = [[] for _ in exposed]
    for n, card in enumerate(buried):
        piles[n % len(exposed)].append(card)
    for pile, card in zip(piles, exposed, strict=True):
        pile.append(card)
    lines = [f"Foundations: {foundations}", "Freecells: " + " ".join(cells)]
    lines += [": " + " ".join(p) for p in piles] + [":"] * (8 - len(exposed))
    return "\n".join(lines) + "\n"


def test_stuck_when_no_legal_move_is_left():
    game = Game(Rules(), Position.from_text(stuck_board()))
    assert game.legal_moves() == []
    assert game.is_stuck
    assert not game.is_won


def test_stuck_not_when_a_cell_is_free():
    game = Game(Rules(), Position.from_text(stuck_board(cells=("7S", "7H", "7D", "-"))))
    assert not game.is_stuck


def test_stuck_forecell_empty_column_without_a_king():
    text = stuck_board(exposed=EXPOSED[:7])
    fore = Game(Rules(Preset.FORECELL), Position.from_text(text))
    assert fore.is_stuck
    free = Game(Rules(), Position.from_text(text))
    assert not free.is_stuck  # FreeCell's empty column takes any card


def test_stuck_not_when_a_king_in_a_cell_can_fill_an_empty_forecell_column():
    lines = stuck_board(exposed=EXPOSED[:7], cells=("KC", "7H", "7D", "7S")).splitlines()
    lines = [*lines[:2], ":", *lines[2:9]]  # the empty column first
    game = Game(Rules(Preset.FORECELL), Position.from_text("\n".join(lines)))
    assert game.position.columns[0] == ()
    assert not game.is_stuck
    assert [str(m) for m in game.legal_moves()] == ["a1"]


def test_stuck_take_back_counts_as_a_move():
    # Clubs A-4 are up and the 5 of clubs is buried; the 4 fits a red 5.
    text = stuck_board(exposed=(*EXPOSED[:7], "JC"), foundations="C-4")
    assert Game(Rules(), Position.from_text(text)).is_stuck
    assert not Game(Rules(takeback=True), Position.from_text(text)).is_stuck


def test_stuck_fewer_cells():
    text = stuck_board(cells=("7S", "7H"))
    assert Game(Rules(cells=2), Position.from_text(text, cells=2)).is_stuck


# -- score ----------------------------------------------------------------------


def test_score_table(make_game):
    game = make_game(["AS", "9S 8H", "TD", "", FILL, FILL, FILL, FILL],
                     ("7C", "2S", "-", "-"), foundations="H-A", rules=Rules(takeback=True))
    game.play("1h")
    assert game.score == 10  # a card onto a foundation
    game.play("bh")
    assert game.score == 20  # from a cell onto a foundation: +10, not +5
    game.play("a2")
    assert game.score == 25  # a card from a cell onto the tableau
    game.play("23")
    assert game.score == 25  # column to column (3 cards): nothing
    game.play("3b")
    assert game.score == 25  # column to cell: nothing
    game.play("b4")
    assert game.score == 30  # cell to an empty column: +5 too
    game.play("hh1")
    assert game.score == 20  # take-back: -10
    game.play("1h")
    assert game.score == 30


def test_score_never_below_zero(make_game):
    game = make_game(["4D", "4H", FILL, FILL, FILL, FILL, FILL, FILL],
                     foundations="S-3 C-3", rules=Rules(takeback=True))
    game.play("hs1")
    assert game.score == 0
    game.play("hc2")
    assert game.score == 0


def test_score_undo_gives_back_the_exact_earlier_score(make_game):
    game = make_game(["4D", "9S", FILL, FILL, FILL, FILL, FILL, FILL], ("8H", "-", "-", "-"),
                     foundations="S-3", rules=Rules(takeback=True))
    game.play("a2")
    assert game.score == 5
    game.play("hs1")
    assert game.score == 0  # clamped
    game.undo()
    assert game.score == 5
    game.redo()
    game.play("1h")
    assert game.score == 10
    scores = []
    for _ in range(3):
        game.undo()
        scores.append(game.score)
    assert scores == [0, 5, 0]


def test_score_auto_moves_count(make_game):
    game = make_game(["AS 2S 9D", "TC", FILL, FILL, FILL, FILL, FILL, FILL], automove=True)
    game.play("12")
    assert game.score == 0  # the 2 covers the ace: nothing safe to take
    game = make_game(["2S AS 9D", "TC", FILL, FILL, FILL, FILL, FILL, FILL], automove=True)
    game.play("12")
    assert game.score == 20


# -- undo and redo -----------------------------------------------------------------


def test_unlimited_undo_and_redo(make_game):
    game = make_game(["9S 8H", FILL, FILL, FILL, FILL, FILL, FILL, FILL])
    start = game.position
    history = [(game.position, game.score)]
    for _ in range(150):  # a long history: undo and redo are unlimited
        game.play("1a")
        history.append((game.position, game.score))
        game.play("a1")
        history.append((game.position, game.score))
    assert game.score == 750
    for expected in reversed(history[:-1]):
        game.undo()
        assert (game.position, game.score) == expected
    assert game.position == start
    assert not game.can_undo
    with pytest.raises(IllegalMoveError):
        game.undo()
    for expected in history[1:]:
        game.redo()
        assert (game.position, game.score) == expected
    assert not game.can_redo
    with pytest.raises(IllegalMoveError):
        game.redo()


def test_undo_history_go_to_any_point():
    game = Game.new(1, automove=False)
    points = [(game.position, game.score)]
    for move in ["5a", "5b", "5c", "5d", "5h", "b2"]:
        game.play(move)
        points.append((game.position, game.score))
    assert points[-1][1] == 15
    for index in (2, 6, 0, 5, 1):
        game.go_to(index)
        assert (game.position, game.score) == points[index]
        assert game.current == index
        assert game.can_redo == (index < 6)
    game.go_to(0)
    assert game.position == game.start
    with pytest.raises(IllegalMoveError):
        game.go_to(7)


def test_a_new_move_after_undo_drops_the_redo_steps():
    game = Game.new(1, automove=False)
    game.play("5a")
    game.play("5b")
    game.undo()
    game.play("8b")
    assert not game.can_redo
    assert [s.text for s in game.steps] == ["5a", "8b"]


# -- saved games ------------------------------------------------------------------


def test_save_dict_round_trip_with_undo_and_redo():
    game = Game.new(617, Rules(cells=3))
    for move in ["8a", "a3", "8a", "8b", "8c"]:
        game.play(move)
    game.undo()
    game.undo()
    assert game.score == 5
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data)
    assert again.rules == game.rules
    assert again.position == game.position
    assert again.score == game.score
    assert again.steps == game.steps
    assert again.current == game.current
    again.redo()
    game.redo()
    assert again.position == game.position


def test_save_dict_of_a_board_game_and_a_finish(make_game):
    game = Game(Rules(), runs_position(), automove=True)
    game.finish()
    game.undo()
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data)
    assert again.start == game.start
    assert again.steps == game.steps
    again.redo()
    assert again.is_won


# -- who played ----------------------------------------------------------------


def test_each_step_says_who_played_it_and_the_save_keeps_it():
    game = Game.new(617)
    game.play("8a")
    game.play("8b", actor=Actor.SOLVE)
    assert [step.actor for step in game.steps] == [Actor.PLAYER, Actor.SOLVE]
    assert game.played_by(Actor.SOLVE) and game.played_by(Actor.PLAYER)
    data = json.loads(json.dumps(game.to_dict()))
    assert data["played_by"] == ["player", "solve"]
    again = Game.from_dict(data)
    assert again.steps == game.steps and again.played_by(Actor.SOLVE)


def test_a_game_played_by_hand_saves_as_it_always_did():
    game = Game.new(617)
    game.play("8a")
    data = game.to_dict()
    assert "played_by" not in data and "earlier_played_by" not in data
    assert not Game.from_dict(data).played_by(Actor.SOLVE)


def test_solve_s_step_undone_and_replaced_is_still_remembered():
    # The player saw Solve's move: taking it back does not make the game theirs.
    game = Game.new(617)
    game.play("8a", actor=Actor.SOLVE)
    game.undo()
    game.play("8b")
    assert [step.actor for step in game.steps] == [Actor.PLAYER]
    assert game.played_by(Actor.SOLVE)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.played_by(Actor.SOLVE)


@pytest.mark.parametrize(
    "played_by",
    [["player"], ["player", "robot"], "solve", [1, 2], ["player", None]],
)
def test_a_save_naming_players_wrongly_is_refused(played_by):
    game = Game.new(617)
    game.play("8a")
    game.play("8b")
    data = game.to_dict() | {"played_by": played_by}
    with pytest.raises(SaveDataError):
        Game.from_dict(data)


def test_a_save_naming_earlier_players_wrongly_is_refused():
    data = Game.new(617).to_dict() | {"earlier_played_by": ["nobody"]}
    with pytest.raises(SaveDataError):
        Game.from_dict(data)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"rules": {"cells": 4}},
        {"code": "FC1-C4-AAAAAAA"},
        {"code": "FC1-C4-AAAAAKH", "rules": {"cells": 2}},
        {"code": "FC1-C4-AAAAAKH", "moves": ["9z"]},
        {"code": "FC1-C4-AAAAAKH", "moves": ["1h"]},
        {"code": "FC1-C4-AAAAAKH", "moves": "1a"},
        {"board": "Freecells: - - - -\n: AS\n"},
        {"code": "FC1-C4-AAAAAKH", "format": 99},
    ],
)
def test_save_dict_refuses_bad_data(data):
    with pytest.raises(SaveDataError):
        Game.from_dict(data)
