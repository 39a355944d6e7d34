// run.js - protocol tests of `secexec serve`: drives the server as a subprocess over JSON-RPC lines.
//   node tests/serve/run.js path/to/secexec
// Prints one line per test and "N passed, M failed"; exits non-zero on any failure.
"use strict";
const { spawn } = require("child_process");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";

/* A client: sends requests, matches responses by id, answers host.call requests with `onHostCall`. */
class Client {
  constructor(args = []) {
    this.proc = spawn(SECEXEC, ["serve", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    this.pending = new Map();
    this.unmatched = [];
    this.onHostCall = null;
    this.hostCalls = [];
    this.stderr = "";
    this.exited = new Promise((resolve) => this.proc.on("exit", (code) => resolve(code)));
    let buf = "";
    this.proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        this.receive(line);
      }
    });
    this.proc.stderr.on("data", (d) => (this.stderr += d));
    this.nextId = 1;
  }
  receive(line) {
    const msg = JSON.parse(line); // every line the server writes must be valid JSON
    assert.equal(msg.jsonrpc, "2.0");
    if (msg.method === "host.call") {
      this.hostCalls.push(msg);
      Promise.resolve(this.onHostCall ? this.onHostCall(msg.params, msg) : { error: { code: 1, message: "no handler" } })
        .then((answer) => {
          if (answer === undefined) return; // the test answers itself later
          this.write({ jsonrpc: "2.0", id: msg.id, ...answer });
        });
      return;
    }
    const waiter = this.pending.get(JSON.stringify(msg.id));
    if (waiter) {
      this.pending.delete(JSON.stringify(msg.id));
      waiter(msg);
    } else {
      this.unmatched.push(msg);
    }
  }
  write(obj) {
    this.proc.stdin.write((typeof obj === "string" ? obj : JSON.stringify(obj)) + "\n");
  }
  /* Send a request; resolves with the whole response message. */
  request(method, params, id = this.nextId++) {
    return new Promise((resolve) => {
      this.pending.set(JSON.stringify(id), resolve);
      this.write({ jsonrpc: "2.0", id, method, params });
    });
  }
  /* Send raw text; resolves with the next response that has id null. */
  raw(text) {
    return new Promise((resolve) => {
      this.pending.set("null", resolve);
      this.write(text);
    });
  }
  async close() {
    const r = await this.request("shutdown", {});
    this.proc.stdin.end();
    const code = await this.exited;
    return { r, code };
  }
}

const ORDERS = [
  {
    name: "orders",
    description: "The shop's orders.",
    functions: [
      {
        name: "list",
        description: "List a customer's orders.",
        inputSchema: {
          type: "object",
          properties: { customer: { type: "string" }, limit: { type: "integer", minimum: 1 } },
          required: ["customer"],
          additionalProperties: false,
        },
      },
      { name: "get", inputSchema: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] } },
    ],
  },
];

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test("evaluate returns the result object", async () => {
  const c = new Client();
  const r = await c.request("evaluate", { source: "inputs.prices.reduce((s, p) => s + p, 0)", inputs: { prices: [5, 10, 27] } });
  assert.equal(r.result.outcome, "succeeded");
  assert.equal(r.result.value, 42);
  assert.equal(r.result.error, null);
  for (const k of ["stdout", "stderr", "stdoutTruncated", "stderrTruncated", "instructions", "memoryPeakBytes", "durationMs"])
    assert.ok(k in r.result, k);
  await c.close();
});

test("execute captures output and honours limits and capture", async () => {
  const c = new Client();
  let r = await c.request("execute", { source: "console.log('hi'); console.error('err');", output: { capture: "stderr" } });
  assert.equal(r.result.outcome, "succeeded");
  assert.equal(r.result.stdout, "");
  assert.equal(r.result.stderr, "err\n");
  r = await c.request("execute", { source: "while (true) {}", maxInstructions: 10000 });
  assert.equal(r.result.outcome, "timed_out");
  assert.equal(r.result.error.code, "instruction_limit");
  r = await c.request("evaluate", { source: "throw new TypeError('bad')" });
  assert.equal(r.result.outcome, "failed");
  assert.equal(r.result.error.name, "TypeError");
  await c.close();
});

test("script: true runs a classic script; check with script: true reports top-level await", async () => {
  const c = new Client();
  const source = "var v = 1; [this === globalThis, typeof (globalThis as any).v]";
  let r = await c.request("evaluate", { source, script: true });
  assert.deepEqual(r.result.value, [true, "number"]);
  r = await c.request("evaluate", { source });
  assert.deepEqual(r.result.value, [false, "undefined"]);
  r = await c.request("evaluate", { source, script: "yes" });
  assert.equal(r.error.code, -32602);
  r = await c.request("check", { source: "await 1;", script: true });
  assert.equal(r.result.diagnostics[0].code, 1375);
  r = await c.request("check", { source: "await 1;" });
  assert.equal(r.result.diagnostics.length, 0);
  await c.close();
});

// The reference run_code handler (docs: agent code tool) returns `result.stderr ??
// result.error.message` as the model's feedback: for a program that throws, the stack text.
test("the run_code handler's feedback for a program that throws is the stack", async () => {
  const c = new Client();
  const runCode = async (source, inputs) => {
    const r = await c.request("evaluate", { source, inputs, timeoutMs: 5000, output: { capture: "stderr" } });
    const result = r.result;
    if (result.outcome !== "succeeded") return { ok: false, feedback: result.stderr ?? result.error.message };
    return { ok: true, value: result.value };
  };
  const r = await runCode("function total(p: number[]) { return p.reduce((s, x) => s + x.amount.value, 0); }\ntotal(inputs.prices)", { prices: [5, 10] });
  assert.equal(r.ok, false);
  assert.ok(r.feedback.startsWith("TypeError: Cannot read properties of undefined (reading 'value')\n    at "), r.feedback);
  assert.ok(/at total \(main\.ts:1:\d+\)/.test(r.feedback), r.feedback);
  assert.equal(await runCode("[1, 2].map((x) => x * 2)", {}).then((x) => JSON.stringify(x)), '{"ok":true,"value":[2,4]}');
  await c.close();
});

test("host callbacks: request, answer, result", async () => {
  const c = new Client();
  c.onHostCall = (p) => ({ result: { rows: [p.input.customer, p.input.limit ?? null] } });
  const r = await c.request(
    "evaluate",
    { source: "(async () => { const a = await orders.list({ customer: 'acme', limit: 2 }); return a.rows; })()", hostFunctions: ORDERS },
    "req-1"
  );
  assert.equal(r.result.outcome, "succeeded", JSON.stringify(r));
  assert.deepEqual(r.result.value, ["acme", 2]);
  assert.equal(c.hostCalls.length, 1);
  const call = c.hostCalls[0];
  assert.match(call.id, /^h\d+$/);
  assert.deepEqual(call.params, { requestId: "req-1", collection: "orders", function: "list", input: { customer: "acme", limit: 2 } });
  await c.close();
});

test("host callback errors reject the guest promise", async () => {
  const c = new Client();
  c.onHostCall = () => ({ error: { code: 404, message: "no such customer" } });
  const r = await c.request("evaluate", {
    source: "orders.list({ customer: 'x' }).catch(e => e.name + ': ' + e.message)",
    hostFunctions: ORDERS,
  });
  assert.equal(r.result.value, "Error: no such customer");
  await c.close();
});

test("schema violations never reach the client", async () => {
  const c = new Client();
  const r = await c.request("evaluate", {
    source: "orders.list({ customer: 42 }).catch(e => e.name + ': ' + e.message)",
    hostFunctions: ORDERS,
  });
  assert.equal(r.result.value, "TypeError: orders.list: input.customer: expected string, got number");
  assert.equal(c.hostCalls.length, 0);
  await c.close();
});

test("outputSchema: declared Promise<T>, and answers that violate it reject the guest's promise", async () => {
  const rows = {
    type: "array",
    items: { type: "object", properties: { id: { type: "string" }, total: { type: "number" } }, required: ["id", "total"] },
  };
  const hosts = [{ name: "orders", functions: [{ name: "list", outputSchema: rows }] }];
  const c = new Client();
  const d = await c.request("declarations", { hostFunctions: hosts });
  assert.match(d.result.declarations, /list\(input\?: unknown\): Promise<\{ id: string; total: number; \}\[\]>;/);
  const checked = await c.request("check", { source: "orders.list({}).then((rows) => rows.length)", hostFunctions: hosts });
  assert.deepEqual(checked.result.diagnostics, []);
  let answer = [{ id: "a", total: 3 }];
  c.onHostCall = () => ({ result: answer });
  const src = "orders.list({}).then(r => 'ok ' + r.length, e => e.name + ': ' + e.message)";
  const good = await c.request("evaluate", { source: src, hostFunctions: hosts });
  assert.equal(good.result.value, "ok 1");
  answer = [{ id: "a", total: "3" }];
  const bad = await c.request("evaluate", { source: src, hostFunctions: hosts });
  assert.equal(
    bad.result.value,
    "TypeError: orders.list: the host's answer does not match its outputSchema: result[0].total: expected number, got string"
  );
  await c.close();
});

test("Promise.all over host calls answered out of order", async () => {
  const c = new Client();
  c.onHostCall = (p) =>
    new Promise((res) => setTimeout(() => res({ result: p.input.id * 2 }), 40 - p.input.id * 10));
  const r = await c.request("evaluate", {
    source: "Promise.all([1, 2, 3].map(id => orders.get({ id })))",
    hostFunctions: ORDERS,
  });
  assert.deepEqual(r.result.value, [2, 4, 6]);
  assert.equal(c.hostCalls.length, 3);
  await c.close();
});

test("concurrent calls run in parallel, each in its own VM", async () => {
  const c = new Client();
  const t0 = Date.now();
  // four runs that each wait 300 ms for a host answer: in parallel they take ~300 ms, not 1200
  c.onHostCall = (p) => new Promise((res) => setTimeout(() => res({ result: p.input.id }), 300));
  const rs = await Promise.all(
    [1, 2, 3, 4].map((id) =>
      c.request("evaluate", { source: `globalThis.mine = ${id}; orders.get({ id: ${id} }).then(v => [v, globalThis.mine])`, hostFunctions: ORDERS })
    )
  );
  const took = Date.now() - t0;
  rs.forEach((r, i) => assert.deepEqual(r.result.value, [i + 1, i + 1]));
  assert.ok(took < 1000, `took ${took} ms`);
  await c.close();
});

test("cancel by request id", async () => {
  const c = new Client();
  const running = c.request("execute", { source: "while (true) {}", timeoutMs: 20000, maxInstructions: 1e15 }, "loop");
  await new Promise((r) => setTimeout(r, 100));
  const cr = await c.request("cancel", { id: "loop" });
  assert.deepEqual(cr.result, { cancelled: true });
  const r = await running;
  assert.equal(r.result.outcome, "cancelled");
  assert.equal(r.result.error.code, "cancelled");
  const again = await c.request("cancel", { id: "loop" });
  assert.deepEqual(again.result, { cancelled: false });
  await c.close();
});

/* Issue #22: runs that used to ignore cancel inside native code (a quadratic regex, JSON.stringify
 * of a shared graph) now end within a fraction of a second of it, so a one-worker server answers
 * the next request. */
test("cancel reaches native work; a one-worker server keeps serving", async () => {
  const c = new Client(["--workers", "1"]);
  const sources = [
    "const s = 'a'.repeat(1 << 19); s.replace(/(?=a*c)/g, '-').length",
    "let x: any = [1]; for (let i = 0; i < 60; i++) x = [x, x]; JSON.stringify(x).length",
  ];
  for (const [k, source] of sources.entries()) {
    const id = `native${k}`;
    const running = c.request("evaluate", { source, timeoutMs: 60000, maxInstructions: 1e15 }, id);
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    await c.request("cancel", { id });
    const r = await running;
    const took = Date.now() - t0;
    assert.equal(r.result.outcome, "cancelled", JSON.stringify(r.result.error));
    assert.ok(took < 1000, `cancel took ${took} ms`);
  }
  const next = await c.request("evaluate", { source: "6 * 7" });
  assert.equal(next.result.value, 42);
  await c.close();
});

test("cancel while a host call is pending", async () => {
  const c = new Client();
  c.onHostCall = () => undefined; // never answer
  const running = c.request("evaluate", { source: "orders.get({ id: 1 })", hostFunctions: ORDERS }, 77);
  while (c.hostCalls.length === 0) await new Promise((r) => setTimeout(r, 5));
  await c.request("cancel", { id: 77 });
  const r = await running;
  assert.equal(r.result.outcome, "cancelled");
  // a late answer to the dead call is ignored, and the server keeps serving
  c.write({ jsonrpc: "2.0", id: c.hostCalls[0].id, result: 1 });
  const ok = await c.request("evaluate", { source: "1 + 1" });
  assert.equal(ok.result.value, 2);
  await c.close();
});

test("host call timeout", async () => {
  const c = new Client();
  c.onHostCall = () => undefined;
  const r = await c.request("evaluate", {
    source: "orders.get({ id: 1 }).catch(e => e.message)",
    hostFunctions: ORDERS,
    hostCallTimeoutMs: 50,
  });
  assert.equal(r.result.value, "orders.get: host call timed out after 50 ms");
  await c.close();
});

test("the virtual clock: clock as ms or a date string, fixed during the run; hostClock opts in", async () => {
  const c = new Client();
  const source = "[Date.now(), new Date().toISOString(), Date.now() === Date.now()]";
  let r = await c.request("evaluate", { source });
  assert.deepEqual(r.result.value, [0, "1970-01-01T00:00:00.000Z", true]);
  r = await c.request("evaluate", { source, clock: 1704067200123 });
  assert.deepEqual(r.result.value, [1704067200123, "2024-01-01T00:00:00.123Z", true]);
  r = await c.request("evaluate", { source, clock: "2024-02-29T12:00:00+01:00" });
  assert.deepEqual(r.result.value, [1709204400000, "2024-02-29T11:00:00.000Z", true]);
  const before = Date.now();
  r = await c.request("evaluate", { source: "Date.now()", hostClock: true });
  assert.ok(r.result.value >= before && r.result.value <= Date.now(), String(r.result.value));
  for (const clock of ["yesterday", 8.64e15 + 1, 1.5, true]) {
    r = await c.request("evaluate", { source, clock });
    assert.equal(r.error.code, -32602, String(clock));
    assert.match(r.error.message, /^params\.clock must be/);
  }
  r = await c.request("evaluate", { source, hostClock: "yes" });
  assert.equal(r.error.message, "params.hostClock must be a boolean");
  await c.close();
});

test("malformed JSON, invalid requests, unknown methods, wrong params", async () => {
  const c = new Client();
  let r = await c.raw("{not json");
  assert.equal(r.error.code, -32700);
  r = await c.raw("[1, 2]");
  assert.equal(r.error.code, -32600);
  r = await c.raw(JSON.stringify({ jsonrpc: "1.0", id: null, method: "evaluate" }));
  assert.equal(r.error.code, -32600);
  r = await c.request("frobnicate", {});
  assert.equal(r.error.code, -32601);
  assert.match(r.error.message, /frobnicate/);
  r = await c.request("evaluate", { source: 42 });
  assert.equal(r.error.code, -32602);
  assert.equal(r.error.message, "params.source must be a string");
  r = await c.request("evaluate", { source: "1", timeoutMs: -5 });
  assert.equal(r.error.code, -32602);
  r = await c.request("evaluate", { source: "1", output: { capture: "everything" } });
  assert.equal(r.error.code, -32602);
  r = await c.request("evaluate", { source: "1", hostFunctions: [{ name: "x" }] });
  assert.equal(r.error.code, -32602);
  assert.equal(r.error.message, "hostFunctions[0].functions must be an array");
  r = await c.request("evaluate", { source: "1", inputs: { a: 1 }, hostFunctions: [{ name: "inputs", functions: [] }] });
  assert.equal(r.result.error.code, "invalid_input");
  r = await c.request("evaluate", { source: "1 + 2" });
  assert.equal(r.result.value, 3); // still serving
  await c.close();
});

test("oversized messages are refused and the server keeps serving", async () => {
  const c = new Client(["--max-message-bytes", "1000"]);
  const r = await c.raw(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evaluate", params: { source: "'" + "x".repeat(5000) + "'" } }));
  assert.equal(r.error.code, -32600);
  assert.match(r.error.message, /larger than 1000 bytes/);
  const ok = await c.request("evaluate", { source: "'still here'" });
  assert.equal(ok.result.value, "still here");
  await c.close();
});

test("notifications get no response, and a null id makes one", async () => {
  const c = new Client();
  c.write({ jsonrpc: "2.0", method: "declarations", params: { inputs: { a: 1 } } });
  c.write({ jsonrpc: "2.0", method: "cancel", params: {} });
  c.write({ jsonrpc: "2.0", id: null, method: "frobnicate" });
  const r = await c.raw(JSON.stringify({ jsonrpc: "2.0", id: null, method: "evaluate", params: { source: "1" } }));
  assert.equal(r.error.code, -32600);
  const d = await c.request("declarations", { inputs: { a: 1 } }); // lines are answered in order
  assert.equal(d.result.declarations, "declare const inputs: { a: number; };\n");
  assert.deepEqual(c.unmatched, []);
  await c.close();
});

test("declarations method", async () => {
  const c = new Client();
  const r = await c.request("declarations", { hostFunctions: ORDERS, inputs: { prices: [1, 2] } });
  assert.equal(
    r.result.declarations,
    "/** The shop's orders. */\n" +
      "declare const orders: {\n" +
      "    /** List a customer's orders. */\n" +
      "    list(input: { customer: string; limit?: number; }): Promise<unknown>;\n" +
      "    get(input: { id: number; }): Promise<unknown>;\n" +
      "};\n" +
      "declare const inputs: { prices: number[]; };\n"
  );
  await c.close();
});

test("check method: tsc's diagnostics against the declarations of hostFunctions and inputs", async () => {
  const c = new Client();
  // Expected lines: tsc --strict --noEmit --pretty false on the same source and declarations.
  const typo = await c.request("check", { source: "inputs.prices.reduc((s, p) => s + p, 0)", inputs: { prices: [1, 2] } });
  assert.equal(typo.result.outcome, "succeeded");
  assert.equal(typo.result.hasErrors, true);
  assert.deepEqual(
    typo.result.diagnostics.map((d) => `${d.file}(${d.line},${d.column}): ${d.category} TS${d.code}: ${d.message}`),
    [
      "main.ts(1,15): error TS2551: Property 'reduc' does not exist on type 'number[]'. Did you mean 'reduce'?",
      "main.ts(1,22): error TS7006: Parameter 's' implicitly has an 'any' type.",
      "main.ts(1,25): error TS7006: Parameter 'p' implicitly has an 'any' type.",
    ]
  );
  const misuse = await c.request("check", { source: "orders.list({ customer: 42 })", hostFunctions: ORDERS, filename: "agent.ts" });
  assert.deepEqual(
    misuse.result.diagnostics.map((d) => [d.file, d.line, d.column, d.code, d.message]),
    [["agent.ts", 1, 15, 2322, "Type 'number' is not assignable to type 'string'."]]
  );
  const clean = await c.request("check", { source: "orders.list({ customer: inputs.name })", hostFunctions: ORDERS, inputs: { name: "acme" } });
  const { durationMs, ...verdict } = clean.result;
  // effects: every place the program can reach a host function (issue 15)
  assert.deepEqual(verdict, {
    outcome: "succeeded",
    hasErrors: false,
    diagnostics: [],
    effects: [{ collection: "orders", function: "list", line: 1, column: 1 }],
  });
  assert.equal(typeof durationMs, "number");
  const bad = await c.request("check", { source: 42 });
  assert.equal(bad.error.code, -32602);
  const badHost = await c.request("check", { source: "1", hostFunctions: [{ name: "1x", functions: [] }] });
  assert.equal(badHost.error.code, -32602);
  await c.close();
});

test("a long check runs on a worker: the other requests are not held up behind it", async () => {
  const c = new Client();
  const order = [];
  const loop = c.request("execute", { source: "while (true) {}", timeoutMs: 60000, maxInstructions: 1e15 }, "loop")
    .then((r) => (order.push("loop"), r));
  await new Promise((r) => setTimeout(r, 100));
  // ~0.8 MB of functions: a check of a second or more
  let big = "";
  for (let i = 0; i < 12000; i++) big += `function f${i}(xs: number[], k: string): number { return xs.map((x) => x * ${i}).length + k.length; }\n`;
  big += "const wrong: string = f0([1], 'a');\n";
  const checked = c.request("check", { source: big }, "big").then((r) => (order.push("big"), r));
  const cr = await c.request("cancel", { id: "loop" }); // read while the check runs
  assert.deepEqual(cr.result, { cancelled: true });
  assert.equal((await loop).result.outcome, "cancelled");
  const r = await checked;
  assert.deepEqual(order, ["loop", "big"], "the cancelled run answered before the check finished");
  assert.deepEqual(r.result.diagnostics.map((d) => [d.line, d.column, d.code]), [[12001, 7, 2322]]);
  const notCancellable = await c.request("cancel", { id: "big" });
  assert.deepEqual(notCancellable.result, { cancelled: false });
  await c.close();
});

test("shutdown waits for in-flight calls", async () => {
  const c = new Client();
  c.onHostCall = (p) => new Promise((res) => setTimeout(() => res({ result: "late" }), 200));
  const running = c.request("evaluate", { source: "orders.get({ id: 1 })", hostFunctions: ORDERS });
  while (c.hostCalls.length === 0) await new Promise((r) => setTimeout(r, 5));
  const shut = c.request("shutdown", {});
  const refused = await c.request("evaluate", { source: "1" });
  assert.equal(refused.error.code, -32000);
  const r = await running;
  assert.equal(r.result.value, "late");
  const s = await shut;
  assert.equal(s.result, null);
  c.proc.stdin.end();
  assert.equal(await c.exited, 0);
});

test("end of input finishes in-flight calls, then exits", async () => {
  const c = new Client();
  const p = c.request("evaluate", { source: "let s = 0; for (let i = 0; i < 100000; i++) s += i; s" });
  c.proc.stdin.end();
  const r = await p;
  assert.equal(r.result.value, 4999950000);
  assert.equal(await c.exited, 0);
});

test("host-call round trip latency", async () => {
  const c = new Client();
  c.onHostCall = (p) => ({ result: p.input.id });
  const n = 2000;
  const t0 = process.hrtime.bigint();
  const r = await c.request("evaluate", {
    source: `(async () => { let s = 0; for (let i = 0; i < ${n}; i++) s += await orders.get({ id: i }); return s; })()`,
    hostFunctions: ORDERS,
    maxHostCalls: n,
  });
  const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
  assert.equal(r.result.value, (n * (n - 1)) / 2);
  console.log(`  (sequential host-call round trip through serve: ${us.toFixed(1)} us per call)`);
  await c.close();
});

(async () => {
  let passed = 0,
    failed = 0;
  for (const t of tests) {
    const timer = new Promise((_, rej) => setTimeout(() => rej(new Error("timed out after 20 s")), 20000));
    try {
      await Promise.race([t.fn(), timer]);
      passed++;
      console.log(`ok   ${t.name}`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${t.name}\n     ${(e && e.stack) || e}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
