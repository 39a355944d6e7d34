# chains.sh - a flat chain of binary operators is not deep nesting: 1,000 or 100,000 `+` `&&` `||` `??` run (node accepts them).
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

# The 100,000-term runs get a 60 s timeout: the default 5 s covers checking and compiling too, and
# under ASan on a loaded 2-core machine that took 7 s of wall time for ~1.1 s of CPU.
chain 100001 1
run run --timeout-ms 60000 "$TMP/chain.ts"
expect_out "100001" "a chain of 100,000 + operators runs (no C stack overflow: this test also runs under ASan)"
run run --check --timeout-ms 60000 "$TMP/chain.ts"
expect_out "100001" "... and type-checks"

chain 20000 "'ab'"
run run --check "$TMP/chain.ts"
expect_out "$(printf 'ab%.0s' $(seq 20000))" "a chain of 20,000 string + operators"

# The same for && || ??: chain N OP TERM PRE writes "PRE console.log(TERM OP TERM OP ... OP TERM)".
lchain() {
  local n=$1 op=$2 term=$3 pre=$4
  printf '%s\nconsole.log(%s' "$pre" "$term" >"$TMP/chain.ts"
  for ((i = 1; i < n; i++)); do printf ' %s %s' "$op" "$term"; done >>"$TMP/chain.ts"
  printf ')\n' >>"$TMP/chain.ts"
}
for n in 1000 100000; do
  lchain $n '&&' a 'const a: number = 1;'
  run run --check --timeout-ms 60000 "$TMP/chain.ts"
  expect_out "1" "a chain of $n && operators runs and type-checks"
  lchain $n '||' b 'const b: number = Number("0");'
  run run --check --timeout-ms 60000 "$TMP/chain.ts"
  expect_out "0" "a chain of $n || operators runs and type-checks (every operand falsy: the last one)"
  lchain $n '??' x 'const x: string | undefined = ["s", undefined][1];'
  run run --check --timeout-ms 60000 "$TMP/chain.ts"
  expect_out "undefined" "a chain of $n ?? operators runs and type-checks"
done

# Mixed: the last operand decides; narrowing still reaches every operand of a long chain.
{
  printf 'const x: string | null = ["v", null][Number("0")];\nlet n = 0;\n'
  printf 'const r = x ?? x'; for ((i = 0; i < 2000; i++)); do printf ' ?? x'; done; printf ' ?? "last";\n'
  printf 'if (x !== null'; for ((i = 0; i < 2000; i++)); do printf ' && x.length > 0'; done; printf ') n++;\n'
  printf 'if (x === null'; for ((i = 0; i < 2000; i++)); do printf ' || x.length === 0'; done; printf ') n += 10;\n'
  printf 'const m = x !== null'; for ((i = 0; i < 1000; i++)); do printf ' && (n > 0 || x.length > 1)'; done; printf ';\n'
  printf 'console.log(r, n, m);\n'
} >"$TMP/mixed.ts"
run run --check "$TMP/mixed.ts"
expect_out "v 1 true" "mixed ?? / && / || chains of 1,000-2,000 terms: values and narrowing (x.length on string | null)"
# A type error at the end of a long chain is still found.
lchain 1000 '&&' a 'const a: number = 1;'
{
  printf 'const bad: string = a'; for ((i = 0; i < 1000; i++)); do printf ' && a'; done; printf ';\n'
} >>"$TMP/chain.ts"
run run --check "$TMP/chain.ts"
expect_status 6 "a type error in a 1,000-term && chain's type is reported (exit 6)"
expect_err_has "TS2322" "with TS2322"

# Real nesting is still bounded: 600 nested parentheses are SX9002, not a crash.
printf 'console.log(%s1%s)\n' "$(printf '(%.0s' $(seq 600))" "$(printf ')%.0s' $(seq 600))" >"$TMP/deep.ts"
run run "$TMP/deep.ts"
expect_status 5 "600 nested parentheses are refused (exit 5: does not compile)"
expect_err_has "SX9002" "with SX9002"

finish
