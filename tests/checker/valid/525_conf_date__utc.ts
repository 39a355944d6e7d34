// Date.UTC and the calendar at the edges: two-digit years, year 0 and negative years, leap rules,
// the ends of the time range, month and day overflow, fractional and huge arguments.
console.log(Date.UTC(1970, 0, 1), Date.UTC(1970), Date.UTC(1970, 0), Date.UTC(2000, 1, 29), Date.UTC(2001, 1, 29));
for (const y of [0, 1, 49, 50, 99, 99.9, 100, 999, 1000, -0.5, -1, -100, -1000, 1899, 1900, 9999, 10000, 275760, 275761, -271821, -271822, 1e6, 1e6 + 1, -1e6, -1e6 - 1]) {
  const t = Date.UTC(y, 0, 1);
  console.log(y, t, isNaN(t) ? "-" : new Date(t).toISOString(), isNaN(t) ? "-" : new Date(t).getUTCDay());
}
console.log(Date.UTC(275760, 8, 13), Date.UTC(275760, 8, 13, 0, 0, 0, 1), Date.UTC(-271821, 3, 20), Date.UTC(-271821, 3, 19, 23, 59, 59, 999));
console.log(Date.UTC(2020, 12), Date.UTC(2020, -1), Date.UTC(2020, 0, 366), Date.UTC(2020, 0, 1, 24 * 366), Date.UTC(2020, 1e7), Date.UTC(2020, 1e7 + 1), Date.UTC(2020, -1e7 - 1));
console.log(Date.UTC(2020, 0, 1, 0, 0, 0, 0.9), Date.UTC(2020, 0, 1, 0, 0, 0, -0.9), Date.UTC(2020.9, 0.9, 1.9, 1.9, 1.9, 1.9, 1.9));
console.log(Date.UTC(2020, 0, 1e20), Date.UTC(2020, 0, 1, 1e20), Date.UTC(2020, 0, 1, -1e20), Date.UTC(2020, 0, 1, 0, 0, 0, 8.64e15));
console.log(Date.UTC("2020" as any, "1" as any), Date.UTC(null as any), Date.UTC(true as any, false as any), Date.UTC(undefined as any), Date.UTC([] as any));
console.log(Date.UTC.length, Date.parse.length, Date.now.length, Date.UTC.name, Date.parse.name, Date.now.name);
// leap years over four centuries and the 400-year cycle
let leaps = 0;
for (let y = 1600; y < 2000; y++) if (new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1) leaps++;
console.log(leaps, (Date.UTC(2400, 0) - Date.UTC(2000, 0)) / 86400000, (Date.UTC(-400, 0) - Date.UTC(-800, 0)) / 86400000);
// weekday of the first of January, across eras
const wd: number[] = [];
for (let y = -10; y <= 10; y++) wd.push(new Date(Date.UTC(y, 0, 1)).getUTCDay());
console.log(wd.join(""));
const full = new Date(0);
full.setUTCFullYear(5);
console.log(full.toISOString(), full.getUTCFullYear(), new Date(Date.UTC(5, 0)).getUTCFullYear());
