#!/bin/bash
# How far a window's fling frames are from their ideal curve (issue 20's instrument goal): FLINGS identical
# XTEST drags (30 pt every 15 ms, Tests/Tools/xtest-drag.py) in the feed under a fresh Xvfb, then the
# deviation (points between the drawn offset and the ideal curve at present_t) and the lateness
# (present_t - t, ms) of every decelerating, bouncing or snapping frame, at p50, p99 and max.
# Usage: Benchmarks/window-deviation.sh [BINARY] [FLINGS]   (default .build/release/listdemo, 5)
# For a loaded machine start two `yes > /dev/null &` first and kill them by PID afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/listdemo}
flings=${2:-5}
display=:$((60 + RANDOM % 30))
work=$(mktemp -d)
Xvfb "$display" -screen 0 1280x1024x24 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
export DISPLAY=$display SDL_VIDEODRIVER=x11 LISTDEMO_FONT=bundled NO_AT_BRIDGE=1
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
"$binary" feed --size 480x800 --snap off --physics uikit --trace "$work/trace.jsonl" >/dev/null 2>&1 &
app=$!
for _ in $(seq 100); do window=$(xdotool search --class '^listdemo$' 2>/dev/null | head -1) && [ -n "$window" ] && break; sleep 0.1; done
for _ in $(seq "$flings"); do
    python3 Tests/Tools/xtest-drag.py "$window" 240 700 -30 15 15
    sleep 3
done
kill $app
wait $app 2>/dev/null || true
python3 - "$work/trace.jsonl" <<'PY'
import json, sys
deviation, late = [], []
for line in open(sys.argv[1]):
    try: frame = json.loads(line)
    except ValueError: continue
    if frame.get('phase') in ('decelerating', 'bouncing', 'snapping') and 'deviation' in frame and 'present_t' in frame:
        deviation.append(abs(frame['deviation']))
        late.append((frame['present_t'] - frame['t']) * 1000)
if not deviation: sys.exit('no moving frames in the trace')
deviation.sort(); late.sort()
at = lambda values, p: values[min(len(values) - 1, int(p * len(values)))]
print('frames %d  deviation p50 %.3f p99 %.3f max %.3f pt  late p50 %.2f p99 %.2f max %.2f ms' % (
    len(deviation), at(deviation, .5), at(deviation, .99), deviation[-1], at(late, .5), at(late, .99), late[-1]))
PY
