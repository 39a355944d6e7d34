// Invalid dates: NaN from every getter, "Invalid Date" text, RangeError from toISOString, null in
// JSON, and how they compare and print.
const bad = [new Date(NaN), new Date("garbage"), new Date(8.64e15 + 1), new Date(2020, NaN), new Date(Infinity), new Date(undefined as any)];
for (const d of bad) {
  console.log(d.getTime(), d.valueOf(), d.getFullYear(), d.getUTCMonth(), d.getDate(), d.getDay(), d.getHours(), d.getTimezoneOffset(), (d as any).getYear());
  console.log(String(d), d.toString(), d.toDateString(), d.toTimeString(), d.toUTCString(), d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString());
  console.log(d, [d], { d }, JSON.stringify(d), JSON.stringify({ d }), d.toJSON());
  try { d.toISOString(); } catch (e: any) { console.log(e instanceof RangeError, e.message); }
}
const n = new Date(NaN);
console.log(n == n, n === n, +n, n > new Date(0), n < new Date(0), isNaN(n as any), Number.isNaN(+n), `${n}`, n + "");
console.log(new Date(NaN).getTime() === new Date(NaN).getTime(), Object.is(new Date(NaN).getTime(), NaN));
console.log(new Date(new Date(NaN)).getTime(), new Date(-0).getTime(), Object.is(new Date(-0).getTime(), 0));
console.log(Date.UTC(NaN), Date.UTC(2020, Infinity), Date.UTC(275760, 8, 13, 0, 0, 0, 1), Date.UTC());
const revived = new Date(n.getTime());
console.log(revived.setMonth(2), revived.setFullYear(1999), revived.toISOString());
