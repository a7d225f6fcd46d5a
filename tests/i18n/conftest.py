"""Fixtures for the translation tests: throw-away settings and data, English restored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from freecell_qt.app import i18n
from tests.gui.conftest import (  # noqa: F401  (a fixture, put in force here too)
    card_pictures_kept_across_tests,
    preferences_for_tests,
    settling_held,
)


@pytest.fixture(autouse=True)
def english_afterwards():
    """Translators are global to the process: every other test expects English."""
    yield
    i18n.install(i18n.SOURCE_LANGUAGE)


@pytest.fixture
def prefs(qapp, tmp_path):
    # No solver process per window, as in tests/gui: a window built in each of
    # 25 languages would start 50 of them, for words that need none.
    return preferences_for_tests(QSettings(str(tmp_path / "settings.ini"),
                                      QSettings.Format.IniFormat))
