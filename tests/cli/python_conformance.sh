#!/usr/bin/env bash
# CLI test: `secexec run NAME.py` prints byte for byte what CPython 3.11 prints for each program of
# tests/cli/python_cases (stdout, stderr with tracebacks and syntax errors), and the exit status
# says failed exactly when CPython's did. Expected files: scripts/gen-python-cli-expected.
source "$(dirname "$0")/lib.bash" "$@"
CASES="$(dirname "$0")/python_cases"
for f in "$CASES"/*.py; do
  name=$(basename "$f" .py)
  (cd "$CASES" && "$SECEXEC" run "$name.py" >"$TMP/out" 2>"$TMP/err") && RC=0 || RC=$?
  if cmp -s "$TMP/out" "$CASES/$name.out"; then pass "$name: stdout as CPython"; else
    fail "$name: stdout as CPython"
    diff "$CASES/$name.out" "$TMP/out" | head -20
  fi
  if cmp -s "$TMP/err" "$CASES/$name.err"; then pass "$name: stderr as CPython"; else
    fail "$name: stderr as CPython"
    diff "$CASES/$name.err" "$TMP/err" | head -20
  fi
  want=$(cat "$CASES/$name.status")
  if [[ ( "$want" == 0 && "$RC" == 0 ) || ( "$want" != 0 && "$RC" != 0 ) ]]; then pass "$name: exit status"; else
    fail "$name: exit status (CPython $want, secexec $RC)"
  fi
done
finish
