// toLocaleString and Intl.NumberFormat in en-US: decimal, percent and currency styles, fraction digits, grouping.
const n = 1234.5;
console.log(n.toLocaleString(), n.toLocaleString("en-US", { style: "currency", currency: "USD" }), (0.5).toLocaleString("en-US", { style: "percent" }));
console.log((-1234.567).toLocaleString("en-US", { style: "currency", currency: "EUR" }), (99.995).toLocaleString("en-US", { style: "currency", currency: "GBP" }));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "JPY" }), (1e6).toLocaleString("en-US", { style: "currency", currency: "CHF" }));
console.log((42).toLocaleString("en-US", { style: "currency", currency: "usd", currencyDisplay: "code" }), (5).toLocaleString("en-US", { style: "currency", currency: "CAD" }));
console.log((0.1234).toLocaleString("en-US", { style: "percent" }), (0.1234).toLocaleString("en-US", { style: "percent", minimumFractionDigits: 1 }), (0.145).toLocaleString("en-US", { style: "percent" }));
console.log((-0.075).toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 }), (12).toLocaleString("en-US", { style: "percent" }));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }), (3).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 3 }));
console.log((1234567.891).toLocaleString("en-US", { maximumFractionDigits: 1 }), (1234567.891).toLocaleString("en-US", { useGrouping: false }), (0).toLocaleString("en-US", { style: "currency", currency: "USD" }));
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
console.log(usd.format(1234.5), usd.format(-0.001), usd.format(1e21 as any), [1, 2.5, 1000].map(usd.format));
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });
console.log(pct.format(0.12345), pct.format("0.5" as any), new Intl.NumberFormat().format(9876.54321), (Intl.NumberFormat as any)(undefined, { minimumFractionDigits: 2 }).format(3));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(NaN), new Intl.NumberFormat("en-US", { style: "percent" }).format(-Infinity));
for (const bad of [{ style: "currency" }, { style: "bogus" }, { style: "currency", currency: "US" }, { maximumFractionDigits: 101 }, { minimumFractionDigits: 3, maximumFractionDigits: 1 }]) {
  try { new Intl.NumberFormat("en-US", bad as any); console.log("no error"); } catch (e) { console.log((e as Error).name); }
}
