// run.js - tests of `secexec mcp`: drives it as an MCP client does (initialize, tools/list, tools/call) over stdio lines.
//   node tests/mcp/run.js path/to/secexec     (run from the repository root: the --host file names tests/mcp/tools/)
"use strict";
const { spawn } = require("child_process");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";

/* One server process; request() resolves with the response of that id; raw() sends any text. */
function server(args = []) {
  const proc = spawn(SECEXEC, ["mcp", ...args], { stdio: ["pipe", "pipe", "pipe"] });
  const waiting = new Map();
  const unsolicited = [];
  let buf = "";
  let stderr = "";
  let nextId = 1;
  proc.stderr.on("data", (d) => (stderr += d));
  proc.stdout.on("data", (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf("\n")) >= 0) {
      const msg = JSON.parse(buf.slice(0, i)); // every line must be one JSON-RPC message
      buf = buf.slice(i + 1);
      assert.equal(msg.jsonrpc, "2.0");
      const w = waiting.get(JSON.stringify(msg.id));
      if (w) waiting.delete(JSON.stringify(msg.id)), w(msg);
      else unsolicited.push(msg);
    }
  });
  const exited = new Promise((r) => proc.on("exit", (code) => r(code)));
  const s = {
    unsolicited,
    stderr: () => stderr,
    raw(text, id = null) {
      return new Promise((resolve) => {
        waiting.set(JSON.stringify(id), resolve);
        proc.stdin.write(text + "\n");
      });
    },
    request(method, params, id = nextId++) {
      return s.raw(JSON.stringify({ jsonrpc: "2.0", id, method, params }), id);
    },
    notify(method, params) {
      proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", method, params }) + "\n");
    },
    async call(name, args) {
      const r = await s.request("tools/call", { name, arguments: args });
      assert.ok(r.result, JSON.stringify(r));
      assert.equal(r.result.content[0].type, "text");
      assert.deepEqual(JSON.parse(r.result.content[0].text), r.result.structuredContent);
      assert.equal(r.result.isError, !r.result.structuredContent.ok);
      return r.result.structuredContent;
    },
    async close() {
      proc.stdin.end();
      return exited;
    },
  };
  return s;
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test("initialize, initialized, ping, tools/list", async () => {
  const s = server();
  const init = await s.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } });
  assert.equal(init.result.protocolVersion, "2025-06-18");
  assert.deepEqual(init.result.capabilities, { tools: {} });
  assert.equal(init.result.serverInfo.name, "secexec");
  const old = await s.request("initialize", { protocolVersion: "2024-11-05" });
  assert.equal(old.result.protocolVersion, "2024-11-05");
  const future = await s.request("initialize", { protocolVersion: "2099-01-01" });
  assert.equal(future.result.protocolVersion, "2025-06-18");
  s.notify("notifications/initialized");
  assert.deepEqual((await s.request("ping")).result, {});
  const list = (await s.request("tools/list", {})).result.tools;
  assert.deepEqual(list.map((t) => t.name), ["run_code", "check_code"]);
  assert.deepEqual(list[0].inputSchema.required, ["code"]);
  assert.deepEqual(list[0].inputSchema.properties.mode.enum, ["evaluate", "execute"]);
  assert.equal(list[0].outputSchema.type, "object");
  assert.equal(await s.close(), 0);
  assert.deepEqual(s.unsolicited, []); // the notification got no answer
});

test("run_code: the reference retry loop (TS2551 feedback, then 42)", async () => {
  const s = server();
  const inputs = { prices: [5, 10, 27] };
  const first = await s.call("run_code", { code: "inputs.price.reduce((sum, price) => sum + price, 0)", inputs });
  assert.equal(first.ok, false);
  assert.match(first.feedback, /^TS2551: Property 'price' does not exist on type '\{ prices: number\[\]; \}'\. Did you mean 'prices'\?/);
  const second = await s.call("run_code", { code: "inputs.prices.reduce((sum, price) => sum + price, 0)", inputs });
  assert.deepEqual(second, { ok: true, value: 42 });
  await s.close();
});

test("run_code: runtime errors come back with stack and stderr; limits hold; execute mode", async () => {
  const s = server(["--max-instructions", "100000", "--timeout-ms", "2000"]);
  const err = await s.call("run_code", { code: "console.error('about to fail');\nconst o: any = null;\no.x" });
  assert.deepEqual(err, {
    ok: false,
    feedback: "about to fail\nTypeError: Cannot read properties of null (reading 'x')\n    at main.ts:3:3\n",
  });
  const loop = await s.call("run_code", { code: "while (true) {}" });
  assert.equal(loop.ok, false);
  assert.match(loop.feedback, /Instruction budget of 100000 exhausted/);
  const out = await s.call("run_code", { code: "console.log('hi'); const n: number = 2;", mode: "execute" });
  assert.deepEqual(out, { ok: true, value: null, stdout: "hi\n" });
  const undef = await s.call("run_code", { code: "undefined" });
  assert.deepEqual(undef, { ok: true, value: null });
  await s.close();
});

test("check_code returns tsc's diagnostics", async () => {
  const s = server();
  const c = await s.call("check_code", { code: "const x: number = 'a';" });
  assert.equal(c.ok, false);
  assert.deepEqual(c.diagnostics.map((d) => [d.code, d.line, d.column, d.message]), [
    [2322, 1, 7, "Type 'string' is not assignable to type 'number'."],
  ]);
  assert.equal(c.feedback, "TS2322: Type 'string' is not assignable to type 'number'.");
  assert.deepEqual(await s.call("check_code", { code: "inputs.n + 1", inputs: { n: 1 } }), { ok: true, diagnostics: [] });
  await s.close();
});

test("host functions from --host: commands answer, fail, time out, garble; declarations in the descriptions", async () => {
  const s = server(["--host", "tests/mcp/orders.json", "--host-call-timeout-ms", "4000", "--timeout-ms", "20000", "--inputs", '{"customer":"acme"}']);
  const tools = (await s.request("tools/list")).result.tools;
  for (const t of tools) {
    assert.match(t.description, /\/\*\* The shop's orders\. \*\/\ndeclare const orders: \{/);
    assert.match(t.description, /list\(input: \{ customer: string; \}\): Promise<unknown>;/);
    assert.match(t.description, /declare const inputs: \{ customer: string; \};/);
  }
  const sum = await s.call("run_code", {
    code: "(async () => { const rows = await orders.list({ customer: inputs.customer }) as { total: number }[]; return rows.reduce((s, o) => s + o.total, 0); })()",
  });
  assert.deepEqual(sum, { ok: true, value: 162.75 });
  const other = await s.call("run_code", { code: "orders.list({ customer: inputs.customer }).then((r) => (r as unknown[]).length)", inputs: { customer: "globex" } });
  assert.deepEqual(other, { ok: true, value: 1 });
  const bad = await s.call("run_code", { code: "orders.list({ customer: 42 })" });
  assert.equal(bad.ok, false);
  assert.match(bad.feedback, /^TS2322: Type 'number' is not assignable to type 'string'\./);
  const missing = await s.call("run_code", { code: "orders.get({ id: 9 }).catch((e: Error) => e.message)" });
  assert.deepEqual(missing, { ok: true, value: "order 9 does not exist" });
  const slow = await s.call("run_code", { code: "orders.slow({}).catch((e: Error) => e.message)" });
  assert.deepEqual(slow, { ok: true, value: "orders.slow: host call timed out (its command was killed)" });
  const garbled = await s.call("run_code", { code: "orders.garbled({}).catch((e: Error) => e.message)" });
  assert.deepEqual(garbled, { ok: true, value: "orders.garbled: its command did not print a JSON answer" });
  const all = await s.call("run_code", { code: "Promise.all([orders.get({ id: 1 }), orders.get({ id: 3 })])" });
  assert.deepEqual(all.value.map((o) => o.total), [120.5, 42.25]);
  await s.close();
});

test("--tool-server: another MCP server's tools become host functions (here secexec mcp itself)", async () => {
  const inner = `${SECEXEC} mcp --host tests/mcp/orders.json`;
  const s = server(["--tool-server", `inner=${inner}`, "--host", "tests/mcp/orders.json", "--timeout-ms", "20000"]);
  const desc = (await s.request("tools/list")).result.tools[0].description;
  assert.match(desc, /\/\*\* The tools of the MCP server inner\. \*\/\ndeclare const inner: \{/);
  assert.match(desc, /run_code\(input: \{ code: string; inputs\?: unknown; mode\?: "evaluate" \| "execute"; \}\): Promise<unknown>;/);
  assert.match(desc, /declare const orders: \{/); // --host and --tool-server together
  const ok = await s.call("run_code", { code: "inner.run_code({ code: 'orders.get({ id: 1 })' })" });
  assert.deepEqual(ok, { ok: true, value: { ok: true, value: { id: 1, customer: "acme", total: 120.5 } } });
  const rejected = await s.call("run_code", { code: "inner.run_code({ code: 'const x: number = \"a\"' }).catch((e: Error) => e.message)" });
  assert.deepEqual(rejected, { ok: true, value: "{\"ok\":false,\"feedback\":\"TS2322: Type 'string' is not assignable to type 'number'.\"}" });
  const bad = await s.call("run_code", { code: "inner.run_code({ code: 1 } as any).catch((e: Error) => e.message)" });
  assert.deepEqual(bad, { ok: true, value: "inner.run_code: input.code: expected string, got number" });
  assert.equal(await s.close(), 0);
});

test("--session-vm: files persist between the calls of one session (fresh variables each call), quotas hold, a new session starts empty", async () => {
  const s = server(["--session-vm", "--host", "tests/mcp/orders.json", "--max-fs-bytes", "4096", "--timeout-ms", "20000"]);
  const init = await s.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } });
  assert.match(init.result.instructions, /files written with node:fs under \/workspace .* stay for the next calls/);
  s.notify("notifications/initialized");
  const tools = (await s.request("tools/list", {})).result.tools;
  assert.match(tools[0].description, /files written with node:fs under \/workspace persist between calls/);
  const write = await s.call("run_code", {
    code: [
      'import { writeFileSync } from "node:fs";',
      "const rows = (await orders.list({ customer: inputs.customer })) as { total: number }[];",
      'writeFileSync("total.json", JSON.stringify({ total: rows.reduce((s, o) => s + o.total, 0) }));',
      'writeFileSync("lib.ts", "export const twice = (n: number): number => n * 2;\\n");',
      "(globalThis as any).leftover = 1;",
      'console.log("saved");',
    ].join("\n"),
    inputs: { customer: "acme" },
    mode: "execute",
  });
  assert.deepEqual(write, { ok: true, value: null, stdout: "saved\n" });
  // the next call: fresh JavaScript memory, the same files (a module written by the model is imported and type-checked)
  const read = await s.call("run_code", {
    code: 'import { readFileSync } from "node:fs";\nimport { twice } from "./lib.ts";\n[JSON.parse(readFileSync("total.json", "utf8")).total, twice(inputs.n), typeof (globalThis as any).leftover]',
    inputs: { n: 21 },
  });
  assert.deepEqual(read, { ok: true, value: [162.75, 42, "undefined"] });
  const typed = await s.call("run_code", { code: 'import { twice } from "./lib.ts";\ntwice("x")' });
  assert.equal(typed.ok, false);
  assert.match(typed.feedback, /^TS2345: Argument of type 'string' is not assignable to parameter of type 'number'\./);
  const listed = await s.call("check_code", { code: 'import { twice } from "./lib.ts";\ntwice(1)' });
  assert.deepEqual(listed, { ok: true, diagnostics: [] });
  // --max-fs-bytes 4096: the quota holds as ENOSPC inside the guest
  const full = await s.call("run_code", {
    code: 'import { writeFileSync } from "node:fs";\nconst write = (): string => { try { writeFileSync("big.txt", "x".repeat(10000)); return "written"; } catch (e) { return (e as Error).message; } };\nwrite()',
  });
  assert.equal(full.ok, true);
  assert.match(full.value, /^ENOSPC/);
  // a new initialize is a new session: its machine starts without the old files
  await s.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } });
  const fresh = await s.call("run_code", { code: 'import { existsSync } from "node:fs";\nexistsSync("total.json")' });
  assert.deepEqual(fresh, { ok: true, value: false });
  assert.equal(await s.close(), 0);
  // without --session-vm every call is a fresh VM without files
  const plain = server();
  await plain.call("run_code", { code: 'import { writeFileSync } from "node:fs";\nwriteFileSync("a.txt", "x")', mode: "execute" });
  const gone = await plain.call("run_code", { code: 'import { existsSync } from "node:fs";\nexistsSync("a.txt")' });
  assert.deepEqual(gone, { ok: true, value: false });
  assert.equal(await plain.close(), 0);
});

test("--tool-server failures are usage errors", async () => {
  for (const [args, message] of [
    [["--tool-server", "dead=exit 3"], /tool server dead exited/],
    [["--tool-server", "noequals"], /--tool-server needs NAME=COMMAND/],
    [["--tool-server", "Math=" + SECEXEC + " mcp"], /host collection "Math" would shadow a global of the same name/],
  ]) {
    const proc = spawn(SECEXEC, ["mcp", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let err = "";
    proc.stderr.on("data", (d) => (err += d));
    const code = await new Promise((r) => proc.on("exit", r));
    assert.equal(code, 2, args.join(" "));
    assert.match(err, message);
  }
});

test("bad input gets JSON-RPC errors and the server keeps serving", async () => {
  const s = server();
  assert.equal((await s.raw("{not json")).error.code, -32700);
  assert.equal((await s.raw('{"id":1,"method":"ping"}', 1)).error.code, -32600);
  assert.equal((await s.request("resources/list")).error.code, -32601);
  assert.equal((await s.request("tools/call", { name: "rm_rf", arguments: {} })).error.code, -32602);
  assert.equal((await s.request("tools/call", { name: "run_code", arguments: { code: 1 } })).error.code, -32602);
  assert.equal((await s.request("tools/call", { name: "run_code", arguments: { code: "1", mode: "x" } })).error.code, -32602);
  assert.equal((await s.request("tools/call", { name: "run_code" })).error.code, -32602);
  assert.deepEqual(await s.call("run_code", { code: "1 + 1" }), { ok: true, value: 2 });
  assert.equal(await s.close(), 0);
});

test("bad command lines are usage errors", async () => {
  for (const args of [["--host", "/nonexistent.json"], ["--timeout-ms", "x"], ["--bogus"], ["--inputs", "{"], ["--session-vm", "--max-fs-bytes", "-1"]]) {
    const proc = spawn(SECEXEC, ["mcp", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let err = "";
    proc.stderr.on("data", (d) => (err += d));
    const code = await new Promise((r) => proc.on("exit", r));
    assert.equal(code, 2, args.join(" "));
    assert.match(err, /^secexec mcp: /);
  }
});

(async () => {
  let failed = 0;
  for (const t of tests) {
    try {
      await t.fn();
      console.log(`ok - ${t.name}`);
    } catch (e) {
      failed++;
      console.log(`not ok - ${t.name}\n${e.stack}`);
    }
  }
  console.log(`${tests.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
