# chains.sh - a flat chain of binary operators is not deep nesting: 1,000 or 100,000 `+` run (node accepts them).
source "$(dirname "$0")/lib.bash" "$@"

# chain N TERM: the source "console.log(TERM + TERM + ... + TERM)" with N terms.
chain() {
  local n=$1 term=$2
  printf 'console.log(%s' "$term" >"$TMP/chain.ts"
  for ((i = 1; i < n; i++)); do printf '+%s' "$term"; done >>"$TMP/chain.ts"
  printf ')\n' >>"$TMP/chain.ts"
}

chain 1001 1
run run "$TMP/chain.ts"
expect_out "1001" "a chain of 1,000 + operators runs"

chain 100001 1
run run "$TMP/chain.ts"
expect_out "100001" "a chain of 100,000 + operators runs (no C stack overflow: this test also runs under ASan)"
run run --check "$TMP/chain.ts"
expect_out "100001" "... and type-checks"

chain 20000 "'ab'"
run run --check "$TMP/chain.ts"
expect_out "$(printf 'ab%.0s' $(seq 20000))" "a chain of 20,000 string + operators"

# Real nesting is still bounded: 600 nested parentheses are SX9002, not a crash.
printf 'console.log(%s1%s)\n' "$(printf '(%.0s' $(seq 600))" "$(printf ')%.0s' $(seq 600))" >"$TMP/deep.ts"
run run "$TMP/deep.ts"
expect_status 5 "600 nested parentheses are refused (exit 5: does not compile)"
expect_err_has "SX9002" "with SX9002"

finish
