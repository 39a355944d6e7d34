const keys = ["a", "b", "c"] as const;
const zeroed = Object.fromEntries(keys.map((k) => [k, 0]));
console.log(zeroed);
