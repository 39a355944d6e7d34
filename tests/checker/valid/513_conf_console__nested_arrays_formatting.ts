// Nested arrays: short ones stay on one line, long ones break; matrix output.
console.log([[1, 2, 3], [4, 5, 6], [7, 8, 9]]);
console.log(Array.from({ length: 4 }, (_, r) => Array.from({ length: 10 }, (_, c) => r * 10 + c)));
console.log([["a", ["b", ["c", ["d"]]]]]);
