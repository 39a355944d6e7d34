#!/usr/bin/env bash
# CLI test: --help / -h print the man-style usage text; --version prints the version.
source "$(dirname "$0")/lib.bash" "$@"

run --help
expect_status 0 "--help"
for section in NAME SYNOPSIS COMMANDS OPTIONS "EXIT STATUS" EXAMPLES; do
  if grep -q "^$section\$" "$TMP/out"; then pass "--help has section $section"; else fail "--help lacks section $section"; fi
done
for option in --inputs --timeout-ms --max-instructions --max-memory --max-stack --max-output \
  --json --capture --seed --help --version; do
  expect_out_has "$option" "--help documents $option"
done
expect_err_empty "--help writes nothing on stderr"

help_text=$OUT
run -h
expect_status 0 "-h"
if [[ "$OUT" == "$help_text" ]]; then pass "-h prints the same text"; else fail "-h differs from --help"; fi

run eval --help
expect_status 0 "--help after a command"

run --version
expect_status 0 "--version"
if [[ "$OUT" =~ ^secexec\ [0-9A-Za-z.+-]+$ ]]; then pass "--version prints 'secexec X.Y.Z'"; else fail "--version output"; fi

finish
