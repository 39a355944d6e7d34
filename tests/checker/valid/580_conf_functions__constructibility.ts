// Which functions can be called with new: plain functions and classes yes; arrows, methods and async functions no.
const cases: [string, any][] = [
  ["arrow", () => 1],
  ["method", { m() {} }.m],
  ["async function", async function af() {}],
  ["async arrow", async () => 1],
  ["builtin method", Math.max],
];
for (const [label, f] of cases) {
  try { new f(); console.log(label, "constructed"); } catch (e) { console.log(label, "->", (e as Error).message); }
}
function Plain(this: any) { this.ok = true; }
class C { ok = true; }
console.log(new (Plain as any)(), new C());
