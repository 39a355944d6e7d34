// Walk an error's cause chain from failed host calls, classify root causes and print a report.
class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(readonly host: string, readonly retryAfterMs: number | null, options?: ErrorOptions) {
    super(`cannot reach ${host}`, options);
  }
}
class DecodeError extends Error {
  override readonly name = "DecodeError";
  constructor(readonly offset: number, message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
class TaskError extends Error {
  override readonly name = "TaskError";
  constructor(readonly task: string, options: { cause: unknown }) {
    super(`task ${task} failed`, options);
  }
}

function* causes(err: unknown): Generator<unknown, void, undefined> {
  let cur: unknown = err;
  let depth = 0;
  while (cur !== undefined && depth++ < 10) {
    yield cur;
    cur = cur instanceof Error ? cur.cause : undefined;
  }
}

function rootCause(err: unknown): unknown {
  let last: unknown = err;
  for (const c of causes(err)) last = c;
  return last;
}

const remote = {
  async fetch(task: string): Promise<string> {
    switch (task) {
      case "sync-users":
        throw new NetworkError("users.internal", 2500, { cause: new Error("ECONNRESET") });
      case "import-csv":
        throw new DecodeError(1412, "unexpected quote", { cause: { line: 37, column: 9 } });
      case "ping":
        return "pong";
      default:
        throw "plain string failure";
    }
  },
};

const tasks = ["sync-users", "import-csv", "ping", "cleanup"];
const report: { task: string; status: string; chain: string[]; root: string }[] = [];
for (const task of tasks) {
  try {
    const out = await remote.fetch(task);
    report.push({ task, status: "ok", chain: [], root: out });
  } catch (e) {
    const wrapped = new TaskError(task, { cause: e });
    const chain = [...causes(wrapped)].map((c) => (c instanceof Error ? `${c.name}: ${c.message}` : JSON.stringify(c)));
    const root = rootCause(wrapped);
    let rootText: string;
    if (root instanceof NetworkError) rootText = `network (${root.host}, retry in ${root.retryAfterMs ?? "?"}ms)`;
    else if (root instanceof Error) rootText = root.message;
    else if (typeof root === "object" && root !== null && "line" in root) rootText = `at line ${String(root.line)}`;
    else rootText = String(root);
    report.push({ task, status: "failed", chain, root: rootText });
  }
}

for (const r of report) {
  console.log(`${r.status === "ok" ? "✓" : "✗"} ${r.task.padEnd(11)} ${r.root}`);
  r.chain.forEach((line, i) => console.log(`${"  ".repeat(i + 1)}↳ ${line}`));
}
const retryable = report.filter((r) => r.root.startsWith("network")).map((r) => r.task);
console.log("retry:", retryable.length ? retryable.join(", ") : "nothing");
const err = new TaskError("x", { cause: new DecodeError(3, "bad byte") });
console.log(String(err), err.cause instanceof DecodeError && err.cause.offset);
