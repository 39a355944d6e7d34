// JSON.stringify of primitives, arrays, objects and the values it drops or replaces.
console.log(JSON.stringify(1), JSON.stringify(-0), JSON.stringify(1.5e300), JSON.stringify(NaN), JSON.stringify(-Infinity));
console.log(JSON.stringify("text"), JSON.stringify(""), JSON.stringify(true), JSON.stringify(null));
console.log(JSON.stringify(undefined), typeof JSON.stringify(undefined), JSON.stringify(() => 1));
console.log(JSON.stringify([1, "a", true, null, undefined, () => 1, NaN]));
console.log(JSON.stringify({ a: 1, b: undefined, c: () => 1, d: null, e: [] }));
console.log(JSON.stringify({ nested: { list: [{ x: 1 }, { y: [2, 3] }] }, empty: {} }));
console.log(JSON.stringify('quote " and \\ backslash'));
console.log(JSON.stringify("new\nline\ttab\r\u0001\u001f"));
console.log(JSON.stringify("unicode é 😀 \u2028"));
console.log(JSON.stringify({ "key with space": 1, "quote\"key": 2, 3: "three" }));
console.log(JSON.stringify([[]]), JSON.stringify([{}]), JSON.stringify([[[1]]]));
console.log(JSON.stringify([, 1]), JSON.stringify({ ...[5, 6] }));
console.log(JSON.stringify(new Error("msg")), JSON.stringify({ err: new Error("x") }));
const data = { id: 7, tags: ["x", "y"], meta: { ok: true, score: 0.1 + 0.2 } };
const text = JSON.stringify(data);
console.log(text, text.length, typeof text);
const ordered: any = { z: 1, a: 2, 10: "ten", 2: "two" };
console.log(JSON.stringify(ordered));
try {
  const cyclic: any = { name: "loop" };
  cyclic.self = cyclic;
  JSON.stringify(cyclic);
} catch (e: any) {
  console.log(e.name, e instanceof TypeError);
}
