"""Trophies and achievements in the player's words: names and what earns them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_qt.storage.trophies import (
    BRONZE_DAYS,
    SILVER_DAYS,
    Achievement,
    Trophy,
    parse_award,
)
from freecell_qt.words.linguist import QT_TRANSLATE_NOOP, TranslationContext

# Every call spells out its context and text literally, for lupdate.
translate = QCoreApplication.translate


class AwardWords(TranslationContext):
    """The translation context, for plurals: lupdate marks ``AwardWords.tr(text,
    "", n)`` as a plural form (numerus) but not ``translate(context, text, "", n)``."""

_NAMES: dict[Achievement, str] = {
    Achievement.FIRST_CHALLENGE: QT_TRANSLATE_NOOP("AwardWords", "First Challenge"),
    Achievement.FULL_DAY: QT_TRANSLATE_NOOP("AwardWords", "Full Day"),
    Achievement.HARD_WON: QT_TRANSLATE_NOOP("AwardWords", "Hard Won"),
    Achievement.NO_FREE_CELLS: QT_TRANSLATE_NOOP("AwardWords", "No Free Cells"),
    Achievement.ON_PAR: QT_TRANSLATE_NOOP("AwardWords", "On Par"),
    Achievement.TEN_IN_A_ROW: QT_TRANSLATE_NOOP("AwardWords", "Ten in a Row"),
    Achievement.GOLDEN_MONTH: QT_TRANSLATE_NOOP("AwardWords", "Golden Month"),
}
_DESCRIPTIONS: dict[Achievement, str] = {
    Achievement.FIRST_CHALLENGE: QT_TRANSLATE_NOOP("AwardWords", "Win a Daily Challenge."),
    Achievement.FULL_DAY: QT_TRANSLATE_NOOP("AwardWords",
                                            "Win all three Daily Challenges of one day."),
    Achievement.HARD_WON: QT_TRANSLATE_NOOP("AwardWords", "Win a hard Daily Challenge."),
    Achievement.NO_FREE_CELLS: QT_TRANSLATE_NOOP("AwardWords",
                                                 "Win a game with no free cells."),
    Achievement.ON_PAR: QT_TRANSLATE_NOOP(
        "AwardWords", "Win a deal in no more moves than its par."),
    Achievement.TEN_IN_A_ROW: QT_TRANSLATE_NOOP("AwardWords", "Win ten games in a row."),
    Achievement.GOLDEN_MONTH: QT_TRANSLATE_NOOP(
        "AwardWords", "Complete every day of a month: a gold trophy."),
}
_TROPHIES: dict[Trophy, str] = {
    Trophy.BRONZE: QT_TRANSLATE_NOOP("AwardWords", "Bronze trophy"),
    Trophy.SILVER: QT_TRANSLATE_NOOP("AwardWords", "Silver trophy"),
    Trophy.GOLD: QT_TRANSLATE_NOOP("AwardWords", "Gold trophy"),
}


def achievement_name(achievement: Achievement) -> str:
    return translate("AwardWords", _NAMES[achievement])


def achievement_description(achievement: Achievement) -> str:
    return translate("AwardWords", _DESCRIPTIONS[achievement])


def trophy_name(trophy: Trophy) -> str:
    return translate("AwardWords", _TROPHIES[trophy])


def trophy_rule() -> str:
    """How a month's trophies are earned, for the window's tooltip."""
    return translate("AwardWords", "A day is completed when its three deals are won. "
                                    "Bronze: {0} days in a month; silver: {1} days; "
                                    "gold: every day.").format(BRONZE_DAYS, SILVER_DAYS)


def award_name(award_id: str) -> str:
    """What the notice of an award says it is; empty for an id this version does not know."""
    award = parse_award(award_id)
    if isinstance(award, Achievement):
        return achievement_name(award)
    if isinstance(award, Trophy):
        return trophy_name(award)
    if isinstance(award, int):
        return AwardWords.tr("%n days in a row", "", award)
    return ""
