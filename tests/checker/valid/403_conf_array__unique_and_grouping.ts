// Unique values preserving order, counting with Map, and partitioning arrays.
const xs = [3, 1, 3, 2, 1, 4, 3];
const unique = xs.filter((x, i) => xs.indexOf(x) === i);
const freq = xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<number, number>());
const [evens, odds] = xs.reduce<[number[], number[]]>(([e, o], x) => (x % 2 ? [e, [...o, x]] : [[...e, x], o]), [[], []]);
console.log(unique, freq, evens, odds, [...freq].sort((a, b) => b[1] - a[1] || a[0] - b[0]));
