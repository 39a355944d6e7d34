// structuredClone: deep copies, Maps/Sets/arrays/dates-free, cycles preserved, errors for functions.
const src: any = { n: 1, s: "x", arr: [1, { deep: true }], m: new Map([["k", { v: 1 }]]), set: new Set([1, 2]), nul: null, und: undefined, neg: -0 };
src.self = src;
const c = structuredClone(src);
console.log(c !== src, c.self === c, c.arr[1] !== src.arr[1], c.m.get("k"), c.set.has(2), Object.is(c.neg, -0), "und" in c);
console.log(c);
try { structuredClone({ f: () => 1 }); } catch (e) { console.log((e as Error).name, (e as Error).message.endsWith("could not be cloned.")); }
class P { x = 1; m() {} }
const pc = structuredClone(new P());
console.log(pc, pc instanceof P, structuredClone([1, , 3]), structuredClone("str"), structuredClone(new Error("cloned")).message);
