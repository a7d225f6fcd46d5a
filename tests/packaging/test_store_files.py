"""The menu entry and the store page: written from the catalogs and the changelog, whole.

``packaging/store_files.py`` writes both files; these tests hold the committed
files to what it writes, every language to a full store page, and the writer
to what a hostile catalog or changelog could do to it.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from freecell_qt import __version__
from freecell_qt.app.i18n_build import TRANSLATED
from freecell_qt.words import store_words

ROOT = Path(__file__).resolve().parents[2]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("store_files", ROOT / "packaging" /
                                                  "store_files.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


store_files = _load()


def test_the_committed_files_are_what_the_catalogs_and_changelog_give():
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "store_files.py"),
                             "--check"], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def _by_language(root: ET.Element, path: str) -> dict[str | None, list[str]]:
    found: dict[str | None, list[str]] = {}
    for element in root.findall(path):
        found.setdefault(element.get(XML_LANG), []).append(element.text or "")
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_store_page_speaks_each_language_whole(language):
    root = ET.parse(store_files.METAINFO).getroot()
    summaries = _by_language(root, "summary")
    assert summaries[language] and summaries[language] != summaries[None]
    paragraphs = _by_language(root, "description/p")
    assert len(paragraphs[language]) == len(paragraphs[None]) == 1
    items = _by_language(root, "description/ul/li")
    assert len(items[language]) == len(items[None]) == len(store_words.DESCRIPTION_ITEMS)
    assert not set(items[language]) & set(items[None]), "an item left in English"
    for screenshot in root.findall("screenshots/screenshot"):
        captions = _by_language(screenshot, "caption")
        assert captions.get(language), (language, captions[None])


def test_the_releases_are_the_changelog_s():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    root = ET.parse(store_files.METAINFO).getroot()
    shown = [(r.get("version"), r.get("date")) for r in root.findall("releases/release")]
    written = [(r.version, r.date) for r in store_files.releases(changelog)]
    assert shown == written
    assert shown[0][0] == __version__
    newest = root.find("releases/release/description")
    assert newest is not None and newest.findall("ul/li"), "the newest release has no notes"


def test_a_changelog_becomes_paragraphs_and_items():
    text = """# Changelog

Intro that is no release.

## [Unreleased]
- not yet

## [1.1.0] - 2026-12-24

### Games
- One item that runs
  over two lines with `code`.
- **Two**

A closing paragraph
on two lines.

## [1.0.0] - 2026-01-02

The first.
"""
    first, second = store_files.releases(text)
    assert (first.version, first.date) == ("1.1.0", "2026-12-24")
    assert first.blocks == [("p", "Games"),
                            ("li", "One item that runs over two lines with code."),
                            ("li", "Two"),
                            ("p", "A closing paragraph on two lines.")]
    assert second.blocks == [("p", "The first.")]
    xml = "\n".join(first.xml(""))
    description = ET.fromstring(xml).find("description")
    assert description is not None
    assert [child.tag for child in description] == ["p", "ul", "p"]


def test_markup_in_a_translation_is_text_not_xml():
    catalogs = {"fr": {store_words.SUMMARY: "Cartes <b>&amp; réussites</b> « R&D »"},
                "de": {}}
    page = store_files.metainfo(catalogs, [])
    root = ET.fromstring(page.encode("utf-8"))
    french = [s.text for s in root.findall("summary") if s.get(XML_LANG) == "fr"]
    assert french == ["Cartes <b>&amp; réussites</b> « R&D »"]
    # A language with nothing translated is not listed: desktops fall back to English.
    assert not [s for s in root.findall("summary") if s.get(XML_LANG) == "de"]
    entry = store_files.desktop_file({"fr": {store_words.COMMENT: "Deux\nlignes"}})
    assert "Comment[fr]=Deux lignes\n" in entry


def test_an_unfinished_entry_is_left_in_english(tmp_path, monkeypatch):
    ts = tmp_path / "freecell_qt_xx.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="xx">'
        "<context><name>StoreWords</name>"
        f"<message><source>{store_words.SUMMARY}</source>"
        '<translation type="unfinished">draft</translation></message>'
        f"<message><source>{store_words.GENERIC_NAME}</source>"
        "<translation>Jeu</translation></message>"
        "</context></TS>", encoding="utf-8")
    monkeypatch.setattr(store_files, "ts_file", lambda language: tmp_path /
                        f"freecell_qt_{language}.ts")
    assert store_files.catalogs(["xx"]) == {"xx": {store_words.GENERIC_NAME: "Jeu"}}

