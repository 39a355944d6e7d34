// resolvedOptions() of every Intl constructor: the locale as asked ("de", "de-AT", "en-IN"; en-US
// for a language without data), and each option as resolved, in node's order.
const p = (o: any) => console.log(JSON.stringify(o));
const nf = (l: any, o?: any) => p(new Intl.NumberFormat(l, o).resolvedOptions());
nf(undefined);
nf("de", { style: "currency", currency: "eur" });
nf("fr", { style: "unit", unit: "kilometer-per-hour", notation: "compact" });
nf("ja", { style: "percent", maximumSignificantDigits: 3, roundingPriority: "morePrecision" });
nf("en", { notation: "scientific", useGrouping: false, signDisplay: "always", minimumIntegerDigits: 3 });
nf("en", { notation: "compact", compactDisplay: "long" });
nf("en", { notation: "compact", maximumFractionDigits: 1 });
nf("en", { maximumSignificantDigits: 3 });
nf("en", { roundingIncrement: 5 });
nf("en", { roundingIncrement: 5, minimumFractionDigits: 2 });
nf("en", { useGrouping: true });
nf("en", { useGrouping: "true" });
nf("en", { roundingPriority: "lessPrecision" });
nf("en", { style: "currency", currency: "JPY", maximumFractionDigits: 1, currencyDisplay: "name" });
nf("en", { style: "currency", currency: "USD", currencySign: "accounting" });
nf("en", { style: "percent", trailingZeroDisplay: "stripIfInteger", roundingMode: "floor" });
nf("en", { notation: "engineering", compactDisplay: "long" });
nf("en", { minimumFractionDigits: 5 });
for (const t of ["de", "de-de", "DE-at", "en-in", "en-gb", "xx", "fr-CA", "ja-JP", "de-DE-x-foo", "en-GB-oxendict", ["fr", "de"], []])
  console.log(JSON.stringify(t), new Intl.NumberFormat(t as any).resolvedOptions().locale, new Intl.Collator(t as any).resolvedOptions().locale);
for (const l of ["en", "de", "fr", "ja"])
  for (const type of ["cardinal", "ordinal"]) p(new Intl.PluralRules(l, { type } as any).resolvedOptions());
p(new Intl.PluralRules().resolvedOptions());
p(new Intl.PluralRules("en", { maximumSignificantDigits: 3 }).resolvedOptions());
p(new Intl.PluralRules("fr", { minimumFractionDigits: 2 }).resolvedOptions());
p(new Intl.ListFormat("de").resolvedOptions());
p(new Intl.ListFormat("en-GB", { type: "disjunction", style: "narrow" }).resolvedOptions());
p(new Intl.RelativeTimeFormat("ja", { numeric: "auto" }).resolvedOptions());
p(new Intl.RelativeTimeFormat().resolvedOptions());
p(new Intl.RelativeTimeFormat("fr", { style: "short" }).resolvedOptions());
p(new Intl.Collator().resolvedOptions());
p(new Intl.Collator("de", { sensitivity: "base", numeric: true }).resolvedOptions());
p(new Intl.Collator("de", { usage: "search" }).resolvedOptions());
p(new Intl.Collator("fr", { sensitivity: "accent" }).resolvedOptions());
const dtf = (l: any, o?: any) => p(new Intl.DateTimeFormat(l, o).resolvedOptions());
dtf(undefined);
dtf("de", { dateStyle: "full", timeStyle: "short" });
dtf("en-GB", { hour: "numeric", minute: "2-digit", timeZone: "utc" });
dtf("en", { weekday: "long", month: "short", day: "numeric", timeZoneName: "short" });
for (const l of ["en-US", "en-GB", "de", "fr", "ja"]) {
  dtf(l, { hour: "numeric", hour12: true });
  dtf(l, { hour: "numeric", hour12: false });
  dtf(l, { timeStyle: "short" });
  dtf(l, { dateStyle: "medium" });
}
dtf("en", { hour: "numeric", minute: "numeric", second: "numeric" });
dtf("en", { minute: "numeric" });
dtf("en", { month: "long", year: "2-digit", day: "2-digit" });
dtf("en", { month: "2-digit" });
dtf("de", { month: "numeric", day: "numeric" });
dtf("en", { hourCycle: "h23", hour: "2-digit" });
dtf("en", { era: "short" });
dtf("en", { timeZone: "Etc/GMT", fractionalSecondDigits: 2, second: "numeric" });
dtf("en", { dayPeriod: "short", hour: "numeric" });
dtf("en", { weekday: "narrow", timeZoneName: "long" });
