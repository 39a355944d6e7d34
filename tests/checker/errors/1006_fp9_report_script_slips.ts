// Slips of report scripts: a nullable date to `new Date` (the later declaration's overload is
// listed first, as tsc merges interfaces), iterating a Map's `entries` without calling it, a
// property read through a union of keys used as a number, an entries list read as tuples.
interface Row { date: string | null; amount: number; label?: string }
const rows: Row[] = [{ date: "2024-01-02", amount: 5 }];
const first = new Date(rows[0].date);
const byDay = new Map<string, number>();
for (const [day, total] of byDay.entries) console.log(day, total);
const cols = Object.keys(rows[0]) as (keyof Row)[];
const widths = cols.map((c) => rows[0][c].toFixed(0));
const idx = new Map([["a", 1], ["b", 2]]);
const label: string = idx.get("a") ?? 0;
