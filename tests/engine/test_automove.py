"""docs/rules.md, "Safe auto-move": the safe auto-move to the foundations."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Card, Game, Rules, Suit

FILL = "*"


def ranks(game: Game) -> dict[str, int]:
    return {suit.letter: game.position.counts[suit] for suit in Suit}


def test_safe_auto_move_on_by_default():
    assert Game.new(1).automove is True


def test_safe_auto_move_aces(make_game):
    game = make_game(["AS 9D", "TC", FILL, FILL, FILL, FILL, FILL, FILL], automove=True)
    step = game.play("12")
    assert ranks(game)["S"] == 1
    assert game.position.columns[0] == ()
    assert [str(m) for m in step.auto_moves] == ["1h"]
    assert game.score == 10


def test_safe_auto_move_twos_whatever_the_other_colour(make_game):
    game = make_game(["2H 9D", "TC", FILL, FILL, FILL, FILL, FILL, FILL],
                     foundations="H-A", automove=True)
    game.play("12")
    assert ranks(game) == {"C": 0, "D": 0, "H": 2, "S": 0}


def test_safe_auto_move_from_a_cell(make_game):
    game = make_game(["9D", "TC", FILL, FILL, FILL, FILL, FILL, FILL], ("-", "2D", "-", "-"),
                     foundations="D-A", automove=True)
    game.play("12")
    assert ranks(game)["D"] == 2
    assert game.position.cells[1] is None


@pytest.mark.parametrize(
    ("card", "foundations", "goes_up", "carrier"),
    [
        # rank r goes up when both foundations of the other colour hold r-1 or more
        ("5H", "H-4 C-4 S-4", True, "9D TC"),
        ("5H", "H-4 C-6 S-4", True, "9D TC"),
        ("5H", "H-4 C-4 S-3", False, "9D TC"),
        ("5H", "H-4 C-3 S-4", False, "9D TC"),
        ("5H", "H-4 C-3 S-3 D-9", False, "8H 9S"),  # the same colour does not help
        ("5H", "H-4 C-4 S-4 D-0", True, "9D TC"),  # ... nor hinder
        ("3S", "S-2 H-2 D-2", True, "9D TC"),
        ("3S", "S-2 H-2 D-A", False, "9D TC"),
        ("3C", "C-2 H-A D-2", False, "9D TC"),
        ("KD", "D-Q C-Q S-Q H-0", True, "QH KS"),
        ("KD", "D-Q C-Q S-J", False, "QH KS"),
    ],
)
def test_safe_auto_move_rank_r_needs_both_opposite_foundations_at_r_minus_1(
    make_game, card, foundations, goes_up, carrier
):
    """The card is uncovered by a player's move (the carrier onto its target)."""
    moving, target = carrier.split()
    game = make_game([f"{card} {moving}", target, FILL, FILL, FILL, FILL, FILL, FILL],
                     foundations=foundations, automove=True)
    before = ranks(game)
    game.play("12")
    after = ranks(game)
    suit = card[1]
    assert after[suit] == before[suit] + (1 if goes_up else 0)
    assert game.position.columns[0] == (() if goes_up else (Card.parse(card),))
    assert {s: after[s] for s in after if s != suit} == {s: before[s] for s in after if s != suit}


def test_safe_auto_move_repeats_while_cards_are_safe(make_game):
    game = make_game(["4H 3H 2H AH 9D", "TC", "2S", "AS", FILL, FILL, FILL, FILL],
                     foundations="C-2 D-2", automove=True)
    step = game.play("12")
    # AH, 2H, AS, 2S, then 3H (clubs and spades at 2), then not 4H (spades at 2).
    assert ranks(game) == {"C": 2, "D": 2, "H": 3, "S": 2}
    assert [str(c) for c in game.position.columns[0]] == ["4H"]
    assert len(step.auto_moves) == 5
    assert game.score == 50


def test_safe_auto_move_off_nothing_moves_by_itself(make_game):
    game = make_game(["4H 3H 2H AH 9D", "TC", "2S", "AS", FILL, FILL, FILL, FILL],
                     ("2D", "-", "-", "-"), foundations="C-2 D-A", automove=False)
    before = ranks(game)
    step = game.play("12")
    assert ranks(game) == before
    assert step.auto_moves == ()
    assert [str(c) for c in game.position.columns[0]] == ["4H", "3H", "2H", "AH"]
    assert game.score == 0


def test_safe_auto_move_one_undo_takes_back_move_and_auto_moves(make_game):
    game = make_game(["4H 3H 2H AH 9D", "TC", "2S", "AS", FILL, FILL, FILL, FILL],
                     foundations="C-2 D-2", automove=True)
    start = game.position
    game.play("12")
    assert game.move_count == 1
    game.undo()
    assert game.position == start
    assert game.score == 0
    game.redo()
    assert ranks(game)["H"] == 3


def test_safe_auto_move_does_not_send_up_a_card_just_taken_back(make_game):
    game = make_game(["4H", "9C", "TD", FILL, FILL, FILL, FILL, FILL],
                     foundations="H-3 D-3 C-2 S-3", rules=Rules(takeback=True), automove=True)
    game.play("hs1")
    # The 3 of spades is safe (both red foundations hold 2 or more), yet stays.
    assert [str(c) for c in game.position.columns[0]] == ["4H", "3S"]
    assert ranks(game)["S"] == 2
    # A later action may send it up again: the protection lasts one action.
    game.play("23")
    assert ranks(game)["S"] == 3
    assert [str(c) for c in game.position.columns[0]] == ["4H"]


def test_safe_auto_move_other_safe_cards_still_go_in_a_take_back_action(make_game):
    game = make_game(["4H", "2C", FILL, FILL, FILL, FILL, FILL, FILL],
                     foundations="H-3 D-3 C-0 S-3", rules=Rules(takeback=True), automove=False)
    game.automove = True
    game.play("hs1")
    # The 2 of clubs is not safe yet (no ace of clubs); nothing else moves.
    assert ranks(game) == {"C": 0, "D": 3, "H": 3, "S": 2}
