#!/usr/bin/env bash
# Rewrites Corpus/ from scratch: the minimal trace of every finding of every catalog scenario
# expected to break, found with seed 1 as the table finds them (300 sequences, then 6000 if an
# expected property is missing). Run it after a change to the model or the catalog changes what
# the traces are; review the diff before committing.
#
#   bash Scripts/regenerate-corpus.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bridgecheck >/dev/null
bin=.build/release/bridgecheck
rm -rf Corpus
mkdir Corpus
"$bin" list --json | python3 -c '
import json, sys
for line in sys.stdin:
    s = json.loads(line)
    # A scenario that traps or hangs is run by the campaign below, in worker processes.
    if s["properties"] and not any(p.startswith("process.") for p in s["properties"]):
        print(s["scenario"], " ".join(s["properties"]))
' | while read -r scenario properties; do
  found=$("$bin" fuzz --scenario "$scenario" --sequences 300 --json | python3 -c 'import json,sys; print(" ".join(sorted({f["property"] for f in json.loads(sys.stdin.read())["findings"]})))' || true)
  missing=0
  for property in $properties; do
    case " $found " in *" $property "*) ;; *) missing=1 ;; esac
  done
  sequences=300
  if [ "$missing" = 1 ]; then sequences=6000; fi
  "$bin" fuzz --scenario "$scenario" --sequences "$sequences" --corpus Corpus >/dev/null || true
  echo "$scenario: $(ls Corpus/"$scenario" | tr '\n' ' ')"
done
# The scenarios that trap or hang: a one-job campaign of 300 sequences each, as the table runs them.
process=$("$bin" list --json | python3 -c '
import json, sys
for line in sys.stdin:
    s = json.loads(line)
    if any(p.startswith("process.") for p in s["properties"]):
        print("--scenario", s["scenario"])
')
# shellcheck disable=SC2086
"$bin" campaign $process --sequences 300 --jobs 1 --hang-timeout 2 --corpus Corpus >/dev/null || true
for scenario in $(echo "$process" | sed 's/--scenario//g'); do echo "$scenario: $(ls Corpus/"$scenario" | tr '\n' ' ')"; done
