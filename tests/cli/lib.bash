# lib.bash - shared helpers of the CLI tests (sourced by tests/cli/*.sh; not a test itself).
# Usage in a test:  source "$(dirname "$0")/lib.bash" "$@"  ...checks...  finish
set -uo pipefail

SECEXEC=${1:-}
if [[ -z "$SECEXEC" || ! -x "$SECEXEC" ]]; then
  echo "usage: $0 PATH-TO-SECEXEC" >&2
  exit 2
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
CHECKS=0
FAILURES=0
OUT=""
ERR=""
RC=0

# run ARGS...: run secexec (stdin from $STDIN_TEXT if set, else /dev/null); sets OUT, ERR, RC.
run() {
  RC=0
  if [[ -n "${STDIN_TEXT+x}" ]]; then
    printf '%s' "$STDIN_TEXT" | "$SECEXEC" "$@" >"$TMP/out" 2>"$TMP/err" || RC=$?
  else
    "$SECEXEC" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null || RC=$?
  fi
  OUT=$(cat "$TMP/out")
  ERR=$(cat "$TMP/err")
}

pass() { CHECKS=$((CHECKS + 1)); echo "ok - $1"; }
fail() {
  CHECKS=$((CHECKS + 1))
  FAILURES=$((FAILURES + 1))
  echo "not ok - $1"
  echo "    exit status: $RC"
  echo "    stdout: $(head -c 600 "$TMP/out" 2>/dev/null)"
  echo "    stderr: $(head -c 600 "$TMP/err" 2>/dev/null)"
}

# expect_status N DESCRIPTION
expect_status() {
  if [[ "$RC" == "$1" ]]; then pass "$2 (exit $1)"; else fail "$2: expected exit $1"; fi
}
# expect_out TEXT DESCRIPTION: stdout equals TEXT (trailing newlines ignored)
expect_out() {
  if [[ "$OUT" == "$1" ]]; then pass "$2"; else fail "$2: expected stdout '$1'"; fi
}
# expect_err_has TEXT DESCRIPTION: stderr contains TEXT
expect_err_has() {
  if [[ "$ERR" == *"$1"* ]]; then pass "$2"; else fail "$2: expected stderr to contain '$1'"; fi
}
# expect_out_has TEXT DESCRIPTION: stdout contains TEXT
expect_out_has() {
  if [[ "$OUT" == *"$1"* ]]; then pass "$2"; else fail "$2: expected stdout to contain '$1'"; fi
}
expect_out_empty() {
  if [[ ! -s "$TMP/out" ]]; then pass "$1"; else fail "$1: expected empty stdout"; fi
}
expect_err_empty() {
  if [[ ! -s "$TMP/err" ]]; then pass "$1"; else fail "$1: expected empty stderr"; fi
}

# finish: print the summary and exit non-zero if any check failed.
finish() {
  echo "$((CHECKS - FAILURES)) passed, $FAILURES failed"
  ((FAILURES == 0))
  exit $?
}
