// A non-null assertion binds to the operand just before it, with what follows it (member access,
// index, call, a tighter binary operator): `a || b! < c` is `a || (b! < c)`, not `(a || b)! < c`.
const x = 5 as number | undefined;
const arr = [1, 2, 3] as number[] | undefined;
const s = "hey" as string | undefined;
const zero = 0 as number;
const two = 2 as number;
let t = 0;
console.log(two || x! < 3, two || x! + 3, 1 + x! * 2, 3 + x! ** 2, 2 ** x! ** 0.5);
console.log(zero || arr!.length > 2, zero || arr!.length, 1 + arr![1] * 2);
console.log(1 + s!.toUpperCase().length * 10, s === undefined || s!.length < 2);
console.log((1 + x!) * 2, x! > 4 ? 1 : x! - 1 || 7, two > 9 ? 0 : x! + 1);
t = x! + 1;
t += x! * 2;
console.log(t, 3 - x! - 1, 10 / x! / 2, 1 - 2 ** x!, two && x! | 8, x! & 4 ^ 1, 1 + /* c */ x! * 3);
const f = (n?: number) => 100 + n! * 2;
console.log(f(3), `${1 + x! * 2}`, typeof x! + 1, !x! || 9, 1 + (x! * 2), ((two || x!)) < 3);
const o = { a: [10, 20] } as { a?: number[] };
console.log(1 + o.a![0]! * 2, 3 * o.a!.length + 1, (o.a! || [])[1]);
const fn = ((n: number) => n * 3) as ((n: number) => number) | undefined;
console.log(1 + fn!(2) * 2, zero || fn!(1), zero || fn!(1) * 10);
const dist = new Map<string, number>([["a", 1], ["b", 4]]);
let best: string | undefined;
for (const q of ["b", "a"]) if (best === undefined || dist.get(q)! < dist.get(best)!) best = q;
console.log(best);
const rows: (number[] | null)[] = [[], null, [1]];
const longer = (i: number, p: number[]) => rows[i] === null || p.length + 1 < rows[i]!.length;
console.log(longer(0, [1]), longer(1, []), longer(2, []));
