// A for-of / for-in `let` is assigned by the loop: closures in the body read it (no TS2454), and
// a variable declared before the loop and assigned by its head is not read by the head.
const words = ["ab", "cde"];
const out: number[] = [];
for (let w of words) {
  const len = () => w.length;
  out.push(...[1, 2].map((k) => k * len()));
  const later = function () {
    return w.toUpperCase();
  };
  console.log(later());
}
let last: string;
for (last of words) {
  console.log(last.length);
}
let key: string;
for (key in { a: 1, b: 2 }) {
  console.log(key);
}
console.log(out.join(","));
