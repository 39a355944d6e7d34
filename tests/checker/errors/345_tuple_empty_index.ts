const empty: [] = [];
const first = empty[0];
console.log(first);
