interface Report {
  name: string;
  rows: number;
}
async function build(name: string): Promise<Report> {
  return { name, rows: name.length * 10 };
}
async function main() {
  const reports = await Promise.all(["alpha", "beta"].map(build));
  const byName = Object.fromEntries(reports.map((r) => [r.name, r.rows]));
  console.log(byName);
}
main();
