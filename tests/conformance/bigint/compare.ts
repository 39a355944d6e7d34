// Comparisons and equality: BigInt with BigInt, number and string.
const big = [0n, 1n, -1n, 2n ** 64n, -(2n ** 64n)];
const others: any[] = [0, 1, -1, 1.5, -0.5, 2 ** 64, 2 ** 64 + 4096, -(2 ** 64), NaN, Infinity, -Infinity, "1", "18446744073709551616", "x", "", " 1 ", "0x10", true, false, null, undefined];
for (const b of big) {
  const row: string[] = [];
  for (const o of others) row.push(`${b < o}${b <= o}${b > o}${b >= o}${b == o}${o < b}`.replace(/true/g, "T").replace(/false/g, "F"));
  console.log(String(b), row.join(" "));
}
console.log(1n == 1n, 1n === 1n, 2n ** 64n === 2n ** 64n, 1n === (1 as any), 1n != 2n, 1n !== 1n);
console.log([3n, 1n, -2n, 10n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
console.log(0n ? "truthy" : "falsy", 1n ? "truthy" : "falsy", !0n, !!-1n, 0n || "dflt", 0n ?? "dflt");
console.log(Object.is(1n, 1n), [1n, 2n].includes(2n), [1n, 2n].indexOf(2n), [NaN, 1n].includes(1n));
