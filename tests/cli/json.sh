#!/usr/bin/env bash
# CLI test: --json prints exactly one line, the whole result object with camelCase keys.
source "$(dirname "$0")/lib.bash" "$@"

# check_json DESCRIPTION NODE-EXPRESSION: the expression over `r` (the parsed result) must be true.
check_json() {
  if node -e '
      const text = require("fs").readFileSync(process.argv[1], "utf8");
      if (!text.endsWith("\n") || text.indexOf("\n") !== text.length - 1) process.exit(3);
      const r = JSON.parse(text);
      process.exit(('"$2"') ? 0 : 1);
    ' "$TMP/out"; then
    pass "$1"
  else
    fail "$1: expected $2"
  fi
}

KEYS='["outcome","value","error","stdout","stderr","stdoutTruncated","stderrTruncated","instructions","memoryPeakBytes","durationMs"]'

run eval --json --inputs '{"prices":[5,10,27]}' 'inputs.prices.reduce((sum, price) => sum + price, 0)'
expect_status 0 "--json eval of the seed"
check_json "one line with every camelCase key" "$KEYS.every((k) => k in r)"
check_json "outcome and value" 'r.outcome === "succeeded" && r.value === 42'
check_json "counters are numbers" 'typeof r.instructions === "number" && r.instructions > 0 && typeof r.memoryPeakBytes === "number" && typeof r.durationMs === "number"'
check_json "flags are booleans" 'r.stdoutTruncated === false && r.stderrTruncated === false'
check_json "no snake_case keys" '!Object.keys(r).some((k) => k.includes("_"))'
expect_err_empty "--json writes nothing on stderr for a success"

STDIN_TEXT='console.log("to stdout"); console.error("to stderr"); throw new TypeError("boom");' run run --json -
unset STDIN_TEXT
expect_status 1 "--json keeps the exit status of a failed run"
check_json "guest output is inside the object" 'r.stdout === "to stdout\n" && r.stderr.startsWith("to stderr\nTypeError: boom\n    at ")'
check_json "stderr ends with the uncaught error's stack, as node prints it" 'r.stderr === "to stderr\n" + r.error.stack + "\n"'
check_json "the error object" 'r.outcome === "failed" && r.error.code === "uncaught_exception" && r.error.name === "TypeError" && r.error.message === "boom"'
expect_err_empty "--json prints no guest stderr outside the object"

run eval --json --max-instructions 100000 'while (true) {}'
expect_status 3 "--json timed out"
check_json "timed_out with instruction_limit" 'r.outcome === "timed_out" && r.error.code === "instruction_limit"'

run eval --json 'undefined'
check_json "undefined: succeeded without a value" 'r.outcome === "succeeded" && (r.value === undefined || r.value === null)'

finish
