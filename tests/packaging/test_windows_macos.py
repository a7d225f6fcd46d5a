"""The Windows and macOS build scripts, checked on Linux by their text.

Neither platform can build here, so packaging/windows (build.ps1 and the Inno
Setup script) and packaging/macos/build.sh would otherwise drift unseen: a
renamed icon, an output folder that no longer matches the spec, a hard-coded
version, an installer language Inno Setup does not ship, a script that skips
the version check or the self-test. Each check lives in a ``*_problems``
function that the first tests run on the real files; the mutation tests feed
them broken copies, so that every check is seen to fail on its mistake.

The spec's Info.plist languages are computed by packaging/apple_languages.py,
imported here and held against the game's languages in Apple's codes.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from freecell_qt import __version__
from freecell_qt.app.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "freecell-qt.spec"
ISS = ROOT / "packaging" / "windows" / "freecell-qt.iss"
PS1 = ROOT / "packaging" / "windows" / "build.ps1"
MAC = ROOT / "packaging" / "macos" / "build.sh"
APPLE = ROOT / "packaging" / "apple_languages.py"

#: The translations Inno Setup installs with its compiler (``Default.isl`` and
#: ``Languages\*.isl``, not the Unofficial ones), with the release that first
#: shipped each and the game's language it speaks. Read from the Files and
#: Files/Languages folders of jrsoftware/issrc at the tags is-6_3_0 to is-6_7_3
#: and is-7_0_0 to is-7_1_0: 6.3.0 has the first group, 6.4.0 adds Swedish (and
#: Tamil), 6.5.0 Arabic, 7.0.2 both Chinese. Only the ones that match one of
#: the game's languages are listed; 6.3 is the oldest release the script takes
#: (it is the first to know ``x64compatible``).
INNO_LANGUAGES: dict[str, tuple[tuple[int, int, int], str]] = {
    "compiler:Default.isl": ((6, 3, 0), "en"),
    "compiler:Languages\\French.isl": ((6, 3, 0), "fr"),
    "compiler:Languages\\German.isl": ((6, 3, 0), "de"),
    "compiler:Languages\\Spanish.isl": ((6, 3, 0), "es"),
    "compiler:Languages\\Italian.isl": ((6, 3, 0), "it"),
    "compiler:Languages\\BrazilianPortuguese.isl": ((6, 3, 0), "pt_BR"),
    "compiler:Languages\\Polish.isl": ((6, 3, 0), "pl"),
    "compiler:Languages\\Dutch.isl": ((6, 3, 0), "nl"),
    "compiler:Languages\\Czech.isl": ((6, 3, 0), "cs"),
    "compiler:Languages\\Danish.isl": ((6, 3, 0), "da"),
    "compiler:Languages\\Finnish.isl": ((6, 3, 0), "fi"),
    "compiler:Languages\\Norwegian.isl": ((6, 3, 0), "nb"),
    "compiler:Languages\\Russian.isl": ((6, 3, 0), "ru"),
    "compiler:Languages\\Turkish.isl": ((6, 3, 0), "tr"),
    "compiler:Languages\\Hungarian.isl": ((6, 3, 0), "hu"),
    "compiler:Languages\\Ukrainian.isl": ((6, 3, 0), "uk"),
    "compiler:Languages\\Japanese.isl": ((6, 3, 0), "ja"),
    "compiler:Languages\\Korean.isl": ((6, 3, 0), "ko"),
    "compiler:Languages\\Hebrew.isl": ((6, 3, 0), "he"),
    "compiler:Languages\\Swedish.isl": ((6, 4, 0), "sv"),
    "compiler:Languages\\Arabic.isl": ((6, 5, 0), "ar"),
    "compiler:Languages\\ChineseSimplified.isl": ((7, 0, 2), "zh_CN"),
    "compiler:Languages\\ChineseTraditional.isl": ((7, 0, 2), "zh_TW"),
}
OLDEST_INNO = (6, 3, 0)
#: The game's languages in Apple's codes, written out rather than computed.
APPLE_CODES = {
    "en": "en", "fr": "fr", "ro": "ro", "de": "de", "es": "es", "it": "it", "pt_BR": "pt-BR",
    "pl": "pl", "sv": "sv", "nl": "nl", "cs": "cs", "da": "da", "fi": "fi", "nb": "nb",
    "ru": "ru", "tr": "tr", "hu": "hu", "el": "el", "uk": "uk", "ja": "ja", "zh_CN": "zh-Hans",
    "zh_TW": "zh-Hant", "ko": "ko", "ar": "ar", "he": "he",
}


def spec_constants() -> tuple[str, str]:
    """The spec's NAME (the one-folder output) and the macOS bundle's name."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    name = bundle = ""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "NAME"
                and isinstance(node.value, ast.Constant)):
            name = str(node.value.value)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "BUNDLE":
            for keyword in node.keywords:
                if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                    bundle = str(keyword.value.value)
    assert name and bundle, "the spec has no NAME or no BUNDLE(name=...)"
    return name, bundle


NAME, BUNDLE_NAME = spec_constants()


def load_apple_languages() -> ModuleType:
    spec = importlib.util.spec_from_file_location("apple_languages", APPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the Inno Setup script ---------------------------------------------------


def iss_sections(text: str) -> dict[str, list[tuple[str, tuple[int, int, int]]]]:
    """Each section's lines, with the Inno Setup release its ``#if VER >=`` guard asks for."""
    sections: dict[str, list[tuple[str, tuple[int, int, int]]]] = {}
    current = ""
    guards: list[tuple[int, int, int]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        guard = re.fullmatch(r"#if\s+VER\s*>=\s*EncodeVer\((\d+),\s*(\d+),\s*(\d+)\)", line,
                             re.IGNORECASE)
        if guard:
            guards.append((int(guard[1]), int(guard[2]), int(guard[3])))
            continue
        if line.startswith("#if"):
            guards.append(OLDEST_INNO)
            continue
        if line.startswith("#endif"):
            if guards:
                guards.pop()
            continue
        if line.startswith("#"):
            continue
        section = re.fullmatch(r"\[(\w+)\]", line)
        if section:
            current = section[1]
            sections.setdefault(current, [])
            continue
        sections.setdefault(current, []).append((line, max(guards, default=OLDEST_INNO)))
    return sections


def iss_setup(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line, _ in iss_sections(text).get("Setup", [])
                if "=" in line)


def iss_entries(text: str, section: str) -> list[tuple[dict[str, str], tuple[int, int, int]]]:
    """A section's entries as parameter dictionaries (``Name: "x"; Flags: y``)."""
    entries = []
    for line, version in iss_sections(text).get(section, []):
        params = {}
        for part in re.split(r";\s*(?=\w+:)", line):
            key, _, value = part.partition(":")
            params[key.strip()] = value.strip().strip('"')
        entries.append((params, version))
    return entries


def iss_problems(text: str) -> list[str]:
    problems: list[str] = []
    setup = iss_setup(text)
    defines = dict(re.findall(r'^#define\s+(\w+)\s+"([^"]*)"', text, re.MULTILINE))

    def expand(value: str) -> str:
        return re.sub(r"\{#(\w+)\}", lambda m: defines.get(m[1], m[0]), value)

    if not re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}",
                        setup.get("AppId", "")):
        problems.append(f"AppId is not {{{{GUID}} but {setup.get('AppId')!r}")
    if expand(setup.get("AppName", "")) != "FreeCell Qt":
        problems.append(f"AppName is {setup.get('AppName')!r}")
    if setup.get("AppPublisher") != "FreeCell Qt contributors":
        problems.append(f"AppPublisher is {setup.get('AppPublisher')!r}")

    # The version: always the define build.ps1 passes, never written here.
    if "AppVersion" in defines or re.search(r"^#define\s+AppVersion\b", text, re.MULTILINE):
        problems.append("AppVersion is defined in the script rather than passed with /D")
    if not re.search(r"^#ifndef\s+AppVersion\s*$", text, re.MULTILINE):
        problems.append("no #ifndef AppVersion ... #error: a build without /DAppVersion passes")
    if setup.get("AppVersion") != "{#AppVersion}":
        problems.append(f"AppVersion is {setup.get('AppVersion')!r}, not {{#AppVersion}}")
    if setup.get("OutputBaseFilename") != "FreeCell-Qt-{#AppVersion}-setup":
        problems.append(f"OutputBaseFilename is {setup.get('OutputBaseFilename')!r}")
    if __version__ in text:
        problems.append(f"the version {__version__} is written in the script")

    # Paths, relative to SourceDir, itself relative to the script's folder.
    source = (ISS.parent / setup.get("SourceDir", ".").replace("\\", "/")).resolve()
    if source != ROOT:
        problems.append(f"SourceDir leads to {source}, not the repository's root")
    for key in ("LicenseFile", "SetupIconFile"):
        path = source / setup.get(key, "").replace("\\", "/")
        if not setup.get(key) or not path.is_file():
            problems.append(f"{key}={setup.get(key)} is not a file of the repository")
    if setup.get("LicenseFile") != "LICENSE":
        problems.append(f"LicenseFile is {setup.get('LicenseFile')!r}, not LICENSE")
    if setup.get("SetupIconFile", "").replace("\\", "/") != "packaging/windows/freecell-qt.ico":
        problems.append(f"SetupIconFile is {setup.get('SetupIconFile')!r}")
    if setup.get("OutputDir") != "dist":
        problems.append(f"OutputDir is {setup.get('OutputDir')!r}, not dist")
    for key, wanted in (("PrivilegesRequired", "lowest"),
                        ("PrivilegesRequiredOverridesAllowed", "dialog"),
                        ("ArchitecturesAllowed", "x64compatible"),
                        ("ArchitecturesInstallIn64BitMode", "x64compatible"),
                        ("DefaultDirName", "{autopf}\\FreeCell Qt")):
        if expand(setup.get(key, "")) != wanted:
            problems.append(f"{key} is {setup.get(key)!r}, not {wanted}")

    # The one-folder output of the spec, and the executable in it.
    files = [params for params, _ in iss_entries(text, "Files")]
    sources = [params.get("Source", "") for params in files]
    if sources != [f"dist\\{NAME}\\*"]:
        problems.append(f"[Files] takes {sources}, not the spec's dist\\{NAME}\\*")
    if any("recursesubdirs" not in params.get("Flags", "") for params in files):
        problems.append("[Files] leaves out the folder's subfolders (recursesubdirs)")
    if defines.get("AppExe") != f"{NAME}.exe":
        problems.append(f"AppExe is {defines.get('AppExe')!r}, not {NAME}.exe")
    icons = [expand(params.get("Name", "")) for params, _ in iss_entries(text, "Icons")]
    if "{autoprograms}\\FreeCell Qt" not in icons:
        problems.append("no Start menu shortcut in [Icons]")
    if not any(params.get("Tasks") == "desktopicon" and "{autodesktop}" in params.get("Name", "")
               for params, _ in iss_entries(text, "Icons")):
        problems.append("no optional desktop icon in [Icons]")

    # Languages: only translations Inno Setup ships, each in a game language,
    # guarded by the release that first ships it, and none of them left out.
    listed = set()
    for params, version in iss_entries(text, "Languages"):
        messages = params.get("MessagesFile", "")
        listed.add(messages)
        if messages not in INNO_LANGUAGES:
            problems.append(f"[Languages] {messages}: not a translation Inno Setup ships")
            continue
        first, language = INNO_LANGUAGES[messages]
        if language not in LANGUAGES:
            problems.append(f"[Languages] {messages}: {language} is not a game language")
        if version < first:
            problems.append(f"[Languages] {messages} first ships with Inno Setup "
                            f"{'.'.join(map(str, first))}: guard it with #if VER >= EncodeVer")
    missing = set(INNO_LANGUAGES) - listed
    if missing:
        problems.append(f"[Languages] leaves out translations Inno Setup has: {sorted(missing)}")
    return problems


# -- the build scripts -------------------------------------------------------


def ps1_problems(text: str) -> list[str]:
    problems: list[str] = []
    needed = {
        '$ErrorActionPreference = "Stop"': "stop on the first error",
        "-m venv": "a build venv",
        "pyinstaller==6.22.3": "build.sh's PyInstaller",
        "packaging\\check_version.py": "the version check",
        "packaging\\freecell-qt.spec": "the spec",
        "--distpath dist": "the spec's output in dist, where the .iss takes it",
        '-FilePath $Exe -ArgumentList "--self-test"': "the frozen app's self-test",
        "ISCC": "Inno Setup's compiler",
        '"/DAppVersion=$Version"': "the version as the .iss's define",
        "packaging\\windows\\freecell-qt.iss": "the Inno Setup script",
        "Inno Setup 6\\ISCC.exe": "ISCC in Program Files",
    }
    problems += [f"build.ps1 lacks {what} ({snippet})" for snippet, what in needed.items()
                 if snippet not in text]
    build_sh = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    pins = re.search(r'^PYINSTALLER="([^"]+)"', build_sh, re.MULTILINE)
    assert pins, "packaging/build.sh has no PYINSTALLER line"
    problems += [f"build.ps1 lacks {pin}, which build.sh installs" for pin in pins[1].split()
                 if f'"{pin}"' not in text]
    # Every native command is followed by a check of its exit status before
    # the next one runs.
    lines = [line.strip() for line in text.splitlines()]
    for number, line in enumerate(lines):
        if not re.match(r"^(\$\w+\s*=\s*\(\s*)?& ", line):
            continue
        after = (later for later in lines[number + 1:]
                 if "Assert-Success" in later or re.match(r"^(\$\w+\s*=\s*\(\s*)?& ", later))
        if "Assert-Success" not in next(after, ""):
            problems.append(f"build.ps1:{number + 1}: {line!r} is not followed by Assert-Success")
    if "$LASTEXITCODE -ne 0" not in text:
        problems.append("build.ps1 never reads $LASTEXITCODE")
    return problems


def mac_problems(text: str) -> list[str]:
    problems: list[str] = []
    needed = {
        "set -euo pipefail": "stop on the first error",
        "-m venv": "a build venv",
        "packaging/check_version.py": "the version check",
        "packaging/freecell-qt.spec": "the spec",
        f'APP="dist/{BUNDLE_NAME}"': "the spec's bundle name",
        '"$APP/Contents/MacOS/$NAME" --self-test': "the self-test of the binary in the .app",
        "codesign --force --deep -s -": "ad hoc signing",
        "CODESIGN_IDENTITY": "signing with a given identity",
        "ln -s /Applications": "the link to /Applications",
        'hdiutil create -volname "FreeCell Qt" -srcfolder "$STAGE" -ov -format UDZO':
            "the disk image",
        "DMG=dist/FreeCell-Qt-$VERSION.dmg": "the disk image's name",
    }
    problems += [f"macos/build.sh lacks {what} ({snippet})" for snippet, what in needed.items()
                 if snippet not in text]
    if f"NAME={NAME}\n" not in text:
        problems.append(f"macos/build.sh's NAME is not the spec's {NAME}")
    build_sh = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    pins = re.search(r'^PYINSTALLER="[^"]+"$', build_sh, re.MULTILINE)
    assert pins
    if pins[0] not in text:
        problems.append("macos/build.sh installs another PyInstaller than build.sh")
    return problems


def bash_syntax_problems(text: str) -> list[str]:
    result = subprocess.run(["bash", "-n"], input=text, capture_output=True, text=True,
                            check=False)
    return [result.stderr.strip()] if result.returncode else []


# -- the macOS bundle's languages --------------------------------------------


def plist_problems(spec_text: str, localizations: list[str]) -> list[str]:
    problems: list[str] = []
    if '"CFBundleDevelopmentRegion": "en"' not in spec_text:
        problems.append("the spec's Info.plist has no CFBundleDevelopmentRegion en")
    if not re.search(r'"CFBundleLocalizations":\s*apple_languages\.apple_localizations\('
                     r"LANGUAGES\)", spec_text):
        problems.append("the spec's CFBundleLocalizations is not computed from LANGUAGES")
    if "from freecell_qt.app.i18n import LANGUAGES" not in spec_text:
        problems.append("the spec does not take LANGUAGES from freecell_qt.app.i18n")
    wanted = [APPLE_CODES[language] for language in LANGUAGES]
    if localizations != wanted:
        problems.append(f"CFBundleLocalizations is {localizations}, not {wanted}")
    return problems


# -- the real files ----------------------------------------------------------


def test_the_inno_setup_script():
    assert iss_problems(ISS.read_text(encoding="utf-8")) == []


def test_the_windows_build_script():
    assert ps1_problems(PS1.read_text(encoding="utf-8")) == []


def test_the_macos_build_script():
    text = MAC.read_text(encoding="utf-8")
    assert mac_problems(text) == []
    assert bash_syntax_problems(text) == []


def test_the_bundle_lists_every_game_language_in_apple_codes():
    assert set(APPLE_CODES) == set(LANGUAGES), "APPLE_CODES must follow the game's languages"
    localizations = load_apple_languages().apple_localizations(LANGUAGES)
    assert plist_problems(SPEC.read_text(encoding="utf-8"), localizations) == []


def test_build_ps1_parses_in_powershell():
    pwsh = shutil.which("pwsh")
    if pwsh is None:
        pytest.skip("pwsh (PowerShell) is not installed: build.ps1's syntax goes unchecked")
    command = (
        "$errors = $null; "
        "[System.Management.Automation.Language.Parser]::ParseFile("
        f"'{PS1}', [ref]$null, [ref]$errors) | Out-Null; "
        "if ($errors) { $errors | ForEach-Object { $_.ToString() }; exit 1 }"
    )
    result = subprocess.run([pwsh, "-NoProfile", "-NonInteractive", "-Command", command],
                            capture_output=True, text=True, check=False, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


# -- each check fails on the mistake it is there for -------------------------


def replaced(path: Path, old: str, new: str) -> str:
    """The file with every ``old`` (comments too) turned into ``new``."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path.name} no longer holds {old!r}: update the mutation"
    return text.replace(old, new)


ISS_MUTATIONS = {
    "AppId in single braces": ("AppId={{", "AppId={"),
    "another app name": ('#define AppName "FreeCell Qt"', '#define AppName "FreeCell"'),
    "another publisher": ("AppPublisher=FreeCell Qt contributors", "AppPublisher=Someone"),
    "a hard-coded version": ("AppVersion={#AppVersion}", f"AppVersion={__version__}"),
    "a defined version": ('#define AppName "FreeCell Qt"',
                          '#define AppName "FreeCell Qt"\n#define AppVersion "9.9.9"'),
    "no check for the define": ("#ifndef AppVersion", "#ifndef Something"),
    "a missing icon": ("SetupIconFile=packaging\\windows\\freecell-qt.ico",
                       "SetupIconFile=packaging\\windows\\freecell.ico"),
    "a missing licence": ("LicenseFile=LICENSE", "LicenseFile=LICENCE"),
    "the wrong source folder": ("SourceDir=..\\..", "SourceDir=.."),
    "another output folder": ('Source: "dist\\freecell-qt\\*"', 'Source: "dist\\freecell\\*"'),
    "subfolders left out": ("ignoreversion recursesubdirs", "ignoreversion"),
    "admin only": ("PrivilegesRequired=lowest", "PrivilegesRequired=admin"),
    "no all-users choice": ("PrivilegesRequiredOverridesAllowed=dialog", ""),
    "x64 only": ("ArchitecturesAllowed=x64compatible", "ArchitecturesAllowed=x64os"),
    "a language Inno Setup lacks": ('"compiler:Languages\\French.isl"',
                                    '"compiler:Languages\\Romanian.isl"'),
    "a language the game lacks": ('"compiler:Languages\\French.isl"',
                                  '"compiler:Languages\\French.isl"\nName: "slovak"; '
                                  'MessagesFile: "compiler:Languages\\Slovak.isl"'),
    "a language left out": ('Name: "german"; MessagesFile: "compiler:Languages\\German.isl"\n',
                            ""),
    "a newer language unguarded": ("#if VER >= EncodeVer(6, 5, 0)",
                                   "#if VER >= EncodeVer(6, 3, 0)"),
    "no Start menu entry": ('Name: "{autoprograms}\\{#AppName}"', 'Name: "{app}\\{#AppName}"'),
    "no desktop icon": ("; Tasks: desktopicon", ""),
}


@pytest.mark.parametrize("mutation", ISS_MUTATIONS)
def test_iss_checks_fail_on_a_broken_script(mutation: str):
    assert iss_problems(replaced(ISS, *ISS_MUTATIONS[mutation]))


PS1_MUTATIONS = {
    "errors do not stop": ('$ErrorActionPreference = "Stop"',
                           '$ErrorActionPreference = "Continue"'),
    "no version check": ("packaging\\check_version.py", "packaging\\version.py"),
    "no spec": ("packaging\\freecell-qt.spec", "freecell-qt.py"),
    "no self-test": ('"--self-test"', '"--version"'),
    "no ISCC": ("ISCC", "Compil32"),
    "another PyInstaller": ('"pyinstaller==6.22.3"', '"pyinstaller==6.0.0"'),
    "an unchecked command": ('Assert-Success "upgrading pip"\n', ""),
    "the version not passed": ('"/DAppVersion=$Version"', ""),
}


@pytest.mark.parametrize("mutation", PS1_MUTATIONS)
def test_ps1_checks_fail_on_a_broken_script(mutation: str):
    assert ps1_problems(replaced(PS1, *PS1_MUTATIONS[mutation]))


MAC_MUTATIONS: dict[str, tuple[str, str, Callable[[str], list[str]]]] = {
    "errors do not stop": ("set -euo pipefail", "set -u", mac_problems),
    "no version check": ("packaging/check_version.py", "packaging/version.py", mac_problems),
    "no spec": ("packaging/freecell-qt.spec", "freecell-qt.py", mac_problems),
    "another bundle": ('APP="dist/FreeCell Qt.app"', 'APP="dist/FreeCell.app"', mac_problems),
    "no self-test": ("--self-test", "--version", mac_problems),
    "no ad hoc signing": ("codesign --force --deep -s -", "true", mac_problems),
    "no disk image": ("hdiutil create", "echo", mac_problems),
    "no link to Applications": ("ln -s /Applications", "mkdir", mac_problems),
    "a syntax error": ("then\n", "\n", bash_syntax_problems),
}


@pytest.mark.parametrize("mutation", MAC_MUTATIONS)
def test_macos_checks_fail_on_a_broken_script(mutation: str):
    old, new, check = MAC_MUTATIONS[mutation]
    assert check(replaced(MAC, old, new))


def test_plist_checks_fail_on_wrong_languages():
    spec = SPEC.read_text(encoding="utf-8")
    apple = load_apple_languages()
    right = apple.apple_localizations(LANGUAGES)
    # Qt's codes as they are, a language left out, the plist entries gone.
    assert plist_problems(spec, [language.replace("_", "-") for language in LANGUAGES])
    assert plist_problems(spec, right[:-1])
    assert plist_problems(spec.replace('"CFBundleLocalizations"', '"Localizations"'), right)
    assert plist_problems(spec.replace('"CFBundleDevelopmentRegion": "en"', ""), right)
    assert apple.apple_code("zh_TW") == "zh-Hant"
    assert apple.apple_code("pt_BR") == "pt-BR"
