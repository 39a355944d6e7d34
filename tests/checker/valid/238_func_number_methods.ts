const n = 1234.5678;
const parts = [n.toFixed(2), n.toPrecision(6), n.toString(16)];
console.log(parts, Number.isInteger(n), Number.MAX_SAFE_INTEGER > n, Number.EPSILON < 1);
