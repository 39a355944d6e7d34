#!/usr/bin/env bash
# CLI test: the exit status per outcome (0 ok, 1 failed, 2 usage, 3 timed out, 4 cancelled, 5 syntax).
source "$(dirname "$0")/lib.bash" "$@"

prog() { printf '%s\n' "$1" >"$TMP/prog.ts"; }

prog 'console.log("fine")'
run run "$TMP/prog.ts"
expect_status 0 "a program that succeeds"
expect_out "fine" "its output"

prog 'console.log("before"); throw new TypeError("boom");'
run run "$TMP/prog.ts"
expect_status 1 "an uncaught exception"
expect_out "before" "output before the throw is kept"
expect_err_has "TypeError: boom" "the error is printed like node prints it"

prog 'const o: any = undefined; console.log(o.x);'
run run "$TMP/prog.ts"
expect_status 1 "a runtime TypeError"
expect_err_has "TypeError: Cannot read properties of undefined (reading 'x')" "node's message"
expect_err_has "prog.ts:1:" "the stack names the file's base name, line and column"
if [[ "$ERR" == *"$TMP"* ]]; then fail "the stack must not show the host directory"; else pass "no host directory in the stack"; fi

run eval --max-instructions 100000 'while (true) {}'
expect_status 3 "the instruction budget runs out"
expect_err_has "secexec: run timed out:" "a timeout is reported in plain words"

run eval --timeout-ms 200 --max-instructions 100000000000000 'while (true) {}'
expect_status 3 "the wall clock runs out"

run eval --max-memory 8M 'let a = []; while (true) a.push([1, 2, 3, 4, 5, 6, 7, 8]);'
expect_status 1 "the memory limit"
expect_err_has "memory" "the memory limit is reported"

prog 'let x = ;'
run run "$TMP/prog.ts"
expect_status 5 "a syntax error"

run eval '(() => 1)'
expect_status 1 "a value that is not serializable"

run eval --inputs '{not json' '1'
expect_status 2 "invalid --inputs JSON"

# SIGTERM (like Ctrl-C) cancels the run: exit 4. (Background jobs ignore SIGINT in scripts.)
"$SECEXEC" eval --timeout-ms 60000 --max-instructions 100000000000000 'while (true) {}' \
  >"$TMP/out" 2>"$TMP/err" </dev/null &
pid=$!
sleep 0.5
kill -TERM "$pid"
RC=0
wait "$pid" || RC=$?
ERR=$(cat "$TMP/err")
expect_status 4 "SIGTERM cancels the run"
expect_err_has "cancelled" "the cancel is reported"

finish
