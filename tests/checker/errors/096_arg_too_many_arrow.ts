const add = (a: number, b: number) => a + b;
const values = [1, 2, 3];
const total = add(values[0], values[1], values[2]);
console.log(total);
