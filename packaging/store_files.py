"""Write the desktop file and the AppStream metainfo from the catalogs and the changelog.

Menus read ``resources/linux/io.github.freecellqt.FreeCellQt.desktop`` and
software centres (GNOME Software, KDE Discover, Flathub) read the
``.metainfo.xml`` beside it. Both are written here, not by hand:

* their English comes from ``freecell_qt/words/store_words.py`` and each
  language's text from its ``.ts`` catalog, so a translator translates the
  store page with the game and the files follow each catalog;
* the ``<releases>`` come from CHANGELOG.md, what players are told a release
  gives them, so the store's release notes are that text.

Usage: ``python packaging/store_files.py`` writes both files (``make
translations`` runs it); ``--check`` writes nothing and exits 1 when either
committed file differs from what the sources give, which a test runs.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from freecell_qt import APP_ID  # noqa: E402  (the checkout's package, not an installed one)
from freecell_qt.app.i18n_build import TRANSLATED, ts_file  # noqa: E402
from freecell_qt.words import store_words as words  # noqa: E402

LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
CHANGELOG = ROOT / "CHANGELOG.md"
SCREENSHOTS = ROOT / "docs" / "screenshots"
SCREENSHOT_URL = "https://raw.githubusercontent.com/freecellqt/freecell-qt/main/docs/screenshots/"
HOMEPAGE = "https://github.com/freecellqt/freecell-qt"
APP_NAME = "FreeCell Qt"
COMMAND = "freecell-qt"

#: Each language's translation of each store text, by English source.
Catalogs = Mapping[str, Mapping[str, str]]


def catalogs(languages: Sequence[str] = TRANSLATED) -> dict[str, dict[str, str]]:
    """The finished translations of the store texts, per language.

    An unfinished or empty entry is left out: the files then carry English for
    it, which is what a desktop shows for a language it has no text in.
    """
    found: dict[str, dict[str, str]] = {}
    for language in languages:
        texts: dict[str, str] = {}
        for context in ET.parse(ts_file(language)).getroot().iter("context"):
            if context.findtext("name") != words.CONTEXT:
                continue
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") or not translation.text:
                    continue
                texts[message.findtext("source") or ""] = translation.text
        found[language] = texts
    return found


def _translations(source: str, catalogs: Catalogs) -> Iterator[tuple[str, str]]:
    """``(language, text)`` for each language that translates ``source`` differently."""
    for language, texts in catalogs.items():
        text = texts.get(source)
        if text and text != source:
            yield language, text


# -- the desktop file --------------------------------------------------------------------------
def desktop_file(catalogs: Catalogs) -> str:
    lines = ["[Desktop Entry]", "Type=Application", f"Name={APP_NAME}"]

    def localized(key: str, source: str) -> None:
        lines.append(f"{key}={source}")
        lines.extend(f"{key}[{language}]={_one_line(text)}"
                     for language, text in _translations(source, catalogs))

    localized("GenericName", words.GENERIC_NAME)
    localized("Comment", words.COMMENT)
    lines += [f"Icon={APP_ID}", f"Exec={COMMAND}", f"TryExec={COMMAND}", "Terminal=false",
              "Categories=Game;CardGame;"]
    localized("Keywords", words.KEYWORDS)
    lines += ["StartupNotify=true", f"StartupWMClass={COMMAND}"]
    return "\n".join(lines) + "\n"


def _one_line(text: str) -> str:
    return " ".join(text.split())


# -- the metainfo ------------------------------------------------------------------------------
def metainfo(catalogs: Catalogs, releases: Sequence[Release]) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           "<!-- Copyright FreeCell Qt contributors -->",
           f"<!-- Written by packaging/store_files.py from {words.__name__} and the catalogs;"
           " edit those. -->",
           '<component type="desktop-application">',
           f"  <id>{APP_ID}</id>",
           "  <metadata_license>CC0-1.0</metadata_license>",
           "  <project_license>MIT</project_license>",
           "",
           f"  <name>{APP_NAME}</name>"]
    out += _element("summary", words.SUMMARY, catalogs, "  ")
    out += ["",
            "  <!-- AppStream 0.16 (Debian 12) knows only <developer_name>, and its strict"
            " validation refuses the 1.0 <developer>, which 1.0 reads this as. -->",
            "  <developer_name>FreeCell Qt contributors</developer_name>",
            "",
            "  <description>"]
    out += _element("p", words.DESCRIPTION_PARAGRAPH, catalogs, "    ")
    out.append("    <ul>")
    for item in words.DESCRIPTION_ITEMS:
        out += _element("li", item, catalogs, "      ")
    out += ["    </ul>",
            "  </description>",
            "",
            f'  <launchable type="desktop-id">{APP_ID}.desktop</launchable>',
            "",
            f'  <url type="homepage">{HOMEPAGE}</url>',
            f'  <url type="bugtracker">{HOMEPAGE}/issues</url>',
            f'  <url type="vcs-browser">{HOMEPAGE}</url>',
            "",
            "  <screenshots>"]
    for number, (name, caption) in enumerate(words.SCREENSHOTS):
        width, height = png_size(SCREENSHOTS / name)
        out.append('    <screenshot type="default">' if number == 0 else "    <screenshot>")
        out += _element("caption", caption, catalogs, "      ")
        out += [f'      <image type="source" width="{width}" height="{height}">'
                f"{SCREENSHOT_URL}{name}</image>",
                "    </screenshot>"]
    out += ["  </screenshots>",
            "",
            "  <categories>",
            "    <category>Game</category>",
            "    <category>CardGame</category>",
            "  </categories>",
            "",
            "  <keywords>"]
    english = _keywords(words.KEYWORDS)
    out += [f"    <keyword>{escape(keyword)}</keyword>" for keyword in english]
    for language, text in _translations(words.KEYWORDS, catalogs):
        out += [f"    <keyword xml:lang={quoteattr(language)}>{escape(keyword)}</keyword>"
                for keyword in _keywords(text) if keyword not in english]
    out += ["  </keywords>",
            "",
            "  <provides>",
            f"    <binary>{COMMAND}</binary>",
            "    <binary>freecell</binary>",
            "  </provides>",
            "",
            "  <supports>",
            "    <control>pointing</control>",
            "    <control>keyboard</control>",
            "    <control>touch</control>",
            "  </supports>",
            "",
            "  <!-- No violence, no money, no talk with strangers: every OARS answer is none. -->",
            '  <content_rating type="oars-1.1"/>',
            "",
            "  <releases>"]
    for release in releases:
        out += release.xml("    ")
    out += ["  </releases>", "</component>"]
    return "\n".join(out) + "\n"


def _element(tag: str, source: str, catalogs: Catalogs, indent: str) -> list[str]:
    """``<tag>`` in English, then one ``<tag xml:lang>`` per language that translates it."""
    lines = [f"{indent}<{tag}>{escape(_one_line(source))}</{tag}>"]
    lines += [f"{indent}<{tag} xml:lang={quoteattr(language)}>{escape(_one_line(text))}</{tag}>"
              for language, text in _translations(source, catalogs)]
    return lines


def _keywords(text: str) -> list[str]:
    return [word.strip() for word in text.split(";") if word.strip()]


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height, from its header, so that the page states them truly."""
    header = path.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


# -- releases from CHANGELOG.md ----------------------------------------------------------------
_HEADING = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})\s*$")


@dataclass
class Release:
    """A released version and what CHANGELOG.md tells players it gives them."""

    version: str
    date: str
    #: ``("p", text)`` for a paragraph or a ``###`` heading, ``("li", text)`` for an item.
    blocks: list[tuple[str, str]] = field(default_factory=list)

    def xml(self, indent: str) -> list[str]:
        lines = [f'{indent}<release version="{self.version}" date="{self.date}">',
                 f"{indent}  <description>"]
        in_list = False
        for kind, text in self.blocks:
            if kind == "li" and not in_list:
                lines.append(f"{indent}    <ul>")
            elif kind != "li" and in_list:
                lines.append(f"{indent}    </ul>")
            in_list = kind == "li"
            inner = "      " if in_list else "    "
            lines.append(f"{indent}{inner}<{kind}>{escape(text)}</{kind}>")
        if in_list:
            lines.append(f"{indent}    </ul>")
        lines += [f"{indent}  </description>", f"{indent}</release>"]
        return lines


def releases(changelog: str) -> list[Release]:
    """The released versions of the changelog, newest first; Unreleased is left out.

    A ``###`` heading and a paragraph become ``<p>``, a ``-`` item (with its
    indented continuation lines) ``<li>``.
    """
    found: list[Release] = []
    current: Release | None = None
    last = ""  # the kind of the line before: "text", "item", or "" after a break
    for line in changelog.splitlines():
        if line.startswith("## "):
            match = _HEADING.match(line)
            current = Release(match["version"], match["date"]) if match else None
            if current is not None:
                found.append(current)
            last = ""
            continue
        if current is None:
            continue
        text = _plain(line.strip())
        if not text:
            last = ""
        elif line.startswith("### "):
            current.blocks.append(("p", _plain(line[4:].strip())))
            last = ""
        elif line.startswith("- "):
            current.blocks.append(("li", _plain(line[2:].strip())))
            last = "item"
        elif last in ("item", "text"):
            kind, before = current.blocks[-1]
            current.blocks[-1] = (kind, f"{before} {text}")
        else:
            current.blocks.append(("p", text))
            last = "text"
    return found


def _plain(text: str) -> str:
    """Markdown's code and emphasis marks dropped: the store shows plain text."""
    return re.sub(r"[`*]", "", text)


# -- the command -------------------------------------------------------------------------------
def written() -> dict[Path, str]:
    """Each file and the text the sources give it."""
    found = catalogs()
    changes = releases(CHANGELOG.read_text(encoding="utf-8"))
    return {DESKTOP: desktop_file(found), METAINFO: metainfo(found, changes)}


def main(argv: Sequence[str]) -> int:
    check = "--check" in argv
    stale = []
    for path, text in written().items():
        now = path.read_text(encoding="utf-8") if path.exists() else None
        if now == text:
            continue
        if check:
            stale.append(path)
        else:
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"store_files: {path.relative_to(ROOT)} is not what its sources give; "
              "run `python packaging/store_files.py`", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
