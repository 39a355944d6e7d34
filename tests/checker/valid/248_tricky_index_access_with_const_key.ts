const data = { alpha: 1, beta: 2 };
const key = "beta";
console.log(data[key]);
const keys = ["alpha", "beta"] as const;
for (const k of keys) console.log(data[k]);
