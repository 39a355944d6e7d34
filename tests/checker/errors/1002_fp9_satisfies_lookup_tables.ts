// `satisfies` on lookup tables: a missing key is TS1360 at the `satisfies` keyword with the
// missing property below it; a wrong value, an excess key or a wrong element is reported inside
// the literal (TS2322 / TS2353), as for an assignment.
type Region = "north" | "south" | "east";
const TAX = { north: 0.2, south: 0.1 } satisfies Record<Region, number>;
const LABELS = { north: "N", south: "S", east: 3 } as const satisfies Record<Region, string>;
const WEIGHTS = { north: 1, south: 2, east: 3, west: 4 } satisfies Record<Region, number>;
const ORDER = ["north", "south", "middle"] satisfies Region[];
const DEFAULT = "west" satisfies Region;
const LIMIT = 10 satisfies string;
interface Column { key: string; width: number }
const COLS = [{ key: "name", width: "10" }] satisfies Column[];
const FORMATS = { pct: (n: number) => n * 100 } satisfies Record<string, (n: number) => string>;
console.log(TAX, LABELS, WEIGHTS, ORDER, DEFAULT, LIMIT, COLS, FORMATS);
