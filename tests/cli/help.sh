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

# Every command cli/main.c dispatches (strcmp(argv[1], "NAME") and the eval/run parser) is in
# the SYNOPSIS and the COMMANDS section.
main_c="$(dirname "$0")/../../cli/main.c"
commands=$(grep -oE 'strcmp\(argv\[1\], "[a-z-]+"\)' "$main_c" | sed -E 's/.*"([a-z-]+)".*/\1/' | sort -u)
for cmd in eval run $commands; do
  if grep -qE "^    secexec $cmd( |\$)" "$TMP/out" && grep -qE "^    $cmd( |\$)" "$TMP/out"; then
    pass "--help lists the command $cmd"
  else
    fail "--help does not list the command $cmd (SYNOPSIS and COMMANDS)"
  fi
done

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
