#!/usr/bin/env bash
# What --record costs: a 30 s headless run of the feed at 1280x800, a fling down and one back up every 2 s
# (1,801 frames, most of them moving), RUNS times (default 3) without and with --record, alternated. Prints each
# run's peak resident memory and user + system CPU seconds, and the recording's size.
#
# Usage: Benchmarks/record.sh [BINARY] [RUNS]   (default .build/release/listdemo, 3; the figures are in
# docs/BENCHMARKS.md)
set -euo pipefail
bin=$(realpath "${1:-$(dirname "$0")/../.build/release/listdemo}")
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
for t in $(seq 0 2 28); do
    printf '%s.2 drag 640,700 640,150 0.1\n%s.2 drag 640,150 640,700 0.1\n' "$t" "$((t + 1))"
done > flings.txt
export SDL_VIDEODRIVER=dummy LISTDEMO_FONT=bundled
# One run; its arguments are added to the command line.
run() {
    /usr/bin/time -f '%M %U %S' -o time.txt "$bin" feed --headless --size 1280x800 --duration 30 \
        --script flings.txt --save-to c.json --trace t.jsonl "$@"
    read -r kb user system < time.txt
    printf 'peak %4d MB  cpu %6.2f s  frames %d' "$((kb / 1024))" "$(echo "$user + $system" | bc)" \
        "$(grep -c '"frame"' t.jsonl)"
}
for _ in $(seq "$runs"); do
    echo "without:  $(run)"
    echo "--record: $(run --record r.png)  file $(($(stat -c %s r.png) / 1024 / 1024)) MB"
done
