// agent_vm.ts - example: the reference library's multi-step agent on one VM per conversation (examples/agent_vm.c with the Node client).
// Run: tests/clients/run-examples build/secexec (prints tests/examples/agent_vm.expected)
import { createVm, type RunResult, shutdown } from "secexec";

/** Print one step's outcome: the value or the error, and what the guest printed. */
function show(step: string, r: RunResult) {
  let line = `${step}: ${r.outcome}`;
  if (r.outcome === "succeeded" && r.value !== null) line += ` ${JSON.stringify(r.value)}`;
  if (r.error) line += ` (${r.error.code}: ${r.error.message})`;
  console.log(line);
  if (r.stdout) process.stdout.write(`  stdout: ${r.stdout}`);
}

// One VM per conversation: a tight budget per step, a fixed clock so the runs are reproducible.
const vm = await createVm({ limits: { maxInstructions: 10_000_000 }, timeoutMs: 2000, clock: "2024-01-01T00:00:00Z" });

// The host puts the conversation's data into the VM's filesystem.
await vm.filesystem.writeFile("/workspace/orders.json", '[{"id":1,"total":120.5},{"id":2,"total":42.25},{"id":3,"total":7}]');

// Step 1: the model summarises the orders into a file of its own.
show(
  "step 1",
  await vm.typescript.execute(`import { readFileSync, writeFileSync } from "node:fs";
const orders: { id: number; total: number }[] = JSON.parse(readFileSync("orders.json", "utf8"));
const summary = { count: orders.length, sum: orders.reduce((s, o) => s + o.total, 0) };
writeFileSync("summary.json", JSON.stringify(summary));
console.log(\`wrote summary of \${summary.count} orders\`);`),
);

// Step 2: fresh memory, same files: the reference library's import("node:fs") idiom.
show(
  "step 2",
  await vm.typescript.evaluate(`import("node:fs").then((fs) => JSON.parse(fs.readFileSync("/workspace/summary.json", "utf8")).sum)`),
);

// Step 3: a context keeps variables across calls (a REPL).
const ctx = await vm.createContext();
show("step 3a", await ctx.execute("globalThis.total = 40"));
show("step 3b", await ctx.evaluate("total + 2"));

// Step 4: the filesystem is the model's scratch space; limits hold inside it.
show(
  "step 4",
  await vm.typescript.evaluate(`import fs from "node:fs";
try { fs.readFileSync("../../etc/passwd", "utf8"); } catch (e) { console.log(e.message); }
fs.readdirSync(".")`),
);

await vm.dispose(); // the files, the context and everything else go with it
console.log("disposed");
await shutdown();
