type KeysOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];
interface Row { id: number; name: string; score: number; active: boolean }
type NumKey = KeysOfType<Row, number>;
function sumBy(rows: Row[], k: NumKey): number {
  return rows.reduce((s, r) => s + r[k], 0);
}
console.log(sumBy([{ id: 1, name: "a", score: 3, active: true }], "score"));
