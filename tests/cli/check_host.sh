#!/usr/bin/env bash
# CLI test: `secexec check --host FILE.json [--effects]`: host functions declared like
# `secexec declarations` (outputSchema types the results), effects listed per use (issue 15).
source "$(dirname "$0")/lib.bash" "$@"

cat >"$TMP/host.json" <<'JSON'
[{"name": "orders", "functions": [
  {"name": "list", "inputSchema": {"type": "object", "properties": {"customer": {"type": "string"}}, "required": ["customer"]},
   "outputSchema": {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}, "total": {"type": "number"}}, "required": ["id", "total"]}}},
  {"name": "count"}]},
 {"name": "payments", "functions": [{"name": "refund", "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}}]}]
JSON
cat >"$TMP/agent.ts" <<'TS'
const rows = await orders.list({ customer: "acme" });
const n = await orders.list({ customer: "b" }).then((rs) => rs.length);
const big = rows.filter((r) => r.total > 100);
for (const r of big) await payments.refund({ id: r.id });
const all = orders;
console.log(n, all);
TS
run check --host "$TMP/host.json" "$TMP/agent.ts"
expect_status 0 "typed host results check clean (rows.length, r.total, r.id)"
expect_out_empty "no diagnostics"

run check --effects --host "$TMP/host.json" "$TMP/agent.ts"
expect_status 0 "--effects"
expect_out "$TMP/agent.ts(1,20): effect orders.list
$TMP/agent.ts(2,17): effect orders.list
$TMP/agent.ts(4,28): effect payments.refund
$TMP/agent.ts(5,13): effect orders.count
$TMP/agent.ts(5,13): effect orders.list" "every reachable host function with its position"

run check --json --host "$TMP/host.json" "$TMP/agent.ts"
expect_out_has '"effects":[{"collection":"orders","function":"list","line":1,"column":20}' "effects in --json"

printf 'const rows = await orders.list({ customer: "a" });\nconst s: string = rows[0].total;\n' >"$TMP/bad.ts"
run check --host "$TMP/host.json" "$TMP/bad.ts"
expect_status 2 "a type error against the outputSchema's type"
expect_out_has "error TS2322: Type 'number' is not assignable to type 'string'." "tsc's message"

run check --host "$TMP/missing.json" "$TMP/agent.ts"
expect_status 1 "a missing host file"
expect_err_has "cannot read $TMP/missing.json" "the message names the file"

printf 'const s = Proxy;\nconst big = 10n;\n' >"$TMP/sx.ts"
run check "$TMP/sx.ts"
expect_status 2 "what the runtime refuses is an error of check too"
expect_out_has "(1,11): error SX9001: 'Proxy' is not supported by secexec." "Proxy"
if [[ "$OUT" != *"(2,"* ]]; then pass "BigInt literals run, so check accepts them"; else fail "check flagged 10n: $OUT"; fi

printf 'const seg = new Intl.Segmenter("en");\nconst nf = new Intl.NumberFormat("en");\nconsole.log(seg, nf);\n' >"$TMP/intl.ts"
run check "$TMP/intl.ts"
expect_status 2 "an Intl member the runtime lacks is an error of check too"
expect_out_has "(1,17): error SX9001: 'Intl.Segmenter' is not supported by secexec." "Intl.Segmenter"
if [[ "$OUT" != *"(2,"* ]]; then pass "Intl.NumberFormat runs, so check accepts it"; else fail "check flagged Intl.NumberFormat: $OUT"; fi
finish
