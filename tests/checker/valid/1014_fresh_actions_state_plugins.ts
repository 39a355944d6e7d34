type Action = { type: "add"; amount: number } | { type: "reset" };
const actions: Action[] = [1, 2].map((n) => ({ type: "add", amount: n }));
actions.push({ type: "reset" });
const reducer = (s: number, a: Action): number => (a.type === "add" ? s + a.amount : 0);
console.log(actions.reduce(reducer, 10));
const mk = (): Action[] => [{ type: "reset" }, { type: "add", amount: 2 }];
console.log(mk().length);
interface State { todos: { id: number; done: boolean; text: string }[]; filter: "all" | "done" }
const initial: State = { todos: [], filter: "all" };
const next: State = { ...initial, todos: [...initial.todos, { id: 1, done: false, text: "x" }] };
const toggled: State = { ...next, todos: next.todos.map((t) => (t.id === 1 ? { ...t, done: !t.done } : t)) };
console.log(toggled.todos[0].done, toggled.filter);
const p = Promise.resolve(2).then((n) => n * 2).then((n) => `${n}`).then((s) => s.length);
console.log(await p);
const fetchLike = async (url: string): Promise<{ status: number; body: string }> => ({ status: url.length, body: url });
const bodies = await Promise.all(["a", "bb"].map((u) => fetchLike(u).then((r) => (r.status > 1 ? r.body : null))));
console.log(bodies);
const mixed = [1, "a", 2, "b"];
const nums = mixed.filter((x): x is number => typeof x === "number");
const total = nums.reduce((a, b) => a + b);
console.log(total);
const words = ["b", "a", "c"];
const sorted = words.slice().sort();
const byLen = [...words].sort((a, b) => a.length - b.length || a.localeCompare(b));
console.log(sorted, byLen);
const raw: unknown = { a: 1 };
const forced = raw as unknown as { a: number };
console.log(forced.a);
interface Plugin { name: string; init?(): void; priority?: number }
const plugins: Plugin[] = [{ name: "a", init() { console.log("init a"); } }, { name: "b", priority: 2 }];
plugins.sort((x, y) => (y.priority ?? 0) - (x.priority ?? 0)).forEach((pl) => pl.init?.());
console.log(plugins.map((pl) => pl.name));
type U = { a: number; c: string } | { b: string; c: string };
const us: U[] = [{ a: 1, c: "x" }, { b: "y", c: "z" }];
console.log(us.map((u) => u.c).join(), us.map((u) => ("a" in u ? u.a : u.b)));
const lookup = { 1: "one", 2: "two" } as const;
const k: keyof typeof lookup = 2;
console.log(lookup[k]);
const matrix = Array.from({ length: 3 }, (_, i) => Array.from({ length: 3 }, (_, j) => i * 3 + j));
const transposed = matrix[0].map((_, c) => matrix.map((row) => row[c]));
console.log(transposed[1]);
const dict = new Map<string, { count: number }>();
for (const w of "a b a c b a".split(" ")) { const e = dict.get(w); if (e) e.count++; else dict.set(w, { count: 1 }); }
console.log([...dict].map(([w, { count }]) => `${w}:${count}`).join(" "));
function process<T extends { id: number }>(items: T[], update: Partial<T> & { id: number }): T[] {
  return items.map((it) => (it.id === update.id ? { ...it, ...update } : it));
}
console.log(process([{ id: 1, v: "a" }], { id: 1, v: "b" }));
const label = (n: number) => (n > 0 ? "pos" : n < 0 ? "neg" : "zero") as "pos" | "neg" | "zero";
const counts: Record<ReturnType<typeof label>, number> = { pos: 0, neg: 0, zero: 0 };
[1, -1, 0, 2].forEach((n) => counts[label(n)]++);
console.log(counts);
