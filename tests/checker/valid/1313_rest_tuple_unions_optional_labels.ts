// Rest parameters typed by unions of tuples, optional labelled elements and Parameters<> with optional and rest parameters; tuple spreads into constructors and Math.max; Maps of rest-tuple callbacks.
function f(...args: [string] | [number, number]): string {
  return args.length === 1 ? args[0] : String(args[0] + args[1]);
}
console.log(f("a"), f(1, 2));
type Args = [url: string, init?: { method: string }];
function fetchLike(...args: Args): string {
  const [url, init] = args;
  return `${init?.method ?? "GET"} ${url}`;
}
console.log(fetchLike("/a"), fetchLike("/b", { method: "POST" }));
const parts: [number, number, number] = [2024, 0, 15];
const dt = new Date(...parts);
console.log(dt.getFullYear());
const pick = Math.random() > 2;
console.log(Math.max(...(pick ? [1, 2] : [3, 4])));
function opt(a: string, b?: number, ...rest: boolean[]): number {
  return a.length + (b ?? 0) + rest.length;
}
const oargs: Parameters<typeof opt> = ["x"];
const oargs2: Parameters<typeof opt> = ["x", 1, true, false];
console.log(opt(...oargs), opt(...oargs2));
function forward(...a: Parameters<typeof opt>): ReturnType<typeof opt> {
  return opt(...a);
}
console.log(forward("q", 2, true));
const handlers = new Map<string, (...args: [number, string]) => void>();
handlers.set("x", (n, s) => console.log(n + 1, s.length));
handlers.get("x")?.(1, "s");
type Listener<T extends unknown[]> = { bivarianceHack(...args: T): void }["bivarianceHack"];
const l: Listener<[string]> = (s) => console.log(s.toUpperCase());
l("ok");
function first<T>(...xs: [T, ...T[]]): T {
  return xs[0];
}
console.log(first(1, 2, 3).toFixed(0), first("a").length);
const tuples: Array<[string, () => number]> = [["a", () => 1]];
for (const [name, fn] of tuples) console.log(name.length + fn());
const entriesMap = new Map(tuples);
console.log(entriesMap.get("a")?.());
function withDefaults<T extends unknown[]>(fn: (...a: T) => number, ...defaults: T) {
  return () => fn(...defaults);
}
console.log(withDefaults((a: number, b: number) => a - b, 5, 3)());
