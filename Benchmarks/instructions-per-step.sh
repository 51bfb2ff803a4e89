#!/usr/bin/env bash
# Instructions per step of the model, the repeatable measure for tuning the hot path.
#
#   bash Benchmarks/instructions-per-step.sh [SCENARIO]
#
# Runs `bridgecheck bench` under valgrind's callgrind twice (400 and 800 sequences of
# 50 steps, one timed run each) and prints the difference divided by the 20,000 extra
# steps: the cost of a step with start-up and one-time work taken out. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
scenario="${1:-peer-search-field/correct}"
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
# Swift seeds its hashing per process, so a table's probe lengths, and the instruction counts,
# would move by a few tenths of a percent between runs of one build: fixed, they repeat.
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --product bridgecheck >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg.$1" \
    .build/release/bridgecheck bench --scenario "$scenario" --sequences "$1" --repeat 1 >"$out/log.$1" 2>&1
  grep -o 'Collected : [0-9]*' "$out/log.$1" | grep -o '[0-9]*$'
}
a=$(count 400)
b=$(count 800)
echo "$scenario: $(((b - a) / 20000)) instructions per step (callgrind, 800 minus 400 sequences of 50 steps)"
