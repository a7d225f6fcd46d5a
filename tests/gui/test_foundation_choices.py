"""New Game's foundations list is what each kind of foundation offers
(``FoundationRule.offered``), in the words it always had; a kind the list
does not offer (Spidercells') still opens, shows and starts from a code."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.rules import Base, FoundationBuild
from freecell_qt.engine.rules.foundations import RULES
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.test_game_choice import open_new_game, pick_game, press_ok

OFFERED = [
    ("ace", "Suit, from the ace"),
    ("dealt", "Suit, from the first card dealt"),
    ("all-up", "Suit, from the first card's rank, all up"),
    ("rank", "Rank, from four dealt cards"),
    ("colours", "Alternate colours, from two aces"),
    ("twice", "Suit, twice round from four aces"),
    ("fours", "Rank, one foundation, all aces first"),
]


def choices(dialog: NewGameDialog) -> list[tuple[str, str]]:
    combo = dialog.custom.foundation_combo
    return [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]


def test_the_list_offers_the_kinds_in_their_order_and_words(qtbot, prefs) -> None:
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    assert choices(dialog) == OFFERED


def test_a_kind_that_offers_itself_is_listed_and_makes_its_game(
        qtbot, prefs, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(RULES[FoundationBuild.RUNS], "offered", (("runs", Base.ACE),))
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    assert choices(dialog) == [*OFFERED, ("runs", "runs")]
    pick_game(dialog, "Custom")
    combo = dialog.custom.foundation_combo
    combo.setCurrentIndex(combo.findData("runs"))
    assert dialog.ok_button.isEnabled()
    assert dialog.chosen()[1].foundation is FoundationBuild.RUNS


def test_a_code_of_whole_runs_starts_its_game_and_new_game_opens_on_it(
        window, controller, modals) -> None:
    runs = Rules(Preset.CUSTOM, 2, foundation=FoundationBuild.RUNS)
    code = GameCode.for_rules(runs, 617)
    seen: list[object] = []

    def type_code(dialog: NewGameDialog) -> None:
        QTest.keyClicks(dialog.deal_edit, str(code))
        seen.append(dialog.custom.foundation_combo.currentIndex())
        press_ok(dialog)

    open_new_game(window, modals, type_code)
    assert seen == [-1]  # no choice of the list is these foundations
    assert controller.game.rules.without_options() == runs


def test_new_game_opens_on_a_game_of_whole_runs_and_keeps_it(
        window, controller, modals) -> None:
    runs = Rules(Preset.CUSTOM, 2, foundation=FoundationBuild.RUNS)
    controller.new_game(GameCode.for_rules(runs, 617), runs)
    seen: list[object] = []

    def keep(dialog: NewGameDialog) -> None:
        seen.append(dialog.game_combo.currentData())
        seen.append(dialog.ok_button.isEnabled())
        press_ok(dialog)

    open_new_game(window, modals, keep)
    assert seen == [Preset.CUSTOM, True]
    assert controller.game.rules.without_options() == runs
