// The comma, void, in, delete, conditional and instanceof operators.
let x = (1, 2, 3);
console.log(x);
let i = 0, j = 10;
for (; i < j; i++, j--) {}
console.log(i, j);
console.log(void 0, void "ignored", typeof void 0);
const obj: any = { a: 1, b: undefined, c: null };
console.log("a" in obj, "b" in obj, "z" in obj, "length" in [], 0 in [5], 1 in [5]);
console.log(delete obj.a, obj, "a" in obj);
delete obj["c"];
console.log(Object.keys(obj));
const n = 7;
console.log(n > 5 ? "big" : "small", n > 10 ? "huge" : n > 5 ? "big" : "small");
const e = new TypeError("t");
console.log(e instanceof TypeError, e instanceof Error, e instanceof RangeError, [] instanceof Object, {} instanceof Array);
const grade = (s: number) => (s >= 90 ? "A" : s >= 80 ? "B" : s >= 70 ? "C" : "F");
console.log([95, 85, 75, 50].map(grade).join(""));
