// TS2344: the head replaces the "is not assignable" line (tsc's headMessage); a missing property
// or a property of another type is explained below it.
function sumBy<K extends string>(rows: Record<K, number>[], key: K): number {
  return rows.reduce((s, r) => s + r[key], 0);
}
sumBy<number>([], 1);
function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}
byId<{ id: string }>([]);
byId<{ name: string }>([]);
