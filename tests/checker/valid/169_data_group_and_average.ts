interface Reading {
  sensor: string;
  value: number;
}
const readings: Reading[] = [
  { sensor: "a", value: 10 },
  { sensor: "b", value: 4 },
  { sensor: "a", value: 14 },
];
const groups = new Map<string, number[]>();
for (const r of readings) {
  const list = groups.get(r.sensor) ?? [];
  list.push(r.value);
  groups.set(r.sensor, list);
}
for (const [sensor, vals] of groups) {
  const avg = vals.reduce((a, b) => a + b, 0) / vals.length;
  console.log(sensor, avg);
}
