# hostile.sh - issue #22's worst cases: hostile programs end on time, obey cancel and count their memory.
source "$(dirname "$0")/lib.bash" "$@"

# Each program of tests/hostile/ (the seven shapes of the issue and the %j scratch buffer) runs
# with a 300 ms timeout and must end within 1 s (durationMs: generous for a loaded 2-core CI
# machine and the sanitizer build, yet each one used to run for seconds to forever). Its
# memoryPeakBytes must cover the process's RSS growth (not checkable under ASan: its shadow memory
# and quarantine grow the RSS).
slack=8
if grep -q __asan_init "$SECEXEC" 2>/dev/null; then slack=100000; fi
if python3 scripts/hostile "$SECEXEC" --fixed tests/hostile --timeout-ms 300 --bound-ms 700 \
  --rss-slack-mb "$slack" >"$TMP/hostile" 2>&1; then
  pass "every tests/hostile program ended within 1 s of a 300 ms timeout, memory counted"
else
  fail "tests/hostile: $(grep -v '^ok' "$TMP/hostile" | head -5)"
fi
cat "$TMP/hostile"

# A writer that takes text back (JSON.stringify dropping a key whose value is undefined) is charged
# only for what it keeps building: 5,000 such keys stay far below the default budget.
run eval 'const o: any = {}; for (let i = 0; i < 5000; i++) o["k" + i] = i % 2 ? undefined : "x".repeat(100); JSON.stringify(o).length'
expect_out "276946" "JSON.stringify taking keys back is charged sanely"

# SIGTERM during native work (a regex scanning quadratically) cancels the run within 1 s (a budget
# large enough that the run is still going when the signal comes: the default one ends it in ~0.2 s).
for prog in tests/hostile/regex_lookahead.ts tests/hostile/json_shared_graph.ts; do
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

finish
