// run.test.mjs - evaluate, execute, check, declarations and the sidecar's lifecycle against the real secexec binary.
import assert from "node:assert/strict";
import { after, test } from "node:test";

import { check, createVm, declarations, evaluate, execute, hostFunction, hostFunctions, init, SecexecSidecarError, shutdown } from "secexec";
import * as ts from "secexec/typescript";
import { currentSidecar } from "../dist/sidecar.js";

after(() => shutdown());

test("evaluate returns the value and the run's figures", async () => {
  const r = await evaluate("inputs.prices.reduce((s, p) => s + p, 0)", { inputs: { prices: [5, 10, 27] } });
  assert.equal(r.outcome, "succeeded");
  assert.equal(r.value, 42);
  assert.equal(r.error, null);
  assert.ok(r.instructions > 0 && r.memoryPeakBytes > 0 && r.durationMs >= 0);
  const p = await evaluate("(async () => { await null; return [1, 'a', { b: true }]; })()");
  assert.deepEqual(p.value, [1, "a", { b: true }]);
});

test("script: true runs the source as a classic script", async () => {
  const src = "var v = 1; [this === globalThis, typeof globalThis.v]";
  assert.deepEqual((await evaluate(src, { script: true })).value, [true, "number"]);
  assert.deepEqual((await evaluate(src)).value, [false, "undefined"]);
});

test("execute: output capture all / stderr / none", async () => {
  const src = "console.log('out'); console.error('err');";
  const all = await execute(src, { output: { capture: "all" }, timeoutMs: 5000 });
  assert.equal(all.outcome, "succeeded");
  assert.equal(all.value, null);
  assert.equal(all.stdout, "out\n");
  assert.equal(all.stderr, "err\n");
  const errOnly = await execute(src, { output: { capture: "stderr" } });
  assert.equal(errOnly.stdout, undefined);
  assert.equal(errOnly.stderr, "err\n");
  const none = await execute(src, { output: { capture: "none" } });
  assert.equal(none.stdout, undefined);
  assert.equal(none.stderr, undefined);
});

test("failures are results: error, stack on stderr, limits", async () => {
  const f = await evaluate("const o: any = null;\no.x", { output: { capture: "stderr" } });
  assert.equal(f.outcome, "failed");
  assert.equal(f.error.name, "TypeError");
  assert.equal(f.error.code, "uncaught_exception");
  assert.match(f.stderr, /^TypeError: Cannot read properties of null \(reading 'x'\)\n    at main\.ts:2:3\n$/);
  const budget = await execute("while (true) {}", { limits: { maxInstructions: 100000 } });
  assert.equal(budget.outcome, "timed_out");
  assert.equal(budget.error.code, "instruction_limit");
  const clock = await execute("while (true) {}", { timeoutMs: 100, limits: { maxInstructions: 1e13 } });
  assert.equal(clock.outcome, "timed_out");
  assert.equal(clock.error.code, "timeout");
  const mem = await evaluate("const a: number[][] = []; while (true) a.push(new Array(1000).fill(1));", {
    limits: { maxMemoryBytes: 4 << 20 },
  });
  assert.equal(mem.outcome, "failed");
  assert.equal(mem.error.code, "memory_limit");
});

test("an AbortSignal cancels the run", async () => {
  const ac = new AbortController();
  const started = Date.now();
  setTimeout(() => ac.abort(), 100);
  const r = await execute("while (true) {}", { signal: ac.signal, timeoutMs: 60000, limits: { maxInstructions: 1e13 } });
  assert.equal(r.outcome, "cancelled");
  assert.equal(r.error.code, "cancelled");
  assert.ok(Date.now() - started < 10000);
  const pre = await evaluate("1", { signal: AbortSignal.abort() });
  assert.ok(pre.outcome === "cancelled" || pre.outcome === "succeeded"); // a tiny run may finish first
  const early = await execute("while (true) {}", { signal: AbortSignal.abort(), timeoutMs: 60000, limits: { maxInstructions: 1e13 } });
  assert.equal(early.outcome, "cancelled");
});

test("onStdout / onStderr get the run's output", async () => {
  const out = [];
  const err = [];
  await execute("console.log('a'); console.warn('b');", { onStdout: (t) => out.push(t), onStderr: (t) => err.push(t) });
  assert.deepEqual(out, ["a\n"]);
  assert.deepEqual(err, ["b\n"]);
});

test("onStdout / onStderr stream: output arrives while the guest runs, before a host call it precedes and before the result", async () => {
  const got = [];
  // The host function reports what the client had been handed when the guest called it.
  const probe = hostFunctions({ name: "probe", functions: { seen: hostFunction({ execute: () => got.map(([s, t]) => `${s}:${t}`) }) } });
  const options = {
    hostFunctions: [probe],
    onStdout: (t) => got.push(["out", t]),
    onStderr: (t) => got.push(["err", t]),
  };
  const r = await evaluate("console.log('one'); console.warn('two'); const seen = await probe.seen(); console.log('three'); seen", options);
  assert.deepEqual(r.value, ["out:one\n", "err:two\n"], JSON.stringify(r));
  assert.deepEqual(got, [["out", "one\n"], ["err", "two\n"], ["out", "three\n"]]);
  // What the server adds at the end (an uncaught error's stack) comes once, after the streamed part.
  got.length = 0;
  const f = await execute("console.error('oops'); throw new RangeError('bad')", options);
  assert.equal(f.outcome, "failed");
  assert.equal(got.map(([, t]) => t).join(""), f.stderr);
  assert.deepEqual(got[0], ["err", "oops\n"]);
  assert.match(got[1][1], /^RangeError: bad\n    at main\.ts:1:/);
  // VM and context runs stream too; capture "stderr" streams no stdout.
  got.length = 0;
  const vm = await createVm();
  try {
    const ctx = await vm.createContext();
    const c = await ctx.evaluate("console.log('ctx'); console.error('e'); 1", { ...options, output: { capture: "stderr" } });
    assert.equal(c.value, 1);
    assert.deepEqual(got, [["err", "e\n"]]);
  } finally {
    await vm.dispose();
  }
});

test("check from the main entry and from secexec/typescript", async () => {
  const src = "declare const inputs: { prices: number[] };\ninputs.price.reduce((s: number, p: number) => s + p, 0)";
  for (const c of [await check(src), await ts.check(src)]) {
    assert.equal(c.outcome, "succeeded");
    assert.equal(c.hasErrors, true);
    assert.equal(c.diagnostics.length, 1);
    const d = c.diagnostics[0];
    assert.equal(d.code, 2551);
    assert.equal(d.message, "Property 'price' does not exist on type '{ prices: number[]; }'. Did you mean 'prices'?");
    assert.equal(d.line, 2);
    assert.equal(d.column, 8);
  }
  const clean = await check("inputs.prices.length", { inputs: { prices: [1] } });
  assert.equal(clean.hasErrors, false);
  assert.deepEqual(clean.diagnostics, []);
  assert.equal((await ts.evaluate("2 * 21")).value, 42);
  assert.equal((await ts.execute("console.log(1)")).stdout, "1\n");
});

test("declarations of inputs", async () => {
  const d = await declarations({ inputs: { prices: [1, 2], name: "x" } });
  assert.equal(d, "declare const inputs: { prices: number[]; name: string; };\n");
});

test("bad arguments are errors of the call", async () => {
  await assert.rejects(() => evaluate(42), TypeError);
  await assert.rejects(() => evaluate("1", { timeoutMs: -1 }), /timeoutMs must be a non-negative integer/);
});

test("init / shutdown start and stop the shared sidecar", async () => {
  await init();
  const s = currentSidecar();
  assert.ok(s && s.alive);
  await shutdown();
  assert.equal(s.alive, false);
  assert.equal(s.proc.exitCode, 0);
  assert.equal(currentSidecar(), null);
  assert.equal((await evaluate("1 + 1")).value, 2); // started again on use
  assert.notEqual(currentSidecar(), s);
});

test("a crashed sidecar fails the calls in flight and is restarted", async () => {
  await init();
  const s = currentSidecar();
  const inFlight = execute("while (true) {}", { timeoutMs: 60000, limits: { maxInstructions: 1e13 } });
  await new Promise((r) => setTimeout(r, 100));
  s.proc.kill("SIGKILL");
  await assert.rejects(inFlight, (e) => {
    assert.ok(e instanceof SecexecSidecarError);
    assert.match(e.message, /the secexec sidecar exited unexpectedly \(killed by SIGKILL\)/);
    return true;
  });
  const r = await evaluate("'alive'");
  assert.equal(r.value, "alive");
  assert.notEqual(currentSidecar(), s);
});

test("many concurrent calls are matched to their results", async () => {
  const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => evaluate(`${i} * 2`)));
  rs.forEach((r, i) => assert.equal(r.value, i * 2));
});
