const popcount = (n: number): number => {
  let c = 0;
  for (let x = n >>> 0; x; x &= x - 1) c++;
  return c;
};

function toBin(n: number, width = 8): string {
  return (n >>> 0).toString(2).padStart(width, "0").slice(-width);
}

class BitSet {
  private words: number[];
  constructor(readonly size: number) {
    this.words = new Array<number>(Math.ceil(size / 32)).fill(0);
  }
  set(i: number): this {
    this.words[i >>> 5] |= 1 << (i & 31);
    return this;
  }
  clear(i: number): this {
    this.words[i >>> 5] &= ~(1 << (i & 31));
    return this;
  }
  has(i: number): boolean {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
  get count(): number {
    return this.words.reduce((s, w) => s + popcount(w), 0);
  }
  *[Symbol.iterator](): Generator<number> {
    for (let i = 0; i < this.size; i++) if (this.has(i)) yield i;
  }
}

const sieve = new BitSet(100);
for (let i = 2; i < 100; i++) sieve.set(i);
for (let i = 2; i * i < 100; i++) if (sieve.has(i)) for (let j = i * i; j < 100; j += i) sieve.clear(j);
console.log(sieve.count, [...sieve].slice(-5));

const flags = { READ: 1 << 0, WRITE: 1 << 1, EXEC: 1 << 2 } as const;
type Flag = keyof typeof flags;
const perms = (mask: number): Flag[] => (Object.keys(flags) as Flag[]).filter((k) => (mask & flags[k]) !== 0);
console.log(perms(5), perms(flags.READ | flags.WRITE), toBin(flags.EXEC | flags.READ, 4));

const n = -42;
console.log(n >> 1, n >>> 28, ~n, n ^ 0xff, toBin(n), Math.clz32(1), Math.clz32(0));
const rgb = 0x3a7fcc;
const [r, g, b] = [16, 8, 0].map((s) => (rgb >> s) & 0xff);
console.log({ r, g, b }, "#" + ((r << 16) | (g << 8) | b).toString(16).padStart(6, "0"));
const gray = (i: number) => i ^ (i >> 1);
console.log(Array.from({ length: 8 }, (_, i) => toBin(gray(i), 3)).join(" "));
const reverseBits = (x: number) => {
  let y = 0;
  for (let i = 0; i < 8; i++) y = (y << 1) | ((x >> i) & 1);
  return y;
};
console.log(reverseBits(0b00010110).toString(2), Math.imul(0x7fffffff, 3), (2 ** 31) | 0);
