// Arrays of more than 6 short items are printed in aligned columns; numbers right-aligned.
console.log([1, 22, 333, 4444, 55555, 666666, 7777777]);
console.log(Array.from({ length: 30 }, (_, i) => i ** 3));
console.log(Array.from({ length: 15 }, (_, i) => "s" + i));
console.log(Array.from({ length: 8 }, (_, i) => (i % 2 ? "x" : i)));
console.log([-1, 2.5, -300, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
console.log([true, false, null, undefined, true, false, null, undefined]);
console.log(Array.from({ length: 7 }, (_, i) => ({ i })));
