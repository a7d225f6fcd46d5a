#!/usr/bin/env bash
# Build FreeCell Qt for macOS into dist/:
#   dist/FreeCell Qt.app              the app bundle (PyInstaller, packaging/freecell-qt.spec)
#   dist/FreeCell-Qt-VERSION.dmg      a disk image holding it and a link to /Applications
#
# Run on a Mac from anywhere in the checkout:   packaging/macos/build.sh
#
# Needs Python 3.11 or newer (python3, or set PYTHON), the Xcode command line
# tools (codesign; hdiutil comes with macOS), and PyPI for the build venv
# (build/venv, kept between runs). Mirrors packaging/build.sh: the same
# PyInstaller, the same spec, and the frozen app must pass its --self-test
# before anything is packed. The bundle is signed with the identity in
# CODESIGN_IDENTITY ("Developer ID Application: ..."), or ad hoc without one,
# which runs on this Mac but is not notarized for others. Not tested by this
# project's CI, which runs on Linux and checks this file's text only.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON=${PYTHON:-python3}
VENV=build/venv
# Keep in step with PYINSTALLER in packaging/build.sh.
PYINSTALLER="pyinstaller==6.22.3 pyinstaller-hooks-contrib==2026.9"
NAME=freecell-qt
APP="dist/FreeCell Qt.app"
STAGE=build/dmg

say() { printf '\n== %s\n' "$*"; }

say "build venv ($VENV)"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# shellcheck disable=SC2086
"$VENV/bin/python" -m pip install --quiet $PYINSTALLER .
# The same version number is "already satisfied": reinstall to take today's sources.
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .
rm -rf freecell_qt.egg-info
# The one version, refused while CHANGELOG.md or the metainfo name another.
VERSION=$("$VENV/bin/python" packaging/check_version.py)
INSTALLED=$("$VENV/bin/python" -c "import freecell_qt; print(freecell_qt.__version__)")
[ "$INSTALLED" = "$VERSION" ] || { echo "the build venv has $INSTALLED, the sources $VERSION" >&2; exit 1; }
echo "FreeCell Qt $VERSION for macOS $(uname -m)"

say "PyInstaller"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller/work packaging/freecell-qt.spec
[ -d "$APP" ] || { echo "PyInstaller made no $APP" >&2; exit 1; }

say "self-test of the frozen app"
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/$NAME" --self-test

say "signing"
if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp -s "$CODESIGN_IDENTITY" "$APP"
else
    echo "CODESIGN_IDENTITY is not set: signing ad hoc"
    codesign --force --deep -s - "$APP"
fi
codesign --verify --deep --strict "$APP"

say "disk image"
rm -rf "$STAGE" && mkdir -p "$STAGE"
# ditto keeps the bundle's links, attributes and signature as they are.
ditto "$APP" "$STAGE/$(basename "$APP")"
ln -s /Applications "$STAGE/Applications"
DMG=dist/FreeCell-Qt-$VERSION.dmg
hdiutil create -volname "FreeCell Qt" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
rm -rf "$STAGE"
echo "$DMG"
