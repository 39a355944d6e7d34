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
    RunResult,
    check_params,
    check_result,
    declarations_params,
    host_call_handler,
    run_params,
    run_result,
)
from ._vm import _ContextBase, _VmBase, allowed_origins
from . import _vm_params

__all__ = ["evaluate", "execute", "check", "declarations", "create_vm", "init", "shutdown", "AsyncVm", "AsyncContext"]


async def _await_request(side: Any, method: str, params: dict, host_call: Any, cancellable: bool) -> Any:
    loop = asyncio.get_running_loop()
    rid, fut = side.request(method, params, host_call, loop)
    try:
        return await asyncio.shield(asyncio.wrap_future(fut))
    except asyncio.CancelledError:
        if cancellable:
            side.request("cancel", {"id": rid})
        raise


async def init(workers: Optional[int] = None) -> None:
    side = _sidecar.shared(["--workers", str(workers)] if workers else None)
    await _await_request(side, "declarations", {}, None, False)


async def shutdown() -> None:
    await asyncio.get_running_loop().run_in_executor(None, _sidecar.shutdown)


async def _run(method: str, source: str, options: dict) -> RunResult:
    params = run_params(source, options)
    raw = await _await_request(_sidecar.shared(), method, params, host_call_handler(options.get("host_functions")), True)
    return run_result(raw, options.get("capture"))


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

    async def _do(self, method, params, shape=None, cancellable=False):
        if method is None:
            return None
        raw = await _await_request(self._sidecar, method, {"vmId": self.id, **params}, self._host_call, cancellable)
        return shape(raw) if shape else raw

    async def __aenter__(self) -> "AsyncVm":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.dispose()


async def create_vm(host_functions: Optional[Sequence[HostFunctions]] = None, **options: Any) -> AsyncVm:
    side = _sidecar.shared()
    r = await _await_request(side, "vm.create", _vm_params(host_functions, options), None, False)
    allow = allowed_origins(options.get("permissions"))
    return AsyncVm(side, r["vmId"], host_call_handler(host_functions), asyncio.get_running_loop(), allow)
