const add = (a: number) => (b: number) => (c: number) => a + b + c;
const addTen = add(10);
console.log(add(1)(2)(3), addTen(5)(5));
