// Intl edge values: the largest and smallest doubles with every digit option, long groupings in
// formatToParts, fraction-digit limits (0..20 in node 20), bad locale arguments, throwing getters,
// the extreme dates, long strings in localeCompare.
const cases: [number, any, any][] = [
  [1e308, "fr-FR", { maximumFractionDigits: 20, minimumFractionDigits: 20 }],
  [-1e308, "de-DE", { notation: "compact", compactDisplay: "long" }],
  [5e-324, "ja-JP", { maximumSignificantDigits: 21, minimumSignificantDigits: 21 }],
  [1e308, "en-US", { style: "percent", useGrouping: false, minimumIntegerDigits: 21 }],
  [1e308, "fr-FR", { style: "unit", unit: "kilobyte-per-mile-scandinavian", unitDisplay: "long" }],
  [1e21, "en-US", { style: "currency", currency: "EUR", currencyDisplay: "name", notation: "compact" }],
];
for (const [x, l, o] of cases) {
  const s = new Intl.NumberFormat(l, o).format(x);
  console.log(s.length, s.slice(0, 60));
}
for (const bad of [[1 as any], [{}], null, {}, "x".repeat(100)]) {
  try { console.log((1).toLocaleString(bad as any)); } catch (e) { console.log(String(e)); }
}
try { new Intl.NumberFormat("en", { get style() { throw new Error("getter"); } } as any); } catch (e) { console.log(String(e)); }
console.log(new Date(8.64e15).toLocaleString("ja-JP", { dateStyle: "full", timeStyle: "full" }), new Date(-8.64e15).toLocaleString("de-DE"));
console.log(["b", "a", "C"].sort(new Intl.Collator("de").compare), "x".repeat(100000).localeCompare("x".repeat(100000), "fr", { sensitivity: "base" }));
for (const o of [{ maximumFractionDigits: 21 }, { minimumFractionDigits: 21 }, { maximumFractionDigits: 100 }]) {
  try { console.log((1.5).toLocaleString("en", o)); } catch (e) { console.log(String(e)); }
}
console.log(JSON.stringify(new Intl.NumberFormat("fr-FR").formatToParts(-1e308)).length);
