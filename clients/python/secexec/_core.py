"""_core.py - what the sync and asyncio APIs share: host functions, options -> protocol params, result types."""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Mapping, Optional, Sequence, Union

Outcome = Literal["succeeded", "failed", "cancelled", "timed_out", "suspended"]


class _Suspend:
    """The type of SUSPEND."""

    def __repr__(self) -> str:
        return "secexec.SUSPEND"


SUSPEND = _Suspend()
"""What a host function returns to leave its call pending and suspend the run (the protocol's
{"suspend": true} answer): the result is "suspended"; continue it with resume()."""
Capture = Literal["all", "stderr", "none"]


@dataclass(frozen=True)
class HostFunction:
    """A host function: `execute(input)` (sync or async) answers the guest's call; a raise rejects
    the guest's promise with the message; returning SUSPEND suspends the run. `input_schema` is a
    JSON Schema dict the server checks the argument against before calling. With `suspend=True`
    every call suspends the run (the protocol's "suspend": true; execute may then be None)."""

    execute: Optional[Callable[[Any], Any]]
    description: Optional[str] = None
    input_schema: Optional[Mapping[str, Any]] = None
    suspend: bool = False


def host_function(
    execute: Optional[Callable[[Any], Any]] = None,
    *,
    description: Optional[str] = None,
    input_schema: Optional[Mapping[str, Any]] = None,
    suspend: bool = False,
) -> Any:
    """HostFunction(execute, ...); also a decorator: @host_function(description=..., input_schema=...).
    host_function(suspend=True, ...) without execute: a function whose every call suspends the run."""
    if execute is None and suspend:
        return HostFunction(None, description, input_schema, True)
    if execute is None:
        return lambda f: HostFunction(f, description or inspect.getdoc(f), input_schema, suspend)
    if not callable(execute):
        raise TypeError("host_function: execute must be callable")
    doc = description if description is not None else inspect.getdoc(execute)
    return HostFunction(execute, doc, input_schema, suspend)


@dataclass(frozen=True)
class HostFunctions:
    """A collection: a frozen global object of the guest whose methods return promises."""

    name: str
    functions: Mapping[str, Union[HostFunction, Callable[[Any], Any]]]
    description: Optional[str] = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise TypeError("host_functions: name must be a string")
        fns = {}
        for key, f in self.functions.items():
            if not isinstance(f, HostFunction):
                if not callable(f):
                    raise TypeError(f"host_functions: functions[{key!r}] must be callable or a HostFunction")
                f = HostFunction(f, inspect.getdoc(f))
            fns[key] = f
        object.__setattr__(self, "functions", fns)


def host_functions(
    name: str, functions: Mapping[str, Union[HostFunction, Callable[[Any], Any]]], description: Optional[str] = None
) -> HostFunctions:
    return HostFunctions(name, functions, description)


def wire_host_functions(collections: Optional[Sequence[HostFunctions]]) -> list:
    out = []
    for c in collections or ():
        fns = []
        for name, f in c.functions.items():
            spec: dict = {"name": name, "description": f.description}
            if f.input_schema is not None:
                spec["inputSchema"] = dict(f.input_schema)
            if f.suspend:
                spec["suspend"] = True
            fns.append(spec)
        out.append({"name": c.name, "description": c.description, "functions": fns})
    return out


def host_call_handler(collections: Optional[Sequence[HostFunctions]]):
    """The handler of host.call requests for these collections (None when there are none)."""
    if not collections:
        return None
    table = {(c.name, n): f for c in collections for n, f in c.functions.items()}

    def handle(collection: str, name: str, input: Any) -> Any:
        f = table.get((collection, name))
        if f is None:
            raise LookupError(f"{collection}.{name} is not a host function")
        if f.execute is None:  # a suspending function is never sent; keep the call pending
            return SUSPEND
        return f.execute(input)

    return handle


@dataclass
class GuestError:
    code: str  # uncaught_exception, syntax_error, instruction_limit, timeout, memory_limit, cancelled, ...
    name: str
    message: str
    stack: str


@dataclass
class PendingCall:
    """A host call a suspended run waits for."""

    id: int
    collection: str
    function: str
    input: Any


@dataclass
class RunResult:
    """The result of evaluate/execute: `error` is None exactly when outcome is "succeeded" or
    "suspended". A suspended run (a suspending host call, or its budget with suspend_on_budget)
    has `reason` ("host_call" | "budget"), `snapshot` (base64: keep it anywhere) and `pending`
    (the calls waiting for an answer); continue it with resume()."""

    outcome: Outcome
    value: Any
    error: Optional[GuestError]
    stdout: Optional[str]  # None when capture did not keep it
    stderr: Optional[str]  # an uncaught error's stack ends it (as node prints it there)
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    instructions: int = 0
    memory_peak_bytes: int = 0
    duration_ms: float = 0.0
    reason: Optional[str] = None
    snapshot: Optional[str] = None
    pending: list = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.outcome == "succeeded"


@dataclass
class Diagnostic:
    code: int
    category: str
    message: str
    file: str
    line: int
    column: int
    length: int


@dataclass
class CheckResult:
    outcome: Literal["succeeded", "failed"]
    has_errors: bool
    diagnostics: list = field(default_factory=list)
    duration_ms: float = 0.0


_LIMITS = {
    "timeout_ms": "timeoutMs",
    "max_instructions": "maxInstructions",
    "max_memory_bytes": "maxMemoryBytes",
    "max_stack_depth": "maxStackDepth",
    "max_output_bytes": "maxOutputBytes",
    "host_call_timeout_ms": "hostCallTimeoutMs",
    "max_host_calls": "maxHostCalls",
    "max_host_payload_bytes": "maxHostPayloadBytes",
}


# Options the client acts on itself; never sent to the server as such.
_CLIENT_OPTIONS = ("cancel_after", "on_stdout", "on_stderr")


def client_options(options: dict) -> tuple[dict, dict]:
    """(the options for run_params, the client's own: cancel_after, on_stdout, on_stderr)."""
    server = {k: v for k, v in options.items() if k not in _CLIENT_OPTIONS}
    return server, {k: options.get(k) for k in _CLIENT_OPTIONS}


class OutputStream:
    """Hands a run's console output to on_stdout / on_stderr: the chunks the server streams while
    the guest runs (params.stream), then whatever the result holds beyond them (an uncaught error's
    stack, which the server adds at the end; all of it from a server that does not stream). Streams
    the call's capture drops are not handed over (a VM's runs capture what the VM was created with)."""

    def __init__(self, client: dict, capture: Optional[str]):
        capture = capture or "all"
        self._callbacks = {
            "stdout": client.get("on_stdout") if capture == "all" else None,
            "stderr": client.get("on_stderr") if capture != "none" else None,
        }
        self._sent = {"stdout": 0, "stderr": 0}

    @property
    def wanted(self) -> bool:
        return any(self._callbacks.values())

    def chunk(self, stream: str, text: str) -> None:
        callback = self._callbacks.get(stream)
        if callback is not None and isinstance(text, str) and text:
            self._sent[stream] += len(text)
            callback(text)

    def finish(self, result: "RunResult") -> None:
        for stream in ("stdout", "stderr"):
            text, callback, sent = getattr(result, stream), self._callbacks[stream], self._sent[stream]
            if callback is not None and text and len(text) > sent:
                callback(text[sent:])


# The languages a run's source may be written in (the protocol's `language`; absent: TypeScript).
LANGUAGES = ("typescript", "python")


def run_params(source: str, options: dict) -> dict:
    """Protocol params of a run from the keyword options of evaluate/execute."""
    if not isinstance(source, str):
        raise TypeError("source must be a str")
    params: dict = {"source": source}
    for key, value in options.items():
        if value is None or key == "host_functions":
            continue
        if key in _LIMITS:
            params[_LIMITS[key]] = value
        elif key == "capture":
            params["output"] = {"capture": value}
        elif key == "limits":
            params.update({_LIMITS.get(k, k): v for k, v in value.items()})
        elif key in ("inputs", "filename", "clock", "permissions", "script"):
            params[key] = value
        elif key == "host_clock":
            params["hostClock"] = value
        elif key == "language":
            if value not in LANGUAGES:
                raise ValueError(f"language must be 'typescript' or 'python', got {value!r}")
            params["language"] = value
        elif key == "suspend_on_budget":
            params["suspendOnBudget"] = value
        elif key == "snapshot_key":
            params["snapshotKey"] = value
        else:
            raise TypeError(f"unknown option {key!r}")
    if options.get("host_functions"):
        params["hostFunctions"] = wire_host_functions(options["host_functions"])
    return params


def run_result(raw: dict, capture: Optional[str]) -> RunResult:
    capture = capture or "all"
    err = raw.get("error")
    stderr = raw.get("stderr")
    return RunResult(
        outcome=raw["outcome"],
        value=raw.get("value"),
        error=GuestError(err["code"], err["name"], err["message"], err["stack"]) if err else None,
        stdout=raw.get("stdout") if capture == "all" else None,
        stderr=stderr if capture != "none" else None,
        stdout_truncated=raw.get("stdoutTruncated", False),
        stderr_truncated=raw.get("stderrTruncated", False),
        instructions=raw.get("instructions", 0),
        memory_peak_bytes=raw.get("memoryPeakBytes", 0),
        duration_ms=raw.get("durationMs", 0.0),
        reason=raw.get("reason"),
        snapshot=raw.get("snapshot"),
        pending=[
            PendingCall(p["id"], p["collection"], p["function"], p.get("input")) for p in raw.get("pending") or []
        ],
    )


def resume_params(snapshot: str, answers: Any, options: dict) -> dict:
    """resume's params: the snapshot, the answers ({"id", "result"} or {"id", "error": message}, or
    a dict {id: result}) and the run options."""
    if not isinstance(snapshot, str):
        raise TypeError("snapshot must be a str (a suspended result's)")
    if isinstance(answers, Mapping):
        answers = [{"id": k, "result": v} for k, v in answers.items()]
    wire = []
    for a in answers or ():
        if "error" in a:
            wire.append({"id": a["id"], "error": {"message": str(a["error"])}})
        else:
            wire.append({"id": a["id"], "result": a.get("result")})
    params = {k: v for k, v in run_params("", options).items() if k != "source"}
    params.update(snapshot=snapshot, answers=wire)
    return params


def check_params(source: str, inputs: Any, host_functions: Optional[Sequence[HostFunctions]], filename: Optional[str]) -> dict:
    if not isinstance(source, str):
        raise TypeError("source must be a str")
    params: dict = {"source": source}
    if inputs is not None:
        params["inputs"] = inputs
    if filename is not None:
        params["filename"] = filename
    if host_functions:
        params["hostFunctions"] = wire_host_functions(host_functions)
    return params


def check_result(raw: dict) -> CheckResult:
    return CheckResult(
        outcome=raw["outcome"],
        has_errors=raw["hasErrors"],
        diagnostics=[
            Diagnostic(d["code"], d["category"], d["message"], d["file"], d["line"], d["column"], d["length"])
            for d in raw.get("diagnostics", [])
        ],
        duration_ms=raw.get("durationMs", 0.0),
    )


def declarations_params(inputs: Any, host_functions: Optional[Sequence[HostFunctions]]) -> dict:
    params: dict = {}
    if inputs is not None:
        params["inputs"] = inputs
    if host_functions:
        params["hostFunctions"] = wire_host_functions(host_functions)
    return params
