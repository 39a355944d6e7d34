# hostile.sh - issue #22's worst cases: hostile programs end on time, obey cancel and count their memory.
source "$(dirname "$0")/lib.bash" "$@"

# Each program of tests/hostile/ (the seven shapes of the issue, the %j scratch buffer and the
# built-ins found by the tester) runs with a 300 ms timeout and must end within 1 s of wall time
# (durationMs: generous for a loaded 2-core CI machine and the sanitizer build, yet each one used
# to run for seconds to forever). The strict bound is checked on CPU time, which a loaded machine
# does not stretch: the run's CPU time (a trivial run's taken off) stays within 300 + 50 ms, and it
# pays at least 3K units of budget per ms of user CPU (scripts/hostile). Its memoryPeakBytes must cover
# the process's RSS growth (not checkable under ASan: its shadow memory and quarantine grow the
# RSS; the sanitizer build's CPU time is not the guarantee's either). The Python programs
# (tests/hostile/py_*.py: big-int and str * n memory bombs, floods, regex bombs, introspection
# escapes) must also end with an error code their `# expect:` line names and never print their
# `# forbid:` text; they are skipped while secexec cannot run Python.
slack=8 strict=()
if grep -q __asan_init "$SECEXEC" 2>/dev/null; then slack=100000 strict=(--cpu-bound-ms 700 --min-rate 0); fi
if python3 scripts/hostile "$SECEXEC" --fixed tests/hostile --timeout-ms 300 --bound-ms 700 \
  --rss-slack-mb "$slack" "${strict[@]}" >"$TMP/hostile" 2>&1; then
  pass "every tests/hostile program ended within 1 s of a 300 ms timeout (CPU within 50 ms), memory counted"
else
  fail "tests/hostile: $(grep -v '^ok' "$TMP/hostile" | head -5)"
fi
cat "$TMP/hostile"

# A writer that takes text back (JSON.stringify dropping a key whose value is undefined) is charged
# only for what it keeps building: 5,000 such keys stay far below the default budget.
run eval 'const o: any = {}; for (let i = 0; i < 5000; i++) o["k" + i] = i % 2 ? undefined : "x".repeat(100); JSON.stringify(o).length'
expect_out "276946" "JSON.stringify taking keys back is charged sanely"

# A built-in that makes a property name (sx_atom) just as the budget runs out got NULL and
# crashed (SIGSEGV) on main before this: Intl.NumberFormat's format reads its options by name.
# Every budget of a window ends the run cleanly (exit 3, instruction_limit).
bad=0
for n in $(seq 20000 20080); do
  RC=0
  "$SECEXEC" run --max-instructions "$n" tests/hostile/intl_number_format.ts >/dev/null 2>&1 || RC=$?
  if ((RC != 3)); then bad=$((bad + 1)) last="$n:$RC"; fi
done
if ((bad == 0)); then pass "Intl.NumberFormat ends cleanly at every budget in 20000..20080"; else fail "$bad budgets ended badly (last $last)"; fi

# SIGTERM during native work (a regex scanning quadratically, a shared graph stringified, Sets
# built natively: the last one ignored SIGTERM for minutes before each step paid the meter)
# cancels the run within 1 s (a budget large enough that the run is still going when the signal
# comes: the default one ends it in ~0.2 s).
for prog in tests/hostile/regex_lookahead.ts tests/hostile/json_shared_graph.ts tests/hostile/collection_ctor.ts; do
  "$SECEXEC" run --timeout-ms 60000 --max-instructions 100000000000 "$prog" >"$TMP/out" 2>"$TMP/err" </dev/null &
  pid=$!
  sleep 0.3
  start=$(date +%s%N)
  kill -TERM "$pid"
  RC=0
  wait "$pid" || RC=$?
  took=$((($(date +%s%N) - start) / 1000000))
  expect_status 4 "SIGTERM cancels $(basename "$prog")"
  if ((took < 1000)); then pass "cancelled in $took ms"; else fail "cancel took $took ms"; fi
done

# A text that makes tree-sitter's error recovery slow ('-,!' 10,000 times: parsed alone it runs
# into the front end's own 5 s parse limit, TypeScript and Python alike) cannot outrun a run's
# timeout: the parse gets the run's time left, and the run ends timed out within 1 s.
python3 -c "import sys; sys.stdout.write('-,!' * 10000)" >"$TMP/slow_parse.ts"
cp "$TMP/slow_parse.ts" "$TMP/slow_parse.py"
for prog in "$TMP/slow_parse.ts" "$TMP/slow_parse.py"; do
  start=$(date +%s%N)
  run run --timeout-ms 200 "$prog"
  took=$((($(date +%s%N) - start) / 1000000))
  expect_status 3 "a slow parse of $(basename "$prog") times out with the run"
  expect_err_has "Execution timed out after 200 ms" "the run's own timeout message"
  if ((took < 1000)); then pass "ended in $took ms"; else fail "the parse outran the timeout: $took ms"; fi
done

finish
