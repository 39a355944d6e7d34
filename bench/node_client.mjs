// node_client.mjs - the Node client's evaluate round trip (clients/node -> `secexec serve` -> result), p50/p99, beside the reference library's published figures.
//   node bench/node_client.mjs [--json] [--runs N] [--seconds S] [--no-throughput]
//   (after tests/clients/node-deps; SECEXEC_BIN or build/secexec; --workloads tiny,loop,host_wait picks
//   the throughput programs; BENCH_THREADS=1 prints each sidecar thread's cores per measurement on stderr)
// Measures, one call at a time: (1) warm round trips of evaluate("1 + 2") and of the reference
// run_code's evaluate (inputs, capture stderr) - every call a fresh VM in the sidecar, what the
// reference calls "cold per run"; (2) check + evaluate (the run_code tool's two calls);
// (3) the first call of a process including the sidecar's start; (4) memory: the VM's accounted
// peak per run and the sidecar's RSS; (5) throughput: calls/s with `secexec serve --workers 1` and
// `--workers 2`, many requests in flight, for `1 + 2` (protocol-bound) and a loop of ~1 ms (work-bound),
// in wall time and per CPU-second of the sidecar process (/proc/PID/stat utime+stime), which a
// loaded machine disturbs less; also the sidecar's cores used and its busiest thread's share.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.env.SECEXEC_BIN ??= path.join(root, "build/secexec");
const { check, evaluate, hostFunction, hostFunctions, init, shutdown } = await import(
  path.join(root, "clients/node/dist/index.js")
);
const { currentSidecar } = await import(path.join(root, "clients/node/dist/sidecar.js"));

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 2000;
const json = args.includes("--json");
const seconds = Number(args[args.indexOf("--seconds") + 1]) || 2;
const withThroughput = !args.includes("--no-throughput");

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

// (5) throughput. CPU seconds of a process or one of its threads, from the stat file's utime+stime.
const TICK = 100; // USER_HZ: the unit of /proc stat times on Linux
function cpuSeconds(statPath) {
  const f = readFileSync(statPath, "utf8");
  const rest = f.slice(f.lastIndexOf(")") + 2).split(" "); // fields from 3 (state) on
  return (Number(rest[11]) + Number(rest[12])) / TICK; // fields 14 utime, 15 stime
}
function threadCpu(pid) {
  const out = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) out.set(tid, cpuSeconds(`/proc/${pid}/task/${tid}/stat`));
  return out;
}
// A host function the client answers after WAIT_MS: a run that holds its worker without using CPU,
// so the 2-worker/1-worker ratio shows the server's own serialisation whatever the machine's load.
const WAIT_MS = 10;
const slow = hostFunctions({
  name: "slow",
  functions: { wait: hostFunction({ execute: () => new Promise((done) => setTimeout(() => done(1), WAIT_MS)) }) },
});
const WORKLOADS = {
  tiny: { source: "1 + 2", want: 3 },
  loop: { source: "let s = 0; for (let i = 0; i < 100000; i++) s = (s + i * 7) % 1000003; s", want: null },
  host_wait: { source: "await slow.wait()", want: 1, options: { hostFunctions: [slow] } },
};
// Keeps `inflight` evaluate calls outstanding for `secs` seconds on a sidecar with `workers` workers.
async function throughput(workers, work, secs, inflight) {
  await init({ workers });
  const pid = currentSidecar().proc.pid;
  const { source, options } = WORKLOADS[work];
  let want = WORKLOADS[work].want;
  if (want === null) want = (await evaluate(source, options)).value;
  for (let i = 0; i < 20; i++) await evaluate(source, options); // warm-up
  const cpu0 = cpuSeconds(`/proc/${pid}/stat`);
  const threads0 = threadCpu(pid);
  const client0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const end = t0 + BigInt(Math.round(secs * 1e9));
  let calls = 0;
  async function lane() {
    while (process.hrtime.bigint() < end) {
      const r = await evaluate(source, options);
      if (r.value !== want) throw new Error(`wrong value ${JSON.stringify(r)}`);
      calls++;
    }
  }
  await Promise.all(Array.from({ length: inflight }, lane));
  const wall = ms(t0) / 1000;
  const cpu = cpuSeconds(`/proc/${pid}/stat`) - cpu0;
  const c = process.cpuUsage(client0);
  const client = (c.user + c.system) / 1e6;
  const perThread = [...threadCpu(pid)].map(([tid, c]) => c - (threads0.get(tid) ?? 0)).sort((a, b) => b - a);
  const busiest = perThread[0] ?? 0;
  if (process.env.BENCH_THREADS) console.error(work, workers, perThread.map((c) => (c / wall).toFixed(2)).join(" "));
  await shutdown();
  return { calls, wall, cpu, busiest, client };
}
let serve = null;
if (withThroughput) {
  serve = {};
  const inflight = 8;
  const only = args.includes("--workloads") ? args[args.indexOf("--workloads") + 1].split(",") : Object.keys(WORKLOADS);
  for (const work of only) {
    // interleaved 1, 2, 1, 2 workers so a change in the machine's load hits both alike
    const sums = { 1: { calls: 0, wall: 0, cpu: 0, busiest: 0, client: 0 }, 2: { calls: 0, wall: 0, cpu: 0, busiest: 0, client: 0 } };
    for (let round = 0; round < 2; round++)
      for (const w of [1, 2]) {
        const r = await throughput(w, work, seconds / 2, inflight);
        for (const k of Object.keys(r)) sums[w][k] += r[k];
      }
    const fig = (s) => ({
      calls: s.calls,
      seconds: +s.wall.toFixed(3),
      calls_per_second: Math.round(s.calls / s.wall),
      sidecar_cpu_seconds: +s.cpu.toFixed(2),
      calls_per_cpu_second: s.cpu > 0 ? Math.round(s.calls / s.cpu) : null,
      sidecar_cores_used: +(s.cpu / s.wall).toFixed(2),
      busiest_thread_cores: +(s.busiest / s.wall).toFixed(2),
      // the ceiling the busiest thread sets: calls/s if it had a core to itself and the rest kept up
      calls_per_busiest_thread_cpu_second: s.busiest > 0 ? Math.round(s.calls / s.busiest) : null,
      client_cores_used: +(s.client / s.wall).toFixed(2), // the Node client's own CPU (process.cpuUsage)
      calls_per_client_cpu_second: s.client > 0 ? Math.round(s.calls / s.client) : null,
    });
    const one = fig(sums[1]);
    const two = fig(sums[2]);
    serve[work] = {
      source: WORKLOADS[work].source,
      host_call_ms: work === "host_wait" ? WAIT_MS : undefined,
      in_flight: inflight,
      workers_1: one,
      workers_2: two,
      ratio_2_to_1_wall: +(two.calls_per_second / one.calls_per_second).toFixed(2),
      ratio_2_to_1_per_cpu_second: one.calls_per_cpu_second && two.calls_per_cpu_second
        ? +(two.calls_per_cpu_second / one.calls_per_cpu_second).toFixed(2) : null,
    };
  }
}

const result = {
  evaluate_1_plus_2_ms: bare,
  run_code_evaluate_ms: runCode,
  run_code_check_and_evaluate_ms: checked,
  first_call_with_sidecar_start_ms: stats(first),
  vm_peak_bytes_per_run: peak,
  sidecar_rss_bytes: rss,
  throughput: serve,
  reference: { warm_run_ms: 3, cold_run_p50_ms: "14-16", memory_per_instance_bytes: "~3 MB" },
};
if (json) console.log(JSON.stringify(result, null, 2));
else {
  const row = (name, s) => console.log(`${name.padEnd(44)} p50 ${String(s.p50).padStart(7)} ms   p99 ${String(s.p99).padStart(7)} ms   (${s.runs} runs)`);
  row("evaluate('1 + 2') round trip", bare);
  row("run_code's evaluate (inputs, capture stderr)", runCode);
  row("run_code: check + evaluate", checked);
  row("first call incl. starting the sidecar", result.first_call_with_sidecar_start_ms);
  console.log(`VM peak per run ${(peak / 1024).toFixed(0)} KiB (accounted); sidecar RSS ${(rss / 1048576).toFixed(1)} MiB`);
  for (const [work, t] of Object.entries(serve ?? {})) {
    console.log(`throughput, evaluate(${JSON.stringify(t.source)}), ${t.in_flight} in flight:`);
    for (const w of [1, 2]) {
      const f = t[`workers_${w}`];
      console.log(`  --workers ${w}: ${f.calls_per_second} calls/s wall, ${f.calls_per_cpu_second} calls per sidecar CPU-second ` +
        `(sidecar used ${f.sidecar_cores_used} cores, busiest thread ${f.busiest_thread_cores}, ` +
        `its ceiling ${f.calls_per_busiest_thread_cpu_second} calls/s; client used ${f.client_cores_used} cores, ` +
        `${f.calls_per_client_cpu_second} calls per its CPU-second)`);
    }
    console.log(`  2 workers / 1 worker: ${t.ratio_2_to_1_wall}x wall, ${t.ratio_2_to_1_per_cpu_second}x per CPU-second`);
  }
  console.log("reference library (published): 3 ms warm, 14-16 ms p50 cold per run, ~3 MB per instance");
}
