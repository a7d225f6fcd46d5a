"""The Linux integration files: valid for the tools distributions run, one app id everywhere.

A desktop file, a metainfo file, an icon and a window that disagree on the
id give a menu entry without an icon, a dock that shows a second, generic
icon next to the launcher, or a software centre that lists nothing. Each
name is checked against ``freecell_qt.APP_ID``.
"""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from freecell_qt import APP_ID, __version__
from freecell_qt.app.i18n_build import TRANSLATED
from freecell_qt.app.start import APP_NAME
from freecell_qt.resources import ICON_SIZES, icon_theme

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# -- validators ---------------------------------------------------------------
@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) is not installed")
def test_desktop_file_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)],
                            capture_output=True, text=True, check=False)
    problems = [line for line in result.stdout.splitlines() if "hint:" not in line]
    assert result.returncode == 0 and not problems, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian: appstream) is not installed")
def test_metainfo_passes_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "W:" not in result.stdout and "E:" not in result.stdout, result.stdout


# -- one id -------------------------------------------------------------------
def test_desktop_file_names_the_app_id_and_the_installed_commands():
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == entry["TryExec"] == APP_NAME
    assert APP_NAME in scripts
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]


def test_metainfo_names_the_app_id_and_its_desktop_file():
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.find("content_rating") is not None


def test_every_icon_file_is_named_after_the_app_id():
    theme = Path(str(icon_theme()))
    files = sorted(p.relative_to(theme).as_posix() for p in theme.rglob("*") if p.is_file())
    expected = sorted([f"{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES]
                      + [f"scalable/apps/{APP_ID}.svg"])
    assert files == expected
    for size in ICON_SIZES:
        assert png_size(theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)


def test_the_running_app_announces_the_app_id_and_the_wm_class():
    """What the window tells the desktop, from a real application object.

    In a separate process: naming the application would rename the test
    session's own QApplication. Qt's X11 window class is the application name,
    which the desktop file's StartupWMClass must repeat for docks to match.
    """
    code = (
        "from freecell_qt.app.start import make_application\n"
        "app = make_application()\n"
        "print(app.desktopFileName(), app.applicationName(), app.windowIcon().isNull())\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=ROOT)
    desktop_file_name, application_name, no_icon = result.stdout.split()
    assert desktop_file_name == APP_ID
    assert application_name == desktop_entry()["StartupWMClass"] == APP_NAME
    assert no_icon == "False"


def test_the_packaging_scripts_use_the_same_app_id():
    for script in ("packaging/build.sh", "packaging/linux/install.sh"):
        ids = re.findall(r"^APP_ID=(\S+)$", (ROOT / script).read_text(), re.MULTILINE)
        assert ids == [APP_ID], script


# -- content ------------------------------------------------------------------
@pytest.mark.parametrize("key", ["GenericName", "Comment", "Keywords"])
@pytest.mark.parametrize("language", TRANSLATED)
def test_desktop_file_speaks_each_language(key, language):
    entry = desktop_entry()
    assert entry[f"{key}[{language}]"].strip()
    assert entry[f"{key}[{language}]"] != entry[key]


def test_newest_release_is_this_version():
    releases = metainfo().findall("releases/release")
    assert releases, "no release in the metainfo"
    newest = releases[0]
    assert newest.get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", newest.get("date", ""))
    assert newest.find("description") is not None


def test_screenshot_is_committed_at_the_size_the_metainfo_gives():
    images = metainfo().findall("screenshots/screenshot/image")
    assert images
    for image in images:
        url = image.text or ""
        assert url.startswith("https://")
        local = ROOT / url.split("/main/", 1)[1]
        assert local.is_file(), f"{local} is not in the repository"
        assert png_size(local) == (int(image.get("width", 0)), int(image.get("height", 0)))
