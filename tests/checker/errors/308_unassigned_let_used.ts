let name: string;
const names = ["a", "b"];
for (const n of names) console.log(n);
console.log(name);
