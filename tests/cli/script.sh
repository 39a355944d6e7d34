#!/usr/bin/env bash
# CLI test: `run --script` runs a classic strict script (top-level this, global var/function),
# `check --script` checks one; without the flag the same file is a module, as before.
source "$(dirname "$0")/lib.bash" "$@"

cat >"$TMP/globals.ts" <<'TS'
var v = 1;
function f() { return "f"; }
let l = 2;
console.log(this === globalThis, Object.keys(globalThis).includes("v"), typeof (globalThis as any).f, "l" in globalThis);
TS
run run --script "$TMP/globals.ts"
expect_status 0 "run --script"
expect_out "true true function false" "this is globalThis, var/function are global properties, let is not"

run run "$TMP/globals.ts"
expect_status 0 "the same file without --script"
expect_out "false false undefined false" "a module: this is undefined, its declarations are its own"

run run --json --script "$TMP/globals.ts"
expect_out_has '"stdout":"true true function false\n"' "--json --script"

cat >"$TMP/await.ts" <<'TS'
await 1;
TS
run run --script "$TMP/await.ts"
expect_status 5 "top-level await in a script does not compile"
expect_err_has "error TS1375: 'await' expressions are only allowed at the top level of a file when that file is a module" "tsc's TS1375"

run check --script "$TMP/await.ts"
expect_status 2 "check --script reports top-level await"
expect_out_has "await.ts(1,1): error TS1375:" "check --script: TS1375 at the await"

run check "$TMP/await.ts"
expect_status 0 "check (a module): top-level await is fine"

cat >"$TMP/import.ts" <<'TS'
import { x } from "./other";
console.log(x);
TS
run run --script "$TMP/import.ts"
expect_status 5 "import in a script"
expect_err_has "Cannot use import statement outside a module" "node's words"

cat >"$TMP/clash.ts" <<'TS'
console.log("not reached");
function NaN() {}
TS
run run --script "$TMP/clash.ts"
expect_status 1 "a function over a non-configurable global fails before running"
expect_out_empty "nothing of the script ran"
expect_err_has "SyntaxError: Identifier 'NaN' has already been declared" "node's error"

run run --script --record "$TMP/trace.jsonl" "$TMP/globals.ts"
expect_out "true true function false" "a recorded --script run"
run replay "$TMP/trace.jsonl"
expect_status 0 "the trace replays as a script (the start event has script: true)"
expect_err_has "replay: identical" "same output and instruction count"

run run --help
expect_out_has "--script" "run --help lists --script"
finish
