function makeDate(timestamp: number): string;
function makeDate(y: number, m: number, d: number): string;
function makeDate(a: number, m?: number, d?: number): string {
  if (m !== undefined && d !== undefined) return `${a}-${m}-${d}`;
  return `ts:${a}`;
}
console.log(makeDate(1000), makeDate(2024, 1, 2));
