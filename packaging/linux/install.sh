#!/bin/sh
# Install FreeCell Qt from this unpacked folder, with its menu entry and icons.
#
#   ./install.sh                 for you alone: ~/.local (nothing needs root)
#   sudo ./install.sh --system   for everyone: the app in /opt, links and menu in /usr/local
#   ./install.sh --prefix DIR    anywhere: DIR/lib/freecell-qt, DIR/bin, DIR/share
#   ./install.sh --uninstall [--system | --prefix DIR]
#
# An installed copy keeps an uninstall.sh beside the game that knows where
# everything went. Plain POSIX sh, so that it runs on any distribution.
set -eu

APP_ID=io.github.freecellqt.FreeCellQt
NAME=freecell-qt
HERE=$(cd "$(dirname "$0")" && pwd)

mode=user
prefix=
action=install
while [ $# -gt 0 ]; do
    case $1 in
        --system) mode=system ;;
        --prefix) [ $# -ge 2 ] || { echo "$0: --prefix needs a folder" >&2; exit 2; }
                  mode=prefix; prefix=$2; shift ;;
        --prefix=*) mode=prefix; prefix=${1#--prefix=} ;;
        --uninstall) action=uninstall ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "$0: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
    shift
done

case $mode in
    user)
        data=${XDG_DATA_HOME:-$HOME/.local/share}
        bin=$HOME/.local/bin
        app=$HOME/.local/lib/$NAME ;;
    system)
        data=/usr/local/share
        bin=/usr/local/bin
        app=/opt/$NAME ;;
    prefix)
        case $prefix in /*) ;; *) prefix=$(pwd)/$prefix ;; esac
        data=$prefix/share
        bin=$prefix/bin
        app=$prefix/lib/$NAME ;;
esac

if [ "$mode" = system ] && command -v dpkg >/dev/null 2>&1 && dpkg -S "$app" >/dev/null 2>&1; then
    # The .deb installs into the same folder; two owners would undo each other.
    echo "$0: $app belongs to the Debian package; use apt to change it" >&2
    exit 1
fi

refresh_caches() {
    # Menus and icon caches pick the change up at once where these tools exist;
    # elsewhere the desktop notices at its next start.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if [ -f "$data/icons/hicolor/index.theme" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$data/icons/hicolor" 2>/dev/null || true
    else
        touch "$data/icons/hicolor" 2>/dev/null || true
    fi
}

add_link() {
    # A command of the same name that is not ours (a pip install, say) stays.
    if [ -e "$1" ] || [ -L "$1" ]; then
        case $(readlink "$1" || true) in
            "$app"/*) ;;
            *) echo "note: $1 exists and is not this install; left as it is" >&2; return ;;
        esac
    fi
    ln -sf "$app/$NAME" "$1"
}

remove_link() {
    # Only a link into our own folder is ours to remove.
    if [ -L "$1" ]; then
        case $(readlink "$1") in "$app"/*) rm -f "$1" ;; esac
    fi
}

uninstall() {
    remove_link "$bin/$NAME"
    remove_link "$bin/freecell"
    rm -f "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml"
    for icon in "$data"/icons/hicolor/*/apps/"$APP_ID".png "$data"/icons/hicolor/*/apps/"$APP_ID".svg; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    if [ -x "$app/$NAME" ]; then
        rm -rf "$app"
    fi
    refresh_caches
    echo "FreeCell Qt was removed from $app"
}

install() {
    [ -x "$HERE/$NAME/$NAME" ] || { echo "$0: $HERE/$NAME/$NAME is missing" >&2; exit 1; }
    [ "$HERE" != "$app" ] || { echo "$0: run the install.sh of an unpacked archive" >&2; exit 1; }
    if [ -e "$app" ] && [ ! -x "$app/$NAME" ]; then
        echo "$0: $app exists and is not FreeCell Qt; not touching it" >&2
        exit 1
    fi
    rm -rf "$app"
    mkdir -p "$(dirname "$app")" "$bin" "$data/applications" "$data/metainfo"
    cp -R "$HERE/$NAME" "$app"
    add_link "$bin/$NAME"
    add_link "$bin/freecell"
    # The desktop file names the program by its full path: ~/.local/bin is not
    # on every desktop session's PATH.
    sed -e "s|^Exec=$NAME\$|Exec=$bin/$NAME|" -e "s|^TryExec=$NAME\$|TryExec=$bin/$NAME|" \
        "$HERE/share/applications/$APP_ID.desktop" > "$data/applications/$APP_ID.desktop"
    cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/"
    (cd "$HERE/share/icons" && find hicolor -type f) | while read -r icon; do
        mkdir -p "$data/icons/$(dirname "$icon")"
        cp "$HERE/share/icons/$icon" "$data/icons/$icon"
    done
    cp "$HERE/install.sh" "$app/install.sh"
    case $mode in
        user) flags= ;;
        system) flags=--system ;;
        prefix) flags="--prefix '$prefix'" ;;
    esac
    printf '#!/bin/sh\n# Removes FreeCell Qt and its menu entry and icons.\nexec sh "$(dirname "$0")/install.sh" --uninstall %s\n' \
        "$flags" > "$app/uninstall.sh"
    chmod +x "$app/install.sh" "$app/uninstall.sh"
    refresh_caches
    echo "FreeCell Qt is installed in $app"
    echo "Start it from the menu (Games), or run: $bin/$NAME"
    echo "To remove it: $app/uninstall.sh"
}

$action
