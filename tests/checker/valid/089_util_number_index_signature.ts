interface Sparse {
  [i: number]: string;
}
const s: Sparse = { 0: "zero", 10: "ten" };
console.log(s[10]);
