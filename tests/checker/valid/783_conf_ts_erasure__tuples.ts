// Tuples: labelled, optional, rest elements; they are plain arrays at runtime.
type Pt = [x: number, y: number, z?: number];
const p: Pt = [1, 2];
const q: Pt = [1, 2, 3];
type Head = [string, ...number[]];
const h: Head = ["h", 1, 2, 3];
const [label, ...nums] = h;
console.log(p, q, p.length, q.length, label, nums, Array.isArray(p));
function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
const [k, v] = pair("k", [true]);
console.log(k, v, pair(1, pair(2, 3)));
const ro: readonly [number, number] = [5, 6];
console.log(ro.map((x) => x * 2), ro.includes(5));
