// Array methods called on array-likes give the callback the array-like itself as its array.
const M: any = { length: 2, 0: "a", 1: "b", tag: "mine" };
Array.prototype.forEach.call(M, (v: any, i: number, o: any) => console.log(v, i, o === M, o.tag));
const d: any = new Date(0); d.length = 1; d[0] = 1;
console.log(Array.prototype.map.call(d, (v: any, i: number, o: any) => o instanceof Date));
console.log(Array.prototype.filter.call(M, (v: any, i: number, o: any) => o === M));
console.log(Array.prototype.some.call(M, (v: any, i: number, o: any) => o === M), Array.prototype.every.call(M, (v: any, i: number, o: any) => o === M));
console.log(Array.prototype.find.call(M, (v: any, i: number, o: any) => o === M), Array.prototype.findIndex.call(M, (v: any, i: number, o: any) => o !== M));
console.log(Array.prototype.reduce.call(M, (acc: any, v: any, i: number, o: any) => acc + (o === M ? v : "?"), ""));
console.log(Array.prototype.reduceRight.call(M, (acc: any, v: any, i: number, o: any) => acc + (o === M ? v : "?"), ""));
const arr = [1, 2];
arr.forEach((v, i, o) => console.log(o === arr));
console.log(Array.prototype.map.call("xy", (c: string, i: number, o: any) => typeof o + c));
