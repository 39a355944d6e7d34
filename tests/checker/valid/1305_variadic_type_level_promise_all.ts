// Type-level variadic tuples (infer in rest positions, recursive Reverse, Concat/Push) and rest type parameters inferred as tuples.
type Args<F> = F extends (...args: infer A) => any ? A : never;
type Ret<F> = F extends (...args: any[]) => infer R ? R : never;
function handler(id: number, name: string): boolean {
  return id > 0 && name.length > 0;
}
const hargs: Args<typeof handler> = [1, "n"];
const hr: Ret<typeof handler> = handler(...hargs);
console.log(hr, hargs[1].length);

type Last<T extends unknown[]> = T extends [...unknown[], infer L] ? L : undefined;
const last: Last<[1, 2, "three"]> = "three";
console.log(last.length);

type Length<T extends readonly unknown[]> = T["length"];
const len: Length<[1, 2, 3]> = 3;
console.log(len + 1);

type Reverse<T extends unknown[]> = T extends [infer H, ...infer R] ? [...Reverse<R>, H] : [];
const rev: Reverse<[1, "a", true]> = [true, "a", 1];
console.log(rev[0], rev[1].length, rev[2] + 1);

type Concat<A extends unknown[], B extends unknown[]> = [...A, ...B];
const cc: Concat<[number], [string, boolean]> = [1, "x", false];
console.log(cc[0] + 1, cc[1].length, cc[2]);

type Push<T extends unknown[], V> = [...T, V];
const pushed: Push<[string], number> = ["a", 2];
console.log(pushed[1].toFixed(0));

function makeRow<T extends unknown[]>(...cells: T): { cells: T; width: T["length"] } {
  return { cells, width: cells.length };
}
const row = makeRow("a", 2, true);
console.log(row.cells[0].toUpperCase(), row.cells[1] + 1, row.width);

async function both<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  return Promise.all([a, b]);
}
both(Promise.resolve(1), Promise.resolve("b")).then(([x, y]) => console.log(x + 1, y.toUpperCase()));

async function main() {
  const [n, s, list] = await Promise.all([Promise.resolve(3), Promise.resolve("q"), Promise.resolve([1, 2])]);
  console.log(n.toFixed(1), s.toUpperCase(), list.map((v) => v * 2));
  const pair = await Promise.all([1, "b"] as const);
  console.log(pair[0] + 1, pair[1].length);
  const tasks = [Promise.resolve(1), Promise.resolve(2)];
  const nums = await Promise.all(tasks);
  console.log(nums.reduce((a, b) => a + b, 0));
  const raced = await Promise.race([Promise.resolve(1), Promise.resolve("x")]);
  console.log(typeof raced === "number" ? raced + 1 : raced.toUpperCase());
}
main();
