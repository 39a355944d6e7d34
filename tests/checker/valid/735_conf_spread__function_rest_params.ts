// Rest parameters collect extras; length ignores rest and defaults; spread into rest.
function f(a: number, b = 2, ...rest: number[]) { return { a, b, rest }; }
console.log(f(1), f(1, undefined, 3, 4), f(...[5, 6, 7, 8]), f.length, ((...xs: unknown[]) => xs.length).length);
const sum = (...nums: number[]) => nums.reduce((s, x) => s + x, 0);
console.log(sum(), sum(...[1, 2], ...new Set([3, 4])), sum(...Array.from({ length: 100 }, (_, i) => i)));
