// Intl.NumberFormat style "unit" (long, short, narrow) in the five supported locales: simple units,
// CLDR's whole "X-per-Y" units and composed ones; formatToParts; unit errors.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const units = ["kilometer", "meter", "mile", "kilogram", "pound", "liter", "gallon", "celsius", "fahrenheit", "percent",
  "second", "minute", "hour", "day", "week", "month", "year", "millisecond", "byte", "kilobyte", "megabyte", "gigabyte",
  "terabyte", "kilometer-per-hour", "mile-per-hour", "meter-per-second", "liter-per-kilometer", "mile-per-gallon",
  "megabyte-per-second", "byte-per-kilobyte", "gallon-per-mile", "kilobyte-per-liter", "fluid-ounce", "mile-scandinavian"];
for (const locale of locales) {
  for (const unitDisplay of ["long", "short", "narrow"] as const) {
    for (const unit of units) {
      const nf = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay });
      console.log(locale, unitDisplay, unit, [0, 1, -1, 2.5, 1234.5, NaN].map((v) => nf.format(v)).join(" | "));
    }
  }
  console.log(locale, (3).toLocaleString(locale, { style: "unit", unit: "hour" }),
    (1500000).toLocaleString(locale, { style: "unit", unit: "byte", notation: "compact", unitDisplay: "long" }));
  console.log(locale, JSON.stringify(new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).formatToParts(-1234.5)));
}
for (const o of [{ style: "unit" }, { style: "unit", unit: "parsec" }, { style: "unit", unit: "meter-per-parsec" },
  { style: "unit", unit: "meter", unitDisplay: "tiny" }] as any[]) {
  try {
    console.log(new Intl.NumberFormat("en-US", o).format(1));
  } catch (e) {
    console.log(JSON.stringify(o), String(e));
  }
  try {
    console.log((1).toLocaleString("en-US", o));
  } catch (e) {
    console.log(JSON.stringify(o), String(e));
  }
}
