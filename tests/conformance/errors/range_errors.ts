// RangeErrors from built-ins with node's messages.
const cases: (() => unknown)[] = [
  () => new Array(-1),
  () => "x".repeat(-1),
  () => (1).toFixed(200),
  () => (1).toString(0),
  () => (1).toPrecision(101),
  () => [].length = -1 as any,
  () => "a".normalize ? String.fromCodePoint(Infinity) : 0,
];
for (const c of cases) {
  try { c(); console.log("no error"); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
