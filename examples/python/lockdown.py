"""lockdown.py - example: locking generated code down with limits; every breach is a result, never a hang or a crash of the host.

Run: tests/clients/run-examples build/secexec (prints tests/examples/lockdown.expected)
"""
import json

import secexec

# The limits of a tool call: tighter than the defaults (docs/protocol.md).
LIMITS = dict(
    max_instructions=1_000_000,  # deterministic: the same code always stops at the same point
    max_memory_bytes=8 << 20,  # the VM's heap
    max_stack_depth=200,  # guest call depth
    max_output_bytes=1024,  # per stream; the rest is dropped and flagged
    timeout_ms=5_000,
)


def show(name: str, r: secexec.RunResult) -> None:
    answer = {"case": name, "outcome": r.outcome}
    if r.outcome == "succeeded":
        answer["value"] = r.value
    else:
        answer.update(code=r.error.code, error=f"{r.error.name}: {r.error.message}")
    if r.stdout_truncated:
        answer.update(stdoutBytes=len(r.stdout), stdoutTruncated=True)
    print(json.dumps(answer, separators=(",", ":"), ensure_ascii=False))


show("endless loop", secexec.execute("while (true) {}", **LIMITS))
show("memory bomb", secexec.execute("const a: string[] = []; while (true) a.push('x'.repeat(1 << 20));", **LIMITS))
show("deep recursion", secexec.execute("function f(n: number): number { return f(n + 1) + 1; } f(0);", **LIMITS))
show("output flood", secexec.execute("for (let i = 0; i < 100000; i++) console.log(i);", **LIMITS))
show("nothing of the host", secexec.evaluate("[typeof fetch, typeof require, typeof process, typeof XMLHttpRequest]", **LIMITS))
show("a normal call", secexec.evaluate("[1, 2, 3].map((x) => x * 2)", **LIMITS))
secexec.shutdown()
