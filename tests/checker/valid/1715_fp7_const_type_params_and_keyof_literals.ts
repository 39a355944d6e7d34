interface M { open: { id: number }; close: { id: number; reason: string }; }
function on<K extends keyof M>(k: K, f: (e: M[K]) => void): void { f({ id: 1, reason: "r" } as M[K]); }
on("close", (e) => console.log(e.reason));
on("open", (e) => console.log(e.id));
function pickFirst<T, K extends keyof T>(xs: T[], k: K): T[K] | undefined { return xs[0]?.[k]; }
const pf: "a" | "b" | undefined = pickFirst([{ t: "a" as "a" | "b" }], "t");
function choose<T extends string>(opts: readonly T[], pick: (o: T) => boolean): T | undefined { return opts.find(pick); }
const ch: "x" | "y" | undefined = choose(["x", "y"], (o) => o === "y");
const ch2 = choose(["s", "m", "l"] as const, (o) => o !== "s");
const sz: "s" | "m" | "l" | undefined = ch2;
function enumOf<const T extends readonly string[]>(...vals: T): { values: T; is(x: string): x is T[number] } {
  return { values: vals, is: (x): x is T[number] => (vals as readonly string[]).includes(x) };
}
const Color = enumOf("red", "green");
const input: string = "red";
if (Color.is(input)) { const c: "red" | "green" = input; console.log(c, Color.values[1]); }
function tuple2<const T extends readonly unknown[]>(...t: T): T { return t; }
const t2: readonly ["a", 1] = tuple2("a", 1);
function literal<T extends string | number>(v: T): T { return v; }
const lit: "q" = literal("q");
const lits = [literal("a"), literal(2)];
const l0: ("a" | 2)[] = lits;
console.log(pf, ch, sz, t2, lit, l0);
