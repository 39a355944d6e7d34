// An async function returning a value or a promise of it (`cache ?? load()`: Row[] | Promise<Row[]>):
// the awaited union is what must fit the promised type (main: TS2322, 'Promise<Row[]>' is missing
// the following properties from type 'Row[]'), in return statements and arrow bodies.
interface Row { id: number; amount: number }
async function fetchRows(): Promise<Row[]> {
  return [{ id: 1, amount: 12.5 }, { id: 2, amount: 7 }];
}
let cache: Row[] | undefined;
async function rows(): Promise<Row[]> {
  return cache ?? fetchRows();
}
class Repo {
  private memo?: Row[];
  load = async (): Promise<Row[]> => this.memo ?? (this.memo = await fetchRows());
  async first(): Promise<Row | null> {
    return (await this.load())[0] ?? null;
  }
}
const pick = async (id: number): Promise<Row | undefined> => cache?.find((r) => r.id === id) ?? (await rows()).find((r) => r.id === id);
cache = await rows();
const repo = new Repo();
console.log(cache.length, (await repo.load()).length, (await repo.first())?.amount, (await pick(2))?.amount);
