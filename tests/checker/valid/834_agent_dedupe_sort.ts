interface Contact { email: string; name: string; updated: number }
const contacts: Contact[] = [
  { email: "A@x.com", name: "Ann", updated: 2 },
  { email: "a@x.com", name: "Ann B", updated: 5 },
  { email: "b@x.com", name: "Bo", updated: 1 },
];
const latest = new Map<string, Contact>();
for (const c of contacts) {
  const k = c.email.toLowerCase();
  const prev = latest.get(k);
  if (!prev || prev.updated < c.updated) latest.set(k, c);
}
const out = [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
console.log(out.map((c) => c.name));
