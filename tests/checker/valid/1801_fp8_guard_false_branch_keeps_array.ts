// A type guard to a string-index object type keeps the array members in its false branch
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const isPlain = (v: Json): v is { [key: string]: Json } => v !== null && typeof v === "object" && !Array.isArray(v);

function size(v: Json): number {
  if (isPlain(v)) return Object.keys(v).length;
  else if (Array.isArray(v)) return v.reduce<number>((n, x) => n + size(x), 0);
  return 1;
}
function leaves(v: Json): Json[] {
  if (!isPlain(v)) return Array.isArray(v) ? v.flatMap(leaves) : [v];
  return Object.values(v).flatMap(leaves);
}
console.log(size([1, { a: 2, b: [3] }]), leaves({ a: [1, 2], b: { c: "x" } }));
