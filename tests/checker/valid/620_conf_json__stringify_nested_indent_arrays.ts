// Indented output for arrays of arrays and empty nested structures.
console.log(JSON.stringify([[1, 2], [], [[]], [{}], { a: [] }], null, 2));
console.log(JSON.stringify({ m: [[1, [2, [3]]]] }, null, 4));
