// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type State =
  | { kind: "idle" }
  | { kind: "loading"; startedAt: number }
  | { kind: "success"; data: string[]; tookMs: number }
  | { kind: "failure"; error: string; retries: number };

type Action =
  | { type: "fetch"; now: number }
  | { type: "resolve"; data: string[]; now: number }
  | { type: "reject"; error: string }
  | { type: "reset" };

function assertNever(x: never): never {
  throw new Error(`unexpected: ${JSON.stringify(x)}`);
}

function reduce(s: State, a: Action): State {
  switch (a.type) {
    case "fetch":
      return s.kind === "loading" ? s : { kind: "loading", startedAt: a.now };
    case "resolve":
      if (s.kind !== "loading") return s;
      return { kind: "success", data: a.data, tookMs: a.now - s.startedAt };
    case "reject":
      return { kind: "failure", error: a.error, retries: s.kind === "failure" ? s.retries + 1 : 0 };
    case "reset":
      return { kind: "idle" };
    default:
      return assertNever(a);
  }
}

function describe(s: State): string {
  switch (s.kind) {
    case "idle":
      return "idle";
    case "loading":
      return `loading since ${s.startedAt}`;
    case "success":
      return `${s.data.length} rows in ${s.tookMs}ms`;
    case "failure":
      return `failed (${s.error}), retries=${s.retries}`;
    default: {
      const _exhaustive: never = s;
      return _exhaustive;
    }
  }
}

const script: Action[] = [
  { type: "fetch", now: 10 },
  { type: "fetch", now: 12 },
  { type: "resolve", data: ["a", "b"], now: 40 },
  { type: "reject", error: "timeout" },
  { type: "reject", error: "timeout again" },
  { type: "reset" },
];

let state: State = { kind: "idle" };
const history = script.map((a) => {
  state = reduce(state, a);
  return describe(state);
});
console.log(history.join("\n"));

type Kinds = State["kind"];
type WithData = Extract<State, { data: unknown }>;
const kinds: Record<Kinds, number> = { idle: 0, loading: 0, success: 0, failure: 0 };
const sample: WithData = { kind: "success", data: [], tookMs: 0 };
kinds[sample.kind]++;
console.log(kinds);
