"""_sidecar.py - the shared `secexec serve` process: JSON-RPC lines, responses matched by id, host.call answered, restart after a crash."""
from __future__ import annotations

import asyncio
import concurrent.futures
import inspect
import itertools
import json
import os
import shutil
import subprocess
import threading
from typing import Any, Callable, Optional

from ._core import SUSPEND

__all__ = ["RpcError", "SidecarError", "Sidecar", "find_binary", "shared", "current", "shutdown"]


class RpcError(Exception):
    """A JSON-RPC error the server answered with (bad params, unknown method or id, ...)."""

    def __init__(self, code: int, message: str, data: Any = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data  # e.g. {"code": "ENOENT", "syscall": ..., "path": ...} of a filesystem error


class SidecarError(Exception):
    """The sidecar died or could not start; the calls in flight fail with this."""


# Answers one request's host calls: (collection, function, input) -> JSON value; may be async.
HostCallHandler = Callable[[str, str, Any], Any]


def find_binary() -> str:
    """$SECEXEC_BIN, else `secexec` on PATH, else the repository's build/secexec."""
    env = os.environ.get("SECEXEC_BIN")
    if env:
        return env
    found = shutil.which("secexec")
    if found:
        return found
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.normpath(os.path.join(here, "..", "..", "..", "build", "secexec"))
    if os.path.isfile(built):
        return built
    raise SidecarError(
        "cannot find the secexec binary: set SECEXEC_BIN, put secexec on PATH, or build the repository (./scripts/build)"
    )


# Gets a run's streamed output: (stream, text) with stream "stdout" or "stderr".
OutputHandler = Callable[[str, str], Any]


class _Pending:
    __slots__ = ("future", "host_call", "loop", "on_output")

    def __init__(
        self,
        host_call: Optional[HostCallHandler],
        loop: Optional[asyncio.AbstractEventLoop],
        on_output: Optional[OutputHandler] = None,
    ):
        self.future: concurrent.futures.Future = concurrent.futures.Future()
        self.host_call = host_call
        self.loop = loop  # the caller's event loop: async host functions run there
        self.on_output = on_output


class Sidecar:
    """One `secexec serve` process and the requests in flight on it (thread-safe)."""

    def __init__(self, binary: str, args: list[str] | None = None):
        try:
            self.proc = subprocess.Popen(
                [binary, "serve", *(args or [])],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as e:
            raise SidecarError(f"cannot start the secexec sidecar ({binary}): {e}") from e
        self._ids = itertools.count(1)
        self._pending: dict[str, _Pending] = {}
        self._vm_hosts: dict[str, _Pending] = {}  # VM runs send host.call with the vmId as requestId
        self._vm_fetch: dict[str, Callable[[dict], dict]] = {}  # host.fetch answerers of VMs
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._dead = False
        self._stderr_tail = b""
        self._closing = False
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=8, thread_name_prefix="secexec-host")
        # Streamed output of sync runs: one thread, so the chunks keep their order (never the reader's
        # thread: a callback that blocks must not stop the responses).
        self._output_pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="secexec-output")
        threading.Thread(target=self._read_stdout, daemon=True, name="secexec-reader").start()
        threading.Thread(target=self._read_stderr, daemon=True, name="secexec-stderr").start()

    @property
    def alive(self) -> bool:
        return not self._dead

    def request(
        self,
        method: str,
        params: Any,
        host_call: Optional[HostCallHandler] = None,
        loop: Optional[asyncio.AbstractEventLoop] = None,
        on_output: Optional[OutputHandler] = None,
    ) -> tuple[int, concurrent.futures.Future]:
        """Send a request; returns its id and a future of its result (RpcError / SidecarError).
        on_output gets the run's streamed output (the "output" notifications of params.stream)."""
        pending = _Pending(host_call, loop, on_output)
        with self._lock:
            if self._dead:
                raise SidecarError("the secexec sidecar is not running")
            rid = next(self._ids)
            self._pending[str(rid)] = pending
        self._write({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid, pending.future

    def set_host_handler(self, key: str, handler: Optional[HostCallHandler], loop: Any = None) -> None:
        """Answer host calls whose requestId is `key` (a vmId) with handler; None removes it."""
        with self._lock:
            if handler is None:
                self._vm_hosts.pop(key, None)
            else:
                self._vm_hosts[key] = _Pending(handler, loop)

    def set_fetch_handler(self, key: str, handler: Optional[Callable[[dict], dict]]) -> None:
        """Answer host.fetch requests whose requestId is `key` (a vmId); None removes it."""
        with self._lock:
            if handler is None:
                self._vm_fetch.pop(key, None)
            else:
                self._vm_fetch[key] = handler

    def _answer_host_fetch(self, msg: dict) -> None:
        params = msg.get("params") or {}
        with self._lock:
            handler = self._vm_fetch.get(str(params.get("requestId")))
        try:
            if handler is None:
                raise PermissionError("this client grants no network to that VM")
            body: dict = {"result": handler(params.get("request") or {})}
        except Exception as e:  # the guest's fetch rejects with the message
            body = {"error": {"code": -32000, "message": str(e) or type(e).__name__}}
        self._write({"jsonrpc": "2.0", "id": msg["id"], **body})

    def call(self, method: str, params: Any) -> Any:
        return self.request(method, params)[1].result()

    def cancel(self, rid: int) -> None:
        """Send the protocol's cancel for run rid (its own response then says "cancelled")."""
        try:
            self.request("cancel", {"id": rid})
        except SidecarError:
            pass  # a dead sidecar fails the run itself

    def sync_output(self, callback: Callable[[str, str], Any]) -> OutputHandler:
        """on_output for a sync run: callback(stream, text) on the output thread, in order."""
        return lambda stream, text: self._output_pool.submit(callback, stream, text)

    def wait_run(self, rid: int, future: concurrent.futures.Future, cancel_after: Optional[float]) -> Any:
        """The result of run rid, waited for in this thread. After cancel_after seconds (None:
        never) or on KeyboardInterrupt the run is cancelled: the result then comes back
        "cancelled" (the interrupt is re-raised). Streamed output is delivered before it returns."""
        try:
            try:
                result = future.result(timeout=cancel_after)
            except concurrent.futures.TimeoutError:
                self.cancel(rid)
                result = future.result()
        except KeyboardInterrupt:
            self.cancel(rid)
            raise
        self._output_pool.submit(lambda: None).result()  # the chunks sent before the result are handed over
        return result

    def _flush_output(self, p: _Pending) -> None:
        """Wait until the output p's run streamed so far has been handed to its callbacks (they run
        on the output thread, or on the caller's event loop for asyncio)."""
        if p.loop is not None and p.loop.is_running():
            asyncio.run_coroutine_threadsafe(_as_coroutine(asyncio.sleep(0)), p.loop).result()
        else:
            self._output_pool.submit(lambda: None).result()

    def shutdown(self, timeout: float = 30) -> None:
        """Stop the server after the runs in flight and wait for it to exit."""
        if self._dead:
            return
        self._closing = True
        try:
            self.call("shutdown", {})
        except (RpcError, SidecarError):
            pass
        with self._write_lock:
            try:
                self.proc.stdin.close()
            except (OSError, ValueError):
                pass
        self.proc.wait(timeout)
        self._pool.shutdown(wait=False)
        self._output_pool.shutdown(wait=False)

    # -- internals --

    def _write(self, msg: Any) -> None:
        line = (json.dumps(msg, separators=(",", ":"), allow_nan=False) + "\n").encode()
        with self._write_lock:
            try:
                self.proc.stdin.write(line)
                self.proc.stdin.flush()
            except (OSError, ValueError):
                pass  # a dead sidecar is reported by the reader

    def _read_stderr(self) -> None:
        for chunk in iter(lambda: self.proc.stderr.readline(), b""):
            self._stderr_tail = (self._stderr_tail + chunk)[-2000:]
        self.proc.stderr.close()

    def _read_stdout(self) -> None:
        for line in self.proc.stdout:
            if not line.strip():
                continue
            try:
                msg = json.loads(line)
            except ValueError:
                continue  # the server writes only JSON lines (docs/protocol.md)
            if isinstance(msg, dict):
                self._handle(msg)
        code = self.proc.wait()
        self.proc.stdout.close()
        with self._write_lock:
            try:
                self.proc.stdin.close()
            except (OSError, ValueError):
                pass
        how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
        last = self._stderr_tail.decode(errors="replace").strip().splitlines()
        self._die(
            f"the secexec sidecar exited unexpectedly ({how}); the call in flight was not completed"
            + (f" (its last log: {last[-1]})" if last and not self._closing else "")
            + "; the next call starts a new sidecar"
        )

    def _die(self, message: str) -> None:
        with self._lock:
            self._dead = True
            pending = list(self._pending.values())
            self._pending.clear()
        for p in pending:
            if not p.future.done():
                p.future.set_exception(SidecarError(message))

    def _handle(self, msg: dict) -> None:
        if msg.get("method") == "host.call":
            self._pool.submit(self._answer_host_call, msg)
            return
        if msg.get("method") == "host.fetch":
            self._pool.submit(self._answer_host_fetch, msg)
            return
        if msg.get("method") == "output":  # a run's streamed console output (a notification)
            params = msg.get("params") or {}
            with self._lock:
                p = self._pending.get(str(params.get("requestId")))
            if p is not None and p.on_output is not None:
                p.on_output(params.get("stream"), params.get("text"))
            return
        if isinstance(msg.get("method"), str):  # a request this client does not serve: say so
            if msg.get("id") is not None:
                self._write({"jsonrpc": "2.0", "id": msg["id"], "error": {"code": -32601, "message": f"this client does not serve {msg['method']}"}})
            return
        with self._lock:
            p = self._pending.pop(str(msg.get("id")), None)
        if p is None:
            return
        if "error" in msg and msg["error"] is not None:
            e = msg["error"]
            p.future.set_exception(RpcError(e.get("code", 0), e.get("message", ""), e.get("data")))
        else:
            p.future.set_result(msg.get("result"))

    def _answer_host_call(self, msg: dict) -> None:
        params = msg.get("params") or {}
        with self._lock:
            key = str(params.get("requestId"))
            owner = self._pending.get(key)
            if owner is None or owner.host_call is None:
                owner = self._vm_hosts.get(key, owner)
        handler = owner.host_call if owner else None
        if owner is not None:  # (a VM's calls carry the vmId: its run's callbacks are not known here)
            self._flush_output(owner)  # the guest printed before it called: the host sees that first
        coll, fn = params.get("collection"), params.get("function")
        if handler is None:
            body: dict = {"error": {"code": -32601, "message": f"no host function {coll}.{fn} on this client"}}
        else:
            try:
                value = handler(coll, fn, params.get("input"))
                if inspect.isawaitable(value):
                    value = _await(value, owner.loop)
                if value is SUSPEND:  # the call stays pending: the run suspends
                    body = {"suspend": True}
                else:
                    json.dumps(value, allow_nan=False)  # fails here, not in _write
                    body = {"result": value}
            except Exception as e:  # the guest's promise rejects with the message
                body = {"error": {"code": -32000, "message": str(e) or type(e).__name__}}
        self._write({"jsonrpc": "2.0", "id": msg["id"], **body})


def _await(awaitable: Any, loop: Optional[asyncio.AbstractEventLoop]) -> Any:
    """The value of an awaitable from a worker thread: on the caller's running loop, else a new one."""
    if loop is not None and loop.is_running():
        return asyncio.run_coroutine_threadsafe(_as_coroutine(awaitable), loop).result()
    return asyncio.run(_as_coroutine(awaitable))


async def _as_coroutine(awaitable: Any) -> Any:
    return await awaitable


_shared: Optional[Sidecar] = None
_shared_lock = threading.Lock()


def shared(args: list[str] | None = None) -> Sidecar:
    """The shared sidecar, started on first use and again after a crash."""
    global _shared
    with _shared_lock:
        if _shared is None or not _shared.alive:
            _shared = Sidecar(find_binary(), args)
        return _shared


def current() -> Optional[Sidecar]:
    """The running shared sidecar, if any (tests kill it through this)."""
    return _shared


def shutdown() -> None:
    """Stop the shared sidecar; the next call starts a new one."""
    global _shared
    with _shared_lock:
        s, _shared = _shared, None
    if s is not None:
        s.shutdown()
