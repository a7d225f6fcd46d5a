"""The game's language codes as macOS names them, for the app bundle's Info.plist.

The game names its languages as Qt does (``pt_BR``, ``zh_CN``); an app bundle
lists its localizations in ``CFBundleLocalizations`` with Apple's codes, which
are BCP 47 tags: a region after a hyphen (``pt-BR``), and Chinese by its
script rather than its region (``zh-Hans``, ``zh-Hant``). macOS offers the app
in the user's language only when that language is listed there.

packaging/freecell-qt.spec reads this file when it builds the macOS bundle;
tests/packaging/test_windows_macos.py checks it against the game's languages.
It needs only the standard library.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Where Apple's code is not the Qt code with its underscore turned into a hyphen.
SPECIAL: dict[str, str] = {
    "zh_CN": "zh-Hans",
    "zh_TW": "zh-Hant",
}


def apple_code(language: str) -> str:
    """Apple's code for one of the game's languages: ``pt_BR`` gives ``pt-BR``."""
    return SPECIAL.get(language, language.replace("_", "-"))


def apple_localizations(languages: Iterable[str]) -> list[str]:
    """``CFBundleLocalizations`` for the game's languages, in their order, each once."""
    codes: list[str] = []
    for language in languages:
        code = apple_code(language)
        if code not in codes:
            codes.append(code)
    return codes
