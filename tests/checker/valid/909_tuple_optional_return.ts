function divmod(a: number, b: number): [q: number, r: number] {
  return [Math.floor(a / b), a % b];
}
const [q, r] = divmod(17, 5);
console.log(q, r);
function minMax(xs: number[]): [min: number, max: number] | undefined {
  if (xs.length === 0) return undefined;
  return [Math.min(...xs), Math.max(...xs)];
}
const mm = minMax([4, 1, 9]);
if (mm) console.log(mm[1] - mm[0]);
