#!/usr/bin/env bash
# Campaign throughput with one worker and with two, side by side, over the whole catalog, and
# whether the two found the same findings.
#
#   bash Benchmarks/campaign-jobs.sh [SECONDS] [JOBS]
#
# Builds in release mode, then runs `bridgecheck campaign --time SECONDS --jobs 1 --json` and
# the same with `--jobs JOBS` (default 2; SECONDS default 60). Prints each run's sequences per
# second (sequences summed over scenarios and jobs, over the run's wall time), their ratio, and
# the findings (scenario, property, signature) found by one run and not the other, and every
# property a catalog scenario expects that a run did not find (`bridgecheck list --json`). A campaign
# stops starting rounds at --time, so the faster run may run more rounds and find more; with
# the catalog every finding shows up in the first rounds.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${2:-2}"
swift build -c release --product bridgecheck >/dev/null
bin=.build/release/bridgecheck
one=$(mktemp)
many=$(mktemp)
listing=$(mktemp)
trap 'rm -f "$one" "$many" "$listing"' EXIT
"$bin" list --json >"$listing"
"$bin" campaign --time "$seconds" --jobs 1 --json >"$one" || true
"$bin" campaign --time "$seconds" --jobs "$jobs" --json >"$many" || true
python3 - "$one" "$many" "$jobs" "$listing" <<'PY'
import json, sys
expected = {}
for line in open(sys.argv[4], encoding="utf-8"):
    record = json.loads(line)
    expected[record["scenario"]] = set(record["properties"])

def read(path):
    findings, summary = set(), None
    for line in open(path, encoding="utf-8"):
        record = json.loads(line)
        if record.get("summary"):
            summary = record
        else:
            findings.add((record["scenario"], record["property"], record["signature"]))
    sequences = sum(row["sequences"] for row in summary["scenarios"])
    return findings, sequences, summary["ms"] / 1000, summary["rounds"]

one, many, jobs = read(sys.argv[1]), read(sys.argv[2]), sys.argv[3]
rate = lambda run: run[1] / run[2]
print(f"--jobs 1:  {one[1]:>9,} sequences in {one[2]:.1f} s ({one[3]} rounds): {rate(one):,.0f} sequences/s, {len(one[0])} findings")
print(f"--jobs {jobs}:  {many[1]:>9,} sequences in {many[2]:.1f} s ({many[3]} rounds): {rate(many):,.0f} sequences/s, {len(many[0])} findings")
print(f"ratio: {rate(many) / rate(one):.2f}")
for label, extra in (("only --jobs 1", one[0] - many[0]), (f"only --jobs {jobs}", many[0] - one[0])):
    for finding in sorted(extra):
        print(f"{label}: {' '.join(finding)}")
for label, run in (("--jobs 1", one), (f"--jobs {jobs}", many)):
    found = {}
    for scenario, prop, _ in run[0]:
        found.setdefault(scenario, set()).add(prop)
    missing = [(s, p) for s, props in sorted(expected.items()) for p in sorted(props) if p not in found.get(s, set())]
    print(f"{label}: every expected finding of the catalog found" if not missing else f"{label}: missing {missing}")
PY
