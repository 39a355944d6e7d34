"""retry_loop.py - example: the reference library's run_code tool and its retry loop, on the secexec Python client.

Run: tests/clients/run-examples build/secexec (prints tests/examples/retry_loop.expected)
"""
import json

import secexec


def run_code(source: str, inputs: dict) -> dict:
    """The handler for a `run_code` tool: the source comes from a model, so it is never trusted."""
    # Type-check first. Diagnostics are cheap feedback that saves a run.
    checked = secexec.check(f"declare const inputs: {{ prices: number[] }};\n{source}")
    if checked.outcome != "succeeded" or checked.has_errors:
        feedback = "\n".join(f"TS{d.code}: {d.message}" for d in checked.diagnostics)
        return {"ok": False, "feedback": feedback}
    result = secexec.evaluate(source, inputs=inputs, timeout_ms=5_000, capture="stderr")
    if result.outcome != "succeeded":
        return {"ok": False, "feedback": result.stderr if result.stderr is not None else result.error.message}
    return {"ok": True, "value": result.value}


def show(answer: dict) -> None:
    print(json.dumps(answer, separators=(",", ":"), ensure_ascii=False))


# The model's first attempt misnames a field: it gets the diagnostics back, nothing runs.
show(run_code("inputs.price.reduce((sum, price) => sum + price, 0)", {"prices": [5, 10, 27]}))
# The corrected attempt runs.
show(run_code("inputs.prices.reduce((sum, price) => sum + price, 0)", {"prices": [5, 10, 27]}))
# A mistake only the run can find comes back with the guest's stack.
show(run_code("inputs.prices[3].toFixed(2)", {"prices": [5, 10, 27]}))
secexec.shutdown()
