// session.js - a kept VM recorded through the protocol (vm.create with record: true; vm.dispose answers
// with the trace), then `secexec replay` and `secexec report` on it without the host or its mounts.
//   node tests/serve/session.js path/to/secexec
"use strict";
const { spawn, spawnSync } = require("child_process");
const assert = require("assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const SECEXEC = path.resolve(process.argv[2] || "build/secexec");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "secexec-session-"));
const mount = path.join(tmp, "mount");
fs.mkdirSync(mount);
fs.writeFileSync(path.join(mount, "data.txt"), "hello mount\n");

/* A minimal client: requests matched by id; host.call answered by onHostCall. */
class Client {
  constructor() {
    this.proc = spawn(SECEXEC, ["serve"], { stdio: ["pipe", "pipe", "inherit"] });
    this.pending = new Map();
    this.nextId = 1;
    let buf = "";
    this.proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.method === "host.call") {
          const answer = { result: { n: msg.params.input.id * 10 } };
          this.proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, ...answer }) + "\n");
          continue;
        }
        const w = this.pending.get(JSON.stringify(msg.id));
        if (w) this.pending.delete(JSON.stringify(msg.id)), w(msg);
      }
    });
  }
  async call(method, params) {
    const id = this.nextId++;
    const r = await new Promise((resolve) => {
      this.pending.set(JSON.stringify(id), resolve);
      this.proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
    });
    assert.ok(!r.error, `${method}: ${JSON.stringify(r.error)}`);
    return r.result;
  }
}

/* XXH64 (the recorder's chain hash), to forge a trace whose chain is intact. */
function xxh64(buf, seed) {
  const M = (1n << 64n) - 1n;
  const P1 = 11400714785074694791n, P2 = 14029467366897019727n, P3 = 1609587929392839161n;
  const P4 = 9650029242287828579n, P5 = 2870177450012600261n;
  const rotl = (x, r) => ((x << BigInt(r)) | (x >> BigInt(64 - r))) & M;
  const round = (acc, v) => (rotl((acc + v * P2) & M, 31) * P1) & M;
  const merge = (acc, v) => (((acc ^ round(0n, v)) * P1 + P4) & M);
  const r64 = (i) => buf.readBigUInt64LE(i), r32 = (i) => BigInt(buf.readUInt32LE(i));
  let i = 0, h;
  if (buf.length >= 32) {
    let v = [(seed + P1 + P2) & M, (seed + P2) & M, seed, (seed - P1) & M];
    for (; i + 32 <= buf.length; i += 32) v = v.map((x, k) => round(x, r64(i + 8 * k)));
    h = (rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) + rotl(v[3], 18)) & M;
    for (const x of v) h = merge(h, x);
  } else h = (seed + P5) & M;
  h = (h + BigInt(buf.length)) & M;
  for (; i + 8 <= buf.length; i += 8) h = ((rotl(h ^ round(0n, r64(i)), 27) * P1 + P4) & M);
  if (i + 4 <= buf.length) (h = ((rotl(h ^ ((r32(i) * P1) & M), 23) * P2 + P3) & M)), (i += 4);
  for (; i < buf.length; i++) h = (rotl(h ^ ((BigInt(buf[i]) * P5) & M), 11) * P1) & M;
  h ^= h >> 33n; h = (h * P2) & M; h ^= h >> 29n; h = (h * P3) & M; h ^= h >> 32n;
  return h;
}

/* The trace's lines with one body edited and the chain recomputed (an edit a forger could make). */
function forge(trace, edit) {
  const bodies = trace.trim().split("\n").map((l) => l.slice(0, l.length - 24) + "}");
  const edited = edit(bodies);
  let h = 0n;
  return edited.map((b) => {
    h = xxh64(Buffer.from(b), h);
    return b.slice(0, -1) + ',"h":"' + h.toString(16).padStart(16, "0") + '"}';
  }).join("\n") + "\n";
}

function replay(name, text) {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return spawnSync(SECEXEC, ["replay", file], { encoding: "utf8" });
}

let passed = 0, failed = 0;
function check(name, fn) {
  try {
    fn();
    passed++;
    console.log("ok - " + name);
  } catch (e) {
    failed++;
    console.log("not ok - " + name + "\n    " + String(e.message).split("\n").join("\n    "));
  }
}

(async () => {
  const c = new Client();
  const { vmId } = await c.call("vm.create", {
    record: true,
    seed: 3,
    mounts: [{ hostPath: mount, guestPath: "/data", readOnly: true }],
    hostFunctions: [{ name: "orders", functions: [{ name: "get", inputSchema: { type: "object" } }] }],
  });
  await c.call("vm.writeFile", { vmId, path: "in.json", content: '{"k":42}' });
  const run = await c.call("vm.execute", {
    vmId,
    source: "import fs from 'node:fs';\nconst t = fs.readFileSync('/data/data.txt', 'utf8');\n" +
      "console.log(t.trim(), JSON.parse(fs.readFileSync('in.json', 'utf8')).k);",
  });
  const { contextId } = await c.call("context.create", { vmId });
  await c.call("context.execute", { contextId, source: "let total = 1;" });
  const second = await c.call("context.evaluate", {
    contextId,
    source: "total += (await orders.get({ id: 2 })).n;\nconsole.log('total', total);\ntotal",
  });
  const { pid } = await c.call("process.spawn", {
    vmId, source: "import fs from 'node:fs'; fs.writeFileSync('p.txt', fs.readFileSync('/data/data.txt', 'utf8').toUpperCase());",
  });
  const waited = await c.call("process.wait", { vmId, pid });
  const read = await c.call("vm.readFile", { vmId, path: "p.txt" });
  const disposed = await c.call("vm.dispose", { vmId });
  c.proc.stdin.end();
  const trace = disposed && disposed.trace;

  check("a recorded VM's calls answer as usual and vm.dispose returns the session's trace", () => {
    assert.equal(run.stdout, "hello mount 42\n");
    assert.equal(second.value, 21);
    assert.equal(waited.outcome, "succeeded");
    assert.equal(read.content, "HELLO MOUNT\n");
    assert.equal(typeof trace, "string");
    const events = trace.trim().split("\n").map((l) => JSON.parse(l));
    assert.equal(events[0].event, "machine");
    assert.deepEqual(events[0].mounts, [{ path: "/data", readOnly: true }]);
    assert.equal(events.at(-1).event, "close");
    const kinds = events.map((e) => e.event + (typeof e.call === "string" ? ":" + e.call : "") + (e.op ? ":" + e.op : ""));
    for (const k of ["fs:writeFile", "start:machine.execute", "mount:read", "context:create", "start:context.evaluate",
      "host_call", "spawn", "process", "start:process", "wait", "fs:readFile"])
      assert.ok(kinds.includes(k), k + " in " + kinds.join(" "));
    assert.equal(events.find((e) => e.event === "mount").line, 2);
  });
  fs.rmSync(mount, { recursive: true, force: true }); // the replay needs neither the mount nor the host

  check("secexec replay: the whole session is identical, without the host or its mount", () => {
    const r = replay("session.trace", trace);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /replay: identical: \d+ events, a machine's session of \d+ calls/);
  });
  check("a changed host answer diverges at the context's call, line 2", () => {
    const r = replay("answer.trace", forge(trace, (b) => b.map((x) => x.replace('"text":"{\\"n\\":20}"', '"text":"{\\"n\\":30}"'))));
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /diverged at event \d+ of \d+: call \d+ \(context\.evaluate\), output at instruction \d+, main\.ts:2:\d+ in <main>/);
  });
  check("a changed byte of a mounted file diverges at the read, line 2", () => {
    const r = replay("mount.trace", forge(trace, (b) => b.map((x) => x.replace('"data":"aGVsbG8', '"data":"YGVsbG8'))));
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /call \d+ \(machine\.execute\), mount at instruction \d+, main\.ts:2:\d+ in <main>/);
  });
  check("an edited or a cut session is refused", () => {
    let r = replay("edited.trace", trace.replace('"seed":"3"', '"seed":"4"'));
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, /hash chain is broken/);
    const lines = trace.trim().split("\n");
    r = replay("cut.trace", lines.slice(0, -1).join("\n") + "\n");
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, /has no close event/);
  });
  check("secexec report renders the session: its calls and mount reads in the timeline", () => {
    const file = path.join(tmp, "session.trace"), out = path.join(tmp, "session.html");
    const r = spawnSync(SECEXEC, ["report", file, "-o", out], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    const html = fs.readFileSync(out, "utf8");
    assert.match(html, /<tr class="event machine">.*mounts: \/data \(read-only\)/);
    assert.match(html, /<tr class="event mount">.*a mount: read \/data\/data.txt \(12 bytes\)/);
    assert.match(html, /<tr class="event wait">.*process 1: succeeded/);
    assert.match(html, /<tr class="call"><td class="num">\d+<\/td><td>context.evaluate<\/td><td class="code">total \+= [\s\S]*?<\/td><td>succeeded, \d+ instructions, value 21<\/td><\/tr>/);
    assert.doesNotMatch(html, /(src|href)=/);
  });
  const exe = ["chromium", "chromium-browser"].find((b) => spawnSync("which", [b]).status === 0);
  if (!exe) console.log("ok - # SKIP headless browser check: chromium is not installed (scripts/install-deps --browser)");
  else check("the session's report loads in headless Chromium without console errors", () => {
    const profile = fs.mkdtempSync(path.join(tmp, "profile-"));
    const r = spawnSync(exe, ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--no-first-run", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--dump-dom",
      "file://" + path.join(tmp, "session.html")], { encoding: "utf8", timeout: 90000 });
    assert.equal(r.status, 0);
    assert.deepEqual((r.stderr || "").split("\n").filter((l) => /:CONSOLE[(:]/.test(l)), []);
    assert.match(r.stdout, /<span id="summary">\d+ events, 1 host calls<\/span>/, "the page's script ran");
  });
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
