// Matrix-style operations: transpose, zip, chunk, unique, flatten, frequency.
const m = [[1, 2, 3], [4, 5, 6]];
const t = m[0].map((_, c) => m.map((r) => r[c]));
const zip = <A, B>(a: A[], b: B[]) => a.map((x, i) => [x, b[i]] as const);
const chunk = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
console.log(t, zip([1, 2, 3], ["a", "b"]), chunk([1, 2, 3, 4, 5], 2), [...new Set([3, 1, 3, 2, 1])]);
console.log(m.flat().reduce((s, x) => s + x, 0), m.map((r) => r.join(" ")).join("\n"));
