"""aio.py - the asyncio API of secexec: the same functions as the package, as coroutines.

Cancelling the task of an evaluate/execute sends the protocol's `cancel` to the server (the run
stops) and raises CancelledError. Async host functions run on the caller's event loop.
"""
from __future__ import annotations

import asyncio
from typing import Any, Optional, Sequence

from . import _sidecar
from ._core import (
    CheckResult,
    HostFunctions,
    OutputStream,
    RunResult,
    check_params,
    client_options,
    check_result,
    declarations_params,
    host_call_handler,
    resume_params,
    run_params,
    run_result,
)
from ._vm import _ContextBase, _VmBase, allowed_origins
from . import _vm_params

__all__ = [
    "evaluate", "execute", "check", "declarations", "create_vm", "init", "shutdown", "resume", "restore_vm",
    "AsyncVm", "AsyncContext",
]


async def _await_request(
    side: Any,
    method: str,
    params: dict,
    host_call: Any,
    cancellable: bool,
    cancel_after: Optional[float] = None,
    on_output: Any = None,
) -> Any:
    """The result of a request; a cancelled task (or cancel_after seconds) cancels a run."""
    loop = asyncio.get_running_loop()
    rid, fut = side.request(method, params, host_call, loop, on_output)
    answer = asyncio.wrap_future(fut)
    try:
        if cancel_after is None:
            return await asyncio.shield(answer)
        try:
            return await asyncio.wait_for(asyncio.shield(answer), cancel_after)
        except TimeoutError:
            side.cancel(rid)  # the answer then says "cancelled"
            return await asyncio.shield(answer)
    except asyncio.CancelledError:
        if cancellable:
            side.cancel(rid)
        raise


async def _async_run(side: Any, method: str, params: dict, host_call: Any, capture: Optional[str], client: dict) -> RunResult:
    """One run: streamed output to on_stdout/on_stderr on this event loop, in order, before the result."""
    loop = asyncio.get_running_loop()
    out = OutputStream(client, capture)
    on_output = None
    if out.wanted:
        params = {**params, "stream": True}
        on_output = lambda stream, text: loop.call_soon_threadsafe(out.chunk, stream, text)  # noqa: E731
    raw = await _await_request(side, method, params, host_call, True, client["cancel_after"], on_output)
    result = run_result(raw, capture)
    out.finish(result)
    return result


async def init(workers: Optional[int] = None) -> None:
    side = _sidecar.shared(["--workers", str(workers)] if workers else None)
    await _await_request(side, "declarations", {}, None, False)


async def shutdown() -> None:
    await asyncio.get_running_loop().run_in_executor(None, _sidecar.shutdown)


async def _run(method: str, source: str, options: dict) -> RunResult:
    options, client = client_options(options)
    params = run_params(source, options)
    host_call = host_call_handler(options.get("host_functions"))
    return await _async_run(_sidecar.shared(), method, params, host_call, options.get("capture"), client)


async def evaluate(source: str, **options: Any) -> RunResult:
    """secexec.evaluate as a coroutine; host functions may be async."""
    return await _run("evaluate", source, options)


async def execute(source: str, **options: Any) -> RunResult:
    return await _run("execute", source, options)


async def check(
    source: str,
    inputs: Any = None,
    host_functions: Optional[Sequence[HostFunctions]] = None,
    filename: Optional[str] = None,
) -> CheckResult:
    params = check_params(source, inputs, host_functions, filename)
    return check_result(await _await_request(_sidecar.shared(), "check", params, None, False))


async def declarations(host_functions: Optional[Sequence[HostFunctions]] = None, inputs: Any = None) -> str:
    r = await _await_request(_sidecar.shared(), "declarations", declarations_params(inputs, host_functions), None, False)
    return r["declarations"]


class AsyncContext(_ContextBase):
    pass


class AsyncVm(_VmBase):
    """A VM whose methods are coroutines (use with `async with` to dispose it)."""

    _context_class = AsyncContext

    async def _run_call(self, method, params, capture, client):
        return await _async_run(self._sidecar, method, params, self._host_call, capture, client)

    async def _do(self, method, params, shape=None):
        if method is None:
            return None
        raw = await _await_request(self._sidecar, method, {"vmId": self.id, **params}, self._host_call, False)
        return shape(raw) if shape else raw

    async def __aenter__(self) -> "AsyncVm":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.dispose()


async def resume(snapshot: str, answers: Any = (), **options: Any) -> RunResult:
    """secexec.resume for asyncio."""
    options, client = client_options(options)
    params = resume_params(snapshot, answers, options)
    host_call = host_call_handler(options.get("host_functions"))
    return await _async_run(_sidecar.shared(), "resume", params, host_call, options.get("capture"), client)


async def restore_vm(
    snapshot: str, host_functions: Optional[Sequence[HostFunctions]] = None, **options: Any
) -> tuple[AsyncVm, list]:
    """secexec.restore_vm for asyncio."""
    side = _sidecar.shared()
    params = {**_vm_params(host_functions, options), "snapshot": snapshot}
    r = await _await_request(side, "vm.restore", params, None, False)
    allow = allowed_origins(options.get("permissions"))
    vm = AsyncVm(side, r["vmId"], host_call_handler(host_functions), asyncio.get_running_loop(), allow)
    return vm, [AsyncContext(vm, c) for c in r["contexts"]]


async def create_vm(host_functions: Optional[Sequence[HostFunctions]] = None, **options: Any) -> AsyncVm:
    side = _sidecar.shared()
    r = await _await_request(side, "vm.create", _vm_params(host_functions, options), None, False)
    allow = allowed_origins(options.get("permissions"))
    return AsyncVm(side, r["vmId"], host_call_handler(host_functions), asyncio.get_running_loop(), allow)
