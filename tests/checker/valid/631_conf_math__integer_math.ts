// Integer algorithms with Math: gcd, lcm, primes, digit sums, powers of two.
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;
const isPrime = (n: number) => { if (n < 2) return false; for (let i = 2; i <= Math.sqrt(n); i++) if (n % i === 0) return false; return true; };
console.log(gcd(48, 18), gcd(-48, 18), lcm(4, 6), Array.from({ length: 30 }, (_, i) => i).filter(isPrime));
console.log(Math.log2(1024), Math.floor(Math.log10(99999)) + 1, Number.isInteger(Math.sqrt(49)), Math.cbrt(64), 2 ** Math.ceil(Math.log2(100)));
