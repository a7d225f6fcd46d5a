"""docs/rules.md, "Moves" and "Foundation take-back".

Column numbers in the boards: the columns a test writes come first, so ``1`` is
the first string of ``columns``; ``*`` columns hold the other cards.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import (
    Card,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Pile,
    Preset,
    Rules,
    Suit,
)

FILL = "*"
FREE = ("-", "-", "-", "-")


def cards(text):
    return tuple(Card.parse(t) for t in text.split())


def refused(game, move):
    before = game.position, game.score
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert (game.position, game.score) == before
    assert str(caught.value)
    return str(caught.value)


# -- which card can move ------------------------------------------------------


def test_moves_only_the_exposed_card_of_a_column(make_game):
    game = make_game(["AS 5D", "6C", FILL, FILL, FILL, FILL, FILL, FILL])
    refused(game, "1h")  # the ace is covered by the 5
    game.play("1a")
    assert game.position.cells[0] == Card.parse("5D")
    assert game.position.columns[0] == cards("AS")
    game.play("1h")
    assert game.position.counts[Suit.SPADES] == 1


def test_moves_a_card_in_a_cell(make_game):
    game = make_game(["8S", FILL, FILL, FILL, FILL, FILL, FILL, FILL], ("7H", "-", "-", "-"))
    game.play("a1")
    assert game.position.columns[0] == cards("8S 7H")
    assert game.position.cells == (None,) * 4


def test_moves_an_empty_cell_or_column_has_nothing_to_move(make_game):
    game = make_game(["", "8S", FILL, FILL, FILL, FILL, FILL, FILL])
    refused(game, "a2")
    refused(game, "12")
    refused(game, "1a")


def test_moves_foundation_card_only_with_take_back(make_game):
    columns = ["4D", FILL, FILL, FILL, FILL, FILL, FILL, FILL]
    game = make_game(columns, foundations="S-3")
    refused(game, "hs1")
    game = make_game(columns, foundations="S-3", rules=Rules(takeback=True))
    game.play("hs1")
    assert game.position.columns[0] == cards("4D 3S")
    assert game.position.counts[Suit.SPADES] == 2


# -- onto a column ------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "target", "fits"),
    [
        ("7H", "8S", True),
        ("7D", "8C", True),
        ("7S", "8H", True),
        ("7C", "8D", True),
        ("7S", "8S", False),  # same colour
        ("7C", "8S", False),
        ("7H", "8D", False),
        ("6H", "8S", False),  # not one rank lower
        ("9H", "8S", False),
        ("8H", "8S", False),
        ("KH", "AS", False),
        ("AH", "2C", True),
        ("QD", "KS", True),
    ],
)
def test_moves_onto_a_column_opposite_colour_one_rank_lower(make_game, card, target, fits):
    for source in ("column", "cell"):
        if source == "column":
            game = make_game([card, target, FILL, FILL, FILL, FILL, FILL, FILL])
            move = "12"
        else:
            game = make_game([target, FILL, FILL, FILL, FILL, FILL, FILL, FILL],
                             (card, "-", "-", "-"))
            move = "a1"
        if fits:
            game.play(move)
            column = 1 if source == "column" else 0
            assert game.position.columns[column][-2:] == cards(f"{target} {card}")
        else:
            refused(game, move)


# -- into a cell --------------------------------------------------------------


def test_moves_into_a_cell_any_card_if_empty(make_game):
    game = make_game(["KS", "2D", "9H", FILL, FILL, FILL, FILL, FILL], ("-", "-", "5C", "-"))
    game.play("1a")
    game.play("2b")
    assert game.position.cells[:2] == cards("KS 2D")
    refused(game, "3a")
    refused(game, "3c")
    game.play("3d")
    assert game.position.cells == cards("KS 2D 5C 9H")


def test_moves_never_from_cell_to_cell(make_game):
    game = make_game(["9H", FILL, FILL, FILL, FILL, FILL, FILL, FILL], ("5C", "-", "-", "-"))
    message = refused(game, "ab")
    assert "cell" in message
    # Not a move worth counting for "stuck" either.
    assert Move(Pile.cell(0), Pile.cell(1)) not in game.legal_moves()


def test_moves_no_cell_beyond_the_games_cells(make_game):
    game = make_game(["9H", FILL, FILL, FILL, FILL, FILL, FILL, FILL], ("-", "-"))
    game.play("1b")
    refused(game, "1c")
    refused(game, "1d")
    refused(game, "c1")


# -- onto a foundation --------------------------------------------------------


def test_moves_foundation_ace_first(make_game):
    game = make_game(["2H", "AH", "AC", FILL, FILL, FILL, FILL, FILL])
    refused(game, "1h")
    game.play("2h")
    game.play("1h")
    game.play("3h")
    assert game.position.counts == (1, 0, 2, 0)


def test_moves_foundation_next_rank_of_the_same_suit_only(make_game):
    game = make_game(
        ["3D", "2C", "4H", "3H", "2S", FILL, FILL, FILL], foundations="H-2 C-A"
    )
    refused(game, "1h")  # wrong suit: diamonds are empty
    refused(game, "3h")  # skips the 3 of hearts
    game.play("2h")
    game.play("4h")
    game.play("3h")
    assert game.position.counts[Suit.HEARTS] == 4
    assert game.position.counts[Suit.CLUBS] == 2


def test_moves_foundation_one_card_at_a_time(make_game):
    game = make_game(["3H 2S AH", FILL, FILL, FILL, FILL, FILL, FILL, FILL], foundations="S-A")
    game.play("1h")
    assert game.position.columns[0] == cards("3H 2S")
    assert game.position.counts[Suit.HEARTS] == 1
    game.play("1h")
    assert game.position.columns[0] == cards("3H")


def test_moves_foundation_from_a_cell(make_game):
    game = make_game(["9C", FILL, FILL, FILL, FILL, FILL, FILL, FILL], ("-", "2D", "-", "-"),
                     foundations="D-A")
    game.play("bh")
    assert game.position.counts[Suit.DIAMONDS] == 2
    assert game.position.cells[1] is None


# -- onto an empty column -----------------------------------------------------


@pytest.mark.parametrize("card", ["7H", "AS", "QC", "KD"])
def test_moves_empty_column_any_card_in_freecell(make_game, card):
    game = make_game([card, "", FILL, FILL, FILL, FILL, FILL, FILL])
    game.play("12")
    assert game.position.columns[1] == cards(card)
    game = make_game(["", FILL, FILL, FILL, FILL, FILL, FILL, FILL], (card, "-", "-", "-"))
    game.play("a1")
    assert game.position.columns[0] == cards(card)


FORE = Rules(Preset.FORECELL)


@pytest.mark.parametrize("card", ["QH", "7S", "AD"])
def test_moves_empty_column_forecell_refuses_a_non_king(make_game, card):
    game = make_game([f"5C {card}", "", FILL, FILL, FILL, FILL, FILL, FILL], rules=FORE)
    assert "king" in refused(game, "12").lower()
    game = make_game(["", FILL, FILL, FILL, FILL, FILL, FILL, FILL], (card, "-", "-", "-"),
                     rules=FORE)
    assert "king" in refused(game, "a1").lower()


def test_moves_empty_column_forecell_takes_a_king(make_game):
    game = make_game(["5C KH", "", FILL, FILL, FILL, FILL, FILL, FILL], ("KS", "-", "-", "-"),
                     rules=FORE)
    game.play("12")
    assert game.position.columns[1] == cards("KH")
    game.play("1b")  # column 1 empties
    game.play("a1")
    assert game.position.columns[0] == cards("KS")
    refused(game, "b1")  # a 5 does not go on a king


def test_moves_empty_column_forecell_king_headed_run(make_game):
    game = make_game(["5C KH QS JD", "", FILL, FILL, FILL, FILL, FILL, FILL], rules=FORE)
    refused(game, "12v2")  # headed by the queen
    refused(game, "12")  # one card: the jack
    game.play("12v3")
    assert game.position.columns[1] == cards("KH QS JD")


def test_moves_empty_column_freecell_any_run(make_game):
    game = make_game(["5C KH QS JD", "", FILL, FILL, FILL, FILL, FILL, FILL])
    game.play("12v2")
    assert game.position.columns[1] == cards("QS JD")


# -- take-back ----------------------------------------------------------------


def test_take_back_off_by_default(make_game):
    assert Rules().takeback is False
    game = make_game(["4D", FILL, FILL, FILL, FILL, FILL, FILL, FILL], foundations="S-3")
    message = refused(game, "hs1")
    assert game.position.counts[Suit.SPADES] == 3
    assert message


def test_take_back_onto_a_column_where_it_fits(make_game):
    rules = Rules(takeback=True)
    game = make_game(["6H", "4D", "4C", "", FILL, FILL, FILL, FILL], foundations="S-3 H-5",
                     rules=rules)
    refused(game, "hs3")  # black on black
    refused(game, "hs1")  # a 3 on a 6
    refused(game, "hh1")  # red on red
    game.play("hs2")
    assert game.position.columns[1] == cards("4D 3S")
    game.play("hh4")  # an empty column takes any card in FreeCell
    assert game.position.columns[3] == cards("5H")
    assert game.position.counts == (0, 0, 4, 2)


def test_take_back_never_into_a_cell(make_game):
    game = make_game(["4D", FILL, FILL, FILL, FILL, FILL, FILL, FILL], foundations="S-3",
                     rules=Rules(takeback=True))
    with pytest.raises(InvalidMoveError):
        Move.parse("hsa")
    move = Move(Pile.foundation(Suit.SPADES), Pile.cell(0))
    refused(game, move)
    assert move not in game.legal_moves()


def test_take_back_only_the_top_card(make_game):
    game = make_game(["4D", "3H", FILL, FILL, FILL, FILL, FILL, FILL], foundations="S-3",
                     rules=Rules(takeback=True))
    refused(game, "hs2")  # the 2 of spades is under the 3
    refused(game, "hd1")  # the diamond foundation is empty


def test_take_back_forecell_empty_column_only_a_king(make_game):
    game = make_game(["", FILL, FILL, FILL, FILL, FILL, FILL, FILL], foundations="S-5 H-K",
                     rules=Rules(Preset.FORECELL, takeback=True))
    refused(game, "hs1")
    game.play("hh1")
    assert game.position.columns[0] == cards("KH")


def test_take_back_score_minus_10(make_game):
    game = make_game(["4D", "9S", FILL, FILL, FILL, FILL, FILL, FILL], ("8H", "-", "-", "-"),
                     foundations="S-3", rules=Rules(takeback=True))
    game.play("a2")
    assert game.score == 5
    game.play("2a")
    game.play("a2")
    assert game.score == 10
    game.play("hs1")
    assert game.score == 0


# -- what a hand may lift and where it may land (a drag) ---------------------------
def drop_refusal(game, source, dest, count) -> str:
    with pytest.raises(IllegalMoveError) as caught:
        game.check_drop(source, dest, count)
    return caught.value.key


def test_a_run_at_the_foot_of_a_column_may_be_lifted_and_no_more(make_game):
    game = make_game(["KS 9H 8S 7H", FILL, FILL, FILL, FILL, FILL, FILL, FILL])
    for count in (1, 2, 3):
        game.check_pick_up(Pile.column(0), count)
    with pytest.raises(IllegalMoveError) as caught:
        game.check_pick_up(Pile.column(0), 4)
    assert caught.value.key == "not_a_run" and caught.value.params["run"] == 3


def test_a_card_comes_off_a_foundation_only_under_the_game_s_own_rules(make_game):
    columns = ["4D", FILL, FILL, FILL, FILL, FILL, FILL, FILL]
    without = make_game(columns, foundations="S-3")
    with pytest.raises(IllegalMoveError) as caught:
        without.check_pick_up(Pile.foundation(Suit.SPADES), 1)
    assert caught.value.key == "takeback_off"
    assert drop_refusal(without, Pile.foundation(Suit.SPADES), Pile.column(0), 1) == (
        "takeback_off")
    with_takeback = make_game(columns, foundations="S-3", rules=Rules(takeback=True))
    with_takeback.check_pick_up(Pile.foundation(Suit.SPADES), 1)
    move = with_takeback.check_drop(Pile.foundation(Suit.SPADES), Pile.column(0), 1)
    assert str(move) == "hs1"


def test_only_the_top_card_leaves_a_cell_or_a_foundation(make_game):
    game = make_game([FILL] * 8, ("7H", "-", "-", "-"), rules=Rules(takeback=True))
    for pile in (Pile.cell(0), Pile.foundation(Suit.HEARTS)):
        with pytest.raises(IllegalMoveError) as caught:
            game.check_pick_up(pile, 2)
        assert caught.value.key in ("top_card_only", "foundation_empty")
    with pytest.raises(IllegalMoveError) as caught:
        game.check_pick_up(Pile.cell(0), 2)
    assert caught.value.key == "top_card_only"


def test_cards_go_up_to_a_foundation_one_at_a_time(make_game):
    game = make_game(["3S 2H AS", FILL, FILL, FILL, FILL, FILL, FILL, FILL],
                     foundations="H-A")
    assert drop_refusal(game, Pile.column(0), Pile.foundation(), 2) == "foundation_one_at_a_time"
    assert str(game.check_drop(Pile.column(0), Pile.foundation(), 1)) == "1h"


def test_a_free_cell_holds_one_card(make_game):
    game = make_game(["9H 8S", FILL, FILL, FILL, FILL, FILL, FILL, FILL])
    assert drop_refusal(game, Pile.column(0), Pile.cell(1), 2) == "cell_holds_one"
    assert str(game.check_drop(Pile.column(0), Pile.cell(1), 1)) == "1b"


def test_the_card_held_deepest_must_itself_go_on_the_target(make_game):
    # 7S 6H fit on the 8H from the 7S: holding three cards from the 8D fails,
    # although a typed "12" would move the two that fit.
    game = make_game(["9S 8D 7S 6H", "9C 8H", FILL, FILL, FILL, FILL, FILL, FILL])
    assert drop_refusal(game, Pile.column(0), Pile.column(1), 3) == "no_fit"
    move = game.check_drop(Pile.column(0), Pile.column(1), 2)
    assert move == Move(Pile.column(0), Pile.column(1), 2)


def test_nothing_lands_on_a_won_game(make_game):
    game = make_game(["", "", "", "", "", "", "", ""],
                     foundations="H-K C-K D-K S-K")
    with pytest.raises(IllegalMoveError) as caught:
        game.check_drop(Pile.column(0), Pile.cell(0), 1)
    assert caught.value.key == "game_won"


def test_a_move_can_be_played_without_auto_move_once(make_game):
    game = make_game(["KH AS", FILL, FILL, FILL, FILL, FILL, FILL, FILL], automove=True)
    step = game.play("1a", automove=False)
    assert step.moves == (Move(Pile.column(0), Pile.cell(0)),)  # the ace stays in the cell
    assert game.automove
    step = game.play("2b")
    assert step.moves[1:] == (Move(Pile.cell(0), Pile.foundation()),)  # auto-move is back
