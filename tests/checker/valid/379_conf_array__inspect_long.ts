// Inspect of arrays: more than 6 items with short entries are grouped in columns, over 100 items truncated.
console.log(Array.from({ length: 7 }, (_, i) => i));
console.log(Array.from({ length: 26 }, (_, i) => i * 1000));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log(Array.from({ length: 10 }, (_, i) => "item-number-" + i));
console.log(["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggg", "hhhhhhhh"]);
console.log([[1, 2, [3, 4, [5, [6]]]], { a: [1, 2, 3, 4, 5, 6, 7] }]);
