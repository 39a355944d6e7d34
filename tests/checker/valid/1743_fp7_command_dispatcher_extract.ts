// Typed command dispatcher: handlers keyed by a discriminated union.
type Command =
  | { kind: "add"; a: number; b: number }
  | { kind: "concat"; parts: string[]; sep?: string }
  | { kind: "stats"; values: number[] }
  | { kind: "echo"; message: string };

type CommandKind = Command["kind"];
type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>;

interface ResultMap {
  add: number;
  concat: string;
  stats: { min: number; max: number; mean: number };
  echo: string;
}

type Handlers = { [K in CommandKind]: (cmd: CommandOf<K>) => ResultMap[K] };

const handlers: Handlers = {
  add: ({ a, b }) => a + b,
  concat: ({ parts, sep = "" }) => parts.join(sep),
  stats: ({ values }) => {
    const min = Math.min(...values);
    const max = Math.max(...values);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    return { min, max, mean };
  },
  echo: (c) => c.message,
};

function dispatch<K extends CommandKind>(cmd: CommandOf<K>): ResultMap[K] {
  const h = handlers[cmd.kind] as (c: CommandOf<K>) => ResultMap[K];
  return h(cmd);
}

function isCommand(x: unknown): x is Command {
  if (typeof x !== "object" || x === null || !("kind" in x)) return false;
  const k = (x as { kind: unknown }).kind;
  return k === "add" || k === "concat" || k === "stats" || k === "echo";
}

const sum = dispatch<"add">({ kind: "add", a: 2, b: 40 });
const joined = dispatch<"concat">({ kind: "concat", parts: ["a", "b", "c"], sep: "/" });
const s = dispatch<"stats">({ kind: "stats", values: [3, 9, 6] });
console.log(sum.toFixed(1), joined.length, s.mean, s.max - s.min);

const raw: unknown[] = [
  { kind: "echo", message: "hi" },
  { kind: "add", a: 1, b: 2 },
  { kind: "delete", id: 3 },
  "add",
];
const results = raw.map((r) => (isCommand(r) ? JSON.stringify(dispatch(r)) : "invalid"));
console.log(results.join(" | "));

const counts = raw.filter(isCommand).reduce<Partial<Record<CommandKind, number>>>((acc, c) => {
  acc[c.kind] = (acc[c.kind] ?? 0) + 1;
  return acc;
}, {});
console.log(counts);
