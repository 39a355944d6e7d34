// Transforming objects through entries: map values, filter keys, invert, sort by value.
const prices = { apple: 1.2, banana: 0.5, cherry: 3, date: 2.25 };
const doubled = Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, v * 2]));
const cheap = Object.fromEntries(Object.entries(prices).filter(([, v]) => v < 2));
const inverted = Object.fromEntries(Object.entries(prices).map(([k, v]) => [v, k]));
const sorted = Object.entries(prices).sort(([, a], [, b]) => b - a).map(([k]) => k);
console.log(doubled, cheap, inverted, sorted);
