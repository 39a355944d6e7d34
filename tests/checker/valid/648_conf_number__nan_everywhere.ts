// NaN in comparisons, arrays, Maps, Sets, sorting, min/max, JSON and string conversion.
const n = NaN;
console.log(n === n, n !== n, [n].indexOf(n), [n].includes(n), new Set([n, n]).size, new Map([[n, 1]]).get(n), Object.is(n, 0 / 0));
console.log(Math.max(1, n), Math.min(n), [3, n, 1].sort(), [3, n, 1].sort((a, b) => a - b), JSON.stringify([n]), String(n), n.toFixed(2), (n as any) | 0);
console.log(n < 1, n > 1, n == (n as any), isNaN(n), Number.isNaN("NaN" as any), isNaN("NaN" as any), parseInt("NaN"), typeof n);
