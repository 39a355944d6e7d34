// Generic table/groupBy helpers with keyof constraints.
function groupBy<T, K extends PropertyKey>(items: readonly T[], key: (item: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const item of items) {
    const k = key(item);
    (out[k] ??= []).push(item);
  }
  return out;
}

function indexBy<T, K extends keyof T>(items: readonly T[], key: K): Map<T[K], T> {
  return new Map(items.map((i) => [i[key], i] as const));
}

function sortBy<T>(items: readonly T[], ...keys: Array<keyof T | ((t: T) => number | string)>): T[] {
  return [...items].sort((a, b) => {
    for (const k of keys) {
      const av = typeof k === "function" ? k(a) : a[k];
      const bv = typeof k === "function" ? k(b) : b[k];
      if (av < bv) return -1;
      if (av > bv) return 1;
    }
    return 0;
  });
}

function pick<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = obj[k];
  return out;
}

function sumBy<T>(items: readonly T[], f: (t: T) => number): number {
  return items.reduce((acc, t) => acc + f(t), 0);
}

interface Employee {
  id: number;
  name: string;
  dept: "eng" | "ops" | "sales";
  salary: number;
  level: number;
}

const staff: Employee[] = [
  { id: 1, name: "Ann", dept: "eng", salary: 120, level: 3 },
  { id: 2, name: "Ben", dept: "ops", salary: 90, level: 2 },
  { id: 3, name: "Cat", dept: "eng", salary: 135, level: 4 },
  { id: 4, name: "Dan", dept: "sales", salary: 80, level: 2 },
  { id: 5, name: "Eve", dept: "eng", salary: 120, level: 2 },
];

const byDept = groupBy(staff, (e) => e.dept);
for (const [dept, list] of Object.entries(byDept)) {
  console.log(dept, list.length, sumBy(list, (e) => e.salary));
}

const byId = indexBy(staff, "id");
console.log(byId.get(3)?.name, byId.has(9));

const ordered = sortBy(staff, "salary", (e) => -e.level);
console.log(ordered.map((e) => e.name).join(","));

const card = pick(staff[0], "name", "dept");
console.log(JSON.stringify(card));

const bands = groupBy(staff, (e) => (e.salary >= 100 ? "high" : "low"));
console.log(bands.high.map((e) => e.name), bands.low.length);
