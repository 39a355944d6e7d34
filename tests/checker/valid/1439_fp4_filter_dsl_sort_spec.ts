// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Primitive = string | number | boolean;
type Filter<T> = {
  [K in keyof T]?: T[K] extends Primitive ? T[K] | { in: T[K][] } | { gt: T[K] } | { lt: T[K] } : never;
};

interface Employee { name: string; dept: "eng" | "ops" | "sales"; salary: number; remote: boolean; start: number }

const staff: Employee[] = [
  { name: "Ana", dept: "eng", salary: 120, remote: true, start: 2019 },
  { name: "Raj", dept: "ops", salary: 90, remote: false, start: 2021 },
  { name: "Li", dept: "eng", salary: 140, remote: false, start: 2016 },
  { name: "Zoe", dept: "sales", salary: 80, remote: true, start: 2022 },
  { name: "Tom", dept: "eng", salary: 105, remote: true, start: 2023 },
];

function matches<T>(row: T, f: Filter<T>): boolean {
  return (Object.keys(f) as (keyof T)[]).every((k) => {
    const cond = f[k] as unknown;
    const v = row[k];
    if (cond !== null && typeof cond === "object") {
      if ("in" in cond) return (cond.in as unknown[]).includes(v);
      if ("gt" in cond) return (v as number) > (cond.gt as number);
      if ("lt" in cond) return (v as number) < (cond.lt as number);
      return false;
    }
    return v === cond;
  });
}

const q1 = staff.filter((e) => matches(e, { dept: "eng", remote: true }));
const q2 = staff.filter((e) => matches(e, { salary: { gt: 95 }, start: { lt: 2020 } }));
const q3 = staff.filter((e) => matches(e, { dept: { in: ["ops", "sales"] } }));
console.log(q1.map((e) => e.name), q2.map((e) => e.name), q3.map((e) => e.name));

type SortSpec<T> = Array<[keyof T, "asc" | "desc"]>;
function sortBy<T>(xs: readonly T[], spec: SortSpec<T>): T[] {
  return [...xs].sort((a, b) => {
    for (const [k, dir] of spec) {
      const x = a[k], y = b[k];
      if (x === y) continue;
      const c = x < y ? -1 : 1;
      return dir === "asc" ? c : -c;
    }
    return 0;
  });
}
console.log(sortBy(staff, [["dept", "asc"], ["salary", "desc"]]).map((e) => `${e.dept}/${e.name}`));

const payroll = staff.reduce(
  (acc, e) => {
    const d = (acc[e.dept] ??= { total: 0, heads: 0, names: [] });
    d.total += e.salary;
    d.heads++;
    d.names.push(e.name);
    return acc;
  },
  {} as Partial<Record<Employee["dept"], { total: number; heads: number; names: string[] }>>,
);
for (const [dept, p] of Object.entries(payroll)) console.log(dept, p.total, (p.total / p.heads).toFixed(1), p.names.join("+"));
