const n = 1234.5678;
console.log(n.toFixed(2), n.toPrecision(6), n.toString(16), Number.isInteger(n), Number.MAX_SAFE_INTEGER > n);
