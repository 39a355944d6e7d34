// record.js - record/replay through the protocol (params.record returns result.trace), `secexec replay`,
// and `secexec report` checked in headless Chromium (Debian's package; scripts/install-deps --browser).
//   node tests/serve/record.js path/to/secexec
// The browser part runs when chromium is installed (this test installs it through
// scripts/install-deps --browser when it is missing and SECEXEC_BROWSER_TEST=1); without it that
// part is reported as skipped, unless SECEXEC_BROWSER_TEST=1, which makes a missing browser a failure.
"use strict";
const { spawn, spawnSync } = require("child_process");
const assert = require("assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const SECEXEC = path.resolve(process.argv[2] || "build/secexec");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "secexec-record-"));
let passed = 0,
  failed = 0;

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

/* One evaluate with record: true against `secexec serve`; host calls answered out of order. */
function recordThroughServe(source) {
  return new Promise((resolve, reject) => {
    const proc = spawn(SECEXEC, ["serve"], { stdio: ["pipe", "pipe", "ignore"] });
    let buf = "";
    const send = (m) => proc.stdin.write(JSON.stringify(m) + "\n");
    const audits = [], calls = [];
    proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.method === "audit") {
          audits.push(msg.params);
        } else if (msg.method === "host.call") {
          // both calls are answered once both arrived, the second one first
          calls.push(msg);
          if (calls.length === 2)
            for (const c of [calls[1], calls[0]])
              send({ jsonrpc: "2.0", id: c.id, result: { id: c.params.input.id, rows: [1, 2, 3] } });
        } else if (msg.id === 1) {
          proc.stdin.end();
          msg.audits = audits;
          resolve(msg);
        }
      }
    });
    proc.on("error", reject);
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "evaluate",
      params: {
        source,
        record: true,
        audit: true,
        hostFunctions: [{ name: "db", functions: [{ name: "get", inputSchema: { type: "object" } }] }],
      },
    });
  });
}

const SOURCE = [
  "const p1 = db.get({ id: 1 });",
  "const p2 = db.get({ id: 2 });",
  "const [a, b] = await Promise.all([p1, p2]);",
  "let sum = 0;",
  "for (const r of [a, b]) for (const x of r.rows) sum += x * r.id;",
  "console.log('sum', sum);",
  "sum",
].join("\n");

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

/* Event bodies as trace lines: each with ,"h":"..." chained from the previous one. */
function chain(bodies) {
  let h = 0n;
  return bodies.map((b) => {
    h = xxh64(Buffer.from(b), h);
    return b.slice(0, -1) + ',"h":"' + h.toString(16).padStart(16, "0") + '"}';
  });
}

function browser() {
  const find = () => ["chromium", "chromium-browser"].find((b) => spawnSync("which", [b]).status === 0);
  let exe = find();
  if (!exe && process.env.SECEXEC_BROWSER_TEST === "1") {
    spawnSync(path.join(__dirname, "../../scripts/install-deps"), ["--browser"], { stdio: "inherit" });
    exe = find();
  }
  return exe;
}

/* Load a page in headless Chromium: its DOM after scripts ran, and its console messages. */
function loadPage(exe, file) {
  const profile = fs.mkdtempSync(path.join(tmp, "profile-"));
  const r = spawnSync(
    exe,
    ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
      "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + file],
    { encoding: "utf8", timeout: 90000 }
  );
  const consoleLines = (r.stderr || "").split("\n").filter((l) => /:CONSOLE[(:]/.test(l));
  return { status: r.status, dom: r.stdout || "", consoleLines };
}

(async () => {
  const res = await recordThroughServe(SOURCE);
  const tracePath = path.join(tmp, "run.trace");
  check("evaluate with record: true returns the value and the trace", () => {
    assert.equal(res.result.outcome, "succeeded", JSON.stringify(res.result.error));
    assert.equal(res.result.value, 18);
    assert.equal(typeof res.result.trace, "string");
    const events = res.result.trace.trim().split("\n").map((l) => JSON.parse(l));
    assert.deepEqual(events.map((e) => e.event), ["start", "host_call", "host_call", "host_answer", "host_answer", "output", "end"]);
    assert.equal(events[3].call, 2, "the answer to the second call arrived first and is recorded first");
    assert.equal(events[1].line, 1);
    assert.equal(events[2].line, 2);
    assert.equal(events[5].line, 6);
    fs.writeFileSync(tracePath, res.result.trace);
  });
  check("audit: true sends each host call and answer as a notification", () => {
    assert.deepEqual(res.audits.map((a) => [a.requestId, a.event.event, a.event.verdict || a.event.status]), [
      [1, "host_call", "allowed"], [1, "host_call", "allowed"], [1, "host_answer", "ok"], [1, "host_answer", "ok"]]);
    assert.equal(res.audits[0].event.line, 1);
    assert.equal(res.audits[1].event.line, 2);
    assert.equal(typeof res.audits[1].event.instructions, "number");
  });
  check("secexec replay: identical, without any host", () => {
    const r = spawnSync(SECEXEC, ["replay", tracePath], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /replay: identical: 7 events, \d+ instructions, outcome succeeded/);
  });
  check("a changed host answer makes the replay diverge at the output it changed (line 6)", () => {
    // the recorded answer is changed and the chain recomputed, so only the replay can tell
    const lines = fs.readFileSync(tracePath, "utf8").trim().split("\n");
    const bodies = lines.map((l) => l.slice(0, l.length - 24) + "}");
    assert.ok(bodies[3].includes("[1,2,3]"), bodies[3]);
    bodies[3] = bodies[3].replace("[1,2,3]", "[1,2,4]");
    assert.equal(chain([bodies[0]])[0], lines[0], "the chain computed here is the recorder's");
    const forged = path.join(tmp, "forged.trace");
    fs.writeFileSync(forged, chain(bodies).join("\n") + "\n");
    const r = spawnSync(SECEXEC, ["replay", forged], { encoding: "utf8" });
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /diverged at event 6 of 7: output at instruction \d+, main\.ts:6:9 in <main>/);
  });
  const htmlPath = path.join(tmp, "report.html");
  check("secexec report writes one self-contained page", () => {
    const r = spawnSync(SECEXEC, ["report", tracePath, "-o", htmlPath], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    const html = fs.readFileSync(htmlPath, "utf8");
    assert.equal((html.match(/<tr class="event host_call">/g) || []).length, 2);
    assert.match(html, /<tr id="L5" style="background:rgba\(231,76,60,0\.35\)">/, "line 5 is the hottest");
    assert.doesNotMatch(html, /(src|href)=/, "nothing is loaded from elsewhere");
    assert.match(html, /<tr class="function"><td class="code">&lt;main&gt;<\/td>/, "the functions table");
  });
  const exe = browser();
  if (!exe) {
    if (process.env.SECEXEC_BROWSER_TEST === "1") check("chromium is available", () => assert.fail("no chromium"));
    else console.log("ok - # SKIP headless browser check: chromium is not installed (scripts/install-deps --browser)");
  } else {
    const bad = path.join(tmp, "bad.html");
    fs.writeFileSync(bad, "<html><body><script>throw new Error('boom')</script></body></html>");
    check("the console check catches a page's error (the detector works)", () => {
      const p = loadPage(exe, bad);
      assert.ok(p.consoleLines.some((l) => l.includes("Uncaught Error: boom")), p.consoleLines.join("\n"));
    });
    check("the report loads in headless Chromium without console errors and shows the expected rows", () => {
      const p = loadPage(exe, htmlPath);
      assert.equal(p.status, 0);
      assert.deepEqual(p.consoleLines, []);
      assert.match(p.dom, /<span id="summary">6 events, 2 host calls<\/span>/, "the page's script ran");
      assert.equal((p.dom.match(/<tr class="event host_answer">/g) || []).length, 2);
      assert.match(p.dom, /<tr id="L6"/);
      assert.match(p.dom, /<td>succeeded<\/td>/);
    });
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
