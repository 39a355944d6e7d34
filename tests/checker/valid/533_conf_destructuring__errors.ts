// Destructuring null/undefined or non-iterables throws TypeError with node's messages.
const cases: [string, () => unknown][] = [
  ["obj from undefined", () => { const { a } = undefined as any; return a; }],
  ["obj from null", () => { const { a } = null as any; return a; }],
  ["arr from number", () => { const [a] = 5 as any; return a; }],
  ["nested", () => { const { a: { b } } = {} as any; return b; }],
  ["param", () => ((({ k }: any) => k) as any)()],
];
for (const [label, f] of cases) {
  try { f(); console.log(label, "no error"); } catch (e) { console.log(label, "->", (e as Error).name, (e as Error).message); }
}
