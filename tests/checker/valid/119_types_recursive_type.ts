type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
function depth(j: Json): number {
  if (Array.isArray(j)) return 1 + Math.max(0, ...j.map(depth));
  if (j !== null && typeof j === "object") return 1 + Math.max(0, ...Object.values(j).map(depth));
  return 0;
}
console.log(depth({ a: [1, { b: [2] }] }));
