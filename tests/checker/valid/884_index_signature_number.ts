interface Sparse { [index: number]: string; length: number }
const sp: Sparse = { 0: "a", 5: "f", length: 6 };
console.log(sp[0], sp[5], sp.length);
