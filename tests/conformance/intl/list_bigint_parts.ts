// Intl.ListFormat's formatToParts, and BigInt formatting by locale and options: toLocaleString
// and NumberFormat's format / formatToParts take the BigInt's exact digits (no detour through a
// double), with the locale's separators and every option.
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"])
  for (const type of ["conjunction", "disjunction", "unit"] as const)
    for (const items of [[], ["a"], ["a", "b"], ["a", "b", "c"], ["x", "y", "z", "w"]])
      console.log(l, type, JSON.stringify(new Intl.ListFormat(l, { type, style: "short" }).formatToParts(items)));
const big = 123456789012345678901234567890n;
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"]) {
  console.log(l, big.toLocaleString(l), (-big).toLocaleString(l), 0n.toLocaleString(l), (-5n).toLocaleString(l));
  console.log(l, big.toLocaleString(l, { style: "currency", currency: "EUR" }), big.toLocaleString(l, { notation: "compact" }));
  console.log(l, big.toLocaleString(l, { notation: "scientific" }), big.toLocaleString(l, { notation: "engineering", maximumFractionDigits: 5 }));
  console.log(l, big.toLocaleString(l, { maximumSignificantDigits: 3 }), big.toLocaleString(l, { maximumSignificantDigits: 3, roundingMode: "ceil" }));
  console.log(l, big.toLocaleString(l, { style: "percent" }), big.toLocaleString(l, { useGrouping: false, minimumFractionDigits: 2 }));
  console.log(l, 2n.toLocaleString(l, { style: "unit", unit: "kilobyte", unitDisplay: "long" }), 1n.toLocaleString(l, { style: "currency", currency: "USD", currencyDisplay: "name" }));
}
console.log(JSON.stringify(new Intl.NumberFormat("de-DE").formatToParts(-1234567890123456789012n)));
console.log(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "JPY" }).format(99999999999999999999n));
console.log(new Intl.NumberFormat("en-US", { roundingIncrement: 25, maximumFractionDigits: 0 }).format(9007199254740993n));
const huge = 7n ** 500n;
const s = huge.toLocaleString("de-DE");
console.log(s.length, s.slice(0, 40), s.slice(-40));
const t = (-huge).toLocaleString("en-US", { useGrouping: false });
console.log(t.length, t === (-huge).toString());
try { (1n as any).toLocaleString("en", { style: "currency" }); } catch (e) { console.log(String(e)); }
try { (1n as any).toLocaleString("!!"); } catch (e) { console.log(String(e)); }
const long = 3n ** 10000n; // 4772 digits: every group separator kept (3-byte U+202F in fr, 2s in en-IN)
for (const l of ["fr-FR", "en-IN", "de-CH"]) {
  const s = long.toLocaleString(l, { style: "currency", currency: "EUR" });
  console.log(l, s.length, s.slice(0, 30), s.slice(-30), new Intl.NumberFormat(l).formatToParts(-long).length);
}
