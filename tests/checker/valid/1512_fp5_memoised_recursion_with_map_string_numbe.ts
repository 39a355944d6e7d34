// Memoised recursion with Map<string, number>
const memo = new Map<string, number>();
function gridPaths(r: number, c: number, blocked: Set<string>): number {
  const key = `${r},${c}`;
  if (blocked.has(key)) return 0;
  if (r === 0 && c === 0) return 1;
  if (r < 0 || c < 0) return 0;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const v = gridPaths(r - 1, c, blocked) + gridPaths(r, c - 1, blocked);
  memo.set(key, v);
  return v;
}

function memoize<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const k = JSON.stringify(args);
    if (cache.has(k)) return cache.get(k)!;
    const r = fn(...args);
    cache.set(k, r);
    return r;
  };
}

const fib: (n: number) => bigint = memoize((n: number): bigint => (n < 2 ? BigInt(n) : fib(n - 1) + fib(n - 2)));

function wordBreak(s: string, dict: string[]): string[] {
  const words = new Set(dict);
  const cache = new Map<number, string[]>();
  const go = (start: number): string[] => {
    if (start === s.length) return [""];
    const cached = cache.get(start);
    if (cached) return cached;
    const res: string[] = [];
    for (let end = start + 1; end <= s.length; end++) {
      const w = s.slice(start, end);
      if (!words.has(w)) continue;
      for (const rest of go(end)) res.push(rest ? `${w} ${rest}` : w);
    }
    cache.set(start, res);
    return res;
  };
  return go(0);
}

const countDecodings = (() => {
  const m: Map<string, number> = new Map();
  return function decode(s: string): number {
    if (s.length === 0) return 1;
    if (s[0] === "0") return 0;
    if (m.has(s)) return m.get(s) as number;
    let total = decode(s.slice(1));
    if (s.length >= 2 && Number(s.slice(0, 2)) <= 26) total += decode(s.slice(2));
    m.set(s, total);
    return total;
  };
})();

console.log(gridPaths(5, 5, new Set(["2,2", "3,1"])));
console.log(fib(90).toString(), typeof fib(10));
console.log(wordBreak("catsanddog", ["cat", "cats", "and", "sand", "dog"]));
console.log(["12", "226", "06", "11106"].map((s) => [s, countDecodings(s)] as const));
console.log("memo size", memo.size);
