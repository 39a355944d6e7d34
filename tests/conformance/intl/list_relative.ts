// Intl.ListFormat (types and styles) and Intl.RelativeTimeFormat (units, styles, numeric auto)
// in the five supported locales.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const lists = [[], ["a"], ["a", "b"], ["a", "b", "c"], ["Äpfel", "Birnen", "Kirschen", "Pflaumen"]];
for (const locale of locales) {
  for (const type of ["conjunction", "disjunction", "unit"] as const) {
    for (const style of ["long", "short", "narrow"] as const) {
      const lf = new Intl.ListFormat(locale, { type, style });
      console.log(locale, type, style, lists.map((l) => JSON.stringify(lf.format(l))).join(" "));
    }
  }
}
const units = ["second", "minute", "hour", "day", "week", "month", "quarter", "year", "days", "years"] as const;
const values = [-2, -1, 0, -0, 1, 2, 3, 1.5, -1234.5, 1000000];
for (const locale of locales) {
  for (const style of ["long", "short", "narrow"] as const) {
    for (const numeric of ["always", "auto"] as const) {
      const rtf = new Intl.RelativeTimeFormat(locale, { style, numeric });
      for (const unit of units) console.log(locale, style, numeric, unit, values.map((v) => rtf.format(v, unit)).join(" | "));
    }
  }
}
for (const f of [() => new Intl.RelativeTimeFormat("en", { style: "tiny" as any }), () => new Intl.ListFormat("en", { type: "xor" as any }),
  () => new Intl.RelativeTimeFormat("en").format(1, "fortnight" as any), () => new Intl.RelativeTimeFormat("en").format(Infinity, "day"),
  () => new Intl.ListFormat("en").format(["a", 1 as any])]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(String(e));
  }
}
