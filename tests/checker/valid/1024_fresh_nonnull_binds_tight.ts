// `x!` binds tighter than any binary operator, and what follows it (.m, [i], a call) goes with x:
// `u === undefined || m.get(q)! < m.get(u)!` compares two numbers, u narrowed by the `||`.
const dist = new Map<string, number>([["a", 1], ["b", 4]]);
let best: string | undefined;
for (const q of dist.keys()) if (best === undefined || dist.get(q)! < dist.get(best)!) best = q;
const rows: (number[] | null)[] = [[], null, [1]];
function shorter(i: number, p: number[]): boolean {
  const row = rows[i];
  return row === null || p.length + 1 < rows[i]!.length;
}
const s = "hey" as string | undefined;
const n: number = 1 + s!.length * 2;
const b: boolean = s === undefined || s!.toUpperCase().length > 2;
const fn = ((k: number) => k * 3) as ((k: number) => number) | undefined;
const c: number = 1 + fn!(2) ** 2;
let total = 0;
total += dist.get("a")! * 2;
console.log(best, shorter(0, [1]), n, b, c, total);
