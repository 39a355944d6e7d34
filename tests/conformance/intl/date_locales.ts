// Date's toLocaleString family and Intl.DateTimeFormat in the five supported locales: the
// defaults, dateStyle/timeStyle, and the common component options (timeZone UTC).
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"];
const dates = [new Date(Date.UTC(2024, 2, 5, 9, 5, 7, 89)), new Date(Date.UTC(1999, 11, 31, 23, 59, 59)),
  new Date(Date.UTC(2023, 0, 1, 0, 0, 0)), new Date(Date.UTC(2024, 6, 14, 12, 30, 0))];
const styles = ["full", "long", "medium", "short"] as const;
const components: Intl.DateTimeFormatOptions[] = [
  { year: "numeric", month: "long", day: "numeric" },
  { year: "numeric", month: "short", day: "numeric" },
  { year: "numeric", month: "2-digit", day: "2-digit" },
  { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  { weekday: "short", month: "short", day: "numeric" },
  { month: "long", day: "numeric" },
  { month: "short", year: "numeric" },
  { month: "long", year: "numeric" },
  { weekday: "long" },
  { month: "long" },
  { year: "numeric" },
  { hour: "2-digit", minute: "2-digit" },
  { hour: "numeric", minute: "2-digit", hour12: true },
  { hour: "numeric", minute: "2-digit", hour12: false },
  { hour: "numeric", minute: "2-digit", second: "2-digit" },
  { hour: "2-digit", minute: "2-digit", timeZoneName: "short" },
  { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" },
  { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
  { weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
  { year: "2-digit", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" },
  { hour: "numeric", hourCycle: "h11" },
  { hour: "numeric", minute: "numeric", hourCycle: "h23" },
];
for (const locale of locales) {
  for (const d of dates) {
    console.log(locale, d.toLocaleString(locale, { timeZone: "UTC" }), "|", d.toLocaleDateString(locale, { timeZone: "UTC" }), "|",
      d.toLocaleTimeString(locale, { timeZone: "UTC" }), "|", d.toLocaleString(locale));
  }
  const d = dates[0];
  for (const dateStyle of styles) {
    for (const timeStyle of styles) {
      console.log(locale, dateStyle, timeStyle, new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone: "UTC" }).format(d));
    }
    console.log(locale, dateStyle, d.toLocaleDateString(locale, { dateStyle }), "|", d.toLocaleTimeString(locale, { timeStyle: dateStyle }));
  }
  for (const o of components) {
    console.log(locale, JSON.stringify(o), dates.map((x) => x.toLocaleString(locale, { ...o, timeZone: "UTC" })).join(" | "));
  }
  console.log(locale, new Intl.DateTimeFormat(locale).format(d), "|", new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).format(d));
}
for (const m of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
  const d = new Date(Date.UTC(2024, m, 1 + m));
  console.log(locales.map((l) => d.toLocaleDateString(l, { weekday: "short", month: "long", day: "numeric", year: "numeric" }) + " / " +
    d.toLocaleDateString(l, { weekday: "long", month: "short", day: "numeric" })).join(" | "));
}
