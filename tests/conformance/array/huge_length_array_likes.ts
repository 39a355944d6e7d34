// Array.prototype's copying and moving methods on array-likes whose length is near 2^53 - 1:
// the specification's steps with indexes past 2^32, its TypeError and RangeError, and
// primitives as `this` (ToObject). Only the touched indexes exist: nothing is as long as length.
const MAX = 2 ** 53 - 1;
const show = (label: string, f: () => unknown) => {
  try {
    const r = f();
    console.log(label, typeof r === "object" && r !== null ? JSON.stringify(r) : String(r));
  } catch (e) {
    console.log(label, (e as Error).constructor.name + ": " + (e as Error).message);
  }
};
const big = (extra: object = {}) => ({ length: MAX, [MAX - 3]: "a", [MAX - 2]: "b", [MAX - 1]: "c", ...extra });
const AP = Array.prototype as any;

show("slice tail", () => AP.slice.call(big(), MAX - 3));
show("slice negative", () => AP.slice.call(big(), -2));
show("slice past 2^53", () => AP.slice.call({ length: 2 ** 53 + 2, [MAX - 1]: "z" }, MAX - 1, MAX + 5));
show("slice too long", () => AP.slice.call({ length: 2 ** 32 + 1 }, 0));
show("splice too long", () => AP.splice.call({ length: MAX }, 0, 0, "x"));
const s = big();
show("splice delete", () => AP.splice.call(s, MAX - 2, 1));
show("after splice", () => [s.length, (s as any)[MAX - 3], (s as any)[MAX - 2], (s as any)[MAX - 1]]);
show("toSpliced too long", () => AP.toSpliced.call({ length: MAX }, 0, 0, 1));
show("toSpliced array length", () => AP.toSpliced.call({ length: 2 ** 32 }, 0, 0));
show("toSpliced small", () => AP.toSpliced.call({ length: 3, 0: 1, 2: 3 }, 1, 1, "x", "y"));
const f = big();
show("fill tail", () => { AP.fill.call(f, "f", MAX - 2); return [(f as any)[MAX - 3], (f as any)[MAX - 2], (f as any)[MAX - 1]]; });
const c = big();
show("copyWithin tail", () => { AP.copyWithin.call(c, MAX - 2, MAX - 3, MAX - 1); return [(c as any)[MAX - 3], (c as any)[MAX - 2], (c as any)[MAX - 1]]; });
const c2: any = { length: 5, 0: 0, 1: 1, 3: 3 };
show("copyWithin holes", () => AP.copyWithin.call(c2, 1, 0, 4));
show("unshift too long", () => AP.unshift.call({ length: MAX }, 1));
show("unshift none", () => AP.unshift.call({ length: MAX }));
const u: any = { length: 2, 0: "p", 1: "q" };
show("unshift", () => [AP.unshift.call(u, "n", "o"), JSON.stringify(u)]);
const r: any = { length: 4, 0: "a", 3: "d" };
show("reverse holes", () => AP.reverse.call(r));
const sh: any = { length: 3, 1: "b", 2: "c" };
show("shift", () => [AP.shift.call(sh), JSON.stringify(sh)]);
show("shift empty", () => AP.shift.call({ length: 0 }));
show("splice on frozen", () => AP.splice.call(Object.freeze({ length: 2, 0: 1, 1: 2 }), 0, 1));
for (const m of ["fill", "copyWithin", "reverse", "shift", "unshift", "splice"])
  show(m + " on true", () => { const x = AP[m].call(true); return typeof x === "object" ? Object.prototype.toString.call(x) : x; });
show("slice of a string", () => AP.slice.call("héllo", 1, -1));
show("lastIndexOf huge", () => AP.lastIndexOf.call(big(), "c", -1));
