// snapshot.js - protocol tests of suspend and resume in `secexec serve`: a run suspended in one server process is
// resumed in a fresh one (and forked), suspended at its budget, refused when tampered with.
//   node tests/serve/snapshot.js path/to/secexec
// Prints one line per test and "N passed, M failed"; exits non-zero on any failure.
"use strict";
const { spawn } = require("child_process");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";

/* One server process: requests matched by id; host.call requests answered by `onHostCall`. */
class Server {
  constructor() {
    this.proc = spawn(SECEXEC, ["serve"], { stdio: ["pipe", "pipe", "inherit"] });
    this.waiting = new Map();
    this.onHostCall = () => ({ error: { code: 1, message: "no handler" } });
    this.nextId = 1;
    let buf = "";
    this.proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.method === "host.call") this.write({ jsonrpc: "2.0", id: msg.id, ...this.onHostCall(msg.params) });
        else this.waiting.get(JSON.stringify(msg.id))?.(msg);
      }
    });
    this.exited = new Promise((resolve) => this.proc.on("exit", resolve));
  }
  write(obj) {
    this.proc.stdin.write(JSON.stringify(obj) + "\n");
  }
  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(JSON.stringify(id), resolve);
      this.write({ jsonrpc: "2.0", id, method, params });
    });
  }
  async call(method, params) {
    const msg = await this.request(method, params);
    assert.equal(msg.error, undefined, JSON.stringify(msg.error));
    return msg.result;
  }
  async close() {
    this.proc.stdin.end();
    await this.exited;
  }
}

const TOOLS = [{ name: "tools", functions: [{ name: "approve", suspend: true, inputSchema: { type: "object" } }] }];
const ASKS = [{ name: "tools", functions: [{ name: "approve" }] }];

const PROGRAM = `
async function review(item: string): Promise<string> {
  const verdict = await tools.approve({ item });
  return item + ":" + verdict;
}
const first = await review("a");
console.log("first", first);
const rest = await Promise.all([review("b"), review("c")]);
console.log("rest", rest.join(" "));
rest.length + first.length;
`;

let passed = 0,
  failed = 0;
async function test(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`ok - ${name}`);
  } catch (e) {
    failed++;
    console.log(`not ok - ${name}\n  ${String(e.stack || e).split("\n").join("\n  ")}`);
  }
}

(async () => {
  await test("a run suspended in one server finishes in a fresh one, and forks", async () => {
    const s1 = new Server();
    const r1 = await s1.call("evaluate", { source: PROGRAM, hostFunctions: TOOLS });
    await s1.close(); // the process that suspended the run is gone
    assert.equal(r1.outcome, "suspended");
    assert.equal(r1.reason, "host_call");
    assert.deepEqual(r1.pending, [{ id: 1, collection: "tools", function: "approve", input: { item: "a" } }]);
    assert.match(r1.snapshot, /^[A-Za-z0-9+/]+=*$/);

    const s2 = new Server();
    const r2 = await s2.call("resume", { snapshot: r1.snapshot, answers: [{ id: 1, result: "yes" }], hostFunctions: TOOLS });
    assert.equal(r2.outcome, "suspended");
    assert.equal(r2.stdout, "first a:yes\n");
    assert.deepEqual(
      r2.pending.map((p) => [p.id, p.input.item]),
      [
        [2, "b"],
        [3, "c"],
      ],
    );
    const answers = [
      { id: 3, result: "no" },
      { id: 2, error: { message: "unused" } },
    ];
    answers[1] = { id: 2, result: "ok" };
    const r3 = await s2.call("resume", { snapshot: r2.snapshot, answers, hostFunctions: TOOLS });
    assert.equal(r3.outcome, "succeeded");
    assert.equal(r3.stdout, "rest b:ok c:no\n");
    assert.equal(r3.value, 2 + "a:yes".length);
    // the same snapshot with other answers: an independent run
    const r4 = await s2.call("resume", {
      snapshot: r2.snapshot,
      answers: [
        { id: 2, result: "x" },
        { id: 3, result: "y" },
      ],
      hostFunctions: TOOLS,
    });
    assert.equal(r4.stdout, "rest b:x c:y\n");
    // determinism: the whole run as one, with a host answering at once, counts the same instructions
    const s3 = new Server();
    const verdicts = { a: "yes", b: "ok", c: "no" };
    s3.onHostCall = (p) => ({ result: verdicts[p.input.item] });
    const whole = await s3.call("evaluate", { source: PROGRAM, hostFunctions: ASKS });
    assert.equal(whole.stdout, r2.stdout + r3.stdout);
    assert.equal(whole.instructions, r3.instructions);
    await s3.close();
    await s2.close();
  });

  await test("a client can answer a host call with suspend", async () => {
    const s = new Server();
    s.onHostCall = () => ({ suspend: true });
    const r = await s.call("execute", { source: "console.log(await tools.approve({ item: 'z' }));", hostFunctions: ASKS });
    assert.equal(r.outcome, "suspended");
    assert.deepEqual(r.pending, [{ id: 1, collection: "tools", function: "approve", input: { item: "z" } }]);
    const done = await s.call("resume", {
      snapshot: r.snapshot,
      answers: [{ id: 1, error: { message: "denied" } }],
      hostFunctions: ASKS,
    });
    assert.equal(done.outcome, "failed");
    assert.equal(done.error.code, "uncaught_exception");
    assert.equal(done.error.message, "denied");
    await s.close();
  });

  await test("suspendOnBudget: the budget runs out, more is granted, the run goes on", async () => {
    const s = new Server();
    const source = "let t = 0; for (let i = 0; i < 20000; i++) { t += i; if (i % 5000 == 0) console.log(i); } t;";
    const whole = await s.call("evaluate", { source });
    let r = await s.call("evaluate", { source, suspendOnBudget: true, maxInstructions: 30000 });
    let out = "",
      n = 0;
    while (r.outcome === "suspended") {
      assert.equal(r.reason, "budget");
      out += r.stdout;
      n++;
      r = await s.call("resume", { snapshot: r.snapshot, maxInstructions: 30000 * (n + 1), suspendOnBudget: true });
    }
    assert.ok(n >= 3, `suspended ${n} times`);
    assert.equal(out + r.stdout, whole.stdout);
    assert.equal(r.value, whole.value);
    assert.equal(r.instructions, whole.instructions);
    await s.close();
  });

  await test("tampered, truncated and foreign snapshots are refused; a key protects them", async () => {
    const s = new Server();
    const key = "host secret";
    const r = await s.call("evaluate", { source: PROGRAM, hostFunctions: TOOLS, snapshotKey: key });
    const bytes = Buffer.from(r.snapshot, "base64");
    const tampered = Buffer.from(bytes);
    tampered[40] ^= 1;
    const t1 = await s.call("resume", { snapshot: tampered.toString("base64"), hostFunctions: TOOLS, snapshotKey: key });
    assert.equal(t1.error.code, "snapshot_invalid");
    assert.equal(t1.error.message, "snapshot is corrupt: its checksum does not match");
    const t2 = await s.call("resume", {
      snapshot: bytes.subarray(0, bytes.length - 10).toString("base64"),
      hostFunctions: TOOLS,
      snapshotKey: key,
    });
    assert.equal(t2.error.code, "snapshot_invalid");
    assert.match(t2.error.message, /^snapshot is truncated/);
    const t3 = await s.call("resume", { snapshot: r.snapshot, hostFunctions: TOOLS, snapshotKey: "guess" });
    assert.match(t3.error.message, /HMAC does not match/);
    const t4 = await s.call("resume", { snapshot: r.snapshot, hostFunctions: TOOLS });
    assert.equal(t4.error.message, "snapshot is signed: give its snapshot key to resume it");
    const bad = await s.request("resume", { snapshot: "not base64!", hostFunctions: TOOLS });
    assert.equal(bad.error.code, -32602);
    const ok = await s.call("resume", {
      snapshot: r.snapshot,
      answers: [{ id: 1, result: "fine" }],
      hostFunctions: TOOLS,
      snapshotKey: key,
    });
    assert.equal(ok.outcome, "suspended");
    await s.close();
  });

  await test("a VM hibernated in one server wakes up in a fresh one with its files and contexts", async () => {
    const s1 = new Server();
    const { vmId } = await s1.call("vm.create", { seed: 5, clock: 1700000000000 });
    await s1.call("vm.mkdir", { vmId, path: "/workspace/data", recursive: true });
    await s1.call("vm.writeFile", { vmId, path: "/workspace/data/a.txt", content: "alpha" });
    await s1.call("vm.writeFile", { vmId, path: "/workspace/blob", content: "AAH/AA==", encoding: "base64" });
    const c1 = (await s1.call("context.create", { vmId })).contextId;
    const c2 = (await s1.call("context.create", { vmId })).contextId;
    await s1.call("context.execute", { contextId: c1, source: "globalThis.n = 40; globalThis.r = Math.random();" });
    await s1.call("context.execute", {
      contextId: c2,
      source: "import('node:fs').then((fs) => { fs.writeFileSync('made.txt', 'by c2'); globalThis.k = 'kept'; });",
    });
    const next1 = "n += 2; [n, r === r, Math.random(), Date.now()]";
    const next2 = "import('node:fs').then((fs) => [k, fs.readFileSync('made.txt', 'utf8'), fs.readdirSync('data')])";
    const h = await s1.call("vm.hibernate", { vmId });
    assert.deepEqual(h.contexts, [c1, c2]);
    assert.match(h.snapshot, /^[A-Za-z0-9+/]+=*$/);
    // the VM stays: the same next calls give what the restored one must give
    const want1 = await s1.call("context.evaluate", { contextId: c1, source: next1 });
    const want2 = await s1.call("context.evaluate", { contextId: c2, source: next2 });
    await s1.close();

    const s2 = new Server();
    const w = await s2.call("vm.restore", { snapshot: h.snapshot }); // seed and clock: the snapshot's
    assert.equal(w.contexts.length, 2);
    const got1 = await s2.call("context.evaluate", { contextId: w.contexts[0], source: next1 });
    const got2 = await s2.call("context.evaluate", { contextId: w.contexts[1], source: next2 });
    assert.deepEqual(got1.value, want1.value);
    assert.equal(got1.value[3], 1700000000000);
    assert.equal(got1.instructions, want1.instructions);
    assert.deepEqual(got2.value, ["kept", "by c2", ["a.txt"]]);
    assert.equal(got2.instructions, want2.instructions);
    const blob = await s2.call("vm.readFile", { vmId: w.vmId, path: "/workspace/blob", encoding: "base64" });
    assert.equal(blob.content, "AAH/AA==");
    // a restored VM hibernates again
    const again = await s2.call("vm.hibernate", { vmId: w.vmId });
    assert.deepEqual(again.contexts, w.contexts);
    await s2.close();
  });

  await test("hibernated VMs: keys, quotas, tampering and busy VMs", async () => {
    const s = new Server();
    const { vmId } = await s.call("vm.create", { snapshotKey: "vm-key" });
    await s.call("vm.writeFile", { vmId, path: "big.txt", content: "x".repeat(1000) });
    const h = await s.call("vm.hibernate", { vmId }); // signed with the VM's own key
    const unsigned = await s.request("vm.restore", { snapshot: h.snapshot });
    assert.equal(unsigned.error.code, -32602);
    assert.equal(unsigned.error.message, "snapshot is signed: give its snapshot key to resume it");
    const wrong = await s.request("vm.restore", { snapshot: h.snapshot, snapshotKey: "guess" });
    assert.match(wrong.error.message, /HMAC does not match/);
    const small = await s.request("vm.restore", { snapshot: h.snapshot, snapshotKey: "vm-key", maxFsBytes: 100 });
    assert.match(small.error.message, /do not fit this VM's quotas/);
    const ok = await s.call("vm.restore", { snapshot: h.snapshot, snapshotKey: "vm-key" });
    assert.deepEqual(ok.contexts, []);
    const bytes = Buffer.from(h.snapshot, "base64");
    bytes[bytes.length - 50] ^= 1;
    const tampered = await s.request("vm.restore", { snapshot: bytes.toString("base64"), snapshotKey: "vm-key" });
    assert.equal(tampered.error.message, "snapshot is corrupt: its checksum does not match");
    const cut = await s.request("vm.restore", { snapshot: bytes.subarray(0, 40).toString("base64"), snapshotKey: "vm-key" });
    assert.match(cut.error.message, /^snapshot is truncated/);
    const other = await s.call("vm.hibernate", { vmId, snapshotKey: "other" });
    assert.equal((await s.request("vm.restore", { snapshot: other.snapshot, snapshotKey: "vm-key" })).error.message,
      "snapshot's HMAC does not match the key: it was changed or signed with another key");
    // a run's snapshot is not a VM's
    const run = await s.call("evaluate", { source: "await tools.approve({})", hostFunctions: TOOLS });
    const mixed = await s.request("vm.restore", { snapshot: run.snapshot });
    assert.match(mixed.error.message, /not a hibernated VM/);
    // a VM with a run in flight is busy
    const ctx = (await s.call("context.create", { vmId })).contextId;
    const slow = s.request("context.evaluate", { contextId: ctx, source: "let i = 0; while (i < 3e6) i++; i" });
    const busy = await s.request("vm.hibernate", { vmId });
    assert.equal(busy.error.code, -32001);
    assert.equal((await slow).result.value, 3000000);
    assert.equal((await s.call("vm.hibernate", { vmId })).contexts[0], ctx);
    await s.close();
  });

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
