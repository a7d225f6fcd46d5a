"""The deals a long search settled, kept on disk: found again, and never believed blindly."""

from __future__ import annotations

import json

import pytest

from freecell_qt.engine import Game, Position, Preset, Rules
from freecell_qt.engine.solver import SolveResult, solve
from freecell_qt.storage import settled_deals
from freecell_qt.storage.settled_deals import MOST_BYTES, SettledDeals, deal_key


@pytest.fixture
def deal() -> tuple[Position, Rules]:
    game = Game.new(1, Rules())
    return game.start, game.rules


def test_a_win_and_a_loss_are_found_again_by_a_new_reader(qapp, deal):
    start, rules = deal
    found = solve(start, rules)
    assert SettledDeals().put(start, rules, found)
    lost_start = Game.new(2, Rules(Preset.BAKERS_GAME)).start
    assert SettledDeals().put(lost_start, Rules(Preset.BAKERS_GAME), SolveResult("unsolvable"))
    reader = SettledDeals()
    kept = reader.get(start, rules)
    assert kept is not None and kept.moves == found.moves
    loss = reader.get(lost_start, Rules(Preset.BAKERS_GAME))
    assert loss is not None and loss.status == "unsolvable"


def test_an_unknown_result_is_not_kept(qapp, deal):
    start, rules = deal
    assert not SettledDeals().put(start, rules, SolveResult("unknown"))
    assert not SettledDeals().path.exists()


def test_the_key_is_the_text_copy_position_writes(qapp):
    from PySide6.QtCore import QCryptographicHash

    from freecell_qt.engine.pasted import position_text

    game = Game.new(7, Rules(Preset.EIGHT_OFF))
    text = position_text(game.start, game.rules).encode("utf-8")
    digest = QCryptographicHash.hash(text, QCryptographicHash.Algorithm.Sha256)
    assert deal_key(game.start, game.rules) == bytes(digest.toHex().data()).decode("ascii")


def test_the_key_is_the_deal_and_its_rules_however_dealt(qapp):
    by_number = Game.new(5, Rules())
    by_board = Position.from_text(by_number.start.to_text())
    assert deal_key(by_board, Rules()) == deal_key(by_number.start, Rules())
    assert deal_key(by_number.start, Rules(Preset.BAKERS_GAME)) != deal_key(
        by_number.start, Rules())


@pytest.mark.parametrize("moves", [
    "",  # a win of no moves
    "zz 99",  # no moves at all
    "1a 2b",  # moves that do not win
    "1a 1a 1a 1a 1a 1a 1a 1a",  # a move the deal refuses
])
def test_a_kept_win_that_does_not_win_is_dropped(qapp, deal, moves):
    start, rules = deal
    store = SettledDeals()
    store.path.write_text(json.dumps({"version": 1, "deals": {
        deal_key(start, rules): {"status": "solved", "moves": moves}}}), encoding="utf-8")
    assert store.get(start, rules) is None
    assert store.get(start, rules) is None  # asked again: still nothing, no error


@pytest.mark.parametrize("text", [
    "{ not json",
    "[]",
    json.dumps({"deals": []}),
    json.dumps({"deals": {"k": {"status": 1}}}),
    "\x00\xff\xfe",
])
def test_a_damaged_file_reads_as_empty_and_is_replaced_on_the_next_write(qapp, deal, text):
    start, rules = deal
    store = SettledDeals()
    store.path.write_bytes(text.encode("utf-8"))
    assert store.get(start, rules) is None
    assert store.put(start, rules, SolveResult("unsolvable"))
    kept = SettledDeals().get(start, rules)
    assert kept is not None and kept.status == "unsolvable"


def test_a_file_too_large_for_the_game_is_not_read(qapp, deal):
    start, rules = deal
    store = SettledDeals()
    entry = {deal_key(start, rules): {"status": "unsolvable"}}
    text = json.dumps({"version": 1, "deals": entry, "pad": "x" * MOST_BYTES})
    store.path.write_text(text, encoding="utf-8")
    assert store.get(start, rules) is None


def test_the_oldest_deals_go_first_past_the_limit(qapp, monkeypatch):
    monkeypatch.setattr(settled_deals, "MOST_KEPT", 3)
    starts = [Game.new(n, Rules()).start for n in range(1, 6)]
    store = SettledDeals()
    for start in starts:
        assert store.put(start, Rules(), SolveResult("unsolvable"))
    reader = SettledDeals()
    kept = [reader.get(start, Rules()) is not None for start in starts]
    assert kept == [False, False, True, True, True]
