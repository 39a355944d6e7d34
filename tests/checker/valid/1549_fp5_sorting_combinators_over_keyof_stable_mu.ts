// Sorting combinators over keyof, stable multi-key sorts, ranking
type Cmp<T> = (a: T, b: T) => number;
const by = <T, K extends keyof T>(key: K, dir: "asc" | "desc" = "asc"): Cmp<T> => (a, b) => {
  const x = a[key], y = b[key];
  const r = x < y ? -1 : x > y ? 1 : 0;
  return dir === "asc" ? r : -r;
};
const thenBy = <T>(...cmps: Cmp<T>[]): Cmp<T> => (a, b) => {
  for (const c of cmps) {
    const r = c(a, b);
    if (r !== 0) return r;
  }
  return 0;
};
function sortBy<T, K extends keyof T>(xs: readonly T[], key: K): T[] {
  return [...xs].sort(by<T, K>(key));
}
function rank<T>(xs: T[], score: (x: T) => number): Array<T & { rank: number }> {
  const sorted = xs.map((x) => ({ x, s: score(x) })).sort((a, b) => b.s - a.s);
  let prev: number | undefined, r = 0;
  return sorted.map(({ x, s }, i) => {
    if (s !== prev) { r = i + 1; prev = s; }
    return { ...x, rank: r };
  });
}
interface Player { name: string; team: string; score: number; age?: number }
const players: Player[] = [
  { name: "Zed", team: "red", score: 30, age: 22 },
  { name: "Amy", team: "blue", score: 45 },
  { name: "Bob", team: "red", score: 45, age: 31 },
  { name: "Cat", team: "blue", score: 12, age: 27 },
  { name: "Dan", team: "green", score: 30 },
];
console.log(sortBy(players, "name").map((p) => p.name).join(","));
console.log([...players].sort(thenBy(by("team"), by("score", "desc"), by("name"))).map((p) => `${p.team}:${p.name}:${p.score}`));
console.log(rank(players, (p) => p.score).map(({ name, rank }) => `${rank}.${name}`).join(" "));
const byTeam = players.reduce<Record<string, Player[]>>((acc, p) => {
  (acc[p.team] ??= []).push(p);
  return acc;
}, {});
const teamTotals = Object.entries(byTeam)
  .map(([team, ps]) => [team, ps.reduce((s, p) => s + p.score, 0)] as const)
  .sort(([, a], [, b]) => b - a);
console.log(teamTotals, Object.keys(byTeam).length);
const ages = players.map((p) => p.age).filter((a): a is number => a !== undefined);
console.log(ages, Math.max(...ages), ages.toSorted((a, b) => b - a));
const median = (xs: number[]): number | undefined => {
  if (!xs.length) return undefined;
  const s = xs.toSorted((a, b) => a - b), mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
console.log(median(players.map((p) => p.score)), median([]));
const optionalTuple = (s: string): [number, number?] => {
  const [a, b] = s.split("-").map(Number);
  return Number.isNaN(b) || b === undefined ? [a] : [a, b];
};
console.log(["3-5", "7"].map(optionalTuple).map(([lo, hi = lo]) => hi - lo));
