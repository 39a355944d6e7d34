// Spread in calls: multiple spreads, strings, Sets, mixing with normal args, Math.max of empty.
function f(...args: unknown[]) { return args; }
console.log(f(...[1, 2], 3, ...[], ..."ab", ...new Set([4, 4, 5])));
console.log(Math.max(...[1, 9, 3]), Math.min(...[]), Math.max(...[]));
const arr = [3, 1, 2];
arr.push(...[4, 5]);
console.log(arr, String.fromCharCode(...[104, 105]));
console.log(new Array(...[3]).length, new (Array as any)(...[1, 2]));
