// Getters and setters: local (= UTC here) and UTC twins, optional arguments, overflow and
// normalisation, argument conversion order, invalid dates, return values.
const d = new Date(Date.UTC(2024, 1, 29, 13, 45, 30, 123));
console.log(d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
console.log(d.getTimezoneOffset(), d.getTime(), d.valueOf(), (d as any).getYear());
const before = [new Date(-1), new Date(-86400001), new Date(-62135596800000), new Date(-8.64e15), new Date(8.64e15)];
for (const b of before) console.log(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate(), b.getUTCDay(), b.getUTCHours(), b.getUTCMilliseconds());

const t = (f: (x: Date) => number) => {
  const x = new Date(Date.UTC(2024, 0, 31, 10, 20, 30, 400));
  const r = f(x);
  console.log(r, isNaN(r) ? String(x) : x.toISOString());
};
t(x => x.setMonth(1));
t(x => x.setMonth(13));
t(x => x.setMonth(-1));
t(x => x.setMonth(1, 15));
t(x => x.setUTCMonth(24, 0));
t(x => x.setDate(0));
t(x => x.setDate(32));
t(x => x.setDate(-365));
t(x => x.setUTCDate(1.9));
t(x => x.setFullYear(2023));
t(x => x.setFullYear(2025, 1));
t(x => x.setFullYear(2025, 1, 30));
t(x => x.setUTCFullYear(-5, 0, 1));
t(x => x.setFullYear(99));
t(x => x.setHours(25));
t(x => x.setHours(1, 2));
t(x => x.setHours(1, 2, 3));
t(x => x.setHours(1, 2, 3, 4));
t(x => x.setUTCHours(-1, 90, 3600, 5000));
t(x => x.setMinutes(61));
t(x => x.setMinutes(0, 61, 1001));
t(x => x.setUTCMinutes(-1));
t(x => x.setSeconds(3600));
t(x => x.setSeconds(1, 2));
t(x => x.setUTCSeconds(-1, -1));
t(x => x.setMilliseconds(1000));
t(x => x.setUTCMilliseconds(-1));
t(x => x.setTime(0));
t(x => x.setTime(1.7));
t(x => x.setTime("86400000" as any));
t(x => (x as any).setYear(95));
t(x => (x as any).setYear(2000));
t(x => x.setHours(1, undefined as any));
t(x => x.setMonth(NaN));
t(x => x.setDate(Infinity));
t(x => x.setTime(8.64e15 + 1));
t(x => x.setFullYear(275760, 8, 14));
t(x => (x.setMonth as any)());
t(x => x.setHours(1, 2, 3, 4, 5 as any));

// setters on an invalid date: NaN, except setFullYear/setYear which start from +0
const inv = () => new Date(NaN);
for (const f of [(x: Date) => x.setMonth(1), (x: Date) => x.setHours(1), (x: Date) => x.setUTCDate(1), (x: Date) => x.setMilliseconds(5)]) {
  const x = inv();
  console.log(f(x), x.getTime());
}
let x = inv();
console.log(x.setFullYear(2020), x.toISOString());
x = inv();
console.log(x.setUTCFullYear(2020, 5, 6), x.toISOString());
x = inv();
console.log((x as any).setYear(5), x.toISOString());
x = new Date(0);
console.log((x as any).setYear(NaN), x.getTime());
console.log(x.setTime(5), x.setTime(NaN), x.getTime(), x.setTime(5), x.getTime());

// every argument is converted, in order
const log: string[] = [];
const v = (n: number) => ({ valueOf() { log.push("v" + n); return n; } }) as any;
const y = new Date(0);
console.log(y.setUTCHours(v(1), v(2), v(3), v(4)), log.join(" "));
log.length = 0;
console.log(y.setFullYear(v(2001), v(1), v(1)), log.join(" "));
log.length = 0;
const z = new Date(NaN);
console.log(z.setFullYear(v(2001), v(2)), log.join(" "));

// a date is a mutable object: setters change it in place
const shared = new Date(0);
const holder = { when: shared };
shared.setUTCFullYear(2000);
console.log(holder.when.toISOString(), holder.when === shared);
// walking days across month and year ends
const walk = new Date(Date.UTC(2023, 11, 29));
const days: string[] = [];
for (let i = 0; i < 5; i++) { days.push(walk.toISOString().slice(0, 10) + ":" + walk.getUTCDay()); walk.setUTCDate(walk.getUTCDate() + 1); }
console.log(days.join(" "));
// last day of each month of a leap and a common year
for (const year of [2024, 2023, 1900, 2000]) {
  const ends: number[] = [];
  for (let m = 0; m < 12; m++) ends.push(new Date(year, m + 1, 0).getDate());
  console.log(year, ends.join(","));
}
for (const bad of [{}, [], 1, "x", null, undefined]) {
  try { Date.prototype.getDate.call(bad); } catch (e: any) { console.log(e.name, e.message); }
  try { Date.prototype.setDate.call(bad, 1); } catch (e: any) { console.log(e.name, e.message); }
}
try { Date.prototype.setUTCMinutes.call(Date.prototype, 1); } catch (e: any) { console.log(e.name, e.message); }
class Plain {}
class Talker { toString() { return "talker"; } }
for (const r of [new Plain(), new Talker(), Object.create(null), new Map(), [1, 2]])
  try { Date.prototype.setSeconds.call(r, 1); } catch (e: any) { console.log(e.name, e.message); }
// V8 converts the first argument, then reads the date: the rest are skipped for an invalid date
const w = (n: number) => ({ valueOf() { console.log("convert", n); return n; } }) as any;
console.log(new Date(NaN).setHours(w(1), w(2), w(3)), new Date(NaN).setMonth(w(4), w(5)), new Date(NaN).setUTCSeconds(w(6), w(7)));
const p = new Date(0);
console.log(p.setHours(w(5), { valueOf() { p.setTime(NaN); return 1; } } as any), p.getTime());
const q = new Date(0);
console.log(q.setMinutes({ valueOf() { q.setTime(86400000); return 1; } } as any), q.getTime());
