interface Company {
  name: string;
  departments: { name: string; employees: { name: string; salary: number }[] }[];
}
const co: Company = {
  name: "Acme",
  departments: [
    { name: "eng", employees: [{ name: "a", salary: 100 }, { name: "b", salary: 120 }] },
    { name: "ops", employees: [{ name: "c", salary: 90 }] },
  ],
};
const payroll = co.departments
  .map((d) => ({ dept: d.name, total: d.employees.reduce((s, e) => s + e.salary, 0) }))
  .sort((x, y) => y.total - x.total);
console.log(payroll);
