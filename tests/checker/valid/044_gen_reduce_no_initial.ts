const maxVal = [3, 9, 2].reduce((a, b) => (a > b ? a : b));
const longest = ["aa", "b", "cccc"].reduce((a, b) => (a.length >= b.length ? a : b));
console.log(maxVal, longest);
