#!/usr/bin/env bash
# Instructions per step of this checkout against an earlier build, on the catalog scenarios
# expected to hold in both: the repeatable form of Benchmarks/compare-builds.sh (wall-clock
# throughput on a shared machine varies by ±30% from run to run; instruction counts do not).
#
#   bash Benchmarks/compare-instructions.sh [OLD_COMMIT] [JOBS]
#
# OLD_COMMIT defaults to 7a17bb1; the old build lives in ${COMPARE_DIR:-$TMPDIR/bridgecheck-old}
# (made by compare-builds.sh, or here). Per scenario and build, `bench` runs under callgrind
# with 200 and 400 sequences of 50 steps; the difference over the 10,000 extra steps is the
# cost of a step with start-up taken out. JOBS scenarios run at once (default 2). Prints each
# scenario's counts and new/old, then the median; exits 1 if the median is above 1.10.
#
# NEW_PROFILE="knob=value …" runs the new build under those knob values (bench --profile): set
# it to the old build's defaults where they changed, and both builds take the same steps in
# the scenarios whose choices did not change, so the figure is the harness's cost, not a
# change in what a step does. Against 7a17bb1 (defaults changed by 8777475, FIDELITY.md):
#   NEW_PROFILE="touchesDuringTransition=outgoingOnly equalRegionCallbacks=fire"
set -euo pipefail
cd "$(dirname "$0")/.."
old="${1:-7a17bb1}"
jobs="${2:-2}"
scratch="${COMPARE_DIR:-${TMPDIR:-/tmp}/bridgecheck-old}"
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
# Swift seeds its hashing per process, so a table's probe lengths, and the instruction counts,
# would move by a few tenths of a percent between runs of one build: fixed, they repeat.
export SWIFT_DETERMINISTIC_HASHING=1
if [ ! -d "$scratch/.git" ]; then git clone -q --no-checkout "$(pwd)" "$scratch"; fi
git -C "$scratch" fetch -q "$(pwd)" "$old" 2>/dev/null || true
git -C "$scratch" checkout -q --force "$old"
(cd "$scratch" && swift build -c release --product bridgecheck >/dev/null)
swift build -c release --product bridgecheck >/dev/null
export NEW_BIN="$(pwd)/.build/release/bridgecheck" OLD_BIN="$scratch/.build/release/bridgecheck"
new_args=""
for knob in ${NEW_PROFILE:-}; do new_args="$new_args --profile $knob"; done
export NEW_ARGS="$new_args"
holding() { "$1" list --json | sed -n 's/^{"scenario":"\([^"]*\)","expect":"holds".*/\1/p' | sort; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export WORK="$work"
per_step() {
  local bin="$1" scenario="$2" tag="$3" counts=() extra=()
  if [ "$bin" = "$NEW_BIN" ]; then read -r -a extra <<<"$NEW_ARGS"; fi
  for n in 200 400; do
    valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.$tag.$n" \
      "$bin" bench --scenario "$scenario" --sequences "$n" --repeat 1 "${extra[@]}" >"$WORK/log.$tag.$n" 2>&1 \
      || echo "$bin $scenario" >>"$WORK/failed"
    counts+=("$(grep -o 'Collected : [0-9]*' "$WORK/log.$tag.$n" | grep -o '[0-9]*$')")
  done
  echo $(((counts[1] - counts[0]) / 10000))
}
export -f per_step
comm -12 <(holding "$NEW_BIN") <(holding "$OLD_BIN") \
  | xargs -P "$jobs" -I{} bash -c 'tag=$(echo "{}" | tr / _); echo "{} $(per_step "$OLD_BIN" "{}" old.$tag) $(per_step "$NEW_BIN" "{}" new.$tag)"' \
  | sort >"$work/results"
if [ -s "$work/failed" ]; then
  # A crash here has been a stale incremental build: a module whose subclasses' layout changed
  # without its interface changing is not rebuilt (seen twice on 6.3.1).
  echo "error: bench crashed under callgrind for:" >&2
  sed 's/^/  /' "$work/failed" >&2
  echo "rebuild from scratch (rm -rf .build/*/release, and the old build's) and run again" >&2
  exit 2
fi
python3 - "$work/results" "$old" "${NEW_PROFILE:-}" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
print(f'{"scenario":42} {"old instr/step":>15} {"new instr/step":>15} {"new/old":>8}')
ratios = []
for name, old, new in rows:
    ratios.append(int(new) / int(old))
    print(f'{name:42} {int(old):>15,} {int(new):>15,} {ratios[-1]:>8.2f}')
median = statistics.median(ratios)
print(f'\n{len(rows)} holding scenarios; median new/old {median:.2f} instructions per step '
      f'(best {min(ratios):.2f}, worst {max(ratios):.2f}) against {sys.argv[2]}'
      + (f', the new build under {sys.argv[3]}' if sys.argv[3] else ''))
sys.exit(0 if median <= 1.10 else 1)
PY
