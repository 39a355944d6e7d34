// Record<K, V> whose keys mix index types and literals: each string/number member is an index
// signature, each literal a property (number literals named "1"), so reads are typed.
const byBucket: Record<string | number, number[]> = {};
(byBucket[10] ??= []).push(12);
const spread = Object.entries(byBucket).map(([k, v]) => v - Number(k));

type Level = 1 | 2 | 3;
const labels: Record<Level, string> = { 1: "low", 2: "mid", 3: "high" };
const n: number = labels[2];

const totals: Record<number | "all", number> = { all: 0 };
totals[4] = 1;
const s: string = totals.all;
