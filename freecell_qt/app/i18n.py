"""The player's language: which one is spoken, and the Qt translators that speak it.

English is written in the code; the other languages come from Qt Linguist
catalogs compiled into ``freecell_qt/resources/translations``. The language
follows the system unless the player picks one in Preferences. Installing a
language makes Qt send every widget a LanguageChange event, and the windows
word themselves again on it, so a new choice applies at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    Qt,
    QTime,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication

from freecell_qt.resources import translation_catalog
from freecell_qt.table.card_painter import (
    DUTCH_RANK_LABELS,
    FRENCH_RANK_LABELS,
    GERMAN_RANK_LABELS,
    POLISH_RANK_LABELS,
    RUSSIAN_RANK_LABELS,
)

SOURCE_LANGUAGE = "en"
#: Every language the app speaks, the source first.
LANGUAGES: tuple[str, ...] = (
    SOURCE_LANGUAGE, "fr", "ro", "de", "es", "it", "pt_BR", "pl", "sv", "nl", "cs", "da", "fi",
    "nb", "ru", "tr", "hu", "el", "uk", "ja", "zh_CN", "zh_TW", "ko", "ar", "he",
)
#: Each language named in itself, so that a player finds theirs whatever the
#: app happens to be speaking at the moment.
NATIVE_NAMES: Mapping[str, str] = {
    "en": "English", "fr": "Français", "ro": "Română", "de": "Deutsch", "es": "Español",
    "it": "Italiano", "pl": "Polski", "sv": "Svenska", "nl": "Nederlands", "cs": "Čeština",
    "da": "Dansk", "fi": "Suomi", "ru": "Русский", "tr": "Türkçe", "hu": "Magyar",
    "uk": "Українська", "pt_BR": "Português (Brasil)", "nb": "Norsk bokmål",
    "el": "Ελληνικά", "ja": "日本語", "zh_CN": "简体中文", "zh_TW": "繁體中文", "ko": "한국어",
    "ar": "العربية", "he": "עברית",
}
#: Where a system names a language only by its base (``pt``, ``zh``, ``no``),
#: the variety the app speaks that its players read most easily.
_NEAREST: Mapping[str, str] = {
    "pt": "pt_BR", "zh": "zh_CN", "no": "nb", "nn": "nb", "iw": "he",
}
#: Chinese written in traditional characters, whatever the region says.
_TRADITIONAL = frozenset({"hant", "tw", "hk", "mo"})

# Corner indices where a language's decks differ from the English A, K, Q, J.
# French decks print R, D, V (roi, dame, valet). Romanian decks are sold with
# the international indices even though players say popă or rege, damă and
# valet, so Romanian keeps the English letters. German decks print B, D, K
# (Bube, Dame, König), Dutch ones B, V, H, Polish ones W, D, K and Russian ones
# Т, В, Д, К, as Ukrainian ones do; Spanish, Italian, Swedish, Czech, Danish,
# Finnish, Turkish and Hungarian decks of French suits are commonly sold with
# the international letters, which those tables keep, as do the Brazilian,
# Norwegian, Greek, Japanese, Chinese, Korean, Arabic and Hebrew ones.
_RANK_LABELS: Mapping[str, Mapping[int, str]] = {
    "fr": FRENCH_RANK_LABELS, "de": GERMAN_RANK_LABELS, "nl": DUTCH_RANK_LABELS,
    "pl": POLISH_RANK_LABELS, "ru": RUSSIAN_RANK_LABELS, "uk": RUSSIAN_RANK_LABELS,
}

_installed: list[QTranslator] = []
_active = SOURCE_LANGUAGE


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages that the app speaks.

    ``uiLanguages`` lists the desktop's languages in order of preference
    (``["ro-RO", "ro", "en-US"]``), so a Romanian player with English as a
    second choice gets Romanian, and a Japanese one with French second gets French.
    """
    locale = locale or QLocale.system()
    for name in locale.uiLanguages():
        code = language_of(name)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def language_of(name: str) -> str | None:
    """The app's language for a locale name (``pt-BR``, ``zh-Hant-HK``, ``nb_NO``), if any.

    A region-specific catalog wins where there is one (``pt_BR``); Chinese goes
    by its script first, since Hong Kong and Taiwan read traditional characters.
    """
    parts = [part.lower() for part in name.replace("_", "-").split(".")[0].split("-") if part]
    if not parts:
        return None
    base = parts[0]
    if base == "zh":
        return "zh_TW" if _TRADITIONAL.intersection(parts[1:]) else "zh_CN"
    for part in parts[1:]:
        regional = f"{base}_{part.upper()}"
        if regional in LANGUAGES:
            return regional
    if base in LANGUAGES:
        return base
    return _NEAREST.get(base)


def resolve(choice: str, locale: QLocale | None = None) -> str:
    """The language a preference value means on this system."""
    return choice if choice in LANGUAGES else system_language(locale)


def active_language() -> str:
    """The language the installed translators speak (English before any install)."""
    return _active


def install(language: str) -> str:
    """Speak ``language`` from now on; returns the language actually in effect.

    The app's own catalog comes first; Qt's catalog for the same language
    (``qtbase_fr.qm``, shipped with PySide6) adds the words of Qt's standard
    buttons and dialogs when it is there. A language whose catalog cannot be
    loaded falls back to English rather than to a half-translated window.
    Windows built before the call keep their words.
    """
    global _active
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _active = SOURCE_LANGUAGE
    _set_direction(SOURCE_LANGUAGE)
    if language == SOURCE_LANGUAGE or language not in LANGUAGES:
        return _active
    ours = QTranslator(app)
    catalog = translation_catalog(language)
    if not isinstance(catalog, Path) or not ours.load(str(catalog)):
        return _active
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    qt_own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{language}", folder):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    _active = language
    _set_direction(language)
    return _active


def _set_direction(language: str) -> None:
    """Mirror the windows for a language written right to left (Arabic, Hebrew).

    Qt would guess the direction from its own catalog, but only where Qt ships
    one and only at the next language change; setting it from the locale is
    the same for every language and immediate.
    """
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        QGuiApplication.setLayoutDirection(layout_direction(language))


def layout_direction(language: str | None = None) -> Qt.LayoutDirection:
    """The direction the windows are laid out in for ``language`` (the active one)."""
    return QLocale(language or _active).textDirection()


def install_preferred(choice: str) -> str:
    """Install the language a preference value names (``"system"`` included)."""
    return install(resolve(choice))


def rank_labels(language: str | None = None) -> Mapping[int, str] | None:
    """Corner indices for the card painter; ``None`` for the English ones."""
    return _RANK_LABELS.get(language or _active)


def locale() -> QLocale:
    """The locale that writes numbers, dates and times in the language now spoken.

    The system's own where it speaks that language (a British player's dates
    are 06/12/2026, an American's 12/6/26), else the language's usual one.
    """
    system = QLocale.system()
    if language_of(system.name()) == _active:
        return system
    return QLocale(_active)


def format_moment(moment: datetime) -> str:
    """A date and time, short, as the language writes them (06.12.26 18:03 in German)."""
    when = QDateTime(QDate(moment.year, moment.month, moment.day),
                     QTime(moment.hour, moment.minute, moment.second))
    return locale().toString(when, QLocale.FormatType.ShortFormat)


def format_clock(moment: datetime) -> str:
    """A time of day to the second, in the language's digits (١٨:٠٣:٠٥ in Arabic)."""
    return locale().toString(QTime(moment.hour, moment.minute, moment.second), "HH:mm:ss")


def format_number(value: int) -> str:
    """A whole number grouped the way the active language writes it.

    2,147,483,647 in English, 2 147 483 647 in French, 2.147.483.647 in
    Romanian: a French reader would take the English commas for decimals.
    """
    if not -(2**63) <= value < 2**63:
        return f"{value:,}"  # beyond Qt's 64 bits: only a pasted absurdity gets here
    return locale().toString(value)
