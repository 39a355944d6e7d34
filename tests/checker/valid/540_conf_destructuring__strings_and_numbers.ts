// Destructuring strings and boxed primitives: length, indexes, methods.
const { length, 0: first, [1]: second } = "hey";
const [x, y, ...rest] = "hello";
const { toFixed, valueOf } = 5;
console.log(length, first, second, x, y, rest, typeof toFixed, typeof valueOf);
const { a = "dflt" } = 5 as any;
console.log(a);
