#!/usr/bin/env bash
# CLI test: guest output capture modes, the output cap, and how uncaught errors are printed.
source "$(dirname "$0")/lib.bash" "$@"

printf 'console.log("out line");\nconsole.error("err line");\n' >"$TMP/both.ts"

run run "$TMP/both.ts"
expect_out "out line" "capture all: stdout"
expect_err_has "err line" "capture all: stderr"

run run --capture stderr "$TMP/both.ts"
expect_out_empty "capture stderr: no stdout"
expect_err_has "err line" "capture stderr: stderr kept"

run run --capture none "$TMP/both.ts"
expect_status 0 "capture none"
expect_out_empty "capture none: no stdout"
expect_err_empty "capture none: no stderr"

printf 'for (let i = 0; i < 10000; i++) console.log("xxxxxxxxxxxxxxxxxxxx");\n' >"$TMP/flood.ts"
run run --max-output 4K "$TMP/flood.ts"
expect_status 0 "an output flood still succeeds"
size=$(wc -c <"$TMP/out")
if ((size <= 4096 && size > 0)); then pass "stdout is capped at --max-output ($size bytes)"; else fail "stdout is $size bytes"; fi

run run --json --max-output 4K "$TMP/flood.ts"
if node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    process.exit(r.stdoutTruncated === true && r.stdout.length <= 4096 ? 0 : 1)' "$TMP/out"; then
  pass "--json reports stdoutTruncated"
else
  fail "--json reports stdoutTruncated"
fi

mkdir -p "$TMP/project/src"
printf 'function inner() {\n  throw new RangeError("bad range");\n}\ninner();\n' >"$TMP/project/src/app.ts"
run run "$TMP/project/src/app.ts"
expect_status 1 "uncaught RangeError"
expect_err_has "RangeError: bad range" "the first line of the stack"
expect_err_has "app.ts:2:" "the stack names app.ts and the line of the throw"
if [[ "$ERR" == *"/project/src"* || "$ERR" == *".c:"* ]]; then fail "no host path in the stack"; else pass "no host path in the stack"; fi
# the report is the end of the captured stderr (the API puts it there): printed once, after the
# guest's own stderr, and still printed when nothing is captured
printf 'console.error("before");
throw new TypeError("once");
' >"$TMP/once.ts"
for capture in all stderr none; do
  run run --capture "$capture" "$TMP/once.ts"
  count=$(grep -c "TypeError: once" "$TMP/err" || true)
  if [[ "$count" == 1 ]]; then pass "capture $capture: the error is printed once"; else fail "capture $capture: printed $count times"; fi
done
run run "$TMP/once.ts"
if [[ "$ERR" == "before"$'\n'"TypeError: once"$'\n'"    at "*"once.ts:2:"* ]]; then
  pass "guest stderr, then the stack"
else
  fail "guest stderr, then the stack: got '$ERR'"
fi

printf 'console.log("é 中文 😀");\n' >"$TMP/utf8.ts"
run run "$TMP/utf8.ts"
expect_out "é 中文 😀" "UTF-8 output is passed through"

finish
