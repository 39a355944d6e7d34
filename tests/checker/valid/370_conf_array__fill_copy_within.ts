// fill and copyWithin with negative, out-of-range and overlapping ranges.
console.log(new Array(3).fill(0), [1, 2, 3, 4].fill(9, 1, 3), [1, 2, 3].fill(7, -1), [1, 2, 3].fill(5, 5), [1, 2, 3].fill(8, -10, -2));
const obj = {};
const filled = new Array(2).fill(obj);
console.log(filled[0] === filled[1], [1, , 3].fill(undefined as any));
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0), [1, 2, 3, 4, 5].copyWithin(-2, 0, 2), [1, 2, 3, 4, 5].copyWithin(0, -3, -1));
