const digits = [1, 2, 3];
const compact = digits.join(0);
const spaced = digits.join(" ");
console.log(compact, spaced);
