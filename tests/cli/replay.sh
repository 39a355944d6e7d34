#!/usr/bin/env bash
# CLI test: run/eval --record, secexec replay (identical, edited, truncated), --audit, secexec report.
source "$(dirname "$0")/lib.bash" "$@"

cat >"$TMP/p.ts" <<'TS'
const xs = [3, 1, 2].map((x) => x * Math.random());
console.log("n", xs.length, new Date().toISOString());
console.error("warn", inputs.k);
TS

run run --record "$TMP/t1" --seed 5 --clock 2024-01-01 --inputs '{"k":"v"}' "$TMP/p.ts"
expect_status 0 "run --record"
expect_out "n 3 2024-01-01T00:00:00.000Z" "the recorded run's output is unchanged"
events=$(grep -c '"event"' "$TMP/t1")
if [[ "$events" == 4 ]]; then pass "start, two outputs, end"; else fail "the trace has $events events"; fi
if grep -q '"seed":"5"' "$TMP/t1" && grep -q '"inputs":"{\\"k\\":\\"v\\"}"' "$TMP/t1"; then pass "seed and inputs recorded"; else fail "seed/inputs missing"; fi
run replay "$TMP/t1"
expect_status 0 "replay of an unchanged trace"
expect_err_has "replay: identical: 4 events" "replay says identical"

run run --record "$TMP/t2" --seed 5 --clock 2024-01-01 --inputs '{"k":"v"}' "$TMP/p.ts"
if cmp -s "$TMP/t1" "$TMP/t2"; then pass "two recordings of the same run are byte-identical"; else fail "recordings differ"; fi

sed 's/"seed":"5"/"seed":"6"/' "$TMP/t1" >"$TMP/edited"
run replay "$TMP/edited"
expect_status 2 "an edited trace"
expect_err_has "line 1: the hash chain is broken" "the edit is detected"
head -n 3 "$TMP/t1" >"$TMP/cut"
run replay "$TMP/cut"
expect_status 2 "a truncated trace"
expect_err_has "cut short after line 3" "the truncation is detected"
run replay "$TMP/none"
expect_status 2 "a missing trace"

run eval --record "$TMP/t3" '[1, 2].map(x => x + 1)'
expect_out "[2,3]" "eval --record"
run replay "$TMP/t3"
expect_status 0 "replay of an eval"
run eval --record "$TMP/t4" --max-instructions 5000 'let i = 0; while (true) i++'
expect_status 3 "a run that hits its budget is recorded"
run replay "$TMP/t4"
expect_status 0 "and replays identically"

run eval --host-clock --record "$TMP/t5" 'console.log(Date.now()); Date.now()'
expect_status 0 "a run reading the host's real clock is recorded"
if [[ $(grep -c '"event":"clock"' "$TMP/t5") == 2 ]]; then pass "each reading of the real clock is an event"; else fail "clock events"; fi
sleep 0.05
run replay "$TMP/t5"
expect_status 0 "and replays identically later (the recorded readings are given back)"

cat >"$TMP/timers.ts" <<'TS'
let n = 0;
const iv = setInterval(() => { n++; console.log("tick", n, Date.now()); if (n === 3) clearInterval(iv); }, 100);
setTimeout(() => console.log("once", Date.now()), 150);
TS
run run --record "$TMP/t6" "$TMP/timers.ts"
expect_out "tick 1 100
once 150
tick 2 200
tick 3 300" "timers on the virtual clock"
if [[ $(grep -c '"event":"timer"' "$TMP/t6") == 4 ]] && grep -q '"event":"timer","id":2,"due":150,"clockMs":150,' "$TMP/t6"; then
  pass "each timer firing is an event with the clock's step"
else fail "timer events"; fi
run replay "$TMP/t6"
expect_status 0 "a run with timers replays identically"
run report "$TMP/t6" -o "$TMP/t6.html"
if grep -q 'timer 2 fires at 150 ms (Date.now() 150)' "$TMP/t6.html"; then pass "the report's timeline shows the timers"; else fail "timers in the report"; fi

run run --record "$TMP/nodir/x" "$TMP/p.ts"
expect_status 2 "an unwritable --record file"
expect_err_has "cannot write" "says why"
run run --audit "$TMP/a" --inputs 1 "$TMP/p.ts"
expect_status 0 "--audit without host calls"
if [[ -f "$TMP/a" && ! -s "$TMP/a" ]]; then pass "no host calls, no audit lines"; else fail "audit file"; fi

run report "$TMP/t1" -o "$TMP/r.html"
expect_status 0 "report"
if grep -q '<tr class="event output">' "$TMP/r.html" && grep -q '<tr id="L1"' "$TMP/r.html"; then pass "the page has the timeline and the source"; else fail "report content"; fi
run report "$TMP/edited" -o "$TMP/r2.html"
expect_status 2 "no report of an edited trace"
run report "$TMP/t1"
expect_status 2 "report needs -o"
finish
