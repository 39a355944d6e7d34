#!/usr/bin/env bash
# CLI test: bad command lines give exit status 2 and a plain message on stderr, nothing on stdout.
source "$(dirname "$0")/lib.bash" "$@"

# usage_error DESCRIPTION EXPECTED-STDERR-TEXT ARGS...
usage_error() {
  local what=$1 text=$2
  shift 2
  run "$@"
  expect_status 2 "$what"
  expect_err_has "$text" "$what: message"
  expect_out_empty "$what: nothing on stdout"
}

usage_error "no arguments" "missing command" 
usage_error "unknown command" "unknown command 'frobnicate'" frobnicate
usage_error "unknown option" "unknown option '--bogus'" eval --bogus 1
usage_error "unknown short option" "unknown option '-x'" run -x file.ts
usage_error "eval without expression" "eval needs an expression" eval
usage_error "run without file" "run needs a file" run
usage_error "extra argument" "unexpected argument 'extra'" eval 1 extra
usage_error "option without value" "option '--timeout-ms' needs a value" eval 1 --timeout-ms
usage_error "non-numeric count" "option '--max-instructions' needs a whole number" eval --max-instructions lots 1
usage_error "negative count" "option '--max-stack' needs a whole number" eval --max-stack=-5 1
usage_error "zero budget" "option '--max-instructions' must be greater than 0" eval --max-instructions 0 1
usage_error "bad size" "option '--max-memory' needs a size" eval --max-memory 12Q 1
usage_error "bad capture" "option '--capture' must be all, stderr or none" eval --capture some 1
usage_error "too large number" "option '--seed' needs a whole number" eval --seed 99999999999999999999999 1

cd "$TMP" || exit 1
usage_error "missing file" "secexec: cannot read 'x.ts': No such file or directory" run x.ts
mkdir -p "$TMP/dir.ts"
usage_error "a directory" "secexec: cannot read 'dir.ts': Is a directory" run dir.ts

for size in 64M 512K 1G 1048576 2MiB 3mb; do
  run eval --max-memory "$size" '1'
  expect_status 0 "--max-memory $size is accepted"
done
for size in 64K 0 1M; do
  run eval --max-output "$size" '1'
  expect_status 0 "--max-output $size is accepted"
done
run eval --timeout-ms 0 --max-stack 50 --seed 7 --capture none --max-instructions 1000000 '1 + 1'
expect_status 0 "every option together"
expect_out "2" "every option together: value"

finish
