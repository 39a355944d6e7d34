function wrap<T>(fn: () => T): { run: () => T } {
  return { run: fn };
}
const w = wrap(() => ({ ok: true, items: [1, 2] }));
console.log(w.run().items.length, w.run().ok);
