// Intl time zones: timeZone "UTC" and the IANA zones of the table (names and aliases, any case),
// their daylight-saving rules from 1970 on (tzdata), and the zone names of timeZoneName (short,
// long, shortOffset, longOffset, longGeneric) in every locale with data; dateStyle/timeStyle
// with zones; RangeError for an unknown zone. The guest's clock and Date's local time stay UTC.
const zones = ["UTC", "America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles",
  "America/Sao_Paulo", "Europe/London", "Europe/Dublin", "Europe/Paris", "Europe/Berlin", "Europe/Madrid", "Europe/Moscow",
  "Asia/Tokyo", "Asia/Shanghai", "Asia/Kolkata", "Asia/Singapore", "Asia/Dubai", "Asia/Tehran", "Australia/Sydney",
  "Australia/Adelaide", "Pacific/Auckland", "America/Santiago", "Pacific/Honolulu", "Africa/Cairo"];
const instants = [Date.UTC(2024, 0, 15, 12), Date.UTC(2024, 6, 15, 12), Date.UTC(2024, 2, 10, 6, 59), Date.UTC(2024, 2, 10, 7),
  Date.UTC(2024, 9, 27, 0, 59, 59), Date.UTC(2024, 9, 27, 1), Date.UTC(1975, 5, 1), Date.UTC(1999, 11, 31, 23, 30),
  Date.UTC(2030, 6, 1), Date.UTC(2055, 6, 1, 3), Date.UTC(2055, 0, 1, 3), 0];
for (const z of zones) {
  const f = new Intl.DateTimeFormat("en-US", { timeZone: z, dateStyle: "medium", timeStyle: "long" });
  console.log(z, new Intl.DateTimeFormat("en", { timeZone: z }).resolvedOptions().timeZone);
  console.log("  " + instants.map((t) => f.format(t)).join(" | "));
}
const kinds = ["short", "long", "shortOffset", "longOffset", "longGeneric"] as const;
for (const z of ["America/New_York", "Europe/Paris", "Europe/London", "Europe/Dublin", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo", "Asia/Tokyo", "UTC"])
  for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"])
    console.log(z, l, kinds.filter((n) => n !== "longGeneric" || !z.startsWith("Europe/L") && !z.startsWith("Europe/D")).map((n) =>
      new Date(instants[0]).toLocaleString(l, { timeZone: z, timeZoneName: n }) + " / " +
      new Date(instants[1]).toLocaleTimeString(l, { timeZone: z, timeZoneName: n })).join(" | "));
for (const l of ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"])
  console.log(l, new Date(instants[1]).toLocaleString(l, { timeZone: "Europe/Berlin", dateStyle: "full", timeStyle: "full" }),
    "|", new Date(instants[0]).toLocaleDateString(l, { timeZone: "Pacific/Auckland", weekday: "long", day: "numeric", month: "long" }),
    "|", new Date(instants[0]).toLocaleTimeString(l, { timeZone: "America/Los_Angeles", hour: "2-digit", minute: "2-digit" }));
for (const z of ["us/eastern", "ASIA/CALCUTTA", "Europe/Kyiv", "America/Argentina/Buenos_Aires", "Etc/UTC", "GMT"])
  console.log(z, new Intl.DateTimeFormat("en", { timeZone: z }).resolvedOptions().timeZone,
    new Date(instants[1]).toLocaleString("en-US", { timeZone: z, timeZoneName: "short" }));
for (const bad of ["Mars/Olympus", "", "EST5EDT+", "America/New_York "])
  try { new Date(0).toLocaleString("en-US", { timeZone: bad }); } catch (e) { console.log(String(e)); }
const d = new Date(instants[1]);
console.log(d.getHours(), d.getTimezoneOffset(), d.toString(), new Date(2024, 6, 15).toISOString());
