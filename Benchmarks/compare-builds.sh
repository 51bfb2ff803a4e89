#!/usr/bin/env bash
# Steps per second of this checkout against an earlier build, side by side, on the catalog
# scenarios expected to hold in both (the cost of a change on the hot path).
#
#   bash Benchmarks/compare-builds.sh [OLD_COMMIT] [ROUNDS] [REPEAT]
#
# OLD_COMMIT defaults to 7a17bb1 (the last build that stopped at the first finding). Both are
# built in release mode (the old one in a scratch clone, ${COMPARE_DIR:-$TMPDIR/bridgecheck-old});
# for each scenario the two take turns for ROUNDS rounds (default 3), each `bench --repeat
# REPEAT` (default 3, 2000 sequences of 50 steps), so a machine that speeds up or slows down
# meanwhile affects both alike. Prints each scenario's medians and their ratio, then the
# median ratio over the scenarios; exits 1 if that median is below 0.90 (more than 10% slower).
set -euo pipefail
cd "$(dirname "$0")/.."
old="${1:-7a17bb1}"
rounds="${2:-3}"
repeat="${3:-3}"
scratch="${COMPARE_DIR:-${TMPDIR:-/tmp}/bridgecheck-old}"
if [ ! -d "$scratch/.git" ]; then
  git clone -q --no-checkout "$(pwd)" "$scratch"
fi
git -C "$scratch" fetch -q "$(pwd)" "$old" 2>/dev/null || true
git -C "$scratch" checkout -q --force "$old"
(cd "$scratch" && swift build -c release --product bridgecheck >/dev/null)
swift build -c release --product bridgecheck >/dev/null
new_bin=.build/release/bridgecheck
old_bin="$scratch/.build/release/bridgecheck"
holding() { "$1" list --json | sed -n 's/^{"scenario":"\([^"]*\)","expect":"holds".*/\1/p' | sort; }
mapfile -t scenarios < <(comm -12 <(holding "$new_bin") <(holding "$old_bin"))
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for scenario in "${scenarios[@]}"; do
  for round in $(seq 1 "$rounds"); do
    o=$("$old_bin" bench --scenario "$scenario" --repeat "$repeat" --json)
    n=$("$new_bin" bench --scenario "$scenario" --repeat "$repeat" --json)
    echo "{\"scenario\": \"$scenario\", \"old\": $o, \"new\": $n}" >>"$results"
  done
done
python3 - "$results" "$old" <<'PY'
import json, statistics, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
ratios = []
print(f'{"scenario":42} {"old steps/s":>12} {"new steps/s":>12} {"new/old":>8}')
for scenario in dict.fromkeys(l["scenario"] for l in lines):
    rows = [l for l in lines if l["scenario"] == scenario]
    old = statistics.median(r["old"]["stepsPerSecond"] for r in rows)
    new = statistics.median(r["new"]["stepsPerSecond"] for r in rows)
    ratios.append(new / old)
    print(f'{scenario:42} {old:>12,.0f} {new:>12,.0f} {new / old:>8.2f}')
median = statistics.median(ratios)
print(f'\n{len(ratios)} holding scenarios; median new/old {median:.2f} (worst {min(ratios):.2f}, best {max(ratios):.2f}) against {sys.argv[2]}')
sys.exit(0 if median >= 0.90 else 1)
PY
