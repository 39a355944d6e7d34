// Localised report of host order stats: many Intl formats side by side for a few locales and time zones.
interface Stat { region: string; locale: string; tz: string; currency: string; orders: number; revenue: number; growth: number; at: string }
const analytics = {
  async stats(): Promise<Stat[]> {
    return [
      { region: "US", locale: "en-US", tz: "America/New_York", currency: "USD", orders: 15230, revenue: 1234567.891, growth: 0.0734, at: "2024-11-03T06:30:00Z" },
      { region: "DE", locale: "de-DE", tz: "Europe/Berlin", currency: "EUR", orders: 8432, revenue: 654321.5, growth: -0.0215, at: "2024-03-31T00:59:00Z" },
      { region: "JP", locale: "ja-JP", tz: "Asia/Tokyo", currency: "JPY", orders: 40211, revenue: 98765432, growth: 0.12, at: "2024-12-31T15:00:00Z" },
      { region: "IN", locale: "en-IN", tz: "Asia/Kolkata", currency: "INR", orders: 120034, revenue: 45678901.25, growth: 0.305, at: "2024-07-15T18:45:00Z" },
      { region: "FR", locale: "fr-FR", tz: "Europe/Paris", currency: "EUR", orders: 999, revenue: 10999.99, growth: 0, at: "2024-10-27T01:30:00Z" },
    ];
  },
};

const rows = await analytics.stats();
for (const s of rows) {
  const nf = new Intl.NumberFormat(s.locale);
  const cf = new Intl.NumberFormat(s.locale, { style: "currency", currency: s.currency });
  const compact = new Intl.NumberFormat(s.locale, { notation: "compact", compactDisplay: "short" });
  const pct = new Intl.NumberFormat(s.locale, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 1 });
  const df = new Intl.DateTimeFormat(s.locale, { dateStyle: "medium", timeStyle: "short", timeZone: s.tz });
  const wd = new Date(s.at).toLocaleDateString(s.locale, { weekday: "long", timeZone: s.tz });
  console.log(`${s.region}: ${nf.format(s.orders)} orders | ${cf.format(s.revenue)} | ${compact.format(s.revenue)} | ${pct.format(s.growth)} | ${df.format(new Date(s.at))} (${wd})`);
}
const en = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });
const total = rows.reduce((t, r) => t + r.orders, 0);
console.log("orders total", en.format(total), (total / rows.length).toFixed(1), total.toLocaleString("en-US"));
const parts = new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", timeZone: "UTC", hourCycle: "h23" }).formatToParts(new Date(rows[0].at));
console.log(parts.map((p) => `${p.type}=${p.value}`).filter((p) => !p.startsWith("literal")).join(" "));
const ordinal = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffix: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ranked = [...rows].sort((a, b) => b.growth - a.growth).map((r, i) => `${i + 1}${suffix[ordinal.select(i + 1)]} ${r.region}`);
console.log(ranked.join(", "));
console.log(new Intl.ListFormat("en", { type: "disjunction" }).format(rows.map((r) => r.currency).filter((c, i, a) => a.indexOf(c) === i)));
