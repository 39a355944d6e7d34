// sidecar.ts - the one shared `secexec serve` process: starts it, matches JSON-RPC responses by id, answers host.call requests, restarts it after a crash.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { SUSPEND } from "./host.js";

/** A JSON-RPC error the server answered with (bad params, unknown method, unknown VM id, ...). */
export class SecexecRpcError extends Error {
  readonly code: number;
  /** error.data of the response, e.g. { code: "ENOENT", syscall, path } of a filesystem error. */
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "SecexecRpcError";
    this.code = code;
    this.data = data;
  }
}

/** The sidecar died (crash, kill) or could not start: the calls in flight fail with this. */
export class SecexecSidecarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecexecSidecarError";
  }
}

/** Answers the guest's host calls of one request: (collection, function, input) -> JSON value. */
export type HostCallHandler = (collection: string, fn: string, input: unknown) => Promise<unknown>;

/** Performs a guest's fetch the server allowed: {url, method, headers, body} -> {status, headers, body}. */
export type FetchHandler = (request: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/** Gets a run's streamed console output (the protocol's `output` notifications of params.stream). */
export type OutputHandler = (stream: "stdout" | "stderr", text: string) => void;

type Pending = { resolve: (v: any) => void; reject: (e: Error) => void; hostCall?: HostCallHandler; onOutput?: OutputHandler };

function isExecutable(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The secexec binary: $SECEXEC_BIN, else `secexec` on PATH, else the repository's build/secexec. */
export function findBinary(): string {
  const fromEnv = process.env.SECEXEC_BIN;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, "secexec"))) return path.join(dir, "secexec");
  }
  // dist/sidecar.js lives in clients/node/dist: the repository root is three levels up.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.resolve(here, "..", "..", "..", "build", "secexec");
  if (existsSync(built)) return built;
  throw new SecexecSidecarError(
    "cannot find the secexec binary: set SECEXEC_BIN, put secexec on PATH, or build the repository (./scripts/build)",
  );
}

/** One `secexec serve` process and the requests in flight on it. */
export class Sidecar {
  readonly proc: ChildProcessWithoutNullStreams;
  private pending = new Map<string, Pending>();
  /** Host-call handlers of VMs: their runs' host.call requests carry the vmId as requestId. */
  private vmHosts = new Map<string, HostCallHandler>();
  /** host.fetch answerers of VMs with network permissions. */
  private vmFetch = new Map<string, FetchHandler>();
  private nextId = 1;
  private buffer = "";
  private stderrTail = "";
  private closing = false;
  private dead = false;
  readonly exited: Promise<void>;

  constructor(
    binary: string,
    args: string[],
    private onDeath: (s: Sidecar) => void,
  ) {
    this.proc = spawn(binary, ["serve", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    this.proc.stdout.setEncoding("utf8");
    this.proc.stderr.setEncoding("utf8");
    this.proc.stdout.on("data", (chunk: string) => this.receive(chunk));
    this.proc.stderr.on("data", (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    this.proc.stdin.on("error", () => {}); // a dead sidecar is reported by 'exit'
    this.exited = new Promise((resolve) => {
      this.proc.on("error", (err) => {
        this.die(`cannot start the secexec sidecar (${binary}): ${err.message}`);
        resolve();
      });
      this.proc.on("exit", (code, signal) => {
        const how = signal ? `killed by ${signal}` : `exit status ${code}`;
        const tail = this.stderrTail.trim();
        this.die(
          `the secexec sidecar exited unexpectedly (${how}); the call in flight was not completed` +
            (tail ? ` (its last log: ${tail.split("\n").slice(-1)[0]})` : "") +
            "; the next call starts a new sidecar",
        );
        resolve();
      });
    });
    this.updateRef();
  }

  get alive(): boolean {
    return !this.dead;
  }

  /** Send a request; resolves with its result, rejects with SecexecRpcError or SecexecSidecarError.
   *  `hostCall` answers the host.call requests the server sends for this request. `onSent` gets the
   *  id. `onOutput` gets the output notifications of the request (synchronously, in order, before
   *  the result resolves). */
  request(
    method: string,
    params: unknown,
    hostCall?: HostCallHandler,
    onSent?: (id: number) => void,
    onOutput?: OutputHandler,
  ): Promise<any> {
    if (this.dead) return Promise.reject(new SecexecSidecarError("the secexec sidecar is not running"));
    const id = this.nextId++;
    const p = new Promise<any>((resolve, reject) => {
      this.pending.set(String(id), { resolve, reject, hostCall, onOutput });
    });
    this.updateRef();
    this.write({ jsonrpc: "2.0", id, method, params });
    onSent?.(id);
    return p;
  }

  /** Answer the host.fetch requests whose requestId is `key` (a vmId); undefined removes it. */
  setFetchHandler(key: string, handler: FetchHandler | undefined): void {
    if (handler) this.vmFetch.set(key, handler);
    else this.vmFetch.delete(key);
  }

  private answerHostFetch(msg: any): void {
    const p = msg.params ?? {};
    const handler = this.vmFetch.get(String(p.requestId));
    const reply = (body: object) => this.write({ jsonrpc: "2.0", id: msg.id, ...body });
    if (handler === undefined) {
      reply({ error: { code: -32601, message: "this client grants no network to that VM" } });
      return;
    }
    Promise.resolve()
      .then(() => handler(p.request ?? {}))
      .then(
        (response) => reply({ result: response }),
        (err: unknown) => reply({ error: { code: -32000, message: err instanceof Error ? err.message : String(err) } }),
      );
  }

  /** Answer the host calls whose requestId is `key` (a vmId) with `handler`; undefined removes it. */
  setHostHandler(key: string, handler: HostCallHandler | undefined): void {
    if (handler) this.vmHosts.set(key, handler);
    else this.vmHosts.delete(key);
  }

  /** Ask the server to stop after the runs in flight; resolves once it has exited. */
  async shutdown(): Promise<void> {
    if (this.dead) return;
    this.closing = true; // keeps the event loop alive until the process has exited
    this.updateRef();
    const done = this.request("shutdown", {}).catch(() => undefined);
    await done;
    this.proc.stdin.end();
    await this.exited;
  }

  private write(msg: unknown): void {
    if (this.dead) return;
    this.proc.stdin.write(JSON.stringify(msg) + "\n");
  }

  private die(message: string): void {
    if (this.dead) return;
    this.dead = true;
    const calls = [...this.pending.values()];
    this.pending.clear();
    for (const c of calls) c.reject(new SecexecSidecarError(message));
    this.onDeath(this);
  }

  /** Keep node's event loop alive only while requests are in flight, so a script that never calls
   *  shutdown() still exits when it is done. */
  private updateRef(): void {
    const busy = (this.pending.size > 0 || this.closing) && !this.dead;
    for (const handle of [this.proc, this.proc.stdin, this.proc.stdout, this.proc.stderr] as any[]) {
      if (busy) handle.ref?.();
      else handle.unref?.();
    }
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (line.trim() === "") continue;
      let msg: any;
      try {
        msg = JSON.parse(line);
      } catch {
        continue; // not ours to crash on: the server writes only JSON lines (docs/protocol.md)
      }
      this.handle(msg);
    }
  }

  private handle(msg: any): void {
    if (msg.method === "host.call") {
      this.answerHostCall(msg);
      return;
    }
    if (msg.method === "host.fetch") {
      this.answerHostFetch(msg);
      return;
    }
    if (msg.method === "output") {
      const p = msg.params ?? {};
      const owner = this.pending.get(String(p.requestId));
      if (owner?.onOutput && (p.stream === "stdout" || p.stream === "stderr") && typeof p.text === "string")
        owner.onOutput(p.stream, p.text);
      return;
    }
    if (typeof msg.method === "string") {
      // A request this client does not serve: say so instead of leaving the server waiting.
      if (msg.id !== undefined && msg.id !== null)
        this.write({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: `this client does not serve ${msg.method}` } });
      return;
    }
    const key = String(msg.id);
    const waiter = this.pending.get(key);
    if (waiter === undefined) return; // e.g. a parse error about a line we never sent
    this.pending.delete(key);
    this.updateRef();
    if (msg.error) waiter.reject(new SecexecRpcError(msg.error.code, msg.error.message, msg.error.data));
    else waiter.resolve(msg.result);
  }

  private answerHostCall(msg: any): void {
    const p = msg.params ?? {};
    const owner = this.pending.get(String(p.requestId));
    const handler = owner?.hostCall ?? this.vmHosts.get(String(p.requestId));
    const reply = (body: object) => this.write({ jsonrpc: "2.0", id: msg.id, ...body });
    if (handler === undefined) {
      reply({ error: { code: -32601, message: `no host function ${p.collection}.${p.function} on this client` } });
      return;
    }
    Promise.resolve()
      .then(() => handler(p.collection, p.function, p.input))
      .then((value) => {
        if (value === SUSPEND) return reply({ suspend: true }); // the call stays pending: the run suspends
        const text = JSON.stringify(value === undefined ? null : value) ?? "null"; // a function gives undefined
        reply({ result: JSON.parse(text) });
      })
      .catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        reply({ error: { code: -32000, message } });
      });
  }
}

let shared: Sidecar | null = null;
let sharedArgs: string[] = [];

/** The shared sidecar, started on first use (and again after a crash). */
export function sidecar(): Sidecar {
  if (shared === null || !shared.alive) {
    shared = new Sidecar(findBinary(), sharedArgs, (s) => {
      if (shared === s) shared = null;
    });
  }
  return shared;
}

/** The running shared sidecar, if any (tests use it to kill the process). */
export function currentSidecar(): Sidecar | null {
  return shared;
}

export interface InitOptions {
  /** Worker threads of the sidecar (`secexec serve --workers`); default 4. */
  workers?: number;
}

/** Start the shared sidecar now instead of on the first call; waits until it answers. */
export async function init(options: InitOptions = {}): Promise<void> {
  sharedArgs = options.workers ? ["--workers", String(options.workers)] : [];
  await sidecar().request("declarations", {});
}

/** Stop the shared sidecar (after the calls in flight); the next call starts a new one. */
export async function shutdown(): Promise<void> {
  const s = shared;
  shared = null;
  if (s) await s.shutdown();
}
