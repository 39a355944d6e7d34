const a = new Set([1, 2]);
const b = new Set([2, 3]);
console.log(a.union(b).size, a.isSubsetOf(b));
