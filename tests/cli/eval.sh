#!/usr/bin/env bash
# CLI test: `secexec eval` prints the value as JSON text (undefined as `undefined`).
source "$(dirname "$0")/lib.bash" "$@"

run eval '1+2'
expect_status 0 "eval 1+2"
expect_out "3" "eval 1+2 prints 3"

run eval --inputs '{"prices":[5,10,27]}' 'inputs.prices.reduce((sum, price) => sum + price, 0)'
expect_status 0 "the seed with --inputs"
expect_out "42" "the seed prints 42"

run eval --inputs='{"prices":[5,10,27]}' 'inputs.prices.length'
expect_out "3" "--inputs=JSON form"

run eval 'inputs.prices[2]' --inputs '{"prices":[5,10,27]}'
expect_out "27" "options after the operand"

run eval '(inputs?.prices ?? [1, 2]).length + Object.keys(globalThis).indexOf("inputs")'
expect_out "1" "without --inputs, inputs is undefined (not enumerable): inputs?.x ?? fallback runs, as check accepts it"

run eval '"ab" + "c"'
expect_out '"abc"' "strings print as JSON strings"

run eval '"say \"hi\"\n"'
expect_out '"say \"hi\"\n"' "strings are JSON-escaped"

run eval '({ a: [1, 2, { b: null }], c: "x", d: true })'
expect_out '{"a":[1,2,{"b":null}],"c":"x","d":true}' "objects print as compact JSON"

run eval 'undefined'
expect_status 0 "undefined is a success"
expect_out "undefined" "undefined prints undefined"

run eval 'let x = 20; x * 2 + 2'
expect_out "42" "a program's last expression statement gives the value"

run eval 'console.log("side effect"); 7'
expect_out "side effect
7" "console output comes before the value"

run eval '-1'
expect_out "-1" "a negative number is an expression, not an option"

run eval -- '-(2 + 3)'
expect_out "-5" "-- ends the options"

run eval '0.1 + 0.2'
expect_out "0.30000000000000004" "numbers print like JSON.stringify"

run eval 'null'
expect_out "null" "null prints null"

STDIN_TEXT='6 * 7' run eval -
unset STDIN_TEXT
expect_out "42" "eval - reads the expression from stdin"

finish
