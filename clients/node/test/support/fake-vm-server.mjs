#!/usr/bin/env node
// fake-vm-server.mjs - a stand-in for `secexec serve`'s VM methods (issue #14) and one-shot runs so createVm's mapping is tested before the server has them: JavaScript runs in node:vm, files live in a Map.
import vm from "node:vm";
import readline from "node:readline";
import zlib from "node:zlib";

const vms = new Map();
const log = [];
let next = 1;
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", ...m }) + "\n");
const ok = (value) => ({ outcome: "succeeded", value, error: null, stdout: "", stderr: "", stdoutTruncated: false,
  stderrTruncated: false, instructions: 1, memoryPeakBytes: 1, durationMs: 0 });
const fail = (e) => ({ ...ok(null), outcome: "failed", error: { code: "uncaught_exception", name: e.name, message: e.message, stack: String(e.stack) } });
function run(context, source, evaluate) {
  try {
    const v = vm.runInContext(source, context);
    return ok(evaluate ? v : null);
  } catch (e) {
    return fail(e);
  }
}
class RpcError extends Error { constructor(code, message) { super(message); this.code = code; } }
function theVm(p) {
  const v = vms.get(p.vmId);
  if (!v) throw new RpcError(-32602, `unknown vmId ${p.vmId}`);
  return v;
}
const methods = {
  "vm.create": (p) => { const id = `vm${next++}`; vms.set(id, { files: new Map(), dirs: new Set(["/workspace"]), contexts: new Map(), procs: new Map(), packages: [], options: p }); return { vmId: id }; },
  "vm.dispose": (p) => { theVm(p); vms.delete(p.vmId); return null; },
  "vm.evaluate": (p) => {
    const v = theVm(p);
    const call = /^host:(\w+)\.(\w+)\((.*)\)$/s.exec(p.source); // "host:orders.list({...})": one host call, like the server's
    if (call) return hostCall(p.vmId, call[1], call[2], JSON.parse(call[3])).then(ok, (e) => fail(new Error(e.message)));
    return run(vm.createContext({ files: v.files }), p.source, true);
  },
  // One-shot runs (evaluate/execute): JavaScript whatever params.language says; the log keeps the params.
  evaluate: (p) => run(vm.createContext({}), p.source, true),
  execute: (p) => run(vm.createContext({}), p.source, false),
  "vm.execute": (p) => { const v = theVm(p); return run(vm.createContext({ files: v.files }), p.source, false); },
  "vm.check": (p) => { theVm(p); return { outcome: "succeeded", hasErrors: false, diagnostics: [], durationMs: 0 }; },
  "vm.writeFile": (p) => { theVm(p).files.set(p.path, Buffer.from(p.content, p.encoding === "base64" ? "base64" : "utf8")); return null; },
  "vm.readFile": (p) => {
    const f = theVm(p).files.get(p.path);
    if (!f) throw new RpcError(-32010, `ENOENT: no such file or directory, open '${p.path}'`);
    return { content: f.toString(p.encoding === "base64" ? "base64" : "utf8") };
  },
  "vm.readdir": (p) => { const v = theVm(p); const pre = p.path.replace(/\/$/, "") + "/";
    const names = [...new Set([...v.files.keys(), ...v.dirs].filter((k) => k.startsWith(pre)).map((k) => k.slice(pre.length).split("/")[0]))].sort();
    return { entries: names.map((name) => ({ name, isDirectory: v.dirs.has(pre + name) })) }; },
  "vm.stat": (p) => { const v = theVm(p); const f = v.files.get(p.path); return { isFile: !!f, isDirectory: v.dirs.has(p.path), size: f ? f.length : 0 }; },
  "vm.mkdir": (p) => { theVm(p).dirs.add(p.path); return null; },
  "vm.remove": (p) => { const v = theVm(p); v.files.delete(p.path); v.dirs.delete(p.path); return null; },
  "vm.installPackages": (p) => {
    const v = theVm(p);
    for (const t of p.tarballs) {
      const tar = zlib.gunzipSync(Buffer.from(t, "base64")); // npm's .tgz: a gzipped tar
      const header = tar.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
      if (!header.startsWith("package/")) throw new RpcError(-32602, "not an npm tarball");
      const pkg = /"name":\s*"([^"]+)"/.exec(tar.toString("latin1"));
      v.packages.push(pkg ? pkg[1] : "?");
    }
    return { installed: v.packages.slice() };
  },
  "context.create": (p) => { const v = theVm(p); const id = `ctx${next++}`; v.contexts.set(id, vm.createContext({})); return { contextId: id }; },
  "context.evaluate": (p) => run(theContext(p), p.source, true),
  "context.execute": (p) => run(theContext(p), p.source, false),
  "context.reset": (p) => { theContext(p); theVm(p).contexts.set(p.contextId, vm.createContext({})); return null; },
  "context.dispose": (p) => { theContext(p); theVm(p).contexts.delete(p.contextId); return null; },
  "process.spawn": (p) => { const v = theVm(p); const pid = next++; v.procs.set(pid, p.source); return { pid }; },
  "process.list": (p) => ({ processes: [...theVm(p).procs.keys()].map((pid) => ({ pid })) }),
  "process.wait": (p) => ({ exitCode: 0, outcome: "succeeded", stdout: `ran ${theVm(p).procs.get(p.pid)}`, stderr: "" }),
  "process.kill": (p) => { theVm(p).procs.delete(p.pid); return null; },
  declarations: () => ({ declarations: "" }),
  "fake.log": () => log,
  "fake.packages": (p) => theVm(p).packages,
};
function theContext(p) {
  const c = theVm(p).contexts.get(p.contextId);
  if (!c) throw new RpcError(-32602, `unknown contextId ${p.contextId}`);
  return c;
}
const waiting = new Map();
let hostIds = 1;
/* A host.call to the client whose requestId is the vmId, as the server sends for VM runs. */
function hostCall(vmId, collection, fn, input) {
  const id = `h${hostIds++}`;
  send({ id, method: "host.call", params: { requestId: vmId, collection, function: fn, input } });
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}
readline.createInterface({ input: process.stdin }).on("line", async (line) => {
  const m = JSON.parse(line);
  if (!m.method) { // the client's answer to a host.call
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.reject(new Error(m.error.message));
    else w?.resolve(m.result);
    return;
  }
  if (m.method === "shutdown") { send({ id: m.id, result: null }); process.exit(0); }
  if (!m.method.startsWith("fake.")) log.push({ method: m.method, params: m.params });
  const f = methods[m.method];
  if (!f) return send({ id: m.id, error: { code: -32601, message: `Method not found: ${m.method}` } });
  try {
    send({ id: m.id, result: await f(m.params ?? {}) });
  } catch (e) {
    send({ id: m.id, error: { code: e.code ?? -32603, message: e.message, ...(e.code === -32010 ? { data: { code: "ENOENT", syscall: "open", path: "?" } } : {}) } });
  }
});
