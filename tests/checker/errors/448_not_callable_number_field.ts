interface Stats {
  count: number;
  mean: number;
}
const s: Stats = { count: 2, mean: 1.5 };
console.log(s.count() * s.mean);
