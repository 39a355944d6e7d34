// Common splice patterns: remove by index, insert in sorted order, replace ranges.
const arr = [1, 3, 5, 7];
const insertSorted = (xs: number[], x: number) => { const i = xs.findIndex((y) => y > x); xs.splice(i === -1 ? xs.length : i, 0, x); return xs; };
console.log(insertSorted(arr, 4), insertSorted(arr, 0), insertSorted(arr, 9));
const removeAt = <T>(xs: T[], i: number) => xs.splice(i, 1)[0];
console.log(removeAt(arr, 2), arr, arr.splice(1, 2, ...["a", "b", "c"] as any), arr);
