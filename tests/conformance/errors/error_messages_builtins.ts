// Messages of TypeErrors thrown by built-ins when called with bad arguments.
const cases: (() => unknown)[] = [
  () => [1].reduce(undefined as any),
  () => [1].forEach(null as any),
  () => [1].map({} as any),
  () => new Set([1]).forEach(1 as any),
  () => JSON.parse(undefined as any),
  () => Object.defineProperty({}, "x", 1 as any),
  () => Object.create(undefined as any),
  () => new Map([[1, 2]]).forEach("x" as any),
  () => "abc".localeCompare(),
  () => Promise.resolve().then.call(5),
];
for (const c of cases) {
  try { console.log("ok", c()); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
