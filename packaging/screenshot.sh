#!/usr/bin/env bash
# Retake docs/screenshots/main-window.png, the screenshot the AppStream metainfo
# shows in software centres: deal 1 after the moves 6a and 6b, in a 1280x720
# window on a virtual screen, with fresh settings so nothing of yours shows.
#
#   packaging/screenshot.sh [PYTHON]     (default: .venv/bin/python)
#
# Needs Debian's xvfb, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${1:-.venv/bin/python}
OUT=docs/screenshots/main-window.png
DISPLAY_NUMBER=:96
scratch=$(mktemp -d)
pids=()
cleanup() {  # the game first, then its X server
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        kill "${pids[i]}" 2>/dev/null || true
        wait "${pids[i]}" 2>/dev/null || true
    done
    rm -rf "$scratch"
}
trap cleanup EXIT

Xvfb "$DISPLAY_NUMBER" -screen 0 1280x720x24 -nolisten tcp -noreset >/dev/null 2>&1 &
pids+=($!)
sleep 1
export DISPLAY=$DISPLAY_NUMBER XDG_RUNTIME_DIR=$scratch
export XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data XDG_CACHE_HOME=$scratch/cache
"$PYTHON" -m freecell_qt --deal 1 &
pids+=($!)
window=$(timeout 30 xdotool search --sync --onlyvisible --class freecell-qt | head -1)
xdotool windowmove "$window" 0 0 windowsize "$window" 1280 720
sleep 1.5
# Keyboard notation: 6 then a plays 6a; the clubs and the spade ace then go up by themselves.
for key in 6 a 6 b; do
    # Without a window manager xdotool complains about the focus; the key still lands.
    xdotool key --window "$window" "$key" 2>/dev/null
    sleep 0.3
done
sleep 2
mkdir -p "$(dirname "$OUT")"
import -window root "$OUT"
echo "wrote $OUT"
