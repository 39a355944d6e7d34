// Generic utilities with keyof constraints used at runtime.
function groupBy<T, K extends keyof T>(xs: T[], key: K): Map<T[K], T[]> {
  const m = new Map<T[K], T[]>();
  for (const x of xs) { const k = x[key]; if (!m.has(k)) m.set(k, []); m.get(k)!.push(x); }
  return m;
}
const rows = [{ t: "a", v: 1 }, { t: "b", v: 2 }, { t: "a", v: 3 }];
console.log(groupBy(rows, "t"));
function pluck<T, K extends keyof T>(xs: T[], k: K): T[K][] { return xs.map((x) => x[k]); }
console.log(pluck(rows, "v"));
