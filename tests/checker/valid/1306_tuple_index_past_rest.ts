// Indexing a tuple at or past its rest element gives the rest's element type (and what follows it).
const x: [string, ...number[]] = ["a", 1, 2];
console.log(x[1].toFixed(), x[2].toFixed());
const y: [...number[], string] = [1, "a"];
console.log(y[0]);
