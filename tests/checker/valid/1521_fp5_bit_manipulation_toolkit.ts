// Bit manipulation toolkit
const popcount = (n: number): number => {
  let c = 0;
  while (n) { n &= n - 1; c++; }
  return c;
};
const isPow2 = (n: number) => n > 0 && (n & (n - 1)) === 0;
const lowbit = (n: number) => n & -n;
function reverseBits(n: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) { r = (r << 1) | (n & 1); n >>>= 1; }
  return r >>> 0;
}
function singleNumber(nums: number[]): number { return nums.reduce((a, b) => a ^ b, 0); }
function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => (mask >> i) & 1));
  return out;
}
function grayCode(n: number): string[] {
  return Array.from({ length: 1 << n }, (_, i) => (i ^ (i >> 1)).toString(2).padStart(n, "0"));
}
function countBitsUpTo(n: number): number[] {
  const dp = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) dp[i] = dp[i >> 1] + (i & 1);
  return dp;
}
class BitSet {
  private words: number[] = [];
  set(i: number): this { this.words[i >>> 5] = (this.words[i >>> 5] ?? 0) | (1 << (i & 31)); return this; }
  clear(i: number): this { if (this.words[i >>> 5] !== undefined) this.words[i >>> 5] &= ~(1 << (i & 31)); return this; }
  has(i: number): boolean { return ((this.words[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0; }
  get size(): number { return this.words.reduce((s, w) => s + popcount(w >>> 0), 0); }
  *[Symbol.iterator](): IterableIterator<number> {
    for (let w = 0; w < this.words.length; w++)
      for (let b = 0; b < 32; b++) if ((this.words[w] ?? 0) & (1 << b)) yield w * 32 + b;
  }
}
console.log([0, 1, 7, 255, 1023].map(popcount));
console.log([1, 6, 8, 1024, 0].map((n) => `${n}:${isPow2(n)}`).join(" "));
console.log(lowbit(12), reverseBits(43261596), singleNumber([4, 1, 2, 1, 2]));
console.log(subsets(["a", "b", "c"]).map((s) => s.join("") || "∅").join(","));
console.log(grayCode(3).join(" "), countBitsUpTo(8));
const bs = new BitSet().set(3).set(40).set(31).set(3).clear(40).set(64);
console.log(bs.has(3), bs.has(40), bs.size, [...bs]);
const hex = (n: number) => "0x" + (n >>> 0).toString(16).toUpperCase().padStart(8, "0");
console.log(hex(-1), hex(0xdeadbeef & 0xffff0000), hex(1 << 31), (-17 >> 2), (-17 >>> 28));
const swapNoTemp = (a: number, b: number): [number, number] => { a ^= b; b ^= a; a ^= b; return [a, b]; };
console.log(swapNoTemp(3, 9), Math.clz32(1), Math.clz32(0));
