const orig = [1, 2, 3];
const copy = [...orig, 4];
const merged = [...orig, ...copy];
const maxVal = Math.max(...merged);
console.log(copy, merged.length, maxVal);
