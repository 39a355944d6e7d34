const raw = "1000\n2000\n\n4000\n\n5000\n6000";
const elves = raw.split("\n\n").map((block) => block.split("\n").map(Number).reduce((a, b) => a + b, 0));
const sorted = [...elves].sort((a, b) => b - a);
console.log(sorted[0], sorted.slice(0, 3).reduce((a, b) => a + b, 0));
