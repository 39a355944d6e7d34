// An annotated async arrow whose expression body is a promise (a call of another async function,
// Promise.resolve, Promise.all): the awaited value is what must fit the promised type (main
// reported `Type 'Promise<Row[]>' is not assignable to type 'Row[]'`).
interface Row { region: string; total: number }
type Status = "ok" | "empty";
async function fetchRows(region: string): Promise<Row[]> {
  return [{ region, total: region.length * 10 }];
}
const load = async (region: string): Promise<Row[]> => fetchRows(region);
const loadAll = async (regions: string[]): Promise<Row[][]> => Promise.all(regions.map(load));
const status = async (rows: Row[]): Promise<Status> => Promise.resolve(rows.length ? "ok" : "empty");
const total = async (regions: string[]): Promise<number> =>
  (await loadAll(regions)).flat().reduce((s, r) => s + r.total, 0);
const rows = await load("north");
console.log(rows[0].total, (await loadAll(["a", "bb"])).length, await status(rows), await status([]), await total(["x", "yy"]));
