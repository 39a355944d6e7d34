#!/usr/bin/env bash
# CLI test: the guest's clock is virtual and fixed (--clock, default the epoch); --host-clock opts
# in to the real clock.
source "$(dirname "$0")/lib.bash" "$@"

program='console.log(Date.now(), new Date().toISOString(), Date.now() === Date.now(), Date())'

run eval "$program"
expect_status 0 "no --clock"
expect_out "0 1970-01-01T00:00:00.000Z true Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)
undefined" "the default clock is 1970-01-01T00:00:00.000Z, fixed"
first=$OUT
run eval "$program"
if [[ "$OUT" == "$first" ]]; then pass "two runs see the same time"; else fail "two runs differ"; fi

run eval --clock 2024-01-01T00:00:00Z 'Date.now()'
expect_out "1704067200000" "--clock with an ISO date"
run eval --clock=2024-03-05 'new Date().toISOString()'
expect_out '"2024-03-05T00:00:00.000Z"' "--clock=DATE form, date-only is UTC"
run eval --clock '2024-03-05T10:20:30+02:00' 'new Date().toISOString()'
expect_out '"2024-03-05T08:20:30.000Z"' "--clock with an offset"
run eval --clock 'Tue, 05 Mar 2024 10:20:30 GMT' 'Date.now()'
expect_out "1709634030000" "--clock in toUTCString's form"
run eval --clock 1704067200123 'new Date().getUTCMilliseconds()'
expect_out "123" "--clock in milliseconds"
run eval --clock -86400000 'new Date().toISOString()'
expect_out '"1969-12-31T00:00:00.000Z"' "--clock before the epoch"
run eval --clock 8640000000000000 'new Date().toISOString()'
expect_out '"+275760-09-13T00:00:00.000Z"' "--clock at the end of the Date range"

run eval --clock 2024-01-01T00:00:00Z 'const t0 = Date.now(); let n = 0; for (let i = 0; i < 100000; i++) n += i; Date.now() - t0'
expect_out "0" "the virtual clock does not advance during a run"

for bad in yesterday 8640000000000001 -8640000000000001 2024-13-01 '' 99999999999999999999999; do
  run eval --clock "$bad" '1'
  expect_status 2 "--clock '$bad' is a usage error"
  expect_err_has "option '--clock' needs milliseconds or a date" "--clock '$bad' message"
done

before=$(date +%s%3N)
run eval --host-clock 'Date.now()'
expect_status 0 "--host-clock"
after=$(date +%s%3N)
if ((OUT >= before && OUT <= after)); then pass "--host-clock reads the real clock"; else fail "--host-clock gave $OUT, not within [$before, $after]"; fi

run --help
expect_out_has "--clock TIME" "--help documents --clock"
expect_out_has "--host-clock" "--help documents --host-clock"

finish
