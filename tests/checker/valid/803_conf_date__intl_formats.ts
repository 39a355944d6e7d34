// Intl in en-US for reports: DateTimeFormat, PluralRules, ListFormat, RelativeTimeFormat.
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));
console.log(new Intl.DateTimeFormat("en-US").format(d), new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(d));
console.log(new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" }).format(d), new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(d));
console.log(new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(d), new Intl.DateTimeFormat(undefined, { year: "numeric" }).format(0 as any));
console.log([d, new Date(0)].map(new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format));
const pr = new Intl.PluralRules("en-US");
console.log([0, 1, 2, 1.5, -1].map((n) => pr.select(n)));
const ord = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffix: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => n + suffix[ord.select(n)]).join(" "));
const lf = new Intl.ListFormat("en-US");
console.log(lf.format(["a"]), lf.format(["a", "b"]), lf.format(["a", "b", "c"]), lf.format([]));
console.log(new Intl.ListFormat("en", { type: "disjunction" }).format(["x", "y", "z"]), new Intl.ListFormat("en", { style: "short" }).format(["x", "y", "z"]), new Intl.ListFormat("en", { type: "unit" }).format(["5 lb", "3 oz"]));
const rtf = new Intl.RelativeTimeFormat("en-US");
console.log(rtf.format(3, "day"), rtf.format(-1, "day"), rtf.format(1, "hours"), rtf.format(-2.5, "month"), rtf.format(1000, "year"), rtf.format(0, "second"));
const auto = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
console.log(auto.format(-1, "day"), auto.format(1, "day"), auto.format(0, "day"), auto.format(0, "second"), auto.format(-1, "year"), auto.format(2, "week"));
try { rtf.format(1, "fortnight" as any); } catch (e) { console.log((e as Error).name); }
