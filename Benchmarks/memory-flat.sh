#!/usr/bin/env bash
# Memory stays flat over a fuzz run: for each scenario, the peak resident memory of a
# `fuzz --time SHORT` run and of a `fuzz --time LONG` run; the longer may use at most 10%
# more. A world that outlives its run (a block on the clock that keeps it, an app whose
# objects keep each other through the model) shows as growth.
#
#   bash Benchmarks/memory-flat.sh [SHORT LONG [SCENARIO…]]     (default: 5 20, every scenario)
#
# Exits 1 if any scenario grew by more than 10%. Needs GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
short="${1:-5}"
long="${2:-20}"
shift $(( $# > 2 ? 2 : $# ))
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is not installed" >&2; exit 2; }
swift build -c release --product bridgecheck >/dev/null
bin=.build/release/bridgecheck
if [ $# -gt 0 ]; then
  scenarios=("$@")
else
  mapfile -t scenarios < <("$bin" list --json | sed -n 's/^{"scenario":"\([^"]*\)".*/\1/p')
fi
peak() {
  /usr/bin/time -f '%M' "$bin" fuzz --scenario "$1" --time "$2" --sequences 1000000000 >/dev/null 2>/tmp/memory-flat.$$ || true
  tail -n 1 /tmp/memory-flat.$$
}
grew=0
printf '%-42s %10s %10s %8s\n' scenario "${short}s KB" "${long}s KB" growth
for scenario in "${scenarios[@]}"; do
  a=$(peak "$scenario" "$short")
  b=$(peak "$scenario" "$long")
  pct=$(( (b - a) * 100 / a ))
  mark=""
  if (( b * 10 > a * 11 )); then mark="  ✗ more than 10%"; grew=1; fi
  printf '%-42s %10s %10s %7s%%%s\n' "$scenario" "$a" "$b" "$pct" "$mark"
done
rm -f /tmp/memory-flat.$$
exit "$grew"
