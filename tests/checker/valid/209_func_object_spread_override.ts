const base = { a: 1, b: 2, c: 3 };
const changed = { ...base, b: 20 };
const { a, ...withoutA } = changed;
console.log(changed, a, withoutA);
