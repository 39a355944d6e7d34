// Dates in arithmetic and comparisons: subtraction, unary plus, ==/===, relational operators,
// sorting, min/max, adding days, differences in days, and ToPrimitive's string hint for +.
const a = new Date(Date.UTC(2024, 0, 1));
const b = new Date(Date.UTC(2024, 2, 1));
console.log(b.getTime() - a.getTime(), (b as any) - (a as any), +b - +a, ((b as any) - (a as any)) / 86400000);
console.log(a < b, a > b, a <= b, a >= b, a == (new Date(a.getTime()) as any), a === new Date(a.getTime()), a.getTime() === new Date(a.getTime()).getTime());
console.log(a == (a.toString() as any), a == (a.getTime() as any), a.valueOf() === +a, Number(a), Math.max(a as any, b as any), Math.min(+a, +b));
console.log(typeof (a as any + 1), a as any + 1, (a as any) * 1, (a as any) / 1000, -(a as any), (a as any) % 7, (a as any) | 0);
console.log(`${a}`, a + "!", [a, b].join(" ; "));
const dates = [new Date(3e11), new Date(1e11), new Date(2e11), new Date(-1e11)];
dates.sort((x, y) => x.getTime() - y.getTime());
console.log(dates.map(d => d.toISOString()));
dates.sort((x, y) => +y - +x);
console.log(dates.map(d => d.toISOString().slice(0, 10)));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);
console.log(addDays(a, 59).toISOString(), addDays(a, -1).toISOString(), addDays(a, 366).toISOString());
const c = new Date(a);
c.setDate(c.getDate() + 45);
console.log(c.toISOString(), a.toISOString());
const diffDays = (x: Date, y: Date) => Math.round((y.getTime() - x.getTime()) / 86400000);
console.log(diffDays(new Date("2024-01-01"), new Date("2024-12-31")), diffDays(new Date("2023-01-01"), new Date("2023-12-31")));
const ages = ["1990-05-15", "2000-02-29", "2010-12-31"].map(s => {
  const birth = new Date(s), now = new Date("2024-03-01T00:00:00Z");
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  if (now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())) age--;
  return age;
});
console.log(ages);
const byMonth = new Map<string, number>();
for (const s of ["2024-01-05", "2024-01-20", "2024-02-11", "2024-03-01", "2024-03-31"]) {
  const key = new Date(s).toISOString().slice(0, 7);
  byMonth.set(key, (byMonth.get(key) ?? 0) + 1);
}
console.log(byMonth);
const valueOfCalls: string[] = [];
const spy = new Date(0);
(spy as any).valueOf = () => { valueOfCalls.push("valueOf"); return 7; };
(spy as any).toString = () => { valueOfCalls.push("toString"); return "seven"; };
console.log(spy as any + 1, +spy, (spy as any) - 1, `${spy}`, (spy as any) == "seven", (spy as any) == 7, (spy as any) > 6, valueOfCalls.join(","));
const o = { [a as any]: 1 };
console.log(Object.keys(o));
