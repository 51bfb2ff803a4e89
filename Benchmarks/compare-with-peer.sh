#!/usr/bin/env bash
# Measures BridgeCheck and the Hypothesis peer on the same scenarios, in one run.
#
#   bash Benchmarks/compare-with-peer.sh [PEER_DIR] [EXAMPLES]
#
# PEER_DIR defaults to ../shared/peers/hypothesis (Python 3 with Hypothesis 6);
# EXAMPLES (default 300) is how many 50-step examples the peer runs. Prints the
# peer's steps/s, BridgeCheck's steps/s (release build) and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
peer="${1:-../shared/peers/hypothesis}"
examples="${2:-300}"
if [ ! -f "$peer/test_machines.py" ]; then
  echo "error: no Hypothesis peer at $peer (pass its folder as the first argument)" >&2
  exit 2
fi
swift build -c release --product bridgecheck >/dev/null
pairs=("peer-search-field/correct SearchField/correct")
for pair in "${pairs[@]}"; do
  ours=${pair%% *}
  theirs=${pair#* }
  peer_json=$(PYTHONHASHSEED=0 python3 Benchmarks/peer_rate.py "$peer" "$theirs" "$examples")
  ours_json=$(.build/release/bridgecheck bench --scenario "$ours" --json)
  python3 - "$peer_json" "$ours_json" <<'PY'
import json, sys
peer, ours = json.loads(sys.argv[1]), json.loads(sys.argv[2])
ratio = ours["stepsPerSecond"] / peer["steps_per_s"]
print(f'{ours["scenario"]:<32} BridgeCheck {ours["stepsPerSecond"]:>10,} steps/s   '
      f'Hypothesis peer {peer["steps_per_s"]:>7,} steps/s ({peer["scenario"]}, {peer["examples"]} examples)   '
      f'ratio {ratio:,.0f}x')
PY
done
