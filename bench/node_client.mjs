// node_client.mjs - the Node client's evaluate round trip (clients/node -> `secexec serve` -> result), p50/p99, beside the reference library's published figures.
//   node bench/node_client.mjs [--json] [--runs N]   (after tests/clients/node-deps; SECEXEC_BIN or build/secexec)
// Measures, one call at a time: (1) warm round trips of evaluate("1 + 2") and of the reference
// run_code's evaluate (inputs, capture stderr) - every call a fresh VM in the sidecar, what the
// reference calls "cold per run"; (2) check + evaluate (the run_code tool's two calls);
// (3) the first call of a process including the sidecar's start; (4) memory: the VM's accounted
// peak per run and the sidecar's RSS.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.env.SECEXEC_BIN ??= path.join(root, "build/secexec");
const { check, evaluate, init, shutdown } = await import(path.join(root, "clients/node/dist/index.js"));
const { currentSidecar } = await import(path.join(root, "clients/node/dist/sidecar.js"));

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 2000;
const json = args.includes("--json");

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { runs: s.length, p50: +at(0.5).toFixed(3), p99: +at(0.99).toFixed(3), min: +s[0].toFixed(3) };
}
async function time(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    out.push(ms(t0));
  }
  return stats(out);
}

// (3) first call of a process: sidecar start + first evaluate, 20 times.
const first = [];
for (let i = 0; i < 20; i++) {
  const t0 = process.hrtime.bigint();
  const r = await evaluate("1 + 2");
  if (r.value !== 3) throw new Error("wrong value");
  first.push(ms(t0));
  await shutdown();
}

await init();
const inputs = { prices: [5, 10, 27] };
const src = "inputs.prices.reduce((sum, price) => sum + price, 0)";
for (let i = 0; i < 200; i++) await evaluate("1 + 2"); // warm-up of node's JIT and the sidecar
const expect = (want) => (r) => {
  if (r.value !== want) throw new Error(`wrong value ${JSON.stringify(r)}`); // every timed call really ran
};
const bare = await time(runs, () => evaluate("1 + 2").then(expect(3)));
const runCode = await time(runs, () =>
  evaluate(src, { inputs, timeoutMs: 5000, output: { capture: "stderr" } }).then(expect(42)),
);
const checked = await time(Math.min(runs, 1000), async () => {
  const c = await check(`declare const inputs: { prices: number[] };\n${src}`);
  if (c.hasErrors) throw new Error("unexpected errors");
  await evaluate(src, { inputs, timeoutMs: 5000, output: { capture: "stderr" } });
});
const peak = (await evaluate(src, { inputs })).memoryPeakBytes;
const pid = currentSidecar().proc.pid;
const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;
await shutdown();

const result = {
  evaluate_1_plus_2_ms: bare,
  run_code_evaluate_ms: runCode,
  run_code_check_and_evaluate_ms: checked,
  first_call_with_sidecar_start_ms: stats(first),
  vm_peak_bytes_per_run: peak,
  sidecar_rss_bytes: rss,
  reference: { cold_run_p50_ms: "14-16", memory_per_instance_bytes: "~3 MB" },
};
if (json) console.log(JSON.stringify(result, null, 2));
else {
  const row = (name, s) => console.log(`${name.padEnd(44)} p50 ${String(s.p50).padStart(7)} ms   p99 ${String(s.p99).padStart(7)} ms   (${s.runs} runs)`);
  row("evaluate('1 + 2') round trip", bare);
  row("run_code's evaluate (inputs, capture stderr)", runCode);
  row("run_code: check + evaluate", checked);
  row("first call incl. starting the sidecar", result.first_call_with_sidecar_start_ms);
  console.log(`VM peak per run ${(peak / 1024).toFixed(0)} KiB (accounted); sidecar RSS ${(rss / 1048576).toFixed(1)} MiB`);
  console.log("reference library (published): 14-16 ms p50 cold per run, ~3 MB per instance");
}
