// Intl.NumberFormat and Number.prototype.toLocaleString in the five supported locales:
// decimal, percent, currency (symbol, narrowSymbol, code), digit options, grouping, signs.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const values = [0, -0, 1, -1, 0.5, 1.005, 2.5, -2.5, 1234.5, -1234.567, 1000, 999.9995, 12345678.9, 1e21, 0.000123, NaN, Infinity, -Infinity];
const optionSets: Intl.NumberFormatOptions[] = [
  {},
  { style: "percent" },
  { style: "percent", maximumFractionDigits: 1 },
  { style: "currency", currency: "USD" },
  { style: "currency", currency: "EUR" },
  { style: "currency", currency: "JPY" },
  { style: "currency", currency: "GBP", currencyDisplay: "code" },
  { style: "currency", currency: "CHF" },
  { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" },
  { style: "currency", currency: "KWD" },
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4 },
  { maximumSignificantDigits: 3 },
  { minimumSignificantDigits: 4 },
  { minimumSignificantDigits: 2, maximumSignificantDigits: 5 },
  { useGrouping: false },
  { minimumIntegerDigits: 3 },
  { signDisplay: "always" },
  { signDisplay: "exceptZero" },
  { signDisplay: "never" },
  { signDisplay: "negative" },
];
for (const locale of locales) {
  for (const o of optionSets) {
    const nf = new Intl.NumberFormat(locale, o);
    console.log(locale, JSON.stringify(o), values.map((v) => nf.format(v)).join(" | "));
  }
}
for (const locale of locales) {
  console.log(locale, (1234.5).toLocaleString(locale), (0.256).toLocaleString(locale, { style: "percent" }),
    (-9876.5).toLocaleString(locale, { style: "currency", currency: "EUR" }));
}
console.log((1234.5).toLocaleString(), (1234.5).toLocaleString(undefined, { style: "currency", currency: "USD" }));
console.log((1234.5).toLocaleString(["de-DE", "en-US"]), (1234.5).toLocaleString("de"), (1234.5).toLocaleString("fr"));
console.log((1234.5).toLocaleString("xx-YY"), (1234.5).toLocaleString("de-Latn-DE"), (1234.5).toLocaleString("EN-gb", { style: "currency", currency: "USD" }));
for (const bad of ["en_US", "", "a", "toolongtag-x"]) {
  try {
    console.log((1).toLocaleString(bad));
  } catch (e) {
    console.log(bad, String(e));
  }
}
for (const o of [{ style: "money" }, { style: "currency" }, { currency: "US" }, { minimumFractionDigits: 101 },
  { minimumFractionDigits: 3, maximumFractionDigits: 1 }, { maximumSignificantDigits: 0 }, { signDisplay: "sometimes" }] as any[]) {
  try {
    console.log(new Intl.NumberFormat("en-US", o).format(1));
  } catch (e) {
    console.log(JSON.stringify(o), String(e));
  }
}
