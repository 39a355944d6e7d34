// snapshot.test.mjs - suspend, resume (in a fresh sidecar, forked), suspendOnBudget and hibernated VMs against the real secexec binary.
import assert from "node:assert/strict";
import { after, test } from "node:test";

import { createVm, evaluate, hostFunction, hostFunctions, init, restoreVm, resume, shutdown, SUSPEND } from "secexec";
import { currentSidecar } from "../dist/sidecar.js";

after(() => shutdown());

const people = hostFunctions({
  name: "people",
  functions: {
    approve: hostFunction({ suspend: true, inputSchema: { type: "object" } }),
    // answers small amounts at once, suspends on the others
    check: hostFunction({ execute: (input) => (input.amount < 100 ? "auto" : SUSPEND) }),
  },
});

const PROGRAM = `
const small = await people.check({ amount: 5 });
const [a, b] = await Promise.all([people.approve({ amount: 120 }), people.check({ amount: 300 })]);
console.log("decided");
[small, a, b]`;

/** A fresh sidecar process: the one that suspended the run is gone. */
async function freshSidecar() {
  const before = currentSidecar()?.proc.pid;
  await shutdown();
  await init();
  assert.notEqual(currentSidecar().proc.pid, before);
}

test("a suspended run resumes in a fresh sidecar, and forks", async () => {
  const r = await evaluate(PROGRAM, { hostFunctions: [people] });
  assert.equal(r.outcome, "suspended");
  assert.equal(r.reason, "host_call");
  assert.deepEqual(r.pending, [
    { id: 2, collection: "people", function: "approve", input: { amount: 120 } },
    { id: 3, collection: "people", function: "check", input: { amount: 300 } },
  ]);
  await freshSidecar();
  const yes = await resume(r.snapshot, [{ id: 2, result: "yes" }, { id: 3, result: "ok" }], { hostFunctions: [people] });
  assert.equal(yes.outcome, "succeeded");
  assert.deepEqual(yes.value, ["auto", "yes", "ok"]);
  assert.equal(yes.stdout, "decided\n");
  // the same snapshot, another answer: an independent run
  const no = await resume(r.snapshot, [{ id: 2, error: "declined" }, { id: 3, result: "ok" }], {
    hostFunctions: [people],
  });
  assert.equal(no.outcome, "failed");
  assert.equal(no.error.message, "declined");
  // one answer of two: still suspended, on the other call
  const half = await resume(r.snapshot, [{ id: 2, result: "yes" }], { hostFunctions: [people] });
  assert.equal(half.outcome, "suspended");
  assert.deepEqual(half.pending.map((p) => p.id), [3]);
  const done = await resume(half.snapshot, [{ id: 3, result: "late" }], { hostFunctions: [people] });
  assert.deepEqual(done.value, ["auto", "yes", "late"]);
  assert.equal(done.instructions, yes.instructions);
});

test("suspendOnBudget: the budget runs out, the host grants more", async () => {
  const src = "let s = 0; for (let i = 0; i < 20000; i++) s += i % 7; s";
  const whole = await evaluate(src);
  const part = await evaluate(src, { suspendOnBudget: true, limits: { maxInstructions: 50000 } });
  assert.equal(part.outcome, "suspended");
  assert.equal(part.reason, "budget");
  assert.deepEqual(part.pending, []);
  const still = await resume(part.snapshot, [], { suspendOnBudget: true, limits: { maxInstructions: 50000 } });
  assert.equal(still.outcome, "suspended"); // the budget counts the whole run: no more was granted
  const rest = await resume(part.snapshot, [], { limits: { maxInstructions: 10000000 } });
  assert.equal(rest.outcome, "succeeded");
  assert.equal(rest.value, whole.value);
  assert.equal(rest.instructions, whole.instructions);
});

test("a signed snapshot needs its key; a tampered one is refused", async () => {
  const r = await evaluate("await people.approve({ amount: 1 })", { hostFunctions: [people], snapshotKey: "k" });
  const bad = await resume(r.snapshot, [{ id: 1, result: 1 }], { hostFunctions: [people] });
  assert.equal(bad.outcome, "failed");
  assert.equal(bad.error.code, "snapshot_invalid");
  const bytes = Buffer.from(r.snapshot, "base64");
  bytes[bytes.length - 40] ^= 1;
  const tampered = await resume(bytes.toString("base64"), [], { hostFunctions: [people], snapshotKey: "k" });
  assert.equal(tampered.error.code, "snapshot_invalid");
  const ok = await resume(r.snapshot, [{ id: 1, result: 7 }], { hostFunctions: [people], snapshotKey: "k" });
  assert.equal(ok.value, 7);
});

test("a hibernated VM with files and contexts wakes up in a fresh sidecar", async () => {
  const vm = await createVm({ clock: "2024-05-01T00:00:00Z", seed: 9 });
  await vm.filesystem.mkdir("/workspace/notes", { recursive: true });
  await vm.filesystem.writeFile("/workspace/notes/todo.txt", "buy milk");
  await vm.filesystem.writeFile("/workspace/raw.bin", new Uint8Array([0, 255, 7]));
  const ctx = await vm.createContext();
  await ctx.execute("globalThis.seen = new Set(['a']); globalThis.count = 41; globalThis.r = Math.random();");
  const { snapshot, contexts } = await vm.hibernate();
  assert.deepEqual(contexts, [ctx.id]);
  const next = "count++; seen.add('b'); [count, [...seen], Math.random(), new Date().toISOString()]";
  const stay = await ctx.evaluate(next);
  await vm.dispose();

  await freshSidecar();
  const { vm: woken, contexts: [again] } = await restoreVm(snapshot);
  const got = await again.evaluate(next);
  assert.deepEqual(got.value, stay.value);
  assert.equal(got.instructions, stay.instructions);
  assert.equal(got.value[3], "2024-05-01T00:00:00.000Z");
  assert.equal(await woken.filesystem.readFile("/workspace/notes/todo.txt", "utf8"), "buy milk");
  assert.deepEqual([...(await woken.filesystem.readFile("/workspace/raw.bin"))], [0, 255, 7]);
  const read = await woken.javascript.evaluate("import('node:fs').then((fs) => fs.readdirSync('/workspace'))");
  assert.deepEqual(read.value, ["notes", "raw.bin"]);
  // signed: the key is needed
  const signed = await woken.hibernate({ snapshotKey: "vm-key" });
  await assert.rejects(restoreVm(signed.snapshot), /snapshot is signed/);
  const keyed = await restoreVm(signed.snapshot, { snapshotKey: "vm-key" });
  assert.equal((await keyed.contexts[0].evaluate("count")).value, 42);
  await keyed.vm.dispose();
  await woken.dispose();
});
