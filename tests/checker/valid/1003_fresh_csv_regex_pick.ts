const text = `name,age,city
alice,30,paris
bob,25,berlin
carol,35,paris`;
const [header, ...rows] = text.trim().split("\n").map((l) => l.split(","));
const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])) as Record<string, string>);
const ages = records.map((r) => Number(r.age));
const avg = ages.reduce((a, b) => a + b, 0) / ages.length;
console.log(avg.toFixed(1));
const byCity: { [city: string]: string[] } = {};
records.forEach(({ name, city }) => { (byCity[city] ||= []).push(name); });
console.log(JSON.stringify(byCity, null, 2));
const re = /(?<user>\w+)@(?<domain>[\w.]+)/g;
const emails = "a@x.com, b@y.org";
for (const m of emails.matchAll(re)) console.log(m.groups?.user, m.groups?.domain);
const words = "the quick brown the lazy the end".split(" ");
const freq = words.reduce((m, w) => m.set(w, (m.get(w) || 0) + 1), new Map<string, number>());
const top = [...freq.entries()].sort(([, a], [, b]) => b - a).slice(0, 2);
console.log(top);
const dates = ["2024-03-01", "2024-01-15"].map((d) => new Date(d));
dates.sort((a, b) => a.getTime() - b.getTime());
console.log(dates.map((d) => d.toISOString().slice(0, 10)));
const pick = <T extends object, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> => {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = o[k];
  return out;
};
console.log(pick({ a: 1, b: "x", c: true }, "a", "c"));
const deepFreeze = <T>(o: T): Readonly<T> => Object.freeze(o);
console.log(deepFreeze({ x: 1 }).x);
