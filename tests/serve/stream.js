// stream.js - params.stream: console output arrives as "output" notifications while the run goes on (before a host call it precedes, before the result), for one-shot, VM and context runs; limits, capture and the result unchanged.
//   node tests/serve/stream.js path/to/secexec
"use strict";
const { spawn } = require("child_process");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";

/* A client: request() resolves with {result|error, events}, events being every line the server sent
 * for that request before its response (output notifications, host calls), in order. */
function server() {
  const proc = spawn(SECEXEC, ["serve", "--workers", "2"], { stdio: ["pipe", "pipe", "inherit"] });
  const waiting = new Map();
  let buf = "";
  let nextId = 1;
  const send = (msg) => proc.stdin.write(JSON.stringify(msg) + "\n");
  proc.stdout.on("data", (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf("\n")) >= 0) {
      const msg = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      if (msg.method === "output" || msg.method === "host.call") {
        const w = waiting.get(JSON.stringify(msg.params.requestId));
        assert.ok(w, `a ${msg.method} for a request not in flight: ${JSON.stringify(msg)}`);
        w.events.push(msg);
        if (msg.method === "host.call") send({ jsonrpc: "2.0", id: msg.id, result: w.onHostCall(msg, w.events) });
        continue;
      }
      const w = waiting.get(JSON.stringify(msg.id));
      waiting.delete(JSON.stringify(msg.id));
      w.resolve({ ...msg, events: w.events });
    }
  });
  return {
    request(method, params, onHostCall = () => null) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(JSON.stringify(id), { resolve, events: [], onHostCall });
        send({ jsonrpc: "2.0", id, method, params });
      });
    },
    lastId: () => nextId - 1,
    close() {
      proc.stdin.end();
      return new Promise((r) => proc.on("exit", r));
    },
  };
}

const outputs = (events) => events.filter((e) => e.method === "output").map((e) => [e.params.stream, e.params.text]);
const tools = [{ name: "tools", functions: [{ name: "seen", description: "what the client has seen so far" }] }];

(async () => {
  const s = server();
  // Chunks precede the host call that follows them in the program, and the result.
  const src = "console.log('before'); console.error('warn'); const seen = await tools.seen(); console.log('after'); seen";
  const r = await s.request("evaluate", { source: src, hostFunctions: tools, stream: true }, (_call, events) => outputs(events));
  assert.deepEqual(r.result.value, [["stdout", "before\n"], ["stderr", "warn\n"]], JSON.stringify(r));
  assert.deepEqual(r.events.map((e) => e.method), ["output", "output", "host.call", "output"]);
  assert.deepEqual(outputs(r.events), [["stdout", "before\n"], ["stderr", "warn\n"], ["stdout", "after\n"]]);
  assert.equal(r.result.stdout, "before\nafter\n");
  // The same run without stream: no notification, the same result (deterministic: the same instructions).
  const quiet = await s.request("evaluate", { source: src, hostFunctions: tools }, () => r.result.value);
  assert.deepEqual(outputs(quiet.events), []);
  assert.equal(quiet.result.instructions, r.result.instructions);
  assert.equal(quiet.result.stdout, r.result.stdout);
  console.log("ok - output notifications arrive before the host call they precede and before the result");

  // An uncaught error's stack is in the result's stderr only (the server adds it after the run).
  const f = await s.request("execute", { source: "console.error('oops'); null!.x", stream: true });
  assert.deepEqual(outputs(f.events), [["stderr", "oops\n"]]);
  assert.match(f.result.stderr, /^oops\nTypeError: Cannot read properties of null/);
  // Limits: only what the result keeps is streamed (maxOutputBytes per stream), then nothing.
  const flood = await s.request("execute", { source: "for (let i = 0; i < 100000; i++) console.log(i);", maxOutputBytes: 100, stream: true });
  const streamed = outputs(flood.events).map(([, t]) => t).join("");
  assert.equal(streamed, flood.result.stdout);
  assert.equal(Buffer.byteLength(streamed), 100);
  assert.ok(flood.result.stdoutTruncated);
  assert.equal(flood.events.length, 37, "10 lines of 2 bytes, 26 of 3, then the 2 bytes left of the next: nothing past the limit");
  // capture: streams not captured are not streamed.
  const cap = await s.request("execute", { source: "console.log('o'); console.error('e')", output: { capture: "stderr" }, stream: true });
  assert.deepEqual(outputs(cap.events), [["stderr", "e\n"]]);
  const none = await s.request("execute", { source: "console.log('o'); console.error('e')", output: { capture: "none" }, stream: true });
  assert.deepEqual(outputs(none.events), []);
  console.log("ok - errors, output limits and capture");

  // VM and context runs stream too; a cancelled run keeps what it streamed.
  const vm = (await s.request("vm.create", { timeoutMs: 60000, maxInstructions: 1e13 })).result.vmId;
  const v = await s.request("vm.execute", { vmId: vm, source: "console.log('vm'); console.log('x')", stream: true });
  assert.deepEqual(outputs(v.events), [["stdout", "vm\n"], ["stdout", "x\n"]]);
  const ctx = (await s.request("context.create", { vmId: vm })).result.contextId;
  const c = await s.request("context.evaluate", { contextId: ctx, source: "console.log('ctx'); 42", stream: true });
  assert.deepEqual(outputs(c.events), [["stdout", "ctx\n"]]);
  assert.equal(c.result.value, 42);
  const looping = s.request("context.execute", { contextId: ctx, source: "console.log('started'); while (true) {}", stream: true });
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual((await s.request("cancel", { id: s.lastId() })).result, { cancelled: true });
  const cancelled = await looping;
  assert.equal(cancelled.result.outcome, "cancelled", JSON.stringify(cancelled.result));
  assert.deepEqual(outputs(cancelled.events), [["stdout", "started\n"]]);
  console.log("ok - vm.execute, context.evaluate and a cancelled context run stream their output");
  assert.equal(await s.close(), 0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
