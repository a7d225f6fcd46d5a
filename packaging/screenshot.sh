#!/usr/bin/env bash
# Retake the screenshots under docs/screenshots/: the one the AppStream metainfo and
# the README show (main-window.png, deal 1 after the moves 6a and 6b in a 1280x720
# window), and one for each look: light and dark, each table, the large-index deck,
# a tall narrow window and a full-HD one. Each shot starts with fresh settings
# holding only its own preferences, so nothing of yours shows.
#
#   packaging/screenshot.sh [PYTHON]     (default: .venv/bin/python)
#
# Needs Debian's xvfb, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${1:-.venv/bin/python}
OUT_DIR=docs/screenshots
DISPLAY_NUMBER=:96
scratch=$(mktemp -d)
pids=()
cleanup() {  # the games first, then their X server
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        kill "${pids[i]}" 2>/dev/null || true
        wait "${pids[i]}" 2>/dev/null || true
    done
    rm -rf "$scratch"
}
trap cleanup EXIT

Xvfb "$DISPLAY_NUMBER" -screen 0 1920x1080x24 -nolisten tcp -noreset >/dev/null 2>&1 &
pids+=($!)
sleep 1
export DISPLAY=$DISPLAY_NUMBER

# shot NAME WIDTH HEIGHT [PREFERENCE=VALUE ...]
shot() {
    local name=$1 width=$2 height=$3
    shift 3
    local home=$scratch/$name
    mkdir -p "$home/config/FreeCell Qt"
    {
        echo "[General]"
        echo "resume=false"
        for setting in "$@"; do echo "$setting"; done
    } >"$home/config/FreeCell Qt/freecell-qt.conf"
    XDG_RUNTIME_DIR=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
        XDG_CACHE_HOME=$home/cache "$PYTHON" -m freecell_qt --deal 1 &
    local game=$!
    pids+=("$game")
    local window
    window=$(timeout 30 xdotool search --sync --onlyvisible --pid "$game" | head -1)
    xdotool windowmove "$window" 0 0 windowsize "$window" "$width" "$height"
    sleep 1.5
    # Keyboard notation: 6 then a plays 6a; the clubs and the spade ace then go up by themselves.
    for key in 6 a 6 b; do
        # Without a window manager xdotool complains about the focus; the key still lands.
        xdotool key --window "$window" "$key" 2>/dev/null
        sleep 0.3
    done
    sleep 2
    mkdir -p "$OUT_DIR"
    import -window "$window" "$OUT_DIR/$name.png"
    echo "wrote $OUT_DIR/$name.png"
    kill "$game"
    wait "$game" 2>/dev/null || true
    unset 'pids[-1]'
}

shot main-window 1280 720
shot light-1920x1080 1920 1080 colour_scheme=light
shot dark 1280 720 colour_scheme=dark
shot dark-1920x1080 1920 1080 colour_scheme=dark
shot table-blue 1280 720 table_theme=blue
shot table-dark 1280 720 table_theme=dark
shot large-index 1280 720 large_index=true
shot tall-400x770 400 770
shot tall-400x770-dark 400 770 colour_scheme=dark large_index=true
