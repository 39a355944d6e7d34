// some/every: short-circuit, empty arrays, holes skipped.
let calls = 0;
const count = (p: (x: number) => boolean) => (x: number) => { calls++; return p(x); };
console.log([1, 2, 3].some(count((x) => x > 1)), calls, [1, 2, 3].every(count((x) => x < 2)), calls);
console.log([].some(() => true), [].every(() => false), [, , ].every(() => false), [, 1].some((x) => x === undefined));
console.log([2, 4].every((x, i, arr) => arr === arr && x % 2 === 0 && i < 2), ["a", 1].some((x) => typeof x === "number"));
