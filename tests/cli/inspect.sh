#!/usr/bin/env bash
# CLI test: the teaching tools: disasm, run --trace, run --profile (JSON and SVG flame graph).
source "$(dirname "$0")/lib.bash" "$@"

cat >"$TMP/fib.ts" <<'TS'
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log("fib", fib(10));
TS

run disasm "$TMP/fib.ts"
expect_status 0 "disasm"
expect_out_has "function fib (main/P[0])" "disasm lists the nested function"
expect_out_has 'K[0] = "console"' "disasm lists the constants"
expect_out_has "    2 |   return n < 2 ? n : fib(n - 1) + fib(n - 2);" "disasm interleaves the source lines"
expect_out_has "JLTI          A=1 sB=2 C=0" "disasm shows instructions"
expect_out_has "SUBI          A=4 B=1 sC=1                                     uses R4 R1" "disasm shows register use"
run disasm --ast "$TMP/fib.ts"
expect_out_has "(PROGRAM" "disasm --ast prints the syntax tree"
run disasm "$TMP/missing.ts"
expect_status 2 "disasm of a missing file"
STDIN_TEXT='let x = ;' run disasm -
expect_status 5 "disasm of a syntax error"
expect_err_has "error TS1109" "the syntax error is reported like tsc"
unset STDIN_TEXT

run run --trace=5 "$TMP/fib.ts"
expect_status 0 "run --trace"
expect_out "fib 55" "the program's output is unchanged by --trace"
lines=$(grep -c . "$TMP/err")
if [[ "$lines" == 6 ]]; then pass "five traced instructions and the stop note"; else fail "trace has $lines lines"; fi
expect_err_has "         1  <main>               1:1        0  CLOSURE" "the first traced instruction"
expect_err_has "(trace stops after 5 instructions)" "the trace is bounded"

run run --json "$TMP/fib.ts"
total=$(grep -o '"instructions":[0-9]*' "$TMP/out" | cut -d: -f2)
run run --profile "$TMP/p.json" "$TMP/fib.ts"
expect_status 0 "run --profile FILE.json"
if grep -q "\"instructions\":$total," "$TMP/p.json"; then pass "the profile counts every instruction ($total)"; else fail "profile total differs from $total: $(head -c 300 "$TMP/p.json")"; fi
if grep -q '{"name":"fib","line":2,"column":10,"self":970,"total":970}' "$TMP/p.json"; then pass "per-function counts"; else fail "fib's count: $(cat "$TMP/p.json")"; fi
if grep -q '{"line":2,"count":970}' "$TMP/p.json"; then pass "per-line counts"; else fail "line 2's count"; fi
# fib(10) makes 177 calls of fib, and <main> is one more
if grep -q '"calls":178,' "$TMP/p.json"; then pass "the profile counts calls"; else fail "calls: $(cat "$TMP/p.json")"; fi
cp "$TMP/p.json" "$TMP/p1.json"
run run --profile "$TMP/p.json" "$TMP/fib.ts"
if cmp -s "$TMP/p.json" "$TMP/p1.json"; then pass "the profile is the same every run"; else fail "profiles differ"; fi
run run --profile "$TMP/p.svg" "$TMP/fib.ts"
expect_status 0 "run --profile FILE.svg"
if grep -q '<title>fib:2 (970 instructions' "$TMP/p.svg" && grep -q '</svg>' "$TMP/p.svg"; then pass "the flame graph"; else fail "flame graph: $(head -c 400 "$TMP/p.svg")"; fi
STDIN_TEXT='let i = 0; while (true) i++;' run run --max-instructions 1000 --profile "$TMP/b.json" --trace=5000 -
expect_status 3 "a profiled run that exhausts its budget"
if grep -q '"instructions":1000,' "$TMP/b.json"; then pass "the profile counts exactly the budget"; else fail "profile: $(head -c 200 "$TMP/b.json")"; fi
traced=$(grep -c '^ ' "$TMP/err")
if [[ "$traced" == 1000 ]]; then pass "the trace shows exactly the executed instructions"; else fail "traced $traced"; fi
unset STDIN_TEXT
run run --profile "$TMP/p.txt" "$TMP/fib.ts"
expect_status 2 "--profile needs .json or .svg"
run run --trace=x "$TMP/fib.ts"
expect_status 2 "--trace=x is a usage error"
finish
