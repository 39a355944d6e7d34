// Math.max/min/floor/round/abs/sqrt, including edge cases with no arguments, NaN and -0.
console.log(Math.max(1, 5, 3), Math.min(1, 5, 3), Math.max(), Math.min());
console.log(Math.max(-1, -5), Math.max("7" as any, 3), Math.max(1, NaN, 3), Math.max(1, undefined as any));
console.log(Math.floor(1.9), Math.floor(-1.1), Math.floor(5), Math.floor(-0.5));
console.log(Math.round(2.5), Math.round(3.5), Math.round(-2.5), Math.round(-2.6), Math.round(0.49999999999999994), Math.round(-0.2));
console.log(Math.abs(-7.5), Math.abs(7), Math.abs(-Infinity), Math.abs("-3" as any), Math.abs(null as any));
console.log(Math.sqrt(16), Math.sqrt(2), Math.sqrt(0), Math.sqrt(-0), Math.sqrt(-4), Math.sqrt(Infinity));
const roundTo = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
console.log(roundTo(3.14159, 2), roundTo(2.675, 2), roundTo(1234.5678, 0), roundTo(-1.005, 2));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
console.log(clamp(5, 0, 10), clamp(-5, 0, 10), clamp(50, 0, 10));
const hyp = (a: number, b: number) => Math.sqrt(a * a + b * b);
console.log(hyp(3, 4), hyp(1, 1));
function isPrime(n: number) {
  if (n < 2) return false;
  for (let i = 2; i <= Math.floor(Math.sqrt(n)); i++) if (n % i === 0) return false;
  return true;
}
const primes: number[] = [];
for (let i = 0; primes.length < 20; i++) if (isPrime(i)) primes.push(i);
console.log(primes);
console.log(Math.floor(10 / 3), Math.round(10 / 3 * 1000) / 1000, Math.abs(0.1 + 0.2 - 0.3) < 1e-10);
