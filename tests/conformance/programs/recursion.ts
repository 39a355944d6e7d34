// Recursive functions: factorial, fibonacci, mutual recursion, trees, hanoi.
function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
console.log(factorial(0), factorial(5), factorial(20), factorial(25));
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log([0, 1, 2, 3, 4, 5, 10, 20].map(fib));
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log(isEven(10), isOdd(7), isEven(7));
interface TreeNode {
  value: number;
  children: TreeNode[];
}
const tree: TreeNode = {
  value: 1,
  children: [
    { value: 2, children: [{ value: 4, children: [] }] },
    { value: 3, children: [{ value: 5, children: [] }, { value: 6, children: [] }] },
  ],
};
function sumTree(t: TreeNode): number {
  return t.value + t.children.reduce((s, c) => s + sumTree(c), 0);
}
function depth(t: TreeNode): number {
  return 1 + t.children.reduce((m, c) => Math.max(m, depth(c)), 0);
}
console.log(sumTree(tree), depth(tree));
const moves: string[] = [];
function hanoi(n: number, from: string, to: string, via: string) {
  if (n === 0) return;
  hanoi(n - 1, from, via, to);
  moves.push(from + "->" + to);
  hanoi(n - 1, via, to, from);
}
hanoi(3, "A", "C", "B");
console.log(moves.length, moves.join(" "));
function ackermann(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
console.log(ackermann(2, 3));
function flatten(value: any): number[] {
  if (typeof value === "number") return [value];
  return value.reduce((acc: number[], v: any) => [...acc, ...flatten(v)], []);
}
console.log(flatten([1, [2, [3, [4]], 5], [[6]]]));
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
console.log(gcd(48, 18), gcd(17, 5), gcd(0, 9));
function power(base: number, exp: number): number {
  if (exp === 0) return 1;
  const half = power(base, Math.floor(exp / 2));
  return exp % 2 === 0 ? half * half : half * half * base;
}
console.log(power(2, 30), power(3, 13));
function countDown(n: number): string {
  return n === 0 ? "liftoff" : n + " " + countDown(n - 1);
}
console.log(countDown(5));
function deep(n: number): number {
  return n === 0 ? 0 : 1 + deep(n - 1);
}
console.log(deep(500));
