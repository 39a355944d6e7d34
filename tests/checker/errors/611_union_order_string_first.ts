const values = ["a", 1, "b"];
const first: string = values[0];
console.log(first);
