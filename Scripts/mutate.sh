#!/usr/bin/env bash
# Mutation testing: applies each mutation of Scripts/mutations.txt, one at a time, to a scratch
# clone of this repository's HEAD, rebuilds, runs the tests that should catch it, and prints
# the kill rate. A mutation is killed when the tests fail, crash or time out (a hang is caught).
#
#   bash Scripts/mutate.sh                     every mutation (hours on 2 cores: some 400)
#   bash Scripts/mutate.sh --only ID [ID…]     some of them
#   bash Scripts/mutate.sh --list              the mutations, without building anything
#   bash Scripts/mutate.sh --check             that every mutation still applies to this checkout
#                                              (its old text occurs exactly once): no build, a
#                                              second or two; .ci/run runs it
#
# Options:
#   --worktree     mutate HEAD plus this checkout's uncommitted changes and untracked files
#                  (to see whether new tests kill a survivor before committing them)
#   --no-recheck   take a survivor of its `filter:` tests as a survivor; by default a survivor
#                  is run again against the whole suite (~3.5 min) before it is called one
#   --fresh        delete the scratch clone and its build, and clone again (by default both are
#                  reused: the first build takes a few minutes, a mutation's rebuild one or two)
#   --timeout S    the default limit of one test run, in seconds (600)
#
# The scratch clone is ${MUTATE_DIR:-${TMPDIR:-/tmp}/bridgecheck-mutate}; logs of each build
# and test run are in its .mutate-logs/. The checkout this script is in is never changed.
#
# Per mutation the result is: killed, survived, stale (its old text no longer occurs exactly
# once: update the mutation), or does-not-compile. Stale and non-compiling mutations are
# listed but not counted. Exit 0 when at least 90% of the counted mutations are killed.
set -euo pipefail

# The script is one compound command, read whole before it runs: editing this file during a
# run (hours) does not change the run.
{
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_repo=$(git -C "$here" rev-parse --show-toplevel)
mutations="$here/mutations.txt"
scratch=${MUTATE_DIR:-${TMPDIR:-/tmp}/bridgecheck-mutate}
threshold=90

only=()
list=false
check=false
worktree=false
recheck=true
fresh=false
default_timeout=600

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --only)
      shift
      while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do only+=("$1"); shift; done
      [ ${#only[@]} -gt 0 ] || { echo "error: --only needs at least one mutation id" >&2; exit 2; }
      continue ;;
    --list) list=true ;;
    --check) check=true ;;
    --worktree) worktree=true ;;
    --no-recheck) recheck=false ;;
    --fresh) fresh=true ;;
    --timeout)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+$ ]] || { echo "error: --timeout takes a number of seconds" >&2; exit 2; }
      default_timeout=$2; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown argument \`$1\`" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

# ── The mutation list (python3: parsing, applying, checking filters) ─────────────────────────

read -r -d '' helper <<'PY' || true
import json, os, re, sys

def parse(path):
    """The mutations of `path`, in order: dicts with id, file, why, filter, timeout,
    equivalent, old, new, line. Exits 2 with file:line on a malformed list."""
    blocks, current = [], None
    def fail(number, message):
        sys.exit(f"{path}:{number}: error: {message}")
    for number, raw in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        line = raw.rstrip("\r")
        if line.startswith("## id:"):
            ident = line[len("## id:"):].strip()
            if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", ident):
                fail(number, f"a mutation id is lowercase words joined by -, not `{ident}`")
            current = {"id": ident, "line": number, "old": [], "new": []}
            blocks.append(current)
        elif line.startswith("- ") or line == "-" or line.startswith("+ ") or line == "+":
            if current is None:
                fail(number, "a `-`/`+` line outside a mutation block")
            key = "old" if line[0] == "-" else "new"
            if key == "old" and current["new"]:
                fail(number, "the `-` lines of a mutation come before its `+` lines")
            current[key].append(line[2:])
        elif line.strip() == "" or line.startswith("#"):
            continue
        elif current is not None and re.match(r"^(file|why|filter|timeout|equivalent):", line):
            key, value = line.split(":", 1)
            if current["old"]:
                fail(number, f"`{key}:` after the `-` lines of `{current['id']}`")
            current[key] = value.strip()
        else:
            fail(number, f"expected `## id:`, a field (file, why, filter, timeout, equivalent) or a `-`/`+` line, found `{line[:60]}`")
    seen = set()
    for block in blocks:
        where = f"mutation `{block['id']}` (line {block['line']})"
        if block["id"] in seen:
            sys.exit(f"{path}: error: {where}: the id is used twice")
        seen.add(block["id"])
        for key in ("file", "why"):
            if not block.get(key):
                sys.exit(f"{path}: error: {where} has no `{key}:`")
        if not block["old"]:
            sys.exit(f"{path}: error: {where} has no `-` lines")
        if block.get("timeout") and not block["timeout"].isdigit():
            sys.exit(f"{path}: error: {where}: `timeout:` takes whole seconds")
        block["old"] = "\n".join(block["old"])
        block["new"] = "\n".join(block["new"])
        block.setdefault("filter", "")
        block.setdefault("timeout", "")
        block.setdefault("equivalent", "")
    return blocks

def staleness(block, root):
    """Why `block` no longer applies under `root` (its file is gone, or its old text does not
    occur exactly once), or None."""
    target = os.path.join(root, block["file"])
    if not os.path.isfile(target):
        return f"{block['file']} does not exist"
    count = open(target, encoding="utf-8").read().count(block["old"])
    return None if count == 1 else f"the old text occurs {count} times in {block['file']} (it must occur exactly once)"

def select(blocks, ids):
    known = {b["id"]: b for b in blocks}
    unknown = [i for i in ids if i not in known]
    if unknown:
        sys.exit("error: no mutation " + ", ".join(f"`{i}`" for i in unknown) + "; see --list")
    return [known[i] for i in ids] if ids else blocks

command, path = sys.argv[1], sys.argv[2]
blocks = parse(path)

if command == "plan":
    # One line per selected mutation: id, file, filter, timeout (tab-separated).
    for b in select(blocks, sys.argv[3:]):
        print("\t".join([b["id"], b["file"], b["filter"], b["timeout"]]))
elif command == "list":
    for b in blocks:
        note = "   (expected to survive: equivalent)" if b["equivalent"] else ""
        print(f"{b['id']}{note}\n    {b['file']}\n    {b['why']}")
    print(f"\n{len(blocks)} mutations")
elif command == "field":
    b = select(blocks, [sys.argv[3]])[0]
    print(b[sys.argv[4]])
elif command == "check":
    # check LIST ROOT: every mutation's old text occurs exactly once in its file under ROOT.
    stale = []
    for b in blocks:
        reason = staleness(b, sys.argv[3])
        if reason:
            stale.append(f"{path}:{b['line']}: `{b['id']}`: {reason}")
    if stale:
        print("\n".join(stale), file=sys.stderr)
        sys.exit(f"error: {len(stale)} of {len(blocks)} mutations are stale: update their `-` lines to the code they mutate, or drop them")
    print(f"{len(blocks)} mutations, every one applies")
elif command == "apply":
    # apply LIST ID ROOT: replaces the old text; exit 3 (stale) unless it occurs exactly once.
    b = select(blocks, [sys.argv[3]])[0]
    reason = staleness(b, sys.argv[4])
    if reason:
        print(f"stale: {reason}", file=sys.stderr)
        sys.exit(3)
    target = os.path.join(sys.argv[4], b["file"])
    text = open(target, encoding="utf-8").read()
    with open(target, "w", encoding="utf-8") as out:
        out.write(text.replace(b["old"], b["new"], 1))
elif command == "filters":
    # filters LIST TESTLIST ID…: every non-empty filter must match a test `swift test list` names.
    tests = open(sys.argv[3], encoding="utf-8").read().split()
    bad = []
    for b in select(blocks, sys.argv[4:]):
        if not b["filter"]:
            continue
        try:
            pattern = re.compile(b["filter"])
        except re.error as error:
            bad.append(f"{b['id']}: filter `{b['filter']}` is not a regex: {error}")
            continue
        if not any(pattern.search(t) for t in tests):
            bad.append(f"{b['id']}: filter `{b['filter']}` matches no test")
    if bad:
        sys.exit("error: " + "\n       ".join(bad))
else:
    sys.exit(f"unknown helper command {command}")
PY

mutations_py() { python3 -c "$helper" "$@"; }

if $list; then
  mutations_py list "$mutations"
  exit 0
fi

if $check; then
  mutations_py check "$mutations" "$source_repo" || exit 1
  exit 0
fi

plan=$(mutations_py plan "$mutations" "${only[@]+"${only[@]}"}") || exit 2
[ -n "$plan" ] || { echo "error: $mutations holds no mutation" >&2; exit 2; }
# A copy, so that editing the list during a run does not change the run.
snapshot=$(mktemp)
trap 'rm -f "$snapshot"' EXIT
cp "$mutations" "$snapshot"
mutations=$snapshot
ids=()
while IFS=$'\t' read -r id _; do ids+=("$id"); done <<< "$plan"

# ── The scratch clone ──────────────────────────────────────────────────────────────────────

head=$(git -C "$source_repo" rev-parse HEAD)
say() { printf '%s\n' "$*" >&2; }

if $fresh || [ ! -d "$scratch/.git" ]; then
  rm -rf "$scratch"
  say "Cloning $source_repo ($head) into $scratch"
  git clone -q --no-checkout "$source_repo" "$scratch"
fi
cd "$scratch"
git fetch -q "$source_repo" "$head"
git checkout -q --force --detach "$head"
git clean -fdq      # untracked files; ignored ones (.build) stay, so builds are incremental
if $worktree; then
  # The checkout's uncommitted changes and untracked files, as one local commit of the scratch
  # clone (so that restoring a mutated file restores the working tree's version).
  git -C "$source_repo" diff --binary HEAD | git apply --allow-empty
  untracked=$(mktemp)
  git -C "$source_repo" ls-files -z --others --exclude-standard >"$untracked"
  if [ -s "$untracked" ]; then tar -C "$source_repo" --null -T "$untracked" -cf - | tar -xf -; fi
  rm -f "$untracked"
  git add -A
  git -c user.name=mutate -c user.email=mutate@localhost commit -q --allow-empty -m "working tree of $source_repo"
  say "Mutating HEAD ($head) plus the working tree of $source_repo"
else
  say "Mutating HEAD ($head) of $source_repo (uncommitted changes are not included; see --worktree)"
fi
logs="$scratch/.mutate-logs"
rm -rf "$logs"
mkdir -p "$logs"

build() { swift build --build-tests >"$1" 2>&1; }

# The build directory of the module that owns `file` (for a rebuild from scratch of that module).
module_build_dir() {
  local file=$1 module
  case "$file" in
    Properties/*) module=BridgeProperties ;;
    Sources/*/*|Tests/*/*) module=$(printf '%s' "$file" | cut -d/ -f2) ;;
    *) return 1 ;;
  esac
  printf '%s\n' ".build/debug/$module.build"
}

say "Building the unmutated code and its tests (the first time takes a few minutes)"
if ! build "$logs/baseline.build.log"; then
  say "error: the unmutated code does not build; see $logs/baseline.build.log"
  exit 2
fi

swift test --skip-build list 2>/dev/null >"$logs/tests.txt" || true
[ -s "$logs/tests.txt" ] || { say "error: \`swift test list\` named no tests"; exit 2; }
mutations_py filters "$mutations" "$logs/tests.txt" "${ids[@]}" || exit 2

# Tests run by the selected mutations, on the unmutated code: a test that already fails would
# make every mutation look killed.
baseline_filters=()
whole_suite=false
while IFS=$'\t' read -r _ _ filter _; do
  if [ -z "$filter" ]; then whole_suite=true; else baseline_filters+=("($filter)"); fi
done <<< "$plan"
if $whole_suite || $recheck; then
  baseline_args=()
  say "Running the whole suite on the unmutated code (a baseline; ~3.5 min)"
else
  baseline_args=(--filter "$(IFS='|'; printf '%s' "${baseline_filters[*]}")")
  say "Running the selected mutations' tests on the unmutated code (a baseline)"
fi
if ! timeout --kill-after=10 "$((default_timeout * 2))" swift test --skip-build "${baseline_args[@]+"${baseline_args[@]}"}" \
  >"$logs/baseline.test.log" 2>&1; then
  say "error: the tests fail on the unmutated code; see $logs/baseline.test.log"
  exit 2
fi

# ── The mutations ──────────────────────────────────────────────────────────────────────────

current_file=""
restore() {
  if [ -n "$current_file" ]; then git checkout -q -- "$current_file"; current_file=""; fi
}
trap 'restore; rm -f "$snapshot"' EXIT
trap 'restore; exit 130' INT TERM

# Runs the tests (all of them when `filter` is empty); returns 0 passed, 1 failed, 2 timed out.
run_tests() {
  local filter=$1 seconds=$2 log=$3 args=() status=0
  [ -z "$filter" ] || args=(--filter "$filter")
  timeout --kill-after=10 "$seconds" swift test --skip-build "${args[@]+"${args[@]}"}" >"$log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then return 0; fi
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then return 2; fi
  return 1
}

declare -A outcome seconds detail
total=${#ids[@]}
index=0
# (The plan comes on fd 3: swift, git and python3 must not read it from standard input.)
while IFS=$'\t' read -r -u 3 id file filter limit; do
  index=$((index + 1))
  limit=${limit:-$default_timeout}
  start=$SECONDS
  say ""
  say "[$index/$total] $id ($file)"
  if ! mutations_py apply "$mutations" "$id" "$scratch" 2>"$logs/$id.apply.log"; then
    outcome[$id]=stale
    detail[$id]=$(cat "$logs/$id.apply.log")
    seconds[$id]=$((SECONDS - start))
    say "  ${detail[$id]}"
    git checkout -q -- "$file" 2>/dev/null || true
    continue
  fi
  current_file=$file
  if ! build "$logs/$id.build.log"; then
    # An incremental build can trip over a changed module; rebuild that module from scratch once.
    # Its build folder holds the output file map SwiftPM writes only when it plans the build, so
    # touch the manifest to make it plan again (without that, the rebuild cannot start).
    mv "$logs/$id.build.log" "$logs/$id.first-build.log"
    if dir=$(module_build_dir "$file"); then rm -rf "$dir"; touch Package.swift; fi
    if ! build "$logs/$id.build.log"; then
      outcome[$id]=does-not-compile
      detail[$id]="see $logs/$id.build.log"
      seconds[$id]=$((SECONDS - start))
      say "  does not compile: ${detail[$id]}"
      restore
      if ! build "$logs/$id.restore.build.log"; then
        say "error: the unmutated code no longer builds after restoring $file; see $logs/$id.restore.build.log"
        exit 2
      fi
      continue
    fi
  fi
  say "  built; testing${filter:+ with --filter '$filter'}"
  status=0
  run_tests "$filter" "$limit" "$logs/$id.test.log" || status=$?
  case $status in
    1) outcome[$id]=killed; detail[$id]="tests fail" ;;
    2) outcome[$id]=killed; detail[$id]="timed out after ${limit}s (a hang)" ;;
    0)
      outcome[$id]=survived
      detail[$id]="its tests pass${filter:+ (filter: $filter)}"
      if $recheck && [ -n "$filter" ]; then
        say "  survived its filter; running the whole suite"
        status=0
        run_tests "" "$((limit * 2))" "$logs/$id.recheck.log" || status=$?
        case $status in
          1) outcome[$id]=killed; detail[$id]="killed only outside its filter: widen \`filter:\`" ;;
          2) outcome[$id]=killed; detail[$id]="the whole suite timed out (a hang); widen \`filter:\`" ;;
          0) detail[$id]="the whole suite passes" ;;
        esac
      fi ;;
  esac
  seconds[$id]=$((SECONDS - start))
  say "  ${outcome[$id]}: ${detail[$id]} (${seconds[$id]}s)"
  restore
done 3<<< "$plan"

# ── Summary ────────────────────────────────────────────────────────────────────────────────

echo ""
echo "Mutations (HEAD $head):"
killed=0
counted=0
survivors=()
for id in "${ids[@]}"; do
  printf '  %-34s %-17s %5ss  %s\n' "$id" "${outcome[$id]}" "${seconds[$id]}" "${detail[$id]}"
  case ${outcome[$id]} in
    killed) killed=$((killed + 1)); counted=$((counted + 1)) ;;
    survived) counted=$((counted + 1)); survivors+=("$id") ;;
  esac
done

if [ ${#survivors[@]} -gt 0 ]; then
  echo ""
  echo "Survivors:"
  for id in "${survivors[@]}"; do
    why=$(mutations_py field "$mutations" "$id" why)
    equivalent=$(mutations_py field "$mutations" "$id" equivalent)
    echo "  $id: $why"
    if [ -n "$equivalent" ]; then
      echo "    equivalent: $equivalent"
    else
      echo "    NOT marked equivalent: no test catches this mistake (a test gap)"
    fi
  done
fi
skipped=$((total - counted))
if [ "$skipped" -gt 0 ]; then
  echo ""
  echo "Not counted: $skipped (stale or does not compile; fix them in Scripts/mutations.txt)"
fi

echo ""
if [ "$counted" -eq 0 ]; then
  echo "0 of 0 mutations killed: nothing was counted"
  exit 1
fi
percent=$(awk -v k="$killed" -v c="$counted" 'BEGIN { p = 100 * k / c; printf (p == int(p) ? "%d" : "%.1f"), p }')
echo "$killed of $counted mutations killed ($percent%)"
[ $((killed * 100)) -ge $((threshold * counted)) ]
exit
}
