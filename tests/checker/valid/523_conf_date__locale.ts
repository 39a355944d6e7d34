// toLocaleString, toLocaleDateString and toLocaleTimeString with Intl options (en-US, as node
// prints it): every combination of the date fields, of the time fields with hour12, hour cycles
// with time zone names, dateStyle/timeStyle, option errors, and the usual calls from real code.
const dates = [new Date(Date.UTC(2024, 2, 5, 9, 5, 7)), new Date(Date.UTC(-5, 11, 31, 0, 0, 59))];
const W = [undefined, "long", "short", "narrow"], Y = [undefined, "numeric", "2-digit"], M = [undefined, "numeric", "2-digit", "long", "short", "narrow"], D = [undefined, "numeric", "2-digit"];
const H = [undefined, "numeric", "2-digit"], H12 = [undefined, true, false], C = [undefined, "h11", "h12", "h23", "h24"], Z = [undefined, "short", "long"];
const clean = (o: any) => { for (const k in o) if (o[k] === undefined) delete o[k]; return o; };
const run = (d: Date, o: any) => {
  const r: string[] = [];
  for (const m of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
    try { r.push((d as any)[m]("en-US", o)); } catch (e: any) { r.push(e.name + ": " + e.message); }
  }
  return r.join(" | ");
};
for (const d of dates) {
  for (const weekday of W) for (const year of Y) for (const month of M) for (const day of D) {
    const o = clean({ weekday, year, month, day });
    console.log(JSON.stringify(o), run(d, o));
  }
  for (const hour of H) for (const minute of H) for (const second of H) for (const hour12 of H12) {
    const o = clean({ hour, minute, second, hour12 });
    console.log(JSON.stringify(o), run(d, o));
  }
  for (const hourCycle of C) for (const timeZoneName of Z) for (const month of [undefined, "long", "short"]) {
    const o = clean({ hourCycle, timeZoneName, month, day: month ? "numeric" : undefined, hour: "numeric", minute: "2-digit" });
    console.log(JSON.stringify(o), run(d, o));
  }
  for (const dateStyle of [undefined, "full", "long", "medium", "short"]) for (const timeStyle of [undefined, "full", "long", "medium", "short"]) {
    const o = clean({ dateStyle, timeStyle });
    console.log(JSON.stringify(o), run(d, o));
  }
}

const d = new Date(Date.UTC(2024, 6, 4, 18, 30, 5));
const tryIt = (f: () => string) => { try { return f(); } catch (e: any) { return e.name + ": " + e.message; } };
console.log(d.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" }));
console.log(d.toLocaleDateString(undefined, { month: "short", day: "numeric", year: "numeric" }), "|", d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }));
console.log(d.toLocaleString("en-US", { timeZone: "UTC" }), "|", d.toLocaleString("en-US", { hour12: false }), "|", d.toLocaleTimeString("en-US", { hourCycle: "h23" }));
console.log(d.toLocaleDateString("en-US", { month: "long" }), "|", d.toLocaleDateString("en-US", { weekday: "short" }), "|", d.toLocaleDateString("en-US", { year: "numeric", month: "2-digit", day: "2-digit" }));
console.log(d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }), "|", d.toLocaleString("en-US", { timeZoneName: "short" }));
console.log(new Date(NaN).toLocaleDateString("en-US", { month: "long" }), new Date(NaN).toLocaleString("en-US", { timeZone: "Nowhere/Never" }));
for (const o of [{ timeZone: "Foo/Bar" }, { timeZone: "utc" }, { timeZone: "Etc/GMT" }, { month: "longer" }, { hourCycle: "h25" }, { timeZoneName: "bad" },
  { dateStyle: "huge" }, { dateStyle: "full", year: "numeric" }, { timeStyle: "short", weekday: "long" }, { dateStyle: "short", timeZoneName: "short" }, { hour12: "yes" }, { hour12: 0 }])
  console.log(JSON.stringify(o), tryIt(() => d.toLocaleString("en-US", o as any)));
console.log(tryIt(() => d.toLocaleDateString("en-US", { timeStyle: "short" })), "|", tryIt(() => d.toLocaleTimeString("en-US", { dateStyle: "short" })));
console.log(tryIt(() => d.toLocaleString("en-US", null as any)), "|", tryIt(() => d.toLocaleString("en-US", 5 as any)), "|", tryIt(() => d.toLocaleString("en-US", "x" as any)));
const order: string[] = [];
const spy: any = {};
for (const k of ["timeStyle", "dateStyle", "timeZoneName", "second", "minute", "hour", "day", "month", "year", "weekday", "timeZone", "hourCycle", "hour12"])
  Object.defineProperty(spy, k, { get() { order.push(k); return undefined; } });
d.toLocaleString("en-US", spy);
console.log(order.join(","));
console.log(tryIt(() => d.toLocaleString("en-US", { get month() { throw new Error("getter"); } } as any)));
console.log(tryIt(() => d.toLocaleString("en-US", { month: { toString() { return "short"; } } } as any)), "|", d.toLocaleTimeString("en-US", { weekday: "short" }));
// the order V8 reads the options in, for each method and with some fields given
const keys = ["timeStyle", "dateStyle", "timeZoneName", "second", "minute", "hour", "day", "month", "year", "weekday", "timeZone", "hourCycle", "hour12",
  "era", "dayPeriod", "fractionalSecondDigits", "localeMatcher", "formatMatcher", "calendar", "numberingSystem"];
for (const [m, given] of [["toLocaleString", {}], ["toLocaleString", { month: "long" }], ["toLocaleDateString", {}], ["toLocaleTimeString", {}],
  ["toLocaleTimeString", { hour: "numeric" }], ["toLocaleString", { dateStyle: "long" }], ["toLocaleDateString", { timeStyle: "long" }]] as [string, any][]) {
  const seen: string[] = [];
  const opts: any = {};
  for (const k of keys) Object.defineProperty(opts, k, { get() { seen.push(k); return given[k]; } });
  const r = tryIt(() => (d as any)[m]("en-US", opts));
  console.log(m, JSON.stringify(given), r, seen.join(","));
}
const ms = new Date(Date.UTC(2024, 2, 5, 9, 5, 7, 89));
for (const o of [{ fractionalSecondDigits: 3 }, { fractionalSecondDigits: 1 }, { fractionalSecondDigits: 2, hour: "numeric", minute: "numeric", second: "numeric" },
  { fractionalSecondDigits: 3, second: "numeric" }, { fractionalSecondDigits: 3, minute: "numeric", second: "numeric" }, { fractionalSecondDigits: 4 },
  { fractionalSecondDigits: 0 }, { fractionalSecondDigits: "2" }, { fractionalSecondDigits: 3, timeStyle: "short" }, { era: "bad" }, { localeMatcher: "x" },
  { formatMatcher: "x" }, { calendar: "gregory" }, { year: "numeric", timeStyle: "short" }, { timeStyle: "short", dateStyle: "short", hour12: true }])
  console.log(JSON.stringify(o), tryIt(() => ms.toLocaleString("en-US", o as any)), "|", tryIt(() => ms.toLocaleTimeString("en-US", o as any)));
console.log(tryIt(() => ms.toLocaleString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 3, hour12: false })));
for (const z of ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"])
  console.log(z, ms.toLocaleString("en-US", { timeZoneName: z } as any), "|", ms.toLocaleDateString("en-US", { timeZoneName: z } as any), "|",
    ms.toLocaleTimeString("en-US", { timeZoneName: z, hour: "numeric" } as any), "|", ms.toLocaleDateString("en-US", { timeZoneName: z, month: "long" } as any));
// random option sets (a fixed pseudo-random sequence) on random instants, odd combinations included
let seed2 = 7;
const rnd2 = (n: number) => { seed2 = (seed2 * 1103515245 + 12345) % 2147483648; return seed2 % n; };
const choices2: any = {
  weekday: ["long", "short", "narrow"], year: ["numeric", "2-digit"], month: ["numeric", "2-digit", "long", "short", "narrow"],
  day: ["numeric", "2-digit"], hour: ["numeric", "2-digit"], minute: ["numeric", "2-digit"], second: ["numeric", "2-digit"],
  fractionalSecondDigits: [1, 2, 3], hour12: [true, false], hourCycle: ["h11", "h12", "h23", "h24"],
  timeZoneName: ["short", "long", "shortOffset", "longOffset"], dateStyle: ["full", "long", "medium", "short"], timeStyle: ["full", "long", "medium", "short"], timeZone: ["UTC"],
};
const keys2 = Object.keys(choices2);
const lines: string[] = [];
for (let i = 0; i < 400; i++) {
  const o: any = {};
  const styleMode = rnd2(5) === 0;
  for (const k of keys2) {
    const isStyle = k === "dateStyle" || k === "timeStyle", free = k === "hour12" || k === "hourCycle" || k === "timeZone";
    if ((styleMode ? isStyle || free : !isStyle) && rnd2(3) === 0) o[k] = choices2[k][rnd2(choices2[k].length)];
  }
  const t = (rnd2(2) ? -1 : 1) * rnd2(2147483647) * rnd2(4194304);
  const at = new Date(t);
  const r: string[] = [];
  for (const m of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
    try { r.push((at as any)[m]("en-US", o)); } catch (e: any) { r.push(e.name + ": " + e.message); }
  }
  lines.push(t + " " + JSON.stringify(o) + " " + r.join(" | "));
}
console.log(lines.join("\n"));
