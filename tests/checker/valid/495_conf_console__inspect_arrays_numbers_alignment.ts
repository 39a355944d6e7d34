// Numeric arrays with mixed widths are padded to align in columns.
console.log([1, 10, 100, 1000, 10000, 100000, 1000000, 1, 10, 100]);
console.log([-1, -10, -100, 1, 10, 100, 0.5, 0.25, 0.125]);
console.log(Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? "word" : i)));
console.log(Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i).repeat((i % 4) + 1)));
