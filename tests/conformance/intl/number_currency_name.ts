// Intl.NumberFormat currencyDisplay "name" in the five supported locales: the plural form of the
// currency's name for the number as shown, unknown codes, compact, formatToParts.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
for (const locale of locales) {
  for (const currency of ["USD", "EUR", "JPY", "GBP", "CHF", "XYZ"]) {
    const nf = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "name" });
    console.log(locale, currency, [0, 1, -1, 2.5, 1234.5, 1000000, NaN].map((v) => nf.format(v)).join(" | "));
  }
  console.log(locale, (1234.5).toLocaleString(locale, { style: "currency", currency: "USD", currencyDisplay: "name", notation: "compact" }),
    (1).toLocaleString(locale, { style: "currency", currency: "EUR", currencyDisplay: "name", maximumFractionDigits: 0 }));
  console.log(locale, JSON.stringify(new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", currencyDisplay: "name" }).formatToParts(-1234.5)));
}
