const obj = { b: 2, a: 1 };
const sortedKeys = Object.keys(obj).sort();
const asPairs = sortedKeys.map((k) => [k, obj[k as keyof typeof obj]] as const);
console.log(asPairs);
