// run.ts - evaluate, execute, check and declarations: options to protocol params, results to typed unions.
import { type HostFunctions, hostCallHandler, wireHostFunctions } from "./host.js";
import { type HostCallHandler, type Sidecar, sidecar } from "./sidecar.js";

export type Outcome = "succeeded" | "failed" | "cancelled" | "timed_out" | "suspended";

/** error.code of a result (include/secexec.h). */
export type ErrorCode =
  | "uncaught_exception"
  | "syntax_error"
  | "unsupported_construct"
  | "instruction_limit"
  | "timeout"
  | "memory_limit"
  | "cancelled"
  | "not_serializable"
  | "unhandled_rejection"
  | "never_settled"
  | "invalid_input"
  | "snapshot_invalid"
  | "snapshot_unsupported"
  | "internal_error";

export interface GuestError {
  code: ErrorCode;
  /** The JavaScript error's name (TypeError, RangeError, ...). */
  name: string;
  message: string;
  stack: string;
}

interface ResultCommon {
  /** Console output; undefined when `output.capture` did not keep it. An uncaught error's stack
   *  ends stderr, as node prints it there. */
  stdout?: string;
  stderr?: string;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  /** Instructions the run executed (deterministic). */
  instructions: number;
  memoryPeakBytes: number;
  durationMs: number;
}

export interface SucceededResult<T> extends ResultCommon {
  outcome: "succeeded";
  value: T;
  error: null;
}

export interface UnsuccessfulResult extends ResultCommon {
  outcome: "failed" | "cancelled" | "timed_out";
  value: null;
  error: GuestError;
}

/** A host call the suspended run waits for. */
export interface PendingCall {
  id: number;
  collection: string;
  function: string;
  input: unknown;
}

/** A run stopped at a suspending host call (reason "host_call") or at its budget with
 *  suspendOnBudget (reason "budget"): keep `snapshot` anywhere and continue with `resume`. */
export interface SuspendedResult extends ResultCommon {
  outcome: "suspended";
  reason: "host_call" | "budget";
  /** The whole state of the run (base64; docs/api.md "Suspend and resume"). */
  snapshot: string;
  /** The calls waiting for an answer (several under Promise.all; [] at a budget). */
  pending: PendingCall[];
  value: null;
  error: null;
}

/** The result of evaluate/execute: a discriminated union on `outcome`. */
export type RunResult<T = unknown> = SucceededResult<T> | UnsuccessfulResult | SuspendedResult;

/** The answer to one pending call: a JSON result, or an error message (the guest's promise rejects). */
export type Answer = { id: number; result: unknown } | { id: number; error: string };

/** Budgets of one run (0 or absent: the server's default, docs/protocol.md). */
export interface Limits {
  /** Deterministic instruction budget (default 100,000,000). */
  maxInstructions?: number;
  /** Heap limit of the VM in bytes (default 64 MiB). */
  maxMemoryBytes?: number;
  /** Guest call depth (default 1000). */
  maxStackDepth?: number;
  /** Per output stream (default 1 MiB). */
  maxOutputBytes?: number;
  /** Per host call (default 30,000 ms). */
  hostCallTimeoutMs?: number;
  /** Host calls per run (default 1000). */
  maxHostCalls?: number;
  /** JSON size of each host-call input and answer (default 1 MiB). */
  maxHostPayloadBytes?: number;
}

/** The reference library's permission policy; secexec grants no network or host filesystem to
 *  one-shot runs whatever this says (it is sent along and applies to VMs that support it). */
export interface Permissions {
  network?: "allow" | "deny" | { allow: string[] };
  [key: string]: unknown;
}

/** The language of a run's source: TypeScript (the default) or Python (the protocol's `language`). */
export type SourceLanguage = "typescript" | "python";

export interface RunOptions {
  /** The language of `source` (default "typescript"); sent as the protocol's `language`. */
  language?: SourceLanguage;
  /** Visible to the guest as the deeply frozen global `inputs` (any JSON). */
  inputs?: unknown;
  /** Wall clock of the whole run, host calls included (default 5000). */
  timeoutMs?: number;
  /** Which console output comes back (default "all"). */
  output?: { capture: "all" | "stderr" | "none" };
  limits?: Limits;
  permissions?: Permissions;
  hostFunctions?: readonly HostFunctions[];
  /** Aborting sends the protocol's `cancel`: the result comes back with outcome "cancelled". */
  signal?: AbortSignal;
  /** Called with each piece of console output while the guest runs (the protocol's `stream`), in
   *  order, before the result resolves; at the end with what the result adds beyond the streamed
   *  text (an uncaught error's stack on stderr). Streams `output.capture` drops are not sent. */
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  /** Name used in stack traces (default "main.ts"). */
  filename?: string;
  /** The guest's fixed "now": milliseconds since the epoch, a date string or a Date (default 0). */
  clock?: number | string | Date;
  /** Opt in: the guest reads the host's real clock. */
  hostClock?: boolean;
  /** Run the source as a classic strict script instead of a module (top-level `this` is
   *  globalThis, top-level var/function declarations are global properties). */
  script?: boolean;
  /** Reaching maxInstructions suspends the run (outcome "suspended", reason "budget") instead of
   *  ending it timed_out; `resume` with a larger budget continues it. */
  suspendOnBudget?: boolean;
  /** Signs snapshots with HMAC-SHA256 under this key; resume must give the same key. */
  snapshotKey?: string;
}

/** The protocol params of a run (evaluate, execute, vm.evaluate, ...). */
export async function runParams(source: string, o: RunOptions): Promise<Record<string, unknown>> {
  if (typeof source !== "string") throw new TypeError("source must be a string");
  const params: Record<string, unknown> = { source, ...(o.limits ?? {}) };
  if (o.language !== undefined) {
    if (o.language !== "typescript" && o.language !== "python") {
      throw new TypeError(`language must be "typescript" or "python", got ${JSON.stringify(o.language)}`);
    }
    params.language = o.language;
  }
  if (o.inputs !== undefined) params.inputs = o.inputs;
  if (o.timeoutMs !== undefined) params.timeoutMs = o.timeoutMs;
  if (o.output !== undefined) params.output = o.output;
  if (o.filename !== undefined) params.filename = o.filename;
  if (o.clock !== undefined) params.clock = o.clock instanceof Date ? o.clock.getTime() : o.clock;
  if (o.hostClock !== undefined) params.hostClock = o.hostClock;
  if (o.script !== undefined) params.script = o.script;
  if (o.permissions !== undefined) params.permissions = o.permissions;
  if (o.suspendOnBudget !== undefined) params.suspendOnBudget = o.suspendOnBudget;
  if (o.snapshotKey !== undefined) params.snapshotKey = o.snapshotKey;
  if (o.hostFunctions?.length) params.hostFunctions = await wireHostFunctions(o.hostFunctions);
  return params;
}

/** Hands a run's output to onStdout/onStderr: the streamed pieces, then what the result adds.
 *  Streams the call's `output.capture` drops are not handed over (a VM's runs capture what the VM
 *  was created with, the result of the call shows only what the call asked for). */
class OutputStream {
  private sent = { stdout: 0, stderr: 0 };
  private onStdout?: (text: string) => void;
  private onStderr?: (text: string) => void;
  constructor(o: RunOptions) {
    const capture = o.output?.capture ?? "all";
    if (capture === "all") this.onStdout = o.onStdout;
    if (capture !== "none") this.onStderr = o.onStderr;
  }
  get wanted(): boolean {
    return this.onStdout !== undefined || this.onStderr !== undefined;
  }
  chunk = (stream: "stdout" | "stderr", text: string): void => {
    const callback = stream === "stdout" ? this.onStdout : this.onStderr;
    if (callback === undefined || text === "") return;
    this.sent[stream] += text.length;
    callback(text);
  };
  /** The rest of each stream: all of it from a server that does not stream. */
  finish(r: { stdout?: string; stderr?: string }): void {
    for (const stream of ["stdout", "stderr"] as const) {
      const text = r[stream], callback = stream === "stdout" ? this.onStdout : this.onStderr;
      if (callback && text && text.length > this.sent[stream]) callback(text.slice(this.sent[stream]));
    }
  }
}

/** Send a run request with cancel on abort and streamed output; shape the result. */
export async function runRequest<T>(
  side: Sidecar,
  method: string,
  params: Record<string, unknown>,
  o: RunOptions,
  hostCall: HostCallHandler | undefined,
): Promise<RunResult<T>> {
  const signal = o.signal;
  const output = new OutputStream(o);
  if (output.wanted) params = { ...params, stream: true };
  let id: number | undefined;
  const onAbort = () => {
    if (id !== undefined) side.request("cancel", { id }).catch(() => undefined);
  };
  try {
    const onSent = (sent: number) => {
      id = sent;
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    };
    const raw = await side.request(method, params, hostCall, onSent, output.wanted ? output.chunk : undefined);
    const r = shapeResult<T>(raw, o);
    output.finish(r);
    return r;
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}

function shapeResult<T>(raw: any, o: RunOptions): RunResult<T> {
  const capture = o.output?.capture ?? "all";
  const r = { ...raw };
  if (capture !== "all") delete r.stdout;
  if (capture === "none") delete r.stderr;
  return r as RunResult<T>;
}

/** Evaluate one expression (or a program whose last expression gives the value) in a fresh VM;
 *  a returned promise is awaited. Guest errors are results, never exceptions. */
export async function evaluate<T = unknown>(source: string, options: RunOptions = {}): Promise<RunResult<T>> {
  const params = await runParams(source, options);
  return runRequest<T>(sidecar(), "evaluate", params, options, hostCallHandler(options.hostFunctions));
}

/** Run a whole module for its side effects (console output) in a fresh VM; `value` is null. */
export async function execute(source: string, options: RunOptions = {}): Promise<RunResult<null>> {
  const params = await runParams(source, options);
  return runRequest<null>(sidecar(), "execute", params, options, hostCallHandler(options.hostFunctions));
}

/** Continue a suspended run from its snapshot, in this or any other sidecar of the same build,
 *  as often as wanted (each resume is independent). `answers` answer pending calls (those left
 *  out stay pending); `options` give the same hostFunctions as the suspended run, the limits
 *  (they count the whole run: grant more instructions to go on after a budget suspension) and
 *  the snapshotKey. The result is an ordinary one and may be suspended again. */
export async function resume<T = unknown>(
  snapshot: string,
  answers: readonly Answer[] = [],
  options: RunOptions = {},
): Promise<RunResult<T>> {
  if (typeof snapshot !== "string") throw new TypeError("snapshot must be a string (a suspended result's)");
  const params = await runParams("", options);
  delete params.source;
  params.snapshot = snapshot;
  params.answers = answers.map((a) =>
    "error" in a ? { id: a.id, error: { message: String(a.error) } } : { id: a.id, result: a.result ?? null },
  );
  return runRequest<T>(sidecar(), "resume", params, options, hostCallHandler(options.hostFunctions));
}

export interface Diagnostic {
  /** tsc's code without the TS prefix (2551). */
  code: number;
  category: "error" | "warning" | "suggestion" | "message";
  message: string;
  file: string;
  /** 1-based line and column (UTF-16 units), like tsc's. */
  line: number;
  column: number;
  length: number;
}

export interface CheckResult {
  /** "succeeded" when the checker ran (even with type errors); "failed" only if it could not. */
  outcome: "succeeded" | "failed";
  hasErrors: boolean;
  diagnostics: Diagnostic[];
  durationMs: number;
}

export interface CheckOptions {
  /** `declare const inputs: T` with T inferred from this JSON. */
  inputs?: unknown;
  /** Declared as the guest will see them (typed from their schemas). */
  hostFunctions?: readonly HostFunctions[];
  filename?: string;
}

/** Type-check like `tsc --strict --noEmit`; nothing runs. */
export async function check(source: string, options: CheckOptions = {}): Promise<CheckResult> {
  if (typeof source !== "string") throw new TypeError("source must be a string");
  const params: Record<string, unknown> = { source };
  if (options.inputs !== undefined) params.inputs = options.inputs;
  if (options.filename !== undefined) params.filename = options.filename;
  if (options.hostFunctions?.length) params.hostFunctions = await wireHostFunctions(options.hostFunctions);
  return sidecar().request("check", params);
}

/** The TypeScript declarations of host functions and inputs, to put in the model's prompt. */
export async function declarations(options: {
  hostFunctions?: readonly HostFunctions[];
  inputs?: unknown;
}): Promise<string> {
  const params: Record<string, unknown> = {};
  if (options.inputs !== undefined) params.inputs = options.inputs;
  if (options.hostFunctions?.length) params.hostFunctions = await wireHostFunctions(options.hostFunctions);
  const r = await sidecar().request("declarations", params);
  return r.declarations;
}
