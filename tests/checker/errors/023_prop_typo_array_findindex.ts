const ids = [4, 8, 15, 16];
const pos = ids.findindex((x) => x === 15);
console.log(pos);
