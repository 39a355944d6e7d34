// Intl.Collator and localeCompare(that, locales, options) in the five supported locales:
// sensitivity base/accent/case/variant, numeric, sorting with collator.compare.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const pairs = [["a", "b"], ["a", "A"], ["a", "á"], ["A", "á"], ["résumé", "resume"], ["Résumé", "resume"], ["straße", "strasse"],
  ["Äpfel", "Apfel"], ["item2", "item10"], ["file007", "file7"], ["", "a"], ["a b", "ab"], ["zebra", "Zebra"], ["côte", "coté"]];
for (const locale of locales) {
  for (const sensitivity of ["base", "accent", "case", "variant"] as const) {
    const c = new Intl.Collator(locale, { sensitivity });
    console.log(locale, sensitivity, pairs.map(([a, b]) => c.compare(a, b)).join(" "),
      pairs.map(([a, b]) => a.localeCompare(b, locale, { sensitivity })).join(" "));
  }
  const n = new Intl.Collator(locale, { numeric: true });
  console.log(locale, "numeric", pairs.map(([a, b]) => n.compare(a, b)).join(" "));
  const words = ["zebra", "Äpfel", "apple", "Zebra", "item10", "item2", "éclair", "eclair", "Eclair", "banana", "10", "9", "Ω"];
  console.log(locale, [...words].sort(new Intl.Collator(locale).compare).join(","));
  console.log(locale, [...words].sort(new Intl.Collator(locale, { numeric: true, sensitivity: "base" }).compare).join(","));
}
for (const f of [() => new Intl.Collator("en", { sensitivity: "loud" as any }), () => "a".localeCompare("b", "en_US"),
  () => new Intl.Collator("en", { usage: "index" as any })]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(String(e));
  }
}
