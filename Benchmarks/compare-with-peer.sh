#!/usr/bin/env bash
# Measures BridgeCheck and the Hypothesis peer on the same scenario, in one run.
#
#   bash Benchmarks/compare-with-peer.sh [PEER_DIR] [ROUNDS] [EXAMPLES]
#
# PEER_DIR defaults to ../shared/peers/hypothesis (Python 3 with Hypothesis 6).
# The two engines take turns for ROUNDS rounds (default 5), so a machine that
# speeds up or slows down meanwhile affects both alike; each round runs the
# peer for EXAMPLES 50-step examples (default 300) and `bridgecheck bench`
# (2000 sequences of 50 steps, median of 5). Prints every round, the medians,
# the ratio of the medians, and the time to find and shrink the buggy variant.
set -euo pipefail
cd "$(dirname "$0")/.."
peer="${1:-../shared/peers/hypothesis}"
rounds="${2:-5}"
examples="${3:-300}"
if [ ! -f "$peer/test_machines.py" ]; then
  echo "error: no Hypothesis peer at $peer (pass its folder as the first argument)" >&2
  exit 2
fi
swift build -c release --product bridgecheck >/dev/null
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for round in $(seq 1 "$rounds"); do
  peer_json=$(PYTHONHASHSEED=0 python3 Benchmarks/peer_rate.py "$peer" SearchField/correct "$examples")
  ours_json=$(.build/release/bridgecheck bench --scenario peer-search-field/correct --json)
  echo "{\"round\": $round, \"peer\": $peer_json, \"ours\": $ours_json}" >>"$results"
done
buggy_json=$(.build/release/bridgecheck bench --scenario peer-search-field/buggy --json)
python3 - "$results" "$buggy_json" <<'PY'
import json, statistics, sys
rounds = [json.loads(line) for line in open(sys.argv[1])]
buggy = json.loads(sys.argv[2])
for r in rounds:
    print(f'round {r["round"]}: BridgeCheck {r["ours"]["stepsPerSecond"]:>10,} steps/s   '
          f'Hypothesis peer {r["peer"]["steps_per_s"]:>6,} steps/s')
ours = statistics.median(r["ours"]["stepsPerSecond"] for r in rounds)
peer = statistics.median(r["peer"]["steps_per_s"] for r in rounds)
print(f'median:  BridgeCheck {ours:>10,.0f} steps/s   Hypothesis peer {peer:>6,.0f} steps/s   '
      f'ratio {ours / peer:,.1f}x   (peer-search-field/correct vs SearchField/correct)')
print(f'peer-search-field/buggy: median find {buggy["medianFindMs"]} ms + shrink {buggy["medianShrinkMs"]} ms '
      f'= {buggy["medianTotalMs"]} ms over {buggy["seeds"]} seeds')
PY
