// Intl.NumberFormat: compact notation (short and long) and formatToParts in the five supported locales.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const values = [0, -0, 1, 999, 1000, 1234, 1500, 12345, -98765, 999999, 1000000, 1234567, 2000000, 1.5e9, 1e12, 1e15, 1e21, 0.000123, 0.125, 2.5, NaN, -Infinity];
for (const locale of locales) {
  for (const compactDisplay of ["short", "long"] as const) {
    const nf = new Intl.NumberFormat(locale, { notation: "compact", compactDisplay });
    console.log(locale, compactDisplay, values.map((v) => nf.format(v)).join(" | "));
  }
  const sig = new Intl.NumberFormat(locale, { notation: "compact", maximumSignificantDigits: 3 });
  console.log(locale, "compact sig3", values.map((v) => sig.format(v)).join(" | "));
  const cur = new Intl.NumberFormat(locale, { notation: "compact", style: "currency", currency: "USD" });
  console.log(locale, "compact USD", [1234, 5600000].map((v) => cur.format(v)).join(" | "));
  console.log(locale, "compact grouping", (1234).toLocaleString(locale, { notation: "compact", useGrouping: true }));
}
for (const locale of locales) {
  const fmts: Intl.NumberFormatOptions[] = [
    {},
    { style: "percent", signDisplay: "always" },
    { style: "currency", currency: "EUR" },
    { style: "currency", currency: "USD", currencyDisplay: "code" },
    { notation: "compact", compactDisplay: "long" },
  ];
  for (const o of fmts) {
    const nf = new Intl.NumberFormat(locale, o);
    for (const v of [-1234567.891, 0.5, NaN, Infinity]) console.log(locale, JSON.stringify(o), v, JSON.stringify(nf.formatToParts(v)));
  }
}
