"""docs/rules.md, "The rules table" and "Presets": each preset's deal and its rules.

Every preset deals deal 1 as documented (the Microsoft shuffle of the number,
the last ``reserve`` cards to the cells from the left, the rest row by row) and
allows and refuses a few moves by the fields that make it what it is.
"""

from __future__ import annotations

import dataclasses

import pytest

from freecell_qt.engine import (
    PRESETS,
    Build,
    Card,
    EmptyFill,
    Game,
    GameCode,
    IllegalMoveError,
    Position,
    Preset,
    Rules,
    RulesError,
    SequenceMove,
    Supermove,
    rules_of_play,
)
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.rules import Base
from freecell_qt.engine.rules.options import KING_DEALS, DealOrder

#: docs/rules.md, Presets: (cells, columns, layout, reserve, build, fill, sequence, prefix).
TABLE = {
    Preset.FREECELL: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any", "supermove", "FC"),
    Preset.FORECELL: (4, 8, (6,) * 8, 4, "alternate", "kings", "supermove", "FO"),
    Preset.BAKERS_GAME: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "suit", "any", "supermove", "BG"),
    Preset.KING_ONLY_BAKERS_GAME: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "suit", "kings",
                                   "supermove", "KB"),
    Preset.EIGHT_OFF: (8, 8, (6,) * 8, 4, "suit", "kings", "supermove", "EO"),
    Preset.SEAHAVEN_TOWERS: (4, 10, (5,) * 10, 2, "suit", "kings", "supermove", "ST"),
    Preset.RELAXED_SEAHAVEN_TOWERS: (4, 10, (5,) * 10, 2, "suit", "kings", "unlimited", "RS"),
    Preset.RELAXED_FREECELL: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any",
                              "unlimited", "RF"),
    Preset.CHALLENGE_FREECELL: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any",
                                "supermove", "CF"),
    Preset.SUPER_CHALLENGE_FREECELL: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "kings",
                                      "supermove", "SC"),
    Preset.SEVEN_BY_FOUR: (4, 7, (8, 8, 8, 7, 7, 7, 7), 0, "alternate", "any", "supermove",
                           "SF"),
    Preset.SEVEN_BY_FIVE: (5, 7, (8, 8, 8, 7, 7, 7, 7), 0, "alternate", "any", "supermove",
                           "SV"),
    Preset.BATH: (2, 10, (1, 2, 3, 4, 5, 6, 7, 8, 8, 8), 0, "alternate", "kings", "supermove",
                  "BA"),
    Preset.DOUBLE_FREECELL: (8, 10, (11,) * 4 + (10,) * 6, 0, "alternate", "any", "supermove",
                             "DF"),
    Preset.DOUBLE_FREECELL_ROUND: (6, 10, (10,) * 10, 0, "alternate", "any", "supermove",
                                   "DR"),
    Preset.TRIPLE_FREECELL: (10, 13, (12,) * 13, 0, "alternate", "any", "supermove", "TF"),
    Preset.REPAIR: (4, 10, (10,) * 10, 4, "alternate", "any", "unlimited", "RP"),
    Preset.CELL_11: (11, 12, (12, *(13,) * 10, 12), 2, "alternate", "any", "supermove", "CE"),
    Preset.PENGUIN: (7, 7, (7,) * 7, 0, "suit", "kings", "unlimited", "PE"),
    Preset.OPUS: (5, 7, (7,) * 7, 0, "suit", "kings", "unlimited", "OP"),
    Preset.TUXEDO: (7, 7, (8, 7, 7, 8, 7, 7, 8), 0, "suit", "any", "unlimited", "TX"),
    Preset.PETAL: (4, 8, (6, 6, 6, 6, 5, 5, 5, 5), 4, "alternate", "any", "supermove", "PT"),
    Preset.FLIPPER: (7, 7, (8, 7, 7, 8, 7, 7, 8), 0, "alternate", "any", "unlimited", "FP"),
    Preset.FOUR_COLOURS: (4, 7, (13,) * 4 + (0,) * 3, 0, "alternate", "any", "unlimited", "CO"),
    Preset.GERMAN_FREECELL: (4, 7, (8, 8, 8, 7, 7, 7, 7), 0, "alternate", "any", "unlimited",
                             "GF"),
    Preset.KINGCELL: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "any", "kings", "supermove", "KC"),
    Preset.STALACTITES: (2, 8, (6,) * 8, 0, "none", "none", "one", "SL"),
    Preset.CLINK: (2, 8, (6,) * 8, 2, "alternate", "any", "unlimited", "CK"),
    Preset.FOOTLING: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any", "unlimited",
                      "FT"),
    Preset.DOUBLE_FOOTLING: (5, 10, (11,) * 4 + (10,) * 6, 0, "alternate", "any", "unlimited",
                             "DT"),
    Preset.DOUBLE_EIGHT_OFF: (8, 12, (8,) * 12, 8, "suit", "kings", "supermove", "DE"),
    Preset.DOUBLE_SEAHAVEN_TOWERS: (8, 14, (7,) * 14, 6, "suit", "kings", "supermove",
                                    "DS"),
    Preset.BIG_CELL: (4, 13, (12,) * 13, 0, "alternate", "any", "unlimited", "BC"),
    Preset.DEEP: (8, 8, (13,) * 8, 0, "alternate", "any", "unlimited", "DP"),
    Preset.SPIDERCELLS: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any", "supermove",
                         "SP"),
    # The cards decide these games' column lengths; the layout is the nominal one.
    Preset.KINGS: (8, 8, (13,) * 8, 0, "alternate", "none", "unlimited", "KG"),
    Preset.CATS_TAIL: (8, 9, (12,) * 5 + (11,) * 4, 0, "alternate", "none", "unlimited", "CT"),
    Preset.SNAKE: (7, 9, (11,) * 6 + (10,) * 3, 0, "alternate", "none", "supermove", "SN"),
    Preset.RETINUE: (8, 8, (12,) * 8, 0, "alternate", "none", "supermove", "RE"),
    # Reserve piles after the columns, no free cells.
    Preset.HEADQUARTERS: (0, 8, (13,) * 8, 0, "alternate", "none", "unlimited", "HQ"),
    Preset.LIMPOPO: (0, 8, (13,) * 8, 0, "alternate", "any", "unlimited", "LI"),
    Preset.NEEDLE: (0, 9, (8, 8, 4, 2, 0, 2, 4, 8, 8), 0, "alternate", "any", "one", "NE"),
    Preset.HAYSTACK: (0, 9, (8, 8, 4, 2, 0, 2, 4, 8, 8), 0, "alternate", "any", "one", "HY"),
    Preset.PITCHFORK: (0, 9, (8, 8, 4, 2, 0, 2, 4, 8, 8), 0, "alternate", "any", "one", "PF"),
    # Columns of two kinds: the fields give the left half's rule.
    Preset.ANTARES: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any", "unlimited", "AN"),
    # FreeCell's table, all but the last card of each column dealt face down.
    Preset.OPERA: (4, 8, (7, 7, 7, 7, 6, 6, 6, 6), 0, "alternate", "any", "supermove", "OR"),
    # 52 one-card piles in overlapping tiers: the fill is the top tier's.
    Preset.SARLACC: (6, 52, (1,) * 52, 0, "alternate", "any", "supermove", "SR"),
    # FreeCell's table with two jokers: 54 cards, the first six columns of seven.
    Preset.OBSTRUCTION: (4, 8, (7, 7, 7, 7, 7, 7, 6, 6), 0, "alternate", "any", "supermove",
                         "OB"),
}


DECKS = {Preset.DOUBLE_FREECELL: 2, Preset.DOUBLE_FREECELL_ROUND: 2, Preset.REPAIR: 2,
         Preset.TRIPLE_FREECELL: 3,
         Preset.CELL_11: 3, Preset.DOUBLE_EIGHT_OFF: 2, Preset.DOUBLE_SEAHAVEN_TOWERS: 2,
         Preset.BIG_CELL: 3, Preset.DEEP: 2, Preset.DOUBLE_FOOTLING: 2}
DECKS |= dict.fromkeys((Preset.KINGS, Preset.CATS_TAIL, Preset.SNAKE, Preset.RETINUE,
                        Preset.HEADQUARTERS, Preset.LIMPOPO), 2)


def test_the_table_names_every_preset():
    assert set(TABLE) == set(PRESETS)
    assert Preset.CUSTOM not in PRESETS


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.value)
def test_preset_fields_are_the_documented_row(preset):
    rules = Rules.preset(preset)
    cells, columns, layout, reserve, build, fill, sequence, prefix = TABLE[preset]
    assert (rules.cells, rules.columns, rules.layout, rules.reserve) == (
        cells, columns, layout, reserve)
    assert (rules.build.value, rules.fill.value, rules.sequence.value) == (build, fill, sequence)
    assert preset.code_prefix == prefix
    assert rules.game is preset and not rules.is_custom
    assert rules.title == preset.title
    assert rules.decks == DECKS.get(preset, 1)


def rows(cards: list[Card], layout: tuple[int, ...]) -> list[list[Card]]:
    """Deal ``cards`` row by row into columns of the sizes ``layout`` (the documented way)."""
    columns: list[list[Card]] = [[] for _ in layout]
    pending = list(cards)
    for row in range(max(layout)):
        for index, size in enumerate(layout):
            if row < size:
                columns[index].append(pending.pop(0))
    assert not pending
    return columns


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.value)
def test_deal_1_of_every_preset_is_laid_out_as_documented(preset):
    rules = Rules.preset(preset)
    start = Game.new(1, rules).start
    deck = shuffled_deck(1, rules.decks, rules.foundation_rule.jokers)
    if preset in (Preset.CHALLENGE_FREECELL, Preset.SUPER_CHALLENGE_FREECELL):
        deck = ([c for c in deck if c.rank == 1] + [c for c in deck if c.rank == 2]
                + [c for c in deck if c.rank > 2])
    if preset is Preset.FOUR_COLOURS:  # each card to the column of its suit
        assert [list(c) for c in start.columns[:4]] == [
            [c for c in deck if c.suit == suit] for suit in range(4)]
        return
    if rules.deal in KING_DEALS:  # one card at a time, each king starting a column
        aces = [c for c in deck if c.rank == 1] if rules.deal is DealOrder.KINGS_ACES else []
        if rules.king_first:  # the last king first
            king = [c for c in deck if c.rank == 13][-1]
            deck = [king] + [c for c in deck if c is not king]
        assert [c for column in start.columns for c in column] == [
            c for c in deck if c not in aces]
        assert all(column[0].rank == 13 for column in start.columns[1:] if column)
        return
    if rules.by_colour:  # the aces of clubs and hearts start the two foundations
        assert [str(pile[0]) for pile in start.foundations] == ["AC", "AH"]
        deck = [c for c in deck if str(c) not in ("AC", "AH")]
    elif preset is Preset.DOUBLE_FREECELL_ROUND:  # the first deck's aces start them
        assert [(str(pile[0]), pile[0].deck) for pile in start.foundations] == [
            ("AC", 0), ("AD", 0), ("AH", 0), ("AS", 0)]
        deck = [c for c in deck if c.rank != 1 or c.deck != 0]
    elif rules.by_rank and rules.foundation_rule.started(rules.decks):
        # the last four cards start the foundations, one each
        assert start.foundations == tuple((card,) for card in deck[-4:])
        deck = deck[:-4]
    if rules.deal_sets_base:  # the base card's other copies start the foundations,
        # or with all of them up (Petal) the base card too
        kept = deck[0] if rules.base is Base.DEALT else None
        deck = [c for c in deck if c.rank != deck[0].rank or c == kept]
    piles = [[] for _ in range(rules.reserve_rule.count)]
    if piles:  # reserve piles follow the columns; the first takes the first cards dealt
        piles[0], deck = deck[:rules.reserve_rule.dealt], deck[rules.reserve_rule.dealt:]
    to_columns = len(deck) - rules.reserve
    if rules.face_down:  # the face-down rows first, then one face-up row
        hidden = [size - 1 for size in rules.layout]
        columns = rows(deck[:sum(hidden)], hidden)
        for column, card in zip(columns, deck[sum(hidden):to_columns], strict=True):
            column.append(card)
        assert [list(column) for column in start.columns] == columns + piles
        assert start.down == (*hidden, *[0] * len(piles))
    else:
        assert [list(column) for column in start.columns] == (
            rows(deck[:to_columns], rules.layout) + piles)
        assert not start.hidden
    assert start.cells == (*deck[to_columns:], *[None] * (rules.cells - rules.reserve))


def test_freecell_and_forecell_deals_are_unchanged():
    """Microsoft's deal 1 (as make-microsoft-freecell-board prints it) and ForeCell's."""
    start = Game.new(1).start
    assert " ".join(map(str, start.columns[0])) == "JD KD 2S 4C 3S 6D 6S"
    assert " ".join(map(str, start.columns[7])) == "5H 3H 3C 7S 7D TC"
    fore = Game.new(1, Rules(Preset.FORECELL)).start
    assert [str(c) for c in fore.cells] == ["6S", "9C", "2H", "6H"]
    assert fore.columns == tuple(column[:6] for column in start.columns)


def test_challenge_deals_put_aces_and_twos_deepest():
    for preset in (Preset.CHALLENGE_FREECELL, Preset.SUPER_CHALLENGE_FREECELL):
        for number in (1, 617, 11982):
            start = Game.new(number, Rules.preset(preset)).start
            deepest = [column[0] for column in start.columns]
            assert [card.rank for card in deepest] == [1, 1, 1, 1, 2, 2, 2, 2]


def test_deal_numbers_are_the_same_shuffle_in_every_game():
    """Deal 617's cards come in the same order in every row-dealt game."""
    for preset in PRESETS:
        rules = Rules.preset(preset)
        if rules.deal.value != "rows":
            continue
        order = [str(c) for c in shuffled_deck(617, rules.decks, rules.foundation_rule.jokers)]
        start = Game.new(617, rules).start
        dealt = [str(c) for c in start.cells if c is not None]
        assert dealt == order[rules.card_count - rules.reserve:]


# -- moves by the rules ---------------------------------------------------------------


def board(columns: list[str], cells: list[str] | None = None, foundations: str = "") -> str:
    lines = [f"Foundations: {foundations}" if foundations else "Foundations: H-0 C-0 D-0 S-0"]
    lines.append("Freecells: " + " ".join(cells or []))
    lines += [": " + column if column else ":" for column in columns]
    return "\n".join(lines) + "\n"


REST = [f"{r}{s}" for r in "A23456789TJQK" for s in "CDHS"]


def fill_board(columns: list[str], count: int, cells: list[str] | None = None) -> str:
    """A board whose named columns hold the given cards and the rest share what is left."""
    named = " ".join([*columns, *(cells or [])]).split()
    left = [card for card in REST if card not in named][::-1]  # high cards deepest
    full = list(columns) + [""] * (count - len(columns))
    spare = [i for i, column in enumerate(full) if column == "*"]
    for i in spare:
        full[i] = ""
    for n, card in enumerate(left):
        target = spare[n % len(spare)]
        full[target] = (full[target] + " " + card).strip()
    return board(full, cells)


def position(rules: Rules, columns: list[str], cells: list[str] | None = None) -> Position:
    text = fill_board(columns, rules.columns, cells)
    return Position.from_text(text, rules.cells, rules.columns)


def test_bakers_game_builds_by_suit():
    rules = Rules.preset("bakers-game")
    at = position(rules, ["8H", "7H", "7S", "*", "*", "*", "*", ""])
    assert rules_of_play.resolve(at, rules, rules_of_play.Move.parse("21")).count == 1
    with pytest.raises(IllegalMoveError, match="same suit") as caught:
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("31"))
    assert caught.value.params["build"] == "suit"


def test_freecell_refuses_what_bakers_game_allows():
    rules = Rules()
    at = position(rules, ["8H", "7H", "*", "*", "*", "*", "*", "*"])
    with pytest.raises(IllegalMoveError, match="red 7 goes on a black 8"):
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("21"))


def test_any_suit_build_takes_any_card_one_lower():
    rules = Rules(Preset.CUSTOM, build=Build.ANY_SUIT)
    assert rules.is_custom
    at = position(rules, ["8H", "7H", "6D", "*", "*", "*", "*", "*"])
    assert rules_of_play.resolve(at, rules, rules_of_play.Move.parse("21")).count == 1
    with pytest.raises(IllegalMoveError, match="any 7"):
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("31"))


def test_kings_only_columns_refuse_a_queen():
    rules = Rules.preset("eight-off")
    at = position(rules, ["QS", "KD", "*", "*", "*", "*", "*", ""])
    with pytest.raises(IllegalMoveError, match="only a king") as caught:
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("18"))
    assert caught.value.key == "king_only"
    assert rules_of_play.resolve(at, rules, rules_of_play.Move.parse("28")).dest.index == 7


def test_columns_that_take_nothing_stay_empty():
    rules = Rules(Preset.CUSTOM, fill=EmptyFill.NONE)
    at = position(rules, ["KS", "*", "*", "*", "*", "*", "*", ""])
    with pytest.raises(IllegalMoveError, match="stays empty") as caught:
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("18"))
    assert caught.value.key == "no_fill"
    assert all(m.dest != rules_of_play.Pile.column(7) for m in rules_of_play.legal_moves(at, rules))


def test_one_card_games_move_no_runs():
    rules = Rules(Preset.CUSTOM, sequence=SequenceMove.ONE_CARD)
    at = position(rules, ["9S", "8H 7C", "*", "*", "*", "*", "*", "*"])
    with pytest.raises(IllegalMoveError, match="one at a time") as caught:
        rules_of_play.resolve(at, rules, rules_of_play.Move.parse("21"))
    assert caught.value.key == "one_at_a_time"


def test_relaxed_freecell_moves_any_run_with_no_free_cell():
    rules = Rules.preset("relaxed-freecell")
    at = position(rules, ["TS", "9H 8C 7D 6S 5H", "*", "*", "*", "*", "*", "*"],
                  ["4C", "4D", "4H", "4S"])
    assert rules_of_play.resolve(at, rules, rules_of_play.Move.parse("21")).count == 5
    plain = Rules()
    with pytest.raises(IllegalMoveError, match="at most 1"):
        rules_of_play.resolve(at, plain, rules_of_play.Move.parse("21"))


@pytest.mark.parametrize(
    ("rules", "cells", "empty", "expected"),
    [
        (Rules(), 2, 2, 12),
        (Rules(Preset.FREECELL, 0), 0, 3, 8),
        (Rules(Preset.FREECELL, 4, Supermove.LINEAR), 4, 2, 15),
        (Rules.preset("forecell"), 2, 3, 3),  # empty columns take kings: no relay
        (Rules.preset("seahaven-towers"), 3, 2, 4),
        (Rules.preset("eight-off"), 7, 1, 8),
        (Rules(Preset.CUSTOM, fill=EmptyFill.NONE), 1, 2, 2),
        (Rules(Preset.CUSTOM, sequence=SequenceMove.ONE_CARD), 4, 4, 1),
        (Rules.preset("relaxed-freecell"), 0, 0, 52),
    ],
)
def test_capacity_by_the_rules(rules, cells, empty, expected):
    assert rules.capacity(cells, empty) == expected


def position_with_foundations(first: list[str], foundations: tuple[int, int, int, int]) -> Position:
    """Column 1 holds ``first``; the foundations hold ``foundations`` (C, D, H, S); the
    other cards go to columns 2-8, lowest deepest, so that none of them can go up."""
    up = {Card(rank, suit) for suit in range(4) for rank in range(1, foundations[suit] + 1)}
    named = [Card.parse(text) for text in first]
    rest = sorted((c for c in map(Card.parse, REST) if c not in up and c not in named),
                  key=lambda c: c.rank)
    columns = [tuple(named)] + [tuple(rest[i::7]) for i in range(7)]
    return Position.counted(tuple(columns), (None,) * 4, foundations)


def test_safe_automove_follows_the_build_rule():
    """docs/rules.md, Safe auto-move: by suit every card is safe; any suit needs all four."""
    at = position_with_foundations(["6H", "KS"], (2, 2, 5, 2))
    six = Card.parse("6H")
    assert rules_of_play.is_safe(at, six, Rules.preset("bakers-game"))
    assert not rules_of_play.is_safe(at, six, Rules())
    assert not rules_of_play.is_safe(at, six, Rules(Preset.CUSTOM, build=Build.ANY_SUIT))
    level = position_with_foundations(["6H", "KS"], (5, 5, 5, 5))
    assert rules_of_play.is_safe(level, six, Rules(Preset.CUSTOM, build=Build.ANY_SUIT))
    bakers = Game(Rules.preset("bakers-game"), at)
    bakers.play("1a")
    assert bakers.position.counts[six.suit] >= 6  # sent up by auto-move
    freecell = Game(Rules(), at)
    freecell.play("1a")
    assert freecell.position.counts[six.suit] == 5  # a black 5 may still need it


# -- rule sets that cannot be -------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Rules(Preset.CUSTOM, 3, reserve=4), "4 cards cannot be dealt to 3 free cells"),
        (lambda: Rules(Preset.CUSTOM, layout=(7, 7, 7, 7, 6, 6, 6)), "deals 46 cards"),
        (lambda: Rules(Preset.CUSTOM, columns=15), "columns must be 4 to 14"),
        (lambda: Rules(Preset.CUSTOM, columns=3), "columns must be 4 to 14"),
        (lambda: Rules(Preset.CUSTOM, 12), "cells must be 0 to 11"),
        (lambda: Rules(Preset.CUSTOM, -1), "cells must be 0 to 11"),
        (lambda: Rules(Preset.CUSTOM, columns=8, layout=(7,) * 7), "gives 7 columns"),
        (lambda: Rules(Preset.CUSTOM, layout=(0, 8, 8, 8, 7, 7, 7, 7)), "the first at least one"),
        (lambda: Rules(Preset.FORECELL, 2), "ForeCell is played with 4 free cells"),
        (lambda: Rules(Preset.FREECELL, 5), "0 to 4 free cells"),
        (lambda: Rules(Preset.BAKERS_GAME, build=Build.ALTERNATE_COLOURS), "custom game"),
    ],
)
def test_impossible_rules_are_refused_with_one_line(make, words):
    with pytest.raises(RulesError) as caught:
        make()
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_custom_rule_set_equal_to_a_preset_is_that_preset():
    rules = Rules(Preset.CUSTOM, 4, columns=10, reserve=2, build=Build.SAME_SUIT,
                  fill=EmptyFill.KINGS)
    assert rules == Rules.preset("seahaven-towers")
    assert rules.key == "seahaven-towers"


def test_keys_name_the_game_for_statistics():
    assert Rules().key == "freecell:4"
    assert Rules(Preset.FREECELL, 0).key == "freecell:0"
    assert Rules.preset("forecell").key == "forecell"
    assert Rules(Preset.FREECELL, 4, Supermove.LINEAR, True).key == "freecell:4"
    custom = Rules(Preset.CUSTOM, 6, columns=10)
    assert custom.key == "custom:C6K10R0BAFAMSDR"
    assert custom.title == "Custom game"


def test_replace_keeps_the_game_and_changes_the_options():
    rules = dataclasses.replace(Rules.preset("eight-off"), supermove=Supermove.LINEAR,
                                takeback=True)
    assert rules.game is Preset.EIGHT_OFF and rules.takeback
    assert rules.without_options() == Rules.preset("eight-off")


@pytest.mark.parametrize("preset", [*PRESETS], ids=lambda p: p.value)
def test_every_preset_code_round_trips_and_plays_the_same_deal(preset):
    rules = Rules.preset(preset)
    code = GameCode.for_rules(rules, 617)
    text = str(code)
    assert text.startswith(f"{preset.code_prefix}1-C{rules.cells}-")
    assert GameCode.parse(text) == code
    assert Game.from_code(text).start == Game.new(617, rules).start


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.value)
def test_saved_game_of_every_preset_comes_back(preset):
    game = Game.new(5, Rules.preset(preset))
    game.play(game.legal_moves()[0])
    again = Game.from_dict(game.to_dict())
    assert again.rules == game.rules and again.position == game.position


def test_a_custom_game_saves_its_whole_rule_set():
    rules = Rules(Preset.CUSTOM, 6, Supermove.LINEAR, True, columns=11,
                  layout=(5,) * 10 + (2,), build=Build.ANY_SUIT, fill=EmptyFill.NONE)
    game = Game.new(9, rules)
    game.play(game.legal_moves()[-1])
    data = game.to_dict()
    assert data["code"] == str(GameCode.for_rules(rules, 9))
    again = Game.from_dict(data)
    assert again.rules == rules and again.position == game.position
