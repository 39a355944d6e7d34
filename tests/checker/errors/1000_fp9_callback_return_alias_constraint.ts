// A callback's return checked against a type parameter's constraint that a type alias names:
// tsc prints the alias (`PropertyKey`, `Status`), not its members.
interface Row { id: number; active: boolean; region: "north" | "south" }
function groupBy<T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ??= []).push(x);
  return out;
}
const rows: Row[] = [{ id: 1, active: true, region: "north" }];
const byRegion = groupBy(rows, (r) => r.region);
console.log(byRegion.north.length);
const byActive = groupBy(rows, (r) => r.active);

type Status = "open" | "closed";
function classify<S extends Status>(xs: Row[], f: (r: Row) => S): S[] {
  return xs.map(f);
}
classify(rows, (r) => (r.active ? "open" : "archived"));
