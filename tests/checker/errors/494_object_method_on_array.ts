const pairs = [["a", 1], ["b", 2]];
const keys = pairs.key();
console.log(keys);
