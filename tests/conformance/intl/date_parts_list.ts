// Intl.DateTimeFormat's formatToParts in every locale with data (numeric and spelled-out dates,
// 12- and 24-hour clocks, fractional seconds, zone names, dateStyle/timeStyle), the parts joining
// to format()'s text; invalid dates throw a RangeError.
const d = Date.UTC(2024, 2, 5, 21, 7, 9, 45);
const opts: Intl.DateTimeFormatOptions[] = [
  {}, { dateStyle: "full", timeStyle: "long" }, { dateStyle: "medium", timeStyle: "short" }, { dateStyle: "short" },
  { timeStyle: "medium" }, { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  { hour: "numeric", minute: "2-digit", second: "2-digit", fractionalSecondDigits: 2 },
  { hour: "2-digit", minute: "2-digit", hour12: false }, { month: "short", day: "numeric", hour: "numeric", timeZoneName: "short" },
  { year: "2-digit", month: "2-digit", day: "2-digit", timeZone: "America/New_York", timeZoneName: "shortOffset", hour: "numeric" },
  { weekday: "short", hour: "numeric", timeZone: "Asia/Tokyo" }, { minute: "2-digit", second: "2-digit" },
];
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"])
  for (const o of opts) {
    const f = new Intl.DateTimeFormat(l, o);
    const parts = f.formatToParts(d);
    console.log(l, JSON.stringify(o), parts.map((p) => p.type + "=" + p.value).join("|"), parts.map((p) => p.value).join("") === f.format(d));
  }
for (const bad of [NaN, 8.64e15 + 1, "x"])
  try { new Intl.DateTimeFormat("en").formatToParts(bad as any); } catch (e) { console.log(String(e)); }
console.log(JSON.stringify(new Intl.DateTimeFormat("en", { timeZone: "UTC" }).formatToParts(new Date(0))));
// RelativeTimeFormat formatToParts: the number's parts carry the unit; words are one literal
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"])
  for (const [v, u] of [[-3, "day"], [1234.5, "days"], [-1, "day"], [0, "second"], [2, "quarter"], [-0, "year"], [1e6, "hours"]] as const)
    for (const numeric of ["always", "auto"] as const)
      console.log(l, v, u, numeric, JSON.stringify(new Intl.RelativeTimeFormat(l, { numeric, style: "short" }).formatToParts(v, u)));
