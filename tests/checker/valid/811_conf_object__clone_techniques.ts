// Shallow vs deep clones: spread, Object.assign, JSON round trip, structuredClone.
const src = { n: 1, nested: { v: [1, 2] }, u: undefined, f: () => 1 };
const s1 = { ...src }, s2 = Object.assign({}, src), j = JSON.parse(JSON.stringify(src)), sc = structuredClone({ n: 1, nested: { v: [1, 2] } });
src.nested.v.push(3);
console.log(s1.nested.v, s2.nested.v, j, sc.nested.v, "u" in j, "f" in s1);
