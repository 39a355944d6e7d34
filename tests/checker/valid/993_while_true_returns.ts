// Newton's method: the loop only ends by returning, so the end of the function is unreachable.
const squareRoot = (num: number, precision = 1e-12): number => {
  if (num < 0) throw new Error("number must be non-negative");
  if (num === 0) return 0;
  let guess = num;
  while (true) {
    const next = 0.5 * (guess + num / guess);
    if (Math.abs(next - guess) < precision) return next;
    guess = next;
  }
};
function firstPower(base: number, limit: number): number {
  let p = 1;
  do {
    p *= base;
    if (p > limit) return p;
  } while (true);
}
function parseUntilEnd(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (true) {
    const t = tokens[i++];
    if (t === undefined || t === "end") break;
    out.push(t.toUpperCase());
  }
  return out;
}
console.log(squareRoot(2).toFixed(6), firstPower(3, 100), parseUntilEnd(["a", "b", "end", "c"]));
