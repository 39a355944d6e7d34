function keysOf(v: object | null): string[] {
  if (v === null) return [];
  return Object.keys(v);
}
console.log(keysOf({ a: 1, b: 2 }), keysOf(null));
