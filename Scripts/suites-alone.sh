#!/usr/bin/env bash
# Runs every test suite (and every test outside a suite) on its own, one process each, and
# lists those that fail alone.
#
#   bash Scripts/suites-alone.sh [--all]
#
# A suite that passes in `swift test` but fails alone depends on what ran before it in the same
# process: state that leaks between worlds, or a one-time set-up another test happened to do
# (LeakedChildrenTests failed alone until F-CC9: the model's executors were installed by an
# earlier test's world). Builds the tests first, then `swift test --skip-build --filter` per
# suite, each with a 300 s limit. The catalog and campaign suites (minutes each) are left out
# unless --all. Exit 1 if a suite fails, hangs or runs no test.
set -uo pipefail
cd "$(dirname "$0")/.."
all=0
[ "${1:-}" = "--all" ] && all=1
swift build --build-tests >/dev/null || { echo "error: the tests do not build" >&2; exit 2; }
suites=$(swift test list --skip-build 2>/dev/null | sed -E 's|/.*||' | sort -u)
failed=0
count=0
for suite in $suites; do
  case "$suite" in
    BridgeCatalogTests.CatalogTests | BridgeCheckTests.CampaignTests) [ $all -eq 1 ] || continue ;;
  esac
  count=$((count + 1))
  # A suite's tests are `Suite/test()`; a test outside any suite is `Module.test()` alone.
  pattern=$(printf '%s' "$suite" | sed 's/[].()[^$*+?{}|\\]/\\&/g')
  out=$(timeout 300 swift test --skip-build --filter "^${pattern}(/|\$)" 2>&1)
  status=$?
  if [ $status -eq 124 ]; then
    echo "HANG $suite (over 300 s alone)"
    failed=1
  elif echo "$out" | grep -q "✘ Test run"; then
    echo "FAIL $suite"
    echo "$out" | grep "✘ Test \"" | head -3 | sed 's/^/  /'
    failed=1
  elif ! echo "$out" | grep -Eq "(✔|━) Test run with [1-9]"; then
    echo "NONE $suite: $(echo "$out" | tail -1)"
    failed=1
  fi
done
echo "$count suites run alone; $([ $failed -eq 0 ] && echo "all passed" || echo "some did not pass (above)")"
exit $failed
