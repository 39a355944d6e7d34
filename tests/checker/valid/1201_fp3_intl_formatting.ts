const amounts = [0, 1, 12.5, 1234.567, -98765.4321, 1e7];
const locales = ["en-US", "de-DE", "fr-FR"] as const;

for (const loc of locales) {
  const cur = new Intl.NumberFormat(loc, { style: "currency", currency: "EUR" });
  const plain = new Intl.NumberFormat(loc, { maximumFractionDigits: 1 });
  console.log(loc.padEnd(6), amounts.map((a) => cur.format(a)).join(" | "));
  console.log("".padEnd(6), amounts.map((a) => plain.format(a)).join(" | "));
}

const pct = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 1 });
console.log([0.1234, 0.5, 1].map((x) => pct.format(x)));
const compact = new Intl.NumberFormat("en", { notation: "compact" });
console.log([999, 1500, 2_300_000].map((n) => compact.format(n)).join(", "));

const d = new Date(Date.UTC(2024, 1, 29, 13, 5, 9));
const long = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });
const short = new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" });
console.log(long.format(d));
console.log(short.format(d));
const parts = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", timeZone: "UTC", hour12: false }).formatToParts(d);
console.log(parts.filter((p) => p.type !== "literal").map((p) => `${p.type}=${p.value}`).join(","));

function pad2(n: number): string {
  return n.toString().padStart(2, "0");
}
const iso = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
console.log(iso, d.toISOString().startsWith(iso));

const words = ["Zebra", "apple", "Äpfel", "banana", "apple pie", "Banana"];
console.log([...words].sort());
console.log([...words].sort((a, b) => a.localeCompare(b)));
console.log([...words].sort((a, b) => a.localeCompare(b, "de", { sensitivity: "base" })));
const collator = new Intl.Collator("en", { numeric: true });
console.log(["item10", "item2", "item1"].sort(collator.compare));
const plural = new Intl.PluralRules("en-US");
const label = (n: number) => `${n} ${plural.select(n) === "one" ? "file" : "files"}`;
console.log([0, 1, 2].map(label).join("; "));
console.log((1234.5).toLocaleString("en-US"), (0.000123).toExponential(2), (255).toString(16).toUpperCase());
