function typedEntries<T extends object>(o: T): [keyof T, T[keyof T]][] {
  return Object.entries(o) as [keyof T, T[keyof T]][];
}
const inv = { apples: 3, pears: 0, figs: 12 };
for (const [k, v] of typedEntries(inv)) if (v > 0) console.log(String(k), v);
