// Regional variants with their own CLDR data: en-IN (groups of 3 then 2: "12,34,567"), en-CA,
// en-AU, de-AT (another group separator for amounts), de-CH (the sign after the currency:
// "CHF-5.00"), fr-CA, fr-CH; numbers, currencies, percent, compact, dates, lists, relative time.
const locales = ["en-IN", "en-CA", "en-AU", "de-AT", "de-CH", "fr-CA", "fr-CH"];
const d = new Date(Date.UTC(2024, 0, 5, 15, 4, 9));
for (const l of locales) {
  console.log(l, [1234567.891, -1234567.891, 0.5, 123, 12345, 1e21].map((x) => x.toLocaleString(l)).join(" | "));
  console.log(l, [-5, 1234.5, 0, 12345678.9].map((x) => x.toLocaleString(l, { style: "currency", currency: "EUR" })).join(" | "),
    "|", [-5, 5, 0].map((x) => x.toLocaleString(l, { style: "currency", currency: "CHF", signDisplay: "always" })).join(" | "),
    "|", (-5).toLocaleString(l, { style: "currency", currency: "CHF", signDisplay: "never" }),
    (-1234.5).toLocaleString(l, { style: "currency", currency: "INR", currencyDisplay: "code" }));
  console.log(l, (0.25).toLocaleString(l, { style: "percent" }), (1234567).toLocaleString(l, { notation: "compact" }),
    (123456789).toLocaleString(l, { notation: "compact", compactDisplay: "long" }), (123456789).toLocaleString(l, { useGrouping: "min2" }),
    (1234).toLocaleString(l, { useGrouping: "min2" }), 12345678901234567890n.toLocaleString(l));
  console.log(l, JSON.stringify(new Intl.NumberFormat(l, { style: "currency", currency: "USD" }).formatToParts(-1234567.5)));
  console.log(l, d.toLocaleString(l), "|", d.toLocaleDateString(l, { dateStyle: "full" }), "|", d.toLocaleTimeString(l, { timeStyle: "short" }),
    "|", d.toLocaleDateString(l, { month: "short", day: "numeric", year: "numeric" }));
  console.log(l, new Intl.ListFormat(l).format(["a", "b", "c"]), "|", new Intl.RelativeTimeFormat(l, { numeric: "auto" }).format(-1, "day"),
    "|", new Intl.NumberFormat(l).resolvedOptions().locale, new Intl.DateTimeFormat(l).resolvedOptions().locale);
}
for (const l of ["en-NZ", "de-LU", "fr-BE", "ja-JP"]) console.log(l, (1234567.5).toLocaleString(l), new Intl.NumberFormat(l).resolvedOptions().locale);
