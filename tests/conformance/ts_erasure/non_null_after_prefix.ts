// A non-null assertion after the operand of a prefix operator binds to that operand, with what
// follows it: `!a!.b` is `!(a!.b)`, not `(!a)!.b` (and so for -, ~, typeof, void, await).
const o = { k: [{ e: false, n: 3 }] } as { k: ({ e: boolean; n: number } | null)[] };
const m = new Map<string, number>([["a", 2]]);
const xs = [1, 2];
console.log(!o.k[0]!.e, !!o.k[0]!.e, (!o.k[0])!, -o.k[0]!.n, ~o.k[0]!.n, +o.k[0]!.n);
console.log(typeof o.k[0]!.n, void o.k[0]!.n, typeof m.get("a")!.toString());
console.log(!m.get("a")!.toFixed(1), -m.get("a")!.valueOf(), !m.get("a")!);
console.log(false || !o.k[0]!.e, 1 + -o.k[0]!.n, xs.length > 1 && !xs[5]!, !o.k[0]!.e ? "y" : "n");
console.log(!o.k[0]!["e"], -o.k[0]!.n * 2, typeof o.k[0]! === "object", !o.k[0]!.n.toFixed);
async function main(p: Promise<{ v: number } | null>) {
  const r = await p!;
  console.log(r!.v, -(await p)!.v);
}
main(Promise.resolve({ v: 1 }));
