// keyof Record<string, V> is string (Record is a mapped type over its keys), not the
// string | number of an index signature: after `typeof c === "string"` nothing is left of the key.
interface Offset { dr: number; dc: number }
const NAMED: Record<string, Offset> = {
  N: { dr: -1, dc: 0 },
  E: { dr: 0, dc: 1 },
};
type Named = keyof typeof NAMED;
function resolve(c: Named | Offset): Offset {
  if (typeof c === "string") return NAMED[c];
  return c;
}
console.log(resolve("N"), resolve({ dr: 2, dc: 2 }));
