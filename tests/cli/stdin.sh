#!/usr/bin/env bash
# CLI test: `secexec run -` reads the program from stdin; guest streams go to the right fds.
source "$(dirname "$0")/lib.bash" "$@"

STDIN_TEXT='const xs: number[] = [1, 2, 3];
console.log("sum", xs.reduce((a, b) => a + b, 0));
console.error("to stderr");
console.warn("warned");
console.info("info");' run run -
unset STDIN_TEXT
expect_status 0 "run - succeeds"
expect_out "sum 6
info" "console.log/info go to stdout"
expect_err_has "to stderr" "console.error goes to stderr"
expect_err_has "warned" "console.warn goes to stderr"

STDIN_TEXT='console.log(inputs.name)' run run - --inputs '{"name":"from inputs"}'
unset STDIN_TEXT
expect_out "from inputs" "run - with --inputs"

STDIN_TEXT='' run run -
unset STDIN_TEXT
expect_status 0 "an empty program"
expect_out_empty "an empty program prints nothing"

STDIN_TEXT='{"a":1}' run run - --inputs @-
unset STDIN_TEXT
expect_status 2 "the program and --inputs cannot both come from stdin"

finish
