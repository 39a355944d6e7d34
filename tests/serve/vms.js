// vms.js - protocol tests of kept VMs in `secexec serve`: vm.*, context.*, files, errors, the multi-step agent.
//   node tests/serve/vms.js path/to/secexec
"use strict";
const { spawn } = require("child_process");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";

/* A minimal client: requests matched by id; host.call answered by onHostCall. */
class Client {
  constructor() {
    this.proc = spawn(SECEXEC, ["serve"], { stdio: ["pipe", "pipe", "pipe"] });
    this.pending = new Map();
    this.nextId = 1;
    this.onHostCall = null;
    this.exited = new Promise((resolve) => this.proc.on("exit", (code) => resolve(code)));
    let buf = "";
    this.proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.method === "host.call" || msg.method === "host.fetch") {
          const handler = msg.method === "host.call" ? this.onHostCall : this.onFetch;
          const answer = handler ? handler(msg.params) : { error: { code: 1, message: "none" } };
          this.proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, ...answer }) + "\n");
          continue;
        }
        const w = this.pending.get(JSON.stringify(msg.id));
        if (w) this.pending.delete(JSON.stringify(msg.id)), w(msg);
      }
    });
  }
  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(JSON.stringify(id), resolve);
      this.proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
    });
  }
  /* The result, failing the test on a JSON-RPC error. */
  async call(method, params) {
    const r = await this.request(method, params);
    assert.ok(!r.error, `${method}: ${JSON.stringify(r.error)}`);
    return r.result;
  }
  async close() {
    await this.request("shutdown", {});
    this.proc.stdin.end();
    assert.equal(await this.exited, 0);
  }
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test("the reference example: a file written by the host, read by the guest", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", {});
  assert.match(vmId, /^vm\d+$/);
  assert.equal(await c.call("vm.writeFile", { vmId, path: "/workspace/data.json", content: JSON.stringify({ n: 40 }) }), null);
  const r = await c.call("vm.evaluate", {
    vmId,
    source: `import("node:fs").then((fs) => JSON.parse(fs.readFileSync("/workspace/data.json", "utf8")).n + 2)`,
  });
  assert.equal(r.outcome, "succeeded", JSON.stringify(r.error));
  assert.equal(r.value, 42);
  await c.call("vm.dispose", { vmId });
  await c.close();
});

test("files: write/read utf8 and base64, readdir, stat, mkdir, remove", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { options: { maxFsBytes: 100000 } });
  await c.call("vm.mkdir", { vmId, path: "a/b", recursive: true });
  await c.call("vm.writeFile", { vmId, path: "a/b/bin", content: Buffer.from([0, 1, 2, 255]).toString("base64"), encoding: "base64" });
  assert.deepEqual(await c.call("vm.readFile", { vmId, path: "/workspace/a/b/bin", encoding: "base64" }), { content: "AAEC/w==" });
  await c.call("vm.writeFile", { vmId, path: "a/t.txt", content: "héllo" });
  assert.deepEqual(await c.call("vm.readFile", { vmId, path: "a/t.txt" }), { content: "héllo" });
  assert.deepEqual(await c.call("vm.readdir", { vmId, path: "a" }), {
    entries: [{ name: "b", isDirectory: true }, { name: "t.txt", isDirectory: false }],
  });
  const st = await c.call("vm.stat", { vmId, path: "a/t.txt" });
  assert.equal(st.size, 6);
  assert.equal(st.isFile, true);
  await c.call("vm.remove", { vmId, path: "a", recursive: true });
  const e = await c.request("vm.readFile", { vmId, path: "a/t.txt" });
  assert.equal(e.error.code, -32010);
  assert.equal(e.error.data.code, "ENOENT");
  assert.equal(e.error.message, "ENOENT: no such file or directory, open 'a/t.txt'");
  // traversal from the host side stays inside the tree
  const t = await c.request("vm.readFile", { vmId, path: "../../../../etc/passwd" });
  assert.equal(t.error.data.code, "ENOENT");
  // quota
  const q = await c.request("vm.writeFile", { vmId, path: "big", content: "x".repeat(100001) });
  assert.equal(q.error.data.code, "ENOSPC");
  const bad = await c.request("vm.writeFile", { vmId, path: "x", content: "%%%", encoding: "base64" });
  assert.equal(bad.error.code, -32602);
  await c.close();
});

test("vm calls run in fresh memory; contexts keep theirs", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", {});
  await c.call("vm.execute", { vmId, source: "globalThis.x = 1" });
  assert.equal((await c.call("vm.evaluate", { vmId, source: "typeof x" })).value, "undefined");
  const { contextId } = await c.call("context.create", { vmId });
  assert.equal((await c.call("context.execute", { contextId, source: "globalThis.total = 40" })).outcome, "succeeded");
  assert.equal((await c.call("context.evaluate", { contextId, source: "total + 2" })).value, 42);
  assert.equal((await c.call("context.evaluate", { contextId, source: "let k = 3; k" })).value, 3);
  assert.equal((await c.call("context.evaluate", { contextId, source: "k * 2" })).value, 6);
  assert.equal(await c.call("context.reset", { contextId }), null);
  assert.equal((await c.call("context.evaluate", { contextId, source: "typeof total" })).value, "undefined");
  assert.equal(await c.call("context.dispose", { contextId }), null);
  const gone = await c.request("context.evaluate", { contextId, source: "1" });
  assert.equal(gone.error.code, -32602);
  assert.match(gone.error.message, /no context with contextId/);
  await c.close();
});

test("check, executeFile, seed and host functions of a VM", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", {
    seed: 7,
    hostFunctions: [{ name: "orders", functions: [{ name: "count", inputSchema: { type: "object" } }] }],
  });
  c.onHostCall = (p) => ({ result: p.function === "count" ? 5 : null });
  assert.equal((await c.call("vm.evaluate", { vmId, source: "orders.count({})" })).value, 5);
  const chk = await c.call("vm.check", { vmId, source: "const n: number = 'a';" });
  assert.equal(chk.hasErrors, true);
  // imports typed from the VM's files, each diagnostic with its file
  await c.call("vm.writeFile", { vmId, path: "lib.ts", content: "export function twice(n: number): number { return 2 * n; }\nconst z: string = 1;" });
  const chk2 = await c.call("vm.check", { vmId, source: "import { twice } from './lib';\nconst s: string = twice(2);" });
  assert.deepEqual(chk2.diagnostics.map((d) => `${d.file}(${d.line},${d.column}) TS${d.code}`),
    ["lib.ts(2,7) TS2322", "main.ts(2,7) TS2322"]);
  await c.call("vm.writeFile", { vmId, path: "main.ts", content: "console.log('file ran')" });
  const f = await c.call("vm.executeFile", { vmId, path: "/workspace/main.ts" });
  assert.equal(f.stdout, "file ran\n");
  const a = (await c.call("vm.evaluate", { vmId, source: "Math.random()" })).value;
  const b = (await c.call("vm.evaluate", { vmId, source: "Math.random()" })).value;
  assert.equal(a, b); // each call starts afresh from the VM's seed
  await c.close();
});

test("errors: unknown ids, disposed VM, busy context, bad params; the server keeps serving", async () => {
  const c = new Client();
  let r = await c.request("vm.evaluate", { vmId: "vm999", source: "1" });
  assert.equal(r.error.code, -32602);
  assert.match(r.error.message, /no VM with vmId "vm999"/);
  r = await c.request("vm.evaluate", { source: "1" });
  assert.equal(r.error.code, -32602);
  r = await c.request("vm.frobnicate", {});
  assert.equal(r.error.code, -32601);
  r = await c.request("vm.create", { mounts: [{ hostPath: "/nonexistent/secexec", guestPath: "/x", readOnly: true }] });
  assert.equal(r.error.code, -32602);
  assert.match(r.error.message, /params.mounts/);
  r = await c.request("vm.create", { mounts: [{ hostPath: 42 }] });
  assert.equal(r.error.code, -32602);
  const { vmId } = await c.call("vm.create", {});
  const { contextId } = await c.call("context.create", { vmId });
  const long = c.request("context.execute", { contextId, source: "let i = 0; while (i < 3e6) i++;" });
  const busy = await c.request("context.evaluate", { contextId, source: "1" });
  assert.equal(busy.error.code, -32001);
  assert.match(busy.error.message, /is busy/);
  assert.equal((await long).result.outcome, "succeeded");
  await c.call("vm.dispose", { vmId });
  r = await c.request("vm.evaluate", { vmId, source: "1" });
  assert.match(r.error.message, /has been disposed/);
  r = await c.request("context.evaluate", { contextId, source: "1" });
  assert.equal(r.error.code, -32602);
  assert.equal((await c.call("evaluate", { source: "6 * 7" })).value, 42);
  await c.close();
});

test("dispose during a run cancels it; a run that never ends is killed by dispose", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { timeoutMs: 60000, maxInstructions: 1e15 });
  const { contextId } = await c.call("context.create", { vmId });
  const forever = c.request("vm.execute", { vmId, source: "while (true) {}" });
  const forever2 = c.request("context.execute", { contextId, source: "for (;;) {}" });
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await c.call("vm.dispose", { vmId }), null);
  const [a, b] = await Promise.all([forever, forever2]);
  assert.equal(a.result.outcome, "cancelled");
  assert.equal(b.result.outcome, "cancelled");
  assert.equal((await c.call("evaluate", { source: "1 + 1" })).value, 2);
  await c.close();
});

test("cancel stops a VM run and a context run; the VM and the context go on", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { timeoutMs: 60000, maxInstructions: 1e15 });
  const { contextId } = await c.call("context.create", { vmId });
  await c.call("context.execute", { contextId, source: "globalThis.total = 40;" });
  const idA = c.nextId;
  const a = c.request("vm.execute", { vmId, source: "while (true) {}" });
  const idB = c.nextId;
  const b = c.request("context.execute", { contextId, source: "for (;;) {}" });
  await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(await c.call("cancel", { id: idA }), { cancelled: true });
  assert.deepEqual(await c.call("cancel", { id: idB }), { cancelled: true });
  assert.equal((await a).result.outcome, "cancelled");
  assert.equal((await b).result.outcome, "cancelled");
  assert.equal((await c.call("context.evaluate", { contextId, source: "total + 2" })).value, 42);
  assert.equal((await c.call("vm.evaluate", { vmId, source: "6 * 7" })).value, 42);
  await c.close();
});

test("a process's budget comes from vm.create's process limits", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { maxInstructions: 1e9, processMaxInstructions: 100000 });
  const { pid } = await c.call("process.spawn", { vmId, source: "let i = 0; while (true) i++;" });
  const w = await c.call("process.wait", { vmId, pid });
  assert.equal(w.error.code, "instruction_limit");
  assert.ok(w.instructions <= 100000 + 1000, String(w.instructions));
  // a call of the VM keeps the VM's own budget
  const r = await c.call("vm.evaluate", { vmId, source: "let i = 0; while (i < 200000) i++; i" });
  assert.equal(r.value, 200000);
  await c.close();
});

test("two contexts of one VM run in parallel on the same files", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", {});
  const x = (await c.call("context.create", { vmId })).contextId;
  const y = (await c.call("context.create", { vmId })).contextId;
  const src = (p) =>
    `import fs from "node:fs"; for (let i = 0; i < 500; i++) { fs.appendFileSync("log", "${p}"); fs.writeFileSync("${p}" + i, ""); } fs.readdirSync(".").length`;
  const [a, b] = await Promise.all([
    c.call("context.evaluate", { contextId: x, source: src("x") }),
    c.call("context.evaluate", { contextId: y, source: src("y") }),
  ]);
  assert.equal(a.outcome, "succeeded");
  assert.equal(b.outcome, "succeeded");
  assert.equal((await c.call("vm.stat", { vmId, path: "log" })).size, 1000);
  assert.equal((await c.call("vm.readdir", { vmId, path: "." })).entries.length, 1001);
  await c.close();
});

test("mounts: read-only and read-write host directories; symlinks and .. cannot leave them", async () => {
  const fs = require("fs"), os = require("os"), path = require("path");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secexec-serve-mount-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "secexec-serve-outside-"));
  try {
    fs.mkdirSync(path.join(dir, "ro"));
    fs.mkdirSync(path.join(dir, "rw"));
    fs.writeFileSync(path.join(dir, "ro", "repo.txt"), "host data");
    fs.writeFileSync(path.join(outside, "secret"), "SECRET");
    fs.symlinkSync(outside, path.join(dir, "ro", "link"));
    const c = new Client();
    const { vmId } = await c.call("vm.create", {
      mounts: [
        { hostPath: path.join(dir, "ro"), guestPath: "/repo", readOnly: true },
        { hostPath: path.join(dir, "rw"), guestPath: "/workspace/out", readOnly: false },
      ],
    });
    assert.deepEqual(await c.call("vm.readFile", { vmId, path: "/repo/repo.txt" }), { content: "host data" });
    const denied = await c.request("vm.writeFile", { vmId, path: "/repo/x", content: "x" });
    assert.equal(denied.error.data.code, "EACCES");
    const r = await c.call("vm.evaluate", {
      vmId,
      source: `import fs from "node:fs";
const t = (f) => { try { return f(); } catch (e) { return e.code; } };
fs.writeFileSync("out/result.txt", fs.readFileSync("/repo/repo.txt", "utf8").toUpperCase());
[t(() => fs.readFileSync("/repo/link/secret", "utf8")), t(() => fs.readFileSync("/repo/../../../etc/passwd", "utf8")),
 t(() => fs.writeFileSync("/repo/new", "x")), fs.readdirSync("/repo")]`,
    });
    assert.deepEqual(r.value, ["EACCES", "ENOENT", "EACCES", ["link", "repo.txt"]]);
    assert.equal(fs.readFileSync(path.join(dir, "rw", "result.txt"), "utf8"), "HOST DATA");
    await c.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

test("processes: spawn, list, wait, kill; dispose kills a process that never ends", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { timeoutMs: 60000, maxInstructions: 1e15 });
  await c.call("vm.writeFile", { vmId, path: "job.ts", content: "console.log('job ran'); throw new Error('job failed')" });
  const { pid: a } = await c.call("process.spawn", { vmId, path: "/workspace/job.ts" });
  const { pid: b } = await c.call("process.spawn", { vmId, source: "while (true) {}" });
  const w = await c.call("process.wait", { vmId, pid: a });
  assert.equal(w.exitCode, 1);
  assert.equal(w.outcome, "failed");
  assert.equal(w.stdout, "job ran\n");
  assert.equal(w.error.message, "job failed");
  assert.deepEqual(await c.call("process.list", { vmId }), { processes: [{ pid: b, running: true }] });
  const again = await c.request("process.wait", { vmId, pid: a });
  assert.equal(again.error.code, -32602);
  assert.deepEqual(await c.call("process.kill", { vmId, pid: b }), { killed: true });
  const k = await c.call("process.wait", { vmId, pid: b });
  assert.equal(k.outcome, "cancelled");
  assert.equal(k.exitCode, 4);
  const { pid: d } = await c.call("process.spawn", { vmId, source: "for (;;) {}" });
  const waiting = c.request("process.wait", { vmId, pid: d });
  await c.call("vm.dispose", { vmId });
  assert.equal((await waiting).result.outcome, "cancelled");
  const bad = await c.request("process.spawn", { vmId, source: "1" });
  assert.equal(bad.error.code, -32602);
  await c.close();
});

test("permissions: no fetch by default; fetch through host.fetch to allowed origins only", async () => {
  const c = new Client();
  const closed = (await c.call("vm.create", {})).vmId;
  assert.equal((await c.call("vm.evaluate", { vmId: closed, source: "typeof fetch" })).value, "undefined");
  const { vmId } = await c.call("vm.create", { permissions: { network: { allow: ["https://api.example.com"] } } });
  const seen = [];
  c.onFetch = (p) => {
    seen.push(p);
    return { result: { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ temp: 21 }) } };
  };
  const r = await c.call("vm.evaluate", {
    vmId,
    source: `(async () => {
  const ok = await (await fetch("https://api.example.com/weather?city=paris")).json();
  const denied = await fetch("http://169.254.169.254/latest/meta-data").catch((e) => e.constructor.name + ": " + e.message);
  return [ok.temp, denied];
})()`,
  });
  assert.deepEqual(r.value, [
    21,
    "TypeError: fetch failed: http://169.254.169.254 is not allowed by the VM's network permission (permissions.network.allow: https://api.example.com)",
  ]);
  assert.equal(seen.length, 1);
  assert.equal(seen[0].requestId, vmId);
  assert.deepEqual(seen[0].request, { url: "https://api.example.com/weather?city=paris", method: "GET", headers: {}, body: null });
  const bad = await c.request("vm.create", { permissions: { network: "allow" } });
  assert.equal(bad.error.code, -32602);
  await c.close();
});

/* The reference library's multi-step agent: one VM per conversation, a file written in step one
 * read in step two, a context variable carried across calls, then dispose. */
test("multi-step agent example", async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", { clock: "2024-01-01T00:00:00Z" });
  const step1 = await c.call("vm.execute", {
    vmId,
    source: `import { writeFileSync } from "node:fs";
writeFileSync("notes.json", JSON.stringify({ todo: ["buy milk", "write report"] }));
console.log("saved");`,
  });
  assert.equal(step1.stdout, "saved\n");
  const step2 = await c.call("vm.evaluate", {
    vmId,
    source: `import("node:fs").then((fs) => JSON.parse(fs.readFileSync("notes.json", "utf8")).todo.length)`,
  });
  assert.equal(step2.value, 2);
  const { contextId } = await c.call("context.create", { vmId });
  await c.call("context.execute", { contextId, source: `import fs from "node:fs"; let done = 0; const notes = JSON.parse(fs.readFileSync("notes.json", "utf8"));` });
  await c.call("context.execute", { contextId, source: "done += 1;" });
  const step3 = await c.call("context.evaluate", { contextId, source: "`${done} of ${notes.todo.length} done`" });
  assert.equal(step3.value, "1 of 2 done");
  await c.call("vm.dispose", { vmId });
  assert.equal((await c.request("vm.readFile", { vmId, path: "notes.json" })).error.code, -32602);
  await c.close();
});

(async () => {
  let passed = 0,
    failed = 0;
  for (const t of tests) {
    const timer = new Promise((_, rej) => setTimeout(() => rej(new Error("timed out after 30 s")), 30000));
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
