// Top-level await in agent code: a module may await at the top level, in loops and in
// conditions, and top-level names may shadow library globals (name, status, escape).
async function list(kind: string): Promise<{ id: number; kind: string }[]> {
  return [{ id: 1, kind }];
}
const rows = await list("orders");
const name = rows.length > 0 ? rows[0].kind : "none";
let status = 0;
for (const r of rows) {
  status += (await list(r.kind)).length;
}
if ((await list("x")).length > 0) status++;
function escape(s: string): string {
  return s.replace(/"/g, '\\"');
}
let later: number | undefined;
const read = () => later;
console.log(name, status, escape('"'), read());
