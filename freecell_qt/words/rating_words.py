"""A deal's difficulty in the player's words: the level's name and what it rests on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_qt.app.i18n import format_number
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.words.linguist import QT_TRANSLATE_NOOP, TranslationContext
from freecell_qt.words.step_words import fill

# Every call spells out its context and text literally: that is what Qt
# Linguist's lupdate scans for when it collects the strings to translate.
translate = QCoreApplication.translate


class RatingWords(TranslationContext):
    """The translation context, for plurals (see ``rules_words.RulesWords``)."""


_NAMES: dict[Difficulty, str] = {
    Difficulty.EASY: QT_TRANSLATE_NOOP("RatingWords", "Easy"),
    Difficulty.MEDIUM: QT_TRANSLATE_NOOP("RatingWords", "Medium"),
    Difficulty.HARD: QT_TRANSLATE_NOOP("RatingWords", "Hard"),
    Difficulty.EXPERT: QT_TRANSLATE_NOOP("RatingWords", "Expert"),
}


def difficulty_name(difficulty: Difficulty) -> str:
    """"Easy", "Medium", "Hard" or "Expert" in the player's language."""
    return translate("RatingWords", _NAMES[difficulty])


def rating_tooltip(rating: Rating) -> str:
    """What a rating rests on, for the status bar's tooltip."""
    if rating.fewest_cells is None:
        return ""
    if rating.fewest_cells == 0:
        cells = translate("RatingWords", "Winnable with no free cells")
    elif rating.fewest_cells == 1:
        cells = translate("RatingWords", "Winnable with 1 free cell")
    else:
        cells = RatingWords.tr("Winnable with %n free cells", "", rating.fewest_cells)
    return fill(RatingWords.tr("%1; %2 positions searched."), cells,
                format_number(rating.positions))
