"""docs/rules.md, Presets: Deep, Big Cell, Double Eight Off and Double Seahaven Towers,
PySolFC's two- and three-deck games that need no new kind of rule.

Each deal is checked against the procedure PySolFC's ``startGame`` follows, written
out here on its own: the Microsoft shuffle of the pack, dealt row by row to equal
columns, the last cards to the cells. The moves are checked against PySolFC's
columns: ``AC_RowStack`` (Deep, Big Cell) carries any run whatever the cells hold;
``FreeCell_SS_RowStack`` with a king base (the two others) carries a run no longer
than the free cells + 1, empty columns not counted, and an empty column takes only
a king. Double Seahaven Towers is the first game of fourteen columns, so its
fourteenth column's letter, its code and a custom game of its size are tested too.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest

from freecell_qt.engine import (
    PRESETS,
    Card,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Pile,
    Position,
    Preset,
    Rules,
    RulesError,
    Supermove,
)
from freecell_qt.engine.cards import pack
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import parse_rules_spec
from freecell_qt.engine.solver import native, solve
from freecell_qt.engine.solver.moves import legal_moves, play
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.portfolio import Portfolio
from tests.engine.test_solver_native import settled_start

DEEP = Rules.preset("deep")
BIG_CELL = Rules.preset("big-cell")
DOUBLE_EIGHT_OFF = Rules.preset("double-eight-off")
DOUBLE_SEAHAVEN = Rules.preset("double-seahaven-towers")

#: PySolFC's procedure for each game: decks, columns, cards a column, cards to the cells.
PROCEDURE = {
    # Deep: _startDealNumRowsAndDealSingleRow(12) on 8 columns, 8 empty cells.
    Preset.DEEP: (2, 8, 13, 0),
    # Big Cell: _startDealNumRowsAndDealSingleRow(11) on 13 columns, 4 empty cells.
    Preset.BIG_CELL: (3, 13, 12, 0),
    # Double Eight Off: 7 rows and one more on 12 columns, then a card to each of 8 cells.
    Preset.DOUBLE_EIGHT_OFF: (2, 12, 8, 8),
    # Ocean Towers: 6 rows and one more on 14 columns, then six cards to the cells.
    Preset.DOUBLE_SEAHAVEN_TOWERS: (2, 14, 7, 6),
}

#: (word, title, code letters, cells, build, fill, sequence) as docs/rules.md lists them.
ROWS = {
    Preset.DEEP: ("deep", "Deep", "DP", 8, "alternate", "any", "unlimited"),
    Preset.BIG_CELL: ("big-cell", "Big Cell", "BC", 4, "alternate", "any", "unlimited"),
    Preset.DOUBLE_EIGHT_OFF: ("double-eight-off", "Double Eight Off", "DE", 8, "suit",
                              "kings", "supermove"),
    Preset.DOUBLE_SEAHAVEN_TOWERS: ("double-seahaven-towers", "Double Seahaven Towers", "DS",
                                    8, "suit", "kings", "supermove"),
}


@pytest.mark.parametrize("preset", list(ROWS), ids=lambda p: p.value)
def test_each_game_is_a_preset_with_its_documented_row(preset):
    word, title, letters, cells, build, fill, sequence = ROWS[preset]
    rules = Rules.preset(word)
    assert preset in PRESETS and rules.game is preset and rules.title == title
    assert preset.code_prefix == letters and Preset.from_prefix(letters) is preset
    decks, columns, rows, to_cells = PROCEDURE[preset]
    assert (rules.decks, rules.columns, rules.layout, rules.reserve) == (
        decks, columns, (rows,) * columns, to_cells)
    assert (rules.cells, rules.build.value, rules.fill.value, rules.sequence.value) == (
        cells, build, fill, sequence)
    assert rules.foundation_count == 4 * decks


@pytest.mark.parametrize("preset", list(PROCEDURE), ids=lambda p: p.value)
@pytest.mark.parametrize("number", [1, 617, 2_147_483_647])
def test_the_deal_follows_pysolfcs_procedure(preset, number):
    decks, columns, rows, to_cells = PROCEDURE[preset]
    rules = Rules.preset(preset)
    deck = shuffled_deck(number, decks)
    body, last = deck[: len(deck) - to_cells], deck[len(deck) - to_cells:]
    expected = [[card for index, card in enumerate(body) if index % columns == column]
                for column in range(columns)]
    start = initial_position(rules, number)
    assert [list(column) for column in start.columns] == expected
    assert all(len(column) == rows for column in start.columns)
    # The cards for the cells fill them from a on, as every game here does
    # (docs/rules.md: PySolFC puts Ocean Towers' six in cells b to g).
    assert list(start.cells) == [*last, *[None] * (rules.cells - to_cells)]
    assert not any(start.foundations)


# -- moves ---------------------------------------------------------------------------
def board(rules: Rules, columns: dict[int, str], cells: Sequence[str | None],
          empty: Sequence[int] = ()) -> Position:
    """A position of ``rules``: the columns named hold exactly the cards given
    (deepest first), the cells hold the cards given (None: empty, ``"*"``: any card
    of the rest), the columns in ``empty`` are empty and every other card of the
    pack is spread over the remaining columns."""
    rest = list(pack(rules.decks))

    def take(text: str) -> Card:
        wanted = Card.parse(text)
        found = next(card for card in rest if (card.rank, card.suit) == (wanted.rank,
                                                                         wanted.suit))
        rest.remove(found)
        return found

    named = {index: [take(text) for text in cards.split()] for index, cards in columns.items()}
    held = [take(text) if text not in (None, "*") else text for text in cells]
    # Kings last: no filler card is one an empty column could take by chance.
    rest.sort(key=lambda card: card.rank == 13)
    filled: list[Card | None] = []
    for entry in held:
        filled.append(rest.pop(0) if entry == "*" else entry)  # type: ignore[arg-type]
    others = [index for index in range(rules.columns) if index not in named
              and index not in empty]
    spread: dict[int, list[Card]] = {index: [] for index in others}
    for at, card in enumerate(rest):
        spread[others[at % len(others)]].append(card)
    piles = tuple(tuple(named.get(index, spread.get(index, [])))
                  for index in range(rules.columns))
    return Position(piles, tuple(filled), ((),) * rules.foundation_count)


def letter(index: int) -> str:
    return Pile.column(index).letter


@pytest.mark.parametrize("rules", [DOUBLE_EIGHT_OFF, DOUBLE_SEAHAVEN],
                         ids=["double-eight-off", "double-seahaven-towers"])
@pytest.mark.parametrize("supermove", list(Supermove), ids=lambda s: s.value)
def test_kings_only_games_move_runs_through_the_free_cells_alone(rules, supermove):
    """FreeCell_SS_RowStack: a run of at most the free cells + 1, empty columns not
    counted whatever the supermove formula, and only onto the next higher card of its suit."""
    rules = rules.with_options(supermove, False)
    # Two free cells, two empty columns; column 1 ends 9S..6S, column 2 with TS.
    cells = ["*"] * (rules.cells - 2) + [None, None]
    last = rules.columns - 1
    position = board(rules, {0: "9S 8S 7S 6S", 1: "TS", 2: "5H 4S 3S"}, cells,
                     empty=(last - 1, last))
    game = Game(rules, position, automove=False)
    with pytest.raises(IllegalMoveError, match="4 cards, at most 3 can move now") as caught:
        game.play("12")
    assert caught.value.key == "over_capacity"
    with pytest.raises(IllegalMoveError) as caught:
        game.play(Move(Pile.column(0), Pile.column(last), 1))
    assert caught.value.key == "king_only"
    game.play(Move(Pile.column(0), Pile.cell(rules.cells - 2)))
    with pytest.raises(IllegalMoveError, match="3 cards, at most 2 can move now"):
        game.play("12")


@pytest.mark.parametrize("rules", [DOUBLE_EIGHT_OFF, DOUBLE_SEAHAVEN],
                         ids=["double-eight-off", "double-seahaven-towers"])
def test_kings_only_games_move_three_cards_with_two_free_cells(rules):
    cells = ["*"] * (rules.cells - 2) + [None, None]
    last = rules.columns - 1
    position = board(rules, {0: "9S 8S 7S", 1: "TS"}, cells, empty=(last,))
    game = Game(rules, position, automove=False)
    game.play("12")
    assert [str(card) for card in game.position.columns[1]] == ["TS", "9S", "8S", "7S"]
    assert not game.position.columns[0]
    # A king heads a run into an empty column (in Double Seahaven Towers column 14, x).
    king = board(rules, {0: "KH QH"}, cells, empty=(last,))
    game = Game(rules, king, automove=False)
    game.play(f"1{letter(last)}v2")
    assert [str(card) for card in game.position.columns[last]] == ["KH", "QH"]


@pytest.mark.parametrize("rules", [DEEP, BIG_CELL], ids=["deep", "big-cell"])
def test_any_run_moves_at_once_whatever_the_cells_hold(rules):
    """AC_RowStack keeps SequenceRowStack's 999999: no free cell, no empty column,
    and a run of six still moves, onto a card or into an empty column."""
    full = ["*"] * rules.cells
    position = board(rules, {0: "9H 8S 7D 6C 5H 4S", 1: "TC", 2: "8C 7H 6S 5D"}, full,
                     empty=())
    game = Game(rules, position, automove=False)
    assert game.position.free_cell_count == 0 and game.position.empty_column_count() == 0
    game.play("12")
    assert [str(card) for card in game.position.columns[1]] == [
        "TC", "9H", "8S", "7D", "6C", "5H", "4S"]
    # Column 1 is now empty and takes any card or run: the four of column 3.
    game.play("31v4")
    assert [str(card) for card in game.position.columns[0]] == ["8C", "7H", "6S", "5D"]


# -- codes, saved games, notation ---------------------------------------------------
@pytest.mark.parametrize("preset", list(ROWS), ids=lambda p: p.value)
def test_codes_and_saved_games_round_trip(preset):
    rules = Rules.preset(preset)
    code = GameCode.for_rules(rules, 617)
    assert str(code).startswith(preset.code_prefix + "1-C")
    assert GameCode.parse(str(code)).rules == rules
    assert Game.from_code(str(code)).start == initial_position(rules, 617)
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    # The same rule set written as a custom game is the preset.
    assert parse_rules_spec(rules.spec).game is preset


def test_column_14_is_written_x():
    assert Pile.column(13).letter == "x"
    assert Move.parse("x1") == Move(Pile.column(13), Pile.column(0))
    assert Move.parse("kxv3") == Move(Pile.column(12), Pile.column(13), 3)
    assert str(Move(Pile.foundation(3), Pile.column(13))) == "hsx"
    assert Move.parse("HSX") == Move(Pile.foundation(3), Pile.column(13))


def test_games_of_thirteen_columns_refuse_column_14():
    game = Game.new(1, BIG_CELL)
    with pytest.raises(IllegalMoveError, match="no column x") as caught:
        game.play("x1")
    assert caught.value.key == "no_such_column"


def test_a_custom_game_may_have_14_columns_and_no_more():
    rules = Rules(Preset.CUSTOM, 4, columns=14)
    assert rules.layout == (4,) * 10 + (3,) * 4
    assert parse_rules_spec(rules.spec) == rules
    assert GameCode.parse(str(GameCode.for_rules(rules, 5))).rules == rules
    with pytest.raises(RulesError, match="columns"):
        Rules(Preset.CUSTOM, 4, columns=15)


def test_a_14_column_layout_is_spelled_out_and_read_back():
    rules = Rules(Preset.CUSTOM, 4, layout=(3,) * 13 + (13,))
    assert rules.columns == 14
    assert rules.spec.endswith("L" + ".".join(["3"] * 13 + ["13"]))
    assert parse_rules_spec(rules.spec) == rules
    code = str(GameCode.for_rules(rules, 9))
    assert GameCode.parse(code).rules == rules
    assert [len(column) for column in Game.from_code(code).start.columns] == [3] * 13 + [13]


# -- the solver ----------------------------------------------------------------------
@pytest.mark.parametrize(("word", "deal"), [("double-seahaven-towers", 117),
                                            ("double-eight-off", 2), ("deep", 1)])
def test_a_win_the_solver_finds_replays_through_the_game(word, deal):
    rules = Rules.preset(word)
    result = solve(initial_position(rules, deal), rules, max_nodes=None, timeout=60)
    assert result.solved
    game = Game.new(deal, rules, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won


@pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")
def test_the_search_in_c_plays_fourteen_columns_as_the_python_code_does():
    """One deck on 14 columns is within the search in C: its children are the
    Python code's along a game, and the portfolio's win replays in the engine."""
    rules = Rules(Preset.CUSTOM, 4, columns=14)
    move_rules, columns, cells, found = settled_start(rules, 1)
    assert native.supported(move_rules)
    search = CompiledSearch(columns, cells, found, move_rules, 1 << 12).core
    chooser = random.Random(14)
    for _ in range(60):
        moves = legal_moves(columns, cells, found, move_rules, True)
        assert sorted(search.children(columns, cells, found)) == sorted(
            (move, play(columns, cells, found, move, move_rules)) for move in moves)
        if not moves:
            break
        columns, cells, found = play(columns, cells, found, chooser.choice(moves), move_rules)
    position = initial_position(rules, 1)
    with Portfolio(position, rules) as portfolio:
        assert portfolio.use_native
    result = solve(position, rules, max_nodes=None, timeout=60)
    assert result.solved
    game = Game.new(1, rules, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won
