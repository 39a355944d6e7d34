// BigInt literals, arithmetic, compound assignment, ++, comparisons and conversions type-check.
let total: bigint = 0n;
for (let i = 1n; i <= 10n; i++) total += i * i;
total *= 2n;
total -= 0x10n;
total **= 2n;
total >>= 1n;
total &= (1n << 64n) - 1n;
const big: bigint = BigInt("123") + BigInt(4) - BigInt.asIntN(8, 255n) + BigInt.asUintN(8, -1n);
const n: number = Number(total) + Number(big);
const s: string = total.toString(16) + big.toLocaleString() + String(-5n) + `${0b101n}`;
const m = new Map<bigint, string>([[1n, "one"]]);
const neg = -big, inv = ~big;
const cmp: boolean = total > big && big <= 10n && total !== 0n;
function fact(k: bigint): bigint {
  return k <= 1n ? 1n : k * fact(k - 1n);
}
console.log(n, s, m.get(1n), neg, inv, cmp, fact(20n), typeof total === "bigint");
