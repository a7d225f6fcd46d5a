"""How to Play and About.

How to Play describes the game in progress: the sections that depend on the
rules (the table, what builds on what, empty columns, sequence moves,
take-back, automatic moves) are generated from its ``Rules`` value by
``words/rules_words.py``, so they can never disagree with the engine; the
sections every game shares follow. Each is one translatable paragraph, so a
translator works on short, self-contained texts.
"""

from __future__ import annotations

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.engine import PRESETS, Rules
from freecell_qt.engine.moves import CELL_LETTERS, COLUMN_LETTERS
from freecell_qt.words import rules_words
from freecell_qt.words.step_words import fill


class HowToPlayDialog(QDialog):
    """The rules of one game (by default the one on the parent window's table)."""

    def __init__(self, parent: QWidget | None = None, rules: Rules | None = None) -> None:
        super().__init__(parent)
        if rules is None:
            # Opened from the main window without rules: the game in progress.
            controller = getattr(parent, "controller", None)
            game = getattr(controller, "game", None)
            rules = game.rules if game is not None else Rules()
        self.rules = rules
        self.setWindowTitle(self.tr("How to Play"))
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("How to Play"))
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(self.rules_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        # Tall enough for a few sections at once, yet never past the screen:
        # on an 800x600 one the title bar and a panel leave about 550 pixels.
        screen = self.screen()
        room = screen.availableGeometry().height() - 48 if screen is not None else 600
        self.resize(620, max(360, min(600, room)))
        self.browser.setFocus()

    def sections(self) -> list[tuple[str, str]]:
        """(heading, HTML body) pairs, in reading order."""
        return [*rules_words.sections(self.rules), *self._common_sections()]

    def _common_sections(self) -> list[tuple[str, str]]:
        """What every game of the family shares."""
        return [
            (self.tr("Finishing"), self.tr(
                "<p>When every column is a single run, the game is as good as won: the "
                "<b>Finish</b> button sends all the cards up. With <i>Finish "
                "automatically</i> on, this happens by itself. If no move is left at "
                "all, you can undo, restart the deal or start a new game.</p>")),
            (self.tr("Score"), self.tr(
                "<p>Each card put on a foundation earns 10 points and each card played "
                "from a free cell to a column 5 points; a card taken back from a "
                "foundation costs 10. Undo takes back the points too, and the score "
                "never drops below zero.</p>")),
            (self.tr("Deal numbers and game codes"), self.tr(
                "<p>Every deal has a number from 1 to 2,147,483,647, the same as in "
                "the classic Windows game, and the same number gives the same shuffle "
                "in every game, dealt into that game's layout: FreeCell deal 11982 is "
                "the famous one that cannot be won. A <b>game code</b> such as "
                "<tt>FC1-C4-AAAAAKH</tt> names the game, its free cells and the deal, "
                "so a friend who enters it plays exactly the same game. Use "
                "<i>Play Deal by Number or Code</i> to enter either.</p>")),
            (self.tr("Difficulty and winnable deals"), self.tr(
                "<p>Each deal is rated <b>Easy</b>, <b>Medium</b>, <b>Hard</b> or "
                "<b>Expert</b>. The rating counts the fewest free cells the deal can "
                "still be won with (the solver tries the game's cells, then one fewer, "
                "and so on), then how long the solver had to search for a win: every "
                "cell a deal needs weighs like a tenfold longer search. It rests on a "
                "count of positions, not on time, so the same deal gets the same "
                "rating on every computer.</p>"
                "<p>In <i>New Game with Options</i>, <i>Winnable deals only</i> deals a "
                "random deal only once the solver has found a win for it, and "
                "<i>Difficulty</i> asks for a random deal of that rating. While the "
                "solver looks, you can keep playing; <b>Esc</b> stops the search.</p>")),
            (self.tr("Keyboard"), self._keyboard()),
            (self.tr("Playing with a screen reader"), self.tr(
                "<p>The table tells a screen reader which pile the frame is on, for "
                "example <i>7 of hearts, column 3, 5 cards, top card</i> or <i>Free cell "
                "b, empty</i>, and says each move, the cards that go up by themselves, why "
                "a move is refused, hints, whether the deal can still be won, and the win. "
                "To hear the table: <b>R</b> reads every card of the pile the frame is on, "
                "<b>L</b> reads the free cells, <b>U</b> the foundations, and <b>Alt</b> "
                "with a digit reads that column (<b>Alt+3</b> column 3). Reading moves no "
                "card and no frame.</p>")),
        ]

    def _keyboard(self) -> str:
        facts = rules_words.Facts.of(self.rules)
        text = self.tr(
            "<p>The arrow keys move a frame between the piles; <b>Space</b> or "
            "<b>Enter</b> picks up the cards there and puts them down on the next "
            "pile you choose; <b>Esc</b> lets go. You can also type a move: a "
            "column number, then where it goes (another column, a free cell, or "
            "<b>h</b> for the foundation). <b>3</b> then <b>h</b> sends the exposed "
            "card of column 3 to its foundation.</p>")
        if facts.columns > 9:
            letters = ", ".join(f"<b>{letter}</b>" for letter in COLUMN_LETTERS[9:facts.columns])
            text += fill(self.tr("<p>Columns 10 and up are typed %1.</p>"), letters)
        if facts.columns > len(COLUMN_LETTERS):
            # Sarlacc's piles past the letters: the arrow keys reach them.
            text += fill(self.tr("<p>Piles %1 and up have no key of their own: reach them "
                                 "with the arrow keys, Left and Right along a tier, Up and "
                                 "Down to the tier above or below.</p>"),
                         len(COLUMN_LETTERS) + 1)
        if facts.cells:
            text += fill(self.tr("<p>The free cells are lettered <b>a</b> to <b>%1</b> "
                                 "(<b>h</b> is the foundation): <b>3</b> then <b>a</b> moves "
                                 "the exposed card of column 3 to the first free cell.</p>"),
                         CELL_LETTERS[facts.cells - 1])
        return text

    def rules_html(self) -> str:
        # Outside the f-string: lupdate does not look inside one.
        title = fill(self.tr("How to play %1"), rules_words.game_title(self.rules))
        parts = [f"<h2>{title}</h2>"]
        for heading, body in self.sections():
            parts.append(f"<h3>{heading}</h3>{body}")
        return "".join(parts)


def family_games() -> str:
    """Every game the app plays, named in the player's language, from the presets.

    Drawn from the rules table rather than written out, so that the About box
    never again names fewer games than New Game offers (it once said only
    "FreeCell and ForeCell"), and a game added there is named here too.
    """
    names = []
    for preset in PRESETS:
        rules = Rules.preset(preset)
        name = rules_words.game_title(rules)
        choices = rules.cell_choices
        if len(choices) > 1:
            name = fill(QCoreApplication.translate("About", "%1 with %2 to %3 free cells"),
                        name, choices[0], choices[-1])
        names.append(name)
    return ", ".join(names)


def show_about(parent: QWidget | None, version: str) -> None:
    """The About box; the Qt versions help when a player reports a problem."""
    title = QCoreApplication.translate("About", "About FreeCell Qt")
    text = fill(
        QCoreApplication.translate(
            "About",
            "<h3>FreeCell Qt %1</h3>"
            "<p>The FreeCell family of solitaires for the desktop: %4, or a game of your "
            "own. Microsoft deal numbers, game codes, sequence moves and unlimited "
            "undo.</p>"
            "<p>Free software under the MIT License.</p>"
            "<p>Qt %2, PySide6 %3</p>",
        ),
        version,
        qVersion(),
        PySide6.__version__,
        family_games(),
    )
    QMessageBox.about(parent, title, text)
