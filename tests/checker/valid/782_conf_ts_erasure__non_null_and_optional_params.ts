// Non-null assertions in chains, optional parameters and properties, definite assignment.
function f(a?: number, b?: { c?: string }) { return [a ?? "no a", b?.c!]; }
const m = new Map<string, number>([["k", 1]]);
console.log(f(), f(1, { c: "c" }), m.get("k")! + 1, [1, 2].find((x) => x > 1)!.toFixed(1));
interface Opt { req: number; opt?: string }
const o: Opt = { req: 1 };
console.log(o.opt?.length ?? "no opt", o);
