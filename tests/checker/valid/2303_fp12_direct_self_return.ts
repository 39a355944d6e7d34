// `return f(...)` calling the function itself is left out of its inferred return type (tsc's
// checkAndAggregateReturnExpressionTypes): no TS7023, and the other returns give the type.
function roll(grid: number[][]): number[] {
  const rows = grid.length;
  const cols = grid[0].length;
  const drop = (r: number, c: number) => {
    if (r === rows) {
      return c;
    }
    const dir = grid[r][c];
    const next = c + dir;
    if (next < 0 || next >= cols || grid[r][next] !== dir) {
      return -1;
    }
    return drop(r + 1, next);
  };
  return Array.from({ length: cols }, (_, c) => drop(0, c));
}

function gcd(a: number, b: number) {
  if (b === 0) return a;
  return gcd(b, a % b);
}

const find = function (parent: number[], x: number) {
  if (parent[x] === x) return x;
  return find(parent, parent[x]);
};

const countdown = async (n: number) => {
  if (n <= 0) return "done";
  await Promise.resolve();
  return await countdown(n - 1);
};

let walk = (s: string, i: number) => {
  if (i >= s.length || s[i] === " ") return i;
  return walk(s, i + 1);
};

function spin(n: number) {
  return spin(n + 1);
}
const never = (flag: boolean) => (flag ? 0 : spin(0));

const g: number = gcd(12, 18);
const label: string = await countdown(2);
const end: number = walk("ab cd", 0);
console.log(roll([[1, 1, -1], [1, -1, -1]]), g, find([0, 0, 1], 2), label, end, typeof never);
