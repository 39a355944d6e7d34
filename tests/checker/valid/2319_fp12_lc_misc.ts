class Solver {
  private memo: Record<string, number> = {};
  private best: number[] | null = null;
  climb(n: number): number {
    const key = `c${n}`;
    if (n <= 1) return 1;
    return (this.memo[key] ??= this.climb(n - 1) + this.climb(n - 2));
  }
  longest(words: string[]): number[] {
    let cur: number[] | null = null;
    words.forEach((w, i) => {
      if (cur === null || w.length > words[cur[0]].length) cur = [i];
      else if (w.length === words[cur[0]].length) cur.push(i);
    });
    this.best = cur;
    return this.best ?? [];
  }
  fib(n: number): bigint {
    let [a, b] = [0n, 1n];
    for (let i = 0; i < n; i++) [a, b] = [b, a + b];
    return a;
  }
}

function merge(intervals: [number, number][]): [number, number][] {
  intervals.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of intervals) {
    if (out.length && out.at(-1)![1] >= s) out.at(-1)![1] = Math.max(out.at(-1)![1], e);
    else out.push([s, e]);
  }
  return out;
}

function topK(words: string[], k: number): string[] {
  const counts: { [w: string]: number } = {};
  for (const w of words) counts[w] = (counts[w] || 0) + 1;
  return Object.entries(counts)
    .sort(([wa, a], [wb, b]) => b - a || wa.localeCompare(wb))
    .slice(0, k)
    .map(([w]) => w);
}

function findTarget(grid: number[][], target: number): [number, number] | null {
  let found: [number, number] | null = null;
  outer: for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] === target) {
        found = [r, c];
        break outer;
      }
    }
  }
  return found;
}

function countdown(k: number): () => number {
  const read = () => k;
  k--;
  return read;
}

function caesar(s: string, shift: number): string {
  const codes = [...s].map((ch) => {
    const c = ch.charCodeAt(0);
    if (c < 97 || c > 122) return c;
    return ((c - 97 + shift) % 26) + 97;
  });
  return String.fromCharCode(...codes);
}

function dp2(m: number, n: number): number {
  const grid: number[][] = Array(m).fill(0).map(() => Array(n).fill(Infinity));
  grid[0][0] = 1;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < n; j++) {
      if (i === 0 && j === 0) continue;
      grid[i][j] = (grid[i - 1]?.[j] ?? 0) % Infinity + (grid[i]?.[j - 1] ?? 0) % Infinity;
    }
  return grid[m - 1][n - 1];
}

const s = new Solver();
console.log(s.climb(10), s.longest(["ab", "abc", "xyz", "a"]), s.fib(50));
console.log(merge([[1, 3], [8, 10], [2, 6], [9, 12]]), topK(["a", "b", "a", "c", "b", "a"], 2));
console.log(findTarget([[1, 2], [3, 4]], 3), countdown(5)(), caesar("abz!", 1), dp2(3, 3));
