// Destructuring in function parameters: defaults for the whole pattern and for parts.
function f({ a, b = 2 }: { a: number; b?: number }, [c, d = c * 2]: number[] = [1]) {
  return [a, b, c, d];
}
console.log(f({ a: 1 }), f({ a: 1, b: 3 }, [5]), f({ a: 0 }, [7, 8]));
const g = ({ name = "anon", tags: [first = "none", ...more] = [] }: any = {}) => `${name}:${first}:${more.length}`;
console.log(g(), g({ name: "x" }), g({ tags: ["t1", "t2", "t3"] }));
function h(...[x, y]: number[]) { return x + y; }
console.log(h(3, 4, 5));
function opts({ verbose = false, ...others }: Record<string, unknown> = {}) { return [verbose, others]; }
console.log(opts({ verbose: true, level: 3 }), opts());
