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
    if s["properties"]:
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
