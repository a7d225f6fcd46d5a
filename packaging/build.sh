#!/usr/bin/env bash
# Build FreeCell Qt for Linux into dist/:
#   freecell-qt-VERSION-linux-ARCH.tar.gz   the app folder, install.sh, menu entry and icons
#   freecell-qt_VERSION_DEBARCH.deb          the app in /opt/freecell-qt, for Debian and Ubuntu
#
# Needs python3 (built with its shared library, as PyInstaller requires),
# dpkg-deb, and PyPI for the build venv (build/venv, kept between runs). The
# frozen app must pass its --self-test before anything is packed.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PYTHON=${PYTHON:-python3}
VENV=build/venv
WORK=build/pyinstaller
STAGE=build/stage
PYINSTALLER="pyinstaller==6.22.3 pyinstaller-hooks-contrib==2026.9"
APP_ID=io.github.freecellqt.FreeCellQt
NAME=freecell-qt

started=$(date +%s.%N)
say() { printf '\n== %s\n' "$*"; }
seconds_since() { python3 -c "import sys, time; print(f'{time.time() - float(sys.argv[1]):.1f}')" "$1"; }

say "build venv ($VENV)"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# shellcheck disable=SC2086
"$VENV/bin/python" -m pip install --quiet $PYINSTALLER .
# The same version number is "already satisfied": reinstall to take today's sources.
"$VENV/bin/python" -m pip install --quiet --no-deps --force-reinstall .
rm -rf freecell_qt.egg-info
# The one version (freecell_qt.__version__), refused while CHANGELOG.md or the
# metainfo's releases name another: the .deb and tarball below carry all three.
VERSION=$("$VENV/bin/python" packaging/check_version.py)
INSTALLED=$("$VENV/bin/python" -c "import freecell_qt; print(freecell_qt.__version__)")
[ "$INSTALLED" = "$VERSION" ] || { echo "the build venv has $INSTALLED, the sources $VERSION" >&2; exit 1; }
ARCH=$(uname -m)
DEB_ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
echo "FreeCell Qt $VERSION for $ARCH"

say "PyInstaller"
frozen_started=$(date +%s.%N)
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/work" packaging/freecell-qt.spec
BUNDLE=$WORK/dist/$NAME
echo "frozen in $(seconds_since "$frozen_started") s"

say "libraries"
# Every library left in the folder must find what it links to, in the folder
# or on this (Debian) system: a plugin whose dependency was trimmed away
# would otherwise fail only on a player's machine.
missing=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name "$NAME" \) -print0 |
    LD_LIBRARY_PATH="$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib" \
    xargs -0 -n 20 ldd 2>/dev/null | grep 'not found' | sort -u || true)
if [ -n "$missing" ]; then
    echo "libraries that the folder needs and lacks:"; echo "$missing"; exit 1
fi
echo "every library resolves"

say "self-test of the frozen app"
run_self_test() {
    env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$BUNDLE/$NAME" --self-test
}
t0=$(date +%s.%N)
first=$(run_self_test)
first_wall=$(seconds_since "$t0")
echo "$first"
walls=()
for _ in 1 2 3 4 5; do
    t0=$(date +%s.%N)
    run_self_test >/dev/null
    walls+=("$(seconds_since "$t0")")
done
echo "wall time: first run ${first_wall} s, then ${walls[*]} s"
if command -v Xvfb >/dev/null; then
    # Offscreen proves little about the X11 plugin and its libraries: run once
    # more on a private virtual screen when there is one to be had.
    # The first display number no other X server holds: another one on :97
    # would otherwise answer in its place, and ours would not start.
    display=97
    while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
    x11=$(DISPLAY=":$display" QT_QPA_PLATFORM=xcb "$BUNDLE/$NAME" --self-test) ||
        { kill "$xvfb" 2>/dev/null; exit 1; }
    kill "$xvfb"
    echo "on X11 (Xvfb): $x11"
fi
# The folder is one executable for both commands: named freecell, it is the CLI.
links=$(mktemp -d)
ln -s "$ROOT/$BUNDLE/$NAME" "$links/freecell"
code=$("$links/freecell" code 267 --cells 2)
rm -rf "$links"
[ "$code" = "FC1-C2-AAAAAKH" ] || { echo "the freecell link printed: $code"; exit 1; }
echo "the freecell link works: deal 267 with 2 cells is $code"

share() {  # $1: a folder to receive applications/, metainfo/, icons/
    mkdir -p "$1/applications" "$1/metainfo" "$1/icons"
    cp "resources/linux/$APP_ID.desktop" "$1/applications/"
    cp "resources/linux/$APP_ID.metainfo.xml" "$1/metainfo/"
    cp -R freecell_qt/resources/icons/hicolor "$1/icons/"
}

mkdir -p dist
mtime=$(git log -1 --format=%ct 2>/dev/null || date +%s)

say "tarball"
TAR_DIR=$NAME-$VERSION
rm -rf "$STAGE" && mkdir -p "$STAGE/$TAR_DIR"
cp -R "$BUNDLE" "$STAGE/$TAR_DIR/$NAME"
cp packaging/linux/install.sh LICENSE CHANGELOG.md "$STAGE/$TAR_DIR/"
share "$STAGE/$TAR_DIR/share"
TARBALL=dist/$NAME-$VERSION-linux-$ARCH.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" \
    -C "$STAGE" -cf - "$TAR_DIR" | gzip -9n > "$TARBALL"
echo "$TARBALL"

say "Debian package"
DEB_ROOT=build/deb/$NAME
rm -rf build/deb && mkdir -p "$DEB_ROOT/opt" "$DEB_ROOT/usr/bin" "$DEB_ROOT/DEBIAN" \
    "$DEB_ROOT/usr/share/doc/$NAME"
cp -R "$BUNDLE" "$DEB_ROOT/opt/$NAME"
ln -s "../../opt/$NAME/$NAME" "$DEB_ROOT/usr/bin/$NAME"
ln -s "../../opt/$NAME/$NAME" "$DEB_ROOT/usr/bin/freecell"
share "$DEB_ROOT/usr/share"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: FreeCell Qt"
    echo
    echo "Files: *"
    echo "Copyright: FreeCell Qt contributors"
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' LICENSE
} > "$DEB_ROOT/usr/share/doc/$NAME/copyright"
# What each release gives players, where Debian keeps an upstream changelog.
gzip -9n < CHANGELOG.md > "$DEB_ROOT/usr/share/doc/$NAME/changelog.gz"
# What Qt's X11 platform and the text need from the system; everything else
# is in /opt/freecell-qt. DejaVu writes the Latin, Greek, Cyrillic, Arabic and
# Hebrew of the translations; Chinese, Japanese and Korean need a CJK font. Menus and icon caches are refreshed by dpkg's own
# triggers, so the package needs no maintainer scripts.
cat > "$DEB_ROOT/DEBIAN/control" <<EOF
Package: $NAME
Version: $VERSION
Architecture: $DEB_ARCH
Maintainer: FreeCell Qt contributors <freecellqt@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$DEB_ROOT" | cut -f1)
Depends: libc6 (>= 2.28), libgl1, libegl1, libfontconfig1, fontconfig-config, fonts-dejavu-core, libdbus-1-3, libxcb-cursor0, libxkbcommon-x11-0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0
Recommends: fonts-noto-cjk | fonts-droid-fallback
Section: games
Priority: optional
Homepage: https://github.com/freecellqt/freecell-qt
Description: FreeCell solitaire with Microsoft deal numbers and game codes
 FreeCell is the patience game where all 52 cards are dealt face up: build
 the four foundations from ace to king with the help of up to four free
 cells. Microsoft-compatible deal numbers, game codes to share a deal,
 ForeCell and fewer free cells, supermoves, unlimited undo, keyboard play.
 .
 Also provides the freecell command: deals, codes and replays in a terminal.
EOF
find "$DEB_ROOT" -exec touch -h -d "@$mtime" {} +
DEB=dist/${NAME}_${VERSION}_${DEB_ARCH}.deb
dpkg-deb --root-owner-group -Zxz --build "$DEB_ROOT" "$DEB" >/dev/null
echo "$DEB"
# The menu entry and the store page reach players in their language.
DEB_CHECK=build/deb-check
rm -rf "$DEB_CHECK" && dpkg-deb -x "$DEB" "$DEB_CHECK"
grep -q '^GenericName\[de\]=' "$DEB_CHECK/usr/share/applications/$APP_ID.desktop" \
    || { echo "$DEB: the desktop file is not translated" >&2; exit 1; }
grep -q '<summary xml:lang="de">' "$DEB_CHECK/usr/share/metainfo/$APP_ID.metainfo.xml" \
    || { echo "$DEB: the metainfo is not translated" >&2; exit 1; }

say "figures"
frame=$(sed -n 's/.*first frame \([0-9]*\) ms.*/\1/p' <<<"$first")
echo "app folder:        $(du -sh "$BUNDLE" | cut -f1)"
echo "tarball:           $(du -h "$TARBALL" | cut -f1)"
echo "Debian package:    $(du -h "$DEB" | cut -f1)"
echo "self-test:         first run ${first_wall} s, then ${walls[*]} s"
echo "first frame:       ${frame:-?} ms after the process started (offscreen)"
echo "build time:        $(seconds_since "$started") s"
