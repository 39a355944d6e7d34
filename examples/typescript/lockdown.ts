// lockdown.ts - example: locking generated code down with limits; every breach is a result, never a hang or a crash of the host.
// Run: tests/clients/run-examples build/secexec (prints tests/examples/lockdown.expected)
import { evaluate, execute, type Limits, type RunResult, shutdown } from "secexec";

// The limits of a tool call: tighter than the defaults (docs/protocol.md).
const limits: Limits = {
  maxInstructions: 1_000_000, // deterministic: the same code always stops at the same point
  maxMemoryBytes: 8 << 20, // the VM's heap
  maxStackDepth: 200, // guest call depth
  maxOutputBytes: 1024, // per stream; the rest is dropped and flagged
};

function show(name: string, r: RunResult) {
  const answer: Record<string, unknown> = { case: name, outcome: r.outcome };
  if (r.outcome === "succeeded") answer.value = r.value;
  else if (r.error) Object.assign(answer, { code: r.error.code, error: `${r.error.name}: ${r.error.message}` });
  if (r.stdoutTruncated) Object.assign(answer, { stdoutBytes: r.stdout?.length, stdoutTruncated: true });
  console.log(JSON.stringify(answer));
}

const options = { limits, timeoutMs: 5_000 };
show("endless loop", await execute("while (true) {}", options));
show("memory bomb", await execute("const a: string[] = []; while (true) a.push('x'.repeat(1 << 20));", options));
show("deep recursion", await execute("function f(n: number): number { return f(n + 1) + 1; } f(0);", options));
show("output flood", await execute("for (let i = 0; i < 100000; i++) console.log(i);", options));
show("nothing of the host", await evaluate("[typeof fetch, typeof require, typeof process, typeof XMLHttpRequest]", options));
show("a normal call", await evaluate("[1, 2, 3].map((x) => x * 2)", options));
await shutdown();
