// Object literals with spreads print their members as tsc's getSpreadType builds them: the later
// part's members first (`{ ...r, conv: 1 }` is `{ conv: number; day: string; ... }`).
interface Row { day: string; visits: number; signups: number }
const rows: Row[] = [{ day: "2024-05-01", visits: 120, signups: 6 }];
const withRate = rows.map((r) => ({ ...r, conv: r.signups / r.visits }));
console.log(withRate[0].conversion);
const defaults = { limit: 10, sort: "asc" };
const query = { q: "shoes", ...defaults, page: 2 };
const n: number = query;
const merged = { ...defaults, ...{ sort: "desc", dir: 1 } };
merged.direction;
