#!/usr/bin/env bash
# CLI test: --inputs @FILE reads the JSON from a file; errors in it are usage errors.
source "$(dirname "$0")/lib.bash" "$@"

printf '{"prices":[5,10,27],"name":"shop"}\n' >"$TMP/inputs.json"
run eval --inputs "@$TMP/inputs.json" 'inputs.prices.reduce((sum, price) => sum + price, 0)'
expect_status 0 "--inputs @file"
expect_out "42" "the seed from a file"

printf 'console.log(inputs.name.toUpperCase());\n' >"$TMP/prog.ts"
run run "$TMP/prog.ts" --inputs="@$TMP/inputs.json"
expect_out "SHOP" "--inputs=@file with run"

STDIN_TEXT='{"n": 41}' run eval --inputs @- 'inputs.n + 1'
unset STDIN_TEXT
expect_out "42" "--inputs @- reads stdin"

run eval --inputs "@$TMP/missing.json" '1'
expect_status 2 "a missing inputs file"
expect_err_has "secexec: cannot read '$TMP/missing.json': No such file or directory" "the message names the file"

printf '{"broken": [1, 2' >"$TMP/bad.json"
run eval --inputs "@$TMP/bad.json" '1'
expect_status 2 "inputs that are not JSON"
expect_err_has "inputs" "the message mentions the inputs"

run eval --inputs '{"x":1}' 'inputs.x = 2'
expect_status 1 "inputs are frozen"
expect_err_has "Cannot assign to read only property 'x' of object" "node's frozen-object message"

finish
