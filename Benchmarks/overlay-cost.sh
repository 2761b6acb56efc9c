#!/bin/bash
# What the overlay costs a frame: a headless feed fling at SIZE, without and with --overlay, RUNS times each in turn;
# prints the p50 and p99 of work_ms over the frames that move (dragging, decelerating, bouncing, snapping).
#   Benchmarks/overlay-cost.sh BINARY SIZE TAG [RUNS]     e.g. .build/release/listdemo 3840x2160 new 3
set -euo pipefail
B=$1; SIZE=$2; TAG=$3; N=${4:-3}
W=${SIZE%x*}; H=${SIZE#*x}
DIR=$(mktemp -d); trap 'rm -rf "$DIR"' EXIT
printf "0.2 drag $((W/2)),$((H-200)) $((W/2)),300 0.1\n3 quit\n" > "$DIR/fling.txt"
ASSETS=$(cd "$(dirname "$0")/.." && pwd)/Assets
for i in $(seq 1 "$N"); do for o in "" --overlay; do
  SDL_VIDEODRIVER=dummy LISTDEMO_FONT=bundled LISTDEMO_ASSETS="$ASSETS" "$B" feed --size "$SIZE" --headless \
      --script "$DIR/fling.txt" --trace "$DIR/t.jsonl" $o
  python3 - "$TAG" "$SIZE" "${o:-plain}" "$DIR/t.jsonl" <<'PY'
import json, sys
records = [json.loads(l) for l in open(sys.argv[4]) if l.startswith('{"frame"')]
w = sorted(r["work_ms"] for r in records if r["phase"] in ("dragging", "decelerating", "bouncing", "snapping"))
n = len(w)
print(sys.argv[1], sys.argv[2], sys.argv[3], "frames", n, "p50 %.2f p99 %.2f" % (w[n // 2], w[min(n - 1, int(n * 0.99))]))
PY
done; done
