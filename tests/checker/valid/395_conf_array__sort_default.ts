// Default sort compares as strings (UTF-16 order), undefined last, holes after; returns the array.
console.log([10, 9, 1, 100, -1, -10].sort(), ["b", "B", "a", "é", "Z", "😀", "\uffff"].sort());
console.log([3, undefined, 1, , 2, undefined].sort(), [true, false, null, "null", "nul"].sort());
const a = [2, 1];
console.log(a.sort() === a, [[2, 1], [1, 2], [1, 10], [1, 9]].sort(), [0, -0, 0].sort(), [NaN, 1, Infinity, -Infinity].sort());
console.log([1e21, 1e-7, 5, 0.5].sort(), ["10", 9, "8", 1].sort());
