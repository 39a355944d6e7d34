// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Money = { cents: number; currency: "EUR" | "USD" };
type Employee = { id: string; name: string; salary: Money; startDate: string; managerId?: string; dept: string };

const staff: Employee[] = [
  { id: "e1", name: "Ines", salary: { cents: 9_500_000, currency: "EUR" }, startDate: "2018-03-01", dept: "eng" },
  { id: "e2", name: "Omar", salary: { cents: 7_200_000, currency: "EUR" }, startDate: "2021-07-15", managerId: "e1", dept: "eng" },
  { id: "e3", name: "Yuki", salary: { cents: 8_100_000, currency: "USD" }, startDate: "2020-01-10", managerId: "e1", dept: "eng" },
  { id: "e4", name: "Lars", salary: { cents: 6_000_000, currency: "EUR" }, startDate: "2023-11-20", managerId: "e2", dept: "eng" },
  { id: "e5", name: "Ana", salary: { cents: 8_800_000, currency: "USD" }, startDate: "2019-05-05", dept: "sales" },
  { id: "e6", name: "Tom", salary: { cents: 5_500_000, currency: "USD" }, startDate: "2022-02-28", managerId: "e5", dept: "sales" },
];

const FX: Record<Money["currency"], number> = { EUR: 1.08, USD: 1 };
const usd = (m: Money) => (m.cents / 100) * FX[m.currency];
const asOf = new Date("2024-06-30T00:00:00Z");
const tenureYears = (e: Employee) => (asOf.getTime() - new Date(`${e.startDate}T00:00:00Z`).getTime()) / (365.25 * 86_400_000);

const reports = new Map<string, Employee[]>();
for (const e of staff) if (e.managerId) reports.set(e.managerId, [...(reports.get(e.managerId) ?? []), e]);

function orgCost(id: string): number {
  const me = staff.find((e) => e.id === id);
  return (me ? usd(me.salary) : 0) + (reports.get(id) ?? []).reduce((s, r) => s + orgCost(r.id), 0);
}
function chain(e: Employee): string[] {
  const boss = e.managerId ? staff.find((x) => x.id === e.managerId) : undefined;
  return boss ? [...chain(boss), boss.name] : [];
}

const roots = staff.filter((e) => !e.managerId);
for (const r of roots) console.log(r.name, r.dept, Math.round(orgCost(r.id)).toLocaleString("en-US"));
console.log(staff.map((e) => `${e.name}: ${chain(e).join(" > ") || "-"}`));

const deptStats = [...new Set(staff.map((e) => e.dept))].map((dept) => {
  const list = staff.filter((e) => e.dept === dept);
  const pays = list.map((e) => usd(e.salary)).sort((a, b) => a - b);
  const mid = Math.floor(pays.length / 2);
  const median = pays.length % 2 ? pays[mid] : (pays[mid - 1] + pays[mid]) / 2;
  return { dept, heads: list.length, median: Math.round(median), avgTenure: +(list.reduce((s, e) => s + tenureYears(e), 0) / list.length).toFixed(1) };
});
console.log(deptStats);
const anniversaries = staff
  .map((e) => ({ name: e.name, md: e.startDate.slice(5) }))
  .filter(({ md }) => md >= "06-30" && md <= "09-30")
  .sort((a, b) => a.md.localeCompare(b.md));
console.log(anniversaries);
