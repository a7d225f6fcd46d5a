"""How to Play and About.

The rules are split into one translatable string per section, so a translator
works on short, self-contained paragraphs and a change to one section only
invalidates that section's translation.
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

from freecell_qt.words.step_words import fill


class HowToPlayDialog(QDialog):
    """The rules of FreeCell and ForeCell, in the app's language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to Play"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(self.rules_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(620, 600)
        self.browser.setFocus()

    def sections(self) -> list[tuple[str, str]]:
        """(heading, HTML body) pairs, in reading order."""
        return [
            (self.tr("The goal"), self.tr(
                "<p>Move all 52 cards to the four <b>foundations</b>, one per suit, "
                "each built up from the ace to the king.</p>")),
            (self.tr("The table"), self.tr(
                "<p>The whole deck is dealt face up into eight <b>columns</b>. Above "
                "them are the <b>free cells</b>, each holding a single card, and the "
                "foundations. FreeCell is played with four free cells, or with three, "
                "two or one for a harder game.</p>")),
            (self.tr("Moving cards"), self.tr(
                "<p>Only the exposed card of a column (the one nothing covers), a "
                "card in a free cell or, if the option is on, the top card of a "
                "foundation can move. A card may go:</p><ul>"
                "<li>onto a column whose exposed card is one rank higher and of the "
                "other colour: a red 7 on a black 8;</li>"
                "<li>into an empty free cell (never from one free cell to another);</li>"
                "<li>onto its foundation, if it is the next rank of that suit;</li>"
                "<li>into an empty column: any card.</li></ul>"
                "<p>With <i>Allow cards back from the foundations</i> on, the top card "
                "of a foundation may come back onto a column where it fits, at a cost "
                "of 10 points.</p>")),
            (self.tr("Moving sequences"), self.tr(
                "<p>A run of exposed cards at the end of a column, going down in rank "
                "and alternating in colour, can move in one go: it could be moved card "
                "by card through the empty free cells and empty columns. With <i>F</i> "
                "empty free cells and <i>E</i> empty columns (not counting the column "
                "the run goes to), the largest run that can move is:</p><ul>"
                "<li>doubling (the usual rule): (<i>F</i> + 1) × 2<sup><i>E</i></sup>;</li>"
                "<li>linear: (<i>F</i> + 1) × (<i>E</i> + 1).</li></ul>"
                "<p>For example, four empty free cells and one empty column let 10 "
                "cards move onto another column, but only 5 into the empty column "
                "itself. Choose the rule in Preferences.</p>")),
            (self.tr("Empty columns"), self.tr(
                "<p>An empty column takes any card or any run that is short enough. "
                "Dragging moves the card you grab and all the cards below it; a click "
                "or the keyboard moves the longest run the rule allows.</p>")),
            (self.tr("ForeCell"), self.tr(
                "<p>ForeCell deals six cards to each column and puts the last four "
                "cards in the free cells. An empty column takes only a king, or a run "
                "headed by a king, so empty columns cannot help move a run: at most "
                "<i>F</i> + 1 cards move at once.</p>")),
            (self.tr("Automatic moves"), self.tr(
                "<p>With <i>Auto-move safe cards</i> on, cards that can no longer be "
                "useful on the table go up by themselves after each move: aces, twos, "
                "and any card whose two foundations of the other colour are already "
                "one rank below it. Undo takes back your move and its automatic moves "
                "together. A single click on a card, or a double click, also sends it "
                "to its foundation when it fits.</p>")),
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
                "the classic Windows game: deal 11982 is the famous one that cannot "
                "be won. A <b>game code</b> such as <tt>FC1-C4-AAAAAKH</tt> names the "
                "variant (FC FreeCell, FO ForeCell), the number of free cells and the "
                "deal, so a friend who enters it plays exactly the same game. Use "
                "<i>Play Deal by Number or Code</i> to enter either.</p>")),
            (self.tr("Keyboard"), self.tr(
                "<p>The arrow keys move a frame between the piles; <b>Space</b> or "
                "<b>Enter</b> picks up the cards there and puts them down on the next "
                "pile you choose; <b>Esc</b> lets go. You can also type a move: a "
                "column number 1 to 8 or a free cell letter a to d, then where it goes "
                "(another column, a free cell, or <b>h</b> for the foundation). "
                "<b>3</b> then <b>a</b> moves the exposed card of column 3 to a free "
                "cell.</p>")),
        ]

    def rules_html(self) -> str:
        # Outside the f-string: lupdate does not look inside one.
        title = self.tr("How to play FreeCell and ForeCell")
        parts = [f"<h2>{title}</h2>"]
        for heading, body in self.sections():
            parts.append(f"<h3>{heading}</h3>{body}")
        return "".join(parts)


def show_about(parent: QWidget | None, version: str) -> None:
    """The About box; the Qt versions help when a player reports a problem."""
    title = QCoreApplication.translate("About", "About FreeCell Qt")
    text = fill(
        QCoreApplication.translate(
            "About",
            "<h3>FreeCell Qt %1</h3>"
            "<p>FreeCell and ForeCell solitaire for the desktop, with Microsoft deal "
            "numbers, game codes, sequence moves and unlimited undo.</p>"
            "<p>Free software under the MIT License.</p>"
            "<p>Qt %2, PySide6 %3</p>",
        ),
        version,
        qVersion(),
        PySide6.__version__,
    )
    QMessageBox.about(parent, title, text)
