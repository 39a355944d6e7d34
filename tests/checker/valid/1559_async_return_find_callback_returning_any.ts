// An async function returning a call whose overloads include a type predicate (find<S extends T>
// with (value: T) => value is S): a callback returning any is no type predicate, so the plain
// overload is chosen, as tsc chooses it. The return expression is contextually typed by
// T | Promise<T>; picking the predicate overload made S that whole union (a false TS2322).
async function firstMatch(groups: string[][], needle: string): Promise<string | undefined> {
  await Promise.resolve(needle.length);
  return groups.flat().find((word) => word.includes(needle));
}

async function firstLoose(rows: any[], key: string): Promise<string | undefined> {
  return rows.find((row) => row[key]);
}

const loose: any[] = [{ id: "a1" }, { id: "" }];
const picked: number | undefined = loose.find((row) => row.id);
console.log(await firstMatch([["alpha", "beta"], ["gamma"]], "mm"), await firstLoose(loose, "id"), picked);
