// Generic array methods applied to array-likes and strings with call.
const like = { length: 3, 0: "a", 1: "b", 2: "c" };
console.log(Array.prototype.map.call(like, (x: string) => x.toUpperCase()), Array.prototype.join.call(like, "+"));
console.log(Array.prototype.slice.call("hey"), Array.prototype.indexOf.call("hello", "l"), Array.prototype.filter.call("abc", (c: string) => c !== "b"));
console.log(Array.prototype.includes.call({ length: 2, 0: NaN }, NaN), Array.prototype.reduce.call("123", (a: any, c: any) => a + Number(c), 0));
