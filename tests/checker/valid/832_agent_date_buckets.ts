const events = [
  { at: "2024-01-03T10:00:00Z", kind: "login" },
  { at: "2024-01-03T12:30:00Z", kind: "logout" },
  { at: "2024-01-04T09:15:00Z", kind: "login" },
];
const perDay: Record<string, number> = {};
for (const e of events) {
  const day = new Date(e.at).toISOString().slice(0, 10);
  perDay[day] = (perDay[day] ?? 0) + 1;
}
console.log(Object.entries(perDay).map(([d, n]) => `${d}: ${n}`).join("\n"));
