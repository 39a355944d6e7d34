function tap<T>(x: T, f: (v: T) => void): T { f(x); return x; }
const t1: "on" | "off" = tap("on", (v) => console.log(v));
const t2: { mode: "a" | "b" } = tap({ mode: "a" }, (v) => console.log(v.mode));
function assign<T extends object, U extends object>(a: T, b: U): T & U { return { ...a, ...b }; }
const t3: { kind: "x"; n: number } = assign({ kind: "x" }, { n: 1 });
function withId<T>(x: T): T & { id: number } { return { ...x, id: 1 }; }
const t4: { role: "admin"; id: number } = withId({ role: "admin" });
function arr<T>(...xs: T[]): T[] { return xs; }
const t5: ("a" | "b")[] = arr("a", "b");
const t6: Array<{ k: "a" }> = arr({ k: "a" }, { k: "a" });
function opt<T>(x?: T): T | undefined { return x; }
const t7: "q" | undefined = opt("q");
function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
const t8: ["x", 1] = pair("x", 1);
const t9: [string, { t: "k" }] = pair("s", { t: "k" });
console.log(t1, t2, t3, t4, t5, t6, t7, t8, t9);
