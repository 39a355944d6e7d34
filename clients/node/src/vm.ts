// vm.ts - createVm: a VM that outlasts a call (filesystem, contexts, processes, packages) on the protocol's vm.*, context.* and process.* methods.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { type HostFunctions, hostCallHandler, wireHostFunctions } from "./host.js";
import { type CheckResult, type Limits, type Permissions, type RunOptions, type RunResult, runParams, runRequest } from "./run.js";
import { type Sidecar, sidecar } from "./sidecar.js";

export interface VmOptions {
  limits?: Limits;
  timeoutMs?: number;
  permissions?: Permissions;
  hostFunctions?: readonly HostFunctions[];
  /** Host directories visible in the VM. */
  mounts?: { hostPath: string; guestPath: string; readOnly?: boolean }[];
  clock?: number | string;
  [option: string]: unknown;
}

/** Options of one call on a VM: the one-shot options without those the VM fixed at creation.
 *  `signal` sends the protocol's `cancel` for this run only: it ends `cancelled`, and the VM (its
 *  files) and the context (its variables) stay usable. */
export type VmRunOptions = Omit<RunOptions, "hostFunctions" | "permissions">;

export interface FileStat {
  isFile?: boolean;
  isDirectory?: boolean;
  size?: number;
  [key: string]: unknown;
}

export interface ProcessInfo {
  pid: number;
  [key: string]: unknown;
}

export interface ProcessExit {
  exitCode: number;
  outcome: string;
  stdout: string;
  stderr: string;
  [key: string]: unknown;
}

export interface Context {
  readonly id: string;
  evaluate<T = unknown>(source: string, options?: VmRunOptions): Promise<RunResult<T>>;
  execute(source: string, options?: VmRunOptions): Promise<RunResult<null>>;
  /** Clear the context's variables. */
  reset(): Promise<void>;
  /** Delete the context; the VM stays. */
  dispose(): Promise<void>;
}

export interface Language {
  evaluate<T = unknown>(source: string, options?: VmRunOptions): Promise<RunResult<T>>;
  execute(source: string, options?: VmRunOptions): Promise<RunResult<null>>;
  /** Run a module in the background inside the VM. */
  spawn(source: string): Promise<{ pid: number }>;
}

export interface Vm extends AsyncDisposable {
  readonly id: string;
  readonly filesystem: {
    readFile(path: string): Promise<Uint8Array>;
    readFile(path: string, encoding: "utf8"): Promise<string>;
    writeFile(path: string, content: string | Uint8Array): Promise<void>;
    readdir(path: string): Promise<string[]>;
    stat(path: string): Promise<FileStat>;
    mkdir(path: string, options?: { recursive?: boolean }): Promise<void>;
    remove(path: string, options?: { recursive?: boolean }): Promise<void>;
  };
  readonly javascript: Language;
  readonly typescript: Language & { check(source: string, options?: { filename?: string }): Promise<CheckResult> };
  readonly process: {
    list(): Promise<ProcessInfo[]>;
    wait(pid: number): Promise<ProcessExit>;
    kill(pid: number): Promise<void>;
  };
  readonly npm: {
    /** Fetch the packages (and their dependencies) with the host's npm and unpack them into the
     *  VM's /workspace/node_modules: the guest itself never gets network. */
    install(names: string[]): Promise<void>;
  };
  createContext(): Promise<Context>;
  /** The idle VM whole (files, installed packages, every context's variables and heap, clock,
   *  seed) as a base64 snapshot; the VM stays as it was (dispose it once the snapshot is kept).
   *  `contexts` are this VM's context ids in the order restoreVm gives them back. */
  hibernate(options?: { snapshotKey?: string }): Promise<HibernatedVm>;
  dispose(): Promise<void>;
}

export interface HibernatedVm {
  snapshot: string;
  contexts: string[];
}

const run = promisify(execFile);

/** Tarballs (base64) of `names` and their dependencies, fetched with the host's npm. Packages
 *  npm would nest (version conflicts) are left out: the VM gets one flat node_modules. */
export async function packTarballs(names: string[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "secexec-npm-"));
  try {
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "secexec-vm-install", private: true }));
    const quiet = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];
    await run("npm", ["install", "--package-lock-only", ...quiet, ...names], { cwd: dir });
    const lock = JSON.parse(await readFile(path.join(dir, "package-lock.json"), "utf8"));
    const specs: string[] = [];
    for (const [where, info] of Object.entries<any>(lock.packages ?? {})) {
      const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(where); // top level only
      if (m && info.version) specs.push(`${m[1]}@${info.version}`);
    }
    const packs = path.join(dir, "packs");
    await mkdir(packs);
    if (specs.length) await run("npm", ["pack", "--pack-destination", packs, "--loglevel=error", ...specs], { cwd: dir });
    const files = (await readdir(packs)).filter((f) => f.endsWith(".tgz")).sort();
    return Promise.all(files.map(async (f) => (await readFile(path.join(packs, f))).toString("base64")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The origins `permissions.network.allow` grants (none for "deny" or absent). */
function allowedOrigins(permissions: Permissions | undefined): string[] {
  const network = permissions?.network;
  return typeof network === "object" && network !== null && Array.isArray(network.allow) ? network.allow : [];
}

/** A guest's fetch, done by the host's fetch: the server checked the origin, and so do we. */
async function hostFetch(
  request: { url: string; method?: string; headers?: Record<string, string>; body?: string | null },
  allow: string[],
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const origin = new URL(request.url).origin;
  if (!allow.some((a) => new URL(a).origin === origin)) throw new Error(`${origin} is not an allowed origin`);
  const response = await fetch(request.url, {
    method: request.method ?? "GET",
    headers: request.headers ?? {},
    body: request.body ?? undefined,
    redirect: "manual", // a redirect elsewhere must not leave the allow-list
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  return { status: response.status, headers, body: await response.text() };
}

async function vmParams(options: VmOptions): Promise<Record<string, unknown>> {
  const { limits, hostFunctions, ...rest } = options;
  const params: Record<string, unknown> = { ...(limits ?? {}), ...rest };
  if (hostFunctions?.length) params.hostFunctions = await wireHostFunctions(hostFunctions);
  return params;
}

/** A VM on the shared sidecar; every call carries its vmId. */
export async function createVm(options: VmOptions = {}): Promise<Vm> {
  const side: Sidecar = sidecar();
  const created = await side.request("vm.create", await vmParams(options));
  return attachVm(side, created.vmId, options).vm;
}

/** A VM made from vm.hibernate's snapshot, on the shared sidecar (which may be another process
 *  than the one that hibernated it). `options` are createVm's again (host functions, limits,
 *  quotas, mounts: the snapshot holds no host path) plus snapshotKey; the clock and seed are the
 *  snapshot's. `contexts` are the restored contexts, in the order of HibernatedVm.contexts. */
export async function restoreVm(
  snapshot: string,
  options: VmOptions & { snapshotKey?: string } = {},
): Promise<{ vm: Vm; contexts: Context[] }> {
  if (typeof snapshot !== "string") throw new TypeError("snapshot must be a string (vm.hibernate's)");
  const side: Sidecar = sidecar();
  const restored = await side.request("vm.restore", { ...(await vmParams(options)), snapshot });
  const { vm, contextOf } = attachVm(side, restored.vmId, options);
  return { vm, contexts: (restored.contexts as string[]).map(contextOf) };
}

function attachVm(side: Sidecar, vmId: string, options: VmOptions): { vm: Vm; contextOf: (id: string) => Context } {
  const hostCall = hostCallHandler(options.hostFunctions);
  side.setHostHandler(vmId, hostCall); // the VM's runs send host.call with the vmId as requestId
  const allow = allowedOrigins(options.permissions);
  if (allow.length) side.setFetchHandler(vmId, (request) => hostFetch(request, allow));
  const call = (method: string, p: Record<string, unknown> = {}) => side.request(method, { vmId, ...p }, hostCall);
  const contextOf = (contextId: string): Context => ({
    id: contextId,
    evaluate: (source, o = {}) => runOn("context.evaluate", source, o, { contextId }),
    execute: (source, o = {}) => runOn<null>("context.execute", source, o, { contextId }),
    reset: async () => void (await call("context.reset", { contextId })),
    dispose: async () => void (await call("context.dispose", { contextId })),
  });
  const runOn = async <T>(method: string, source: string, o: VmRunOptions, extra: Record<string, unknown> = {}) =>
    runRequest<T>(side, method, { vmId, ...extra, ...(await runParams(source, o)) }, o, hostCall);

  const language: Language = {
    evaluate: (source, o = {}) => runOn("vm.evaluate", source, o),
    execute: (source, o = {}) => runOn<null>("vm.execute", source, o),
    spawn: async (source) => {
      const r = await call("process.spawn", { source });
      return { pid: r.pid };
    },
  };
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await call("vm.dispose");
    } finally {
      side.setHostHandler(vmId, undefined);
      side.setFetchHandler(vmId, undefined);
    }
  };
  const vm: Vm = {
    id: vmId,
    filesystem: {
      readFile: (async (p: string, encoding?: "utf8") => {
        const r = await call("vm.readFile", { path: p, encoding: encoding ?? "base64" });
        if (encoding === "utf8") return r.content as string;
        return new Uint8Array(Buffer.from(r.content as string, "base64"));
      }) as Vm["filesystem"]["readFile"],
      writeFile: async (p, content) => {
        const text = typeof content === "string";
        await call("vm.writeFile", {
          path: p,
          content: text ? content : Buffer.from(content).toString("base64"),
          encoding: text ? "utf8" : "base64",
        });
      },
      readdir: async (p) => {
        const r = await call("vm.readdir", { path: p });
        const entries: unknown[] = Array.isArray(r) ? r : r.entries;
        return entries.map((e: any) => (typeof e === "string" ? e : e.name));
      },
      stat: (p) => call("vm.stat", { path: p }),
      mkdir: async (p, o = {}) => void (await call("vm.mkdir", { path: p, ...o })),
      remove: async (p, o = {}) => void (await call("vm.remove", { path: p, ...o })),
    },
    javascript: language,
    typescript: { ...language, check: (source, o = {}) => call("vm.check", { source, ...o }) },
    process: {
      list: async () => {
        const r = await call("process.list");
        return Array.isArray(r) ? r : r.processes;
      },
      wait: (pid) => call("process.wait", { pid }),
      kill: async (pid) => void (await call("process.kill", { pid })),
    },
    npm: {
      install: async (names) => {
        const tarballs = await packTarballs(names);
        await call("vm.installPackages", { tarballs });
      },
    },
    createContext: async () => contextOf((await call("context.create")).contextId),
    hibernate: async (o = {}) => {
      const r = await call("vm.hibernate", o.snapshotKey !== undefined ? { snapshotKey: o.snapshotKey } : {});
      return { snapshot: r.snapshot, contexts: r.contexts };
    },
    dispose,
    [Symbol.asyncDispose]: dispose,
  };
  return { vm, contextOf };
}
