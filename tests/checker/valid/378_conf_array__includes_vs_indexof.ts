// includes uses SameValueZero, indexOf strict equality: NaN, -0, holes, strings vs numbers.
const a = [NaN, -0, , "1"];
console.log(a.includes(NaN), a.indexOf(NaN), a.includes(0), a.indexOf(0), a.includes(undefined), a.indexOf(undefined), a.includes(1 as any), a.includes("1"));
console.log([1, 2, 3].includes(3, -1), [1, 2, 3].includes(1, -1), [1, 2, 3].includes(2, 1.5), ["a"].includes("a", -100));
