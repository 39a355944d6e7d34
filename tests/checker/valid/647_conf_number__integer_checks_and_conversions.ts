// Number.isInteger vs Math.trunc checks; ToInt32 via |0 and ToUint32 via >>>0 of edge values.
const vals = [5.0, 5.5, -0, 1e20, 2 ** 53 + 2, -(2 ** 31), 2 ** 31, Infinity];
console.log(vals.map((v) => [Number.isInteger(v), Math.trunc(v) === v, v | 0, v >>> 0]));
