#!/usr/bin/env bash
# Soak test: drives the real listdemo window under its own Xvfb with random wheel notches, drags
# and keys for DURATION seconds (default 600) on the feed scene at about 1,000,000 rows, and
# samples the app's resident memory every 10 s. Fails if the app dies, does not exit 0 on
# Ctrl+Q, or its memory grows more than 5 % after the first minute (the warm-up).
#
#   Benchmarks/soak.sh [DURATION] [SEED]      (needs xvfb, xdotool, x11-utils: ./dev test installs them)
set -euo pipefail
duration=${1:-600}
RANDOM=${2:-42}
root=$(cd "$(dirname "$0")/.." && pwd)
swift build -c release --product listdemo --package-path "$root" >&2
bin="$(swift build -c release --show-bin-path --package-path "$root")/listdemo"

display=":$((RANDOM % 400 + 200))"
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
export DISPLAY=$display SDL_VIDEODRIVER=x11
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
"$bin" feed --sections 333333 &
app=$!
window=$(xdotool search --sync --name '^listdemo$' | head -1)

rss() { awk '/^VmRSS/ { print $2 }' "/proc/$app/status"; }
start=$SECONDS
next_sample=0
warm=
peak_after_warm=0
echo "seconds,rss_kb"
while (( SECONDS - start < duration )); do
    kill -0 "$app" 2>/dev/null || { echo "soak: the app died after $((SECONDS - start)) s" >&2; exit 1; }
    case $((RANDOM % 5)) in
    0|1) xdotool mousemove --window "$window" $((RANDOM % 400 + 40)) $((RANDOM % 600 + 100)) \
             click --repeat $((RANDOM % 6 + 1)) --delay 20 $((RANDOM % 2 + 4)) ;;
    2)   y0=$((RANDOM % 500 + 200)); y1=$((RANDOM % 700 + 60))
         xdotool mousemove --window "$window" 240 "$y0" mousedown 1 \
             mousemove --window "$window" 240 $(((y0 + y1) / 2)) mousemove --window "$window" 240 "$y1" mouseup 1 ;;
    3)   xdotool key --delay 30 "$(printf '%s\n' Page_Down Page_Up Down Up End Home | sed -n "$((RANDOM % 6 + 1))p")" ;;
    4)   sleep 0.3 ;;
    esac
    t=$((SECONDS - start))
    if (( t >= next_sample )); then
        kb=$(rss)
        echo "$t,$kb"
        if (( t >= 60 )); then
            : "${warm:=$kb}"
            (( kb > peak_after_warm )) && peak_after_warm=$kb
        fi
        next_sample=$((next_sample + 10))
    fi
    sleep 0.05
done

xdotool key ctrl+q
wait "$app" && status=0 || status=$?
app=
(( status == 0 )) || { echo "soak: exit status $status after Ctrl+Q" >&2; exit 1; }
if [[ -n "$warm" ]]; then
    growth=$(awk -v a="$warm" -v b="$peak_after_warm" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
    echo "soak: ${duration} s, memory at 60 s ${warm} KB, peak after ${peak_after_warm} KB, growth ${growth} %" >&2
    awk -v g="$growth" 'BEGIN { exit !(g <= 5) }' || { echo "soak: memory grew more than 5 %" >&2; exit 1; }
fi
