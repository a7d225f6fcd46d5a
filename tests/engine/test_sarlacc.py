"""docs/rules.md, Piles in overlapping tiers: Sarlacc as PySolFC plays it
(pysollib/games/interlock.py, Interlock_StackMethods, Sarlacc_RowStack,
Sarlacc; stack.py, SuperMoveAC_RowStack).

52 one-card piles in five tiers of 10, 11, 10, 11 and 10, each tier a quarter
card lower than the one before and half a card to the side. A pile lies
under the piles of the next tier that overlap it; while one of them holds a
card it neither gives nor takes, but may take all of the one pile over it.
"""

from __future__ import annotations

import contextlib

import pytest

from freecell_qt.engine import (
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
    rules_of_play,
)
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import Tableau, parse_rules_spec

RULES = Rules.preset(Preset.SARLACC)
TIERS = (10, 11, 10, 11, 10)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


def table(piles: dict[int, str], cells: str = "") -> Position:
    """A position with the given piles (0-based) holding cards, the rest empty."""
    held = [Card.parse(token) for token in cells.split()]
    return Position(tuple(cards(piles.get(index, "")) for index in range(52)),
                    tuple(held + [None] * (6 - len(held))))


def resolve(where: Position, token: str) -> Move:
    return rules_of_play.resolve(where, RULES, Move.parse(token))


def geometry() -> list[tuple[int, float]]:
    """Each pile's tier and left edge in card widths, drawn as PySolFC draws
    them: tiers of ten piles start half a card right of the tiers of eleven."""
    piles = []
    for tier, count in enumerate(TIERS):
        offset = 0.5 if count == 10 else 0.0
        piles += [(tier, offset + place) for place in range(count)]
    return piles


def lying_over(index: int) -> set[int]:
    """The piles of the next tier whose cards overlap pile ``index``'s."""
    tier, left = geometry()[index]
    return {other for other, (below, x) in enumerate(geometry())
            if below == tier + 1 and abs(x - left) < 1}


def test_sarlacc_deals_one_card_face_up_to_each_pile_in_shuffle_order():
    start = initial_position(RULES, 7)
    assert [list(pile) for pile in start.columns] == [[card] for card in shuffled_deck(7)]
    assert not start.hidden
    assert start.cells == (None,) * 6 and RULES.cells == 6
    assert len(start.foundations) == 4


def test_each_pile_is_blocked_exactly_by_the_piles_of_the_next_tier_over_it():
    """A pile gives its card to a cell unless a pile over it holds one."""
    for index in range(52):
        over = lying_over(index)
        assert len(over) <= 2 and (over or index >= 42)
        for other in range(52):
            if other == index:
                continue
            where = table({index: "5H", other: "9S"})
            move = Move(Pile.column(index), Pile.cell(0))
            if other in over:
                with pytest.raises(IllegalMoveError) as refused:
                    rules_of_play.resolve(where, RULES, move)
                assert refused.value.key == "pile_covered"
                assert refused.value.params == {"pile": index + 1, "by": other + 1}
            else:
                assert rules_of_play.resolve(where, RULES, move) == move


def test_the_last_tier_is_never_blocked_and_a_blocked_pile_takes_no_card():
    full = initial_position(RULES, 1)
    sources = {move.source.index for move in rules_of_play.legal_moves(full, RULES)}
    assert sources == set(range(42, 52))
    where = table({0: "9S", 10: "KD"}, cells="8H")
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, "a1")  # the 8H would fit the 9S, but pile 11 lies over pile 1
    assert refused.value.key == "pile_covered"
    assert resolve(table({0: "9S"}, cells="8H"), "a1") == Move.parse("a1")


def test_only_the_first_tier_takes_a_card_when_empty():
    where = table({45: "KD"}, cells="5C")
    assert resolve(where, "a3") == Move.parse("a3")  # any card, onto pile 3
    assert resolve(where, "[46]3").count == 1
    for pile in ("j", "[21]", "[35]", "[50]"):
        with pytest.raises(IllegalMoveError) as refused:
            resolve(where, f"a{pile}")
        assert refused.value.key == "no_fill"
    # An empty first-tier pile under a pile holding a card takes nothing.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({11: "KD"}, cells="5C"), "a2")
    assert refused.value.key == "pile_covered"


def _capacity_table(empty_first_tier: int) -> Position:
    """Every cell full; a run of three on pile 43 for the ten of diamonds on
    pile 44; first-tier piles holding a card but for ``empty_first_tier``;
    every pile of tiers 2-4 empty (they do not relay)."""
    loose = iter(cards("AC 2C 3C AD 2D 3D AH 2H 3H AS 2S 3S KC KD KH KS"))
    piles = {index: str(next(loose)) for index in range(empty_first_tier, 10)}
    piles |= {42: "9S 8H 7C", 43: "TD"}
    return table(piles, cells=" ".join(str(next(loose)) for _ in range(6)))


def test_capacity_counts_free_cells_and_the_first_tiers_empty_piles_only():
    """(free cells + 1) x 2^E, E the empty piles of the first tier: with every
    cell full and none empty, one card; the 31 empty piles below relay nothing."""
    where = _capacity_table(0)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, "[43][44]")
    assert refused.value.key == "over_capacity" and refused.value.params["limit"] == 1
    assert rules_of_play.capacity(_capacity_table(1), RULES, onto_empty=False) == 2
    assert rules_of_play.capacity(_capacity_table(2), RULES, onto_empty=False) == 4
    assert rules_of_play.capacity(_capacity_table(2), RULES, onto_empty=True) == 2
    moved = resolve(_capacity_table(2), "[43][44]")
    assert moved.count == 3
    with pytest.raises(IllegalMoveError) as refused:
        resolve(_capacity_table(2), "[43]1v3")  # onto an empty pile: one fewer relays
    assert refused.value.key == "over_capacity" and refused.value.params["limit"] == 2


def test_a_pile_drops_all_its_cards_onto_the_pile_it_alone_lies_over():
    """Pile 11 lies over pile 1 (with pile 12): once pile 12 is empty, all of
    pile 11 may go onto pile 1 at once, though pile 11 blocks it."""
    where = table({0: "9S", 10: "8H 7C"})
    move = resolve(where, "j1")
    assert move.count == 2
    after = rules_of_play.apply(where, move, RULES)
    assert after.columns[0] == cards("9S 8H 7C") and not after.columns[10]
    game = Game(RULES, where, automove=False)
    game.play("j1")
    assert game.position.columns[0] == cards("9S 8H 7C")
    assert rules_of_play.check_drop(where, RULES, move.source, move.dest, 2) == move


def test_a_drop_down_is_refused_but_whole_or_with_another_pile_over():
    # The other pile over pile 1 holds a card.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({0: "9S", 10: "8H 7C", 11: "KD"}), "j1")
    assert refused.value.key == "pile_covered"
    # The whole of pile 11 is not a run fitting the 9S: only part would go.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({0: "9S", 10: "4D 8H 7C"}), "j1")
    assert refused.value.key == "drop_whole"
    assert refused.value.params == {"pile": 1, "by": 11, "whole": 3, "count": 2}
    # A pile blocked itself (pile 22 lies over pile 11) gives nothing.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({0: "9S", 10: "8H 7C", 21: "KD"}), "j1")
    assert refused.value.key == "pile_covered" and refused.value.params["pile"] == 11
    # A pile that does not lie over another does not drop onto it.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({0: "9S", 10: "KC", 12: "8H 7C"}), "k1")
    assert refused.value.key == "pile_covered"
    # A card from a cell never drops down.
    with pytest.raises(IllegalMoveError) as refused:
        resolve(table({0: "9S", 10: "KC"}, cells="8H"), "a1")
    assert refused.value.key == "pile_covered"


def test_a_drop_down_still_counts_the_source_piles_capacity():
    where = table({0: "TD", 10: "9S 8H 7C"}, cells="AC AD AH AS 2C 2D")
    for index in range(1, 10):
        where = Position(
            tuple(cards("KS") if i == index else pile for i, pile in enumerate(where.columns)),
            where.cells)
    with pytest.raises(IllegalMoveError) as refused:
        resolve(where, "j1")
    assert refused.value.key == "over_capacity"


def test_the_board_text_keeps_52_piles_and_the_notation_names_them():
    start = initial_position(RULES, 3)
    assert Position.from_text(start.to_text(), 6, 52) == start
    assert str(Move.parse("[23]a")) == "[23]a"
    assert Move.parse("[23]a").source.index == 22
    assert str(Move(Move.parse("[52]1").source, Move.parse("[52]1").dest, 3)) == "[52]1v3"
    game = Game.new(3, RULES, automove=False)
    game.play("[43]a")
    assert game.position.cells[0] == start.columns[42][0]
    with pytest.raises(IllegalMoveError) as refused:
        game.play("[42]a")  # pile 42, of the fourth tier, lies under pile 52
    assert refused.value.key == "pile_covered" and refused.value.params["by"] == 52


def test_sarlacc_round_trips_through_codes_saves_and_custom_rules():
    assert RULES.spec == "C6K52R0BAFAMSDRO"
    assert parse_rules_spec(RULES.spec) == RULES and parse_rules_spec(RULES.spec).game \
        is Preset.SARLACC
    code = GameCode.for_rules(RULES, 5)
    assert str(code).startswith("SR") and GameCode.parse(str(code)).rules == RULES
    custom = Rules(Preset.CUSTOM, 4, columns=52, tableau=Tableau.INTERLOCK)
    assert custom.is_custom and parse_rules_spec(custom.spec) == custom
    assert GameCode.parse(str(GameCode.for_rules(custom, 9))).rules == custom
    game = Game.new(9, custom)
    assert Game.from_dict(game.to_dict()).rules == custom
    with pytest.raises(RulesError, match="52"):
        Rules(Preset.CUSTOM, columns=8, tableau=Tableau.INTERLOCK)
    with pytest.raises(RulesError, match="one deck"):
        Rules(Preset.CUSTOM, columns=52, tableau=Tableau.INTERLOCK, decks=2)


def test_finish_sends_up_the_card_that_frees_the_pile_under_it_first():
    """Clubs up to the queen, spades to the jack: the king of clubs on pile 11
    lies over the queen of spades on pile 1, so it goes up first."""
    suit = {"C": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC", "D": "", "H": "", "S": ""}
    suit["D"] = " ".join(f"{rank}D" for rank in "A23456789TJQK")
    suit["H"] = " ".join(f"{rank}H" for rank in "A23456789TJQK")
    suit["S"] = " ".join(f"{rank}S" for rank in "A23456789TJ")
    where = table({0: "QS", 10: "KC", 42: "KS"})
    where = Position(where.columns, where.cells, tuple(cards(suit[s]) for s in "CDHS"))
    assert rules_of_play.can_finish(where, RULES)
    assert [str(move) for move in rules_of_play.finishing_moves(where, RULES)] == [
        "jh", "1h", "[43]h"]
    stuck = table({0: "QS", 10: "KS", 42: "KC"})
    stuck = Position(stuck.columns, stuck.cells, tuple(cards(suit[s]) for s in "CDHS"))
    assert not rules_of_play.can_finish(stuck, RULES)  # the king of spades waits on its queen


def _every_legal_move(where: Position) -> set[Move]:
    """Every move ``resolve`` allows, asked of it pile by pile: what
    ``legal_moves`` must list, whatever it leaves out unasked."""
    piles = [Pile.column(index) for index in range(52)] + [
        Pile.cell(index) for index in range(6)]
    found: set[Move] = set()
    cell = next((i for i, held in enumerate(where.cells) if held is None), None)
    for source in piles:
        asked = [Move(source, Pile.foundation())]
        if cell is not None and source.kind is not Pile.cell(0).kind:
            asked.append(Move(source, Pile.cell(cell)))
        for dest in range(52):
            if source == Pile.column(dest):
                continue
            if where.columns[dest] or source.kind is Pile.cell(0).kind:
                asked.append(Move(source, Pile.column(dest)))
            else:
                asked += [Move(source, Pile.column(dest), n) for n in range(1, 14)]
        for move in asked:
            with contextlib.suppress(IllegalMoveError):
                found.add(rules_of_play.resolve(where, RULES, move))
    return found


def test_the_moves_listed_are_every_move_the_rules_allow_along_a_game():
    """``legal_moves`` leaves out the piles that take nothing now without
    losing a move: checked against every move asked one by one."""
    checked = 0
    for deal in (4, 5, 6):
        game = Game.new(deal, RULES, automove=False)
        for step in range(30):
            listed = set(rules_of_play.legal_moves(game.position, RULES))
            assert listed == _every_legal_move(game.position), (deal, step)
            checked += 1
            if not listed:
                break
            game.play(sorted(listed, key=str)[step % len(listed)])
    assert checked > 40
