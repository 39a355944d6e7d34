type Interval = { lo: number; hi: number };
const parse = (s: string): Interval => {
  const [lo, hi] = s.split("-").map(Number);
  return { lo, hi };
};
const pairs = ["2-4,6-8", "2-8,3-7", "5-7,7-9"].map((l) => l.split(",").map(parse));
const contained = pairs.filter(([a, b]) => (a.lo <= b.lo && a.hi >= b.hi) || (b.lo <= a.lo && b.hi >= a.hi));
const overlapping = pairs.filter(([a, b]) => a.lo <= b.hi && b.lo <= a.hi);
console.log(contained.length, overlapping.length);
