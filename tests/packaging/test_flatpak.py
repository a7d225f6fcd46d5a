"""The Flatpak manifest, checked offline: what flatpak-builder would fetch and install.

flatpak-builder needs the KDE runtime and the network, neither of which a test
run has, so a manifest that drifts (a wheel bumped in pyproject but not in the
manifest, a hash that belongs to another file, an app id that no longer
matches the desktop file, a permission added in passing) would only show on
Flathub's builders, or in a sandbox that lets the game read the player's home.
These checks read the manifest as data and hold it against the files the
build uses: ``pinned.txt`` beside it, ``pyproject.toml``, the packages of the
development environment, the desktop file and the metainfo.

Each check lives in :func:`problems`, which the first test runs on the real
manifest; the mutation tests feed it broken copies, so that every check is
seen to fail on the mistake it is there for.
"""

from __future__ import annotations

import copy
import importlib.metadata
import json
import re
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from freecell_qt import APP_ID
from freecell_qt.resources import ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.json"
PINNED = FLATPAK / "pinned.txt"
DESKTOP = ROOT / "resources" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
PYPROJECT = ROOT / "pyproject.toml"

#: The Python each KDE runtime branch carries (through its freedesktop base):
#: a compiled wheel must be built for it, or pip refuses it inside the build.
RUNTIME_PYTHON = {"6.9": (3, 12)}
#: What the game needs from the host, and nothing more: a display (Wayland,
#: X11 where there is no Wayland), X11's shared memory, and the GPU. Files
#: are opened and saved through the portal, so no --filesystem at all.
ALLOWED_FINISH_ARGS = {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"}
SHA256 = re.compile(r"[0-9a-f]{64}")
PYPI_FILES = "https://files.pythonhosted.org/packages/"


def load_manifest() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return data


def load_pinned(text: str | None = None) -> dict[str, tuple[str, str, str]]:
    """``pinned.txt`` as {canonical name: (version, sha256, file name)}."""
    if text is None:
        text = PINNED.read_text(encoding="utf-8")
    pinned = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, version, sha256, filename = line.split()
            pinned[canonicalize_name(name)] = (version, sha256, filename)
    return pinned


def file_sources(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    return [source for module in manifest["modules"] for source in module.get("sources", [])
            if source.get("type") == "file"]


def build_commands(manifest: dict[str, Any]) -> list[str]:
    return [command for module in manifest["modules"]
            for command in module.get("build-commands", [])]


def metainfo_id() -> str:
    element = ET.parse(METAINFO).getroot().find("id")
    assert element is not None and element.text
    return element.text.strip()


def _series(version: str) -> tuple[str, ...]:
    """A version's major and minor numbers: ``6.11`` of ``6.11.3``."""
    return tuple(version.split(".")[:2])


def problems(manifest: dict[str, Any], pinned: dict[str, tuple[str, str, str]],
             installed: Callable[[str], str] = importlib.metadata.version) -> list[str]:
    """Everything wrong with ``manifest`` against the files the build uses; empty if nothing."""
    found: list[str] = []
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))

    # One app id everywhere: the manifest's file name and id, the desktop file, the metainfo.
    app_id = manifest.get("id")
    if app_id != MANIFEST.stem:
        found.append(f"id {app_id!r} is not the manifest's name {MANIFEST.stem!r}")
    if app_id != DESKTOP.stem:
        found.append(f"id {app_id!r} is not the desktop file's {DESKTOP.stem!r}")
    if app_id != metainfo_id():
        found.append(f"id {app_id!r} is not the metainfo's {metainfo_id()!r}")

    # The command is one pip installs.
    scripts = {**project["project"].get("scripts", {}), **project["project"].get("gui-scripts", {})}
    if manifest.get("command") not in project["project"].get("gui-scripts", {}):
        found.append(f"command {manifest.get('command')!r} is not a gui script of pyproject "
                     f"(scripts: {sorted(scripts)})")

    # A Qt runtime whose Python the pinned wheels are built for.
    if manifest.get("runtime") != "org.kde.Platform" or manifest.get("sdk") != "org.kde.Sdk":
        found.append(f"runtime {manifest.get('runtime')!r} / sdk {manifest.get('sdk')!r}: "
                     "not the KDE runtime and its SDK")
    python = RUNTIME_PYTHON.get(str(manifest.get("runtime-version")))
    if python is None:
        found.append(f"runtime-version {manifest.get('runtime-version')!r}: its Python is unknown "
                     "here (add it to RUNTIME_PYTHON once checked)")

    # No wider sandbox than the game needs.
    finish_args = manifest.get("finish-args", [])
    if set(finish_args) != ALLOWED_FINISH_ARGS or len(finish_args) != len(set(finish_args)):
        found.append(f"finish-args {finish_args} are not exactly {sorted(ALLOWED_FINISH_ARGS)}")

    # Each wheel fetched is one of pinned.txt, with its hash, from PyPI.
    fetched: dict[str, str] = {}
    for source in file_sources(manifest):
        url = str(source.get("url", ""))
        filename = url.rsplit("/", 1)[-1]
        sha256 = str(source.get("sha256", ""))
        if not url.startswith(PYPI_FILES):
            found.append(f"{url}: not a file on PyPI")
        if not SHA256.fullmatch(sha256):
            found.append(f"{filename}: sha256 {sha256!r} is not 64 hex digits")
        try:
            name, version, _, tags = parse_wheel_filename(filename)
        except ValueError:
            found.append(f"{filename}: not a wheel")
            continue
        entry = pinned.get(name)
        if entry is None:
            found.append(f"{filename}: not in pinned.txt")
            continue
        if (str(version), sha256, filename) != entry:
            found.append(f"{filename} {sha256}: pinned.txt has {entry[2]} {entry[1]}")
        if python is not None and not any(wheel_fits(tag.interpreter, tag.abi, tag.platform, python)
                                          for tag in tags):
            found.append(f"{filename}: built for none of Python {python[0]}.{python[1]} on x86_64")
        fetched[name] = str(version)
    for name in sorted(set(pinned) - set(fetched)):
        found.append(f"{name}: in pinned.txt but not fetched by the manifest")

    # The versions the build uses are those of pyproject and of the development environment.
    requirements = [Requirement(r) for r in project["project"]["dependencies"]]
    requirements += [Requirement(r) for r in project["build-system"]["requires"]]
    for requirement in requirements:
        name = canonicalize_name(requirement.name)
        if name not in fetched:
            found.append(f"{requirement}: pyproject needs it, the manifest does not fetch it")
        elif not requirement.specifier.contains(fetched[name], prereleases=True):
            found.append(f"{name} {fetched[name]}: outside pyproject's {requirement}")
    # Qt's own series, not its patch release: a fresh environment takes the newest
    # patch pyproject allows, and a patch changes no API the game uses.
    for name in ("pyside6-essentials", "shiboken6"):
        if name in fetched and _series(fetched[name]) != _series(installed(name)):
            found.append(f"{name} {fetched[name]}: the development environment runs "
                         f"{installed(name)}")

    # pip installs only what the manifest fetched, and our package lands with its files.
    commands = build_commands(manifest)
    for command in commands:
        if command.startswith("pip") and "--no-index" not in command.split():
            found.append(f"{command!r}: pip without --no-index may fetch unpinned files")
    installs = " ".join(commands)
    for destination in (f"share/applications/{APP_ID}.desktop",
                        f"share/metainfo/{APP_ID}.metainfo.xml", "share/icons/"):
        if f"${{FLATPAK_DEST}}/{destination}" not in installs:
            found.append(f"nothing installs /app/{destination}")
    for path in re.findall(r"(?<!\S)((?:resources|freecell_qt)/\S+)", installs):
        if not (ROOT / path).exists():
            found.append(f"{path}: installed by the manifest, missing from the source tree")
    return found


def wheel_fits(interpreter: str, abi: str, platform: str, python: tuple[int, int]) -> bool:
    """Whether pip on CPython ``python`` for x86_64 Linux takes a wheel with this tag."""
    linux_x86_64 = platform.startswith("manylinux") and platform.endswith("_x86_64")
    if platform != "any" and not linux_x86_64:
        return False
    major, minor = python
    if interpreter == f"py{major}":
        return abi == "none"
    match = re.fullmatch(r"cp(\d)(\d+)", interpreter)
    if not match or int(match[1]) != major:
        return False
    if abi == "abi3":
        return int(match[2]) <= minor
    return int(match[2]) == minor and abi == interpreter


def test_the_manifest_agrees_with_the_files_the_build_uses() -> None:
    assert problems(load_manifest(), load_pinned()) == []


def test_the_install_commands_put_the_files_where_the_desktop_looks(tmp_path: Path) -> None:
    # The commands after pip only copy files, so they run here as flatpak-builder would run
    # them in the source tree: a menu entry, a store page and icons must come out under
    # /app/share, named by the app id, icons in the hicolor theme's own folders.
    dest = tmp_path / "app"
    module = next(m for m in load_manifest()["modules"] if m["name"] == "freecell-qt")
    for command in module["build-commands"]:
        if not command.startswith("pip"):
            subprocess.run(["sh", "-ec", command], cwd=ROOT, check=True,
                           env={"PATH": "/usr/bin:/bin", "FLATPAK_DEST": str(dest)})
    share = dest / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").read_bytes() == DESKTOP.read_bytes()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    hicolor = share / "icons" / "hicolor"
    missing = [size for size in ICON_SIZES
               if not (hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()]
    assert missing == [], sorted(str(p.relative_to(dest)) for p in share.rglob("*"))
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_pinned_txt_holds_one_line_per_wheel() -> None:
    lines = [line for line in PINNED.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    assert len(lines) == len(load_pinned())
    for _, sha256, filename in load_pinned().values():
        assert SHA256.fullmatch(sha256), filename


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(manifest: dict[str, Any]) -> None:
        manifest[key] = value
    return mutate


def _first_wheel(field: str, change: Callable[[str], str]) -> Callable[[dict[str, Any]], None]:
    def mutate(manifest: dict[str, Any]) -> None:
        source = file_sources(manifest)[0]
        source[field] = change(source[field])
    return mutate


def _wheel_named(prefix: str, change: Callable[[dict[str, Any]], None]) \
        -> Callable[[dict[str, Any]], None]:
    def mutate(manifest: dict[str, Any]) -> None:
        for source in file_sources(manifest):
            if source["url"].rsplit("/", 1)[-1].startswith(prefix):
                change(source)
                return
        raise AssertionError(f"no wheel {prefix}")
    return mutate


def _drop_wheel(prefix: str) -> Callable[[dict[str, Any]], None]:
    def mutate(manifest: dict[str, Any]) -> None:
        for module in manifest["modules"]:
            module["sources"] = [s for s in module.get("sources", [])
                                 if not s.get("url", "").rsplit("/", 1)[-1].startswith(prefix)]
    return mutate


def _edit_commands(old: str, new: str) -> Callable[[dict[str, Any]], None]:
    def mutate(manifest: dict[str, Any]) -> None:
        for module in manifest["modules"]:
            module["build-commands"] = [command.replace(old, new)
                                        for command in module.get("build-commands", [])]
    return mutate


def _renamed_wheel(source: dict[str, Any]) -> None:
    # The same hash on another version's file: pinned.txt and the url disagree.
    source["url"] = source["url"].replace("6.11.3", "6.11.2")


def _cp313_wheel(source: dict[str, Any]) -> None:
    source["url"] = source["url"].replace("cp312-cp312", "cp313-cp313")


MUTATIONS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "another app id": (_set("id", "org.example.FreeCell"), "desktop file"),
    "a command pip does not install": (_set("command", "freecell-gui"), "gui script"),
    "the command-line script as the app": (_set("command", "freecell"), "gui script"),
    "not a Qt runtime": (_set("runtime", "org.gnome.Platform"), "KDE runtime"),
    "a runtime whose Python is unknown": (_set("runtime-version", "5.15-24.08"), "Python"),
    "the home folder opened": (
        _set("finish-args", [*sorted(ALLOWED_FINISH_ARGS), "--filesystem=home"]), "finish-args"),
    "the network opened": (
        _set("finish-args", [*sorted(ALLOWED_FINISH_ARGS), "--share=network"]), "finish-args"),
    "no GPU": (_set("finish-args", sorted(ALLOWED_FINISH_ARGS - {"--device=dri"})), "finish-args"),
    "a hash of the wrong length": (_first_wheel("sha256", lambda h: h[:-1]), "64 hex"),
    "a hash of another file": (_first_wheel("sha256", lambda h: h[::-1]), "pinned.txt has"),
    "a wheel off PyPI": (
        _first_wheel("url", lambda u: u.replace(PYPI_FILES, "https://example.org/")), "PyPI"),
    "another PySide6 version": (_wheel_named("pyside6_essentials", _renamed_wheel), "pinned.txt"),
    "mypy for another Python": (_wheel_named("mypy-", _cp313_wheel), "built for none"),
    "PySide6 left out": (_drop_wheel("pyside6_essentials"), "does not fetch"),
    "a build dependency left out": (_drop_wheel("setuptools"), "not fetched"),
    "pip free to reach PyPI": (_edit_commands("--no-index ", ""), "--no-index"),
    "no desktop file installed": (
        _edit_commands("share/applications", "share/apps"), "share/applications"),
    "an icon folder that is not there": (
        _edit_commands("resources/icons/hicolor", "resources/icons/locolor"),
        "missing from the source tree"),
}


@pytest.mark.parametrize("mutation", MUTATIONS, ids=list(MUTATIONS))
def test_each_check_catches_its_mistake(mutation: str) -> None:
    mutate, expected = MUTATIONS[mutation]
    manifest = copy.deepcopy(load_manifest())
    mutate(manifest)
    found = problems(manifest, load_pinned())
    assert any(expected in problem for problem in found), found


def test_a_pin_that_falls_outside_pyproject_is_caught() -> None:
    # pyproject moves on to the next PySide6 while pinned.txt and the manifest stay behind.
    pinned = load_pinned()
    manifest = load_manifest()
    old = pinned["pyside6-essentials"]
    stale = (old[0].replace("6.11", "6.10"), old[1], old[2].replace("6.11", "6.10"))
    pinned["pyside6-essentials"] = stale
    for source in file_sources(manifest):
        if source["url"].endswith(old[2]):
            source["url"] = source["url"].replace(old[2], stale[2])
    found = problems(manifest, pinned)
    assert any("outside pyproject" in problem for problem in found), found
    assert any("development environment" in problem for problem in found), found


def test_a_development_environment_on_another_pyside6_is_caught() -> None:
    found = problems(load_manifest(), load_pinned(), installed=lambda name: "6.12.0")
    assert any("development environment runs 6.12.0" in problem for problem in found), found
    same_series = problems(load_manifest(), load_pinned(), installed=lambda name: "6.11.9")
    assert not any("development environment" in problem for problem in same_series)
