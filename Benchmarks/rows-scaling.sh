#!/usr/bin/env bash
# How the cost of a step grows with the size of the screen (issue 10): a screen of N guarded
# text fields (`rows/own-N`: each row owns its `@State`; `rows/array-N`: the N strings in one
# `@State` array, bound as `$texts[i]`), for N = 1, 10, 100, 1000.
#
#   bash Benchmarks/rows-scaling.sh [ROWS…]
#
# Per scenario: steps/s from `bridgecheck bench --scenario rows/FORM-N` (median of --repeat 3;
# wall clock, so it moves with the machine), and instructions per step from callgrind: `bench
# --repeat 1` with S and 2S sequences of 50 steps, the difference over S × 50 (start-up taken
# out; the mounting of a world per sequence, N rows each, stays in, as it does in a fuzz run).
# S shrinks as N grows so that every count takes seconds, not minutes. Each line also gives the
# rate as a share of the same form's 1-row rate (the acceptance line: own 100 ≥ 40%, array 100
# ≥ 10%), in steps/s and in instructions per step. The last two columns split that cost: a step
# once the screen is up ("steady": S sequences of 150 steps against S of 50, the difference over
# S × 100 steps) and a world (mounting its N rows, tearing them down, its first choices: a
# sequence's instructions less 50 steady steps). Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=(1 10 100 1000)
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
# Swift seeds its hashing per process, so a table's probe lengths, and the instruction counts,
# would move by a few tenths of a percent between runs of one build: fixed, they repeat.
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --product bridgecheck >/dev/null
bin=.build/release/bridgecheck
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() { # scenario sequences [max-steps]
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
    "$bin" bench --scenario "$1" --sequences "$2" --max-steps "${3:-50}" --repeat 1 >"$out/log" 2>&1
  grep -o 'Collected : [0-9]*' "$out/log" | grep -o '[0-9]*$'
}
printf '%-18s %12s %10s %14s %10s %12s %12s\n' scenario steps/s 'of 1 row' 'instr/step' 'of 1 row' \
  'steady/step' 'per world'
for form in own array; do
  base_rate="" base_instr=""
  for n in "${rows[@]}"; do
    scenario="rows/$form-$n"
    s=$((4000 / n)); [ $s -ge 20 ] || s=20; [ $s -le 400 ] || s=400
    b=$((20000 / n)); [ $b -ge 20 ] || b=20; [ $b -le 2000 ] || b=2000
    rate=$("$bin" bench --scenario "$scenario" --sequences "$b" --repeat 3 | awk 'NR == 2 { print $2 }')
    a=$(count "$scenario" "$s")
    c=$(count "$scenario" $((2 * s)))
    d=$(count "$scenario" "$s" 150)
    instr=$(((c - a) / (s * 50)))
    steady=$(((d - a) / (s * 100)))
    world=$(((c - a) / s - 50 * steady))
    [ -n "$base_rate" ] || { base_rate=$rate; base_instr=$instr; }
    printf '%-18s %12s %9s%% %14s %9s%% %12s %12s\n' "$scenario" "$rate" \
      "$(awk -v a="$rate" -v b="$base_rate" 'BEGIN { printf "%.1f", 100 * a / b }')" "$instr" \
      "$(awk -v a="$instr" -v b="$base_instr" 'BEGIN { printf "%.1f", 100 * b / a }')" "$steady" "$world"
  done
done
