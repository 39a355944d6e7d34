const count = 5;
const letters = Array.from(count, (x) => x);
console.log(letters);
