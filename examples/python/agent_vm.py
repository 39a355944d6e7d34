"""agent_vm.py - example: the reference library's multi-step agent on one VM per conversation (examples/agent_vm.c with the Python client).

Run: tests/clients/run-examples build/secexec (prints tests/examples/agent_vm.expected)
"""
import json
import sys

import secexec


def show(step: str, r: secexec.RunResult) -> None:
    """Print one step's outcome: the value or the error, and what the guest printed."""
    line = f"{step}: {r.outcome}"
    if r.ok and r.value is not None:
        line += " " + json.dumps(r.value, separators=(",", ":"), ensure_ascii=False)
    if not r.ok:
        line += f" ({r.error.code}: {r.error.message})"
    print(line)
    if r.stdout:
        sys.stdout.write(f"  stdout: {r.stdout}")


# One VM per conversation: a tight budget per step, a fixed clock so the runs are reproducible.
with secexec.create_vm(max_instructions=10_000_000, timeout_ms=2000, clock="2024-01-01T00:00:00Z") as vm:
    # The host puts the conversation's data into the VM's filesystem.
    vm.write_file("/workspace/orders.json", '[{"id":1,"total":120.5},{"id":2,"total":42.25},{"id":3,"total":7}]')

    # Step 1: the model summarises the orders into a file of its own.
    show("step 1", vm.execute('''import { readFileSync, writeFileSync } from "node:fs";
const orders: { id: number; total: number }[] = JSON.parse(readFileSync("orders.json", "utf8"));
const summary = { count: orders.length, sum: orders.reduce((s, o) => s + o.total, 0) };
writeFileSync("summary.json", JSON.stringify(summary));
console.log(`wrote summary of ${summary.count} orders`);'''))

    # Step 2: fresh memory, same files: the reference library's import("node:fs") idiom.
    show("step 2", vm.evaluate('import("node:fs").then((fs) => JSON.parse(fs.readFileSync("/workspace/summary.json", "utf8")).sum)'))

    # Step 3: a context keeps variables across calls (a REPL).
    ctx = vm.create_context()
    show("step 3a", ctx.execute("globalThis.total = 40"))
    show("step 3b", ctx.evaluate("total + 2"))

    # Step 4: the filesystem is the model's scratch space; limits hold inside it.
    show("step 4", vm.evaluate('''import fs from "node:fs";
try { fs.readFileSync("../../etc/passwd", "utf8"); } catch (e) { console.log(e.message); }
fs.readdirSync(".")'''))
# leaving the `with` disposes the VM: the files, the context and everything else go with it
print("disposed")
secexec.shutdown()
