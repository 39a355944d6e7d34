// An `as const` tuple (a readonly tuple) where a mutable array or tuple is expected: TS4104 /
// TS2345 with "is 'readonly' and cannot be assigned to the mutable type" (was accepted, or
// explained element by element).
function total(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
const WEIGHTS = [0.5, 0.3, 0.2] as const;
console.log(total(WEIGHTS));
const labels: string[] = ["low", "mid", "high"] as const;
const range: [number, number] = [0, 10] as const;
const RANGE = [1, 5] as const;
const copy: [number, number] = RANGE;
