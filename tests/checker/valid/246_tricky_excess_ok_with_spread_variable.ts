interface Opts {
  a: number;
}
const more = { a: 1, b: 2 };
const o: Opts = { ...more };
console.log(o.a);
