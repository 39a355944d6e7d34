// Loops over array-likes via Array.from and index loops.
const like = { length: 3, 0: "x", 1: "y", 2: "z" };
for (const v of Array.from(like)) console.log(v);
for (let i = 0; i < like.length; i++) console.log(i, (like as any)[i]);
console.log(Array.from({ length: 3 }, (_, i) => i).map((i) => (like as any)[i]).join(""));
