interface Employee {
  id: number;
  name: string;
  title: string;
  salary: number;
  reports?: Employee[];
}

const org: Employee = {
  id: 1, name: "Grace", title: "CEO", salary: 300000,
  reports: [
    { id: 2, name: "Alan", title: "CTO", salary: 250000, reports: [
      { id: 4, name: "Ada", title: "Engineer", salary: 150000 },
      { id: 5, name: "Linus", title: "Engineer", salary: 140000, reports: [] },
    ] },
    { id: 3, name: "Barbara", title: "CFO", salary: 240000, reports: [
      { id: 6, name: "Ken", title: "Accountant", salary: 90000 },
    ] },
  ],
};

function countAll(e: Employee): number {
  return 1 + (e.reports ?? []).reduce((n, r) => n + countAll(r), 0);
}

function payroll(e: Employee): number {
  return e.salary + (e.reports?.reduce((sum, r) => sum + payroll(r), 0) ?? 0);
}

function findPath(e: Employee, id: number): string[] | null {
  if (e.id === id) return [e.name];
  for (const r of e.reports ?? []) {
    const sub = findPath(r, id);
    if (sub) return [e.name, ...sub];
  }
  return null;
}

function flattenOrg(e: Employee, level = 0): Array<{ name: string; level: number; title: string }> {
  return [{ name: e.name, level, title: e.title }, ...(e.reports ?? []).flatMap((r) => flattenOrg(r, level + 1))];
}

function mapTree<R>(e: Employee, f: (e: Employee, children: R[]) => R): R {
  return f(e, (e.reports ?? []).map((r) => mapTree(r, f)));
}

console.log("headcount", countAll(org));
console.log("payroll", payroll(org).toLocaleString("en-US"));
console.log(findPath(org, 6)?.join(" > "));
console.log(findPath(org, 99));
for (const row of flattenOrg(org)) console.log(`${"  ".repeat(row.level)}${row.name} (${row.title})`);

const spanOfControl = mapTree<{ name: string; max: number }>(org, (e, kids) => ({
  name: e.name,
  max: Math.max(e.reports?.length ?? 0, ...kids.map((k) => k.max)),
}));
console.log(spanOfControl);

const byTitle = flattenOrg(org).reduce((acc, { title, name }) => {
  (acc[title] ??= []).push(name);
  return acc;
}, {} as Record<string, string[]>);
console.log(byTitle);
const deepest = flattenOrg(org).reduce((best, r) => (r.level > best.level ? r : best));
console.log(deepest.name, deepest.level);
