// An async function's conditional return with a promise in one branch: each branch is typed by
// T | Promise<T> (a false TS2322 on `Promise.resolve("b")` before), in return statements and in
// the expression body of an annotated async arrow.
type Grade = "pass" | "fail" | "pending";
async function lookup(id: number): Promise<Grade> {
  return id % 3 === 0 ? "pending" : Promise.resolve(id % 2 ? "pass" : "fail");
}
const cached = new Map<number, Grade>([[1, "pass"]]);
const grade = async (id: number): Promise<Grade> => (cached.has(id) ? cached.get(id) ?? "pending" : lookup(id));
const quick = async (ok: boolean): Promise<Grade> => (ok ? Promise.resolve("pass") : "fail");
const results = await Promise.all([1, 2, 3, 4].map(grade));
console.log(results.join(","), await quick(true), await quick(false));
