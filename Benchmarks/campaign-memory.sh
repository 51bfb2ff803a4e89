#!/usr/bin/env bash
# Resident memory over a long campaign of the whole catalog: the campaign process's and its
# workers' (summed), read from /proc every 5 s until the campaign ends. Prints the peak of the
# first minute, the peak of the last minute and the growth between them, for each. A world, a
# trace or a finding kept per sequence shows as growth; the worlds of different scenarios come
# and go within a minute, which is why peaks are compared and not single samples.
#
#   bash Benchmarks/campaign-memory.sh [SECONDS] [JOBS]     (default 600 2)
#
# Exits 1 if either grew by 10% or more. Linux only (/proc).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
jobs="${2:-2}"
swift build -c release --product bridgecheck >/dev/null
bin=.build/release/bridgecheck
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
"$bin" campaign --time "$seconds" --jobs "$jobs" --corpus "$work/corpus" >"$work/out" 2>&1 &
pid=$!
rss() { awk '/^VmRSS/ {print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }
start=$(date +%s)
: >"$work/samples"
while kill -0 "$pid" 2>/dev/null; do
  parent=$(rss "$pid")
  workers=0
  for child in $(pgrep -P "$pid" || true); do workers=$((workers + $(rss "$child"))); done
  [ "$parent" -gt 0 ] && echo "$(( $(date +%s) - start )) $parent $workers" >>"$work/samples"
  sleep 5
done
wait "$pid" || true
tail -n 1 "$work/out"
python3 - "$work/samples" <<'PY'
import sys
rows = [tuple(map(int, line.split())) for line in open(sys.argv[1]) if line.strip()]
end = rows[-1][0]
first = [r for r in rows if r[0] <= 60]
last = [r for r in rows if r[0] >= end - 60]
grew = False
print(f"{len(rows)} samples over {end} s (RSS in KB)")
print("   s  campaign  workers")
for minute in range(0, end + 1, 60):
    near = min(rows, key=lambda r: abs(r[0] - minute))
    print(f"{near[0]:>4}  {near[1]:>8,}  {near[2]:>7,}")
for column, name in ((1, "campaign process"), (2, "workers, summed")):
    a = max(r[column] for r in first)
    b = max(r[column] for r in last)
    growth = (b - a) / a * 100 if a else 0.0
    grew |= growth >= 10
    print(f"{name:18} first minute peak {a:>9,}  last minute peak {b:>9,}  growth {growth:+.1f}%")
sys.exit(1 if grew else 0)
PY
