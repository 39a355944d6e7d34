"""run_code_python.py - example: an agent's run_code tool for Python code, on the secexec Python client.

The model writes Python; the tool runs it in a fresh sandbox with tight limits (language="python")
and hands back a small structured answer: the value of the last expression with what the code
printed, or CPython's own report of the error (traceback or SyntaxError), which models know how
to act on.

Run: tests/clients/run-examples build/secexec (prints tests/examples/run_code_python.expected; the
expected text comes from CPython through tests/python/cpython-serve, see tests/python/README.md)
"""
import json

import secexec


def run_code(source: str, inputs: dict) -> dict:
    """The handler for a `run_code` tool: the source comes from a model, so it is never trusted."""
    result = secexec.evaluate(
        source,
        language="python",
        filename="main.py",
        inputs=inputs,
        timeout_ms=2000,  # wall clock
        max_instructions=10_000_000,  # deterministic budget: same code, same verdict
        max_memory_bytes=32 << 20,
        max_output_bytes=64 << 10,
    )
    if result.outcome == "succeeded":
        return {"ok": True, "value": result.value, "printed": result.stdout}
    # error.code is stable (uncaught_exception, syntax_error, instruction_limit...); stderr ends
    # with the traceback, the feedback the model reads (limits add nothing to it).
    return {"ok": False, "code": result.error.code, "feedback": result.stderr}


CASES = [
    ("sum the prices", "sum(inputs['prices'])"),
    ("a report with a loop and an f-string",
     "total = 0\nfor p in inputs['prices']:\n    print(f'{p:>6.2f}')\n    total += p\n"
     "{'total': total, 'mean': round(total / len(inputs['prices']), 2)}"),
    ("a mistake the model can fix from the traceback", "sum(inputs['prices'].values())"),
    ("an index past the end", "prices = inputs['prices']\nprices[len(prices)] * 2"),
    ("a syntax error", "for p in inputs['prices']\n    print(p)"),
    ("an infinite loop", "while True:\n    pass"),
]

for title, source in CASES:
    print(f"# {title}")
    print(json.dumps(run_code(source, {"prices": [5, 10, 27]}), ensure_ascii=False))
secexec.shutdown()
