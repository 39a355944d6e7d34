// Record over number literal keys through Partial, Required, Readonly, Pick, Omit and keyof:
// the keys stay number literals (keyof is 1 | 2 | 3, not "1" | "2" | "3").
type Level = 1 | 2 | 3;
type Tally = Partial<Record<Level, number>>;
const tally: Tally = { 2: 5 };
const firstKey: keyof Tally = 1;
const levelKey: keyof Record<Level, string> = 2;
type LowMid = Pick<Record<Level, string>, 1 | 2>;
const lowMid: LowMid = { 1: "low", 2: "mid" };
type NoHigh = Omit<Record<Level, string>, 3>;
const noHigh: NoHigh = { 1: "a", 2: "b" };
const filled: Required<Tally> = { 1: 1, 2: 2, 3: 3 };
const labels: Readonly<Record<Level, string>> = { 1: "low", 2: "mid", 3: "high" };
function get<T, K extends keyof T>(o: T, key: K): T[K] {
  return o[key];
}
console.log(firstKey, levelKey, lowMid[1], noHigh[2], filled[3], get(labels, 2).length, get(filled, 1).toFixed(1));
console.log(tally[1] ?? 0, tally[2]);
const byLevel = new Map<Level, string>(Object.entries(labels).map(([k, v]) => [Number(k) as Level, v]));
console.log(byLevel.get(3));
const { 1: low, ...rest } = labels;
console.log(low, Object.keys(rest).join(","));
