const items = [1, 2];
const n = items.length;
console.log(n..toString());
