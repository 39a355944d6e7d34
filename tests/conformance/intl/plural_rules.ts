// Intl.PluralRules (cardinal and ordinal) in the five supported locales, with digit options.
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const values = [0, 1, -1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 111, 0.5, 1.0, 1.5, 2.5, 1000000, 2000000, 1e21, NaN, Infinity, -0];
for (const locale of locales) {
  for (const type of ["cardinal", "ordinal"] as const) {
    const pr = new Intl.PluralRules(locale, { type });
    console.log(locale, type, values.map((v) => pr.select(v)).join(" "));
  }
  const two = new Intl.PluralRules(locale, { minimumFractionDigits: 2 });
  console.log(locale, "minFrac2", [0, 1, 1.5, 2].map((v) => two.select(v)).join(" "));
  const sig = new Intl.PluralRules(locale, { maximumSignificantDigits: 1 });
  console.log(locale, "maxSig1", [0.9, 1.04, 1.4, 14].map((v) => sig.select(v)).join(" "));
}
try {
  new Intl.PluralRules("en", { type: "bogus" as any });
} catch (e) {
  console.log(String(e));
}
