#!/usr/bin/env bash
# Measures BridgeCheck and the Hypothesis peer on the same scenarios, in one run.
#
#   bash Benchmarks/compare-with-peer.sh [PEER_DIR] [ROUNDS] [EXAMPLES]
#
# PEER_DIR defaults to ../shared/peers/hypothesis (Python 3 with Hypothesis 6).
# For each of the peer's three subjects (SearchField, DetailPusher, SettingsFlow) the
# two engines take turns for ROUNDS rounds (default 5), so a machine that speeds up or
# slows down meanwhile affects both alike; each round runs the peer for EXAMPLES 50-step
# examples (default 300) and `bridgecheck bench` on the matching `peer-…/correct`
# scenario (2000 sequences of 50 steps, median of 5). Prints every round, the medians,
# the ratio of the medians, and the time to find and shrink each buggy variant.
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
pairs="SearchField:peer-search-field DetailPusher:peer-detail-pusher SettingsFlow:peer-settings-flow"
for pair in $pairs; do
  subject="${pair%%:*}"
  ours="${pair##*:}"
  for round in $(seq 1 "$rounds"); do
    peer_json=$(PYTHONHASHSEED=0 python3 Benchmarks/peer_rate.py "$peer" "$subject/correct" "$examples")
    ours_json=$(.build/release/bridgecheck bench --scenario "$ours/correct" --json)
    echo "{\"subject\": \"$subject\", \"ours\": \"$ours\", \"round\": $round, \"peer\": $peer_json, \"bench\": $ours_json}" >>"$results"
  done
  buggy_json=$(.build/release/bridgecheck bench --scenario "$ours/buggy" --json)
  echo "{\"subject\": \"$subject\", \"ours\": \"$ours\", \"buggy\": $buggy_json}" >>"$results"
done
python3 - "$results" <<'PY'
import json, statistics, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
for subject in dict.fromkeys(l["subject"] for l in lines):
    rounds = [l for l in lines if l["subject"] == subject and "round" in l]
    buggy = next(l for l in lines if l["subject"] == subject and "buggy" in l)
    name = rounds[0]["ours"]
    for r in rounds:
        print(f'{name} round {r["round"]}: BridgeCheck {r["bench"]["stepsPerSecond"]:>10,} steps/s   '
              f'Hypothesis peer {r["peer"]["steps_per_s"]:>6,} steps/s')
    ours = statistics.median(r["bench"]["stepsPerSecond"] for r in rounds)
    peer = statistics.median(r["peer"]["steps_per_s"] for r in rounds)
    print(f'median:  BridgeCheck {ours:>10,.0f} steps/s   Hypothesis peer {peer:>6,.0f} steps/s   '
          f'ratio {ours / peer:,.1f}x   ({name}/correct vs {subject}/correct)')
    b = buggy["buggy"]
    print(f'{name}/buggy: median find {b["medianFindMs"]} ms + shrink {b["medianShrinkMs"]} ms '
          f'= {b["medianTotalMs"]} ms over {b["seeds"]} seeds')
    print()
PY
