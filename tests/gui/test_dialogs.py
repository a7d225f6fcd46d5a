"""The dialogs, driven through their real widgets."""

import os
from typing import ClassVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt, QTranslator, qVersion
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from freecell_qt.app import i18n
from freecell_qt.controller import GameController
from freecell_qt.engine import (
    Game,
    GameCode,
    Move,
    Position,
    Preset,
    Rules,
    Step,
    Supermove,
)
from freecell_qt.storage.preferences import AnimationSpeed, Preferences
from freecell_qt.windows import help_dialog
from freecell_qt.windows.end_dialogs import StuckDialog, WonDialog, format_duration
from freecell_qt.windows.help_dialog import HowToPlayDialog
from freecell_qt.windows.history_dialog import (
    CURRENT_MARK,
    MARK_COLUMN,
    STEP_COLUMN,
    HistoryDialog,
)
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from freecell_qt.words.step_words import card_name, describe_step, fill
from tests.boards import FLIPPER_CELL_C, RULES_EXAMPLE

IniFormat = QSettings.Format.IniFormat
LEFT = Qt.MouseButton.LeftButton

# The capacity example of docs/rules.md: one empty column, JS..2H a run of ten.
CAPACITY_BOARD = RULES_EXAMPLE


@pytest.fixture
def ini(tmp_path):
    return str(tmp_path / "freecell.ini")


@pytest.fixture
def prefs(ini):
    return Preferences(QSettings(ini, IniFormat))


@pytest.fixture
def controller(prefs):
    controller = GameController(prefs)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAKH"))
    return controller


def click(qtbot, button: QAbstractButton) -> None:
    """Click inside the indicator/text area: a stretched check box ignores
    clicks on the blank space to the right of its text."""
    qtbot.mouseClick(button, LEFT, pos=QPoint(6, button.height() // 2))


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


# -- New Game ----------------------------------------------------------------
def test_good_code_enables_ok_and_locks_the_game(qtbot, prefs):
    dialog = shown(qtbot, NewGameDialog(prefs, by_number=True))
    assert dialog.focusWidget() is dialog.deal_edit
    qtbot.keyClicks(dialog.deal_edit, " fc1-c4-aaaaakh ")
    assert dialog.ok_button.isEnabled()
    assert not dialog.error_label.isVisible()
    assert dialog.summary_label.text() == (
        "Game code: FC1-C4-AAAAAKH — FreeCell, 4 free cells, deal 267"
    )
    assert not dialog.game_combo.isEnabled()
    assert not dialog.cells_spin.isEnabled()
    code, rules = dialog.chosen()
    assert code == GameCode(Preset.FREECELL, 4, 267)
    assert rules == Rules(Preset.FREECELL, 4, Supermove.DOUBLING, False)
    qtbot.keyClick(dialog.deal_edit, Qt.Key.Key_Return)  # Enter deals
    assert dialog.result() == 1 and not dialog.isVisible()


def test_code_sets_the_game_and_cells_until_it_is_erased(qtbot, prefs):
    dialog = shown(qtbot, NewGameDialog(prefs, by_number=True))
    qtbot.keyClicks(dialog.deal_edit, "FC1-C2-AAAAAKH")
    assert dialog.cells_spin.value() == 2
    dialog.deal_edit.selectAll()
    qtbot.keyClicks(dialog.deal_edit, "FO1-C4-AAAAAAB")
    assert dialog.game_combo.currentData() is Preset.FORECELL
    assert dialog.summary_label.text() == (
        "Game code: FO1-C4-AAAAAAB — ForeCell, deal 1"
    )
    assert dialog.chosen()[1].game is Preset.FORECELL
    dialog.deal_edit.selectAll()
    qtbot.keyClick(dialog.deal_edit, Qt.Key.Key_Backspace)
    # Not a code any more: the player's own choice (from preferences) is back.
    assert dialog.game_combo.currentData() is Preset.FREECELL
    assert dialog.game_combo.isEnabled()
    assert dialog.cells_spin.value() == 4
    assert not dialog.ok_button.isEnabled()
    assert not dialog.error_label.isVisible()  # empty is not wrong, just unfinished
    assert dialog.summary_label.text() == "Game code: none yet"


@pytest.mark.parametrize(
    ("text", "wrong_part"),
    [
        ("FC9-C4-AAAAAKH", "format version '9'"),
        ("FX1-C4-AAAAAKH", "'FX' begins no game's code"),
        ("FC1-C7-AAAAAKH", "7 free cells"),
        ("FO1-C2-AAAAAKH", "ForeCell is played with 4"),
        ("FC1-C4-AAAAK", "deal part 'AAAAK'"),
        ("FC1-C4-AAAAAAA", "deal 0 is out of range"),
        ("FC1-C4", "three parts"),
    ],
)
def test_bad_code_disables_ok_and_names_the_wrong_part(qtbot, prefs, text, wrong_part):
    dialog = shown(qtbot, NewGameDialog(prefs, by_number=True))
    qtbot.keyClicks(dialog.deal_edit, text)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_label.isVisible()
    assert wrong_part in dialog.error_label.text()
    qtbot.mouseClick(dialog.ok_button, LEFT)
    qtbot.keyClick(dialog.deal_edit, Qt.Key.Key_Return)
    assert dialog.result() == 0 and dialog.isVisible()


@pytest.mark.parametrize("text", ["2,147,483,648", "0", "99999999999"])
def test_deal_number_out_of_range(qtbot, prefs, text):
    dialog = shown(qtbot, NewGameDialog(prefs, by_number=True))
    qtbot.keyClicks(dialog.deal_edit, text)
    assert not dialog.ok_button.isEnabled()
    assert "out of range (1 to 2,147,483,647)" in dialog.error_label.text()


def test_deal_number_with_commas_uses_the_chosen_cells(qtbot, prefs):
    dialog = shown(qtbot, NewGameDialog(prefs))
    assert dialog.random_radio.isChecked()
    assert dialog.summary_label.text() == (
        "Game code: a random deal — FreeCell, 4 free cells"
    )
    qtbot.keyClick(dialog.cells_spin, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.cells_spin, Qt.Key.Key_Down)
    qtbot.keyClicks(dialog.deal_edit, "2,147,483,647")
    assert dialog.number_radio.isChecked()  # typing a deal picks that option
    assert dialog.ok_button.isEnabled()
    code, rules = dialog.chosen()
    assert code == GameCode(Preset.FREECELL, 2, 2_147_483_647)
    assert rules.cells == 2
    assert dialog.summary_label.text().startswith(f"Game code: {code} — FreeCell, 2 free cells")
    click(qtbot, dialog.random_radio)
    assert dialog.chosen() == (None, Rules(Preset.FREECELL, 2))


def test_forecell_forces_four_cells(qtbot, prefs):
    dialog = shown(qtbot, NewGameDialog(prefs))
    qtbot.keyClick(dialog.cells_spin, Qt.Key.Key_Down)
    assert dialog.cells_spin.value() == 3
    qtbot.keyClick(dialog.game_combo, Qt.Key.Key_Down)
    assert dialog.game_combo.currentData() is Preset.FORECELL
    assert dialog.cells_spin.value() == 4
    assert not dialog.cells_spin.isEnabled()
    assert dialog.chosen() == (None, Rules(Preset.FORECELL, 4))
    qtbot.keyClick(dialog.game_combo, Qt.Key.Key_Up)
    assert dialog.cells_spin.isEnabled()
    assert dialog.cells_spin.value() == 3


def test_accept_stores_the_game_and_cells(qtbot, prefs, ini):
    prefs.set("supermove", Supermove.LINEAR)
    dialog = shown(qtbot, NewGameDialog(prefs))
    qtbot.keyClick(dialog.cells_spin, Qt.Key.Key_Down)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result() == 1
    assert dialog.chosen() == (None, Rules(Preset.FREECELL, 3, Supermove.LINEAR))
    assert (prefs.variant, prefs.cells) == (Preset.FREECELL, 3)
    again = Preferences(QSettings(ini, IniFormat))
    assert (again.variant, again.cells) == (Preset.FREECELL, 3)
    reopened = shown(qtbot, NewGameDialog(again))
    assert reopened.cells_spin.value() == 3


# -- Preferences ---------------------------------------------------------------
def test_preferences_reflect_and_apply_at_once(qtbot, prefs, ini):
    prefs.set("single_click_foundation", False)
    dialog = shown(qtbot, PreferencesDialog(prefs))
    checks = dialog.checks
    assert checks["automove"].isChecked()
    assert not checks["single_click_foundation"].isChecked()
    assert dialog.supermove_radios[Supermove.DOUBLING].isChecked()
    assert dialog.speed_combo.currentData() is AnimationSpeed.NORMAL

    seen: list[str] = []
    prefs.changed.connect(seen.append)
    click(qtbot, checks["automove"])
    assert prefs.automove is False
    for key in ("auto_finish", "single_click_foundation", "takeback", "four_colour"):
        click(qtbot, checks[key])
    click(qtbot, dialog.supermove_radios[Supermove.LINEAR])
    qtbot.keyClick(dialog.speed_combo, Qt.Key.Key_Up)
    assert seen == [
        "automove", "auto_finish", "single_click_foundation", "takeback", "four_colour",
        "supermove", "animation_speed",
    ]
    assert prefs.supermove is Supermove.LINEAR
    assert prefs.animation_speed is AnimationSpeed.FAST

    prefs.sync()
    again = Preferences(QSettings(ini, IniFormat))
    assert again.automove is False
    assert again.auto_finish is True
    assert again.single_click_foundation is True
    assert again.takeback is True
    assert again.four_colour is True
    assert again.supermove is Supermove.LINEAR
    assert again.animation_speed is AnimationSpeed.FAST

    qtbot.mouseClick(dialog.close_button, LEFT)
    assert not dialog.isVisible()


def test_preferences_follow_changes_made_elsewhere(qtbot, prefs):
    dialog = shown(qtbot, PreferencesDialog(prefs))
    seen: list[str] = []
    prefs.changed.connect(seen.append)
    prefs.set("four_colour", True)
    prefs.set("supermove", Supermove.LINEAR)
    prefs.set("animation_speed", AnimationSpeed.OFF)
    assert dialog.checks["four_colour"].isChecked()
    assert dialog.supermove_radios[Supermove.LINEAR].isChecked()
    assert dialog.speed_combo.currentData() is AnimationSpeed.OFF
    # Showing a value must not write it back a second time.
    assert seen == ["four_colour", "supermove", "animation_speed"]


# -- History ---------------------------------------------------------------------
def rows(dialog):
    tree = dialog.tree
    return [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]


def test_history_lists_steps_and_greys_redoable_rows(qtbot, controller):
    for text in ("3a", "41", "78"):
        assert controller.play(Move.parse(text))
    dialog = shown(qtbot, HistoryDialog(controller))
    assert [item.text(STEP_COLUMN) for item in rows(dialog)] == [
        "Deal (FC1-C4-AAAAAKH)",
        "3a: 9 of clubs to a free cell",
        "41: 7 of diamonds onto the 8 of spades",
        "78: 3 of diamonds onto the 4 of spades",
    ]
    controller.undo()  # the dialog follows controller.changed
    items = rows(dialog)
    assert len(items) == 4
    assert [item.text(MARK_COLUMN) for item in items] == ["", "", CURRENT_MARK, ""]
    assert items[2].font(STEP_COLUMN).bold()
    assert not items[1].font(STEP_COLUMN).bold()
    grey = dialog.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert items[3].foreground(STEP_COLUMN).color() == grey
    assert items[2].foreground(STEP_COLUMN).color() != grey
    assert dialog.tree.currentItem() is items[2]


def test_history_double_click_goes_to_that_point(qtbot, controller):
    for text in ("3a", "41", "78"):
        controller.play(Move.parse(text))
    dialog = shown(qtbot, HistoryDialog(controller))
    tree = dialog.tree
    target = tree.visualItemRect(rows(dialog)[1]).center()
    qtbot.mouseClick(tree.viewport(), LEFT, pos=target)
    qtbot.mouseDClick(tree.viewport(), LEFT, pos=target)
    assert controller.game.current == 1
    assert rows(dialog)[1].text(MARK_COLUMN) == CURRENT_MARK
    assert controller.game.can_redo

    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(rows(dialog)[0]).center())
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert controller.game.current == 0
    assert dialog.isVisible()  # Enter jumps; it does not close the dialog


def test_history_go_to_button(qtbot, controller):
    for text in ("3a", "41"):
        controller.play(Move.parse(text))
    controller.go_to(0)
    dialog = shown(qtbot, HistoryDialog(controller))
    assert not dialog.go_button.isEnabled()  # the deal is where the game is
    qtbot.keyClick(dialog.tree, Qt.Key.Key_End)
    assert dialog.go_button.isEnabled()
    qtbot.mouseClick(dialog.go_button, LEFT)
    assert controller.game.current == 2
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    assert [item.text(STEP_COLUMN) for item in rows(dialog)] == ["Deal (FC1-C4-AAAAAAB)"]
    dialog.hide()  # kept hidden between uses: it catches up when shown again
    controller.play(Move.parse("1a"))
    dialog.show()
    assert len(rows(dialog)) == 2
    assert rows(dialog)[1].text(MARK_COLUMN) == CURRENT_MARK


# -- End of game -------------------------------------------------------------------
@pytest.mark.parametrize(("label", "choice"), [("&New Game", "new"), ("&Play Again", "again")])
def test_won_dialog_choices(qtbot, label, choice):
    dialog = shown(qtbot, WonDialog(520, 87, 754.6))
    assert dialog.score_label.text() == "520"
    assert dialog.moves_label.text() == "87"
    assert dialog.time_label.text() == "12:34"
    button = dialog.buttons_by_choice[choice]
    assert button.text() == label
    qtbot.mouseClick(button, LEFT)
    assert dialog.choice() == choice
    assert not dialog.isVisible()


@pytest.mark.parametrize("choice", ["undo", "restart", "new"])
def test_stuck_dialog_choices(qtbot, choice):
    dialog = shown(qtbot, StuckDialog())
    assert "No more moves possible" in dialog.headline.text()
    qtbot.mouseClick(dialog.buttons_by_choice[choice], LEFT)
    assert dialog.choice() == choice


def test_end_dialog_closed_without_choice(qtbot):
    dialog = shown(qtbot, StuckDialog())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.choice() is None


def test_durations():
    assert format_duration(0) == "0:00"
    assert format_duration(59.9) == "0:59"
    assert format_duration(3600 + 62) == "1:01:02"


# -- Help and About -------------------------------------------------------------------
def test_how_to_play_covers_the_rules(qtbot):
    dialog = shown(qtbot, HowToPlayDialog(rules=Rules(cells=3, supermove=Supermove.LINEAR)))
    text = dialog.browser.toPlainText()
    for words in ("How to play FreeCell", "foundations", "3 free cells", "(F + 1) × (E + 1)",
                  "a red 7 on a black 8", "lettered a to c", "FC1-C4-AAAAAKH", "11982", "Esc",
                  "10 points", "Finish"):
        assert words in text


def test_how_to_play_names_the_cells_as_they_are_typed(qtbot):
    dialog = shown(qtbot, HowToPlayDialog(rules=Rules.preset("eight-off")))
    assert "lettered a to i (h is the foundation)" in dialog.browser.toPlainText()


def test_about_names_versions_and_license(qtbot, monkeypatch):
    import PySide6

    shown_text: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown_text.append(text))
    help_dialog.show_about(None, "9.8.7")
    (text,) = shown_text
    for words in ("FreeCell Qt 9.8.7", "MIT", qVersion(), PySide6.__version__):
        assert words in text


# -- Step words --------------------------------------------------------------------------
def played(board: str, *moves: str, rules: Rules | None = None,
           automove: bool = False) -> tuple[Position, Step]:
    game = Game(rules or Rules(takeback=True), Position.from_text(board), automove=automove)
    for text in moves:
        step = game.play(text)
    return game.position_at(game.current - 1), step


@pytest.mark.parametrize(
    ("moves", "words"),
    [
        (("1a",), "1a: 2 of hearts to a free cell"),
        (("1a", "a1"), "a1: 2 of hearts onto the 3 of spades"),
        (("12",), "12: jack of spades and 9 cards below it onto the queen of diamonds"),
        (("18",), "18: 2 of hearts to column 8"),
        (("18v3",), "18v3: 4 of hearts and 2 cards below it to column 8"),
        (("hs8",), "hs8: 2 of spades back from the foundation"),
        (("hs8", "1h"), "1h: 2 of hearts to the foundation"),
    ],
)
def test_step_words_for_each_kind_of_move(moves, words):
    before, step = played(CAPACITY_BOARD, *moves)
    assert describe_step(before, step, Rules()) == words


def test_step_words_count_automatic_moves():
    board = "Foundations: H-K C-0 D-K S-K\nFreecells:\n: 5C AC\n: 2C\n: 3C\n" \
            ": 4C KC QC JC TC 9C 8C 7C 6C\n:\n:\n:\n:\n"
    before, step = played(board, "1h", automove=True)
    assert describe_step(before, step, Rules()) == (
        "1h: ace of clubs to the foundation (+2 automatic)")


def test_step_words_for_finish():
    board = "Foundations: H-Q C-9 D-Q S-Q\nFreecells: KH - - -\n" \
            ": TC\n: JC\n: QC\n: KC\n: KD\n: KS\n:\n:\n"
    game = Game(Rules(), Position.from_text(board), automove=False)
    step = game.finish()
    assert describe_step(game.position_at(0), step, game.rules) == (
        "Finish: 7 cards to the foundations")


def test_a_move_to_a_free_cell_names_no_cell_where_any_is_as_good():
    before, step = played(CAPACITY_BOARD, "1c")
    assert describe_step(before, step, Rules()) == "1c: 2 of hearts to a free cell"


def test_the_undo_history_names_the_free_cell_where_cells_cover_columns(qtbot, controller):
    # In Flipper free cell a would turn column 1's top card face down: the
    # cell chosen is what the move is about, so its words name it.
    flipper = Rules.preset("flipper")
    start = Position.from_text(FLIPPER_CELL_C, cells=7, columns=7)
    controller.set_game(Game(flipper, start))
    controller.game.automove = False
    assert controller.play(Move.parse("1c"))
    dialog = shown(qtbot, HistoryDialog(controller))
    assert rows(dialog)[-1].text(STEP_COLUMN) == "1c: king of hearts to free cell c"


class Pretend(QTranslator):
    """A tiny French translation, to prove the words go through Qt's translators."""

    WORDS: ClassVar[dict[str, str]] = {
        "%1 to a free cell": "%1 vers une cellule libre",
        "%1 of %2": "%1 de %2",
        "hearts": "cœur",
        "%1: %2": "%1 : %2",
    }

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get(source, "") if context == "StepWords" else ""


def test_step_words_are_translatable(qtbot):
    before, step = played(CAPACITY_BOARD, "1a")
    translator = Pretend()
    QCoreApplication.installTranslator(translator)
    try:
        assert describe_step(before, step, Rules()) == "1a : 2 de cœur vers une cellule libre"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert describe_step(before, step, Rules()) == "1a: 2 of hearts to a free cell"


def test_fill_replaces_in_one_pass():
    assert fill("%1 onto the %2", "%2", "x") == "%2 onto the x"
    assert card_name(Position.from_text(CAPACITY_BOARD).columns[6][0]) == "king of diamonds"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_preferences_fit_an_800_by_600_screen(qtbot, prefs, language):
    from freecell_qt.resources import translation_catalog

    app = QCoreApplication.instance()
    translator = QTranslator()
    if language != "en":
        assert translator.load(str(translation_catalog(language)))
        app.installTranslator(translator)
    try:
        dialog = shown(qtbot, PreferencesDialog(prefs))
        hint = dialog.sizeHint()
        # Room left for the title bar and a panel on a 600-pixel screen.
        assert hint.height() <= 540, hint
        assert hint.width() <= 780, hint
    finally:
        app.removeTranslator(translator)


def test_about_names_every_game_the_app_plays(window, monkeypatch):
    from freecell_qt.engine import PRESETS
    from freecell_qt.words.rules_words import game_title

    shown_text: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown_text.append(text))
    window.about_action.trigger()
    (text,) = shown_text
    assert "FreeCell and ForeCell" not in text
    assert "FreeCell with 0 to 4 free cells" in text
    for game in PRESETS:
        assert game_title(Rules.preset(game)) in text
    for name in ("Relaxed Seahaven Towers", "Super Challenge FreeCell", "Seven by Four",
                 "a game of your own"):
        assert name in text


def test_the_custom_game_choices_read_whole(window, modals):
    """Each list of the custom game is at least as wide as its longest choice needs."""
    from tests.gui.test_game_choice import open_new_game, pick_game

    seen: dict[str, tuple[int, int]] = {}
    texts: list[str] = []

    def measure(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        custom = dialog.custom
        for name in ("build_combo", "fill_combo", "sequence_combo"):
            combo = getattr(custom, name)
            # The hint has room for the longest choice and the arrow beside it.
            longest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(n))
                          for n in range(combo.count()))
            assert combo.sizeHint().width() > longest
            seen[name] = (combo.width(), combo.sizeHint().width())
        texts.extend(custom.sequence_combo.itemText(n)
                     for n in range(custom.sequence_combo.count()))

    open_new_game(window, modals, measure)
    assert len(seen) == 3
    for name, (width, hint) in seen.items():
        assert width >= hint, (name, width, hint)
    assert texts and texts[0] == "As free cells and columns allow"
    assert not any(" ." in text or text != text.strip() for text in texts)
