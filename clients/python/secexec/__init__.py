"""secexec - run untrusted, model-written TypeScript in the secexec sandbox from Python (a client of `secexec serve`).

Sync API here; the same functions for asyncio are in secexec.aio. Standard library only.

    import secexec
    r = secexec.evaluate("inputs.prices.reduce((s, p) => s + p, 0)", inputs={"prices": [5, 10, 27]})
    r.outcome, r.value   # ("succeeded", 42)
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from . import _sidecar
from ._core import (
    CheckResult,
    Diagnostic,
    GuestError,
    HostFunction,
    HostFunctions,
    OutputStream,
    PendingCall,
    RunResult,
    SUSPEND,
    check_params,
    client_options,
    check_result,
    declarations_params,
    host_call_handler,
    host_function,
    host_functions,
    resume_params,
    run_params,
    run_result,
    wire_host_functions,
)
from ._sidecar import RpcError, SidecarError
from ._vm import Hibernated, _ContextBase, _VmBase, allowed_origins

__all__ = [
    "evaluate", "execute", "check", "declarations", "create_vm", "init", "shutdown", "resume", "restore_vm",
    "host_function", "host_functions", "HostFunction", "HostFunctions", "SUSPEND", "PendingCall", "Hibernated",
    "RunResult", "GuestError", "CheckResult", "Diagnostic", "Vm", "Context", "RpcError", "SidecarError",
]


def init(workers: Optional[int] = None) -> None:
    """Start the shared sidecar now instead of on the first call."""
    _sidecar.shared(["--workers", str(workers)] if workers else None).call("declarations", {})


def shutdown() -> None:
    """Stop the shared sidecar (after the calls in flight); the next call starts a new one."""
    _sidecar.shutdown()


def _sync_run(side: Any, method: str, params: dict, host_call: Any, capture: Optional[str], client: dict) -> RunResult:
    """One run waited for in this thread: streamed output to on_stdout/on_stderr, cancel_after."""
    out = OutputStream(client, capture)
    if out.wanted:
        params = {**params, "stream": True}
    on_output = side.sync_output(out.chunk) if out.wanted else None
    rid, fut = side.request(method, params, host_call, None, on_output)
    result = run_result(side.wait_run(rid, fut, client["cancel_after"]), capture)
    out.finish(result)
    return result


def _run(method: str, source: str, options: dict) -> RunResult:
    options, client = client_options(options)
    params = run_params(source, options)
    host_call = host_call_handler(options.get("host_functions"))
    return _sync_run(_sidecar.shared(), method, params, host_call, options.get("capture"), client)


def evaluate(source: str, **options: Any) -> RunResult:
    """Evaluate an expression (or a program whose last expression gives the value) in a fresh VM;
    a returned promise is awaited. Options: inputs, timeout_ms, capture ("all" | "stderr" |
    "none"), max_instructions, max_memory_bytes, max_stack_depth, max_output_bytes,
    host_call_timeout_ms, max_host_calls, max_host_payload_bytes (or limits={...}), host_functions,
    filename, clock, host_clock, script (True: run TypeScript as a classic strict script, not a
    module), language ("typescript", the default, or "python": the language
    of source, sent as the protocol's `language`); on_stdout / on_stderr (called with each piece
    of console output while the guest runs, in order, before this returns); cancel_after (seconds: then the client
    cancels the run, which comes back "cancelled"; Ctrl-C cancels it too). Guest errors are
    results, never exceptions."""
    return _run("evaluate", source, options)


def execute(source: str, **options: Any) -> RunResult:
    """Run a module for its side effects (console output) in a fresh VM; value is None."""
    return _run("execute", source, options)


def resume(snapshot: str, answers: Any = (), **options: Any) -> RunResult:
    """Continue a suspended run from its snapshot, in this or any other sidecar of the same build, as
    often as wanted (each resume is independent: a fork). answers: [{"id": 1, "result": ...} or
    {"id": 1, "error": "message"}] or {id: result}; calls left out stay pending. Options as for
    evaluate: the same host_functions as the suspended run, limits (they count the whole run:
    grant more max_instructions to go on after a budget suspension), snapshot_key."""
    options, client = client_options(options)
    params = resume_params(snapshot, answers, options)
    host_call = host_call_handler(options.get("host_functions"))
    return _sync_run(_sidecar.shared(), "resume", params, host_call, options.get("capture"), client)


def check(
    source: str,
    inputs: Any = None,
    host_functions: Optional[Sequence[HostFunctions]] = None,
    filename: Optional[str] = None,
) -> CheckResult:
    """Type-check like tsc --strict --noEmit against the declarations of inputs and host functions."""
    return check_result(_sidecar.shared().call("check", check_params(source, inputs, host_functions, filename)))


def declarations(host_functions: Optional[Sequence[HostFunctions]] = None, inputs: Any = None) -> str:
    """The TypeScript declarations to show the model."""
    return _sidecar.shared().call("declarations", declarations_params(inputs, host_functions))["declarations"]


class Context(_ContextBase):
    pass


class Vm(_VmBase):
    """A VM on the shared sidecar (use as a context manager to dispose it)."""

    _context_class = Context

    def _run_call(self, method, params, capture, client):
        return _sync_run(self._sidecar, method, params, self._host_call, capture, client)

    def _do(self, method, params, shape=None):
        if method is None:
            return None
        raw = self._request(method, params)[1].result()
        return shape(raw) if shape else raw

    def __enter__(self) -> "Vm":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.dispose()


def create_vm(host_functions: Optional[Sequence[HostFunctions]] = None, **options: Any) -> Vm:
    """A VM that keeps files, packages and processes between calls (protocol vm.create; options
    such as permissions, mounts and limits are passed through in camelCase)."""
    side = _sidecar.shared()
    params = _vm_params(host_functions, options)
    vm_id = side.call("vm.create", params)["vmId"]
    return Vm(side, vm_id, host_call_handler(host_functions), allow=allowed_origins(options.get("permissions")))


def restore_vm(
    snapshot: str, host_functions: Optional[Sequence[HostFunctions]] = None, **options: Any
) -> tuple[Vm, list]:
    """A VM made from Vm.hibernate()'s snapshot (protocol vm.restore): (the VM, its contexts in the
    order of Hibernated.contexts). Options are create_vm's again (host functions, limits, quotas,
    mounts: the snapshot holds no host path) plus snapshot_key; the clock and seed are the snapshot's."""
    side = _sidecar.shared()
    r = side.call("vm.restore", {**_vm_params(host_functions, options), "snapshot": snapshot})
    vm = Vm(side, r["vmId"], host_call_handler(host_functions), allow=allowed_origins(options.get("permissions")))
    return vm, [Context(vm, c) for c in r["contexts"]]


_VM_ONLY = {"mounts": "mounts", "seed": "seed", "max_fs_bytes": "maxFsBytes", "max_fs_files": "maxFsFiles"}


def _vm_params(host_functions: Optional[Sequence[HostFunctions]], options: dict) -> dict:
    """vm.create's params: the run options plus mounts, seed, max_fs_bytes, max_fs_files."""
    run_options = {k: v for k, v in options.items() if k not in _VM_ONLY}
    params = {k: v for k, v in run_params("", run_options).items() if k != "source"}
    params.update({_VM_ONLY[k]: v for k, v in options.items() if k in _VM_ONLY and v is not None})
    if host_functions:
        params["hostFunctions"] = wire_host_functions(host_functions)
    return params
